import ChamferKit
import Foundation
import TestSupport
import Testing

/// The lists of rules stay complete: a rule file missing from `LintRules.all`, or a
/// diagnostic id raised in the sources but missing from `Rules.all`, fails here by name.
@Suite struct RuleRegistryTests {
  static let sources = packageRoot.appendingPathComponent("Sources/ChamferKit")

  /// Every `.swift` file under `folder`, with its path relative to it.
  static func swiftFiles(in folder: URL) -> [(path: String, text: String)] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var files: [(String, String)] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift"),
        let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      files.append((path, text))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  @Test func everyFileInTheRulesFolderIsListedInLintRulesAll() {
    let folder = Self.sources.appendingPathComponent("Validation/Rules")
    let files = Self.swiftFiles(in: folder).map { String($0.path.dropLast(".swift".count)) }
    #expect(!files.isEmpty, "found no rule files in \(folder.path)")
    let listed = LintRules.all.map { String(describing: $0) }
    for file in files {
      #expect(listed.contains(file), "\(file).swift is not listed in LintRules.all")
    }
    #expect(listed.count == Set(listed).count, "LintRules.all lists a rule twice")
    #expect(listed.count == files.count, "LintRules.all lists a rule with no file: \(listed)")
  }

  @Test func aRulesIdIsItsTypeNameInKebabCase() {
    for rule in LintRules.all {
      #expect(rule.id == Names.kebab(String(describing: rule)), "\(rule) has the id '\(rule.id)'")
    }
  }

  @Test func everyDiagnosticIdInTheSourcesIsDocumentedInRulesAll() throws {
    let documented = Set(Rules.all.map(\.id))
    let literal = try Regex(#""((?:load|resolve|lint)/[a-z0-9]+(?:-[a-z0-9]+)*)""#)
    let lintID = try Regex(#"static let id = "([a-z0-9-]+)""#)
    var found: [String: String] = [:]
    for file in Self.swiftFiles(in: Self.sources) where file.path != "Validation/Rules.swift" {
      for match in file.text.matches(of: literal) {
        if let id = match.output[1].substring, found[String(id)] == nil {
          found[String(id)] = file.path
        }
      }
      // Lint rules build their ids as "lint/\(Self.id)".
      if file.path.hasPrefix("Validation/Rules/") {
        for match in file.text.matches(of: lintID) {
          if let id = match.output[1].substring { found["lint/\(id)"] = file.path }
        }
      }
    }
    // Sanity: the scan sees ids of every stage.
    #expect(found.keys.contains("load/unknown-key"))
    #expect(found.keys.contains("resolve/reference-cycle"))
    #expect(found.keys.contains("lint/unused-metric"))
    for (id, file) in found.sorted(by: { $0.key < $1.key }) {
      #expect(documented.contains(id), "'\(id)' is raised in \(file) but missing from Rules.all")
    }
  }

  @Test func everyDocumentedIdCanStillBeRaised() throws {
    var text = ""
    for file in Self.swiftFiles(in: Self.sources) where file.path != "Validation/Rules.swift" {
      text += file.text
    }
    for rule in Rules.all where !rule.id.hasPrefix("lint/") {
      #expect(text.contains("\"\(rule.id)\""), "'\(rule.id)' is documented but never raised")
    }
  }
}
