import Foundation
import TestSupport
import Testing

/// `chamfer diff --git REV` treats the repository's history as hostile: it reads only
/// the blobs the theme at REV names, follows no symbolic link committed there, reads
/// nothing from outside the work tree, writes no temporary files and never moves the
/// working folder.
@Suite struct DiffGitHistoryTests {
  /// A theme whose one metric no bundled theme has; where its name shows, it was read.
  static let canary = "chamfer: 1\nname: Canary\nscale:\n  canary7f3a: 4\n"
  /// A theme that extends nothing, for the working tree's side.
  static let plain = "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: small }\n"

  /// Runs git in the working folder, which must succeed.
  static func git(_ arguments: [String], in chamfer: Chamfer) throws {
    let run = try Spawn.capture(
      "git", ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: chamfer.folder.path)
    try #require(run.status == 0, "git \(arguments): \(run.stderr)")
  }

  static func commitAll(_ chamfer: Chamfer, _ message: String) throws {
    try git(["add", "-A"], in: chamfer)
    try git(["commit", "-qm", message], in: chamfer)
  }

  /// Neither what was printed nor any file the run wrote holds the canary.
  static func expectNoCanary(_ run: Chamfer.Run, in chamfer: Chamfer) throws {
    #expect(!run.stdout.contains("canary7f3a") && !run.stderr.contains("canary7f3a"), "\(run)")
    for file in chamfer.files(under: "build") {
      let text = String(decoding: try chamfer.read("build/" + file), as: UTF8.self)
      #expect(!text.contains("canary7f3a"), "build/\(file) holds the canary")
    }
  }

  /// A link committed at REV, to a file outside the repository, to a folder outside it,
  /// or to a file inside it, is refused where it is named and never read; the working
  /// tree holds a regular file at each place, so only the base meets the link.
  @Test(arguments: [
    ["tokens/evil.yaml"],
    ["shared/theme.yaml"],
    ["tokens/extends-link.yaml"],
  ])
  func aLinkAtTheRevisionIsRefusedNotFollowed(_ layers: [String]) throws {
    let chamfer = try DiffCommandTests.committed()
    defer { chamfer.cleanUp() }
    let outside = chamfer.outside.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Self.canary.write(to: outside.appendingPathComponent("canary.yaml"), atomically: true, encoding: .utf8)
    try Self.canary.write(to: outside.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
    let links = [
      "tokens/evil.yaml": outside.appendingPathComponent("canary.yaml").path,
      "shared": outside.path,
      "tokens/linked.yaml": "evil.yaml",
    ]
    for (link, destination) in links {
      try FileManager.default.createSymbolicLink(atPath: chamfer.url(link).path, withDestinationPath: destination)
    }
    try chamfer.write("chamfer: 1\nextends: [linked.yaml, default.yaml]\n", to: "tokens/extends-link.yaml")
    try Self.commitAll(chamfer, "links")
    for link in links.keys { try FileManager.default.removeItem(at: chamfer.url(link)) }
    try chamfer.write(Self.plain, to: "tokens/evil.yaml")
    try chamfer.write(Self.plain, to: "shared/theme.yaml")
    try chamfer.write("chamfer: 1\nextends: [linked.yaml, default.yaml]\n", to: "tokens/extends-link.yaml")
    try chamfer.write("chamfer: 1\n", to: "tokens/linked.yaml")

    let run = try chamfer(["diff", "--git", "HEAD"] + layers)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("a symbolic link at HEAD [diff/link-in-tree]"), "\(run)")
    #expect(run.stderr.contains("hint: diff --git reads files as committed and follows no symbolic link"), "\(run)")
    #expect(!run.stderr.contains(outside.path), "the link's destination is not quoted: \(run)")
    try Self.expectNoCanary(run, in: chamfer)
  }

