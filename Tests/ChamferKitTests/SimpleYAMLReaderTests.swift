@testable import ChamferKit
import Foundation
import Testing
import TestSupport

/// `SimpleYAMLReader` reads the forms most themes are written in, and everything an import
/// writes. Wherever it gives a tree, the tree must be the one Yams reads from the same
/// text, locations included; for anything else it must give up, so that Yams reads
/// the text.
struct SimpleYAMLReaderTests {
  /// The two readings of `text` in words; nil for the simple reader when it gave up.
  static func readings(_ text: String, file: String = "theme.yaml") -> (simple: String?, yaml: String) {
    let yaml = YAMLReader().readSlowly(text, file: file, isJSON: false).0.map(\.structureDescription) ?? "nothing"
    guard case .read(let tree) = SimpleYAMLReader.read(text, file: file) else { return (nil, yaml) }
    return (tree.structureDescription, yaml)
  }

  @Test(arguments: CorpusCase.all)
  func everyCorpusImportReadsAsYamsReadsIt(_ test: CorpusCase) throws {
    var importer = TokenImporter(file: test.files[0])
    importer.platform = test.platform
    let provider: SourceProvider = { Corpus.read($0) }
    let text = try #require(Corpus.read(test.files[0]))
    let themes: [String]
    if TokenImporter.isResolverFile(path: test.files[0], text: text) {
      themes = importer.themes(fromResolver: text, provider: provider).map(\.theme)
    } else {
      let files = test.files.map { ($0, Corpus.read($0) ?? "") }
      let theme = importer.theme(fromFiles: files, name: "Corpus", provider: provider)
      themes = [try #require(theme)]
    }
    for theme in themes {
      let (simple, yaml) = Self.readings(theme, file: "tokens.json (imported)")
      // The corpus imports into the forms the reader knows, but for a description
      // with a line break (Workday's), which is written with an escape.
      if simple == nil {
        #expect(theme.contains("\\n"), "\(theme)")
      } else {
        #expect(simple == yaml, "\(theme)")
      }
    }
  }

  /// A file like the benchmark's: a scale, and components with a radius and four
  /// logical corners, most of them aliases, in rem without units.
  @Test func aGeneratedStyleDictionaryImportReadsAsYamsReadsIt() throws {
    let scale = ["none": 0, "xs": 0.125, "sm": 0.25, "md": 0.5, "lg": 0.75, "xl": 1, "full": 62.5]
    let names = scale.keys.sorted()
    var components: [String] = []
    for index in 0..<60 {
      func value(_ offset: Int) -> String {
        (index + offset) % 3 == 0 ? "\(Double(index % 9) / 16)" : "\"{radius.\(names[(index + offset) % names.count])}\""
      }
      let corners = ["top-start", "top-end", "bottom-end", "bottom-start"].enumerated()
        .map { "\"\($0.element)\": { \"value\": \(value($0.offset + 1)) }" }.joined(separator: ", ")
      components.append("\"button-\(index)\": { \"radius\": { \"value\": \(value(0)) }, \"corner\": { \(corners) } }")
    }
    let json = "{ \"radius\": { " + names.map { "\"\($0)\": { \"value\": \(scale[$0]!) }" }.joined(separator: ", ")
      + " }, \"component\": { " + components.joined(separator: ", ") + " } }"
    var importer = TokenImporter(file: "tokens.json")
    let imported = importer.theme(fromFiles: [("tokens.json", json)], name: "Generated", provider: { _ in nil })
    let theme = try #require(imported)
    #expect(theme.contains("variants:") || theme.contains("corners:"))
    let (simple, yaml) = Self.readings(theme, file: "tokens.json (imported)")
    #expect(simple == yaml)
  }

  /// Every YAML file of the package: themes, layers, configs, fixtures and bad inputs.
  @Test func everyYAMLFileOfThePackageReadsAsYamsReadsIt() throws {
    let root = packageRoot
    var read = 0
    var files = 0
    for folder in ["tokens", "Tests", "Examples", "docs"] {
      guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
      for case let path as String in walker where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
        let url = root.appendingPathComponent(folder).appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        files += 1
        let (simple, yaml) = Self.readings(text, file: path)
        if let simple {
          read += 1
          #expect(simple == yaml, "\(folder)/\(path)")
        }
      }
    }
    // Most are in the simple forms; the rest show that it gives up.
    #expect(files > 100 && read > files / 2 && read < files, "read \(read) of \(files)")
  }

  /// A theme like the benchmark's: blocks, flow mappings and quoted references.
  @Test func aGeneratedThemeReadsAsYamsReadsIt() {
    var text = "chamfer: 1\nname: Bench\ncomponents:\n"
    for index in 0..<200 {
      text += "  component\(index):\n    category: small\n    corners:\n      topLeft: { size: \(index % 24), family: cut }\n"
      text += "    variants:\n      pressed: { size: \"{scale.small}\" }\n      compact: { shape: medium, curve: continuous }\n"
    }
    let (simple, yaml) = Self.readings(text)
    #expect(simple != nil)
    #expect(simple == yaml)
  }

