import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set from the signal handler when Ctrl-C (or a polite kill) arrives.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// `build --watch`: build, then build again whenever one of the files the last build read
/// changes, until interrupted.
///
/// It polls: five times a second it reads every input and compares a hash of its
/// contents with the last one. Themes are small, so this costs little, works the same on
/// Linux and macOS with no file-event API, and sees edits that keep a file's size and
/// modification second, and files that are deleted and come back.
enum Watcher {
  static let interval: useconds_t = 200_000

  static func run(console: Console, build: (inout Set<String>) throws -> Void) {
    signal(SIGINT) { _ in stopRequested = 1 }
    signal(SIGTERM) { _ in stopRequested = 1 }
    // A parent may have started this process with those signals blocked (threads of
    // a test runner do); unblock them, or Ctrl-C would wait forever.
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
    var inputs: Set<String> = []
    func attempt() {
      do {
        try build(&inputs)
      } catch let exit as ExitCode where exit != .success {
        // The problems are printed already; the next change may fix them.
        console.output("build failed; waiting for a change\n")
      } catch {
        console.error("\(error)")
      }
    }
    attempt()
    var seen = fingerprint(inputs)
    console.output("watching \(inputs.count) file\(inputs.count == 1 ? "" : "s"); press Ctrl-C to stop\n")
    while stopRequested == 0 {
      usleep(interval)
      let now = fingerprint(inputs)
      guard now != seen, stopRequested == 0 else { continue }
      let changed = inputs.filter { now[$0] != seen[$0] }.sorted()
      console.output("changed: \(changed.joined(separator: ", ")); building again\n")
      attempt()
      // The build may have read new files (a new `extends`); watch them from now on.
      seen = fingerprint(inputs)
    }
    console.output("stopped watching\n")
  }

  /// Each input's contents hashed, or nil when it cannot be read.
  static func fingerprint(_ paths: Set<String>) -> [String: Int?] {
    var result: [String: Int?] = [:]
    for path in paths {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        // A folder changes when a file is added or removed.
        result[path] = files(under: path).sorted().hashValue
        continue
      }
      result[path] = FileManager.default.contents(atPath: path).map { data in
        var hasher = Hasher()
        hasher.combine(data)
        return hasher.finalize()
      }
    }
    return result
  }

  /// Every file below a folder, so templates added later are seen too.
  static func files(under folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    return walker.compactMap { $0 as? String }.map { "\(folder)/\($0)" }.filter { path in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
  }
}
