import ChamferKit
import Testing
import TestSupport

/// Mapping-file patterns (`*` within a part, `**` for any number of parts) match as
/// their definition says, in time that grows with the lengths of path and pattern
/// rather than exponentially, and a mapping whose wildcards take too long over a large
/// import is one located error.
@Suite struct PathPatternTests {
  /// The definition, tried split by split: the oracle for small inputs.
  static func definition(_ path: [Substring], _ pattern: [Substring]) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      return (0...path.count).contains { definition(Array(path.dropFirst($0)), Array(pattern.dropFirst())) }
    }
    guard let part = path.first, definition(part, first) else { return false }
    return definition(Array(path.dropFirst()), Array(pattern.dropFirst()))
  }

  static func definition(_ text: Substring, _ pattern: Substring) -> Bool {
    guard let star = pattern.firstIndex(of: "*") else { return text == pattern }
    let head = pattern[..<star], rest = pattern[pattern.index(after: star)...]
    guard text.hasPrefix(head) else { return false }
    let tail = text.dropFirst(head.count)
    return (0...tail.count).contains { definition(tail.dropFirst($0), rest) }
  }

  static func definition(_ path: String, _ pattern: String) -> Bool {
    definition(path.split(separator: ".", omittingEmptySubsequences: false), pattern.split(separator: "."))
  }

  @Test func randomPathsAndPatternsMatchAsTheDefinitionSays() {
    var random = SplitMix(seed: 0x5EED_2026)
    let patternParts = ["a", "b", "ab", "*", "a*", "*b", "a*b", "*a*", "**", "**", "é", "e\u{301}*"]
    let pathParts = ["a", "b", "ab", "ba", "aab", "", "é", "e\u{301}x"]
    var matched = 0
    for _ in 0..<20_000 {
      let pattern = (0..<Int.random(in: 0...4, using: &random)).map { _ in patternParts.randomElement(using: &random)! }
      let path = (0..<Int.random(in: 1...5, using: &random)).map { _ in pathParts.randomElement(using: &random)! }
      let (patternText, pathText) = (pattern.joined(separator: "."), path.joined(separator: "."))
      let expected = Self.definition(pathText, patternText)
      matched += expected ? 1 : 0
      #expect(ImportMapping.matches(pathText, pattern: patternText) == expected, "'\(pathText)' against '\(patternText)'")
    }
    // Both outcomes are well represented, so neither half of the check is empty.
    #expect(matched > 1_000 && matched < 19_000, "\(matched) of 20,000 matched")
  }

  /// Patterns whose split-by-split search takes exponential time: stars that can each
  /// take any share of a long part, and `**`s that can each take any share of a deep path.
  @Test func patternsThatBacktrackExponentiallyAnswerAtOnce() {
    let stars = String(repeating: "*a", count: 17) + "*b"
    #expect(!ImportMapping.matches(String(repeating: "a", count: 300), pattern: stars))
    #expect(ImportMapping.matches(String(repeating: "a", count: 300) + "b", pattern: stars))
    let parts = Array(repeating: "**", count: 16).joined(separator: ".") + ".b"
    #expect(!ImportMapping.matches(Array(repeating: "a", count: 60).joined(separator: "."), pattern: parts))
    #expect(ImportMapping.matches(Array(repeating: "a", count: 60).joined(separator: ".") + ".b", pattern: parts))
  }

  /// 2,000 wildcards against 20,000 tokens is 40 million pattern tries: past the budget,
  /// one error at the pattern being tried.
  @Test func wildcardsOverALargeImportStopAtTheBudget() throws {
    let patterns = (0..<2_000).map { "  - \"r*.nothing-\($0)\"\n" }.joined()
    let (mapping, problems) = ImportMapping.read("skip:\n" + patterns, path: "mapping.yaml")
    #expect(problems.isEmpty)
    let tokens = (0..<20_000).map { "\"r\($0)\": { \"$type\": \"dimension\", \"$value\": \"\($0 % 40)px\" }" }
    var importer = TokenImporter(file: "tokens.json")
    importer.mapping = mapping
    // `import` writes nothing when the diagnostics hold an error.
    _ = importer.theme(from: "{ \"radius\": { \(tokens.joined(separator: ", ")) } }", name: "Many")
    let errors = importer.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id) == ["import/too-much-matching"], "\(errors)")
    let location = try #require(errors.first?.location)
    #expect(location.file == "mapping.yaml" && location.column == 5 && location.line > 1, "\(location)")
    #expect(errors.first?.message.contains("20,000 tokens") == true, "\(errors)")
  }

  /// A few literal paths and wildcards over the same tokens stay well inside it.
  @Test func literalPathsAreLookedUpNotMatched() throws {
    let patterns = (0..<20_000).map { "  - radius.r\($0 * 2)\n" }.joined() + "  - \"**.r1*\"\n"
    let (mapping, _) = ImportMapping.read("skip:\n" + patterns, path: "mapping.yaml")
    let tokens = (0..<20_000).map { "\"r\($0)\": { \"$type\": \"dimension\", \"$value\": \"\($0 % 40)px\" }" }
    var importer = TokenImporter(file: "tokens.json")
    importer.mapping = mapping
    let theme = importer.theme(from: "{ \"radius\": { \(tokens.joined(separator: ", ")) } }", name: "Many")
    #expect(theme != nil, "\(importer.diagnostics.filter { $0.severity == .error })")
    // Even numbers are skipped by name, r1… by the wildcard: r3, r5, … r9 and the odd
    // numbers not starting with 1 stay.
    let kept = (0..<20_000).filter { $0 % 2 == 1 && !String($0).hasPrefix("1") }.count
    #expect(importer.leftOutByMapping == 20_000 - kept)
  }
}
