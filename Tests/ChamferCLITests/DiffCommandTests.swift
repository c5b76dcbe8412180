import Foundation
import TestSupport
import Testing

/// `chamfer diff`: two versions of a theme, from two sets of files or from git; a
/// page, a Markdown summary and the exit statuses docs/command-line.md lists.
@Suite struct DiffCommandTests {
  /// The bundled themes, with `tokens/new.yaml` the default theme after one edit.
  static func chamfer(editing old: String, to new: String) throws -> Chamfer {
    let chamfer = try Chamfer.withBundledThemes()
    let text = try String(contentsOf: chamfer.url("tokens/default.yaml"), encoding: .utf8)
    #expect(text.contains(old))
    try chamfer.write(text.replacingOccurrences(of: old, with: new), to: "tokens/new.yaml")
    return chamfer
  }

  @Test func noChangeExitsZeroAndSaysSo() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("diff", "tokens/default.yaml", "--", "tokens/default.yaml", "--fail-on-change")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "no shape changed (31 compared)\nwrote build/chamfer-diff/index.html and build/chamfer-diff/summary.md\n")
    let summary = String(decoding: try chamfer.read("build/chamfer-diff/summary.md"), as: UTF8.self)
    #expect(summary == "### Shape changes in Chamfer\n\nNo shape changed (31 compared).\n")
  }

  @Test func changesExitZeroUnlessFailOnChangeIsGiven() throws {
    let chamfer = try Self.chamfer(editing: "pressed: { size: \"{scale.medium}\" }", to: "pressed: { size: \"{scale.large}\" }")
    defer { chamfer.cleanUp() }
    let run = try chamfer("diff", "tokens/default.yaml", "--", "tokens/new.yaml", "--out", "review")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout == """
        button.pressed: all corners 8 pt → 16 pt, from scale.large
        1 shape changed; 30 unchanged
        wrote review/index.html and review/summary.md

        """)
    let page = String(decoding: try chamfer.read("review/index.html"), as: UTF8.self)
    #expect(page.contains("<article data-shape=\"button.pressed\">"))
    #expect(page.contains("class=\"before\"") && page.contains("class=\"after\""))
    #expect(!page.contains("data-shape=\"button\""), "only changed shapes are drawn")
    let failing = try chamfer("diff", "--fail-on-change", "tokens/default.yaml", "--", "tokens/new.yaml")
    #expect(failing.status == 2, "\(failing)")
  }

  @Test func githubFormatPrintsTheMarkdownWithItsMarker() throws {
    let chamfer = try Self.chamfer(editing: "chip: { category: small, family: cut }", to: "tag: { category: small, family: cut }")
    defer { chamfer.cleanUp() }
    let run = try chamfer("diff", "--format", "github", "tokens/default.yaml", "--", "tokens/new.yaml")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout == """
        <!-- chamfer diff -->
        ### Shape changes in Chamfer

        1 shape added, 1 removed; 30 unchanged.

        **Added:**

        - `tag`: 4 pt cut

        **Removed:**

        - `chip`: 4 pt cut

        """)
    #expect(run.stderr.isEmpty)
  }

  /// The base is the same files at a git revision; the head is the working tree, with
  /// the files its layers extend read from the same revision.
  @Test func gitComparesTheWorkingTreeWithARevision() throws {
    let chamfer = try Self.committed()
    defer { chamfer.cleanUp() }
    let folder = chamfer.folder.path
    let foundation = try String(contentsOf: chamfer.url("tokens/layers/foundation.yaml"), encoding: .utf8)
    try chamfer.write(foundation.replacingOccurrences(of: "small: 4dp", with: "small: 6dp"), to: "tokens/layers/foundation.yaml")
    let run = try chamfer("diff", "--git", "HEAD", "tokens/default.yaml")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("scale.small: all corners 4 pt → 6 pt, from scale.small\n"), "\(run.stdout)")
    #expect(run.stdout.contains("\nbutton: all corners 4 pt → 6 pt, from scale.small via categories.small\n"))
    // With no theme given, chamfer.yml's layers, as committed and as they are now.
    let fromConfig = try chamfer("diff", "--git", "HEAD", "--format", "markdown")
    #expect(fromConfig.status == 0, "\(fromConfig)")
    #expect(fromConfig.stdout.contains("| `scale.small` | all corners 4 pt → 6 pt | `scale.small` |"))
    // The revision, and the files in the working tree, are left as they were.
    #expect(try Spawn.capture("git", ["status", "--porcelain"], in: folder).stdout.contains(" M tokens/layers/foundation.yaml"))
    let unknown = try chamfer("diff", "--git", "no-such-branch", "tokens/default.yaml")
    #expect(unknown.status == 64, "\(unknown)")
    #expect(unknown.stderr.contains("'no-such-branch' names no commit"))
  }

  /// The bundled themes in a git repository of their own, committed.
  static func committed() throws -> Chamfer {
    let chamfer = try Chamfer.withBundledThemes()
    for command in [
      ["init", "-q"], ["add", "-A"],
      ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "themes"],
    ] {
      let run = try Spawn.capture("git", command, in: chamfer.folder.path)
      try #require(run.status == 0, "git \(command): \(run.stderr)")
    }
    return chamfer
  }

  /// docs/review-in-ci.md's example: what `diff --git` prints for its edit, and lines of
  /// the summary it shows.
  @Test func theDocumentedExampleIsWhatTheCommandPrints() throws {
    let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/review-in-ci.md"), encoding: .utf8)
    let printed = try #require(page.firstMatch(of: /prints one line per change[^`]*```text\n((?:.*\n)*?)```/)?.1)
    let table = try #require(page.firstMatch(of: /```markdown\n((?:.*\n)*?)```/)?.1)
    let chamfer = try Self.committed()
    defer { chamfer.cleanUp() }
    let foundation = try String(contentsOf: chamfer.url("tokens/layers/foundation.yaml"), encoding: .utf8)
    #expect(foundation.contains("medium: 8px"))
    try chamfer.write(foundation.replacingOccurrences(of: "medium: 8px", with: "medium: 12px"), to: "tokens/layers/foundation.yaml")
    let run = try chamfer("diff", "--git", "HEAD", "tokens/default.yaml")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == String(printed))
    let summary = String(decoding: try chamfer.read("build/chamfer-diff/summary.md"), as: UTF8.self)
    for line in table.split(separator: "\n") { #expect(summary.contains(line + "\n"), "\(line)") }
  }

  @Test func aBrokenBaseFailsAsBrokenThemesDo() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    try chamfer.write("chamfer: 1\nscale:\n  small: { sise: 4 }\n", to: "broken.yaml")
    let run = try chamfer("diff", "broken.yaml", "--", "tokens/default.yaml")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("broken.yaml:3:12: error: unknown key 'sise'"))
    #expect(!chamfer.exists("build/chamfer-diff/index.html"))
  }

  @Test(arguments: [["diff", "--help"], ["diff", "old.yaml", "--help"], ["help", "diff"]])
  func helpIsTheCommandsOwn(_ arguments: [String]) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer(arguments)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("chamfer diff BASE_THEME... -- HEAD_THEME..."), "\(run.stdout)")
    #expect(run.stdout.contains("--fail-on-change") && !run.stdout.contains("diff_layers"))
  }

  @Test(arguments: [
    ["diff", "tokens/default.yaml"],
    ["diff", "--", "tokens/default.yaml"],
    ["diff", "--git", "HEAD", "tokens/default.yaml", "--", "tokens/default.yaml"],
    ["diff", "tokens/default.yaml", "--", "tokens/default.yaml", "--format", "html"],
  ])
  func badUsageExits64(_ arguments: [String]) throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer(arguments)
    #expect(run.status == 64, "\(run)")
  }
}
