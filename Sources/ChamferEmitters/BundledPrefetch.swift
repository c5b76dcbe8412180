import ChamferKit
import Foundation

extension OutputTarget {
  /// Starts reading every bundled target on other threads, for a build whose
  /// arguments are still being parsed: parsing them is a third of a small build's time
  /// on the main thread, and reading the templates most of the rest. `load(from:)` hands
  /// each prefetched target out once, the first time its folder is asked for; a folder
  /// asked for again (a rebuild under `--watch`) is read afresh. Only a guess that a
  /// build is coming: when none is, the work is wasted and nothing else changes.
  public static func prefetchBundled() {
    guard let folders = try? folders(overrides: nil) else { return }
    prefetch(folders)
  }

  /// Starts reading `folders` as targets on other threads, for `load(from:)` to hand out.
  static func prefetch(_ folders: [URL]) {
    let reads = folders.map { _ in Pending<Result<OutputTarget, any Error>>() }
    prefetched.update(at: 0) { table in
      table = (table ?? [:]).merging(zip(folders.map(\.standardizedFileURL.path), reads)) { _, new in new }
    }
    // A queue of its own, which libdispatch gives a thread even when the shared pool's
    // threads are all waiting, as a build's may be on these very targets.
    DispatchQueue(label: "chamfer.prefetch").async {
      DispatchQueue.concurrentPerform(iterations: folders.count) { index in
        reads[index].fill(Result { try read(from: folders[index]) })
      }
    }
  }

  /// The prefetched target read from `path`, once; nil when none was prefetched.
  static func takePrefetched(_ path: String) throws -> OutputTarget? {
    var taken: Pending<Result<OutputTarget, any Error>>?
    prefetched.update(at: 0) { taken = $0?.removeValue(forKey: path) }
    return try taken?.wait().get()
  }

  /// The targets `prefetchBundled` is reading, by folder path, until each is taken: one
  /// slot, whose lock `Slots` holds.
  private static let prefetched = Slots<[String: Pending<Result<OutputTarget, any Error>>]>(count: 1)
}