  /// Where the shapes of `text`, read through Yams, pass `limit`, as the decoder counts them.
  static func slowTally(_ text: String, limit: Int) -> FileLocation? {
    guard let tree = YAMLReader().readSlowly(text, file: "theme.yaml", isJSON: false).0 else { return nil }
    var tally = ShapeTally(limit: limit)
    tally.count(tree)
    return tally.passedAt
  }

  /// A theme over the limit of shapes is refused where the decoder would refuse it.
  @Test(arguments: [
    "components:\n  a: { size: 1 }\n  b:\n    variants: { x: { size: 2 }, y: { size: 3 } }\n  c: { size: 4 }\n",
    "scale:\n  a: 1\n  b: 2\ncategories: { c: a, d: b }\n",
  ])
  func theShapeLimitStopsWhereTheDecoderStops(_ text: String) {
    let simple = SimpleYAMLReader.read(text, file: "theme.yaml", shapeLimit: 3)
    guard case .tooManyShapes(let at) = simple, let expected = Self.slowTally(text, limit: 3) else {
      Issue.record("\(simple)")
      return
    }
    #expect(at == expected)
  }

  /// A line that only looks like an entry (`a:b` is text, here the second line of a
  /// plain scalar) is not counted as a shape: the reader leaves the text to Yams, which
  /// reads it within the limit.
  @Test func textBeforeAColonIsNotCountedAsAShape() {
    let text = "scale:\n  a: 1\n  b: 2\n  c: 3\ncomponents:\n  d:****}\n load/x }\n"
    let simple = SimpleYAMLReader.read(text, file: "theme.yaml", shapeLimit: 3)
    guard case .unread = simple else {
      Issue.record("\(simple)")
      return
    }
    let slow = YAMLReader().readSlowly(text, file: "theme.yaml", isJSON: false).0
    guard case .mapping(let root)? = slow, case .scalar(let components)? = root["components"] else {
      Issue.record("\(String(describing: slow))")
      return
    }
    #expect(components.text == "d:****} load/x }")
    #expect(Self.slowTally(text, limit: 3) == nil)
  }

