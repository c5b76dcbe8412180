@testable import ChamferEmitters
import ChamferKit
import Foundation
import TestSupport
import Testing

/// `docs/targets/fields.md` lists, under each kind of value, exactly the names a scope of
/// that kind answers, as the specimen theme shows them; the template check's hints send
/// authors there.
@Suite struct TemplateFieldDocTests {
  /// Each table's heading, with the scope class whose names it lists.
  static let sections = [
    "The theme": "ThemeScope", "Scale metrics, categories and variants": "EntryScope", "Components": "ComponentScope",
    "Shapes": "ShapeScope", "Corners": "CornerScope", "Content insets": "InsetsScope", "An inset's edge": "Edge",
    "Arrows": "ArrowScope", "Surfaces": "SurfaceScope", "Borders": "BorderScope", "Shadows": "ShadowScope",
    "Colours": "ColorScope",
  ]

  /// The first column's names of each table, by heading.
  static func documented() throws -> [String: [String]] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/targets/fields.md"), encoding: .utf8)
    var tables: [String: [String]] = [:]
    var heading = ""
    for line in text.split(separator: "\n") {
      if line.hasPrefix("## ") { heading = String(line.dropFirst(3)) }
      guard line.hasPrefix("| `") else { continue }
      let name = line.dropFirst(3).prefix { $0 != "`" }
      tables[heading, default: []].append(String(name))
    }
    return tables
  }

  @Test func eachTableListsExactlyTheNamesOfItsValues() throws {
    let documented = try Self.documented()
    let answered = try TemplateNameCheckTests.specimenNames().answered
    #expect(Set(documented.keys) == Set(Self.sections.keys), "tables: \(documented.keys.sorted())")
    for (heading, kind) in Self.sections {
      let listed = documented[heading] ?? []
      #expect(Set(listed).count == listed.count, "\(heading) lists a name twice")
      let names = answered[kind] ?? []
      #expect(!names.isEmpty, "no \(kind) in the specimen")
      #expect(names.subtracting(listed).isEmpty, "'\(heading)' leaves out \(names.subtracting(listed).sorted())")
      #expect(Set(listed).subtracting(names).isEmpty, "'\(heading)' lists \(Set(listed).subtracting(names).sorted()), which a \(kind) does not have")
    }
  }

  /// The table under "Transforms" shows what each of `ValueStyles.all` writes, so a new
  /// style cannot go undocumented; the targets' overview names each too.
  @Test func everyValueStyleIsShownWithWhatItWrites() throws {
    let fields = try String(contentsOf: packageRoot.appendingPathComponent("docs/targets/fields.md"), encoding: .utf8)
    var heading = ""
    var rows: [String: [String]] = [:]
    for line in fields.split(separator: "\n") {
      if line.hasPrefix("## ") { heading = String(line.dropFirst(3)) }
      let row = line.trimmingCharacters(in: .whitespaces)
      guard heading == "Transforms", row.hasPrefix("| `") else { continue }
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"]) }
      rows[cells[0]] = Array(cells.dropFirst())
    }
    // A closure rather than a key path: Swift 6.3.1 crashes on `\.name` of a metatype here.
    let styles = Set(ValueStyles.all.map { $0.name })
    #expect(Set(rows.keys) == styles)
    for style in ValueStyles.all {
      let written = [style.literal(for: Size(8, .points)), style.literal(for: Size(25, .percent)), style.literal(for: 0.6)]
      #expect(rows[style.name] == written, "\(style.name) writes \(written)")
    }
    let overview = try String(contentsOf: packageRoot.appendingPathComponent("docs/targets/README.md"), encoding: .utf8)
    for style in ValueStyles.all {
      #expect(overview.contains("`\(style.name)`"), "docs/targets/README.md does not name the \(style.name) style")
    }
  }

  /// Every name in the table of keys belongs to some kind of value, so none is dead.
  @Test func everyKeyIsAnsweredBySomeValue() throws {
    let answered = try TemplateNameCheckTests.specimenNames().answered.filter { $0.key != "TextTable" }.values
    let unanswered = TemplateKey.Known.allCases.map(\.rawValue).filter { key in !answered.contains { $0.contains(key) } }
    #expect(unanswered.isEmpty, "no value answers \(unanswered)")
  }
}
