import Foundation
import TestSupport
import Testing

/// A checkout is the pull request author's: its config, templates, links and output
/// folder may all be hostile. Chamfer reads and writes only inside the project, never
/// replaces a file it did not write, and prints nothing a CI runner executes
/// (docs/untrusted-input.md).
@Suite struct UntrustedRepositoryTests {
  static let theme = "chamfer: 1\nname: Small\nscale: { small: 4 }\ncomponents:\n  button: { shape: small }\n"
  /// Unique text planted outside the project; it must show up nowhere.
  static let canary = "canary-\(UUID().uuidString)"

  /// A project of one theme, with `config` as its chamfer.yml.
  static func project(config: String) throws -> Chamfer {
    let chamfer = try Chamfer()
    try chamfer.write(theme, to: "theme.yaml")
    try chamfer.write("version: 1\nlayers: [theme.yaml]\ntargets: [css]\n" + config, to: "chamfer.yml")
    return chamfer
  }

  /// Everything below the sandbox, the project included, with each file's bytes.
  static func snapshot(_ chamfer: Chamfer) -> [String: Data] {
    var files: [String: Data] = [:]
    // The sandbox also holds what the run printed.
    for path in Chamfer.files(under: chamfer.outside) where path != "stdout" && path != "stderr" {
      files[path] = FileManager.default.contents(atPath: chamfer.outside.appendingPathComponent(path).path)
    }
    return files
  }

  @Test(arguments: [
    ("out: ../evil\n", "has a '..' segment"),
    ("out: OUTSIDE/evil\n", "is absolute"),
    ("out: .git\n", "has a '.git' segment"),
    ("out: build/.GIT/hooks\n", "has a '.GIT' segment"),
    ("outputs: { css: { path: .git } }\n", "has a '.git' segment"),
  ])
  func theConfigCannotNameAnOutputFolderOutsideTheProject(config: String, problem: String) throws {
    let chamfer = try Self.project(config: config)
    defer { chamfer.cleanUp() }
    try chamfer.write(
      "version: 1\nlayers: [theme.yaml]\ntargets: [css]\n" + config.replacingOccurrences(of: "OUTSIDE", with: chamfer.outside.path),
      to: "chamfer.yml")
    let before = Self.snapshot(chamfer)
    let run = try chamfer("build")
    #expect(run.status == 1, "\(run.stdout)")
    #expect(run.stderr.contains("chamfer.yml:"), "\(run.stderr)")
    #expect(run.stderr.contains(problem) && run.stderr.contains("[config/invalid-output-path]"), "\(run.stderr)")
    #expect(Self.snapshot(chamfer) == before)
  }

  /// A folder on the way that is a link out of the project, or the folder itself a link.
  @Test func anOutputFolderReachedThroughALinkIsRefused() throws {
    let chamfer = try Self.project(config: "out: away/chamfer\n")
    defer { chamfer.cleanUp() }
    let elsewhere = chamfer.outside.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: chamfer.url("away"), withDestinationURL: elsewhere)
    let run = try chamfer("build")
    #expect(run.status == 1)
    #expect(run.stderr.contains("chamfer.yml:4:6: error: the output folder"), "\(run.stderr)")
    #expect(run.stderr.contains("[output/outside-root]"), "\(run.stderr)")
    #expect(Chamfer.files(under: elsewhere).isEmpty)

