import ChamferKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Disk {
  /// What `publish` did.
  struct Publication {
    var written = 0
    var unchanged = 0
    /// Files an earlier build wrote here that this one no longer produces.
    var stale: [String] = []
    /// Stale files removed under `--clean`.
    var removed: [String] = []
    /// Problems with the manifest and with stale files left in place: unusable manifest
    /// lines, files changed since Chamfer wrote them, files it cannot vouch for.
    var warnings: [Diagnostic] = []
  }

  /// The list of files Chamfer wrote into an output folder, with their hashes.
  static let manifestName = OutputManifest.fileName

  /// Puts `files` (paths relative to `folder`) into `folder`, all or nothing; see
  /// `Publisher`.
  static func publish(
    _ files: [(path: String, contents: String)], into folder: String, clean: Bool, console: Console, wait: Bool = true
  ) throws -> Publication {
    let publisher = Publisher(into: folder)
    defer { publisher.abandon() }
    try publisher.lock(wait: wait, console: console)
    for file in files { try publisher.add(file.path, file.contents) }
    return try publisher.finish(clean: clean)
  }

  /// Puts files into an output folder, all or nothing, taking them one at a time so a
  /// large build never holds every file in memory.
  ///
  /// `lock` takes the folder for this process (another build waits) and removes the
  /// staging folders of builds that were killed. `add` writes each changed file into a
  /// staging folder inside the output folder at once; `finish` checks every destination,
  /// then renames them all into place, putting back the old files if a rename fails, so
  /// the folder is wholly old or wholly new. Files whose bytes did not change are not
  /// touched. The manifest records what Chamfer wrote and the hash of each file, so files
  /// it no longer produces are reported, and removed with `clean` only while they still
  /// hold what Chamfer wrote; files it never wrote are never touched.
  final class Publisher: @unchecked Sendable {
    // Unchecked: used by one thread at a time; writers it hands out are separate objects.
    /// The output folder as the user wrote it, for messages.
    let folder: String
    let root: URL
    /// The name of the folder inside the output folder where changed files wait, so the
    /// renames stay on one file system; created by the first file that differs.
    let stagingName: String
    /// The name of the folder where the files a publication replaces are kept until it
    /// is complete.
    let previousName: String
    private let manager = FileManager.default
    /// The output folder, opened once `lock` has approved it: every file and folder of
    /// the publication is reached from it one name at a time, never by path, so a
    /// folder swapped for a symbolic link meanwhile cannot send a write elsewhere.
    private var handle: FolderHandle?
    private var produced: [OutputManifest.Entry] = []
    /// Path prefixes this build leaves alone (`Build.spareOthers`): a file an earlier
    /// build wrote there is neither stale nor removed, and stays in the manifest.
    var spared: [String] = []
    private var staged: [String] = []
    private var unchanged = 0
    private var held: FolderLock?
    /// True when this build made the output folder, which then goes again if the build
    /// leaves it empty.
    private var madeRoot = false
    /// The project root, when the repository names this folder (`out:`, `outputs.*.path`)
    /// rather than the command line: the folder must then resolve inside it.
    var namedBy: ProjectRoot?
    /// Where the repository names the folder, for errors about it.
    var namedAt: FileLocation?
    /// `--force`: a file that is in the way and that the manifest does not list is
    /// replaced and adopted, rather than refused.
    var adopts = false

    init(into folder: String) {
      self.folder = folder
      root = URL(fileURLWithPath: folder).standardizedFileURL
      stagingName = StagingOwner.current.folderName()
      previousName = stagingName + "-previous"
    }

    /// The folder this publisher writes, by its real path, so two spellings of one
    /// folder (`build/`, `./build`, a symbolic link to it) are recognised as one.
    var resolvedRoot: String { Disk.resolvedPath(folder) }

    /// The open output folder; `lock` opens it.
    private func opened() throws -> FolderHandle {
      guard let handle else { throw WriteFailure(path: folder, underlying: POSIXError(.EBADF), reason: "not locked") }
      return handle
    }

    /// Takes the folder's lock, waiting for another build that holds it unless `wait`
    /// is false, then removes staging folders left by builds that no longer run.
    func lock(wait: Bool, console: Console) throws {
      guard held == nil else { return }
      if let refusal = OutputFolder.problem(folder, namedBy: namedBy) {
        throw Refused(diagnostic: refusal.diagnostic(folder: folder, at: namedAt))
      }
      madeRoot = !manager.fileExists(atPath: root.path)
      do {
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
      } catch {
        throw WriteFailure(path: folder, underlying: error)
      }
      let handle = try FolderHandle.opening(root.path)
      self.handle = handle
      held = try FolderLock.acquire(in: handle, display: folder, wait: wait, console: console)
      for (name, owner) in StagingOwner.abandoned(in: handle) {
        guard (try? handle.removeTree(named: name)) != nil else { continue }
        console.note(
          "removed \(folder)/\(name), left by a build (process \(owner)) that stopped before it finished")
      }
    }

    /// A writer for the file at `path` (relative to the output folder, already
    /// checked); safe to call from any thread once the folder is locked (before, the
    /// writer fails). Hand it back to `add` once closed.
    func writer(for path: String) -> StagedFile {
      StagedFile(path: path, destination: root.appendingPathComponent(path), root: handle, stagingName: stagingName)
    }

    /// Stages `contents` at `path` (relative to the output folder) if it differs from
    /// the file there now.
    func add(_ path: String, _ contents: String) throws {
      if let problem = OutputPath.problem(path) {
        throw WriteFailure(path: path, underlying: POSIXError(.EINVAL), reason: "the output path \(problem)")
      }
      try add(written(path, contents))
    }

    /// Takes a closed writer's file into the publication.
    func add(_ file: StagedFile) throws {
      if let failure = file.failure { throw WriteFailure(path: file.destination.path, underlying: failure) }
      produced.append(OutputManifest.Entry(path: file.path, hash: file.hash))
      if file.changed { staged.append(file.path) } else { unchanged += 1 }
    }

    private func written(_ path: String, _ contents: String) -> StagedFile {
      let file = writer(for: path)
      file.write(Array(contents.utf8))
      file.close()
      return file
    }

    /// Removes what was staged and not published, and lets the folder go; harmless
    /// after `finish`.
    func abandon() {
      if let handle {
        for name in [stagingName, previousName] { try? handle.removeTree(named: name) }
      }
      held?.release()
      held = nil
      handle = nil
      // `rmdir` removes only an empty folder: one that another build has begun to use stays.
      if madeRoot { _ = rmdir(root.path) }
    }

    /// The manifest an earlier build left, read as untrusted input.
    private func previousManifest() throws -> (entries: [OutputManifest.Entry], warnings: [Diagnostic]) {
      switch try opened().read(Disk.manifestName, limit: Limits.fileBytes) {
      case .text(let text): return OutputManifest.read(text, file: manifestPath)
      case .unreadable: return ([], [])
      case .tooLarge(let bytes): return ([], [OutputManifest.tooLarge(file: manifestPath, bytes: bytes)])
      }
    }

    /// Updates the manifest, renames every staged file into place and then deals with
    /// stale files: `prepare`, `commit` and `complete` in one.
    func finish(clean: Bool) throws -> Publication {
      defer { abandon() }
      try prepare(clean: clean)
      var renamed = 0
      try commit(renamed: &renamed)
      return complete()
    }

    /// What `prepare` found, for `complete`.
    private var result = Publication()
    private var stale: [OutputManifest.Entry] = []
    private var clean = false
    /// The files `commit` moved (relative paths), with whether the ones they replaced
    /// are kept in the previous folder, and the folders it made: what `undo` puts back.
    private var replaced: [(path: String, backedUp: Bool)] = []
    private var createdFolders: [String] = []

    /// Reads the earlier manifest, stages the new one, and checks that every staged file
    /// can go into place; changes nothing in the folder.
    func prepare(clean: Bool) throws {
      self.clean = clean
      result.unchanged = unchanged
      let handle = try opened()
      let (earlier, warnings) = try previousManifest()
      result.warnings = warnings
      try refuseForeignFiles(listed: Set(earlier.map(\.path)))
      let producedPaths = Set(produced.map(\.path))
      func isSpared(_ entry: OutputManifest.Entry) -> Bool { spared.contains { entry.path.hasPrefix($0) } }
      let gone = earlier.filter { !producedPaths.contains($0.path) }
      let others = gone.filter(isSpared)
      stale = gone.filter { !isSpared($0) && handle.kind(at: $0.path) != .missing }
      result.stale = stale.map(\.path)
      result.written = staged.count
      // Without --clean the stale entries stay listed, so the next build reports them
      // again; with it they go, removed or handed back to the user.
      let manifest = OutputManifest.text(produced + others + (clean ? [] : stale))
      let manifestFile = written(Disk.manifestName, manifest)
      if let failure = manifestFile.failure { throw WriteFailure(path: manifestFile.destination.path, underlying: failure) }
      // The manifest goes last, so it never lists a file that did not arrive.
      if manifestFile.changed { staged.append(Disk.manifestName) }
      try checkDestinations()
    }

    /// Renames the staged files into place; when one fails, the ones already moved are
    /// put back as they were, and the failure is thrown. `renamed` counts renames across
    /// every publisher of a build, for `TestHooks.failAfterRenames`.
    ///
    /// Every folder is opened from the output folder one name at a time, and every
    /// rename and link is made relative to the folders so opened: a folder swapped for a
    /// symbolic link since `checkDestinations` fails the publication (and everything is
    /// put back), rather than letting a file land where the link points.
    func commit(renamed: inout Int) throws {
      let handle = try opened()
      for path in staged {
        let destination = root.appendingPathComponent(path)
        let names = path.split(separator: "/")
        let name = String(names.last ?? "")
        do {
          let target = try handle.folder(at: names.dropLast(), create: true, made: &createdFolders)
          if let failAfter = TestHooks.failAfterRenames, renamed >= failAfter { throw POSIXError(.EIO) }
          // Keep the old file under another name (a second link to it, so it never
          // leaves its place) until every file has arrived.
          var backedUp = false
          if target.kind(of: name) != .missing {
            let kept = try handle.folder(at: [Substring(previousName)] + names.dropLast(), create: true)
            do { try target.link(name, into: kept) } catch { try target.copy(name, into: kept) }
            backedUp = true
          }
          // rename(2) replaces the old file in one step: readers see the old or the new file.
          let staging = try handle.folder(at: [Substring(stagingName)] + names.dropLast())
          try staging.rename(name, to: target)
          replaced.append((path, backedUp))
          renamed += 1
        } catch {
          undo()
          if let failure = error as? WriteFailure, let reason = failure.reason {
            throw WriteFailure(
              path: failure.path, underlying: failure.underlying, reason: reason + "; every file was put back as it was")
          }
          let underlying = (error as? WriteFailure)?.underlying ?? error
          throw WriteFailure(
            path: destination.path, underlying: underlying,
            reason: (Disk.reason(underlying) ?? "\(underlying)") + "; every file was put back as it was")
        }
      }
    }

    /// Puts back every file `commit` replaced, and removes the ones it added.
    func undo() {
      guard let handle else { return }
      for move in replaced.reversed() {
        let names = move.path.split(separator: "/")
        let name = String(names.last ?? "")
        guard let target = try? handle.folder(at: names.dropLast()) else { continue }
        if move.backedUp, let kept = try? handle.folder(at: [Substring(previousName)] + names.dropLast()) {
          try? kept.rename(name, to: target)
        } else {
          try? target.remove(name)
        }
      }
      for folder in createdFolders.reversed() {
        let names = folder.split(separator: "/")
        guard let parent = try? handle.folder(at: names.dropLast()) else { continue }
        try? parent.remove(String(names.last ?? ""), folder: true)
      }
      replaced = []
      createdFolders = []
    }

    /// Once every publisher has committed: removes stale files under `clean`, lets the
    /// folder go, and says what was done.
    func complete() -> Publication {
      defer { abandon() }
      if clean, let handle { removeStale(stale, from: handle, into: &result) }
      return result
    }

    /// The manifest as messages name it.
    private var manifestPath: String { "\(folder)/\(Disk.manifestName)" }

    /// Refuses to replace what Chamfer did not write: a file (or link) where a staged
    /// file goes that the earlier manifest does not list, unless `adopts`.
    private func refuseForeignFiles(listed: Set<String>) throws {
      guard !adopts else { return }
      let handle = try opened()
      // A link or file on the way is no file in the way: `checkDestinations` refuses it.
      let foreign = staged.filter { !listed.contains($0) && (handle.reachableKind(at: $0) ?? .missing) != .missing }
      guard !foreign.isEmpty else { return }
      throw Refused(
        diagnostics: foreign.map { path in
          Diagnostic(
            "output/not-chamfers", .error,
            "'\(folder)/\(path)' is in the way: Chamfer did not write it, and would replace it",
            at: FileLocation(file: "\(folder)/\(path)", line: 1, column: 1),
            hint: "move the file away, or pass --force to replace it and let Chamfer own it from now on")
        })
    }

    /// Makes sure every destination can take a file before moving any: a folder where
    /// a file goes, a file where a folder goes, or a folder that cannot be written would
    /// otherwise stop the renames half-way. (`commit` opens every folder again without
    /// following links, so what changes after this check can fail it, never redirect it.)
    private func checkDestinations() throws {
      let handle = try opened()
      for path in staged {
        let names = path.split(separator: "/").map(String.init)
        var nearest: [String] = []
        for depth in 1..<max(names.count, 1) {
          let prefix = names[..<depth].joined(separator: "/")
          let shown = root.appendingPathComponent(prefix).path
          switch handle.kind(at: prefix) {
          case .folder:
            nearest = Array(names[..<depth])
            continue
          case .missing: break
          case .file:
            throw WriteFailure(path: shown, underlying: POSIXError(.ENOTDIR), reason: "a file is in the way of a folder")
          case .other:
            throw WriteFailure(path: shown, underlying: POSIXError(.ENOTDIR), reason: FolderHandle.linkInTheWay)
          }
          break
        }
        // A symbolic link is replaced itself; what it points to is never written.
        if handle.kind(at: path) == .folder {
          let destination = root.appendingPathComponent(path)
          throw WriteFailure(path: destination.path, underlying: POSIXError(.EISDIR), reason: "a folder is in the way")
        }
        let writable = (try? handle.folder(at: nearest))?.isWritable ?? false
        if !writable {
          let shown = nearest.isEmpty ? folder : root.appendingPathComponent(nearest.joined(separator: "/")).path
          throw WriteFailure(path: shown, underlying: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EACCES))
        }
      }
    }

    /// Removes each stale file that is still a regular file holding exactly what
    /// Chamfer wrote, reached through real folders only; any other is reported and left
    /// alone.
    private func removeStale(_ stale: [OutputManifest.Entry], from handle: FolderHandle, into result: inout Publication) {
      for entry in stale {
        let shown = "\(folder)/\(entry.path)"
        func keep(_ id: String, _ message: String, hint: String) {
          result.warnings.append(
            Diagnostic(
              id, .warning, message, at: FileLocation(file: manifestPath, line: max(entry.line, 1), column: 1), hint: hint))
        }
        guard handle.kind(at: entry.path) == .file else {
          keep(
            "manifest/not-a-file", "left '\(shown)': it is no longer a regular file Chamfer wrote",
            hint: "Chamfer removes only regular files, reached through no symbolic link")
          continue
        }
        guard let hash = entry.hash else {
          keep(
            "manifest/unverified-file",
            "left '\(shown)': an older Chamfer wrote it and recorded no hash, so it cannot tell whether it was changed",
            hint: "remove it by hand if nothing needs it")
          continue
        }
        guard Disk.hash(ofFileAt: entry.path, in: handle) == hash else {
          keep(
            "manifest/changed-file", "left '\(shown)': it changed since Chamfer wrote it",
            hint: "Chamfer no longer writes this file; remove it by hand if nothing needs it")
          continue
        }
        let names = entry.path.split(separator: "/").map(String.init)
        do {
          try handle.folder(at: names.dropLast()).remove(names[names.count - 1])
        } catch {
          let reason = Disk.reason((error as? WriteFailure)?.underlying ?? error) ?? "\(error)"
          keep("manifest/cannot-remove", "could not remove '\(shown)': \(reason)", hint: "remove it by hand")
          continue
        }
        result.removed.append(entry.path)
        handle.removeEmptyFolders(along: Array(names.dropLast()))
      }
    }
  }

  /// What is at a path, without following a symbolic link at its end or on the way
  /// (from the first folder that exists).
  enum Kind { case missing, file, folder, other }

  static func kind(of path: String) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .other }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// `path` made absolute, with `.` and `..` folded and symbolic links resolved as far
  /// as the path exists, so two spellings of one place compare equal.
  static func resolvedPath(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL
    var existing = absolute
    var rest: [String] = []
    while kind(of: existing.path) == .missing, existing.path != "/" {
      rest.insert(existing.lastPathComponent, at: 0)
      existing = existing.deletingLastPathComponent()
    }
    var resolved = existing.resolvingSymlinksInPath()
    for part in rest { resolved.appendPathComponent(part) }
    return resolved.standardizedFileURL.path
  }

  /// The manifest hash of the regular file at `relative` below `folder`, reached
  /// through real folders only and read a piece at a time; nil when it cannot be read.
  static func hash(ofFileAt relative: String, in folder: FolderHandle) -> UInt64? {
    guard let descriptor = folder.openRegularFile(at: relative) else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var hasher = XXH64()
    do {
      // An empty piece, or none, is the end of the file.
      while let piece = try handle.read(upToCount: 1 << 20), !piece.isEmpty { hasher.update(piece) }
    } catch {
      return nil
    }
    return hasher.value
  }

  /// Refusing to write over a file the command reads.
  static func overwritesInput(_ path: String) -> Diagnostic {
    Diagnostic(
      "output/overwrites-input", .error, "'\(path)' is one of the inputs; writing it would replace it", at: nil,
      hint: "write the output to a file of its own")
  }

  /// The operating system's words for a POSIX error, if it is one.
  static func reason(_ error: any Error) -> String? {
    let error = error as NSError
    guard error.domain == NSPOSIXErrorDomain, let text = strerror(Int32(error.code)) else { return nil }
    return String(cString: text)
  }

  /// Which process staged files into a folder, written into the staging folder's name:
  /// `.chamfer-staging-<pid>.<start>-<random>`, where start is when the process started
  /// (Linux: clock ticks after boot), so that a later process given the same id is not
  /// mistaken for the owner.
  struct StagingOwner: Equatable, CustomStringConvertible {
    var pid: Int32
    /// 0 when unknown.
    var start: UInt64

    static let current = StagingOwner(
      pid: ProcessInfo.processInfo.processIdentifier, start: startTime(of: ProcessInfo.processInfo.processIdentifier) ?? 0)

    var description: String { "\(pid)" }

    func folderName() -> String {
      "\(OutputManifest.stagingPrefix)\(pid).\(start)-\(UUID().uuidString)"
    }

    /// The owner a staging folder's name records; nil for a name that is not one.
    /// Names of earlier Chamfers (`.chamfer-staging-<pid>-<uuid>`) give the pid alone.
    init?(folderName name: String) {
      guard name.hasPrefix(OutputManifest.stagingPrefix) else { return nil }
      let owner = name.dropFirst(OutputManifest.stagingPrefix.count).prefix { $0 != "-" }
      let parts = owner.split(separator: ".", omittingEmptySubsequences: false)
      guard let pid = Int32(parts[0]), pid > 0, parts.count <= 2 else { return nil }
      self.pid = pid
      start = parts.count == 2 ? UInt64(parts[1]) ?? 0 : 0
    }

    init(pid: Int32, start: UInt64) {
      self.pid = pid
      self.start = start
    }

    /// Whether the process that made the folder may still be running.
    var isAlive: Bool {
      if kill(pid, 0) != 0, errno == ESRCH { return false }
      if start != 0, let now = Self.startTime(of: pid), now != start { return false }
      return true
    }

    /// When process `pid` started, from /proc (Linux only).
    static func startTime(of pid: Int32) -> UInt64? {
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
      let text = String(decoding: data, as: UTF8.self)
      // The command name in parentheses may hold spaces; fields count from after it.
      guard let close = text.lastIndex(of: ")") else { return nil }
      let fields = text[text.index(after: close)...].split(separator: " ")
      // Field 22, starttime; fields after the name start at 3.
      return fields.count > 19 ? UInt64(fields[19]) : nil
    }

    /// The staging folders in `root` whose processes have ended, by name, with their
    /// owners; never one of a process that may still run, nor anything but a folder.
    static func abandoned(in root: FolderHandle) -> [(name: String, owner: StagingOwner)] {
      root.names().sorted().compactMap { name in
        guard let owner = StagingOwner(folderName: name), owner != current, !owner.isAlive,
          root.kind(of: name) == .folder
        else { return nil }
        return (name, owner)
      }
    }
  }

  /// An exclusive lock on an output folder, held through a lock file in it with
  /// flock(2); the kernel lets it go when the process ends, however it ends. The file is
  /// removed on release; a waiter that then holds a removed file tries again.
  final class FolderLock {
    /// The output folder, which the lock file is opened and removed in by name.
    private let folder: FolderHandle
    private var descriptor: Int32

    private init(folder: FolderHandle, descriptor: Int32) {
      self.folder = folder
      self.descriptor = descriptor
    }

    /// How long a build waits quietly before it says what it is waiting for.
    static let quietWait = 1.0

    static func acquire(in root: FolderHandle, display: String, wait: Bool, console: Console) throws -> FolderLock {
      let name = OutputManifest.lockName
      let path = root.path + "/" + name
      let started = Date()
      var told = false
      while true {
        let descriptor = root.openLockFile(named: name)
        guard descriptor >= 0 else {
          let reason = errno == ELOOP ? "it is a symbolic link; remove it" : nil
          throw WriteFailure(path: path, underlying: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO), reason: reason)
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
          // The holder before may have removed the file after this one opened it.
          var held = stat()
          if fstat(descriptor, &held) == 0, let named = root.status(of: name), held.st_ino == named.st_ino,
            held.st_dev == named.st_dev
          {
            return FolderLock(folder: root, descriptor: descriptor)
          }
          close(descriptor)
          continue
        }
        let busy = errno == EWOULDBLOCK || errno == EAGAIN
        close(descriptor)
        guard busy else { throw WriteFailure(path: path, underlying: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
        guard wait else { throw Busy(folder: display) }
        if !told, Date().timeIntervalSince(started) >= quietWait {
          console.note("waiting for another chamfer writing to '\(display)' to finish")
          told = true
        }
        usleep(50_000)
      }
    }

    func release() {
      guard descriptor >= 0 else { return }
      try? folder.remove(OutputManifest.lockName)
      close(descriptor)
      descriptor = -1
    }

    deinit { release() }

    /// Another build holds the folder and `--no-wait` was given.
    struct Busy: Error {
      var folder: String
      var diagnostic: Diagnostic {
        Diagnostic(
          "output/busy", .error, "another chamfer is writing to '\(folder)'", at: nil,
          hint: "wait for it to finish, or run without --no-wait to wait for it")
      }
    }
  }
}

