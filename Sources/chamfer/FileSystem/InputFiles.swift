import ChamferKit

/// Where one theme's files are read from: the disk, held to a project root
/// (`ProjectRoot`), or a git revision's tree, for the base of `diff --git`
/// (`RevisionRoot`).
protocol InputFiles: Sendable {
  /// A layer named on the command line, or the config in use, read as given; one that
  /// cannot be read ends the run with a message.
  func read(given path: String, console: Console) throws -> String
  /// A file that an input names, refused outside the project root; nil when there is
  /// no such file.
  func read(_ path: String) throws(SourceRefusal) -> String?
  /// The one name a file goes by, so that one reached two ways is read once.
  func identity(_ path: String) -> String
}

extension InputFiles {
  /// `read(_:)`, as the loader takes it.
  var provider: SourceProvider {
    let files = self
    return { path throws(SourceRefusal) in try files.read(path) }
  }
}

extension ProjectRoot: InputFiles {
  func read(given path: String, console: Console) throws -> String { try Disk.read(path, console: console) }

  func identity(_ path: String) -> String { Self.identity(path) }
}
