import Foundation
import Testing

/// What `chamfer build` writes, and what it leaves alone.
@Suite struct BuildOutputTests {
  @Test func buildWithNoArgumentsReadsChamferYML() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("build")
    #expect(run.status == 0, "\(run)")
    #expect(
      chamfer.files(under: "build/chamfer") == [
        "android/res/values/chamfer_shapes.xml", "css/chamfer-shapes.css",
        "flutter/lib/chamfer_shapes.dart", "scss/chamfer-shapes.scss", "swift/ChamferShapes.swift",
      ])
    let swift = String(decoding: try chamfer.read("build/chamfer/swift/ChamferShapes.swift"), as: UTF8.self)
    #expect(swift.contains("public enum ChamferShapes"))
    #expect(run.stdout == "wrote 5 files to build/chamfer (0 unchanged)\n", "\(run)")
  }

  /// `build` is also the default subcommand.
  @Test func bareChamferBuilds() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer()
    #expect(run.status == 0, "\(run)")
    #expect(chamfer.exists("build/chamfer/swift/ChamferShapes.swift"))
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
    #expect(chamfer.files(under: "out").count == 5)
  }

  @Test func unchangedFilesAreNotRewritten() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let path = "out/swift/ChamferShapes.swift"
    let first = try chamfer("build", "tokens/default.yaml", "--out", "out")
    #expect(first.stdout == "wrote 5 files to out (0 unchanged)\n", "\(first)")
    let before = try attributes(chamfer.url(path))
    Thread.sleep(forTimeInterval: 0.05)  // a rewrite would now get a later mtime
    let second = try chamfer("build", "tokens/default.yaml", "--out", "out")
    #expect(second.status == 0)
    #expect(second.stdout == "wrote 0 files to out (5 unchanged)\n", "\(second)")
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
    let before = try chamfer.read("out/swift/TidyShapes.swift")
    try chamfer.write(Fixture.clean.replacingOccurrences(of: "medium: 8", with: "medium: 12"), to: "theme.yaml")
    let run = try chamfer("build", "theme.yaml", "--out", "out")
    #expect(run.stdout == "wrote 5 files to out (0 unchanged)\n", "\(run)")
    #expect(try chamfer.read("out/swift/TidyShapes.swift") != before)
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
}
