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
