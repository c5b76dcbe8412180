import Foundation
import Testing

/// docs/command-line.md: 0 success, 1 theme errors (or warnings under --strict),
/// 64 bad usage, 66 a missing input, 73 an output that cannot be written.
@Suite struct ExitStatusTests {
  @Test(arguments: [
    ["build", "tokens/default.yaml", "--out", "out"],
    ["build", "tokens/material3.yaml", "--out", "out", "--target", "swift"],
    ["build"],
    ["build", "--config", "chamfer.yml"],
    ["lint", "tokens/default.yaml"],
    // Not --strict: its Expressive metrics (large-increased …) need Material Components
    // 1.13.0, and the android target writes for 1.12.0 unless told otherwise, which
    // lint/android-material-version warns about.
    ["lint", "tokens/material3.yaml"],
    ["lint", "--format", "json"],
    ["lint"],
    ["resolve", "tokens/default.yaml", "--json"],
    ["resolve", "tokens/default.yaml", "--json", "--provenance"],
    ["explain", "tokens/default.yaml", "button.pressed.topLeft"],
    ["explain", "button"],
    ["explain", "tokens/material3.yaml", "scale.medium"],
    ["rules"],
  ])
  func succeedsOnGoodThemes(_ arguments: [String]) throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer(arguments)
    #expect(run.status == 0, "\(run)")
  }

  @Test(arguments: [
    ["build", "broken.yaml", "--out", "out"],
    ["build", "broken.json", "--out", "out"],
    ["lint", "broken.yaml"],
    ["lint", "broken.yaml", "--format", "json"],
    ["resolve", "broken.yaml", "--json"],
    ["explain", "broken.yaml", "card.topLeft"],
    ["lint", "--strict", "warnings.yaml"],
    ["build", "--strict", "warnings.yaml", "--out", "out"],
  ])
  func failsOnThemeErrors(_ arguments: [String]) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.broken, to: "broken.yaml")
    try chamfer.write(Fixture.brokenJSON, to: "broken.json")
    try chamfer.write(Fixture.onlyWarnings, to: "warnings.yaml")
    let run = try chamfer(arguments)
    #expect(run.status == 1, "\(run)")
    #expect(!chamfer.exists("out"))
  }

  @Test func warningsAloneDoNotFailWithoutStrict() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.onlyWarnings, to: "warnings.yaml")
    let lint = try chamfer("lint", "warnings.yaml")
    #expect(lint.status == 0, "\(lint)")
    #expect(lint.stderr.contains("warning:"))
    let build = try chamfer("build", "warnings.yaml", "--out", "out")
    #expect(build.status == 0, "\(build)")
  }

  @Test(arguments: [
    ["build", "tokens/default.yaml", "--bogus"],
    ["lint", "--strikt"],
    ["resolve", "tokens/default.yaml", "--jsn"],
    ["build", "tokens/default.yaml", "--out", "out", "--target", "kotlin"],
    ["lint", "tokens/default.yaml", "--format", "xml"],
    ["explain"],
    ["explain", "tokens/default.yaml"],
    ["explain", "tokens/default.yaml", "button.hovered"],
    ["explain", "tokens/default.yaml", "buton"],
    ["rules", "extra"],
  ])
  func badUsageExits64(_ arguments: [String]) throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer(arguments)
    #expect(run.status == 64, "\(run)")
    #expect(run.stdout.isEmpty)
    #expect(!run.stderr.isEmpty)
    #expect(!chamfer.exists("out"))
  }

  /// Errors found after parsing name the problem in chamfer's own words, not with the
  /// root command's "Usage: chamfer <subcommand>".
  @Test func unknownTargetIsNamedWithTheAvailableOnes() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("build", "tokens/default.yaml", "--target", "swfit", "--out", "out")
    #expect(run.status == 64)
    #expect(run.stderr.contains("unknown target 'swfit'; did you mean 'swift'?"), "\(run)")
    #expect(!run.stderr.contains("<subcommand>"), "\(run)")
  }

  @Test func aConfigWithoutLayersIsBadUsage() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("version: 1\n", to: "chamfer.yml")
    let run = try chamfer("build")
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr == "chamfer: error: no theme layers: pass theme files or list 'layers' in the config\n")
  }

  @Test(arguments: [
    ["build", "missing.yaml"],
    ["lint", "missing.yaml"],
    ["resolve", "missing.yaml", "--json"],
    ["explain", "missing.yaml", "button"],
    ["build", "tokens/default.yaml", "missing.yaml"],
    ["build", "--config", "missing.yml"],
    ["build", "tokens"],
  ])
  func missingInputExits66(_ arguments: [String]) throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer(arguments)
    #expect(run.status == 66, "\(run)")
    // A folder is there, but no file: one located error says so.
    let message = arguments.last == "tokens" ? "tokens:1:1: error: 'tokens' is a folder" : "chamfer: error: cannot read"
    #expect(run.stderr.contains(message), "\(run)")
    #expect(!chamfer.exists("build"))
  }

  @Test(arguments: [["build"], ["lint"], ["resolve", "--json"], ["explain", "button"]])
  func noConfigAndNoThemeExits66(_ arguments: [String]) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer(arguments)
    #expect(run.status == 66, "\(run)")
    #expect(run.stderr.contains("no chamfer.yml"), "\(run)")
  }

  @Test func outputBelowARegularFileExits73() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    try chamfer.write("not a folder\n", to: "occupied")
    let run = try chamfer("build", "tokens/default.yaml", "--out", "occupied/chamfer")
    #expect(run.status == 73, "\(run)")
    #expect(run.stderr.contains("cannot write to 'occupied/chamfer'"), "\(run)")
    #expect(run.stderr.contains("Not a directory"), "\(run)")
  }
}