    // The same folder named on the command line is the user's choice, but never a link.
    try FileManager.default.createSymbolicLink(at: chamfer.url("linked"), withDestinationURL: elsewhere)
    let given = try chamfer("build", "--out", "linked")
    #expect(given.status == 1)
    #expect(given.stderr.contains("[output/folder-is-a-link]"), "\(given.stderr)")
    #expect(Chamfer.files(under: elsewhere).isEmpty)
  }

  /// `--out .` at the top of a work tree would hold `.git`; so would a folder holding a
  /// repository further down.
  @Test func anOutputFolderNeverHoldsAGitFolder() throws {
    let chamfer = try Self.project(config: "")
    defer { chamfer.cleanUp() }
    try chamfer.write("[core]\n", to: ".git/config")
    let top = try chamfer("build", "--out", ".")
    #expect(top.status == 1)
    #expect(top.stderr.contains("the output folder '.' holds '.git' [output/git-folder]"), "\(top.stderr)")
    try chamfer.write("[core]\n", to: "generated/vendor/lib/.git/config")
    let below = try chamfer("build", "--out", "generated")
    #expect(below.status == 1)
    #expect(below.stderr.contains("holds 'vendor/lib/.git' [output/git-folder]"), "\(below.stderr)")
    #expect(String(decoding: try chamfer.read(".git/config"), as: UTF8.self) == "[core]\n")
    #expect(!chamfer.exists("css"))
  }

  @Test func aFileChamferDidNotWriteIsNeverReplaced() throws {
    let chamfer = try Self.project(config: "out: out\n")
    defer { chamfer.cleanUp() }
    try chamfer.write("mine\n", to: "out/css/small-shapes.css")
    let run = try chamfer("build")
    #expect(run.status == 1)
    #expect(
      run.stderr.contains("out/css/small-shapes.css:1:1: error: 'out/css/small-shapes.css' is in the way"), "\(run.stderr)")
    #expect(run.stderr.contains("[output/not-chamfers]"))
    #expect(String(decoding: try chamfer.read("out/css/small-shapes.css"), as: UTF8.self) == "mine\n")
    #expect(!chamfer.exists("out/.chamfer-manifest"))

    let forced = try chamfer("build", "--force")
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(String(decoding: try chamfer.read("out/css/small-shapes.css"), as: UTF8.self).contains("--small-scale-small-radius"))
    // Adopted: the next build owns it without --force.
    let again = try chamfer("build")
    #expect(again.status == 0 && again.stdout.contains("1 unchanged"), "\(again.stdout)")
  }

  /// A target of the author's templates named like a dot-folder is no target; one whose
  /// name is not a name is an error.
  @Test func aTargetIsNamedByAPlainName() throws {
    let chamfer = try Self.project(config: "templates: tpl\n")
    defer { chamfer.cleanUp() }
    try chamfer.write("{{name}}\n", to: "tpl/.ssh/authorized_keys.mustache")
    let hidden = try chamfer("build", "--target", ".ssh")
    #expect(hidden.status == 64, "\(hidden.stderr)")
    #expect(hidden.stderr.contains("unknown target '.ssh'"), "\(hidden.stderr)")
    try chamfer.write("{{name}}\n", to: "tpl/a b/x.txt.mustache")
    let spaced = try chamfer("build")
    #expect(spaced.status == 1)
    #expect(spaced.stderr.contains("target folder 'a b', which is not a name [templates/invalid-target-name]"), "\(spaced.stderr)")
    #expect(!chamfer.exists("build"))
  }

  /// A template linked to a file outside (here a canary; in an attack, the CI
  /// environment) is refused, and the config's templates folder stays in the project.
  @Test func templatesAreReadOnlyFromInsideTheProject() throws {
    let chamfer = try Self.project(config: "templates: tpl\n")
    defer { chamfer.cleanUp() }
    let secret = chamfer.outside.appendingPathComponent("secret.txt")
    try Self.canary.write(to: secret, atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(at: chamfer.url("tpl/leak"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: chamfer.url("tpl/leak/env.txt.mustache"), withDestinationURL: secret)
    let linked = try chamfer("build", "--target", "leak")
    #expect(linked.status == 1)
    #expect(linked.stderr.contains("tpl/leak/env.txt.mustache:1:1: error:"), "\(linked.stderr)")
    #expect(linked.stderr.contains("[template/outside-root]"))
    #expect(!(linked.stdout + linked.stderr).contains(Self.canary))
    #expect(!chamfer.exists("build"))

    try chamfer.write(
      "version: 1\nlayers: [theme.yaml]\ntemplates: ..\ntargets: [css]\n", to: "chamfer.yml")
    let above = try chamfer("build")
    #expect(above.status == 1)
    #expect(above.stderr.contains("chamfer.yml:3:12: error: the templates folder"), "\(above.stderr)")
    #expect(above.stderr.contains("[templates/outside-root]"))
  }

  /// `chamfer.yml` found by looking, linked to a file outside: refused, never quoted.
  @Test func aDiscoveredConfigThatLinksOutIsRefusedUnquoted() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("[core]\n", to: ".git/config")
    let secret = chamfer.outside.appendingPathComponent("secret.yml")
    try "\(Self.canary): [\n".write(to: secret, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(at: chamfer.url("chamfer.yml"), withDestinationURL: secret)
    for command in ["build", "lint"] {
      let run = try chamfer(command)
      #expect(run.status == 1)
      #expect(run.stderr.contains("'chamfer.yml' leads through a symbolic link"), "\(run.stderr)")
      #expect(run.stderr.contains("[load/outside-root]"))
      #expect(!(run.stdout + run.stderr).contains(Self.canary))
    }
  }

  /// A layer that is no theme at all is one error, and none of its lines is printed.
  @Test(arguments: [
    ("HEAD.yaml", "ref: refs/heads/\(canary)\n", "it holds none of a theme's keys"),
    (".env.yaml", "TOKEN=\(canary)\nOTHER=1\n", "it holds no mapping of theme keys"),
  ])
  func aFileThatIsNoThemeIsNotQuoted(name: String, text: String, reason: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(text, to: name)
    let run = try chamfer("lint", name)
    #expect(run.status == 1)
    #expect(run.stderr.contains("\(name):1:1: error: '\(name)' is not a Chamfer theme: \(reason) [load/not-a-theme]"), "\(run.stderr)")
    #expect(!run.stderr.contains(Self.canary), "\(run.stderr)")
  }

  /// Lines that GitHub Actions (and Azure Pipelines) would run as workflow commands:
  /// one that starts with `::` once trimmed, one that holds `##[` anywhere.
  static func commandLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { line in
      line.drop(while: \.isWhitespace).hasPrefix("::") || line.contains("##[") || line.contains("##vso[")
    }
  }

  @Test func reportsPrintNoWorkflowCommands() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      "chamfer: 1\nname: Small\nscale: { small: 4 }\ncomponents:\n  button:\n    shape: small\n"
        + "    ::add-mask::x: 1\n    \"##[error]boom\": 2\n    note: \"##vso[task.setvariable]x\"\n",
      to: "theme.yaml")
    let text = try chamfer("lint", "theme.yaml")
    #expect(text.status == 1)
    #expect(text.stderr.contains("add-mask") && text.stderr.contains("boom"), "the lines are still quoted: \(text.stderr)")
    #expect(Self.commandLines(text.stderr).isEmpty, "\(text.stderr)")
    for format in ["json", "sarif"] {
      let machine = try chamfer("lint", "theme.yaml", "--format", format)
      #expect(machine.stdout.contains("boom"))
      #expect(Self.commandLines(machine.stdout).isEmpty, "\(machine.stdout)")
      // The document still says exactly what the theme says.
      let decoded = try JSONSerialization.jsonObject(with: Data(machine.stdout.utf8))
      let again = String(decoding: try JSONSerialization.data(withJSONObject: decoded), as: UTF8.self)
      #expect(again.contains("##[error]boom"), "\(again)")
    }
  }

  /// An error in chamfer.yml comes out in the format asked for, where a machine reads.
  @Test func configErrorsFollowTheFormat() throws {
    let chamfer = try Self.project(config: "out: [1\n")
    defer { chamfer.cleanUp() }
    let run = try chamfer("lint", "--format", "json")
    #expect(run.status == 1)
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let diagnostics = document?["diagnostics"] as? [[String: Any]] ?? []
    #expect(diagnostics.first?["file"] as? String == "chamfer.yml", "\(run.stdout)")
  }
}