  /// A submodule in the tree is no folder to read files from.
  @Test func aSubmoduleAtTheRevisionIsRefused() throws {
    let chamfer = try DiffCommandTests.committed()
    defer { chamfer.cleanUp() }
    let commit = try Spawn.capture("git", ["rev-parse", "HEAD"], in: chamfer.folder.path).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    try Self.git(["update-index", "--add", "--cacheinfo", "160000,\(commit),vendor"], in: chamfer)
    try Self.git(["commit", "-qm", "submodule"], in: chamfer)
    try chamfer.write(Self.plain, to: "vendor/theme.yaml")
    let run = try chamfer("diff", "--git", "HEAD", "vendor/theme.yaml")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("'vendor/theme.yaml' is inside a submodule at HEAD"), "\(run)")
  }

  /// With no chamfer.yml at REV, the run says so; it never picks up one from around
  /// the place a copy of REV could be unpacked (a chamfer.yml planted in the child's
  /// temporary folder here).
  @Test func noConfigAtTheRevisionIsAnErrorNeverAFileElsewhere() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    try FileManager.default.moveItem(at: chamfer.url("chamfer.yml"), to: chamfer.outside.appendingPathComponent("kept.yml"))
    try Self.git(["init", "-q"], in: chamfer)
    try Self.commitAll(chamfer, "themes without a config")
    try FileManager.default.moveItem(at: chamfer.outside.appendingPathComponent("kept.yml"), to: chamfer.url("chamfer.yml"))
    let temporary = chamfer.outside.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    try "version: 1\nlayers: [canary.yaml]\n".write(
      to: temporary.appendingPathComponent("chamfer.yml"), atomically: true, encoding: .utf8)
    try Self.canary.write(to: temporary.appendingPathComponent("canary.yaml"), atomically: true, encoding: .utf8)

    let run = try chamfer.run(["diff", "--git", "HEAD"], extra: ["TMPDIR": temporary.path])
    #expect(run.status == 66, "\(run)")
    #expect(run.stderr.contains("chamfer: error: 'chamfer.yml' is not in HEAD"), "\(run)")
    try Self.expectNoCanary(run, in: chamfer)
    // Given the layers, the config only sets rules' severities: the theme at HEAD is
    // read with the default ones.
    let layers = try chamfer.run(["diff", "--git", "HEAD", "tokens/default.yaml"], extra: ["TMPDIR": temporary.path])
    #expect(layers.status == 0, "\(layers)")
    #expect(layers.stdout.hasPrefix("no shape changed"), "\(layers)")
  }

  /// Nothing changes the process's working folder, and a run from a folder REV does not
  /// have reads the layers by their paths and writes `--out` where it was invoked.
  @Test func theWorkingFolderNeverMoves() throws {
    let folder = packageRoot.appendingPathComponent("Sources/chamfer")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(!text.contains("changeCurrentDirectoryPath") && !text.contains("chdir("), "\(name) moves the working folder")
    }
    let chamfer = try DiffCommandTests.committed()
    defer { chamfer.cleanUp() }
    try FileManager.default.createDirectory(at: chamfer.url("review"), withIntermediateDirectories: true)
    let run = try chamfer.run(["diff", "--git", "HEAD", "../tokens/default.yaml", "--out", "out"], in: "review")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasSuffix("wrote out/index.html and out/summary.md\n"), "\(run)")
    #expect(chamfer.exists("review/out/index.html") && chamfer.exists("review/out/summary.md"))
    #expect(!chamfer.exists("out") && !chamfer.exists("build"))
  }

  /// A `chamfer diff --git HEAD` started with its own temporary folder, paused once the
  /// theme at HEAD is read: the run, its temporary folder and the file that lets it go on.
  static func pausedDiff(_ chamfer: Chamfer) throws -> (run: Chamfer.Background, temporary: URL, gate: String) {
    let temporary = chamfer.outside.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let gate = chamfer.outside.appendingPathComponent("gate").path
    let run = try chamfer.start(
      ["diff", "--git", "HEAD", "tokens/default.yaml"],
      extra: ["TMPDIR": temporary.path, "CHAMFER_TEST_PAUSE_AT": "diff-base", "CHAMFER_TEST_PAUSE_FILE": gate])
    #expect(run.waitFor(seconds: 60) { FileManager.default.fileExists(atPath: gate + ".reached") }, "\(run.printed)")
    return (run, temporary, gate)
  }

  /// Everything below `folder` and its bytes in all.
  static func contents(of folder: URL) -> (files: [String], bytes: Int) {
    let files = Chamfer.files(under: folder)
    let bytes = files.reduce(0) { total, file in
      let size = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).path)[.size]
      return total + ((size as? NSNumber)?.intValue ?? 0)
    }
    return (files, bytes)
  }

  /// SIGTERM to a diff in the middle of reading leaves nothing in the temporary folder.
  @Test func aKilledDiffLeavesNothingInTheTemporaryFolder() throws {
    let chamfer = try DiffCommandTests.committed()
    defer { chamfer.cleanUp() }
    let (run, temporary, _) = try Self.pausedDiff(chamfer)
    kill(run.pid, SIGTERM)
    #expect(try Spawn.wait(run.pid) == 128 + SIGTERM)
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    #expect(left.isEmpty, "left in the temporary folder: \(left)")
  }

  /// A large file the theme does not name is never unpacked: while the theme at HEAD is
  /// being read, the temporary folder stays empty.
  @Test func aLargeUnrelatedFileIsNotUnpacked() throws {
    let chamfer = try DiffCommandTests.committed()
    defer { chamfer.cleanUp() }
    try FileManager.default.createDirectory(at: chamfer.url("assets"), withIntermediateDirectories: true)
    try Data(repeating: 0x5A, count: 20 << 20).write(to: chamfer.url("assets/video.bin"))
    try Self.commitAll(chamfer, "a large asset")
    let (run, temporary, gate) = try Self.pausedDiff(chamfer)
    let during = Self.contents(of: temporary)
    _ = FileManager.default.createFile(atPath: gate, contents: Data())
    #expect(try Spawn.wait(run.pid) == 0, "\(run.printed)")
    #expect(during.files.isEmpty, "\(during.files.count) files, \(during.bytes >> 20) MB in the temporary folder")
    #expect(run.printed.contains("no shape changed"), "\(run.printed)")
  }

  /// A blob past `Limits.fileBytes` is refused from the size git gives, and a file REV
  /// does not have is a missing file, as on disk.
  @Test func aBlobPastTheLimitOrMissingAtTheRevisionIsAnError() throws {
    let chamfer = try DiffCommandTests.committed()
    defer { chamfer.cleanUp() }
    let theme = try String(contentsOf: chamfer.url("tokens/default.yaml"), encoding: .utf8)
    try chamfer.write(theme + String(repeating: "# padding\n", count: (33 << 20) / 10), to: "tokens/huge.yaml")
    try Self.commitAll(chamfer, "a huge theme")
    try chamfer.write(theme, to: "tokens/huge.yaml")
    let huge = try chamfer("diff", "--git", "HEAD", "tokens/huge.yaml")
    #expect(huge.status == 1, "\(huge)")
    #expect(huge.stderr.contains("'tokens/huge.yaml' is 33 MB at HEAD; Chamfer reads input files up to 32 MB [load/too-large]"), "\(huge)")

    try chamfer.write(theme, to: "tokens/fresh.yaml")
    let missing = try chamfer("diff", "--git", "HEAD", "tokens/fresh.yaml")
    #expect(missing.status == 66, "\(missing)")
    #expect(missing.stderr.contains("chamfer: error: cannot read 'tokens/fresh.yaml' at HEAD"), "\(missing)")
    #expect(!missing.stderr.contains("fatal:"), "git's own words are not passed on: \(missing)")
  }
}
