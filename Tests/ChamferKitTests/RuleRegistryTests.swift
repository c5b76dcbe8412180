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

  /// The files that list the ids rather than raise them.
  static let registry: Set<String> = ["ChamferKit/Validation/Rules.swift", "ChamferKit/Validation/Rules+Commands.swift"]

  /// Text literals shaped like ids that are not ids: default output folders.
  static let paths: Set<String> = ["build/chamfer", "build/chamfer-preview", "build/chamfer-diff"]

  /// Every id-shaped literal (`"word/kebab-case"`) in every target's sources, with the
  /// first file that holds it, and the lint rules' ids, which are built as
  /// "lint/\(Self.id)".
  static func raisedIDs() throws -> [String: String] {
    let literal = try Regex(#""([a-z]+/[a-z0-9]+(?:-[a-z0-9]+)*)""#)
    let lintID = try Regex(#"static let id = "([a-z0-9-]+)""#)
    var found: [String: String] = [:]
    for file in swiftFiles(in: allSources) where !registry.contains(file.path) {
      for match in file.text.matches(of: literal) {
        if let id = match.output[1].substring, found[String(id)] == nil {
          found[String(id)] = file.path
        }
      }
      if file.path.hasPrefix("ChamferKit/Validation/Rules/") {
        for match in file.text.matches(of: lintID) {
          if let id = match.output[1].substring { found["lint/\(id)"] = file.path }
        }
      }
    }
    return found
  }

  static let allSources = packageRoot.appendingPathComponent("Sources")

  @Test func everyDiagnosticIdInTheSourcesIsInTheRegistry() throws {
    let documented = Set(Rules.everyID.map(\.id))
    let found = try Self.raisedIDs()
    // Sanity: the scan sees ids of every stage and every target.
    for id in [
      "load/unknown-key", "resolve/reference-cycle", "lint/unused-metric", "import/not-tokens", "config/unknown-rule",
      "template/syntax", "output/busy", "manifest/changed-file",
    ] {
      #expect(found.keys.contains(id), "the scan did not find \(id)")
    }
    // The literals skipped as paths are still there, and still not ids.
    for path in Self.paths {
      #expect(found.keys.contains(path), "'\(path)' is no longer in the sources; remove it from the list of paths")
      #expect(!documented.contains(path))
    }
    for (id, file) in found.sorted(by: { $0.key < $1.key }) where !Self.paths.contains(id) {
      if !documented.contains(id) { Issue.record("'\(id)' is raised in \(file) but missing from Rules.all or Rules.outsideThemes") }
    }
  }

  @Test func everyDocumentedIdCanStillBeRaised() throws {
    let found = try Self.raisedIDs()
    for rule in Rules.everyID {
      if found[rule.id] == nil { Issue.record("'\(rule.id)' is documented but never raised") }
    }
  }

  @Test func theIdsRaisedOutsideThemesAreNotThemeRules() {
    let themeStages: Set<Substring> = ["load", "resolve", "lint"]
    let themeIDs = Set(Rules.all.map(\.id))
    for rule in Rules.outsideThemes {
      #expect(!themeStages.contains(rule.id.split(separator: "/")[0]), "\(rule.id) belongs in Rules.all")
      #expect(!themeIDs.contains(rule.id))
      #expect(!rule.summary.isEmpty && rule.summary.hasSuffix("."), "\(rule.id): '\(rule.summary)'")
    }
  }

  /// docs/command-line.md says what each part before the slash means.
  @Test func everyNamespaceIsExplainedInTheCommandLineDocs() throws {
    let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/command-line.md"), encoding: .utf8)
    let namespaces = Set(Rules.everyID.map { String($0.id.split(separator: "/")[0]) })
    for namespace in namespaces.sorted() {
      #expect(page.contains("| `\(namespace)/*` |"), "docs/command-line.md does not explain \(namespace)/")
    }
  }
}
