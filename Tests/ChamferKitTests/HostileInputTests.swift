@testable import ChamferKit
import Foundation
import TestSupport
import Testing

/// Small inputs that ask for enormous work: each must end at once with one located
/// error naming the limit, or with a correct result.
@Suite struct HostileInputTests {
  /// A resolver of 30 modifiers with two contexts each: 2^30 themes.
  @Test func resolverCombinationsAreCountedBeforeTheyAreMade() {
    let modifiers = (0..<30).map { #""m\#($0)": { "contexts": { "a": [], "b": [] } }"# }.joined(separator: ", ")
    let order = (0..<30).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }.joined(separator: ", ")
    let text = #"{ "version": "2025.10", "modifiers": { \#(modifiers) }, "resolutionOrder": [\#(order)] }"#
    var importer = TokenImporter(file: "bomb.resolver.json")
    let themes = importer.themes(fromResolver: text, provider: { _ in nil })
    #expect(themes.isEmpty)
    let errors = importer.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors)")
    #expect(errors.first?.id == "import/too-many-themes")
    #expect(errors.first?.message.contains("1,073,741,824 themes") == true, "\(errors)")
    #expect(errors.first?.location?.description.hasPrefix("bomb.resolver.json:1:") == true)
  }

  /// Modifiers enough to overflow a 64-bit count still give the one error.
  @Test func combinationCountsPastAnIntAreStillOneError() {
    let modifiers = (0..<70).map { #""m\#($0)": { "contexts": { "a": [], "b": [] } }"# }.joined(separator: ", ")
    let order = (0..<70).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }.joined(separator: ", ")
    let text = #"{ "version": "2025.10", "modifiers": { \#(modifiers) }, "resolutionOrder": [\#(order)] }"#
    var importer = TokenImporter(file: "bomb.resolver.json")
    _ = importer.themes(fromResolver: text, provider: { _ in nil })
    #expect(importer.diagnostics.map(\.id) == ["import/too-many-themes"])
    #expect(importer.diagnostics.first?.message.contains("more than 9,223,372,036,854,775,807") == true)
  }

  /// Tokens Studio themes in 22 groups of two: 2^22 combinations.
  @Test func themesFileCombinationsAreCountedBeforeTheyAreMade() {
    let themes = (0..<44).map { #"{ "name": "t\#($0)", "group": "g\#($0 / 2)", "selectedTokenSets": {} }"# }
    var importer = TokenImporter(file: "$themes.json")
    let made = importer.themes(fromThemesFile: "[\(themes.joined(separator: ", "))]", provider: { _ in nil })
    #expect(made.isEmpty)
    #expect(importer.diagnostics.map(\.id) == ["import/too-many-themes"])
    #expect(importer.diagnostics.first?.message.contains("4,194,304 themes") == true, "\(importer.diagnostics)")
    #expect(importer.diagnostics.first?.location?.description == "$themes.json:1:1")
  }

  /// A set of 5,200 radius tokens: 15,601 entries, about 260 KB.
  static let largeSet =
    #"{ "radius": { "# + (0..<5_200).map { #""r\#($0)": { "$type": "dimension", "$value": "\#($0 % 40)px" }"# }
    .joined(separator: ", ") + " } }"

  /// 16 × 16 Tokens Studio themes over one large set: each merges the set anew, so
  /// the entries are counted over all 256 before any is merged.
  @Test func themesFileMergesAreBudgetedAsAProduct() {
    let themes = ["a", "b"].flatMap { group in
      (0..<16).map { #"{ "name": "\#(group)\#($0)", "group": "\#(group)", "selectedTokenSets": { "core": "enabled" } }"# }
    }
    var importer = TokenImporter(file: "$themes.json")
    let made = importer.themes(fromThemesFile: "[\(themes.joined(separator: ", "))]") { path in
      path == "core.json" ? Self.largeSet : nil
    }
    #expect(made.isEmpty)
    #expect(importer.diagnostics.map(\.id) == ["import/too-much-input"], "\(importer.diagnostics)")
    #expect(importer.diagnostics.first?.message.hasPrefix("the 256 themes this file makes would merge 3,993,856 token entries") == true)
    #expect(importer.diagnostics.first?.location?.description == "$themes.json:1:1")
  }

  /// The same through a resolver: a set every combination takes, from a file or
  /// written inline, and a context every combination of the other modifier takes.
  @Test func resolverMergesAreBudgetedAsAProduct() {
    let modifiers = (0..<2).map { m in
      #""m\#(m)": { "contexts": { "# + (0..<16).map { #""c\#($0)": []"# }.joined(separator: ", ") + " } }"
    }.joined(separator: ", ")
    let order = ##"{ "$ref": "#/modifiers/m0" }, { "$ref": "#/modifiers/m1" }"##
    for source in [#"{ "$ref": "core.json" }"#, Self.largeSet] {
      let text = #"{ "version": "2025.10", "sets": { "core": { "sources": [\#(source)] } }, "modifiers": { \#(modifiers) }, "#
        + ##""resolutionOrder": [{ "$ref": "#/sets/core" }, \##(order)] }"##
      var importer = TokenImporter(file: "big.resolver.json")
      let made = importer.themes(fromResolver: text) { path in path == "core.json" ? Self.largeSet : nil }
      #expect(made.isEmpty)
      #expect(importer.diagnostics.map(\.id) == ["import/too-much-input"], "\(importer.diagnostics)")
      #expect(importer.diagnostics.first?.message.contains("3,993,856 token entries") == true, "\(importer.diagnostics)")
    }
    // One context's tokens count once for each combination of the other modifier.
    let contexts = (0..<16).map { #""c\#($0)": [\#(Self.largeSet)]"# }.joined(separator: ", ")
    let text = #"{ "version": "2025.10", "modifiers": { "m0": { "contexts": { \#(contexts) } }, "#
      + #""m1": { "contexts": { "# + (0..<16).map { #""d\#($0)": []"# }.joined(separator: ", ")
      + ##" } } }, "resolutionOrder": [{ "$ref": "#/modifiers/m0" }, { "$ref": "#/modifiers/m1" }] }"##
    var importer = TokenImporter(file: "contexts.resolver.json")
    _ = importer.themes(fromResolver: text) { _ in nil }
    #expect(importer.diagnostics.map(\.id) == ["import/too-much-input"], "\(importer.diagnostics)")
    #expect(importer.diagnostics.first?.message.contains("3,993,856 token entries") == true, "\(importer.diagnostics)")
  }

  /// Combinations up to the limit are still made.
  @Test func combinationsUpToTheLimitAreMade() {
    // 2^8 = 256 combinations, the limit itself, each with shapes of its own.
    let modifiers = (0..<8).map { m in
      #""m\#(m)": { "contexts": { "a": [], "b": [{ "radius": { "m\#(m)": { "$type": "dimension", "$value": "\#(m + 1)px" } } }] } }"#
    }.joined(separator: ", ")
    let order = (0..<8).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }.joined(separator: ", ")
    let text = #"""
      { "version": "2025.10", "modifiers": { \#(modifiers) },
        "sets": { "base": { "sources": [{ "radius": { "small": { "$type": "dimension", "$value": "4px" } } }] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, \#(order)] }
      """#
    var importer = TokenImporter(file: "many.resolver.json")
    let themes = importer.themes(fromResolver: text, provider: { _ in nil })
    #expect(Limits.importCombinations == 256)
    #expect(themes.count == 256)
    #expect(!importer.diagnostics.hasErrors, "\(importer.diagnostics)")
  }

  /// A resolver set that includes itself is reported with its chain, not followed for ever.
  @Test func aSetThatIncludesItselfIsAnError() {
    let text = #"""
      { "version": "2025.10",
        "sets": {
          "a": { "sources": [{ "$ref": "#/sets/b" }] },
          "b": { "sources": [{ "$ref": "#/sets/a" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/a" }] }
      """#
    var importer = TokenImporter(file: "loop.resolver.json")
    _ = importer.themes(fromResolver: text, provider: { _ in nil })
    let errors = importer.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors)")
    #expect(errors.first?.message.contains("'#/sets/b' → '#/sets/a' → '#/sets/b'") == true, "\(errors)")
    #expect(errors.first?.location?.description == "loop.resolver.json:3:34")
  }

  // MARK: Text reports

  /// A minified file: one line of 10,000 bad sizes. The text report quotes a window of
  /// the line, stops after the first diagnostics, and still counts every one.
  @Test func aMinifiedFileFullOfMistakesGivesAShortReport() {
    let components = (0..<10_000).map { #""c\#($0)": { "size": "wide" }"# }.joined(separator: ", ")
    let text = #"{ "chamfer": 1, "name": "Minified", "components": { \#(components) } }"#
    let result = check(text, path: "minified.json")
    let report = TerminalReporter.report(result.diagnostics, sources: result.sources, files: 1, color: false)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 10_000)
    #expect(report.utf8.count < 100_000, "\(report.utf8.count) bytes")
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains(": error: ") }.count == Limits.printedDiagnosticsPerFile)
    #expect(lines.contains { $0.hasPrefix("minified.json: note: and 9,950 more diagnostics in this file not shown") })
    #expect(lines.last == "10,000 errors, 0 warnings in 1 file" || lines.last == "10000 errors, 0 warnings in 1 file")
    // Every quoted line fits the window, with its marks.
    for (index, line) in lines.enumerated() where line.contains(": error: ") {
      let quoted = lines[index + 1]
      #expect(quoted.count <= 4 + Limits.quotedLineWidth + 2, "\(quoted.count)")
    }
    // The JSON report lists them all.
    let json = JSONReporter.report(result.diagnostics, sources: result.sources, files: 1, color: false)
    #expect(json.components(separatedBy: "\"id\"").count - 1 == 10_000)
  }

  /// The caret stays under the column in a window cut from the middle of a long line,
  /// at its start and at its end, with non-ASCII text and tabs before it.
  @Test(arguments: [1, 2, 59, 60, 61, 500, 4_000, 9_940, 9_999, 10_000, 10_001, 10_050])
  func theCaretStaysUnderTheColumnOfALongLine(_ column: Int) throws {
    // Scalars of 1, 2 and 4 bytes, and tabs, with a letter that names its place every
    // tenth scalar.
    let alphabet: [Unicode.Scalar] = ["a", "é", "\t", "😀", "b", "ß", "c", "\u{2014}", "d"]
    var scalars = (0..<10_000).map { alphabet[$0 % alphabet.count] }
    for index in stride(from: 0, to: scalars.count, by: 10) { scalars[index] = "x" }
    let line = String(String.UnicodeScalarView(scalars))
    let file = "long-\(column).yaml"
    let diagnostic = Diagnostic("load/syntax", .error, "here", at: FileLocation(file: file, line: 2, column: column))
    let report = TerminalReporter.report([diagnostic], sources: [file: "first\n" + line + "\nlast\n"], files: 1, color: false)
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let quoted = Array(lines[1].dropFirst(4).unicodeScalars)
    let caret = Array(lines[2].dropFirst(4).unicodeScalars)
    #expect(caret.last == "^")
    #expect(quoted.count <= Limits.quotedLineWidth + 2)
    #expect(caret.dropLast().allSatisfy { $0 == " " || $0 == "\t" })
    // Tabs in the padding sit where the quoted line has them.
    for (index, scalar) in caret.dropLast().enumerated() where scalar == "\t" { #expect(quoted[index] == "\t") }
    let under = caret.count - 1
    if column <= scalars.count {
      #expect(quoted[under] == scalars[column - 1], "column \(column)")
      // The scalars before the caret in the window are those before the column.
      let cut = quoted.first == "…" ? 1 : 0
      #expect(Array(quoted[cut..<under]) == Array(scalars[(column - 1 - (under - cut))..<(column - 1)]))
    } else {
      // Past the end: the caret follows the last scalar, as before.
      #expect(under == quoted.count - (quoted.last == "…" ? 1 : 0))
    }
    #expect((quoted.first == "…") == (column > Limits.quotedLineWidth / 2 + 1))
    #expect((quoted.last == "…") == (column < scalars.count - Limits.quotedLineWidth / 2 + 1))
  }

  /// Lines up to the width are quoted whole, as they always were.
  @Test func aShortLineIsQuotedWhole() {
    let line = String(repeating: "ab", count: Limits.quotedLineWidth / 2)
    let diagnostic = Diagnostic("load/syntax", .error, "here", at: FileLocation(file: "short.yaml", line: 1, column: 7))
    let report = TerminalReporter.report([diagnostic], sources: ["short.yaml": line], files: 1, color: false)
    #expect(report.contains("\n    \(line)\n          ^\n"))
  }

  // MARK: Did you mean

  /// The index suggests what comparing with every name suggested, for ordinary sizes.
  @Test func theSpellingIndexSuggestsWhatAFullSearchWould() {
    let known = [
      "none", "extra-small", "small", "medium", "large", "extra-large", "full", "Pill", "card_corner", "cardCorner",
      "button", "buttons", "chip", "chips", "dialog", "sheet", "sheet-top", "ab", "a", "abcdefghij", "abcdefghik",
    ]
    func fullSearch(_ word: String) -> String? {
      func fold(_ w: String) -> String { w.lowercased().filter { $0 != "-" && $0 != "_" } }
      var best: (String, Int)?
      for candidate in known where candidate != word {
        if fold(candidate) == fold(word) { return candidate }
        let distance = Spelling.editDistance(word.lowercased(), candidate.lowercased())
        if distance <= max(2, word.count / 3), distance < (best?.1 ?? .max) { best = (candidate, distance) }
      }
      return best?.0
    }
    let words = known + [
      "smal", "Small", "extrasmall", "EXTRA_LARGE", "mediun", "lrge", "pill", "cardcorner", "card-corner", "buton",
      "chipz", "dialogue", "sheettop", "b", "", "abcdefghijkl", "xyz", "nonee", "ful", "😀", "full-",
    ]
    var index = Spelling.Index(known)
    for word in words {
      #expect(index.suggestion(for: word) == fullSearch(word), "\(word)")
      #expect(Spelling.suggestion(for: word, among: known) == fullSearch(word), "\(word)")
    }
  }

  /// 20,000 unknown metric names among 20,000 known ones: the suggestions stay linear.
  @Test func thousandsOfUnknownNamesAreSuggestedForQuickly() {
    let known = (0..<20_000).map { "metric-\($0)" }
    var index = Spelling.Index(known)
    var suggested = 0
    for number in 0..<20_000 where index.suggestion(for: "metrik-\(number)x") != nil { suggested += 1 }
    // Past its budget the index stops comparing: the work is bounded whatever the count.
    #expect(index.work == Limits.spellingWork)
    // The first ones still get a suggestion, until the budget is spent.
    #expect(suggested > 0)
    #expect(index.suggestion(for: "METRIC_7") == "metric-7", "names equal but for case and dashes are always found")
  }

  /// The same through the cascade: every unknown metric gets its error.
  @Test func aThemeOfThousandsOfUnknownMetricsIsCheckedQuickly() {
    let scale = (0..<2_000).map { "  metric-\($0): \($0 % 40)" }.joined(separator: "\n")
    let components = (0..<2_000).map { "  c\($0): { shape: metrik-\($0)x }" }.joined(separator: "\n")
    let text = "chamfer: 1\nname: Many\nscale:\n\(scale)\ncomponents:\n\(components)\n"
    let result = check(text)
    #expect(result.diagnostics.filter { $0.id == "resolve/unknown-metric" }.count == 2_000)
    let first = result.diagnostics.first { $0.id == "resolve/unknown-metric" }
    #expect(first?.hint == "did you mean 'metric-0'?")
  }

  // MARK: Total work

  /// Sections under their own limit can still add up to too many shapes: one error,
  /// where the count passes the limit, before any shape is decoded.
  @Test func shapesAreCountedOverTheWholeTheme() throws {
    #expect(Limits.shapesPerTheme == 400_000)
    let variants = (0..<4).map { "v\($0): 4" }.joined(separator: ", ")
    let components = (0..<5).map { "  c\($0): { size: 2, variants: { \(variants) } }" }.joined(separator: "\n")
    let text = "chamfer: 1\nname: Many\nscale: { a: 1, b: 2 }\ncomponents:\n\(components)\n"
    let (root, _) = YAMLReader().read(text, file: "many.yaml")
    var limit = Pipeline.ShapeLimit.build
    limit.count = 20
    let tight = Pipeline.decode(try #require(root), shapeLimit: limit)
    #expect(tight.document == nil)
    #expect(tight.diagnostics.map(\.id) == ["load/too-many-shapes"])
    #expect(tight.diagnostics.first?.location?.description == "many.yaml:8:3", "\(tight.diagnostics)")
    #expect(tight.diagnostics.first?.message.hasPrefix("the theme passes its limit of shapes here") == true)
    limit.count = 27
    let roomy = Pipeline.decode(try #require(root), shapeLimit: limit)
    #expect(roomy.document != nil)
    #expect(roomy.diagnostics.isEmpty, "\(roomy.diagnostics)")
  }

  /// 150 themes × 150 modes from a config of a few kilobytes.
  @Test func aConfigMakesAtMostSoManyThemes() {
    let themes = (0..<150).map { "  t\($0): [a.yaml]" }.joined(separator: "\n")
    let modes = (0..<150).map { "  m\($0): [b.yaml]" }.joined(separator: "\n")
    let text = "version: 1\nthemes:\n\(themes)\nmodes:\n\(modes)\n"
    let (config, diagnostics) = ChamferConfig.read(text, path: "chamfer.yml")
    #expect(config == nil)
    #expect(diagnostics.map(\.id) == ["config/too-many-themes"])
    #expect(diagnostics.first?.location?.description == "chamfer.yml:153:1")
    #expect(diagnostics.first?.message.contains("make 22,650 themes") == true, "\(diagnostics)")
    // Up to the limit is fine: 16 themes, each alone and with 15 modes.
    let fewer = "version: 1\nthemes:\n" + (0..<16).map { "  t\($0): [a.yaml]" }.joined(separator: "\n")
      + "\nmodes:\n" + (0..<15).map { "  m\($0): [b.yaml]" }.joined(separator: "\n") + "\n"
    #expect(ChamferConfig.read(fewer, path: "chamfer.yml").0?.themes.count == 256)
  }

  @Test func countsAreGroupedByThousands() {
    #expect(Limits.grouped(0) == "0")
    #expect(Limits.grouped(999) == "999")
    #expect(Limits.grouped(1_000) == "1,000")
    #expect(Limits.grouped(9_950) == "9,950")
    #expect(Limits.grouped(1_073_741_824) == "1,073,741,824")
    #expect(Limits.grouped(-12_345) == "-12,345")
  }
}
