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

  /// The line that sums the notes a text report leaves out.
  static var notesLine: Regex<(Substring, Substring, Substring)> { /chamfer: note: (\d+) notes? not shown \(([^)]*)\); '--notes' lists (?:it|them)/ }

  struct Finding: Decodable {
    var id: String
    var severity: String
  }
  struct Report: Decodable { var diagnostics: [Finding] }

  /// Every bundled theme passes the CI recipe (`lint --format github --strict`), its
  /// platform notes printed as notices.
  @Test(arguments: ["tokens/default.yaml", "tokens/material3.yaml"])
  func theBundledThemesPassStrictLintWithTheirNotesAsNotices(_ theme: String) throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let lint = try chamfer("lint", theme, "--format", "github", "--strict")
    #expect(lint.status == 0, "\(lint)")
    let lines = lint.stdout.split(separator: "\n")
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::notice ") } && lines.count > 1, "\(lint.stdout)")
    #expect(lines.last?.hasPrefix("0 errors, 0 warnings, \(lines.count - 1) notes in ") == true, "\(lint.stdout)")
  }

  @Test func theBundledThemeBuildsWithOneLineOfNotes() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let build = try chamfer("build")
    #expect(build.status == 0, "\(build)")
    let lines = build.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(build.stderr)")
    let match = try #require(build.stderr.firstMatch(of: Self.notesLine), "\(build.stderr)")
    #expect(build.stderr.contains("0 errors, 0 warnings, \(match.1) notes in "), "\(build.stderr)")
    // Each is a note, listed by every machine format and by --notes.
    let lint = try chamfer("lint", "--format", "json")
    let findings = try JSONDecoder().decode(Report.self, from: Data(lint.stdout.utf8)).diagnostics
    #expect(Int(match.1) == findings.count, "\(findings)")
    #expect(findings.allSatisfy { $0.severity == "note" }, "\(findings)")
    #expect(!(try chamfer("lint").stderr.contains("[lint/android-continuous-curve]")))
    #expect(try chamfer("lint", "--notes").stderr.contains(": note: Android has no continuous corner curve"))
  }

  @Test func realWarningsPrintInFullBesideTheNotesLine() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme(), to: "theme.yaml")
    for command in [["build", "theme.yaml", "--out", "out"], ["lint", "theme.yaml"], ["preview", "theme.yaml", "--out", "p"]] {
      let run = try chamfer(command)
      #expect(run.status == 0, "\(run)")
      #expect(run.stderr.contains("[lint/unused-metric]"), "\(run.stderr)")
      #expect(!run.stderr.contains("[lint/android-continuous-curve]"), "\(run.stderr)")
      #expect(run.stderr.contains("0 errors, 1 warning, 2 notes in 1 file"), "\(run.stderr)")
      let match = try #require(run.stderr.firstMatch(of: Self.notesLine), "\(run.stderr)")
      #expect(match.2 == "lint/android-continuous-curve 1, lint/compose-continuous-curve 1")
    }
    // resolve prints the same report before its JSON.
    let resolve = try chamfer("resolve", "theme.yaml")
    #expect(resolve.stderr.firstMatch(of: Self.notesLine) != nil, "\(resolve.stderr)")
    #expect(!resolve.stderr.contains("[lint/android-continuous-curve]"), "\(resolve.stderr)")
  }

  /// Every command prints errors first, then warnings, wherever each is written.
  @Test(arguments: [["build", "theme.yaml", "--out", "out"], ["lint", "theme.yaml"], ["resolve", "theme.yaml"], ["preview", "theme.yaml", "--out", "p"]])
  func errorsPrintFirstAndNotesStayCounted(_ command: [String]) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    // The warning (a neumorphic key too light to show, line 5) is written before the
    // error (an unknown metric, line 6), on another shape.
    try chamfer.write(
      "chamfer: 1\nname: A\nscale: { small: 4 }\ncomponents:\n  key: { shape: small, curve: continuous, surface: { fill: \"#FFFFFF\", style: convex } }\n  chip: { shape: smal }\n",
      to: "theme.yaml")
    let run = try chamfer(command)
    #expect(run.status == 1, "\(run)")
    let lines = run.stderr.split(separator: "\n").map(String.init)
    let warning = try #require(lines.firstIndex { $0.contains(": warning: ") }, "\(run.stderr)")
    let errors = lines.indices.filter { lines[$0].contains(": error: ") }
    #expect(!errors.isEmpty && errors.allSatisfy { $0 < warning }, "\(run.stderr)")
    #expect(run.stderr.firstMatch(of: Self.notesLine) != nil, "\(run.stderr)")
    #expect(!run.stderr.contains("--strict"))
  }

  @Test func quietPrintsErrorsOnly() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme(), to: "theme.yaml")
    for command in [["lint", "theme.yaml"], ["build", "theme.yaml", "--out", "out"], ["resolve", "theme.yaml"]] {
      let quiet = try chamfer(command + ["--quiet"])
      #expect(quiet.status == 0, "\(quiet)")
      #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    }
    let github = try chamfer("lint", "theme.yaml", "--quiet", "--format", "github")
    #expect(github.stdout == "0 errors, 0 warnings in 0 files\n", "\(github.stdout)")
    try chamfer.write(Self.theme(broken: true), to: "theme.yaml")
    let broken = try chamfer("lint", "theme.yaml", "--quiet")
    #expect(broken.status == 1)
    #expect(broken.stderr.contains("[resolve/unknown-metric]"), "\(broken.stderr)")
    #expect(!broken.stderr.contains(": warning: ") && !broken.stderr.contains("notes"), "\(broken.stderr)")
    #expect(broken.stderr.hasSuffix("1 error, 0 warnings in 1 file\n"), "\(broken.stderr)")
  }

  @Test func strictSaysWhyItFails() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme(), to: "theme.yaml")
    // Notes never count: one warning (the unused metric) fails, the two notes do not.
    let lint = try chamfer("lint", "theme.yaml", "--strict")
    #expect(lint.status == 1, "\(lint)")
    #expect(lint.stderr.hasSuffix("chamfer: error: failing because of 1 warning (--strict)\n"), "\(lint.stderr)")
    let build = try chamfer("build", "theme.yaml", "--strict", "--out", "out")
    #expect(build.status == 1, "\(build)")
    #expect(!build.stderr.contains("[lint/android-continuous-curve]"), "\(build.stderr)")
    #expect(build.stderr.hasSuffix("chamfer: error: failing because of 1 warning (--strict)\n"), "\(build.stderr)")
    #expect(!chamfer.exists("out"))
    // A config that turns the warning into a note passes.
    try chamfer.write("version: 1\nlayers: [theme.yaml]\nrules: { unused-metric: note }\n", to: "chamfer.yml")
    let noted = try chamfer("lint", "--strict", "--format", "sarif")
    #expect(noted.status == 0, "\(noted)")
    struct SARIF: Decodable {
      struct Run: Decodable { var results: [Result] }
      struct Result: Decodable { var ruleId: String, level: String }
      var runs: [Run]
    }
    let results = try JSONDecoder().decode(SARIF.self, from: Data(noted.stdout.utf8)).runs[0].results
    #expect(results.count == 3 && results.allSatisfy { $0.level == "note" }, "\(results)")
    try FileManager.default.removeItem(at: chamfer.url("chamfer.yml"))
    // Errors are their own reason: no --strict line.
    try chamfer.write(Self.theme(broken: true), to: "theme.yaml")
    let broken = try chamfer("lint", "theme.yaml", "--strict")
    #expect(broken.status == 1)
    #expect(!broken.stderr.contains("(--strict)"), "\(broken.stderr)")
  }

  /// The starter config's commented `targets:` line names every bundled target.
  @Test func initNamesEveryTarget() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    #expect(try chamfer("init").status == 0)
    let config = String(decoding: try chamfer.read("chamfer.yml"), as: UTF8.self)
    let line = try #require(config.firstMatch(of: /# targets: \[([a-z, ]+)\]/), "\(config)")
    let named = Set(line.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    let bundled = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("templates/targets").path)
    #expect(named == Set(bundled), "\(named)")
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
    #expect(after.stderr.firstMatch(of: Self.notesLine) != nil, "\(after)")
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
