import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What Chamfer writes and deletes, against hostile output folders, manifests, template
/// names and configs, and against kills and concurrent builds: nothing outside the
/// output folder is ever touched, and a publication is all or nothing.
@Suite struct HostileOutputTests {
  static func text(_ chamfer: Chamfer, _ path: String) throws -> String {
    String(decoding: try chamfer.read(path), as: UTF8.self)
  }

  /// Lines that name files outside the output folder, carrying the right hash of the
  /// file they name, are warnings and never deletions.
  @Test func cleanNeverDeletesThroughAManifestLine() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try #require(try chamfer("build", "theme.yaml", "--out", "out/gen", "--target", "css").status == 0)
    // The files outside hold what Chamfer wrote, so the hash the manifest recorded for
    // its own file is theirs too: only where they are keeps them.
    let css = try Self.text(chamfer, "out/gen/css/tidy-shapes.css")
    try chamfer.write(css, to: "victim/file.txt")
    try chamfer.write(css, to: "out/sibling.txt")
    let manifest = try Self.text(chamfer, "out/gen/.chamfer-manifest")
    let recorded = try #require(manifest.split(separator: "\n").first { $0.hasSuffix(" css/tidy-shapes.css") })
    let victimHash = String(recorded.prefix(16))
    try FileManager.default.createSymbolicLink(
      atPath: chamfer.url("out/gen/link").path, withDestinationPath: chamfer.url("victim").path)
    let hostile = [
      "\(victimHash) ../../victim/file.txt",
      "\(victimHash) ../sibling.txt",
      "\(victimHash) ..",
      "\(victimHash) \(chamfer.url("victim/file.txt").path)",
      "\(victimHash) link/file.txt",
      "\(victimHash) css/./../../../victim/file.txt",
      "\(victimHash) css\\..\\..\\victim",
      "\(victimHash) a\u{1}b",
      "not a hash line",
      // Bare paths, as an earlier Chamfer's manifest lists them.
      "../../victim",
      "../sibling.txt",
    ]
    try (manifest + hostile.joined(separator: "\n") + "\n").write(
      to: chamfer.url("out/gen/.chamfer-manifest"), atomically: true, encoding: .utf8)
    let run = try chamfer("build", "theme.yaml", "--out", "out/gen", "--target", "css", "--clean")
    #expect(run.status == 0, "\(run)")
    #expect(try Self.text(chamfer, "victim/file.txt") == css)
    #expect(try Self.text(chamfer, "out/sibling.txt") == css)
    #expect(chamfer.exists("out/gen/link"), "a link Chamfer did not write stays")
    #expect(!run.stdout.contains("removed"), "\(run)")
    let firstHostileLine = manifest.split(separator: "\n").count + 1
    for offset in [0, 1, 2, 3, 5, 6, 7, 8, 9, 10] {
      #expect(
        run.stderr.contains("out/gen/.chamfer-manifest:\(firstHostileLine + offset):1: warning: ignored a manifest line"),
        "line \(firstHostileLine + offset)\n\(run)")
    }
    #expect(run.stderr.contains("[manifest/invalid-entry]"))
    // The link is inside the folder, and its line is well formed, but a link on the way
    // is never followed.
    #expect(run.stderr.contains("left 'out/gen/link/file.txt'"), "\(run)")
    #expect(run.stderr.contains("[manifest/not-a-file]"), "\(run)")
    // The lines are gone from the manifest the build wrote.
    #expect(!(try Self.text(chamfer, "out/gen/.chamfer-manifest")).contains("victim"))
  }

  /// A stale file someone edited since Chamfer wrote it is reported and kept; one that
  /// still holds what Chamfer wrote is removed.
  @Test func cleanKeepsAStaleFileThatWasChanged() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try #require(try chamfer("build", "theme.yaml", "--out", "out", "--target", "css", "--target", "scss").status == 0)
    let edited = try Self.text(chamfer, "out/css/tidy-shapes.css") + "/* mine */\n"
    try chamfer.write(edited, to: "out/css/tidy-shapes.css")
    // Renamed, the theme writes other files; the ones named for Tidy are stale.
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "name: Tidy", with: "name: Neat"), to: "theme.yaml")
    let run = try chamfer("build", "theme.yaml", "--out", "out", "--target", "css", "--target", "scss", "--clean")
    #expect(run.status == 0, "\(run)")
    #expect(try Self.text(chamfer, "out/css/tidy-shapes.css") == edited)
    #expect(!chamfer.exists("out/scss/tidy-shapes.scss"))
    #expect(run.stdout.contains("removed out/scss/tidy-shapes.scss"), "\(run)")
    #expect(
      run.stderr.contains("warning: left 'out/css/tidy-shapes.css': it changed since Chamfer wrote it [manifest/changed-file]"),
      "\(run)")
  }

  /// A manifest of an earlier Chamfer (bare paths, no hashes) is still read, and its
  /// stale files are reported, never removed.
  @Test func cleanKeepsFilesOfAManifestWithoutHashes() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try #require(try chamfer("build", "theme.yaml", "--out", "out", "--target", "css").status == 0)
    try chamfer.write("css/tidy-shapes.css\n../escape\n", to: "out/.chamfer-manifest")
    try chamfer.write("outside", to: "escape")
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "name: Tidy", with: "name: Neat"), to: "theme.yaml")
    let run = try chamfer("build", "theme.yaml", "--out", "out", "--target", "css", "--clean")
    #expect(run.status == 0, "\(run)")
    #expect(chamfer.exists("out/css/tidy-shapes.css"))
    #expect(chamfer.exists("escape"))
    #expect(run.stderr.contains("out/.chamfer-manifest:1:1: warning: left 'out/css/tidy-shapes.css'"), "\(run)")
    #expect(run.stderr.contains("[manifest/unverified-file]"), "\(run)")
    #expect(run.stderr.contains("out/.chamfer-manifest:2:1: warning: ignored a manifest line"), "\(run)")
  }

  /// A template file whose name holds a newline, a backslash or a reserved name never
  /// becomes a file: one located error, and nothing is written.
  @Test(arguments: ["a\nb.css", "a\\b.css", "x\u{7f}.css", "a\u{2028}b.css"])
  func aTemplateNameThatIsNotAPlainPathIsRefused(_ name: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write("{{name}}\n", to: "templates/evil/\(name).mustache")
    let run = try chamfer("build", "theme.yaml", "--out", "out", "--templates", "templates", "--target", "evil")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("[output/invalid-path]"), "\(run)")
    #expect(run.stderr.contains(".mustache:1:1: error: the template would write"), "\(run)")
    #expect(!chamfer.exists("out"))
  }

  /// A template named like the manifest, in a target with a folder of its own, would
  /// write over the manifest: refused.
  @Test func aTemplateNamedLikeTheManifestIsRefused() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write("x\n", to: "templates/evil/.chamfer-manifest.mustache")
    try chamfer.write(
      "version: 1\nlayers: [theme.yaml]\ntemplates: templates\noutputs:\n  evil: { path: out }\n", to: "chamfer.yml")
    let run = try chamfer("build", "--target", "evil")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("is a name Chamfer keeps for its own files [output/invalid-path]"), "\(run)")
    #expect(!chamfer.exists("out"))
  }

  /// `outputs.<target>.path` is a folder inside the config's folder made of plain
  /// segments.
  @Test(arguments: [
    ("../outside", "'..' segment"), ("/tmp/x", "is absolute"), ("a//b", "empty segment"),
    (#""a\nb""#, "control character"), (#""a\\b""#, "contains '\\'"),
  ])
  func anOutputFolderOutsideTheConfigIsRefused(_ path: String, _ reason: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write(
      "version: 1\nlayers: [theme.yaml]\noutputs:\n  css: { path: \(path) }\n", to: "chamfer.yml")
    let run = try chamfer("build", "--target", "css")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("chamfer.yml:4:16: error: the output folder"), "\(run)")
    #expect(run.stderr.contains(reason), "\(run)")
    #expect(run.stderr.contains("[config/invalid-output-path]"), "\(run)")
    #expect(chamfer.files(under: ".") == ["chamfer.yml", "theme.yaml"])
  }

  /// `preview --out` into a folder that holds a build's files leaves them all.
  @Test func previewRemovesNothingItDidNotWrite() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try #require(try chamfer("build", "theme.yaml", "--out", "out", "--target", "css").status == 0)
    try chamfer.write("mine", to: "out/notes.txt")
    let run = try chamfer("preview", "theme.yaml", "--out", "out")
    #expect(run.status == 0, "\(run)")
    #expect(chamfer.exists("out/css/tidy-shapes.css"), "the build's file stays")
    #expect(chamfer.exists("out/notes.txt"))
    #expect(chamfer.exists("out/index.html"))
    let again = try chamfer("build", "theme.yaml", "--out", "out", "--target", "css")
    #expect(again.status == 0, "\(again)")
  }

  /// `--out build/` and `outputs.css.path: build` are one folder: it gets one
  /// publisher and one manifest, so neither build's `--clean` deletes the other's files.
  @Test func twoSpellingsOfOneFolderShareOneManifest() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write(
      "version: 1\nlayers: [theme.yaml]\ntargets: [css, swift]\noutputs:\n  css: { path: build }\n", to: "chamfer.yml")
    for _ in 0..<2 {
      let run = try chamfer("build", "--out", "build/", "--clean")
      #expect(run.status == 0, "\(run)")
      #expect(!run.stdout.contains("removed"), "\(run)")
      #expect(run.stdout.components(separatedBy: "wrote ").count == 2, "one publisher: \(run)")
    }
    #expect(chamfer.files(under: "build") == [".chamfer-manifest", "swift/TidyShapes.swift", "tidy-shapes.css"])
  }

  /// Two targets that would write one file in one folder are refused at the config.
  @Test func twoTargetsWritingOneFileAreRefused() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write("{{name}}\n", to: "templates/one/same.txt.mustache")
    try chamfer.write("{{name}}\n", to: "templates/two/same.txt.mustache")
    try chamfer.write(
      """
      version: 1
      layers: [theme.yaml]
      templates: templates
      targets: [one, two]
      outputs:
        one: { path: web }
        two: { path: ./web/ }

      """, to: "chamfer.yml")
    let run = try chamfer("build")
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.contains("chamfer.yml:7:16: error: the two target and the one target would both write 'web/same.txt'"),
      "\(run)")
    #expect(run.stderr.contains("[output/same-file-twice]"), "\(run)")
    #expect(!chamfer.exists("web"))
  }

  /// Output places are compared ignoring case: themes `dark` and `Dark` would be one
  /// folder on a file system that ignores case, so they are one error at the second
  /// name, however many files they share, and nothing is written.
  @Test func twoThemesWhoseNamesDifferOnlyInCaseAreRefused() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write(
      """
      version: 1
      targets: [css, swift]
      themes:
        dark: [theme.yaml]
        Dark: [theme.yaml]

      """, to: "chamfer.yml")
    let run = try chamfer("build")
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.contains(
        "chamfer.yml:5:3: error: the css target of the theme 'Dark' would write 'build/chamfer/Dark/css/tidy-shapes.css' "
          + "and the css target of the theme 'dark' 'build/chamfer/dark/css/tidy-shapes.css', one file where file names "
          + "ignore case [output/same-file-twice]"), "\(run)")
    #expect(run.stderr.components(separatedBy: "[output/same-file-twice]").count == 2, "\(run)")
    #expect(!chamfer.exists("build"))
  }

  /// A resolver's context names become file names of `import -o`: one that is not a
  /// plain name is an error, and nothing is written.
  @Test func importRefusesAContextNameThatIsNotAPlainName() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(#"{ "radius": { "md": { "$value": "4px" } } }"#, to: "base.json")
    try chamfer.write(
      """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
        "modifiers": { "style": { "contexts": {
          "a\\nb": [], "../../x": [{ "radius": { "md": { "$value": "6px" } } }], "ok": [{ "radius": { "md": { "$value": "8px" } } }]
        }, "default": "ok" } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/style" }]
      }
      """, to: "s.resolver.json")
    let run = try chamfer("import", "s.resolver.json", "-o", "themes")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("s.resolver.json:1:1: error: the theme 'A\\nb' would be written to"), "\(run)")
    #expect(run.stderr.contains("[output/invalid-path]"), "\(run)")
    #expect(!chamfer.exists("themes"))
    #expect(chamfer.files(under: ".") == ["base.json", "s.resolver.json"])
  }

  /// `render -o` onto one of its inputs, however it is spelled, is refused.
  @Test(arguments: ["theme.yaml", "./theme.yaml", "sub/../theme.yaml", "link.yaml"])
  func renderNeverWritesOverItsInput(_ output: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try FileManager.default.createDirectory(at: chamfer.url("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: chamfer.url("link.yaml").path, withDestinationPath: "theme.yaml")
    let run = try chamfer("render", "theme.yaml", "button", "-o", output)
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.contains("is one of the inputs; writing it would replace it [output/overwrites-input]"), "\(run)")
    #expect(try Self.text(chamfer, "theme.yaml") == Fixture.clean)
  }

  /// `build --output-file` onto the theme is refused too.
  @Test func buildOutputFileNeverWritesOverItsInput() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    let run = try chamfer("build", "theme.yaml", "--target", "css", "--output-file", "./theme.yaml")
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.contains("[output/overwrites-input]"), "\(run)")
    #expect(try Self.text(chamfer, "theme.yaml") == Fixture.clean)
  }

  /// `preview` and `diff` write fixed names (index.html, summary.md, svg/…) into their
  /// folder: a theme read from there under one of those names is refused, not replaced,
  /// on either side of a diff.
  @Test(arguments: [
    (["preview", "out/index.html", "--out", "out"], "out/index.html"),
    (["preview", "--out", "./out", "out/svg/card.svg"], "out/svg/card.svg"),
    (["diff", "theme.yaml", "--", "out/summary.md", "--out", "out"], "out/summary.md"),
    (["diff", "out/index.html", "--", "theme.yaml", "--out", "out/"], "out/index.html"),
  ])
  func previewAndDiffNeverWriteOverTheirInputs(_ arguments: [String], _ input: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write(Fixture.clean, to: input)
    let run = try chamfer(arguments)
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.contains("is one of the inputs; writing it would replace it [output/overwrites-input]"), "\(run)")
    #expect(try Self.text(chamfer, input) == Fixture.clean)
    #expect(chamfer.files(under: "out").count == 1, "nothing else is written either")
  }

  /// A rename that fails half-way through a publication puts back every file already
  /// moved, in every output folder: the output is wholly the old build's.
  @Test(arguments: [1, 5, 9])
  func aRenameFailingHalfWayLeavesTheOldOutput(_ failAfter: Int) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write(
      "version: 1\nlayers: [theme.yaml]\nout: out\noutputs:\n  swift: { path: ios }\n  css: { path: web }\n",
      to: "chamfer.yml")
    try #require(try chamfer("build", "--target", "swift", "--target", "css", "--target", "dtcg").status == 0)
    func snapshot() throws -> [String: Data] {
      var files: [String: Data] = [:]
      for folder in ["out", "ios", "web"] {
        for path in chamfer.files(under: folder) { files["\(folder)/\(path)"] = try chamfer.read("\(folder)/\(path)") }
      }
      return files
    }
    let before = try snapshot()
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "medium: 8", with: "medium: 12"), to: "theme.yaml")
    let run = try chamfer.run(["build"], extra: ["CHAMFER_TEST_FAIL_AFTER_RENAMES": "\(failAfter)"])
    #expect(run.status == 73, "\(run)")
    #expect(run.stderr.contains("every file was put back as it was"), "\(run)")
    #expect(try snapshot() == before, "every folder as the earlier build left it")
    for folder in ["out", "ios", "web"] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: chamfer.url(folder).path)) ?? []
      #expect(!names.contains { $0.hasPrefix(".chamfer-") && $0 != ".chamfer-manifest" }, "\(folder): \(names)")
    }
    let after = try chamfer("build")
    #expect(after.status == 0, "\(after)")
  }

  /// Holds the output folder's lock as a build does.
  final class HeldLock {
    let descriptor: Int32
    init(_ path: String) throws {
      // Close-on-exec, or every chamfer the tests start meanwhile would hold it too.
      descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw POSIXError(.EIO) }
    }
    func release() { close(descriptor) }
  }

  /// A build finding another at work in its output folder fails at once with
  /// `--no-wait`, and otherwise says it waits, then goes on once the folder is free.
  @Test func aSecondBuildWaitsForTheFolderOrFailsWithNoWait() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try FileManager.default.createDirectory(at: chamfer.url("out"), withIntermediateDirectories: true)
    let lock = try HeldLock(chamfer.url("out/.chamfer-lock").path)
    let refused = try chamfer("build", "theme.yaml", "--out", "out", "--target", "css", "--no-wait")
    #expect(refused.status == 73, "\(refused)")
    #expect(refused.stderr.contains("error: another chamfer is writing to 'out' [output/busy]"), "\(refused)")
    #expect(!chamfer.exists("out/css"))

    let waiting = try chamfer.start(["build", "theme.yaml", "--out", "out", "--target", "css"])
    let told = waiting.waitFor(seconds: 20) { waiting.printed.contains("waiting for another chamfer writing to 'out'") }
    #expect(told, "\(waiting.printed)")
    #expect(!chamfer.exists("out/css"), "nothing is written while the folder is held")
    lock.release()
    let status = try Spawn.wait(waiting.pid)
    #expect(status == 0, "\(waiting.printed)")
    #expect(chamfer.exists("out/css/tidy-shapes.css"))
    #expect(!chamfer.exists("out/.chamfer-lock"), "the lock file goes with the build")
  }

  /// Two builds of different themes into one folder at once: each is whole, one after
  /// the other, and the manifest lists both.
  @Test func twoBuildsOfDifferentThemesAtOnceDoNotMix() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "a.yaml")
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "name: Tidy", with: "name: Other"), to: "b.yaml")
    for _ in 0..<3 {
      let first = try chamfer.start(["build", "a.yaml", "--out", "out", "--target", "css"])
      let second = try chamfer.start(["build", "b.yaml", "--out", "out", "--target", "css"])
      #expect(try Spawn.wait(first.pid) == 0, "\(first.printed)")
      #expect(try Spawn.wait(second.pid) == 0, "\(second.printed)")
      let manifest = try Self.text(chamfer, "out/.chamfer-manifest")
      #expect(manifest.contains("css/tidy-shapes.css\n") && manifest.contains("css/other-shapes.css\n"), "\(manifest)")
    }
  }

  /// Shared by the test and the thread that swaps folders: when to stop, and how many
  /// times a link took the folder's place.
  final class Swapping: @unchecked Sendable {
    // Unchecked: every access holds the lock.
    private let lock = NSLock()
    private var stopped = false
    private var swaps = 0
    var isStopped: Bool { lock.withLock { stopped } }
    func stop() { lock.withLock { stopped = true } }
    var count: Int { lock.withLock { swaps } }
    func swapped() { lock.withLock { swaps += 1 } }
  }

  /// A process that swaps a folder of the output folder (`out/css`) for a symbolic link
  /// to a folder outside the project and back, over and over while builds run, never
  /// gets a file written through the link: a build publishes inside the output folder,
  /// or fails, and the folder outside stays empty every time.
  @Test func aFolderSwappedForALinkWhileBuildsRunIsNeverWrittenThrough() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let themes = [Fixture.clean, Fixture.clean.replacingOccurrences(of: "medium: 8", with: "medium: 12")]
    try chamfer.write(themes[0], to: "theme.yaml")
    let canary = chamfer.outside.appendingPathComponent("canary")
    try FileManager.default.createDirectory(at: canary, withIntermediateDirectories: true)
    let build = ["build", "theme.yaml", "--out", "out", "--target", "css"]
    try #require(try chamfer(build).status == 0)
    let css = chamfer.url("out/css").path
    let away = chamfer.url("out/css-away").path
    let target = canary.path
    let swapping = Swapping()
    let swapper = Thread {
      var info = stat()
      while !swapping.isStopped {
        // The real folder steps aside and a link to the canary takes its place ...
        if rename(css, away) == 0, symlink(target, css) == 0 { swapping.swapped() }
        usleep(UInt32.random(in: 0...3000))
        // ... then goes again, and the real folder comes back.
        if lstat(css, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { unlink(css) }
        // A build that found no folder there made one; the old one then goes, so the
        // next round can swap again.
        if rename(away, css) != 0 { try? FileManager.default.removeItem(atPath: away) }
        usleep(UInt32.random(in: 0...3000))
      }
    }
    swapper.start()
    var escaped: [Int: [String]] = [:]
    var failed = 0
    let started = Date()
    var builds = 0
    while builds < 80, Date().timeIntervalSince(started) < 20 {
      // Every build changes the file, so every build renames it into place.
      try chamfer.write(themes[(builds + 1) % 2], to: "theme.yaml")
      let run = try chamfer(build)
      builds += 1
      if run.status != 0 {
        failed += 1
        #expect(run.status == 73, "\(run)")
      }
      let written = Chamfer.files(under: canary)
      if !written.isEmpty {
        escaped[builds] = written
        for name in written { try? FileManager.default.removeItem(at: canary.appendingPathComponent(name)) }
      }
    }
    swapping.stop()
    while !swapper.isFinished { usleep(10_000) }
    #expect(
      escaped.isEmpty,
      "\(escaped.count) of \(builds) builds wrote through the link: \(escaped.sorted { $0.key < $1.key })")
    // Once the swapping stops, the folder is whole again.
    var info = stat()
    if lstat(css, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { unlink(css) }
    if lstat(css, &info) != 0 { _ = rename(away, css) }
    let last = try chamfer(build)
    #expect(last.status == 0, "\(last)")
    #expect(chamfer.exists("out/css/tidy-shapes.css"))
    #expect(Chamfer.files(under: canary).isEmpty)
    print(
      "swapped out/css for a link \(swapping.count) times during \(builds) builds: \(failed) failed, "
        + "\(escaped.count) wrote through the link")
  }

  /// A build killed while its files are staged leaves a staging folder; the next build
  /// removes it and says so, and never removes one of a build that still runs.
  @Test func stagingLeftByAKilledBuildIsRemovedByTheNext() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    let gate = chamfer.outside.appendingPathComponent("gate").path
    let killed = try chamfer.start(
      ["build", "theme.yaml", "--out", "out", "--target", "css"],
      extra: ["CHAMFER_TEST_PAUSE_AT": "publish", "CHAMFER_TEST_PAUSE_FILE": gate])
    #expect(killed.waitFor(seconds: 30) { FileManager.default.fileExists(atPath: gate + ".reached") }, "\(killed.printed)")
    kill(killed.pid, SIGKILL)
    _ = try Spawn.wait(killed.pid)
    let left = try FileManager.default.contentsOfDirectory(atPath: chamfer.url("out").path).filter {
      $0.hasPrefix(".chamfer-staging-")
    }
    try #require(left.count == 1, "the kill left staged files behind")
    // A staging folder of this test process, which still runs, stays.
    let own = ".chamfer-staging-\(getpid())-\(UUID().uuidString)"
    try chamfer.write("staged", to: "out/\(own)/css/x.css")

    let run = try chamfer("build", "theme.yaml", "--out", "out", "--target", "css")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("note: removed out/\(left[0]), left by a build (process \(killed.pid))"), "\(run)")
    #expect(!chamfer.exists("out/\(left[0])"))
    #expect(chamfer.exists("out/\(own)/css/x.css"))
    #expect(chamfer.exists("out/css/tidy-shapes.css"))
  }

  /// An edit saved while a `--watch` build runs (after it read the theme) is built.
  @Test func watchBuildsAnEditSavedDuringABuild() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    let gate = chamfer.outside.appendingPathComponent("gate").path
    let watch = try chamfer.start(
      ["build", "theme.yaml", "--out", "out", "--target", "css", "--watch"],
      extra: ["CHAMFER_TEST_PAUSE_AT": "read", "CHAMFER_TEST_PAUSE_FILE": gate])
    defer { _ = try? watch.interrupt() }
    #expect(watch.waitFor(seconds: 30) { FileManager.default.fileExists(atPath: gate + ".reached") }, "\(watch.printed)")
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "medium: 8", with: "medium: 13"), to: "theme.yaml")
    _ = FileManager.default.createFile(atPath: gate, contents: Data())
    let rebuilt = watch.waitFor(seconds: 30) {
      ((try? Self.text(chamfer, "out/css/tidy-shapes.css")) ?? "").contains("13px")
    }
    #expect(rebuilt, "\(watch.printed)")
    #expect(watch.printed.contains("changed: theme.yaml; building again"), "\(watch.printed)")
  }

  /// `--templates` naming nothing, or a file, is one clear error.
  @Test(arguments: [
    ("nope", "the templates folder 'nope' does not exist [templates/not-found]"),
    ("theme.yaml", "the templates folder 'theme.yaml' is a file, not a folder [templates/not-a-folder]"),
  ])
  func aTemplatesFolderThatIsNotOneIsAnError(_ folder: String, _ message: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    let run = try chamfer("build", "theme.yaml", "--out", "out", "--templates", folder)
    #expect(run.status == 66, "\(run)")
    #expect(run.stderr.contains("chamfer: error: \(message)"), "\(run)")
    #expect(run.stderr.contains("hint: --templates names a folder"), "\(run)")
    #expect(!run.stderr.contains("NSError") && !run.stderr.contains("Domain="), "\(run)")
    #expect(!chamfer.exists("out"))
  }

  /// The same, named by the config, is located at the config's `templates`.
  @Test func aConfigTemplatesFolderThatDoesNotExistIsLocated() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write("version: 1\nlayers: [theme.yaml]\ntemplates: missing\n", to: "chamfer.yml")
    let run = try chamfer("build")
    #expect(run.status == 66, "\(run)")
    #expect(run.stderr.contains("chamfer.yml:3:12: error: the templates folder 'missing' does not exist"), "\(run)")
  }
}
