import ChamferKit
import Testing

/// The manifest of an output folder is input: only lines naming a file Chamfer could
/// have written are used, with the hash recorded for them.
@Suite struct OutputManifestTests {
  /// FNV-1a 64-bit, against the published test vectors.
  @Test(arguments: [("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8)])
  func hashMatchesTheReferenceVectors(_ text: String, _ expected: UInt64) {
    #expect(FNV1a64.hash(Array(text.utf8)) == expected)
    var pieces = FNV1a64()
    for byte in text.utf8 { pieces.update([byte]) }
    #expect(pieces.value == expected, "hashing in pieces gives the same")
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
