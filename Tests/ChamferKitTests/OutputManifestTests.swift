import ChamferKit
import Testing

/// The manifest of an output folder is input: only lines naming a file Chamfer could
/// have written are used, with the hash recorded for them.
@Suite struct OutputManifestTests {
  /// XXH64 with seed 0, against the reference implementation (python-xxhash 3.5.0).
  @Test(arguments: [
    ("", 0xef46_db37_51d8_e999 as UInt64), ("abc", 0x44bc_2cf5_ad77_0999),
    ("The quick brown fox jumps over the lazy dog", 0x0b24_2d36_1fda_71bc),
  ])
  func hashMatchesTheReferenceVectors(_ text: String, _ expected: UInt64) {
    #expect(XXH64.hash(Array(text.utf8)) == expected)
    // Fed in pieces of every size, it gives the same.
    for size in 1...9 {
      var pieces = XXH64()
      var rest = Array(text.utf8)[...]
      while !rest.isEmpty {
        pieces.update(Array(rest.prefix(size)))
        rest = rest.dropFirst(size)
      }
      #expect(pieces.value == expected, "pieces of \(size)")
    }
  }

  @Test func longInputsMatchTheReference() {
    let bytes = (0..<3).flatMap { _ in (0...255).map { UInt8($0) } }
    #expect(XXH64.hash(bytes) == 0x8e03_c838_c596_036f)
    var pieces = XXH64()
    pieces.update(Array(bytes[..<37]))
    pieces.update(Array(bytes[37...]))
    #expect(pieces.value == 0x8e03_c838_c596_036f)
  }

  @Test func aWrittenManifestReadsBack() {
    let entries = [
      OutputManifest.Entry(path: "swift/AcmeShapes.swift", hash: 0x0123_4567_89ab_cdef),
      OutputManifest.Entry(path: "css/a b.css", hash: 1), OutputManifest.Entry(path: "kept.txt", hash: nil),
    ]
    let text = OutputManifest.text(entries)
    #expect(text.hasPrefix("# chamfer manifest 2"))
    #expect(text.contains("\n0000000000000001 css/a b.css\n"))
    #expect(text.contains("\n- kept.txt\n"))
    let (read, warnings) = OutputManifest.read(text, file: "out/.chamfer-manifest")
    #expect(warnings.isEmpty)
    #expect(Set(read.map { OutputManifest.Entry(path: $0.path, hash: $0.hash) }) == Set(entries))
  }

  /// A path that starts with a combining mark joins the space before it into one
  /// character; the manifest is split at bytes, so it still reads back. And a line of a
  /// hand-edited manifest ending in CR LF is still a line of its own.
  @Test func pathsStartingWithACombiningMarkReadBack() {
    let entries = [
      OutputManifest.Entry(path: "\u{061A}x/passwd", hash: nil), OutputManifest.Entry(path: "\u{301}.css", hash: 7),
      OutputManifest.Entry(path: "plain.txt", hash: 8),
    ]
    let (read, warnings) = OutputManifest.read(OutputManifest.text(entries), file: "m")
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(Set(read.map { OutputManifest.Entry(path: $0.path, hash: $0.hash) }) == Set(entries))
    let crlf = OutputManifest.read("a.txt\r\nb.txt\n", file: "m")
    #expect(crlf.entries.map(\.path) == ["b.txt"])
    #expect(crlf.warnings.map { $0.location?.line } == [1])
  }

  /// Every line that leaves the folder, is not a plain path or names Chamfer's own
  /// files is a warning at its line, and no entry.
  @Test func hostileLinesAreWarningsNotEntries() {
    let lines = [
      "# chamfer manifest 2", "0000000000000001 ../x", "0000000000000001 ..", "0000000000000001 /etc/passwd",
      "0000000000000001 a//b", "0000000000000001 a/./b", "0000000000000001 a\\b", "0000000000000001 a\u{1}b",
      "0000000000000001 .chamfer-manifest", "0000000000000001 .chamfer-staging-1-x/a", "0000000000000001 .chamfer-lock",
      "zz a", "no-space-at-all", "00000000000000011 a", "0000000000000001 ", "0000000000000001 ok/file.txt",
    ]
    let (read, warnings) = OutputManifest.read(lines.joined(separator: "\n"), file: "m")
    #expect(read.map(\.path) == ["ok/file.txt"])
    #expect(read.first?.line == 16)
    #expect(warnings.count == 14)
    #expect(warnings.allSatisfy { $0.id == "manifest/invalid-entry" && $0.severity == .warning && $0.hint != nil })
    #expect(warnings.map { $0.location?.line ?? 0 } == Array(2...15))
  }

  /// A manifest without the header is an earlier Chamfer's: bare paths, no hashes.
  @Test func aManifestWithoutHashesGivesPathsWithout() {
    let (read, warnings) = OutputManifest.read("swift/A.swift\n../../etc/x\ncss/a.css\n", file: "m")
    #expect(read == [
      OutputManifest.Entry(path: "swift/A.swift", hash: nil, line: 1), OutputManifest.Entry(path: "css/a.css", hash: nil, line: 3),
    ])
    #expect(warnings.map { $0.location?.description } == ["m:2:1"])
  }

  @Test(arguments: [
    ("swift/AcmeShapes.swift", nil), ("a b/c.txt", nil), ("", "is empty"), ("/a", "is absolute"),
    ("a/../b", "'..' segment"), ("./a", "'.' segment"), ("a/", "empty segment"), ("a\nb", "control character"),
    ("a\u{2029}b", "control character"), ("a\\b", "'\\'"), (".chamfer-lock", "keeps for its own"),
    ("sub/.chamfer-manifest", nil),
  ] as [(String, String?)])
  func outputPathsArePlainRelativePaths(_ path: String, _ problem: String?) {
    let found = OutputPath.problem(path)
    if let problem {
      #expect(found?.contains(problem) == true, "\(found ?? "nil")")
    } else {
      #expect(found == nil)
    }
  }
}
