@testable import ChamferKit
import Foundation
import Testing
import TestSupport

/// `YAMLReader` reads files without problems on fast paths (`EventReader` for YAML,
/// `JSONReader` for JSON) and everything else through Yams. Both ways must give the
/// same tree, with the same locations, and the same diagnostics.
struct FastReaderTests {
  static let yaml = [
    "chamfer: 1\nname: A\nscale:\n  small: 4\n  large: { size: 16, family: cut }\n",
    "a: [1, 2, [3, {b: c}]]\nd: 'quoted'\ne: \"double \\u00e9\"\nf: |\n  literal\n  text\ng: >\n  folded\n",
    "a: &x { b: 1, c: [2, 3] }\nd: *x\ne: &y text\n*y : value\n",
    "a:\nb: ~\nc: null\n# a comment\nd: !!str 8\ne: !custom thing\n",
    "a: 1\r\nb:\r\n  c: 2\r\n",
    "name: Café ☕\nscale: { größe: 4, 😀: 5 }\n",
    "a: 1\na: 2\n",
    "a: { b: 1, b: 2 }\n",
    "!!str a: 1\na: 2\n",
    "? [a, b]\n: 1\n",
    "a: 1\n---\nb: 2\n",
    "a: *missing\n",
    "a: [1, 2\n",
    "a:\n\t- b\n",
    "scale: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
    "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n",
    "- 1\n- 2\n",
    "just text\n",
    "{\"a\": 1, \"b\": [true, false, null]}\n",
  ]

