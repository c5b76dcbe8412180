import Foundation
import TestSupport
import Testing

/// What a new user sees first: a quiet build, a config found from any folder of the
/// project, and messages that say what to do next.
@Suite struct FirstRunTests {
  /// A theme with one real warning (an unused metric), two platform notes (continuous
  /// corners on Android and Compose) and, with `broken`, an error after them.
  static func theme(broken: Bool = false) -> String {
    """
    chamfer: 1
    name: A
    scale:
      small: 4
      spare: 12
    components:
      card: { shape: small, curve: continuous }
    \(broken ? "  chip: { shape: smal }\n" : "")
    """
  }

  static var notesLine: Regex<(Substring, Substring, Substring)> { /(\d+) platform notes?: run `chamfer lint[^`]*` to see (it|them)/ }

  struct Finding: Decodable { var id: String }
  struct Report: Decodable { var diagnostics: [Finding] }

  static let platformNotes: Set<String> = [
    "lint/android-continuous-curve", "lint/compose-continuous-curve", "lint/web-relative-size",
    "lint/android-surface-limits",
  ]

  @Test func theBundledThemeBuildsWithOneLineOfPlatformNotes() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let build = try chamfer("build")
    #expect(build.status == 0, "\(build)")
    let lines = build.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(build.stderr)")
    let match = try #require(build.stderr.firstMatch(of: Self.notesLine), "\(build.stderr)")
    #expect(build.stderr.contains("run `chamfer lint` to see them"))
    // lint shows each of them in full, and they are all platform notes.
    let lint = try chamfer("lint", "--format", "json")
    let findings = try JSONDecoder().decode(Report.self, from: Data(lint.stdout.utf8)).diagnostics
    #expect(Int(match.1) == findings.count, "\(findings)")
    #expect(findings.allSatisfy { Self.platformNotes.contains($0.id) }, "\(findings)")
    #expect(try chamfer("lint").stderr.contains("[lint/android-continuous-curve]"))
  }

  @Test func realWarningsPrintInFullBesideTheNotesLine() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme(), to: "theme.yaml")
    let build = try chamfer("build", "theme.yaml", "--out", "out")
    #expect(build.status == 0, "\(build)")
    #expect(build.stderr.contains("[lint/unused-metric]"), "\(build.stderr)")
    #expect(!build.stderr.contains("[lint/android-continuous-curve]"), "\(build.stderr)")
    #expect(build.stderr.contains("0 errors, 1 warning in 1 file"), "\(build.stderr)")
    #expect(build.stderr.contains("2 platform notes: run `chamfer lint theme.yaml` to see them"), "\(build.stderr)")
  }

  @Test func errorsPrintLastAndNotesStayCounted() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme(broken: true), to: "theme.yaml")
    let build = try chamfer("build", "theme.yaml", "--out", "out")
    #expect(build.status == 1, "\(build)")
    let lines = build.stderr.split(separator: "\n").map(String.init)
    let warning = try #require(lines.firstIndex { $0.contains("[lint/unused-metric]") }, "\(build.stderr)")
    let error = try #require(lines.firstIndex { $0.contains("[resolve/unknown-metric]") }, "\(build.stderr)")
    // The metric is written before the component, so by location the warning comes first
    // anyway; the error line must still come after every warning.
    #expect(warning < error)
    #expect(!lines[(error + 1)...].contains { $0.contains(": warning: ") }, "\(build.stderr)")
    #expect(build.stderr.firstMatch(of: Self.notesLine) != nil, "\(build.stderr)")
    #expect(!build.stderr.contains("--strict"))
  }

  @Test func anErrorWrittenBeforeAWarningStillPrintsAfterIt() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    // The unknown metric is on line 4, the unused metric on line 7.
    try chamfer.write(
      "chamfer: 1\nname: A\ncomponents:\n  chip: { shape: smal }\n  card: { shape: small }\nscale:\n  spare: 12\n  small: 4\n",
      to: "theme.yaml")
    let build = try chamfer("build", "theme.yaml", "--out", "out")
    #expect(build.status == 1, "\(build)")
    let lines = build.stderr.split(separator: "\n").map(String.init)
    let warning = try #require(lines.firstIndex { $0.contains("[lint/unused-metric]") }, "\(build.stderr)")
    let error = try #require(lines.firstIndex { $0.contains("[resolve/unknown-metric]") }, "\(build.stderr)")
    #expect(warning < error, "\(build.stderr)")
  }

  @Test func strictSaysWhyItFails() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme(), to: "theme.yaml")
    let lint = try chamfer("lint", "theme.yaml", "--strict")
    #expect(lint.status == 1, "\(lint)")
    #expect(lint.stderr.hasSuffix("chamfer: error: failing because of 3 warnings (--strict)\n"), "\(lint.stderr)")
    // Under --strict, build fails on the platform notes too, so it shows them in full.
    let build = try chamfer("build", "theme.yaml", "--strict", "--out", "out")
    #expect(build.status == 1, "\(build)")
    #expect(build.stderr.contains("[lint/android-continuous-curve]"), "\(build.stderr)")
    #expect(build.stderr.hasSuffix("chamfer: error: failing because of 3 warnings (--strict)\n"), "\(build.stderr)")
    #expect(!chamfer.exists("out"))
    // Errors are their own reason: no --strict line.
    try chamfer.write(Self.theme(broken: true), to: "theme.yaml")
    let broken = try chamfer("lint", "theme.yaml", "--strict")
    #expect(broken.status == 1)
    #expect(!broken.stderr.contains("(--strict)"), "\(broken.stderr)")
  }

  @Test func theConfigIsFoundFromASubfolder() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    try FileManager.default.createDirectory(at: chamfer.url("app/sources"), withIntermediateDirectories: true)
    let build = try chamfer.run(["build"], in: "app/sources")
    #expect(build.status == 0, "\(build)")
    // The config's paths are relative to its own folder, wherever chamfer runs.
    #expect(build.stdout.contains("to ../../build/chamfer "), "\(build.stdout)")
    #expect(chamfer.exists("build/chamfer/swift/ChamferShapes.swift"))
    #expect(!chamfer.exists("app/sources/build"))
    let explain = try chamfer.run(["explain", "button"], in: "app/sources")
    #expect(explain.status == 0, "\(explain)")
    // Without 'out', the default folder is beside the config as well.
    try chamfer.write("version: 1\nlayers: [tokens/default.yaml]\n", to: "chamfer.yml")
    try FileManager.default.removeItem(at: chamfer.url("build"))
    let defaulted = try chamfer.run(["build"], in: "app/sources")
    #expect(defaulted.stdout.contains("to ../../build/chamfer "), "\(defaulted.stdout)")
    #expect(chamfer.exists("build/chamfer/swift/ChamferShapes.swift"))
    #expect(!chamfer.exists("app/sources/build"))
  }

  @Test func theSearchStopsAtTheTopOfAGitWorkTree() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    // A config above the working folder is found, until the working folder is the top
    // of a git work tree.
    try "version: 1\nlayers: [work/theme.yaml]\n".write(
      to: chamfer.outside.appendingPathComponent("chamfer.yml"), atomically: true, encoding: .utf8)
    try chamfer.write("chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: small }\n", to: "theme.yaml")
    let found = try chamfer("lint")
    #expect(found.status == 0, "\(found)")
    #expect(found.stdout.contains("0 errors, 0 warnings in 1 file"), "\(found)")
    try FileManager.default.createDirectory(at: chamfer.url(".git"), withIntermediateDirectories: true)
    let stopped = try chamfer("lint")
    #expect(stopped.status == 66, "\(stopped)")
  }

  @Test(arguments: [[], ["build"], ["lint"]])
  func noThemeAndNoConfigSuggestsInit(_ arguments: [String]) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer(arguments)
    #expect(run.status == 66, "\(run)")
    #expect(run.stderr.contains("no chamfer.yml in this folder or the folders above it"), "\(run)")
    #expect(run.stderr.contains("run 'chamfer init'"), "\(run)")
  }

  @Test func lintOfAThemeUsesTheRulesOfTheConfigItFinds() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme(), to: "themes/theme.yaml")
    let before = try chamfer.run(["lint", "theme.yaml"], in: "themes")
    #expect(before.stderr.contains("[lint/unused-metric]"), "\(before)")
    // The config's own layers are not read: only its rules apply to the theme given.
    try chamfer.write("version: 1\nlayers: [missing.yaml]\nrules: { unused-metric: off }\n", to: "chamfer.yml")
    let after = try chamfer.run(["lint", "theme.yaml"], in: "themes")
    #expect(after.status == 0, "\(after)")
    #expect(!after.stderr.contains("[lint/unused-metric]"), "\(after)")
    #expect(after.stderr.contains("[lint/android-continuous-curve]"), "\(after)")
    // build reads the same rules, so it agrees with lint.
    let build = try chamfer.run(["build", "theme.yaml", "--out", "out"], in: "themes")
    #expect(build.status == 0, "\(build)")
    #expect(!build.stderr.contains("[lint/unused-metric]"), "\(build)")
    // A config with mistakes says so, rather than being skipped.
    try chamfer.write("version: 1\nrules: { unused-metrc: off }\n", to: "chamfer.yml")
    let broken = try chamfer.run(["lint", "theme.yaml"], in: "themes")
    #expect(broken.status == 1, "\(broken)")
    #expect(broken.stderr.contains("../chamfer.yml:2:10: error: there is no rule 'unused-metrc'"), "\(broken)")
  }
}
