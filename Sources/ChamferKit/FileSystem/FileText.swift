import Foundation

/// Reading an input file within `Limits.fileBytes`: a larger file is refused from its
/// size alone, so that a file of gigabytes costs no more than a small one to refuse.
/// With `ProjectRoot`, `OutputFolder` and the command line's `Disk`, it is one of the
/// few places that touch the file system (`FileSystemGateTests` keeps it so).
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
    guard let data = bytes(atPath: path) else { return .unreadable }
    guard data.count <= limit else { return .tooLarge(bytes: data.count) }
    if strictUTF8 { return String(validating: data, as: UTF8.self).map(Outcome.text) ?? .unreadable }
    return .text(String(decoding: data, as: UTF8.self))
  }

  /// The file's bytes, mapped, so that its size costs nothing to learn; nil for no
  /// regular file. A file system that cannot map files gets the file read whole.
  package static func bytes(atPath path: String) -> Data? {
    (try? Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false), options: .alwaysMapped))
      ?? FileManager.default.contents(atPath: path)
  }

  /// The file's bytes, read into memory of their own (not mapped, so a later edit of the
  /// file in place does not change them); nil for no readable file.
  package static func copiedBytes(atPath path: String) -> Data? { FileManager.default.contents(atPath: path) }

  /// What is at a path, links followed.
  package enum Kind: Equatable, Sendable {
    case regularFile, folder, missing
    /// A pipe, a device or a socket, named as a message names it ("a pipe").
    case special(String)
  }

  /// What is at `path`, following symbolic links; `.missing` for nothing, or a link to nothing.
  package static func kind(atPath path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFDIR: return .folder
    case S_IFIFO: return .special("a pipe")
    case S_IFCHR, S_IFBLK: return .special("a device")
    case S_IFSOCK: return .special("a socket")
    default: return .special("not a regular file")
    }
  }

  /// Why `path` cannot be read as a file, when what is there is no regular file: a
  /// folder, pipe, device or socket (`load/not-a-file`); nil for a regular file or none.
  package static func notAFile(_ path: String) -> Diagnostic? {
    let what: String
    switch kind(atPath: path) {
    case .regularFile, .missing: return nil
    case .folder: what = "a folder"
    case .special(let kind): what = kind
    }
    return Diagnostic(
      "load/not-a-file", .error, "'\(path)' is \(what), not a regular file",
      at: FileLocation(file: path, line: 1, column: 1), hint: "name a theme or token file, not a folder, device or pipe")
  }

  /// Calls `visit` with the path of every entry below `folder` that is not a folder,
  /// relative to it (`sub/name`), in no order. A link to a folder is not followed, so a
  /// link to a parent cannot loop; `visit` may throw to stop the walk. (By hand:
  /// `FileManager.subpaths(atPath:)` spent more time trimming each path than Chamfer's
  /// templates take to parse.)
  package static func walk(_ folder: String, prefix: String = "", _ visit: (String) throws -> Void) rethrows {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      let path = folder + "/" + name
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil else { continue }
        try walk(path, prefix: prefix + name + "/", visit)
      } else {
        try visit(prefix + name)
      }
    }
  }

  /// Whether something is at `path`, following links.
  package static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  /// Whether `path` is a folder, following links.
  package static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// Whether this process may read `path`.
  package static func isReadable(_ path: String) -> Bool { FileManager.default.isReadableFile(atPath: path) }

  /// The names in `folder`, in no order; throws the reason it cannot be listed.
  package static func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder)
  }

  /// The whole text of a file Chamfer ships (a template, a schema), or one whose
  /// reason for failing to read is wanted: throws it (no such file, not UTF-8).
  package static func shippedText(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// The working folder.
  package static var workingFolder: String { FileManager.default.currentDirectoryPath }

  /// The error for a file of `bytes` bytes, past `limit`.
  package static func tooLarge(_ file: String, bytes: Int, limit: Int = Limits.fileBytes) -> Diagnostic {
    Diagnostic(
      "load/too-large", .error, "the file is \(bytes >> 20) MB; Chamfer reads input files up to \(limit >> 20) MB",
      at: FileLocation(file: file, line: 1, column: 1),
      hint: "split the theme into several, one per product or platform")
  }
}
