import ChamferKit
import Foundation

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

/// The folder whose files an input may name. Themes, configs and token files name
/// other files (`extends`, `$ref`, Theo `imports`, token sets); Chamfer reads such a
/// file only when it is a regular file inside this folder, reached through no symbolic
/// link that leaves it. The files named on the command line are read as given.
struct ProjectRoot: InputFiles {
  /// Absolute, with every symbolic link resolved.
  let path: String
  /// How the folder was chosen, for messages: "the folder of chamfer.yml".
  let origin: String

  static let help: String =
    "The project's top folder: files that inputs name (extends, $ref, imports) must be inside it. Defaults to the folder of the config, else the git work tree, else the first input's folder."

  /// At most this many symbolic links are followed for one path; more is a cycle.
  static let maximumLinks = 40

  /// `--root` when given; else the folder of the config in use; else the git work tree
  /// around the first input (the nearest folder holding `.git`); else the first input's
  /// folder.
  static func find(root: String?, config: String?, firstInput: String?) -> ProjectRoot {
    if let root { return ProjectRoot(folder: root, origin: "given by --root") }
    if let config { return ProjectRoot(folder: folder(of: config), origin: "the folder of \(config)") }
    let start = folder(of: firstInput ?? ".")
    var candidate = resolve(absolute(start)) ?? absolute(start)
    while true {
      if FileManager.default.fileExists(atPath: candidate + "/.git") {
        return ProjectRoot(folder: candidate, origin: "the git work tree")
      }
      guard candidate != "/" else { break }
      candidate = Paths.normalize(candidate + "/..")
    }
    return ProjectRoot(folder: start, origin: "the folder of \(firstInput ?? "the input")")
  }

  init(folder: String, origin: String) {
    let absolute = Self.absolute(folder)
    path = Self.resolve(absolute) ?? absolute
    self.origin = origin
  }

  /// What `--root DIR` names must be a folder.
  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  func read(given path: String, console: Console) throws -> String { try Disk.read(path, console: console) }

  func identity(_ path: String) -> String { Self.identity(path) }

  /// The one name of a file, for telling files apart: links resolved.
  static func identity(_ path: String) -> String {
    let absolute = absolute(path)
    return resolve(absolute) ?? absolute
  }

  /// The text of `path` (as `Paths.resolve` gave it), nil when there is no such file.
  func read(_ path: String) throws(SourceRefusal) -> String? {
    let absolute = Self.absolute(path)
    let hint = "Chamfer reads only files inside the project root, \(origin); pass --root DIR to read files under DIR"
    var hops: [String] = []
    guard let real = Self.resolve(absolute, hops: &hops) else {
      throw SourceRefusal(
        .linkCycle, "leads through symbolic links that go round in a circle",
        hint: "point the link at the file itself")
    }
    if let outside = hops.first(where: { !contains($0) }) ?? (contains(real) ? nil : real) {
      guard contains(absolute) else {
        throw SourceRefusal(.outsideRoot, "is outside the project root '\(self.path)'", hint: hint)
      }
      throw SourceRefusal(
        .outsideRoot, "leads through a symbolic link to '\(outside)', outside the project root '\(self.path)'",
        hint: hint)
    }
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: real) else { return nil }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw SourceRefusal(
        .notAFile, "is not a regular file", hint: "name a theme or token file, not a folder, device or pipe")
    }
    switch FileText.read(real) {
    case .text(let text): return text
    case .unreadable: return nil
    case .tooLarge(let bytes):
      throw SourceRefusal(
        .tooLarge, "is \(bytes >> 20) MB; Chamfer reads input files up to \(Limits.fileBytes >> 20) MB",
        hint: "split the file into several")
    }
  }

  /// Whether the absolute path `candidate` is the root or inside it.
  func contains(_ candidate: String) -> Bool {
    path == "/" || candidate == path || candidate.hasPrefix(path + "/")
  }

  static func folder(of file: String) -> String {
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
    return folder.isEmpty ? "." : folder
  }

  static func absolute(_ path: String) -> String {
    Paths.normalize(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
  }

  static func resolve(_ absolute: String) -> String? {
    var hops: [String] = []
    return resolve(absolute, hops: &hops)
  }

  /// `absolute` with every symbolic link on the way resolved, each link's destination
  /// added to `hops`; nil after `maximumLinks` links, a cycle. A part that does not
  /// exist is kept as written.
  static func resolve(_ absolute: String, hops: inout [String]) -> String? {
    var pending = absolute.split(separator: "/").map(String.init).reversed() as [String]
    var resolved: [String] = []
    while let part = pending.popLast() {
      if part == "." { continue }
      if part == ".." {
        _ = resolved.popLast()
        continue
      }
      let candidate = "/" + (resolved + [part]).joined(separator: "/")
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) else {
        resolved.append(part)
        continue
      }
      guard hops.count < maximumLinks else { return nil }
      let base = "/" + resolved.joined(separator: "/")
      hops.append(Paths.normalize(target.hasPrefix("/") ? target : base + "/" + target))
      if target.hasPrefix("/") { resolved = [] }
      pending += target.split(separator: "/").map(String.init).reversed()
    }
    return "/" + resolved.joined(separator: "/")
  }
}
