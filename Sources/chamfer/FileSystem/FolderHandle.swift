import ChamferKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Disk {
  /// An open folder, reached without following a symbolic link, and everything done
  /// inside it relative to its descriptor rather than by path.
  ///
  /// A path is looked up again by every call that takes it, so a folder checked a
  /// moment ago may be a symbolic link by the time a file is written through it. A
  /// descriptor stays with the folder it was opened on: each folder below it is opened
  /// one name at a time with `O_NOFOLLOW`, and files are created, renamed, linked and
  /// removed by name relative to the folder that holds them. A folder swapped for a link
  /// meanwhile makes the next step fail; nothing is ever written through it. Immutable,
  /// so handles are shared between the threads that stage files; the descriptor is
  /// closed when the last reference goes.
  final class FolderHandle: Sendable {
    let descriptor: Int32
    /// Where the folder was when it was opened, for messages (and, off Linux, for
    /// listing it).
    let path: String

    private init(descriptor: Int32, path: String) {
      self.descriptor = descriptor
      self.path = path
    }

    deinit { close(descriptor) }

    static let folderFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC

    /// Why a folder could not be opened when a symbolic link stands where it should be.
    static let linkInTheWay = "a symbolic link is in the way of a folder; Chamfer writes only inside the output folder"

    /// Opens the folder at `path`, which must not be a symbolic link itself (the
    /// folders above it are the user's).
    static func opening(_ path: String) throws -> FolderHandle {
      let descriptor = open(path, folderFlags)
      guard descriptor >= 0 else {
        let code = errno
        throw WriteFailure(
          path: path, underlying: Self.error(code),
          reason: code == ELOOP ? linkInTheWay : code == ENOTDIR ? "a file is in the way of a folder" : nil)
      }
      return FolderHandle(descriptor: descriptor, path: path)
    }

    /// The folder `name` in this one; with `create`, made first when it is missing
    /// (another thread making it at the same moment is fine). A symbolic link or a file
    /// where the folder should be is an error, never followed.
    func child(named name: String, create: Bool = false) throws -> FolderHandle {
      try openChild(named: name, create: create).folder
    }

    /// `child(named:create:)`, and whether this call created the folder.
    private func openChild(named name: String, create: Bool) throws -> (folder: FolderHandle, made: Bool) {
      let shown = path + "/" + name
      var made = false
      if create {
        if mkdirat(descriptor, name, 0o777) == 0 {
          made = true
        } else if errno != EEXIST {
          throw WriteFailure(path: shown, underlying: Self.error(errno))
        }
      }
      let opened = openat(descriptor, name, Self.folderFlags)
      guard opened >= 0 else {
        let code = errno
        switch kind(of: name) {
        case .other:
          throw WriteFailure(path: shown, underlying: Self.error(ELOOP), reason: Self.linkInTheWay)
        case .file:
          throw WriteFailure(path: shown, underlying: Self.error(ENOTDIR), reason: "a file is in the way of a folder")
        case .folder, .missing:
          throw WriteFailure(path: shown, underlying: Self.error(code))
        }
      }
      return (FolderHandle(descriptor: opened, path: shown), made)
    }

    /// The folder at `relative` (names separated by `/`) below this one, opened one
    /// name at a time; with `create`, missing ones are made, and `made` gets the
    /// relative path of each folder this call created, outermost first.
    func folder<Names: Collection>(at names: Names, create: Bool = false, made: inout [String]) throws -> FolderHandle
    where Names.Element: StringProtocol {
      var current = self
      var walked: [String] = []
      for name in names {
        walked.append(String(name))
        let next = try current.openChild(named: String(name), create: create)
        current = next.folder
        if next.made { made.append(walked.joined(separator: "/")) }
      }
      return current
    }

    func folder<Names: Collection>(at names: Names, create: Bool = false) throws -> FolderHandle
    where Names.Element: StringProtocol {
      var made: [String] = []
      return try folder(at: names, create: create, made: &made)
    }

    /// What `name` in this folder is, not following a link.
    func kind(of name: String) -> Kind {
      var info = stat()
      guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
        return errno == ENOENT || errno == ENOTDIR ? .missing : .other
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG: return .file
      case S_IFDIR: return .folder
      default: return .other
      }
    }

    /// What is at `relative` below this folder: `.missing` when a folder on the way is
    /// missing, `.other` when something that is no folder (a link, a file) is on the way.
    func kind(at relative: String) -> Kind {
      reachableKind(at: relative) ?? .other
    }

    /// What is at `relative`, or nil when a link or a file stands where a folder on the
    /// way should be.
    func reachableKind(at relative: String) -> Kind? {
      let names = relative.split(separator: "/").map(String.init)
      guard let last = names.last else { return .folder }
      var current = self
      for name in names.dropLast() {
        switch current.kind(of: name) {
        case .folder:
          guard let next = try? current.child(named: name) else { return nil }
          current = next
        case .missing: return .missing
        case .file, .other: return nil
        }
      }
      return current.kind(of: last)
    }

    /// Whether this process may create files in this folder.
    var isWritable: Bool { faccessat(descriptor, ".", W_OK, 0) == 0 }

    /// Opens the regular file `name` in this folder for reading; nil for anything else
    /// (a link is not followed, a pipe is never waited on).
    func openRegularFile(named name: String) -> Int32? {
      let opened = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard opened >= 0 else { return nil }
      var info = stat()
      guard fstat(opened, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        close(opened)
        return nil
      }
      return opened
    }

    /// The regular file at `relative` below this folder, open for reading, reached
    /// through real folders only; nil when there is none.
    func openRegularFile(at relative: String) -> Int32? {
      let names = relative.split(separator: "/")
      guard let last = names.last, let folder = try? folder(at: names.dropLast()) else { return nil }
      return folder.openRegularFile(named: String(last))
    }

    /// Creates the file `name` in this folder for writing; it must not exist yet.
    func createFile(named name: String) throws -> Int32 {
      let opened = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard opened >= 0 else { throw WriteFailure(path: path + "/" + name, underlying: Self.error(errno)) }
      return opened
    }

    /// The bytes of the regular file `name` here, up to `limit`; `.tooLarge` from its
    /// size alone.
    func read(_ name: String, limit: Int) -> FileText.Outcome {
      guard let opened = openRegularFile(named: name) else { return .unreadable }
      let handle = FileHandle(fileDescriptor: opened, closeOnDealloc: true)
      var info = stat()
      guard fstat(opened, &info) == 0 else { return .unreadable }
      guard Int(info.st_size) <= limit else { return .tooLarge(bytes: Int(info.st_size)) }
      guard let data = try? handle.readToEnd() ?? Data() else { return .unreadable }
      guard data.count <= limit else { return .tooLarge(bytes: data.count) }
      return .text(String(decoding: data, as: UTF8.self))
    }

    /// Moves `name` from this folder to `target` in `folder`, replacing what is there in
    /// one step (a link there is replaced itself, never followed).
    func rename(_ name: String, to folder: FolderHandle, as target: String? = nil) throws {
      if renameat(descriptor, name, folder.descriptor, target ?? name) != 0 {
        throw WriteFailure(path: folder.path + "/" + (target ?? name), underlying: Self.error(errno))
      }
    }

    /// Makes `name` in `folder` a second name for `name` here (a link here is linked
    /// itself, not what it points to).
    func link(_ name: String, into folder: FolderHandle) throws {
      if linkat(descriptor, name, folder.descriptor, name, 0) != 0 {
        throw WriteFailure(path: folder.path + "/" + name, underlying: Self.error(errno))
      }
    }

    /// Copies the regular file `name` here to `name` in `folder`, for a file system
    /// that cannot link.
    func copy(_ name: String, into folder: FolderHandle) throws {
      guard let source = openRegularFile(named: name) else {
        throw WriteFailure(path: path + "/" + name, underlying: Self.error(EINVAL), reason: "not a regular file")
      }
      let reader = FileHandle(fileDescriptor: source, closeOnDealloc: true)
      let writer = FileHandle(fileDescriptor: try folder.createFile(named: name), closeOnDealloc: true)
      do {
        while let piece = try reader.read(upToCount: 1 << 20), !piece.isEmpty { try writer.write(contentsOf: piece) }
      } catch {
        throw WriteFailure(path: folder.path + "/" + name, underlying: error)
      }
    }

    /// Removes `name` here: a file or link, or with `folder` an empty folder.
    func remove(_ name: String, folder: Bool = false) throws {
      if unlinkat(descriptor, name, folder ? AT_REMOVEDIR : 0) != 0 {
        throw WriteFailure(path: path + "/" + name, underlying: Self.error(errno))
      }
    }

    /// Removes `name` here and, when it is a folder, everything in it; a link is
    /// removed itself, never followed. Nothing when it is missing.
    func removeTree(named name: String) throws {
      switch kind(of: name) {
      case .missing: return
      case .folder:
        let folder = try child(named: name)
        for entry in folder.names() { try? folder.removeTree(named: entry) }
        try remove(name, folder: true)
      case .file, .other: try remove(name)
      }
    }

    /// Removes the folders on `relative` (a folder path below this one) that are
    /// empty, deepest first; stops at the first that holds anything.
    func removeEmptyFolders(along relative: [String]) {
      var chain: [FolderHandle] = [self]
      for name in relative {
        guard let next = try? chain[chain.count - 1].child(named: name) else { break }
        chain.append(next)
      }
      for depth in stride(from: chain.count - 1, to: 0, by: -1) {
        guard (try? chain[depth - 1].remove(relative[depth - 1], folder: true)) != nil else { return }
      }
    }

    /// The names in this folder, in no order. On Linux the folder is listed through its
    /// descriptor; elsewhere by its path, which may by now name another folder, so a
    /// name listed is only ever acted on through this handle.
    func names() -> [String] {
      #if os(Linux)
        if let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd/\(descriptor)") {
          return names
        }
      #endif
      return (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }

    /// The lock file `name` here, opened (created when missing) for `flock`.
    func openLockFile(named name: String) -> Int32 {
      openat(descriptor, name, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    }

    /// The status of `name` here, not following a link.
    func status(of name: String) -> stat? {
      var info = stat()
      return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// Closes a descriptor one of these calls handed out (for types whose own
    /// `close()` hides the system's).
    static func closeDescriptor(_ descriptor: Int32) { close(descriptor) }

    static func error(_ code: Int32) -> POSIXError { POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
  }
}
