@testable import ChamferKit
import Foundation
import Testing
import TestSupport

/// `YAMLReader` reads files without problems on fast paths (`SimpleYAMLReader` for YAML,
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

  /// JSON writes a character past U+FFFF as an escaped surrogate pair, which libyaml
  /// refuses: read fast, or through Yams (after a tab), it is the one character, and
  /// later columns on its line are where they are written.
  @Test(arguments: ["", "\t"])
  func anEscapedSurrogatePairIsOneCharacter(_ tab: String) throws {
    let text = #"{"chamfer": 1, "name": "T", "description": "a\ud83d\ude00b \uD83D\uDE00",\#(tab) "scale": {"bad": "4qq"}}"#
    let (root, problems) = YAMLReader().read(text, file: "t.json")
    #expect(problems.isEmpty, "\(problems)")
    guard case .mapping(let mapping)? = root, case .scalar(let description)? = mapping["description"] else {
      Issue.record("no description in \(String(describing: root))")
      return
    }
    #expect(description.text == "a\u{1F600}b \u{1F600}")
    let unit = Pipeline.check([ThemeSource(path: "t.json", text: text)]).diagnostics.first { $0.id == "load/unknown-unit" }
    #expect(unit?.location == FileLocation(file: "t.json", line: 1, column: 92 + tab.count))
    expectSameReading(text, file: "t.json")
  }

  /// Half of a pair stands for no character: one located error at its escape.
  @Test(arguments: [#"\ud83d"#, #"\ude00"#, #"\ud83d\u0041"#, #"\ude00\ud83d"#, #"\ud83d\ud83d\ude00"#, #"\ud83d\n"#])
  func halfASurrogatePairIsALocatedError(_ escapes: String) throws {
    let text = "{\n  \"chamfer\": 1,\n  \"description\": \"\u{2028}x \(escapes) y\"\n}\n"
    let (root, problems) = YAMLReader().read(text, file: "t.json")
    #expect(root == nil)
    #expect(problems.map(\.id) == ["load/syntax"])
    #expect(problems.first?.location == FileLocation(file: "t.json", line: 3, column: 22), "\(problems)")
    #expect(problems.first?.message.contains("half of a surrogate pair") == true, "\(problems)")
    #expect(problems.first?.hint?.contains(#"\ud83d\ude00"#) == true)
    expectSameReading(text, file: "t.json")
  }

  /// Yams names repeated keys that are not scalars in a different order from one run to
  /// the next; Chamfer reports the first such key instead, the same every time.
  @Test(arguments: [
    ("scale:\n  small: 4\n  ? [a]\n  : 1\n  ? [a]\n  : 2\n  ? {b: c}\n  : 3\n  ? {b: c}\n  : 4\n  small: 5\n", 3, 5),
    ("# c\n[a, \"]\"]: 1\n[a, \"]\"]: 2\n{b: c}: 3\n{b: c}: 4\n", 2, 1),
    ("scale:\n  - x: 1\n  - {k: 'it''s', [a]: 1, [a]: 2, {b: c}: 3, {b: c}: 4}\n", 3, 18),
    ("a:\n  ?\n    - x\n  : 1\n  ?\n    - x\n  : 2\n  ? [y]\n  : 3\n  ? [y]\n  : 4\n", 3, 5),
  ] as [(String, Int, Int)])
  func repeatedKeysThatAreNotScalarsAreReportedTheSameEveryTime(_ text: String, line: Int, column: Int) {
    let readings = (0..<20).map { _ in YAMLReader().read(text, file: "theme.yaml").1 }
    #expect(readings.allSatisfy { $0 == readings[0] })
    #expect(readings[0].map(\.id) == ["load/wrong-type"])
    #expect(readings[0].first?.location == FileLocation(file: "theme.yaml", line: line, column: column))
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

  /// Sections that are easy to read wrongly: quoted, flow and block scalars across
  /// lines, lists, anchors and aliases, repeated keys, other line breaks, a root that
  /// is not a block mapping, errors inside a section.
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
    // Block scalars, which the reader of simple YAML reads in their common forms.
    "description: |\n  The default shape story: soft rounded controls,\n  cut chips.\nname: A\n",
    "description: |-\n  one\n\n    deeper\n  two\n\n\nname: A\n",
    "description: >\n  folded\n  text\n\n  after a blank\n\n\n  two blanks\nname: A\n",
    "description: >-\n\n  after a leading blank\n  # not a comment\nname: A # a comment\n",
    "a:\n  b: |  # a comment\n    text: with colon\n    - and dash\n  c: 1\n# a comment\nd: |\n  last",
    "a: |\n    deeper\n  less\nb: 1\n",
    "a: |\n\n\n  x\nb: >\n  y\n\n",
    "a: |\n    \n  x\n",
    "a: |\n  x\n     \n  y\n",
    "a: |\n  x\n \n  y\nb: >\n  x\n    deeper\n  y\n",
    "a: |+\n  x\n\nb: |2\n   x\nc: >1-\n  x\n",
    "a: |\n  x\tand a tab\nb: |\nc: 1\n",
    "a: | x\n  y\n",
    "a: |\nb: 1\n",
    "- |\n  item\n- >\n  folded item\n",
    "a: |\n  caf\u{e9} \u{2014}\n  \u{1F600}\nb: 1\n",
    // An alias stands for every level of its node: near the nesting limit, and past it.
    "a: &x " + String(repeating: "[", count: 60) + String(repeating: "]", count: 60) + "\nb: *x\nc: [[*x]]\n",
    "a: &x " + String(repeating: "[", count: 60) + String(repeating: "]", count: 60) + "\nb: [[[[[[*x]]]]]]\n",
    "a: &x " + String(repeating: "[", count: 61) + String(repeating: "]", count: 61) + "\nb:\n  c:\n    d: *x\n",
  ]

  @Test(arguments: sections)
  func sectionsReadAsYamsReadsThem(_ text: String) {
    expectSameReading(text, file: "theme.yaml")
  }

  // MARK: - Counting shapes while reading

  /// Themes laid out in ways that move where the count passes a limit: sections in
  /// either order, variants written inline or in blocks, aliases standing for shapes,
  /// and keys that only look like sections.
  static let shapeLayouts = [
    "chamfer: 1\nscale: { a: 1, b: 2, c: 3 }\ncomponents:\n  x: { variants: { p: 1, q: 2 } }\n  y: 4\n",
    "components:\n  x:\n    size: 1\n    variants:\n      p: 1\n      q: 2\n  y: 2\nscale: { a: 1, b: 2 }\n",
    "categories: { s: { size: 1 }, m: { size: 2 } }\ncomponents: { x: 1, y: 2, z: { variants: { a: 1 } } }\n",
    "base: &v { p: 1, q: 2, r: 3 }\ncomponents:\n  x: { variants: *v }\n  y: { variants: *v }\n  z: 1\n",
    "sizes: &s { a: 1, b: 2, c: 3 }\nscale: *s\ncomponents: { x: 1 }\n",
    "components:\n  x: { shape: small, other: { variants: { p: 1, q: 2, r: 3 } } }\n  y: 1\n  z: 2\n",
    "components:\n  - x\n  - y\nscale: { a: 1, b: 2, c: 3, d: 4 }\n",
    "scale: 4\ncomponents: { variants: { a: 1, b: 2 }, x: { variants: [1, 2, 3] } }\n",
  ]

  /// A fast reader stops where the decoder, counting the whole tree, reports the limit
  /// passed, and reads the whole file when the decoder finds no more than the limit.
  @Test(arguments: shapeLayouts)
  func readersStopWhereTheDecoderCountsTheLimitPassed(_ text: String) throws {
    let whole = try #require(YAMLReader().readSlowly(text, file: "theme.yaml", isJSON: false).0)
    for limit in 0...8 {
      var tally = ShapeTally(limit: limit)
      tally.count(whole)
      var reader = YAMLReader()
      reader.shapeLimit = Pipeline.ShapeLimit(count: limit, id: "load/too-many-shapes", says: "up to \(limit)")
      let (root, problems) = reader.read(text, file: "theme.yaml")
      if let passed = tally.passedAt {
        #expect(root == nil, "\(text) at \(limit)")
        #expect(problems.map(\.id) == ["load/too-many-shapes"], "\(text) at \(limit)")
        #expect(problems.first?.location == passed, "\(text) at \(limit)")
      } else {
        #expect(root?.structureDescription == whole.structureDescription, "\(text) at \(limit)")
        #expect(problems.isEmpty, "\(text) at \(limit)")
      }
    }
  }

  /// JSON themes are counted the same way by the JSON reader.
  @Test func theJSONReaderStopsWhereTheDecoderDoes() throws {
    let text = #"{"scale": {"a": 1}, "components": {"x": {"variants": {"p": 1, "q": 2}}, "y": 1}}"#
    let whole = try #require(YAMLReader().readSlowly(text, file: "theme.json", isJSON: true).0)
    var stops: [String] = []
    for limit in 0...5 {
      var tally = ShapeTally(limit: limit)
      tally.count(whole)
      var reader = YAMLReader()
      reader.shapeLimit = Pipeline.ShapeLimit(count: limit, id: "load/too-many-shapes", says: "up to \(limit)")
      let (root, problems) = reader.read(text, file: "theme.json")
      #expect(problems.first?.location == tally.passedAt)
      #expect((root == nil) == (tally.passedAt != nil))
      stops.append(problems.first?.location.map { "\($0.line):\($0.column)" } ?? "-")
    }
    // scale.a, then the component x (also where its variants are counted), then y.
    #expect(stops == ["1:12", "1:36", "1:36", "1:36", "1:73", "-"])
  }
}
