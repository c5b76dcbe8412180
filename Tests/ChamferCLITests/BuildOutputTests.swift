import Foundation
import TestSupport
import Testing

/// What `chamfer build` writes, and what it leaves alone.
@Suite struct BuildOutputTests {
  @Test func buildWithNoArgumentsReadsChamferYML() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("build")
    #expect(run.status == 0, "\(run)")
    // Every bundled target's files for the default theme: the goldens hold the same.
    let goldens = packageRoot.appendingPathComponent("Tests/ChamferEmittersTests/Goldens/default")
    let expected = Chamfer.files(under: goldens)
    #expect(expected.contains("swift/ChamferShapes.swift"))
    #expect(chamfer.files(under: "build/chamfer") == ([".chamfer-manifest"] + expected).sorted())
    let swift = String(decoding: try chamfer.read("build/chamfer/swift/ChamferShapes.swift"), as: UTF8.self)
    #expect(swift.contains("public enum ChamferShapes"))
    #expect(run.stdout == "wrote \(bundledOutputCount) files to build/chamfer (0 unchanged)\n", "\(run)")
  }

  /// `build` is also the default subcommand.
  @Test func bareChamferBuilds() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer()
    #expect(run.status == 0, "\(run)")
    #expect(chamfer.exists("build/chamfer/swift/ChamferShapes.swift"))
  }

  /// The warnings of a build that goes on are written while the targets render, but
  /// all of them before the line that says what was written.
  @Test func warningsArePrintedBeforeTheSummaryOfWhatWasWritten() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    // 500 metrics no component uses: a lint/unused-metric warning each.
    let metrics = (0..<500).map { "  m\($0): 4" }.joined(separator: "\n")
    try chamfer.write("chamfer: 1\nname: Warned\nscale:\n\(metrics)\ncomponents:\n  card: { size: 4 }\n", to: "theme.yaml")
    let separate = try chamfer("build", "theme.yaml", "--out", "out")
    #expect(separate.status == 0, "\(separate)")
    // The text report prints the first 50 diagnostics of a file and counts the rest.
    #expect(separate.stderr.components(separatedBy: "[lint/unused-metric]").count == 51)
    #expect(separate.stderr.contains("theme.yaml: note: and 450 more diagnostics in this file not shown"))
    #expect(separate.stdout == "wrote \(bundledOutputCount) files to out (0 unchanged)\n", "\(separate)")

    try FileManager.default.removeItem(at: chamfer.url("out"))
    let merged = try chamfer.runMerged(["build", "theme.yaml", "--out", "out"])
    #expect(merged.status == 0)
    #expect(merged.printed == separate.stderr + separate.stdout)
  }

  @Test func nothingIsWrittenWhenTheThemeHasErrors() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.broken, to: "tokens/default.yaml")
    try chamfer.write("version: 1\nlayers: [tokens/default.yaml]\nout: build/chamfer\n", to: "chamfer.yml")
    let explicit = try chamfer("build", "tokens/default.yaml", "--out", "out")
    #expect(explicit.status == 1)
    #expect(!chamfer.exists("out"))
    let configured = try chamfer("build")
    #expect(configured.status == 1)
    #expect(!chamfer.exists("build"))
    #expect(configured.stdout.isEmpty, "\(configured)")
  }

  /// A failing build leaves an earlier good output exactly as it was.
  @Test func aFailingBuildKeepsThePreviousOutput() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try #require(try chamfer("build", "theme.yaml", "--out", "out").status == 0)
    let before = try chamfer.read("out/swift/TidyShapes.swift")
    try chamfer.write(Fixture.broken, to: "theme.yaml")
    #expect(try chamfer("build", "theme.yaml", "--out", "out").status == 1)
    #expect(try chamfer.read("out/swift/TidyShapes.swift") == before)
    #expect(chamfer.files(under: "out").count == bundledOutputCount + 1, "the targets' files and the manifest")
  }

  @Test func unchangedFilesAreNotRewritten() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let path = "out/swift/ChamferShapes.swift"
    let first = try chamfer("build", "tokens/default.yaml", "--out", "out")
    #expect(first.stdout == "wrote \(bundledOutputCount) files to out (0 unchanged)\n", "\(first)")
    let before = try attributes(chamfer.url(path))
    Thread.sleep(forTimeInterval: 0.05)  // a rewrite would now get a later mtime
    let second = try chamfer("build", "tokens/default.yaml", "--out", "out")
    #expect(second.status == 0)
    #expect(second.stdout == "wrote 0 files to out (\(bundledOutputCount) unchanged)\n", "\(second)")
    let after = try attributes(chamfer.url(path))
    #expect(after.modified == before.modified)
    // An atomic rewrite renames a new file into place, which would change the inode.
    #expect(after.inode == before.inode)
  }

  @Test func changedFilesAreRewritten() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try #require(try chamfer("build", "theme.yaml", "--out", "out").status == 0)
    // Every file that holds sizes changes; the DTCG resolver (which names files) and the
    // Android arrow helper (the theme has no arrows) stay as they were.
    let unsized: Set = ["dtcg/tidy.resolver.json", "android/kotlin/TidyEdges.kt"]
    let sized = chamfer.files(under: "out").filter { !$0.hasPrefix(".") && !unsized.contains($0) }
    #expect(sized.count == bundledOutputCount - unsized.count)
    let before = try sized.map { try chamfer.read("out/\($0)") }
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "medium: 8", with: "medium: 12"), to: "theme.yaml")
    let run = try chamfer("build", "theme.yaml", "--out", "out")
    #expect(run.stdout == "wrote \(sized.count) files to out (\(bundledOutputCount - sized.count) unchanged)\n", "\(run)")
    for (path, old) in zip(sized, before) { #expect(try chamfer.read("out/\(path)") != old, "\(path)") }
  }

  /// Files stream to disk in pieces of a megabyte, each compared with the file already
  /// there. A damaged output (cut short, grown, or changed in its second megabyte) is
  /// written again whole; an intact one is left alone.
  @Test func largeFilesAreComparedAndRewrittenPieceByPiece() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let components = (0..<2_500).map { "  part\($0):\n    size: \($0 % 40)\n    family: cut\n    variants:\n      pressed: { shape: small }\n" }
    try chamfer.write("chamfer: 1\nname: Big\nscale:\n  small: 4\ncomponents:\n" + components.joined(), to: "big.yaml")
    let build = { try chamfer("build", "big.yaml", "--target", "css", "--target", "android", "--out", "out") }
    let first = try build()
    try #require(first.status == 0, "\(first)")
    let css = "out/css/big-shapes.css"
    let android = "out/android/res/values/big_shapes.xml"
    let good = try chamfer.read(css)
    try #require(good.count > 2 << 20, "the CSS should span several pieces; it has \(good.count) bytes")
    let untouched = try chamfer.read(android)

    let damaged: [Data] = [
      good.prefix(good.count - 1),  // cut short
      good.prefix(1 << 20),  // cut at a piece's end
      good + Data("/* extra */\n".utf8),  // grown
      { var data = good; data[(1 << 20) + 17] ^= 0x20; return data }(),  // changed inside the second piece
      Data(),  // emptied
    ]
    for bad in damaged {
      try bad.write(to: chamfer.url(css))
      let run = try build()
      #expect(run.status == 0, "\(run)")
      #expect(run.stdout == "wrote 1 file to out (2 unchanged)\n", "\(run)")
      #expect(try chamfer.read(css) == good)
      #expect(try chamfer.read(android) == untouched)
    }
    #expect(try build().stdout == "wrote 0 files to out (3 unchanged)\n")
    #expect(!chamfer.files(under: "out").contains { $0.contains("staging") })
  }

  @Test(arguments: ["tokens/default.yaml", "tokens/material3.yaml"])
  func outputIsDeterministic(_ theme: String) throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    #expect(try chamfer("build", theme, "--out", "first").status == 0)
    #expect(try chamfer("build", theme, "--out", "second/nested").status == 0)
    let files = chamfer.files(under: "first")
    #expect(!files.isEmpty)
    #expect(files == chamfer.files(under: "second/nested"))
    for file in files {
      #expect(try chamfer.read("first/\(file)") == chamfer.read("second/nested/\(file)"), "\(file)")
    }
  }

  @Test func resolveIsDeterministic() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let first = try chamfer("resolve", "tokens/default.yaml", "--json", "--provenance")
    let second = try chamfer("resolve", "tokens/default.yaml", "--json", "--provenance")
    #expect(first.status == 0)
    #expect(!first.stdout.isEmpty)
    #expect(first.stdout == second.stdout)
    #expect(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) is [String: Any])
  }

  @Test func lintWritesNothing() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let before = chamfer.files(under: ".")
    #expect(try chamfer("lint").status == 0)
    #expect(try chamfer("resolve", "--json").status == 0)
    #expect(chamfer.files(under: ".") == before)
  }

  private func attributes(_ url: URL) throws -> (modified: Date?, inode: Int?) {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.modificationDate] as? Date, (attributes[.systemFileNumber] as? NSNumber)?.intValue)
  }

  /// Files Chamfer wrote earlier and no longer produces are reported, and removed only
  /// with --clean; files it never wrote stay, whatever happens.
  @Test func staleFilesAreReportedAndCleanedButOthersAreNeverTouched() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write("version: 1\nlayers: [theme.yaml]\nout: out\n", to: "chamfer.yml")
    try #require(try chamfer("build").status == 0)
    let manifest = String(decoding: try chamfer.read("out/.chamfer-manifest"), as: UTF8.self)
    #expect(manifest.hasPrefix("# chamfer manifest 2"), "a header, then a hash and a path a line")
    #expect(manifest.split(separator: "\n").count == bundledOutputCount + 1)
    #expect(manifest.contains(" swift/TidyShapes.swift\n"))
    try chamfer.write("mine", to: "out/css/notes.txt")

    // The config drops every target but swift: the others' files are stale.
    try chamfer.write("version: 1\nlayers: [theme.yaml]\nout: out\ntargets: [swift]\n", to: "chamfer.yml")
    let narrow = try chamfer("build")
    #expect(narrow.status == 0, "\(narrow)")
    #expect(
      narrow.stderr.contains("warning: \(bundledOutputCount - 1) files from an earlier build no target writes any more"),
      "\(narrow)")
    #expect(chamfer.exists("out/css/tidy-shapes.css"))

    let cleaned = try chamfer("build", "--clean")
    #expect(cleaned.status == 0, "\(cleaned)")
    #expect(cleaned.stdout.contains("removed out/css/tidy-shapes.css"), "\(cleaned)")
    #expect(!chamfer.exists("out/css/tidy-shapes.css"))
    #expect(!chamfer.exists("out/android"), "emptied folders go too")
    #expect(try chamfer.read("out/css/notes.txt") == Data("mine".utf8), "a file Chamfer did not write stays")
    #expect(chamfer.files(under: "out").filter { !$0.hasPrefix(".") }.sorted() == ["css/notes.txt", "swift/TidyShapes.swift"])
  }

  /// `--target` builds some of the targets and leaves the others' files alone: they
  /// are not stale, `--clean` keeps them, and the manifest goes on listing them.
  @Test func aBuildOfSomeTargetsLeavesTheOthersFilesAlone() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try #require(try chamfer("build", "theme.yaml", "--out", "out").status == 0)
    let before = String(decoding: try chamfer.read("out/.chamfer-manifest"), as: UTF8.self)

    let narrow = try chamfer("build", "theme.yaml", "--out", "out", "--target", "swift", "--clean")
    #expect(narrow.status == 0, "\(narrow)")
    #expect(!narrow.stderr.contains("no target writes"), "\(narrow)")
    #expect(!narrow.stdout.contains("removed"), "\(narrow)")
    #expect(chamfer.exists("out/css/tidy-shapes.css"))
    #expect(String(decoding: try chamfer.read("out/.chamfer-manifest"), as: UTF8.self) == before)

    // Within swift's folder, what the build no longer writes is stale all the same.
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "name: Tidy", with: "name: Neat"), to: "theme.yaml")
    let renamed = try chamfer("build", "theme.yaml", "--out", "out", "--target", "swift", "--clean")
    #expect(renamed.status == 0, "\(renamed)")
    #expect(renamed.stdout.contains("removed out/swift/TidyShapes.swift"), "\(renamed)")
    #expect(!renamed.stdout.contains("out/css/"), "\(renamed)")
    #expect(chamfer.exists("out/swift/NeatShapes.swift") && chamfer.exists("out/css/tidy-shapes.css"))

    // A build of every target then finds the rest.
    let full = try chamfer("build", "theme.yaml", "--out", "out", "--clean")
    #expect(full.status == 0, "\(full)")
    #expect(full.stdout.contains("removed out/css/tidy-shapes.css"), "\(full)")
    #expect(chamfer.exists("out/css/neat-shapes.css"))
  }

  /// `--theme` builds some of the config's themes and leaves the others' files, and the
  /// resolver over every theme, alone.
  @Test func aBuildOfSomeThemesLeavesTheOthersFilesAlone() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "medium: 8", with: "medium: 12"), to: "dense.yaml")
    try chamfer.write("version: 1\nout: out\nthemes:\n  tidy: [theme.yaml]\n  dense: [dense.yaml]\n", to: "chamfer.yml")
    try #require(try chamfer("build").status == 0)
    #expect(chamfer.exists("out/themes.resolver.json") && chamfer.exists("out/dense/css/tidy-shapes.css"))

    let one = try chamfer("build", "--theme", "tidy", "--clean")
    #expect(one.status == 0, "\(one)")
    #expect(!one.stderr.contains("no target writes") && !one.stdout.contains("removed"), "\(one)")
    #expect(chamfer.exists("out/themes.resolver.json") && chamfer.exists("out/dense/css/tidy-shapes.css"))

    let both = try chamfer("build", "--theme", "tidy", "--target", "css", "--clean")
    #expect(both.status == 0, "\(both)")
    #expect(!both.stdout.contains("removed"), "\(both)")
    #expect(chamfer.exists("out/tidy/swift/TidyShapes.swift") && chamfer.exists("out/dense/swift/TidyShapes.swift"))
  }

  /// A folder squatting on one output path fails the build before any file moves, so
  /// every output keeps its previous contents.
  @Test func aWriteThatCannotFinishChangesNothing() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Fixture.clean, to: "theme.yaml")
    try #require(try chamfer("build", "theme.yaml", "--out", "out").status == 0)
    let before = Dictionary(uniqueKeysWithValues: try chamfer.files(under: "out").map { ($0, try chamfer.read("out/\($0)")) })
    try FileManager.default.removeItem(at: chamfer.url("out/css/tidy-shapes.css"))
    try FileManager.default.createDirectory(at: chamfer.url("out/css/tidy-shapes.css"), withIntermediateDirectories: true)
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "medium: 8", with: "medium: 12"), to: "theme.yaml")
    let run = try chamfer("build", "theme.yaml", "--out", "out")
    #expect(run.status == 73, "\(run)")
    #expect(run.stderr.contains("a folder is in the way"), "\(run)")
    for (path, contents) in before where path != "css/tidy-shapes.css" {
      #expect(try chamfer.read("out/\(path)") == contents, "\(path) changed")
    }
    #expect(!chamfer.files(under: "out").contains { $0.contains(".chamfer-staging") })
  }

  /// Two builds into one folder at once leave every file complete and the same as one
  /// build writes, and no staging folder behind.
  @Test func twoBuildsAtOnceLeaveACompleteConsistentFolder() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    try #require(try chamfer("build", "tokens/default.yaml", "--out", "reference").status == 0)
    for round in 0..<3 {
      let statuses = Statuses()
      DispatchQueue.concurrentPerform(iterations: 2) { _ in
        let status = (try? chamfer("build", "tokens/default.yaml", "--out", "together"))?.status ?? -1
        statuses.append(status)
      }
      #expect(statuses.values == [0, 0], "round \(round)")
      let files = chamfer.files(under: "together")
      #expect(files == chamfer.files(under: "reference"), "round \(round)")
      for path in files {
        #expect(try chamfer.read("together/\(path)") == chamfer.read("reference/\(path)"), "\(path)")
      }
    }
  }
}

