import ArgumentParser
import ChamferKit
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
/// It polls: twenty times a second it reads every input and compares its bytes with those
/// the last build read. Inputs are small, so this costs little, works the same on Linux
/// and macOS with no file-event API, and sees an edit of any byte, whatever it keeps of
/// the file's size and modification time, and files that are deleted and come back.
enum Watcher {
  static let interval: useconds_t = 50_000

  /// What is compared of an input: a file's bytes (its size alone past
  /// `Limits.fileBytes`, which the build refuses anyway), or a folder's files.
  enum Fingerprint: Equatable {
    case bytes(Data)
    case size(Int)
    case files([String])
  }

  /// `build` adds each file it reads to the map it is given, with its fingerprint taken
  /// before reading it where it can; the map starts with every file the last build
  /// read, fingerprinted before this one starts. A later fingerprint that differs means
  /// the file changed since, even while the build ran.
  static func run(console: Console, build: (inout [String: Fingerprint?]) throws -> Void) {
    signal(SIGINT) { _ in stopRequested = 1 }
    signal(SIGTERM) { _ in stopRequested = 1 }
    // A parent may have started this process with those signals blocked (threads of
    // a test runner do); unblock them, or Ctrl-C would wait forever.
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
    var seen: [String: Fingerprint?] = [:]
    func attempt() {
      var read = Dictionary(uniqueKeysWithValues: seen.keys.map { ($0, fingerprint($0)) })
      do {
        try build(&read)
      } catch let exit as ExitCode where exit != .success {
        // The problems are printed already; the next change may fix them.
        console.output("build failed; waiting for a change\n")
      } catch {
        console.error("\(error)")
      }
      seen = read
    }
    attempt()
    console.output("watching \(seen.count) file\(seen.count == 1 ? "" : "s"); press Ctrl-C to stop\n")
    while stopRequested == 0 {
      usleep(interval)
      let changed = seen.keys.filter { fingerprint($0) != seen[$0] }.sorted()
      guard !changed.isEmpty, stopRequested == 0 else { continue }
      console.output("changed: \(changed.joined(separator: ", ")); building again\n")
      attempt()
    }
    console.output("stopped watching\n")
  }

  /// A file's bytes, or nil when it is no regular file or cannot be read; for a
  /// folder, its list of files, which changes when one is added or removed. The bytes
  /// are a copy: a mapped file edited in place would change under the one kept.
  static func fingerprint(_ path: String) -> Fingerprint? {
    switch FileText.kind(atPath: path) {
    case .folder: return .files(files(under: path).sorted())
    case .regularFile: break
    case .missing, .special: return nil
    }
    // Mapped first, so a file larger than Chamfer reads costs nothing to look at.
    guard let mapped = FileText.bytes(atPath: path) else { return nil }
    guard mapped.count <= Limits.fileBytes else { return .size(mapped.count) }
    return FileText.copiedBytes(atPath: path).map(Fingerprint.bytes)
  }

  /// Every file below a folder, so templates added later are seen too.
  static func files(under folder: String) -> [String] {
    var found: [String] = []
    FileText.walk(folder) { found.append(folder + "/" + $0) }
    return found
  }
}
