@testable import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Random small themes, their names made of a few parts that meet in some spelling
/// (`a`, `b`, `a-b`, `aB`, `a_b`, `scale`, `apply` …), rendered by every bundled target
/// and read back: each file's declarations are pulled out of the text as its language
/// declares them (custom properties in `:root`, `static` members of a Dart class, `val`s
/// of a Kotlin object, resources by type …), without `WrittenIdentifiers`. A target with
/// a duplicate must be one `IdentifierCollisions` reports, and each identifier it
/// reports must be a duplicate there. 300 themes; `CHAMFER_COLLISION_THEMES=N` for more.
@Suite struct IdentifierCollisionOracleTests {
  static let count = ProcessInfo.processInfo.environment["CHAMFER_COLLISION_THEMES"].flatMap(Int.init) ?? 300

  static let parts = [
    "a", "b", "a-b", "aB", "a_b", "ab", "scale", "category", "apply", "shadows", "corners", "pressed", "surface",
    "content-insets", "corner-shape", "small", "component", "fill", "shape",
  ]

  static func name(_ random: inout SplitMix) -> String {
    let first = parts.randomElement(using: &random)!
    guard Bool.random(using: &random) else { return first }
    let second = parts.randomElement(using: &random)!
    return Bool.random(using: &random) ? "\(first)-\(second)" : first + Names.pascal(second)
  }

  /// A shape's fields: a size, sometimes a share of the side, a surface or an arrow.
  static func fields(_ random: inout SplitMix) -> String {
    var fields = ["size: \([0, 2, 4, 8].randomElement(using: &random)!)"]
    switch Int.random(in: 0..<6, using: &random) {
    case 0: fields = ["size: 25%"]
    case 1: fields.append("surface: { fill: \"#EEEEEE\" }")
    case 2: fields.append("surface: { border: { width: 1, color: \"#000000\" }, shadows: [{ y: 2, blur: 4, inset: true }] }")
    case 3: fields.append("edges: { top: arrow }")
    default: break
    }
    return "{ \(fields.joined(separator: ", ")) }"
  }

  static func theme(seed: UInt64) -> String {
    var random = SplitMix(seed: seed)
    var lines = ["chamfer: 1", "name: Acme", "scale:"]
    var used = Set<String>()
    func fresh() -> String {
      var name = self.name(&random)
      while !used.insert(name).inserted { name = self.name(&random) }
      return name
    }
    for _ in 0..<Int.random(in: 1...3, using: &random) { lines.append("  \(fresh()): \(fields(&random))") }
    used = []
    let categories = Int.random(in: 0...2, using: &random)
    if categories > 0 { lines.append("categories:") }
    for _ in 0..<categories { lines.append("  \(fresh()): \(fields(&random))") }
    used = []
    lines.append("components:")
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      lines.append("  \(fresh()):")
      lines.append("    size: 4")
      let variants = Int.random(in: 0...2, using: &random)
      if variants > 0 { lines.append("    variants:") }
      var own = Set<String>()
      for _ in 0..<variants {
        var variant = name(&random)
        while !own.insert(variant).inserted { variant = name(&random) }
        lines.append("      \(variant): \(fields(&random))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func whatChamferReportsIsWhatTheFilesDeclareTwice() throws {
    let targets = try OutputTarget.bundled()
    var reported = 0
    for seed in 0..<UInt64(Self.count) {
      let yaml = Self.theme(seed: seed)
      let input = try IdentifierCollisionTests.input(yaml)
      for id in IdentifierCollisions.targetIDs {
        let target = try #require(targets.first { $0.id == id })
        var duplicates: Set<String> = []
        for file in target.render(input.resolved) {
          duplicates.formUnion(Declarations.duplicates(in: file.contents, path: file.path, target: id))
        }
        let found = IdentifierCollisions.collisions(input, targets: [id])
        reported += found.count
        #expect(
          found.isEmpty == duplicates.isEmpty,
          "theme \(seed), \(id): Chamfer reports \(found.map(\.identifier)), the files declare \(duplicates.sorted()) twice\n\(yaml)")
        for collision in found where !duplicates.contains(Declarations.last(collision.identifier, target: id)) {
          Issue.record("theme \(seed), \(id): '\(collision.identifier)' is reported but declared once\n\(yaml)")
        }
      }
    }
    // The names are chosen to meet often; a run that finds none checks nothing.
    #expect(reported > Self.count / 4, "\(reported)")
  }
}

/// Declarations read from generated text, by file type: the names declared twice in one
/// scope. Only what each language declares, found by its syntax.
enum Declarations {
  /// For Swift and Kotlin scopes, the name without the objects it is in.
  static func last(_ identifier: String, target: String) -> String {
    ["swift", "compose"].contains(target) ? String(identifier.split(separator: ".").last!) : identifier
  }

