@testable import ChamferKit
import Foundation
import Testing
import TestSupport

/// A build of token files takes the imported theme's tree from `WrittenThemeReader`
/// rather than parsing the text again. Wherever it gives a tree, the tree must be the
/// one `YAMLReader` reads from the same text, locations included; for anything outside
/// what the import writes, it must give nil, so the pipeline parses the text.
struct WrittenThemeReaderTests {
  /// The two readings of `text` in words; nil for the written reader when it gave none.
  static func readings(_ text: String) -> (written: String?, yaml: String) {
    let file = "tokens.json (imported)"
    let yaml = YAMLReader().read(text, file: file).0.map(\.structureDescription) ?? "nothing"
    return (WrittenThemeReader.tree(of: text, file: file)?.structureDescription, yaml)
  }

  @Test(arguments: CorpusImportTests.cases)
  func everyCorpusImportReadsAsTheYAMLReaderReadsIt(_ test: CorpusImportTests.Case) throws {
    var importer = TokenImporter(file: test.files[0])
    importer.platform = test.platform
    let provider: SourceProvider = { CorpusImportTests.read($0) }
    let text = try #require(CorpusImportTests.read(test.files[0]))
    let themes: [String]
    if TokenImporter.isResolverFile(path: test.files[0], text: text) {
      themes = importer.themes(fromResolver: text, provider: provider).map(\.theme)
    } else {
      let files = test.files.map { ($0, CorpusImportTests.read($0) ?? "") }
      let theme = importer.theme(fromFiles: files, name: "Corpus", provider: provider)
      themes = [try #require(theme)]
    }
    for theme in themes {
      let (written, yaml) = Self.readings(theme)
      // The corpus imports into the forms the reader knows, but for a description
      // with a line break (Workday's), which is written with an escape.
      if written == nil {
        #expect(theme.contains("\\n"), "\(theme)")
      } else {
        #expect(written == yaml, "\(theme)")
      }
    }
  }

  /// A file like the benchmark's: a scale, and components with a radius and four
  /// logical corners, most of them aliases, in rem without units.
  @Test func aGeneratedStyleDictionaryFileReadsAsTheYAMLReaderReadsIt() throws {
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
    let (written, yaml) = Self.readings(theme)
    #expect(written == yaml)
  }

  /// Texts in the forms the import writes, and the same with one thing changed that the
  /// reader leaves to the YAML reader.
  static let known = [
    "# a comment\nchamfer: 1\nname: A\nscale:\n  a: 4  # radius.a (tokens.json:1:2)\n  b: \"{scale.a}\"  # c\n",
    "chamfer: 1\ncategories:\n  c: { shape: a }  # x\ncomponents:\n  k:  # y\n    size: 4px\n    corners:\n      topLeft: 2\n"
      + "      bottomRight: \"{scale.a}\"  # z\n    variants:\n      v: { size: 0, corners: { topLeft: 4, topRight: \"{scale.a}\" } }\n",
    "scale:\n  a: -0.5rem\n  b: .5\n  c: 25%\n  d: full\n  e: 1e3\n",
    "components:\n  k:\n    description: \"Größe ☕, #1\"\n",
    "components:\n  k: { description: \"Größe ☕\", size: 4 }\n",
    "components:\n  k: { }\n  l: {}\n",
    "components:\n  \(longKey(1024)): { \(longKey(1024)): 1 }\n",
  ]
  /// A key of `count` characters: libyaml reads up to 1,024 (found by the fuzzer).
  static func longKey(_ count: Int) -> String { String(repeating: "k", count: count) }
  static let unknown = [
    "a: 1\na: 2\n",
    "components:\n  k: { size: 1, size: 2 }\n",
    "scale:\ncomponents:\n  k: { size: 1 }\n",
    "scale:\n",
    "a:\n  - 1\n",
    "a: 'quoted'\n",
    "a: \"esc\\u00e9\"\n",
    "a: 4 px\n",
    "a: 4,5\n",
    "a: 4}\n",
    "a: 4#x\n",
    "a: 4  # \u{FFFD}\n",
    "a:\n\tb: 1\n",
    "a:\n  b: 1\n c: 2\n",
    "a: { b: 1, }\n",
    "a: { b:1 }\n",
    "a: { b: 1 # c }\n",
    "a: { b: 1\n",
    "a: b: c\n",
    "a:b\n",
    "-a: 1\n",
    "a: -\n",
    "a: ~\n",
    "\"a\": 1\n",
    "a: 1\n\nb: 2\n",
    "a: 1\r\nb: 2\r\n",
    "",
    "components:\n  \(longKey(1025)): 1\n",
    "components:\n  k: { \(longKey(1025)): 1 }\n",
    // Characters YAML refuses, or reads as a line break, even in a comment (the first
    // was found by the fuzzer).
    "# a\u{0}b\nchamfer: 1\nname: Acme\n",
    "# a\rb: 2\nchamfer: 1\n",
    "# a\u{7F}\nchamfer: 1\n",
    "# a\u{85}b: 2\nchamfer: 1\n",
    "# a\u{2028}b: 2\nchamfer: 1\n",
    "# a\u{2029}b: 2\nchamfer: 1\n",
    "chamfer: 1  # \u{FEFF}\n",
    "chamfer: 1  # \u{FFFE}\n",
  ]

  @Test(arguments: known)
  func aTextInTheWrittenFormsReadsAsTheYAMLReaderReadsIt(_ text: String) {
    let (written, yaml) = Self.readings(text)
    #expect(written != nil)
    #expect(written == yaml)
  }

  @Test(arguments: unknown)
  func anythingElseIsLeftToTheYAMLReader(_ text: String) {
    #expect(Self.readings(text).written == nil)
  }
}