/// Exit statuses gathered from several threads.
final class Statuses: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [Int32] = []
  func append(_ status: Int32) { lock.withLock { list.append(status) } }
  var values: [Int32] { lock.withLock { list } }
}

/// Token files from other tools are layers like any theme.
@Suite struct TokenFileLayerTests {
  @Test func aDTCGFileIsALayerUnderAChamferTheme() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      """
      {
        "radius": {
          "$type": "dimension",
          "small": { "$value": { "value": 4, "unit": "px" } },
          "pill": { "$value": { "value": 9999, "unit": "px" } }
        }
      }
      """, to: "radius.tokens.json")
    try chamfer.write(
      "chamfer: 1\nname: Brand\ncomponents:\n  button: { shape: radius-small }\n  fab: { shape: radius-pill }\n",
      to: "brand.yaml")
    let run = try chamfer("build", "radius.tokens.json", "brand.yaml", "--out", "out", "--target", "swift")
    #expect(run.status == 0, "\(run)")
    let swift = String(decoding: try chamfer.read("out/swift/BrandShapes.swift"), as: UTF8.self)
    #expect(swift.contains("public static let button = Token(uniform: Corner(.points(4), .rounded, .circular))"))
    #expect(swift.contains("public static let fab = Token(uniform: Corner(.fraction(0.5), .rounded, .circular))"))
  }

  @Test func aBrokenAliasInATokenFileIsReportedInThatFile() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      "{\n  \"radius\": {\n    \"$type\": \"dimension\",\n    \"a\": { \"$value\": \"{radius.b}\" },\n    \"b\": { \"$value\": \"{radius.a}\" }\n  }\n}\n",
      to: "radius.tokens.json")
    try chamfer.write("chamfer: 1\nname: Brand\n", to: "brand.yaml")
    let run = try chamfer("build", "radius.tokens.json", "brand.yaml", "--out", "out")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("radius.tokens.json:4:22: error: aliases go round in a cycle"), "\(run)")
    #expect(!chamfer.exists("out"))
  }
}
