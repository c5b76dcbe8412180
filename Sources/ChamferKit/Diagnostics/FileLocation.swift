import Foundation

/// A position in a theme file that a person can jump to.
///
/// Lines and columns start at 1. Columns count Unicode scalars, which is what
/// libyaml reports; reporters convert when their format wants something else.
public struct FileLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path as the user passed it, never made absolute, so output is stable across machines.
  public var file: String {
    get { FilePaths.shared.path(fileID) }
    set { fileID = FilePaths.shared.id(newValue) }
  }
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counted in Unicode scalars.
  public var column: Int
  /// The file as its number in `FilePaths`, so that a location is three plain numbers.
  /// Every value of a theme carries a location, and the pipeline copies them millions of
  /// times on a large theme; with the path itself inside, each copy also counted a
  /// reference to the path's storage.
  var fileID: Int

  /// The location `line`:`column` in `file`; lines and columns below 1 become 1.
  public init(file: String, line: Int, column: Int) {
    self.init(fileID: FilePaths.shared.id(file), line: line, column: column)
  }

  /// A location in a file already numbered, for readers that make one per value.
  init(fileID: Int, line: Int, column: Int) {
    self.fileID = fileID
    self.line = max(line, 1)
    self.column = max(column, 1)
  }

  /// `file:line:column`, the form compilers, editors and CI annotations understand.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders locations by file, then line, then column.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    if lhs.fileID == rhs.fileID { return (lhs.line, lhs.column) < (rhs.line, rhs.column) }
    return (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// Every path a location has named in this process, numbered in the order first seen.
///
/// Two paths get the same number only when their bytes are the same, so a location
/// prints its path exactly as it was given, and equal locations name the same file.
/// Paths are few (the layers of a theme and what they extend), and kept for the life
/// of the process.
final class FilePaths: @unchecked Sendable {
  // Unchecked: `paths` and `numbers` are only read and written holding `lock`.
  static let shared = FilePaths()

  private let lock = NSLock()
  private var paths: [String] = []
  /// Numbers by path; canonically equivalent paths with different bytes share a key.
  private var numbers: [String: [Int]] = [:]

  func id(_ path: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    if let candidates = numbers[path] {
      for number in candidates where paths[number].utf8.elementsEqual(path.utf8) { return number }
    }
    paths.append(path)
    numbers[path, default: []].append(paths.count - 1)
    return paths.count - 1
  }

  func path(_ id: Int) -> String {
    lock.lock()
    defer { lock.unlock() }
    return paths[id]
  }
}