/// Bounds on what a build writes, counted while it renders rather than from the number
/// of files, so a small template over a small theme cannot fill a disk.
@Suite struct OutputBudgetTests {
  /// `count` components, and a target whose one template repeats `kilobytes` of text
  /// for each.
  static func project(components count: Int, kilobytes: Int, config: String = "") throws -> Chamfer {
    let chamfer = try Chamfer()
    let components = (0..<count).map { "  c\($0): { shape: small }\n" }.joined()
    try chamfer.write("chamfer: 1\nname: Big\nscale: { small: 4 }\ncomponents:\n" + components, to: "theme.yaml")
    let text = String(repeating: String(repeating: "x", count: 1023) + "\n", count: kilobytes)
    try chamfer.write("{{#components}}\(text){{/components}}", to: "tpl/big/out.txt.mustache")
    try chamfer.write("version: 1\nlayers: [theme.yaml]\ntemplates: tpl\ntargets: [big]\nout: out\n" + config, to: "chamfer.yml")
    return chamfer
  }

  /// 1 MB of template over 300 components would write 300 MB; the default is 256 MB.
  @Test func aBuildStopsAtItsOutputBudget() throws {
    let chamfer = try Self.project(components: 300, kilobytes: 1024)
    defer { chamfer.cleanUp() }
    let run = try chamfer("build")
    #expect(run.status == 1, "\(run.stdout)")
    #expect(run.stderr.contains("tpl/big/out.txt.mustache:1:1: error: the build's files pass 256 MB in all"), "\(run.stderr)")
    #expect(run.stderr.contains("[build/too-much-output]"))
    #expect(!chamfer.exists("out"))
  }

  /// `limits.outputMB` lowers or raises the budget, and a bad value is a located error.
  @Test func theConfigSetsTheBudget() throws {
    let small = try Self.project(components: 3, kilobytes: 600, config: "limits: { outputMB: 1 }\n")
    defer { small.cleanUp() }
    let over = try small("build")
    #expect(over.status == 1)
    #expect(over.stderr.contains("pass 1 MB in all") && over.stderr.contains("[build/too-much-output]"), "\(over.stderr)")
    try small.write(
      "version: 1\nlayers: [theme.yaml]\ntemplates: tpl\ntargets: [big]\nout: out\nlimits: { outputMB: 2 }\n", to: "chamfer.yml")
    let within = try small("build")
    #expect(within.status == 0, "\(within.stderr)")
    try small.write(
      "version: 1\nlayers: [theme.yaml]\ntemplates: tpl\ntargets: [big]\nlimits: { outputMB: -4 }\n", to: "chamfer.yml")
    let bad = try small("build")
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("chamfer.yml:5:21: error:") && bad.stderr.contains("[config/invalid-limit]"), "\(bad.stderr)")
  }
}
