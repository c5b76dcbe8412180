import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rules for a folder Chamfer writes into, checked before anything in it is made.
///
/// Every output folder is a real folder, not a symbolic link, and has no `.git` at any
/// depth, either above it (a folder inside a repository's own database) or below it (a
/// work tree, whose hooks and config would run the next `git` command). A folder that the
/// repository names (`out:`, `outputs.<target>.path`) must also resolve, links followed,
/// inside the project root; one given on the command line may be anywhere.
package enum OutputFolder {
  /// Entries looked at below an existing output folder for a `.git`; more is refused, as
  /// no build writes so many (`Limits.filesPerBuild`).
  package static let maximumEntries = 100_000

  /// Why Chamfer may not write into `folder`, or nil. `root` is given when the folder is
  /// named by the repository, which holds it inside the root.
  package static func problem(_ folder: String, namedBy root: ProjectRoot?) -> Refusal? {
    let absolute = ProjectRoot.absolute(folder)
    var info = stat()
    if lstat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      return Refusal(
        "output/folder-is-a-link", "is a symbolic link; Chamfer writes only into a real folder",
        hint: "remove the link, or name the folder it points to")
    }
    guard let resolved = ProjectRoot.resolve(absolute) else {
      return Refusal(
        "output/folder-is-a-link", "leads through symbolic links that go round in a circle",
        hint: "name a real folder")
    }
    if let root, !root.contains(resolved) {
      return Refusal(
        "output/outside-root", "resolves to '\(resolved)', outside the project root '\(root.path)'",
        hint: "write into a folder inside the project; only --out on the command line may name one elsewhere")
    }
    if resolved.split(separator: "/").contains(where: isGit) {
      return Refusal(
        "output/git-folder", "is inside a '.git' folder", hint: "write into a folder of its own, such as build/chamfer")
    }
    if let found = gitEntry(below: resolved) {
      return Refusal(
        "output/git-folder", found.isEmpty ? "holds more than \(Limits.grouped(maximumEntries)) entries" : "holds '\(found)'",
        hint: "write into a folder of its own, such as build/chamfer, that holds no repository")
    }
    return nil
  }

  /// Why a folder is refused: a diagnostic id, what is wrong, and a hint.
  package struct Refusal: Error, Equatable, Sendable {
    package var id: String
    package var message: String
    package var hint: String

    init(_ id: String, _ message: String, hint: String) {
      self.id = id
      self.message = message
      self.hint = hint
    }

    /// The refusal as an error about `folder`, at `location` (where the repository names
    /// it) if any.
    package func diagnostic(folder: String, at location: FileLocation?) -> Diagnostic {
      Diagnostic(id, .error, "the output folder '\(folder)' \(message)", at: location, hint: hint)
    }
  }

  /// `.git` in any case, as a case-insensitive file system reads `.GIT`.
  static func isGit(_ name: Substring) -> Bool { name.lowercased() == ".git" }

  /// The path (relative to `folder`) of the first `.git` below it, without following
  /// links; "" when the folder holds more entries than are looked at; nil when none.
  static func gitEntry(below folder: String) -> String? {
    var pending = [""]
    var seen = 0
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
      for name in names {
        seen += 1
        if seen > maximumEntries { return "" }
        let child = relative.isEmpty ? name : relative + "/" + name
        if isGit(Substring(name)) { return child }
        var info = stat()
        if lstat(folder + "/" + child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { pending.append(child) }
      }
    }
    return nil
  }
}
