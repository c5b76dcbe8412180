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
    let pending = folders.map { _ in Pending() }
    BundledPrefetch.shared.offer(Dictionary(uniqueKeysWithValues: zip(folders.map(\.standardizedFileURL.path), pending)))
    // A queue of its own, which libdispatch gives a thread even when the shared pool's
    // threads are all waiting, as a build's may be on these very targets.
    DispatchQueue(label: "chamfer.prefetch").async {
      DispatchQueue.concurrentPerform(iterations: folders.count) { index in
        pending[index].fill(Result { try read(from: folders[index]) })
      }
    }
  }

  /// The prefetched target read from `path`, once; nil when none was prefetched.
  static func takePrefetched(_ path: String) throws -> OutputTarget? {
    try BundledPrefetch.shared.take(path)?.wait()
  }
}

/// A target being read ahead: `wait()` returns once `fill` has been called.
final class Pending: @unchecked Sendable {
  // Unchecked: `result` is written once, before `done` is signalled, and read after.
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<OutputTarget, any Error>?

  func fill(_ result: Result<OutputTarget, any Error>) {
    self.result = result
    done.signal()
  }

  func wait() throws -> OutputTarget {
    done.wait()
    done.signal()
    return try result!.get()
  }
}

/// The targets `prefetchBundled` is reading, by folder path, until each is taken.
private final class BundledPrefetch: @unchecked Sendable {  // Every access to `pending` holds `lock`.
  static let shared = BundledPrefetch()
  private let lock = NSLock()
  private var pending: [String: Pending] = [:]

  func offer(_ reads: [String: Pending]) { lock.withLock { pending.merge(reads) { _, new in new } } }

  func take(_ path: String) -> Pending? { lock.withLock { pending.removeValue(forKey: path) } }
}