/// Failure points for tests, set through the environment; inert otherwise.
enum TestHooks {
  /// The environment, read once: `ProcessInfo` copies every variable into a new
  /// dictionary each time it is asked.
  private static let environment = ProcessInfo.processInfo.environment

  /// `CHAMFER_TEST_FAIL_AFTER_RENAMES=N`: publishing fails as if the disk broke after N
  /// files were renamed into place.
  static let failAfterRenames = environment["CHAMFER_TEST_FAIL_AFTER_RENAMES"].flatMap { Int($0) }

  /// `CHAMFER_TEST_PAUSE_FILE=PATH` and `CHAMFER_TEST_PAUSE_AT=POINT`: at that point of
  /// a build (`read`: every input is read; `publish`: every file is staged) or of
  /// `diff --git` (`diff-base`: the theme at the revision is read, git still open) it
  /// creates PATH.reached and waits until PATH exists (at most a minute).
  static func pause(at point: String) {
    guard environment["CHAMFER_TEST_PAUSE_AT"] == point, let path = environment["CHAMFER_TEST_PAUSE_FILE"],
      !FileManager.default.fileExists(atPath: path)
    else { return }
    _ = FileManager.default.createFile(atPath: path + ".reached", contents: Data())
    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: path), Date() < deadline { usleep(20_000) }
  }
}
