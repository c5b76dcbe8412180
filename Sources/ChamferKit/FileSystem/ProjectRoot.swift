import Foundation

/// The folder whose files an input may name. Themes, configs and token files name
/// other files (`extends`, `$ref`, Theo `imports`, token sets); Chamfer reads such a
/// file only when it is a regular file inside this folder, reached through no symbolic
/// link that leaves it. The files named on the command line are read as given.
package struct ProjectRoot: Sendable {
  /// Absolute, with every symbolic link resolved.
  package let path: String
  /// How the folder was chosen, for messages: "the folder of chamfer.yml".
  package let origin: String

  package static let help: String =
    "The project's top folder: files that inputs name (extends, $ref, imports, templates, output folders) must be inside it. Defaults to the git work tree around the config or the first input, else that file's folder."

  /// At most this many symbolic links are followed for one path; more is a cycle.
  package static let maximumLinks = 40

  /// `--root` when given; else the git work tree around the config in use, or around
  /// the first input when there is none (the nearest folder holding `.git`); else the
  /// folder of that file.
  package static func find(root: String?, config: String?, firstInput: String?) -> ProjectRoot {
    if let root { return ProjectRoot(folder: root, origin: "given by --root") }
    let file = config ?? firstInput ?? "."
    let start = folder(of: file)
    if let workTree = workTree(around: start) { return ProjectRoot(folder: workTree, origin: "the git work tree") }
    return ProjectRoot(folder: start, origin: "the folder of \(file)")
  }

  /// The nearest folder at or above `folder` that holds `.git`, links resolved.
  static func workTree(around folder: String) -> String? {
    var candidate = resolve(absolute(folder)) ?? absolute(folder)
    while true {
      if FileManager.default.fileExists(atPath: candidate + "/.git") { return candidate }
      guard candidate != "/" else { return nil }
      candidate = Paths.normalize(candidate + "/..")
    }
  }

  package init(folder: String, origin: String) {
    let absolute = Self.absolute(folder)
    path = Self.resolve(absolute) ?? absolute
    self.origin = origin
  }

  /// What `--root DIR` names must be a folder.
  package static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// The one name of a file, for telling files apart: links resolved.
  package static func identity(_ path: String) -> String {
    let absolute = absolute(path)
    return resolve(absolute) ?? absolute
  }

  /// The text of `path` (as `Paths.resolve` gave it), nil when there is no such file.
  package func read(_ path: String) throws(SourceRefusal) -> String? {
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
  package func contains(_ candidate: String) -> Bool {
    path == "/" || candidate == path || candidate.hasPrefix(path + "/")
  }

  package static func folder(of file: String) -> String {
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
    return folder.isEmpty ? "." : folder
  }

  package static func absolute(_ path: String) -> String {
    Paths.normalize(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
  }

  package static func resolve(_ absolute: String) -> String? {
    var hops: [String] = []
    return resolve(absolute, hops: &hops)
  }

  /// `absolute` with every symbolic link on the way resolved, each link's destination
  /// added to `hops`; nil after `maximumLinks` links, a cycle. A part that does not
  /// exist is kept as written.
  package static func resolve(_ absolute: String, hops: inout [String]) -> String? {
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
