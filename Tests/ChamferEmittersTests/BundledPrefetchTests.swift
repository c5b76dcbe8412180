@testable import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// `chamfer build` reads the bundled targets while its arguments are parsed
/// (`OutputTarget.prefetchBundled`): what it gets must be what reading them gives, once.
@Suite struct BundledPrefetchTests {
  /// A folder of its own, so no other test loads it meanwhile: the prefetched target is
  /// handed out once, as reading it gives, and a later load reads the folder again, as a
  /// rebuild under `--watch` must.
  @Test func aPrefetchedTargetIsHandedOutOnceAsItWasRead() throws {
    let bundled = try #require(try OutputTarget.folders(overrides: nil).first { $0.lastPathComponent == "css" })
    let folder = Scratch.path("prefetch").appendingPathComponent("css")
    try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try FileManager.default.copyItem(at: bundled, to: folder)
    let theme = try #require(try checkBundledTheme(packageRoot.appendingPathComponent("tokens/default.yaml")).theme)
    let expected = try OutputTarget.read(from: folder).render(theme)

    OutputTarget.prefetch([folder])
    let first = try #require(try OutputTarget.takePrefetched(folder.standardizedFileURL.path), "nothing was prefetched")
    #expect(first.render(theme) == expected)
    #expect(try OutputTarget.takePrefetched(folder.standardizedFileURL.path) == nil, "handed out twice")

    // Taken, it is gone: a change to the folder is what the next load sees.
    let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { !$0.hasPrefix("_") })
    try Data("/* changed */\n".utf8).write(to: folder.appendingPathComponent(file))
    #expect(try OutputTarget.load(from: folder).render(theme).map(\.contents) == ["/* changed */\n"])
  }
}