  static let json = [
    "{\"chamfer\": 1, \"name\": \"A\", \"scale\": {\"small\": 4, \"pill\": \"full\"}}",
    "{\n  \"a\": \"x\\n\\\"y\\\\ \\/ \\b\\f\\r\\t \\u00e9 \\u0000\",\n  \"b\": [-1.5e3, 0, 10, 2.25E-2, true, false, null]\n}\n",
    "{\"é\": \"😀 café\", \"b\": {}, \"c\": [], \"d\": [[], {}]}",
    "{\"a\":1,\"b\":{\"c\":[1,{\"d\":\"e\"}]}}",
    "{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}\r\n",
    "{\"a\" : 1, \"b\"  :  2}",
    "{\"a\"\n: 1}",
    "{\n\t\"a\": 1\n}",
    "{\"a\": 1, \"a\": 2}",
    "{\"a\": 1,}",
    "{\"a\": 1} // comment",
    "{'a': 1}",
    "{\"a\": \"\\ud83d\\ude00\"}",
    "{\"a\": \"line\u{2028}separator\"}",
    "{\"a\": 01}",
    "{\"a\": 1.}",
    "\"text\"",
    "[1, 2, 3]",
    "{\"" + String(repeating: "k", count: 1_100) + "\": 1}",
    "{\"a\": " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}",
  ]

  @Test(arguments: yaml)
  func yamlReadsAsYamsDoes(_ text: String) {
    expectSameReading(text, file: "theme.yaml")
  }

  @Test(arguments: json)
  func jsonReadsAsYamsDoes(_ text: String) {
    expectSameReading(text, file: "theme.json")
  }

  /// Yams names repeated keys that are not scalars in a different order from one run to
  /// the next; Chamfer reports the first such key instead, the same every time.
  @Test func repeatedKeysThatAreNotScalarsAreReportedTheSameEveryTime() {
    let text = "scale:\n  small: 4\n  ? [a]\n  : 1\n  ? [a]\n  : 2\n  ? {b: c}\n  : 3\n  ? {b: c}\n  : 4\n  small: 5\n"
    let readings = (0..<20).map { _ in YAMLReader().read(text, file: "theme.yaml").1 }
    #expect(readings.allSatisfy { $0 == readings[0] })
    #expect(readings[0].map(\.id) == ["load/wrong-type"])
    #expect(readings[0].first?.location == FileLocation(file: "theme.yaml", line: 3, column: 5))
  }

  /// Every theme, token file and bad input the repository holds: bundled themes, the
  /// design-system corpus, the CLI's bad inputs and the fixtures.
  static let repositoryFiles: [String] = ["tokens", "Tests"].flatMap { folder -> [String] in
    let enumerator = FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent(folder).path)
    return (enumerator?.allObjects as? [String] ?? [])
      .filter { [".yaml", ".yml", ".json"].contains(where: $0.lowercased().hasSuffix) && !$0.contains("Goldens/") }
      .map { "\(folder)/\($0)" }
      .sorted()
  }

  @Test func everyRepositoryFileReadsAsYamsDoes() throws {
    #expect(Self.repositoryFiles.count > 100, "expected the corpus and the bad inputs under Tests/")
    for path in Self.repositoryFiles {
      let text = String(decoding: try Data(contentsOf: packageRoot.appendingPathComponent(path)), as: UTF8.self)
      expectSameReading(text, file: path)
    }
  }

  private func expectSameReading(_ text: String, file: String, parts: Int? = nil) {
    var reader = YAMLReader()
    if let parts {
      reader.partsAbove = 0
      reader.partCount = parts
    }
    let reading = reader.readBothWays(text, file: file)
    #expect(reading.fast == reading.slow, "\(file) in \(parts ?? 1) parts")
  }

  // MARK: - Reading in parts

  /// Sections that may or may not be cut, and must read the same either way: where a
  /// cut would land inside a quoted scalar, a flow collection, a block scalar or a
  /// list; anchors and aliases; keys repeated across parts; other line breaks; a root
  /// that is not a block mapping; errors inside a part.
  static let sections = [
    "chamfer: 1\ncomponents:\n  a:\n    size: 1\n  b:\n    size: 2\n  c: 3\nname: A\n",
    "components: # every one\n  a: 1\n\n# a comment at the margin\n  b: 2\n    # deeper\n  c: 3\nafter: 4\n",
    "components:\r\n  a: 1\r\n  b: 2\r\n  c: 3\r\nafter: 4\r\n",
    "components:\n  a: \"text\n  b: more\"\n  c: 1\n",
    "components:\n  a: 'text\n  b: more'\n  c: 1\n",
    "components:\n  a: [1,\n  b, 2]\n  c: 1\n",
    "components:\n  a: { x: 1,\n  b: 2 }\n  c: 1\n",
    "components:\n  a: |\n    text\n\n    more\n  b: 1\n  c: >\n    folded\n",
    "components:\n  a: plain\n   continued\n  b: 1\n",
    "components:\n  a:\n  - 1\n  - 2\n  b: 1\n  c:\n  - 3\n",
    "components:\n  a: &x 1\n  b: *x\n  c: 2\n",
    "base: &x { size: 1 }\ncomponents:\n  a: 1\n  b: *x\n",
    "components:\n  a: &x 1\n  b: 2\nafter: *x\n",
    "base: &x 1\ncomponents:\n  a: &x 2\n  b: 3\nafter: *x\n",
    "components:\n  a: 1\n  b: 2\n  a: 3\n",
    "components:\n  a: 1\n  b: 2\ncomponents:\n  c: 3\n  d: 4\n",
    "{\ncomponents:\n  a: 1,\n  b: 2\n}\n",
    "- x\ncomponents:\n  a: 1\n  b: 2\n",
    "components:\r  a: 1\r  b: 2\r",
    "components:\n  a: 1\r  b: 2\n  c: 3\n  d: 4\nafter: 5\n",
    "components:\n  a: 1\u{85}  b: 2\n  c: 3\n",
    "components:\n  a: 1\u{2028}  b: 2\n  c: 3\n",
    "components:\n  a: 1\n  b: caf\u{e9} \u{2014} \u{2603}\n  c: 3\n",
    "components:\n    a: 1\n  b: 2\n  c: 3\n",
    "components:\n  a: 1\n\tb: 2\n  c: 3\n",
    "components:\n  \"a\": 1\n  b: 2\n  'c': 3\n",
    "components: &c\n  a: 1\n  b: 2\nafter: *c\n",
    "components:\n  a: 1\n  b: 2\n---\nafter: 1\n",
    "%YAML 1.1\n---\ncomponents:\n  a: 1\n  b: 2\n...\n",
    "components:\n  a: 1\n  b: [unclosed\n  c: 3\n",
    "components:\n  a: 1\n  b: 2\n  c: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
    "components:\n  a: !!str 1\n  b: !custom 2\n  ? c\n  : 3\n  d: 4\n",
    "components:\n  a: 1\n  b: 2",
    "components:\n  a:\n    b:\n  c:\n  d: 1\n\n# end\n  e:\nafter:\n",
    "components:\n  a:\n    ?\n  b:\n    - \n  c: 1\n",
    "scale:\n  small: 4\n  large: 8\ncomponents:\n  a: { shape: small }\n  b: { shape: large }\n  c: { shape: small }\n",
  ]

  @Test(arguments: sections)
  func sectionsReadInPartsAsYamsReadsThemWhole(_ text: String) {
    for parts in [2, 3, 8] { expectSameReading(text, file: "theme.yaml", parts: parts) }
  }

  @Test func everyRepositoryFileReadsTheSameInParts() throws {
    for path in Self.repositoryFiles where !path.lowercased().hasSuffix(".json") {
      let text = String(decoding: try Data(contentsOf: packageRoot.appendingPathComponent(path)), as: UTF8.self)
      for parts in [2, 5] { expectSameReading(text, file: path, parts: parts) }
    }
  }

  /// Sections built at random from pieces that are hard to cut around.
  @Test func randomSectionsReadTheSameInParts() {
    let pieces = [
      "  a%: 1\n", "  b%:\n    size: 2\n    family: cut\n", "  c%: \"quoted\n  x: y\"\n", "  d%: [1,\n  2]\n",
      "  e%: |\n    block\n  f%: 1\n", "\n", "# margin\n", "    # deep\n", "  g%:\n  - 1\n", "  h%: &k 1\n",
      "  i%: *k\n", "  a0: again\n", "  'j%': 1\n", "  k%: { x: 1 }\n", "\t\n", "  l%: plain\n   more\n",
      "  m%:\n", "  n%:\n    o:\n", "  p%:\n    - \n",
    ]
    var generator = SplitMix(seed: 0xC0FFEE)
    var cut = 0
    for round in 0..<400 {
      var text = round.isMultiple(of: 3) ? "name: A\n" : ""
      text += "components:\n"
      for index in 0..<Int.random(in: 2...12, using: &generator) {
        text += pieces.randomElement(using: &generator)!.replacingOccurrences(of: "%", with: "\(index)")
      }
      if round.isMultiple(of: 2) { text += "after: 1\n" }
      let bytes = Array(text.utf8)
      if bytes.withUnsafeBufferPointer({ EventReader.Parts($0, count: 3) }) != nil { cut += 1 }
      expectSameReading(text, file: "theme.yaml", parts: 3)
    }
    #expect(cut > 200, "most random sections should be cut into parts")
  }

  /// A generated theme of many components is cut where expected, read in parts, and
  /// gives the tree reading it whole gives, line numbers included.
  @Test func aLargeThemeIsReadInParts() throws {
    var text = "chamfer: 1\nname: Many\nscale:\n  small: 4\n  large: 16\ncomponents:\n"
    for index in 0..<300 {
      text += "  component\(index):\n    shape: \(index.isMultiple(of: 2) ? "small" : "large")\n"
      text += "    variants:\n      pressed: { size: \(index % 7) }\n"
    }
    text += "categories:\n  small: { shape: small }\n"
    let bytes = Array(text.utf8)
    let parts = try #require(bytes.withUnsafeBufferPointer { EventReader.Parts($0, count: 4) })
    #expect(parts.runs.count == 4)
    #expect(parts.keyLine == 5)
    #expect(parts.runs.map(\.line).first == 6)
    let inParts = bytes.withUnsafeBufferPointer { bytes in
      EventReader.readInParts(parts, bytes: bytes, file: FilePaths.shared.id("many.yaml"), maximumDepth: 64, budget: 100_000)
    }
    let whole = YAMLReader().readSlowly(text, file: "many.yaml", isJSON: false).0
    let same = inParts != nil && inParts?.structureDescription == whole?.structureDescription
    #expect(same)
    // The node budget counts every part: too small a budget reads nothing in parts.
    let overBudget = bytes.withUnsafeBufferPointer { bytes in
      EventReader.readInParts(parts, bytes: bytes, file: FilePaths.shared.id("many.yaml"), maximumDepth: 64, budget: 1_200)
    }
    let readOverBudget = overBudget != nil
    #expect(!readOverBudget)
    expectSameReading(text, file: "many.yaml", parts: 4)
  }
}
