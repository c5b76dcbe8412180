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

  func note(_ message: String) {
    background.wait()
    FileHandle.standardError.write(Data("chamfer: note: \(message)\n".utf8))
  }

  /// A line of its own on standard error, such as a report's closing count.
  func remark(_ message: String) {
    background.wait()
    FileHandle.standardError.write(Data("\(message)\n".utf8))
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
  /// exits 73 when the file cannot be written, and 64 when it is one of `inputs`.
  func write(_ text: String, to path: String?, notOver inputs: [String] = []) throws {
    guard let path else { return output(text) }
    if Set(inputs.map(Disk.resolvedPath)).contains(Disk.resolvedPath(path)) {
      report([Disk.overwritesInput(path)], sources: [:], files: 0, format: "text")
      throw ExitCode(ExitStatus.usage)
    }
    do {
      _ = try Disk.write([(path: path, contents: text)])
    } catch {
      self.error("cannot write '\(path)': \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    }
  }

  /// Refuses, before anything is written, to put any of `paths` (relative to `folder`)
  /// where one of `inputs` is: the check build makes, for commands that write a folder of
  /// fixed names (preview, diff), so a theme or config there is never replaced. The folder
  /// comes from `--out`, so this is a usage error (64), as `render -o` onto an input is.
  func refuseOverwriting(_ inputs: [String], with paths: [String], in folder: String) throws {
    let read = Set(inputs.map(Disk.resolvedPath))
    let problems = paths.filter { read.contains(Disk.resolvedPath("\(folder)/\($0)")) }.map { Disk.overwritesInput("\(folder)/\($0)") }
    guard problems.isEmpty else {
      report(problems, sources: [:], files: 0, format: "text")
      throw ExitCode(ExitStatus.usage)
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
  /// The text of `path`; exit 66 with a message when there is none (with
  /// `load/not-a-file` for a folder, pipe or device), and 1 with `load/too-large` when
  /// it is larger than Chamfer reads, which is told from its size without reading it.
  static func read(_ path: String, console: Console) throws -> String {
    switch FileText.read(path) {
    case .text(let text):
      return text
    case .tooLarge(let bytes):
      console.report([FileText.tooLarge(path, bytes: bytes)], sources: [:], files: 1, format: "text")
      throw ExitCode(ExitStatus.themeErrors)
    case .unreadable:
      // A folder, pipe or device (perhaps through a link): still an input that cannot be
      // read, with a located error that says why.
      if let notAFile = FileText.notAFile(path) {
        console.report([notAFile], sources: [:], files: 1, format: "text")
        throw ExitCode(ExitStatus.missingInput)
      }
      console.error("cannot read '\(path)': no such file, or it is not readable")
      throw ExitCode(ExitStatus.missingInput)
    }
  }

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

/// Command lines shown for the user to run.
enum Shell {
  /// `word` as a POSIX shell reads it back: unchanged when it holds only characters no
  /// shell treats specially, else in single quotes.
  static func quoted(_ word: String) -> String {
    let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_./-=:,@+%".unicodeScalars.contains($0)
    }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
