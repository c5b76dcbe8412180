import Foundation
import TestSupport
import Testing

/// Every read and write of a file goes through the few types in the `FileSystem`
/// folders (`FileText`, `ProjectRoot`, `OutputFolder`, and the command line's `Disk`,
/// publisher and staged files), where the rules of docs/untrusted-input.md are kept. No
/// other source file opens, writes, renames, lists or deletes files itself, so a new
/// reader cannot skip the project root by accident.
@Suite struct FileSystemGateTests {
  /// Calls that reach the file system, as they appear in Swift source.
  static let forbidden = [
    "FileManager", "FileHandle(for", "Data(contentsOf", "String(contentsOf", "contentsOfFile", ".write(to",
    "fopen(", "freopen(", "open(", "openat(", "creat(", "rename(", "renameat(", "unlink(", "unlinkat(",
    "remove(", "mkdir(", "rmdir(", "symlink(", "link(", "chdir(", "truncate(", "opendir(",
  ]

  /// The calls in `text` outside comments, by line number.
  static func calls(in text: String) -> [(line: Int, call: String)] {
    var found: [(Int, String)] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
      for call in forbidden where code.contains(call) {
        // `open(` and `link(` as whole words: not `reopen(` or `unlinked(`.
        if call.first!.isLetter, let range = code.range(of: call),
          range.lowerBound > code.startIndex, code[code.index(before: range.lowerBound)].isLetter
        {
          continue
        }
        found.append((number + 1, call))
      }
    }
    return found
  }

  @Test func onlyTheFileSystemFoldersTouchFiles() throws {
    let sources = packageRoot.appendingPathComponent("Sources")
    var offenders: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift"), !path.contains("/FileSystem/") else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      offenders += Self.calls(in: text).map { "Sources/\(path):\($0.line): \($0.call)" }
    }
    #expect(offenders.isEmpty, "file-system calls outside the FileSystem folders:\n\(offenders.joined(separator: "\n"))")
  }

  /// The scan itself finds what it looks for, and skips comments and longer names.
  @Test func theScanFindsCalls() {
    #expect(Self.calls(in: "let d = try Data(contentsOf: url)").map(\.call) == ["Data(contentsOf"])
    #expect(Self.calls(in: "  _ = unlink(path) // gone").map(\.call) == ["unlink("])
    #expect(Self.calls(in: "/// FileManager is not used here").isEmpty)
    #expect(Self.calls(in: "case .unlinked(let partial): reopen(x)").isEmpty)
  }
}
