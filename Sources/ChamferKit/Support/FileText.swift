import Foundation

/// Reading an input file within `Limits.fileBytes`: a larger file is refused from its
/// size alone, so that a file of gigabytes costs no more than a small one to refuse.
///
/// The file is mapped rather than read, which makes its size known without touching
/// its bytes; only a file within the limit is decoded. Anything but a regular file (a
/// folder, a pipe, a device) counts as unreadable, so reading never waits on a pipe.
package enum FileText {
  package enum Outcome: Sendable {
    /// The file's text; invalid UTF-8 becomes U+FFFD, which the readers report where
    /// it stands.
    case text(String)
    /// The file has `bytes` bytes, more than the limit.
    case tooLarge(bytes: Int)
    /// No such file, or one that cannot be read; with `strictUTF8`, one that is not
    /// valid UTF-8 too.
    case unreadable
  }

  package static func read(_ path: String, limit: Int = Limits.fileBytes, strictUTF8: Bool = false) -> Outcome {
    // A file system that cannot map files gets the file read, and the limit after.
    guard
      let data = (try? Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false), options: .alwaysMapped))
        ?? FileManager.default.contents(atPath: path)
    else { return .unreadable }
    guard data.count <= limit else { return .tooLarge(bytes: data.count) }
    if strictUTF8 { return String(validating: data, as: UTF8.self).map(Outcome.text) ?? .unreadable }
    return .text(String(decoding: data, as: UTF8.self))
  }

  /// The error for a file of `bytes` bytes, past `limit`.
  package static func tooLarge(_ file: String, bytes: Int, limit: Int = Limits.fileBytes) -> Diagnostic {
    Diagnostic(
      "load/too-large", .error, "the file is \(bytes >> 20) MB; Chamfer reads input files up to \(limit >> 20) MB",
      at: FileLocation(file: file, line: 1, column: 1),
      hint: "split the theme into several, one per product or platform")
  }
}