  static func duplicates(in text: String, path: String, target: String) -> Set<String> {
    var seen: [String: Int] = [:]
    func declare(_ scope: String, _ name: String) { seen["\(scope) \(name)", default: 0] += 1 }
    let lines = text.components(separatedBy: "\n")
    switch (target, (path as NSString).pathExtension) {
    case ("css", _):
      var inRoot = false
      for line in lines {
        if line == ":root {" { inRoot = true } else if line == "}" { inRoot = false }
        if inRoot, let name = match(line, #"^  (--[A-Za-z0-9_-]+):"#) { declare("property", name) }
      }
      // A class is declared by the rule that gives its corners; the shadows wrapper by its `:has()`.
      for (index, line) in lines.enumerated() where line.hasPrefix(".") && line.hasSuffix(" {") {
        guard let name = match(line, #"^\.([A-Za-z0-9_-]+)[ ,:]"#) else { continue }
        if line.contains(":has(") {
          if !seen.keys.contains("wrapper \(name)") { declare("wrapper", name) }
          continue
        }
        if lines.dropFirst(index + 1).prefix(3).contains(where: { $0.hasPrefix("  border-radius:") || $0.hasPrefix("  aspect-ratio:") }) {
          declare("class", name)
        }
      }
      for key in seen.keys where key.hasPrefix("wrapper ") {
        let name = String(key.dropFirst("wrapper ".count))
        if seen["class \(name)"] != nil { seen["class \(name)", default: 0] += 1 }
      }
    case ("scss", _):
      for line in lines {
        if let name = match(line, #"^(\$[A-Za-z0-9_-]+):"#) { declare("variable", name) }
        if let name = match(line, #"^@mixin ([A-Za-z0-9_-]+)"#) { declare("mixin", name) }
      }
    case ("tailwind", _):
      for line in lines {
        if let name = match(line, #"^  (--radius-[A-Za-z0-9_-]+):"#) { declare("theme", name) }
        if let name = match(line, #"^@utility ([A-Za-z0-9_-]+) \{"#) { declare("utility", name) }
      }
    case ("android", "xml"):
      for line in lines {
        if let type = match(line, #"^    <(style|color|dimen|fraction) name=""#),
          let name = match(line, #"name="([^"]+)""#)
        {
          declare(type, name)
        }
      }
    case ("android", _):
      for line in lines { if let name = match(line, #"^    val (`?\w+`?): Arrows"#) { declare("edges", name) } }
    case ("flutter", _):
      var inClass = false
      for line in lines {
        if line.hasPrefix("abstract final class ") { inClass = true } else if line == "}" { inClass = false }
        if inClass, let name = match(line, #"^  static (?:const )?[\w<>?]+ (\w+)\s*(?:=|\()"#) { declare("member", name) }
      }
    case ("swift", _), ("compose", _):
      // Scopes by indentation: a type's members are one step in from its opening line.
      let opening = target == "swift" ? #"^(\s*)(?:public )?enum (\w+) \{"# : #"^(\s*)object (\w+) \{"#
      let member = target == "swift" ? #"^(\s*)public static let (`?\w+`?) ="# : #"^(\s*)val (`?\w+`?):"#
      var scopes: [(indent: Int, name: String)] = []
      for line in lines {
        let indent = line.prefix { $0 == " " }.count
        if let top = scopes.last, line.trimmingCharacters(in: .whitespaces) == "}", indent == top.indent {
          scopes.removeLast()
        } else if let groups = groups(line, opening) {
          scopes.append((groups[0].count, groups[1]))
        } else if let groups = groups(line, member), let top = scopes.last, groups[0].count == top.indent + (target == "swift" ? 2 : 4) {
          declare(scopes.map(\.name).joined(separator: "."), groups[1])
        }
      }
    default:
      break
    }
    return Set(seen.filter { $0.value > 1 }.map { String($0.key.split(separator: " ", maxSplits: 1)[1]) })
  }

  private static func match(_ line: String, _ pattern: String) -> String? { groups(line, pattern)?.first }

  private static func groups(_ line: String, _ pattern: String) -> [String]? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let found = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
    else { return nil }
    return (1..<found.numberOfRanges).map { index in
      Range(found.range(at: index), in: line).map { String(line[$0]) } ?? ""
    }
  }
}
