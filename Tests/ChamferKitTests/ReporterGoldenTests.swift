import ChamferKit
import Foundation
import TestSupport
import Testing

/// One reporter, named by its id in test output.
struct ReporterCase: CustomTestStringConvertible, Sendable {
  var reporter: any DiagnosticReporter.Type
  var testDescription: String { reporter.id }

  static let all = DiagnosticReporters.all.map(ReporterCase.init)
}

/// Every reporter renders the same fixed diagnostics, compared with
/// `Goldens/reporters/<id>.txt`.
@Suite struct ReporterGoldenTests {
  static let sources = [
    "tokens/brand.yaml": """
    chamfer: 1
    name: Brand
    scale:
      extraSmall: 3
      café: { sise: 4 }
    """,
    // Tabs are not YAML indentation, but they may sit inside a line; the caret
    // must still line up under the column.
    "tokens/base.yaml": "chamfer: 1\nscale:\n  extra-small: 2\n  large:\t16\t# tabbed\n",
  ]

  /// An error with a hint and notes (one placed, one not), a warning whose line has
  /// tabs, an error after a non-ASCII name, and an error that belongs to no file.
  static let diagnostics = [
    Diagnostic(
      "lint/identifier-collision", .error,
      "'extraSmall' and 'extra-small' in scale both become 'extraSmall' in Swift and Dart",
      at: FileLocation(file: "tokens/brand.yaml", line: 4, column: 3),
      hint: "rename one of them",
      notes: [
        Diagnostic.Note(
          "'extra-small' is defined here",
          at: FileLocation(file: "tokens/base.yaml", line: 3, column: 3)),
        Diagnostic.Note("layers are merged before names are compared"),
      ]),
    Diagnostic(
      "lint/unused-metric", .warning, "the scale metric 'large' is not used",
      at: FileLocation(file: "tokens/base.yaml", line: 4, column: 10),
      hint: "use it from a category or component, or remove it"),
    Diagnostic(
      "load/unknown-key", .error, "unknown key 'sise' in a scale metric",
      at: FileLocation(file: "tokens/brand.yaml", line: 5, column: 11),
      hint: "did you mean 'size'?"),
    Diagnostic(
      "load/missing-name", .error, "the theme has \"no\" name\\", at: nil),
  ]

  @Test func everyReporterIsListedOnceByAUniqueId() {
    let ids = DiagnosticReporters.all.map { $0.id }
    #expect(ids.contains("text"))
    #expect(ids.contains("json"))
    #expect(ids.count == Set(ids).count)
    for id in ids { #expect(DiagnosticReporters.named(id)?.id == id) }
    #expect(DiagnosticReporters.named("nope") == nil)
  }

  @Test(arguments: ReporterCase.all)
  func reportMatchesItsGolden(_ reporter: ReporterCase) throws {
    let output = reporter.reporter.report(
      Self.diagnostics, sources: Self.sources, files: 3, color: false)
    #expect(!output.contains("\u{1B}["), "colour was not asked for")
    try expectMatchesGolden(output, "reporters/\(reporter.reporter.id).txt")
  }

  @Test func theTextReporterPaintsOnlyWhenAsked() throws {
    let output = TerminalReporter.report(
      Self.diagnostics, sources: Self.sources, files: 3, color: true)
    #expect(output.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(output.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
    try expectMatchesGolden(output, "reporters/text.color.txt")
  }

  @Test func theTextReporterPrintsCompilerStyleLinesWithTheQuotedLineAndACaret() {
    let output = TerminalReporter.report(
      Self.diagnostics, sources: Self.sources, files: 3, color: false)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let warning =
      "tokens/base.yaml:4:10: warning: the scale metric 'large' is not used [lint/unused-metric]"
    if let index = lines.firstIndex(of: warning) {
      #expect(lines[index + 1] == "    " + "  large:\t16\t# tabbed")
      #expect(lines[index + 2] == "    " + "        \t^")
      #expect(lines[index + 3] == "  hint: use it from a category or component, or remove it")
    } else {
      Issue.record("no line '\(warning)' in:\n\(output)")
    }
    // The caret counts characters, not bytes: 'é' is one column.
    #expect(lines.contains("              ^"))
    #expect(lines.contains("chamfer: error: the theme has \"no\" name\\ [load/missing-name]"))
    #expect(lines.contains("chamfer: note: layers are merged before names are compared"))
    #expect(lines.last == "")
    #expect(lines.dropLast().last == "3 errors, 1 warning in 3 files")
  }

  @Test func theJSONReporterWritesJSONThatReadsBack() throws {
    let output = JSONReporter.report(
      Self.diagnostics, sources: Self.sources, files: 3, color: false)
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    let items = try #require(object?["diagnostics"] as? [[String: Any]])
    #expect(items.map { $0["id"] as? String } == Self.diagnostics.map(\.id))
    #expect(items.last?["message"] as? String == "the theme has \"no\" name\\")
    #expect(items.last?["file"] == nil)
    let summary = try #require(object?["summary"] as? [String: Int])
    #expect(summary == ["errors": 3, "warnings": 1, "notes": 0, "files": 3])
  }

  @Test func theSummaryLineCountsErrorsAndWarningsInPlainEnglish() {
    func diagnostic(_ severity: Diagnostic.Severity) -> Diagnostic {
      Diagnostic("lint/unused-metric", severity, "m", at: nil)
    }
    #expect(
      DiagnosticSummary.line(
        for: [diagnostic(.error), diagnostic(.warning), diagnostic(.error)], files: 3)
        == "2 errors, 1 warning in 3 files")
    #expect(
      DiagnosticSummary.line(for: [diagnostic(.error), diagnostic(.note)], files: 1)
        == "1 error, 0 warnings, 1 note in 1 file")
    #expect(DiagnosticSummary.line(for: [], files: 2) == "0 errors, 0 warnings in 2 files")
  }
}
