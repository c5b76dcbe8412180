import ArgumentParser
import ChamferKit
import Foundation

/// Where the command prints: results to standard output, diagnostics to standard error.
/// Messages and reports, which quote input, never print a CI workflow command
/// (`WorkflowCommands`); results print as they are.
///
/// A report can be written on another thread while the command goes on
/// (`reportInBackground`); whatever the console prints after it waits until it is
/// written, so output comes out in the order it was asked for. Copies of a console
/// share that report.
struct Console {
  private let background = BackgroundReport()
  /// The reporter every diagnostic is printed with (`--format`), errors before the
  /// command's own work included, so a machine reading the output always finds them.
  var format = "text"
  /// `--quiet`: errors only, in every format.
  var quiet = false
  /// `--notes`: a text report lists the notes rather than summing them in one line.
  var listsNotes = false

  init(format: String = "text", report: ReportOptions? = nil) {
    self.format = format
    quiet = report?.quiet ?? false
    listsNotes = report?.notes ?? false
  }

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
    FileHandle.standardError.write(Data(WorkflowCommands.neutralised("chamfer: error: \(message)\n").utf8))
  }

  func warning(_ message: String) {
    background.wait()
    FileHandle.standardError.write(Data(WorkflowCommands.neutralised("chamfer: warning: \(message)\n").utf8))
  }

  func note(_ message: String) {
    background.wait()
    FileHandle.standardError.write(Data(WorkflowCommands.neutralised("chamfer: note: \(message)\n").utf8))
  }

  /// A line of its own on standard error, such as a report's closing count.
  func remark(_ message: String) {
    background.wait()
    FileHandle.standardError.write(Data(WorkflowCommands.neutralised("\(message)\n").utf8))
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
      report([Disk.overwritesInput(path)], sources: [:], files: 0)
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
      report(problems, sources: [:], files: 0)
      throw ExitCode(ExitStatus.usage)
    }
  }

  /// Prints diagnostics with the console's reporter (`format`).
  func report(_ diagnostics: [Diagnostic], sources: [String: String], files: Int) {
    report(diagnostics, sources: sources, files: files, format: format)
  }

  /// Prints diagnostics with the reporter named `format`; text goes to standard
  /// error, machine formats to standard output.
  func report(_ diagnostics: [Diagnostic], sources: [String: String], files: Int, format: String) {
    background.wait()
    writeReport(diagnostics, sources: sources, files: files, format: format)
  }

  private func writeReport(_ diagnostics: [Diagnostic], sources: [String: String], files: Int, format: String) {
    guard let reporter = DiagnosticReporters.named(format) else { return }
    let diagnostics = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    let text = reporter.report(
      diagnostics, sources: sources, files: quiet && diagnostics.isEmpty ? 0 : files, color: format == "text" && color,
      listsNotes: listsNotes)
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
    background.start(Background { [self] in writeReport(diagnostics, sources: sources, files: files, format: format) })
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

/// How much of a report the commands that check a theme print.
struct ReportOptions: ParsableArguments {
  @Flag(help: "Print errors only.")
  var quiet = false

  @Flag(help: "List each note (what a target cannot express) rather than counting them in one line.")
  var notes = false
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
