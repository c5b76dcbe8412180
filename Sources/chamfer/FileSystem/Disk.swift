import ArgumentParser
import ChamferKit
import Foundation

/// The only place the command line touches the file system.
enum Disk {
  /// The text of `path`; exit 66 with a message when there is none (with
  /// `load/not-a-file` for a folder, pipe or device), and 1 with
  /// `load/too-large` when it is larger than Chamfer reads, which is told from its size
  /// without reading it.
  static func read(_ path: String, console: Console) throws -> String {
    switch FileText.read(path) {
    case .text(let text):
      return text
    case .tooLarge(let bytes):
      console.report([FileText.tooLarge(path, bytes: bytes)], sources: [:], files: 1)
      throw ExitCode(ExitStatus.themeErrors)
    case .unreadable:
      // A folder, pipe or device (perhaps through a link): still an input that cannot be
      // read, with a located error that says why.
      if let notAFile = FileText.notAFile(path) {
        console.report([notAFile], sources: [:], files: 1)
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

  /// Writing that a rule forbids, before anything was written: the errors to report.
  struct Refused: Error, CustomStringConvertible {
    var diagnostics: [Diagnostic]
    init(diagnostic: Diagnostic) { diagnostics = [diagnostic] }
    init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    var description: String { diagnostics.map { "\($0.message) (\($0.hint ?? ""))" }.joined(separator: "; ") }
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
