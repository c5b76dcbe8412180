import ChamferKit
import Foundation
import Testing
import TestSupport

/// Every token file in Corpus/ (real files from public design systems, SOURCES.md) is
/// imported, and its scale and components are checked against values read off the file
/// by hand: each metric's or component's four corners in points (one value when they
/// agree), or a percentage.
@Suite struct CorpusImportTests {
  /// Imports the case's files and resolves the theme, giving each metric's corners.
  static func scale(of test: CorpusCase) throws -> (scale: [String: String], diagnostics: [Diagnostic]) {
    let imported = Corpus.importedTheme(test)
    let yaml = try #require(imported.yaml)
    let result = check(yaml, path: "imported.yaml")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)\n\(yaml)")
    let theme = try #require(result.theme)
    func described(_ shape: ResolvedShape) -> String {
      let corners = shape.corners.map(\.size.description)
      return Set(corners).count == 1 ? corners[0] : corners.joined(separator: " ")
    }
    // Components and their variants come in beside the scale, as `component NAME`
    // and `component NAME.VARIANT`.
    var sizes = theme.scale.map { ($0.name, described($0.shape)) }
    for component in theme.components {
      sizes.append(("component \(component.name)", described(component.shape)))
      sizes += component.variants.map { ("component \(component.name).\($0.name)", described($0.shape)) }
    }
    return (Dictionary(sizes, uniquingKeysWith: { first, _ in first }), imported.diagnostics)
  }

  @Test(arguments: CorpusCase.all)
  func importsWithTheScaleReadOffTheFile(_ test: CorpusCase) throws {
    let (scale, diagnostics) = try Self.scale(of: test)
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    if test.complete {
      #expect(scale == test.expected)
    } else {
      for (name, size) in test.expected { #expect(scale[name] == size, "\(name)") }
    }
    let warnings = diagnostics.filter { $0.id != "import/unknown-alias" && $0.id != "import/missing-file" }
      .map { "\($0.id) \($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
    #expect(warnings == test.warnings)
  }

  /// Every token file in the corpus is the file under test of some case, so a file added
  /// to the corpus fails here until it has an expectation.
  @Test func everyCorpusFileHasAnExpectation() throws {
    let files = FileManager.default.enumerator(atPath: Corpus.folder.path)?.compactMap { $0 as? String } ?? []
    let tokenFiles = files.filter { path in
      [".json", ".json5", ".yml", ".yaml"].contains { path.hasSuffix($0) } && !path.hasSuffix("$themes.json")
    }
    let tested = Set(CorpusCase.all.map(\.files[0]))
    #expect(tokenFiles.count >= 30)
    for file in tokenFiles { #expect(tested.contains(file), "\(file) has no corpus case") }
  }
}
