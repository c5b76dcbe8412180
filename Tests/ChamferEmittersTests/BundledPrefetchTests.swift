@testable import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// `chamfer build` reads the bundled targets while its arguments are parsed
/// (`OutputTarget.prefetchBundled`): what it gets must be what reading them gives.
@Suite struct BundledPrefetchTests {
  @Test func aPrefetchedTargetRendersAsOneReadFromDisk() throws {
    let folders = try OutputTarget.folders(overrides: nil)
    OutputTarget.prefetchBundled()
    let loaded = try OutputTarget.load(folders)
    // Each prefetched target is handed out once; loading its folder again reads the disk.
    for folder in folders {
      #expect(try OutputTarget.takePrefetched(folder.standardizedFileURL.path) == nil, "\(folder.lastPathComponent)")
    }
    let read = try folders.map { try OutputTarget.read(from: $0) }
    let theme = try #require(try checkBundledTheme(packageRoot.appendingPathComponent("tokens/default.yaml")).theme)
    #expect(loaded.map(\.id) == read.map(\.id))
    for (loaded, read) in zip(loaded, read) {
      #expect(loaded.render(theme) == read.render(theme), "\(loaded.id)")
    }
  }
}
