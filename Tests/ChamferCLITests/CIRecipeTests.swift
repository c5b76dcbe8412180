import Foundation
import Testing
import TestSupport

/// The CI recipes in docs/lint-in-ci.md and docs/review-in-ci.md, run as written in a
/// scratch git repository holding the bundled themes: each `run:` step of each job
/// exits as the page says, and the up-to-date check fails when it should.
///
/// A step runs in `sh` with `.build/release/chamfer` and `swift run chamfer` standing
/// for the binary under test and `${{ github.base_ref }}` for `main`. Building Chamfer
/// (`swift build`) is the binary under test already, and a step that calls GitHub's API
/// (`gh`) cannot run here; both are checked to be there, not run.
@Suite struct CIRecipeTests {
  typealias Ran = (status: Int32, stdout: String, stderr: String)

  /// The Swift version the tests run on, which every snippet must name.
  static let swiftVersion = "6.3"

  /// Each YAML block of a page, as its `run:` commands in order (a `run: |` block's
  /// lines joined).
  static func jobs(_ page: String) throws -> [[String]] {
    try blocks(page).filter { !$0.isEmpty }
  }

  /// Each YAML block's `run:` commands, none for a block without any.
  static func blocks(_ page: String) throws -> [[String]] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
    return text.matches(of: /```yaml\n((?:.*\n)*?)```/).map { block in
      var steps: [String] = []
      let lines = block.1.split(separator: "\n").map(String.init)
      var index = 0
      while index < lines.count {
        defer { index += 1 }
        guard let match = lines[index].firstMatch(of: /^(\s*(?:- )?)run: (.*)$/) else { continue }
        guard match.2 == "|" else {
          steps.append(String(match.2))
          continue
        }
        // The block is what is indented past the `run` key.
        let indent = match.1.count
        var body: [String] = []
        while index + 1 < lines.count, lines[index + 1].prefix(while: { $0 == " " }).count > indent {
          index += 1
          body.append(lines[index].trimmingCharacters(in: .whitespaces))
        }
        steps.append(body.joined(separator: "\n"))
      }
      return steps
    }
  }

  /// Runs `step` as the page's job would, in the repository; nil for a step that cannot run here.
  static func run(_ step: String, in chamfer: Chamfer) throws -> Ran? {
    if step.hasPrefix("swift build") {
      #expect(step.contains("--product chamfer"), "\(step)")
      return nil
    }
    if step.contains("gh ") { return nil }
    let binary = try Chamfer.executable().path
    let command = step.replacingOccurrences(of: ".build/release/chamfer", with: binary)
      .replacingOccurrences(of: "swift run chamfer", with: binary)
      .replacingOccurrences(of: "${{ github.base_ref }}", with: "main")
    #expect(!command.contains("${{"), "\(step) reads a GitHub expression the test does not stand in for")
    return try Spawn.capture("/bin/sh", ["-c", command], in: chamfer.folder.path)
  }

  static func git(_ arguments: String..., in chamfer: Chamfer) throws {
    let run = try Spawn.capture(
      "git", ["-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: chamfer.folder.path)
    try #require(run.status == 0, "git \(arguments): \(run.stderr)")
  }

  /// The bundled themes in a git repository on `main`, built into `Generated/` and
  /// committed, as a project that commits its generated code keeps them.
  static func repository() throws -> Chamfer {
    let chamfer = try Chamfer.withBundledThemes()
    try chamfer.write("version: 1\nlayers: [tokens/default.yaml]\nout: Generated\n", to: "chamfer.yml")
    try chamfer.write("/build/\n", to: ".gitignore")
    try git("init", "-q", "-b", "main", in: chamfer)
    let build = try chamfer("build")
    try #require(build.status == 0, "\(build)")
    try git("add", "-A", in: chamfer)
    try git("commit", "-qm", "themes and their code", in: chamfer)
    return chamfer
  }

  @Test func everySnippetNamesTheSwiftVersionTheTestsRunOn() throws {
    for page in ["docs/lint-in-ci.md", "docs/review-in-ci.md"] {
      let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
      let versions = text.matches(of: /swift-version: "([0-9.]+)"/).map { String($0.1) }
      #expect(!versions.isEmpty && versions.allSatisfy { $0 == Self.swiftVersion }, "\(page): \(versions)")
    }
    let test = try String(contentsOf: packageRoot.appendingPathComponent("scripts/test"), encoding: .utf8)
    #expect(test.contains("Swift \(Self.swiftVersion)"))
  }

  @Test func theLintRecipePassesOnTheBundledThemesAndCatchesCodeNotBuiltAgain() throws {
    let jobs = try Self.jobs("docs/lint-in-ci.md")
    #expect(jobs.count == 2, "\(jobs)")
    let chamfer = try Self.repository()
    defer { chamfer.cleanUp() }
    #expect(jobs.joined().contains { $0.contains("lint --format github --strict") }, "\(jobs)")
    for step in jobs.joined() {
      guard let run = try Self.run(step, in: chamfer) else { continue }
      #expect(run.status == 0, "\(step)\n\(run.stdout)\(run.stderr)")
    }
    // A theme edited and committed without building again fails the last step.
    let check = try #require(jobs[1].last)
    #expect(check.contains("git diff"), "\(check)")
    let layer = "tokens/layers/foundation.yaml"
    let text = String(decoding: try chamfer.read(layer), as: UTF8.self)
    try #require(text.contains("medium: 8px"))
    try chamfer.write(text.replacingOccurrences(of: "medium: 8px", with: "medium: 12px"), to: layer)
    try Self.git("commit", "-qam", "a larger medium", in: chamfer)
    let ci = try Self.repositoryCopy(of: chamfer)
    defer { ci.cleanUp() }
    var last: Ran?
    for step in jobs[1] { last = try Self.run(step, in: ci) ?? last }
    #expect(last?.status == 1, "\(String(describing: last))")
    #expect(last?.stdout.contains("Generated/css/chamfer-shapes.css") == true, "\(String(describing: last))")
  }

  /// A fresh clone of the repository, as CI checks it out.
  static func repositoryCopy(of chamfer: Chamfer) throws -> Chamfer {
    let clone = try Chamfer()
    try FileManager.default.removeItem(at: clone.folder)
    let run = try Spawn.capture("git", ["clone", "-q", chamfer.folder.path, clone.folder.path], in: chamfer.folder.path)
    try #require(run.status == 0, "\(run.stderr)")
    return clone
  }

  @Test func theReviewRecipeComparesWithTheBaseBranchAndPrintsWhatThePageShows() throws {
    let jobs = try Self.jobs("docs/review-in-ci.md")
    let job = try #require(jobs.last)
    let chamfer = try Self.repository()
    defer { chamfer.cleanUp() }
    // The pull request the page describes: `medium` from 8px to 12px.
    try Self.git("checkout", "-qb", "change", in: chamfer)
    let layer = "tokens/layers/foundation.yaml"
    let text = String(decoding: try chamfer.read(layer), as: UTF8.self)
    try chamfer.write(text.replacingOccurrences(of: "medium: 8px", with: "medium: 12px"), to: layer)
    try Self.git("commit", "-qam", "a larger medium", in: chamfer)
    try Self.git("update-ref", "refs/remotes/origin/main", "main", in: chamfer)
    var ran = 0
    for step in job {
      guard let run = try Self.run(step, in: chamfer) else { continue }
      ran += 1
      #expect(run.status == 0, "\(step)\n\(run.stdout)\(run.stderr)")
    }
    #expect(ran == 1)
    let comment = String(decoding: try chamfer.read("shape-diff.md"), as: UTF8.self)
    #expect(comment.hasPrefix("<!-- chamfer diff -->\n"), "\(comment)")
    #expect(comment.contains("| `scale.medium` | all corners 8 pt → 12 pt | `scale.medium` |"), "\(comment)")
    #expect(chamfer.exists("build/chamfer-diff/index.html"), "the artifact step uploads build/chamfer-diff")
    // The lines the page shows, exactly.
    let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/review-in-ci.md"), encoding: .utf8)
    let shown = try #require(page.firstMatch(of: /each shape once, then writes a page and the Markdown summary:\n\n```text\n((?:.*\n)*?)```/))
    let diff = try chamfer("diff", "--git", "main", "tokens/default.yaml")
    #expect(diff.status == 0, "\(diff)")
    #expect(diff.stdout == String(shown.1), "\(diff.stdout)")
  }
}
