import TestSupport
import Testing

@testable import ChamferKit

/// Names as each target spells them, finding the second of two duplicate keys, and
/// reading sizes.
@Suite struct NamesTests {
  // MARK: - Names

  @Test(arguments: [
    ("extra-small", "extraSmall", "ExtraSmall", "extra-small", "extra_small"),
    ("extra_small", "extraSmall", "ExtraSmall", "extra-small", "extra_small"),
    ("extraSmall", "extraSmall", "ExtraSmall", "extra-small", "extra_small"),
    ("ExtraSmall", "extraSmall", "ExtraSmall", "extra-small", "extra_small"),
    ("large-increased", "largeIncreased", "LargeIncreased", "large-increased", "large_increased"),
    ("size2Xl", "size2Xl", "Size2Xl", "size2-xl", "size2_xl"),
    ("textField", "textField", "TextField", "text-field", "text_field"),
    ("fab", "fab", "Fab", "fab", "fab"),
    ("a--b", "aB", "AB", "a-b", "a_b"),
  ])
  func namesAreSplitIntoWordsAndSpelledPerTarget(
    name: String, camel: String, pascal: String, kebab: String, snake: String
  ) {
    #expect(Names.camel(name) == camel)
    #expect(Names.pascal(name) == pascal)
    #expect(Names.kebab(name) == kebab)
    #expect(Names.snake(name) == snake)
  }

  /// The one-pass spellings of ASCII names agree with splitting into `words` and joining
  /// them, over every short name from a few telling bytes and many random ones, valid or
  /// not (punctuation, spaces, separators first, last and doubled, no words at all).
  @Test func asciiSpellingsAgreeWithTheWords() {
    let alphabet = Array("aZ9-_ .b")
    var names = [""]
    for _ in 0..<4 { names += names.flatMap { name in alphabet.map { name + String($0) } } }
    var random = SplitMix(seed: 0x5EED)
    let bytes = Array("abcxyzABCXYZ0189-_ .:/{}".utf8)
    for _ in 0..<2_000 {
      let length = Int(random.next() % 16)
      names.append(String(decoding: (0..<length).map { _ in bytes[Int(random.next() % UInt64(bytes.count))] }, as: UTF8.self))
    }
    for name in Set(names) {
      let spellings = Names.Spellings(name)
      let reference = Names.Spellings(words: Names.words(name), or: name)
      #expect(spellings.camel == reference.camel, "\(name)")
      #expect(spellings.pascal == reference.pascal, "\(name)")
      #expect(spellings.kebab == reference.kebab, "\(name)")
      #expect(spellings.snake == reference.snake, "\(name)")
    }
    // Names outside ASCII keep the word-by-word path.
    #expect(Names.Spellings("größe-klein").pascal == "GrößeKlein")
  }

  @Test func swiftKeywordsAreEscapedWithBackticks() {
    #expect(Names.swiftIdentifier("default") == "`default`")
    #expect(Names.swiftIdentifier("in") == "`in`")
    #expect(Names.swiftIdentifier("self") == "`self`")
    #expect(Names.swiftIdentifier("is-pressed") == "isPressed")
    #expect(Names.swiftIdentifier("small") == "small")
    #expect(Names.swiftType("type") == "`Type`")
    #expect(Names.swiftType("protocol") == "`Protocol`")
    #expect(Names.swiftType("self") == "`Self`")
    #expect(Names.swiftType("card") == "Card")
  }

  @Test func validNamesStartWithALetterAndUseLettersDigitsDashesAndUnderscores() {
    for name in ["a", "small", "extra-small", "extra_small", "xl2", "A1-b_c"] {
      #expect(Names.isValid(name), "\(name)")
    }
    for name in ["", "2xl", "-small", "_small", "my button", "café", "a.b", "{scale.small}"] {
      #expect(!Names.isValid(name), "\(name)")
    }
  }

  // MARK: - Duplicate keys

  /// The duplicate-key diagnostic of `text`, as `second first` locations.
  func duplicate(_ text: String) -> String {
    let (node, diagnostics) = YAMLReader().read(text, file: "f.yaml")
    #expect(node == nil)
    guard let diagnostic = diagnostics.first, diagnostic.id == "load/duplicate-key" else {
      return "no duplicate-key diagnostic: \(diagnostics.map(\.message))"
    }
    let notes = diagnostic.notes.map { $0.location?.description ?? "-" }
    return ([diagnostic.location?.description ?? "-"] + notes).joined(separator: " ")
  }

