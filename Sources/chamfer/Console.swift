import ArgumentParser
import ChamferKit
import Foundation

/// Where the command prints: results to standard output, diagnostics to standard error.
///
/// A report can be written on another thread while the command goes on
/// (`reportInBackground`); whatever the console prints after it waits until it is
/// written, so output comes out in the order it was asked for. Copies of a console
/// share that report.
struct Console {
  private let background = BackgroundReport()

  /// Colour only on a terminal, and never when `NO_COLOR` is set.
  var color: Bool {
    isatty(FileHandle.standardError.fileDescriptor) == 1
      && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  func output(_ text: String) {
    background.wait()
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  func error(_ message: String) {
    background.wait()
    FileHandle.standardError.write(Data("chamfer: error: \(message)\n".utf8))
  }

  func warning(_ message: String) {
    background.wait()
    FileHandle.standardError.write(Data("chamfer: warning: \(message)\n".utf8))
  }

  /// Reports a mistake in the arguments that only shows once the command runs (an
  /// unknown target, a PATH that names nothing) and returns the exit status 64 to throw.
  ///
  /// Throwing `ValidationError` from `run()` would also exit 64, but ArgumentParser
  /// then prints the root command's usage (`chamfer <subcommand>`), which is no help.
  func usageError(_ message: String) -> ExitCode {
    error(message)
    return ExitCode(ExitStatus.usage)
  }

  /// Writes `text` to the file at `path`, or to standard output when there is none;
  /// exits 73 when the file cannot be written.
  func write(_ text: String, to path: String?) throws {
    guard let path else { return output(text) }
    do {
      _ = try Disk.write([(path: path, contents: text)])
    } catch {
      self.error("cannot write '\(path)': \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    }
  }

  /// Prints diagnostics with the reporter named `format`; text goes to standard
  /// error, machine formats to standard output.
  func report(_ diagnostics: [Diagnostic], sources: [String: String], files: Int, format: String) {
    background.wait()
    writeReport(diagnostics, sources: sources, files: files, format: format)
  }

  private func writeReport(_ diagnostics: [Diagnostic], sources: [String: String], files: Int, format: String) {
    guard let reporter = DiagnosticReporters.named(format) else { return }
    let text = reporter.report(diagnostics, sources: sources, files: files, color: format == "text" && color)
    if format == "text" {
      if !diagnostics.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }
}

extension Console {
  /// `report` in text, on another thread; the console prints nothing else until it is
  /// done.
  func reportInBackground(_ diagnostics: [Diagnostic], sources: [String: String], files: Int) {
    background.wait()
    background.start(Background { [self] in writeReport(diagnostics, sources: sources, files: files, format: "text") })
  }

  /// Returns once a report begun by `reportInBackground` is written.
  func waitForBackgroundReport() { background.wait() }
}

/// The report a console is writing on another thread, if any.
private final class BackgroundReport: @unchecked Sendable {
  // Unchecked: `running` is only read and written under `lock`.
  private let lock = NSLock()
  private var running: Background<Void>?

  func start(_ report: Background<Void>) { lock.withLock { running = report } }

  func wait() {
    guard let report = lock.withLock({ running }) else { return }
    try? report.wait()
    lock.withLock { if running === report { running = nil } }
  }
}

/// The only place the command line touches the file system.
enum Disk {
  /// The text of `path`, or exit 66 with a message.
  static func read(_ path: String, console: Console) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      console.error("cannot read '\(path)': no such file, or it is not readable")
      throw ExitCode(ExitStatus.missingInput)
    }
    return decode(data)
  }

  static func readIfPresent(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map(decode)
  }

  /// UTF-8, with invalid bytes replaced so the parser reports where they are.
  static func decode(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

  /// Writes each file unless it already holds exactly these bytes; returns how many
  /// were written. Each write goes to a temporary file that is then renamed over the
  /// old one, so a reader never sees half a file.
  static func write(_ files: [(path: String, contents: String)]) throws -> (written: Int, unchanged: Int) {
    var written = 0
    var unchanged = 0
    for file in files {
      let data = Data(file.contents.utf8)
      if FileManager.default.contents(atPath: file.path) == data {
        unchanged += 1
        continue
      }
      let url = URL(fileURLWithPath: file.path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
      } catch {
        throw WriteFailure(path: file.path, underlying: error)
      }
      written += 1
    }
    return (written, unchanged)
  }

  /// What `publish` did.
  struct Publication {
    var written = 0
    var unchanged = 0
    /// Files an earlier build wrote here that this one no longer produces.
    var stale: [String] = []
    /// Stale files removed under `--clean`.
    var removed: [String] = []
  }

  /// The list of files Chamfer wrote into an output folder, one relative path a line.
  static let manifestName = ".chamfer-manifest"

  /// Puts `files` (paths relative to `folder`) into `folder`, all or nothing; see
  /// `Publisher`.
  static func publish(
    _ files: [(path: String, contents: String)], into folder: String, clean: Bool
  ) throws -> Publication {
    let publisher = Publisher(into: folder)
    defer { publisher.abandon() }
    for file in files { try publisher.add(file.path, file.contents) }
    return try publisher.finish(clean: clean)
  }

  /// Puts files into an output folder, all or nothing, taking them one at a time so a
  /// large build never holds every file in memory.
  ///
  /// `add` writes each changed file into a staging folder inside the output folder at
  /// once; `finish` renames them all into place, and a failure before that leaves
  /// every old file as it was (`abandon` removes the staging folder). Files whose
  /// bytes did not change are not touched. A manifest remembers what Chamfer wrote, so
  /// files it no longer produces are reported (and removed with `clean`), while files
  /// it never wrote are never touched. Two builds into one folder at once each rename
  /// whole files, so the folder ends up complete and consistent.
  final class Publisher: @unchecked Sendable {
    /// The output folder as the user wrote it, for messages.
    let folder: String
    let root: URL
    /// Where changed files wait, inside the output folder so the renames stay on one
    /// file system; created by the first file that differs.
    let staging: URL
    private let manager = FileManager.default
    private var produced: [String] = []
    private var staged: [String] = []
    private var unchanged = 0

    init(into folder: String) {
      self.folder = folder
      root = URL(fileURLWithPath: folder).standardizedFileURL
      staging = root.appendingPathComponent(".chamfer-staging-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    }

    /// Refuses a path that would leave the output folder.
    static func check(_ path: String) throws {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard !path.hasPrefix("/"), !parts.contains(".."), !parts.contains(""), !parts.contains(".") else {
        throw WriteFailure(path: path, underlying: POSIXError(.EINVAL), reason: "an output path must stay inside the output folder")
      }
    }

    /// A writer for the file at `path` (relative to the output folder, already
    /// checked); safe to call from any thread. Hand it back to `add` once closed.
    func writer(for path: String) -> StagedFile {
      StagedFile(path: path, destination: root.appendingPathComponent(path), staging: staging.appendingPathComponent(path))
    }

    /// Stages `contents` at `path` (relative to the output folder) if it differs from
    /// the file there now.
    func add(_ path: String, _ contents: String) throws {
      try Self.check(path)
      try add(written(path, contents))
    }

    /// Takes a closed writer's file into the publication.
    func add(_ file: StagedFile) throws {
      if let failure = file.failure { throw WriteFailure(path: file.destination.path, underlying: failure) }
      produced.append(file.path)
      if file.changed { staged.append(file.path) } else { unchanged += 1 }
    }

    private func written(_ path: String, _ contents: String) -> StagedFile {
      let file = writer(for: path)
      var contents = contents
      contents.withUTF8 { file.write($0) }
      file.close()
      return file
    }

    /// Removes what was staged and not published; harmless after `finish`.
    func abandon() {
      if manager.fileExists(atPath: staging.path) { try? manager.removeItem(at: staging) }
    }

    /// Updates the manifest, deals with stale files and renames every staged file
    /// into place.
    func finish(clean: Bool) throws -> Publication {
      defer { abandon() }
      var result = Publication()
      result.unchanged = unchanged
      let previous = (manager.contents(atPath: root.appendingPathComponent(Disk.manifestName).path))
        .map { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) } ?? []
      let producedSet = Set(produced)
      result.stale = previous.filter {
        !producedSet.contains($0) && manager.fileExists(atPath: root.appendingPathComponent($0).path)
      }
      if clean {
        for path in result.stale {
          do {
            try manager.removeItem(at: root.appendingPathComponent(path))
            result.removed.append(path)
          } catch {
            throw WriteFailure(path: root.appendingPathComponent(path).path, underlying: error)
          }
          Disk.removeEmptyFolders(above: root.appendingPathComponent(path), upTo: root)
        }
      }
      let kept = clean ? [] : result.stale
      let manifest = (Array(producedSet) + kept).sorted().joined(separator: "\n") + "\n"
      let changed = staged.count
      let manifestFile = written(Disk.manifestName, manifest)
      if let failure = manifestFile.failure { throw WriteFailure(path: manifestFile.destination.path, underlying: failure) }
      if manifestFile.changed { staged.append(Disk.manifestName) }
      guard !staged.isEmpty else { return result }

      // Everything is staged; make sure every destination can take a file before moving
      // any, so a folder squatting on one path leaves all the others as they were.
      for path in staged {
        var isFolder: ObjCBool = false
        let destination = root.appendingPathComponent(path)
        if manager.fileExists(atPath: destination.path, isDirectory: &isFolder), isFolder.boolValue {
          throw WriteFailure(path: destination.path, underlying: POSIXError(.EISDIR), reason: "a folder is in the way")
        }
        var parent = destination.deletingLastPathComponent()
        while parent.path.count > root.path.count {
          if manager.fileExists(atPath: parent.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw WriteFailure(path: parent.path, underlying: POSIXError(.ENOTDIR), reason: "a file is in the way of a folder")
          }
          parent = parent.deletingLastPathComponent()
        }
      }
      for path in staged {
        let destination = root.appendingPathComponent(path)
        do {
          try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
          throw WriteFailure(path: destination.path, underlying: error)
        }
        // rename(2) replaces the old file in one step: readers see the old or the new file.
        if rename(staging.appendingPathComponent(path).path, destination.path) != 0 {
          throw WriteFailure(path: destination.path, underlying: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
      }
      result.written = changed
      return result
    }
  }

  fileprivate static func removeEmptyFolders(above file: URL, upTo root: URL) {
    var folder = file.deletingLastPathComponent().standardizedFileURL
    while folder.path.count > root.path.count,
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
    {
      try? FileManager.default.removeItem(at: folder)
      folder = folder.deletingLastPathComponent().standardizedFileURL
    }
  }

  /// A file that could not be written, with the operating system's reason
  /// ("Not a directory", "Permission denied") rather than Foundation's generic
  /// "The operation could not be completed".
  struct WriteFailure: Error, CustomStringConvertible {
    var path: String
    var underlying: any Error
    var reason: String? = nil

    var description: String {
      if let reason { return "\(path): \(reason)" }
      let error = underlying as NSError
      let failedPath = error.userInfo[NSFilePathErrorKey] as? String ?? path
      let cause = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError } ?? error
      if cause.domain == NSPOSIXErrorDomain, let reason = strerror(Int32(cause.code)) {
        return "\(failedPath): \(String(cString: reason))"
      }
      return "\(failedPath): \(error.localizedDescription)"
    }
  }
}
