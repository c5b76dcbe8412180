import Foundation
import TestSupport
import Testing

/// What a person and a tool see for a theme with several mistakes. The goldens live
/// in Goldens/<command>/<case>.txt; `RECORD_GOLDENS=1 swift test` rewrites them.
@Suite struct DiagnosticGoldenTests {
  @Test func buildPrintsEveryErrorToStandardError() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.broken, to: "broken.yaml")
    let run = try chamfer("build", "broken.yaml", "--out", "out")
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty, "\(run)")
    #expect(!run.stderr.contains("\u{1B}["), "NO_COLOR is set, so no escape codes")
    try expectMatchesGolden(run.stderr, "build/several-errors.txt")
  }

  @Test func lintTextMatchesBuild() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.broken, to: "broken.yaml")
    let lint = try chamfer("lint", "broken.yaml")
    let build = try chamfer("build", "broken.yaml", "--out", "out")
    #expect(lint.status == 1)
    #expect(lint.stdout.isEmpty, "\(lint)")
    #expect(lint.stderr == build.stderr)
  }

  /// SARIF validates against the OASIS 2.1.0 schema, for errors with notes, warnings
  /// and a clean theme alike.
  @Test func lintSARIFIsValidAgainstTheOfficialSchema() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.broken, to: "broken.yaml")
    try chamfer.write(Fixture.clean, to: "clean.yaml")
    var paths: [String] = []
    for (theme, status) in [("broken.yaml", Int32(1)), ("clean.yaml", 0)] {
      let run = try chamfer("lint", theme, "--format", "sarif")
      #expect(run.status == status, "\(run)")
      #expect(run.stderr.isEmpty, "\(run)")
      let path = "\(theme).sarif"
      try chamfer.write(run.stdout, to: path)
      paths.append(chamfer.url(path).path)
    }
    Validator.check("check_sarif.py", paths)
    let broken = String(decoding: try chamfer.read("broken.yaml.sarif"), as: UTF8.self)
    try expectMatchesGolden(broken, "lint/several-errors-sarif.txt")
  }

  @Test func lintGitHubPrintsWorkflowCommands() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.broken, to: "broken.yaml")
    let run = try chamfer("lint", "broken.yaml", "--format", "github")
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error file=broken.yaml,line=") || $0.hasPrefix("::warning file=broken.yaml,line=") }, "\(run)")
    try expectMatchesGolden(run.stdout, "lint/several-errors-github.txt")
  }

  @Test func lintJSONGoesToStandardOutput() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.broken, to: "broken.yaml")
    let run = try chamfer("lint", "broken.yaml", "--format", "json")
    #expect(run.status == 1)
    #expect(run.stderr.isEmpty, "\(run)")
    #expect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) is [String: Any])
    try expectMatchesGolden(run.stdout, "lint/several-errors-json.txt")
  }

  @Test func jsonThemesGetLinesAndColumnsToo() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.brokenJSON, to: "broken.json")
    let run = try chamfer("lint", "broken.json")
    #expect(run.status == 1)
    try expectMatchesGolden(run.stderr, "lint/json-theme.txt")
  }

  @Test func cleanLintPrintsASummaryOnly() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    let run = try chamfer("lint", "theme.yaml")
    #expect(run.status == 0)
    #expect(run.stdout == "0 errors, 0 warnings in 1 file\n", "\(run)")
    #expect(run.stderr.isEmpty)
  }

  /// Every error line has the compiler shape `file:line:column: error: message [rule-id]`.
  @Test func errorLinesLookLikeCompilerDiagnostics() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.broken, to: "broken.yaml")
    let run = try chamfer("lint", "broken.yaml")
    let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 6, "\(run)")
    for line in errors {
      #expect(line.wholeMatch(of: /broken\.yaml:\d+:\d+: error: .+ \[[a-z]+\/[a-z0-9-]+\]/) != nil, "\(line)")
    }
  }
}