  @Test func theSecondOfTwoDuplicateKeysIsFoundInBlockYAML() {
    #expect(duplicate("a: 1\nb:\n  x: 1\n  y: 2\n  x: 3\n") == "f.yaml:5:3 f.yaml:3:3")
    // A deeper mapping with the same key in between is not the same mapping.
    #expect(
      duplicate("a: 1\nb:\n  c: 1\n  d:\n    c: 2\n  e: 1\na: 2\n") == "f.yaml:7:1 f.yaml:1:1")
    // Comments, blank lines and quoted spellings.
    #expect(duplicate("a: 1\nb:\n  \"x\": 1\n\n  # x: 2\n  'x': 3\n") == "f.yaml:6:3 f.yaml:3:3")
    // Windows line endings.
    #expect(duplicate("a: 1\r\nb:\r\n  x: 1\r\n  y: 2\r\n  x: 3\r\n") == "f.yaml:5:3 f.yaml:3:3")
  }

  @Test func theSecondOfTwoDuplicateKeysIsFoundInJSONAndFlowYAML() {
    #expect(
      duplicate("{\"a\": 1, \"b\": {\"x\": 1, \"y\": {\"x\": 5}, \"x\": 3}}")
        == "f.yaml:1:39 f.yaml:1:16")
    #expect(
      duplicate("{\n  \"a\": 1,\n  \"b\": {\n    \"x\": 1,\n    \"x\": 3\n  }\n}\n")
        == "f.yaml:5:5 f.yaml:4:5")
    // A value that happens to spell the key is not a key.
    #expect(duplicate("{\"a\": \"x\", \"x\": 1, \"x\": 2}") == "f.yaml:1:20 f.yaml:1:12")
    // YAML flow mappings with plain keys, as themes write `{ size: 4, family: cut }`.
    #expect(duplicate("a: { x: 1, y: [1, 2], x: 3 }\n") == "f.yaml:1:23 f.yaml:1:6")
    #expect(duplicate("a: {x: 1, y: {x: 2}, 'x': 3}\n") == "f.yaml:1:22 f.yaml:1:5")
  }

  // MARK: - Sizes

  @Test(arguments: [
    ("8", SizeExpression.points(8)), ("8pt", .points(8)), ("8dp", .points(8)),
    ("8px", .points(8)), ("0.5rem", .rem(0.5)), ("25%", .percent(25)), ("50%", .percent(50)),
    ("full", .percent(50)), ("1e2", .points(100)), ("2.5E-1", .points(0.25)), ("0", .points(0)),
    ("{scale.small}", .reference("scale.small")),
  ])
  func sizesAreRead(text: String, expected: SizeExpression) throws {
    #expect(try SizeSyntax.parse(text).get() == expected)
  }

  @Test(arguments: [
    ("8 px", "load/malformed-size"), ("big", "load/malformed-size"), ("", "load/malformed-size"),
    ("8em", "load/unknown-unit"), ("8PT", "load/unknown-unit"), ("-4", "load/negative-size"),
    ("-0.5rem", "load/negative-size"), ("60%", "load/percent-over-50"),
    ("50.5%", "load/percent-over-50"), (".inf", "load/malformed-size"),
    ("-.inf", "load/malformed-size"), (".nan", "load/malformed-size"),
    ("1e400", "load/malformed-size"), ("8x2", "load/malformed-size"),
  ])
  func badSizesAreReportedWithTheirOwnId(text: String, id: String) {
    switch SizeSyntax.parse(text) {
    case .success(let size):
      Issue.record("'\(text)' was read as \(size)")
    case .failure(let problem):
      let location = FileLocation(file: "f.yaml", line: 2, column: 3)
      let diagnostic = problem.diagnostic(text, at: location)
      #expect(diagnostic.id == id)
      #expect(diagnostic.location == location)
      #expect(diagnostic.severity == .error)
    }
  }

  @Test func sizeMessagesSayWhatIsWrong() {
    func message(_ text: String) -> String {
      guard case .failure(let problem) = SizeSyntax.parse(text) else { return "read" }
      let diagnostic = problem.diagnostic(text, at: FileLocation(file: "f", line: 1, column: 1))
      return diagnostic.message + (diagnostic.hint.map { " | " + $0 } ?? "")
    }
    #expect(
      message("8 px")
        == "'8 px' is not a size: there is a space between the number and its unit | write a number with an optional unit: 8, 8pt, 8dp, 8px, 0.5rem, 25% or full"
    )
    #expect(message("8em") == "'em' is not a unit Chamfer knows, in '8em' | did you mean 'rem'?")
    #expect(message("8PT") == "'PT' is not a unit Chamfer knows, in '8PT' | did you mean 'pt'?")
    #expect(message("-4") == "'-4' is negative; use 0 or a positive size")
    #expect(
      message("60%")
        == "'60%' is more than 50% of the shorter side, which no corner can be | 50% (or 'full') already makes a capsule"
    )
    #expect(message(".inf") == "'.inf' is not a finite number")
  }
}
