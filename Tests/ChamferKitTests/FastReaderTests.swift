@_spi(Testing) @testable import ChamferKit
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

  private func expectSameReading(_ text: String, file: String) {
    let reading = YAMLReader().readBothWays(text, file: file)
    #expect(reading.fast == reading.slow, "\(file)")
  }
}