  /// Texts in the forms the reader knows, and (`unknown`) texts with one thing it
  /// leaves to Yams.
  static let known = [
    "# a comment\nchamfer: 1\nname: A\nscale:\n  a: 4  # radius.a (tokens.json:1:2)\n  b: \"{scale.a}\"  # c\n",
    "chamfer: 1\ncategories:\n  c: { shape: a }  # x\ncomponents:\n  k:  # y\n    size: 4px\n    corners:\n      topLeft: 2\n"
      + "      bottomRight: \"{scale.a}\"  # z\n    variants:\n      v: { size: 0, corners: { topLeft: 4, topRight: \"{scale.a}\" } }\n",
    "scale:\n  a: -0.5rem\n  b: .5\n  c: 25%\n  d: full\n  e: 1e3\n",
    "components:\n  k:\n    description: \"Größe ☕, #1\"\n",
    // NEL, LS and PS are ordinary characters, as in YAML 1.2: in comments, quoted and
    // plain scalars and block scalars.
    "# a\u{85}b: 2\nchamfer: 1\n",
    "# a\u{2028}b: 2\nchamfer: 1\n",
    "# a\u{2029}b: 2\nchamfer: 1\n",
    "a: \"x\u{85}y\"\nb: 'x\u{2028} y'\nc: x\u{2029}y \u{2028}\nd: \u{2028}\ne: [\u{85}, {f: \u{2029}}]\n",
    "a: |\n  x\u{2028}\n  \u{85}y\nb: >\n  x\u{2029}\n  y\n",
    "components:\n  k: { description: \"Größe ☕\", size: 4 }\n",
    "components:\n  k: { }\n  l: {}\n",
    "components:\n  \(longKey(1024)): { \(longKey(1024)): 1 }\n",
    // Blank lines, a document start, comments anywhere, text with blanks and quotes.
    "---\n# c\n\nname: Acme Shapes  # the name\n\n\ndescription: It's \"round\", mostly.\n   \nscale:\n\n  # c\n  a: 1\n",
    "--- # c\na: 'it''s'\nb: ''\nc: \"\"\nd: 'a \"b\" #c'\ne: \"tab\there\"\nf: 'x''''y'\ng: ''''\n",
    "a: 4 px\nb: 4,5\nc: ~\nd: a]b}\ne: Größe ☕ c\nf: ./x.yaml\ng: $x/y\n",
    // Lists: flow, block, at the key's indentation, of mappings, nested.
    "large: { shape: large, corners: [topLeft, topRight] }\nempty: []\nnested: [[a, 'b'], {c: d}, \"e\"]\n",
    "shadows:\n  - { color: \"#0000002E\", y: 2, blur: 6 }\n  - { color: \"#0000001F\", y: 10 }\n",
    "a:\n- x\n- y\nb:\n  - x: 1\n    y: 2\n  - z: 3\n  -\n    w: 4\n  -\n    - v\n  - # c\n    - u\n",
    "a:\n  - 1\n",
    "- a\n- b: 1\n  c:\n  - d\n  e: 2\n",
    "  a: 1\n  b:\n    c: 2\n",
    // Block scalars as the values of keys: literal and folded, kept or stripped.
    "a: |\n  x\n",
    "a: >-\n  x\n",
    "description: |\n  The default shape story: soft rounded controls,\n  cut chips.\nname: A\n",
    "a: |-  # c\n  one\n\n    deeper # not a comment\n  two\n\n\nb: 1\n",
    "a: >\n\n  folded\n  text\n\n  after a blank\n\n\n  two blanks\nb: >-\n  x\n",
    "a:\n  b: |\n    c: d\n    - e\n  f: 1\n# c\ng: |\n  last",
    "a: |\n  Größe ☕\n  \u{1F600}\n",
    // Anchors and aliases: scalars, flow and block collections, in lists and flows.
    "a: &x 1\nb: *x\n",
    "base: &v { pressed: { size: 2 }, compact: { shape: medium } }\ncomponents:\n  a:\n    variants: *v\n  b: { variants: *v }\n",
    "shared: &s\n  size: 4\n  corners: [topLeft]\nlist: &l\n  - x\n  - y\nc: *s\nd: [*l, *s, &z 3, *z]\ne:\n  - *s\n  - &w\n    k: 1\n  - *w\n",
    "a: &x 1\nb: &x 2\nc: *x  # the later one\n",
    "a: &x " + String(repeating: "[", count: 58) + String(repeating: "]", count: 58) + "\nb: *x\n",
  ]
  /// A key of `count` characters: libyaml reads up to 1,024 (found by the fuzzer).
  static func longKey(_ count: Int) -> String { String(repeating: "k", count: count) }
  static let unknown = [
    "a: 1\na: 2\n",
    "components:\n  k: { size: 1, size: 2 }\n",
    "scale:\ncomponents:\n  k: { size: 1 }\n",
    "scale:\n",
    "a: \"esc\\u00e9\"\n",
    "a: 4#x\n",
    "a: 4  # \u{FFFD}\n",
    "a:\n\tb: 1\n",
    "a:\n  b: 1\n c: 2\n",
    "a: { b: 1, }\n",
    "a: [b, ]\n",
    "a: [b: c]\n",
    "a: { b:1 }\n",
    "a: { b: 1 # c }\n",
    "a: { b: 1\n",
    "a: [b,\n  c]\n",
    "a: b: c\n",
    "a:b\n",
    "-a: 1\n",
    "a: -\n",
    "a: - b\n",
    "\"a\": 1\n",
    "a: 1\r\nb: 2\r\n",
    "",
    "# only a comment\n",
    "---\n",
    "a\n",
    // Block scalars YAML reads its own way: kept (`+`), with an indentation digit, as
    // an item, over-indented blank lines, deeper lines when folded, a tab, no text.
    "a: |+\n  x\n\n",
    "a: |2\n   x\n",
    "a: >1-\n  x\n",
    "- |\n  x\n",
    "a: |\n    \n  x\n",
    "a: >\n  x\n    deeper\n  y\n",
    "a: |\n  x\ty\n",
    "a: |\nb: 1\n",
    "a: | x\n",
    "a: |\n    x\n   y\n",
    // Aliases YAML refuses or reads its own way, tags, directives, documents, text over lines.
    "a: *x\nb: &x 1\n",
    "a: &x [1, *x]\n",
    "a: &x+y 1\n",
    "a: *x+y\n",
    "&x a: 1\n",
    "a: &x\nb: 1\n",
    "a: &x |\n  text\n",
    "<<: *x\n",
    "a: &x " + String(repeating: "[", count: 58) + String(repeating: "]", count: 58) + "\nb: [[[[[*x]]]]]\n",
    "a: !!str 1\n",
    "%YAML 1.1\n---\na: 1\n",
    "a: 1\n---\nb: 2\n",
    "a: 1\n...\n",
    "--- a: 1\n",
    "a: b\n  c\n",
    "a: 'b\n  c'\n",
    "? a\n: b\n",
    "a:\tb\n",
    "a: b\t# c\n",
    "- a\nb: 1\n",
    "-\n- a\n",
    "a:\n  - x\n  y: 1\n",
    "components:\n  \(longKey(1025)): 1\n",
    "components:\n  k: { \(longKey(1025)): 1 }\n",
    "- \(longKey(1025)): 1\n",
    // Characters YAML refuses, or reads as a line break, even in a comment (the first
    // was found by the fuzzer).
    "# a\u{0}b\nchamfer: 1\nname: Acme\n",
    "# a\rb: 2\nchamfer: 1\n",
    "# a\u{7F}\nchamfer: 1\n",
    "# a\u{86}b: 2\nchamfer: 1\n",
    "chamfer: 1  # \u{FEFF}\n",
    "chamfer: 1  # \u{FFFE}\n",
  ]

  @Test(arguments: known)
  func aTextInTheKnownFormsReadsAsYamsReadsIt(_ text: String) {
    let (simple, yaml) = Self.readings(text)
    #expect(simple != nil)
    #expect(simple == yaml)
  }

  @Test(arguments: unknown)
  func anythingElseIsLeftToYams(_ text: String) {
    #expect(Self.readings(text).simple == nil)
  }
}
