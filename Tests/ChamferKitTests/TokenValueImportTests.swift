import ChamferKit
import Foundation
import Testing
import TestSupport

/// How token values read: the CSS border-radius shorthand, token math, numbers without
/// a unit, and the spellings of references Style Dictionary accepts.
@Suite struct TokenValueImportTests {
  /// One radius token, Tokens Studio style, with `value`, imported and resolved: its
  /// corners, or the ids of the problems it gave.
  static func radius(_ value: String, configure: (inout TokenImporter) -> Void = { _ in }) -> String {
    var importer = TokenImporter(file: "tokens.json")
    configure(&importer)
    let json = JSONValue.string(value).serialized(pretty: false)
    let theme = importer.theme(from: #"{ "radius": { "x": { "value": \#(json), "type": "borderRadius" } } }"#, name: "T")
    let problems = importer.diagnostics.filter { $0.id != "import/unitless-dimension" && $0.id != "import/no-shape-tokens" }
    if let problem = problems.first { return "\(problem.severity == .error ? "error" : "warning") \(problem.id)" }
    guard let theme, let scale = check(theme, path: "imported.yaml").theme?.scale, let entry = scale.first else {
      return "nothing"
    }
    let corners = entry.shape.corners.map(\.size.description)
    return Set(corners).count == 1 ? corners[0] : corners.joined(separator: " ")
  }

  @Test(arguments: [
    // Two to four parts go to the corners as CSS repeats them: top-left, top-right,
    // bottom-right, bottom-left.
    ("{radius.lg} {radius.none}", "16pt 0pt 16pt 0pt"),
    ("5px 3 * 2px", "5pt 6pt 5pt 6pt"),
    ("4*1.5px 4*1.5px 4*1.5px", "6pt"),
    ("1px 2px 3px", "1pt 2pt 3pt 2pt"),
    ("1px 2px 3px 4px", "1pt 2pt 3pt 4pt"),
    ("0 0 {radius.lg} {radius.lg}", "0pt 0pt 16pt 16pt"),
    ("{radius.lg} * 2 {radius.lg}", "32pt 16pt 32pt 16pt"),
  ])
  func spaceSeparatedValuesAreCornersInCSSOrder(_ value: String, _ corners: String) throws {
    let (scale, _, importer) = try ImportRulesTests.scale(
      """
      { "radius": { "lg": { "value": "16px", "type": "borderRadius" },
        "none": { "value": "0px", "type": "borderRadius" },
        "x": { "value": "\(value)", "type": "borderRadius" } } }
      """)
    #expect(scale["radius-x"] == corners, "\(importer.diagnostics)")
  }

  /// One radius Chamfer cannot read is left out with a warning at it, and the rest of the
  /// file comes in; a file none of whose radii can be read keeps its errors.
  @Test func oneUnreadableTokenLeavesTheRestToComeIn() throws {
    var importer = TokenImporter(file: "tokens.json")
    let theme = importer.theme(
      from: #"{ "radius": { "$type": "dimension", "sm": { "$value": "4px" }, "em": { "$value": ".25em" }, "lg": { "$value": "8px" } } }"#,
      name: "T")
    let problems = importer.diagnostics.map { "\($0.severity) \($0.id) \($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
    #expect(problems == ["warning import/bad-dimension 1:82"])
    #expect(importer.diagnostics.first?.message.hasSuffix("; skipped") == true)
    let text = try #require(theme)
    let scale = try #require(check(text, path: "imported.yaml").theme?.scale)
    #expect(scale.map(\.name) == ["radius-sm", "radius-lg"])
    #expect(Self.radius(".25em") == "error import/bad-dimension", "nothing else to import")
  }

  /// Tokens Studio's `percentage` and `other` on radius paths are radii; on other paths
  /// they are skipped.
  @Test func percentageAndOtherOnRadiusPathsAreRadii() throws {
    var importer = TokenImporter(file: "tokens.json")
    let text = importer.theme(
      from: """
        { "radius": { "half": { "type": "percentage", "value": "25%" }, "pill": { "type": "percentage", "value": 50 },
          "sm": { "type": "other", "value": "4px" } },
          "opacity": { "muted": { "type": "percentage", "value": "40%" } } }
        """, name: "T")
    let theme = try #require(text)
    let scale = try #require(check(theme, path: "imported.yaml").theme?.scale)
    #expect(scale.map { "\($0.name): \($0.shape.corners[0].size.description)" } == ["radius-half: 25%", "radius-pill: 50%", "radius-sm: 4pt"])
    #expect(importer.skipped == 1, "the opacity")
  }

  /// `none` is 0 to Tokens Studio and to CSS.
  @Test func noneIsNoRounding() {
    #expect(Self.radius("none") == "0pt")
    #expect(Self.radius("none none") == "error import/bad-dimension", "math over words is still no size")
  }

  @Test func anEllipticalRadiusIsAWarningAndSkipped() {
    #expect(Self.radius("10px 20px / 5px") == "warning import/unsupported-value")
    #expect(Self.radius("(4px) 8px / 5px 6px") == "warning import/unsupported-value", "as aliases come in")
    #expect(Self.radius("30% 70% 70% 30% / 30% 30% 70% 70%") == "warning import/unsupported-value")
    #expect(Self.radius("50% / 10%") == "warning import/unsupported-value")
    #expect(Self.radius("clamp(0px, 4px, 8px)") == "warning import/unsupported-value")
    #expect(Self.radius("1px 2px 3px 4px 5px") == "error import/bad-dimension", "five corners")
  }

  @Test(arguments: [
    ("5px * 4px / 2px", "10pt"), ("min(8px, 6px)", "6pt"), ("max(2, 3) * 2px", "6pt"), ("4 * 7rem", "448pt"),
    ("roundTo(4px / 7, 1)", "0.6pt"), ("round(2.5px)", "3pt"), ("ceil(2.1px)", "3pt"), ("floor(2.9px)", "2pt"),
    ("abs(0 - 4px)", "4pt"), ("(4 + 2) * 3", "18pt"), ("10px / 5px", "2pt"),
  ])
  func mathAsTokensStudioEvaluatesIt(_ value: String, _ expected: String) {
    #expect(Self.radius(value) == expected)
  }

  @Test func mathThatCannotBeWorkedOutNamesThePart() throws {
    var importer = TokenImporter(file: "tokens.json")
    _ = importer.theme(
      from: #"{ "radius": { "a": { "value": "4px 4 + 7rem", "type": "borderRadius" }, "#
        + #""b": { "value": "min(4px, 2rem)", "type": "borderRadius" }, "#
        + #""c": { "value": "8px / (2 - 2)", "type": "borderRadius" }, "#
        + #""d": { "value": "3 * 2px *", "type": "borderRadius" } } }"#, name: "T")
    let messages = importer.diagnostics.filter { $0.id == "import/bad-dimension" && $0.severity == .error }
      .map { "\($0.location?.description ?? "-") \($0.message)" }
    #expect(messages.count == 4, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("tokens.json:1:31 ") && $0.contains("in '4 + 7rem', + and - need one unit") })
    #expect(messages.contains { $0.contains("in 'min(4px, 2rem)', min compares numbers in different units") })
    #expect(messages.contains { $0.contains("divides by zero") })
    #expect(messages.contains { $0.contains("in '3 * 2px *', a number is missing at the end") })
  }

  @Test func negativeRadiiAreRefused() {
    #expect(Self.radius("-4px") == "error import/bad-dimension")
    #expect(Self.radius("2px - 6px") == "error import/bad-dimension")
    #expect(Self.radius("4px -2px") == "error import/bad-dimension", "a part of its own, and negative")
  }
}

extension TokenValueImportTests {
  /// Numbers without a unit are px unless `--unitless rem`, with one warning a file at
  /// the first of them; a bare 0 is read as any other number.
  @Test func unitlessNumbersAreReadWithOneWarningAFile() throws {
    let text = """
      { "radius": {
          "none": { "value": 0, "type": "borderRadius" },
          "sm": { "value": "0.25", "type": "borderRadius" },
          "md": { "value": 42, "type": "borderRadius" },
          "lg": { "value": 8, "unit": "px", "type": "borderRadius" } } }
      """
    let px = try ImportRulesTests.scale(text)
    #expect(px.scale == ["radius-none": "0pt", "radius-sm": "0.25pt", "radius-md": "42pt", "radius-lg": "8pt"])
    let warnings = px.importer.diagnostics.map { "\($0.id) \($0.location?.description ?? "-")" }
    #expect(warnings == ["import/unitless-dimension tokens.json:2:24"])
    let rem = try ImportRulesTests.scale(text) { $0.unitless = .rem }
    #expect(rem.scale == ["radius-none": "0pt", "radius-sm": "4pt", "radius-md": "672pt", "radius-lg": "8pt"])
    #expect(rem.importer.diagnostics.count == 1)
    #expect(rem.importer.diagnostics.first?.message.contains("read as rem") == true)
  }

  /// DTCG wants `{value, unit}`; a bare 0 and a bare 42 are both read, with the warning.
  @Test func aBareZeroAndABareNumberAreAlikeInDTCG() throws {
    let (scale, _, importer) = try ImportRulesTests.scale(
      #"{ "radius": { "$type": "dimension", "none": { "$value": 0 }, "md": { "$value": 42 } } }"#)
    #expect(scale == ["radius-none": "0pt", "radius-md": "42pt"])
    #expect(importer.diagnostics.map(\.id) == ["import/unitless-dimension"])
  }

  /// Each file of several gets its own warning.
  @Test func eachFileGetsItsOwnUnitlessWarning() throws {
    var importer = TokenImporter(file: "a.json")
    let theme = importer.theme(
      fromFiles: [
        ("a.json", #"{ "radius": { "sm": { "value": "2", "type": "borderRadius" }, "md": { "value": "4", "type": "borderRadius" } } }"#),
        ("b.json", #"{ "radius": { "lg": { "value": "8", "type": "borderRadius" } } }"#),
      ], name: "T")
    #expect(theme != nil)
    #expect(importer.diagnostics.map { $0.location?.file ?? "-" } == ["a.json", "b.json"])
  }

  @Test(arguments: ["{ radius.base } * 2", "{radius.base.value} * 2", "{ radius.base.value }*2", "2 * { radius.base }"])
  func referencesWithSpacesOrValueInsideMathResolve(_ value: String) throws {
    let (scale, _, importer) = try ImportRulesTests.scale(
      #"{ "radius": { "base": { "value": "4px", "type": "borderRadius" }, "x": { "value": "\#(value)", "type": "borderRadius" } } }"#)
    #expect(scale["radius-x"] == "8pt", "\(importer.diagnostics)")
  }

  @Test func aDirectAliasWithSpacesResolves() throws {
    let (scale, _, _) = try ImportRulesTests.scale(
      #"{ "radius": { "base": { "value": "4px" }, "x": { "value": "{ radius.base }" } } }"#)
    #expect(scale["radius-x"] == "4pt")
  }

  /// Style Dictionary: a radius aliasing an untyped token on another path is a radius.
  @Test func aRadiusAliasOfAnUntypedTokenIsFollowed() throws {
    let (scale, _, importer) = try ImportRulesTests.scale(
      #"{ "size": { "sm": { "value": "4px" }, "md": { "value": "8px" } }, "#
        + #""radius": { "sm": { "value": "{size.sm}" }, "md": { "value": "{size.md} * 2" } } }"#)
    #expect(scale == ["radius-sm": "4pt", "radius-md": "16pt"], "\(importer.diagnostics)")
    #expect(importer.skipped == 2, "the two size tokens, not the radii")
  }

  @Test func slashesInKeysBreakWords() throws {
    let (scale, _, _) = try ImportRulesTests.scale(
      #"{ "vivid/radius/100": { "value": "4px", "type": "borderRadius" }, "#
        + #""vivid/radius/full": { "value": "9999px", "type": "borderRadius" } }"#)
    #expect(scale == ["vivid-radius-100": "4pt", "vivid-radius-full": "50%"])
  }
}

extension TokenValueImportTests {
  /// A chain of 20,000 aliases resolves once each, without recursion: it used to
  /// overflow the stack, and resolved the chain again from each token. Each token's
  /// references are read once.
  @Test func aLongAliasChainResolvesEachTokenOnce() throws {
    let (theme, importer) = Self.importChain { "{radius.r\($0 - 1)}" }
    #expect(importer.diagnostics.isEmpty, "\(importer.diagnostics.prefix(3))")
    #expect(theme?.contains("radius-r19999: 4  #") == true)
    #expect(importer.derivations == Self.chainLength)
  }

  /// Thousands of aliases that name no token each get a warning with a suggestion, from
  /// one index of the token paths rather than a search of every path per alias.
  @Test func manyBrokenAliasesAreEachReadOnce() throws {
    let (_, importer) = Self.importChain { "{r\($0 - 1)}" }
    #expect(importer.diagnostics.filter { $0.id == "import/unknown-alias" }.count == Self.chainLength - 1)
    #expect(importer.derivations == Self.chainLength)
  }

  static let chainLength = 20_000

  /// Imports `radius.r0` = 4px and `radius.r1` … `radius.r19999`, each valued by
  /// `value(index)`.
  static func importChain(_ value: (Int) -> String) -> (String?, TokenImporter) {
    let text =
      #"{ "radius": { "r0": { "value": "4px", "type": "borderRadius" }, "#
      + (1..<chainLength).map { #""r\#($0)": { "value": "\#(value($0))", "type": "borderRadius" }"# }
        .joined(separator: ", ")
      + " } }"
    var importer = TokenImporter(file: "chain.json")
    let theme = importer.theme(from: text, name: "Chain")
    return (theme, importer)
  }

  /// A cycle in a long chain is one error, at the token that closes it.
  @Test func aCycleIsOneError() {
    var tokens: [String] = []
    for index in 0..<1_000 { tokens.append(#""r\#(index)": { "value": "{radius.r\#((index + 1) % 1_000)}", "type": "borderRadius" }"#) }
    var importer = TokenImporter(file: "cycle.json")
    _ = importer.theme(from: #"{ "radius": { "# + tokens.joined(separator: ", ") + " } }", name: "Cycle")
    #expect(importer.diagnostics.filter { $0.severity == .error }.map(\.id) == ["import/alias-cycle"])
  }
}
