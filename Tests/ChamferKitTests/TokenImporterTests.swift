import ChamferKit
import Foundation
import Testing
import TestSupport

@Suite struct TokenImporterTests {
  static let sample = """
    {
      "radius": {
        "$type": "dimension",
        "small": { "$value": { "value": 4, "unit": "px" } },
        "medium": { "$value": "8px", "$description": "the older string form" },
        "large": { "$value": { "value": 1, "unit": "rem" } },
        "pill": { "$value": { "value": 9999, "unit": "px" } },
        "default": { "$value": "{radius.medium}" }
      },
      "color": { "$type": "color", "accent": { "$value": "#0af" } },
      "corner": { "base": { "$type": "number", "$value": 6 } }
    }
    """

  static func importing(_ text: String, file: String = "tokens.json") -> (String?, TokenImporter) {
    var importer = TokenImporter(file: file)
    let theme = importer.theme(from: text, name: "Sample")
    return (theme, importer)
  }

  @Test func dimensionTokensBecomeTheScale() throws {
    let (text, importer) = Self.importing(Self.sample)
    // The number 6 has no unit: read as px, said once.
    #expect(importer.diagnostics.map(\.id) == ["import/unitless-dimension"], "\(importer.diagnostics)")
    #expect(importer.skipped == 1, "the colour")
    let theme = try #require(text)
    let result = check(theme, path: "imported.yaml")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)\n\(theme)")
    let scale = try #require(result.theme?.scale)
    #expect(scale.map(\.name) == ["radius-small", "radius-medium", "radius-large", "radius-pill", "radius-default", "corner-base"])
    #expect(scale.map { $0.shape.corners[0].size.description } == ["4pt", "8pt", "16pt", "50%", "8pt", "6pt"])
    #expect(theme.contains("# radius.default (tokens.json:"), "each value names where it came from")
  }

  /// A resolver is told by its key, found byte for byte: after a partial match, at the
  /// very end, after text that is not ASCII; a token file that only says the word is not one.
  @Test func resolverFilesAreToldByTheirKey() {
    let resolver = { TokenImporter.isResolverFile(path: "tokens.json", text: $0) }
    #expect(resolver(#"{ "resolution": 1, "resolutionOrder": [] }"#))
    #expect(resolver("name: Ünïcode ✓\nresolutionOrder:"))
    #expect(resolver(#"x ""resolutionOrder""#), "a quote that starts no match, then the key at the end")
    #expect(!resolver(#"{ "resolutionOrde": [], "note": "the resolutionOrder list" }"#))
    #expect(!resolver(""))
    #expect(TokenImporter.isResolverFile(path: "Themes.Resolver.JSON", text: ""))
  }

  /// A token that names itself is a cycle of one, however many plain tokens and
  /// resolved aliases come before it.
  @Test func aTokenAliasingItselfIsACycle() {
    let (_, importer) = Self.importing(
      """
      {
        "r": {
          "$type": "dimension",
          "small": { "$value": "2px" },
          "alias": { "$value": "{r.small}" },
          "self": { "$value": "{r.self}" }
        }
      }
      """)
    let found = importer.diagnostics.map { "\($0.id) \($0.location?.description ?? "-")" }
    #expect(found == ["import/alias-cycle tokens.json:6:25"], "\(found)")
  }

  @Test func brokenAliasesAreReportedWhereTheyAreWritten() {
    let (_, importer) = Self.importing(
      """
      {
        "r": {
          "$type": "dimension",
          "a": { "$value": "{r.b}" },
          "b": { "$value": "{r.a}" },
          "c": { "$value": "{r.smal}" },
          "small": { "$value": "2px" }
        }
      }
      """)
    let found = importer.diagnostics.map { "\($0.id) \($0.location?.description ?? "-")" }
    #expect(found.contains("import/alias-cycle tokens.json:4:22"), "\(found)")
    #expect(found.contains("import/unknown-alias tokens.json:6:22"), "\(found)")
    #expect(importer.diagnostics.first { $0.id == "import/unknown-alias" }?.hint == "did you mean '{r.small}'?")
  }

  /// Figma's variables export, from the corpus: radii are unitless numbers in a
  /// collection called `@size`, with 9999 for full; colours, type and broken aliases
  /// among them are skipped.
  @Test func figmaSimpleDesignSystemImportsItsRadii() throws {
    let url = packageRoot.appendingPathComponent("Tests/ChamferKitTests/Corpus/figma-sds/tokens.json")
    let (text, importer) = Self.importing(try String(contentsOf: url, encoding: .utf8), file: "figma-sds/tokens.json")
    #expect(!importer.diagnostics.hasErrors)
    #expect(importer.skipped > 300)
    let result = check(try #require(text), path: "imported.yaml")
    let scale = try #require(result.theme?.scale)
    #expect(scale.map(\.name) == ["size-radius-100", "size-radius-200", "size-radius-400", "size-radius-full"])
    #expect(scale.map { $0.shape.corners[0].size.description } == ["4pt", "8pt", "16pt", "50%"])
  }
}

extension TokenImporterTests {
  /// Primer writes DTCG in JSON5, its radii once as dimension objects and once, in an
  /// older revision, as strings beside border widths and offsets: both give one scale.
  @Test(arguments: ["primer/radius.json5", "primer/2024-border/border.json5"])
  func primerImportsTheSameScaleFromBothEncodings(_ path: String) throws {
    let url = packageRoot.appendingPathComponent("Tests/ChamferKitTests/Corpus/\(path)")
    let (text, importer) = Self.importing(try String(contentsOf: url, encoding: .utf8), file: path)
    #expect(!importer.diagnostics.hasErrors, "\(importer.diagnostics)")
    let result = check(try #require(text), path: "imported.yaml")
    let scale = try #require(result.theme?.scale)
    #expect(
      scale.map(\.name)
        == ["border-radius-small", "border-radius-medium", "border-radius-large", "border-radius-full", "border-radius-default"])
    #expect(scale.map { $0.shape.corners[0].size.description } == ["3pt", "6pt", "12pt", "50%", "6pt"])
  }
}

/// Style Dictionary and Tokens Studio files: `value` and `type` without `$`.
@Suite struct LegacyTokenImportTests {
  @Test func tokensStudioMathAndStyleDictionaryReferencesResolve() throws {
    let (text, importer) = TokenImporterTests.importing(
      """
      {
        "radius": {
          "base": { "value": "4", "type": "borderRadius" },
          "double": { "value": "{radius.base} * 2", "type": "borderRadius" },
          "mixed": { "value": "({radius.base} + 2) * 3 - 1", "type": "borderRadius" },
          "legacy": { "value": "{radius.base.value}" }
        },
        "spacing": { "small": { "value": "8", "type": "spacing" } }
      }
      """)
    #expect(importer.diagnostics.map(\.id) == ["import/unitless-dimension"], "\(importer.diagnostics)")
    #expect(importer.skipped == 1)
    let theme = try #require(text)
    let scale = try #require(check(theme, path: "imported.yaml").theme?.scale)
    #expect(scale.map(\.name) == ["radius-base", "radius-double", "radius-mixed", "radius-legacy"])
    #expect(scale.map { $0.shape.corners[0].size.description } == ["4pt", "8pt", "17pt", "4pt"])
  }

  /// Spectrum's Tokens Studio export: the same radii differ between desktop and mobile.
  @Test(arguments: [("desktop.json", ["2pt", "4pt", "8pt"]), ("mobile.json", ["2pt", "5pt", "10pt"])])
  func spectrumTokensStudioImportsEachPlatformsRadii(_ file: String, _ sizes: [String]) throws {
    let url = packageRoot.appendingPathComponent("Tests/ChamferKitTests/Corpus/spectrum-tokens-studio/\(file)")
    let (text, importer) = TokenImporterTests.importing(try String(contentsOf: url, encoding: .utf8), file: file)
    #expect(!importer.diagnostics.hasErrors, "\(importer.diagnostics)")
    let theme = try #require(text)
    let scale = try #require(check(theme, path: "imported.yaml").theme?.scale)
    #expect(scale.map(\.name) == ["corner-radius-75", "corner-radius-100", "corner-radius-200"])
    #expect(scale.map { $0.shape.corners[0].size.description } == sizes)
  }
}

/// Material 3's corner scale as Google publishes it and as Flutter keeps it: composite
/// shape tokens with a method or family and per-corner values.
@Suite struct MaterialShapeImportTests {
  @Test(arguments: ["material3-flutter/shape.json", "material3-material-tokens/shape.json"])
  func materialsCornerScaleImportsWithItsAsymmetricCorners(_ path: String) throws {
    let url = packageRoot.appendingPathComponent("Tests/ChamferKitTests/Corpus/\(path)")
    let (text, importer) = TokenImporterTests.importing(try String(contentsOf: url, encoding: .utf8), file: path)
    #expect(!importer.diagnostics.hasErrors, "\(importer.diagnostics)")
    let theme = try #require(text)
    let result = check(theme, path: "imported.yaml")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)\n\(theme)")
    let scale = Dictionary(uniqueKeysWithValues: try #require(result.theme?.scale).map { ($0.name, $0.shape) })
    func sizes(_ name: String) -> [String] { scale[name]?.corners.map(\.size.description) ?? ["missing \(name)"] }
    #expect(sizes("none") == ["0pt", "0pt", "0pt", "0pt"])
    #expect(sizes("extra-small") == ["4pt", "4pt", "4pt", "4pt"])
    #expect(sizes("small") == ["8pt", "8pt", "8pt", "8pt"])
    #expect(sizes("medium") == ["12pt", "12pt", "12pt", "12pt"])
    #expect(sizes("large") == ["16pt", "16pt", "16pt", "16pt"])
    #expect(sizes("extra-large") == ["28pt", "28pt", "28pt", "28pt"])
    #expect(sizes("full") == ["50%", "50%", "50%", "50%"], "the circular family is a capsule")
    // Corners in order topLeft, topRight, bottomRight, bottomLeft.
    #expect(sizes("extra-small-top") == ["4pt", "4pt", "0pt", "0pt"])
    #expect(sizes("large-start") == ["16pt", "0pt", "0pt", "16pt"])
    #expect(sizes("large-end") == ["0pt", "16pt", "16pt", "0pt"])
  }
}

extension MaterialShapeImportTests {
  /// Spectrum 2: types named by each token's `$schema`, t-shirt aliases, and full as a
  /// multiplier 0.5 of the component's height.
  @Test func spectrumTwoImportsItsScaleAndFullMultiplier() throws {
    let url = packageRoot.appendingPathComponent("Tests/ChamferKitTests/Corpus/spectrum/layout.json")
    let (text, importer) = TokenImporterTests.importing(try String(contentsOf: url, encoding: .utf8), file: "layout.json")
    #expect(!importer.diagnostics.hasErrors, "\(importer.diagnostics.prefix(3))")
    let theme = try #require(text)
    let scale = Dictionary(
      uniqueKeysWithValues: try #require(check(theme, path: "imported.yaml").theme?.scale).map {
        ($0.name, $0.shape.corners[0].size.description)
      })
    let expected = [
      "corner-radius-0": "0pt", "corner-radius-75": "3pt", "corner-radius-100": "4pt",
      "corner-radius-200": "5pt", "corner-radius-300": "6pt", "corner-radius-400": "7pt",
      "corner-radius-500": "8pt", "corner-radius-600": "9pt", "corner-radius-700": "10pt",
      "corner-radius-800": "16pt", "corner-radius-1000": "50%", "corner-radius-full": "50%",
      "corner-radius-none": "0pt", "corner-radius-medium-default": "8pt",
    ]
    for (name, size) in expected { #expect(scale[name] == size, "\(name)") }
  }
}

/// Salesforce's Theo format: imports, `{!ALIAS}` references and props as a mapping or a list.
@Suite struct TheoImportTests {
  static let corpus = packageRoot.appendingPathComponent("Tests/ChamferKitTests/Corpus")

  static func importing(_ path: String) throws -> [String: String] {
    let text = try String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8)
    var importer = TokenImporter(file: path)
    let theme = importer.theme(
      from: text, name: "Theo",
      provider: { try? String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8) })
    #expect(!importer.diagnostics.hasErrors, "\(importer.diagnostics)")
    let yaml = try #require(theme)
    let scale = try #require(check(yaml, path: "imported.yaml").theme?.scale, "\(yaml)")
    return Dictionary(uniqueKeysWithValues: scale.map { ($0.name, $0.shape.corners[0].size.description) })
  }

  @Test func salesforceRadiiComeThroughImportedAliases() throws {
    let scale = try Self.importing("salesforce-slds/primitive/border-radius.yml")
    #expect(
      scale == [
        "border-radius-small": "2pt", "border-radius-medium": "4pt", "border-radius-large": "8pt",
        "border-radius-circle": "50%",
      ])
  }

  @Test func polarisPropsAsAList() throws {
    #expect(try Self.importing("polaris-tokens/radii.yml") == ["radius-3": "3pt", "radius-6": "6pt"])
  }
}

/// Theo's `imports`, as Theo follows them: through every file in turn, props as well as
/// aliases, relative to the importing file, with or without `.json`, and `~package/…` in
/// `node_modules`; the importing file wins, each file is read once, and a file not found
/// is a warning where the import names it.
@Suite struct TheoImportChainTests {
  static let files: [String: String] = [
    "tokens/index.json": #"{ "imports": ["./aliases", "~acme-tokens/radius.json", "./missing.json"] }"#,
    "tokens/aliases.json": #"{ "imports": ["./deeper/base.json"], "aliases": { "RADIUS_MD": "8px" } }"#,
    "tokens/deeper/base.json": #"{ "imports": ["../aliases.json"], "aliases": { "RADIUS_SM": "4px" }, "props": { "radius-sm": { "value": "{!RADIUS_SM}", "type": "border-radius" } } }"#,
    "node_modules/acme-tokens/radius.json": #"{ "props": { "radius-md": { "value": "{!RADIUS_MD}", "type": "border-radius" }, "radius-sm": { "value": "2px", "type": "border-radius" } } }"#,
  ]

  @Test func importsAreFollowedAsTheoFollowsThem() throws {
    var importer = TokenImporter(file: "tokens/index.json")
    let files = Self.files
    let theme = importer.theme(from: files["tokens/index.json"]!, name: "Theo", provider: { files[$0] })
    let problems = importer.diagnostics.map { "\($0.severity) \($0.id) \($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
    #expect(problems == ["warning import/missing-file 1:56"], "\(importer.diagnostics)")
    let yaml = try #require(theme)
    let scale = try #require(check(yaml, path: "imported.yaml").theme?.scale, "\(yaml)")
    // The package's radius-sm, read after base.json, wins over it.
    #expect(scale.map { "\($0.name): \($0.shape.corners[0].size.description)" } == ["radius-sm: 2pt", "radius-md: 8pt"])
  }

  @Test func importsPastTheDepthLimitAreAnError() {
    let depth = Limits.theoImportDepth + 1
    var files: [String: String] = [:]
    for level in 0..<depth { files["t\(level).json"] = #"{ "imports": ["./t\#(level + 1).json"] }"# }
    files["t\(depth).json"] = #"{ "props": { "radius-sm": { "value": "4px", "type": "border-radius" } } }"#
    var importer = TokenImporter(file: "t0.json")
    let provided = files
    _ = importer.theme(from: files["t0.json"]!, name: "Theo", provider: { provided[$0] })
    #expect(importer.diagnostics.map(\.id) == ["import/too-deep"], "\(importer.diagnostics)")
  }
}

/// Tokens Studio's `$themes.json`: one Chamfer theme per combination of brand and colour.
@Suite struct TokensStudioThemesTests {
  /// Themes without a group are one list to choose from: each is a theme of its own.
  @Test func themesWithoutAGroupAreThemesOfTheirOwn() throws {
    let sets = [
      "lion/small.json": #"{ "radius": { "md": { "$type": "dimension", "$value": "4px" } } }"#,
      "lion/large.json": #"{ "radius": { "md": { "$type": "dimension", "$value": "12px" } } }"#,
    ]
    var importer = TokenImporter(file: "lion/$themes.json")
    let themes = importer.themes(
      fromThemesFile: #"[{ "name": "Small", "selectedTokenSets": { "small": "enabled" } }, "#
        + #"{ "name": "Large", "selectedTokenSets": { "large": "enabled" } }]"#,
      provider: { sets[$0] })
    #expect(importer.diagnostics.isEmpty, "\(importer.diagnostics)")
    #expect(themes.map(\.name) == ["Small", "Large"])
  }

  @Test func everyCombinationOfThemesBecomesATheme() throws {
    let folder = packageRoot.appendingPathComponent("Tests/ChamferKitTests/Corpus/tokens-studio-lion-example")
    let text = try String(contentsOf: folder.appendingPathComponent("$themes.json"), encoding: .utf8)
    var importer = TokenImporter(file: "lion/$themes.json")
    let themes = importer.themes(
      fromThemesFile: text,
      provider: { path in
        try? String(contentsOf: folder.appendingPathComponent(String(path.dropFirst("lion/".count))), encoding: .utf8)
      })
    #expect(!importer.diagnostics.hasErrors, "\(importer.diagnostics)")
    // Sets the corpus does not hold (colours, typography) are named once each, as warnings.
    let notes = importer.diagnostics.filter { $0.severity == .note }
    #expect(
      importer.diagnostics.allSatisfy {
        $0.id == "import/missing-file" && $0.severity == .warning || $0.id == "import/same-shapes"
      })
    // The colour themes select no radius: each brand's three colours are one theme.
    #expect(themes.map(\.name) == ["Casual", "Business"])
    #expect(
      notes.map(\.message) == [
        "the themes 'Casual-Green', 'Casual-Blue' and 'Casual-Purple' hold the same shapes: written once, as 'Casual'",
        "the themes 'Business-Green', 'Business-Blue' and 'Business-Purple' hold the same shapes: written once, as 'Business'",
      ])
    #expect(themes.allSatisfy { $0.theme.contains("\nname: \($0.name)\n") })
    for (name, theme) in themes {
      let scale = try #require(check(theme, path: "\(name).yaml").theme?.scale, "\(name)\n\(theme)")
      let sizes = Dictionary(uniqueKeysWithValues: scale.map { ($0.name, $0.shape.corners[0].size.description) })
      #expect(sizes["border-radius-lg"] == "8pt", "\(name)")
      #expect(sizes["border-radius-none"] == "0pt", "\(name)")
      #expect(sizes["border-radius-default"] == (name.hasPrefix("Casual") ? "8pt" : "0pt"), "\(name)")
    }
  }
}

extension TokenImporterTests {
  /// JSON5 comments, of both kinds, are read past; places in messages stay exact.
  @Test func json5CommentsAreReadPast() throws {
    let text = """
      // Radii, as Primer writes them
      {
        borderRadius: {
          /* the small one */ small: { $value: { value: 3, unit: 'px' }, $type: 'dimension' },
          url: { $value: '8px', $type: 'dimension', $description: 'not a // comment' },
          bad: { $value: '{borderRadius.nope}', $type: 'dimension' }, // trailing
        },
      }
      """
    var importer = TokenImporter(file: "radius.json5")
    let imported = importer.theme(from: text, name: "P")
    let theme = try #require(imported)
    #expect(theme.contains("border-radius-small: 3"))
    #expect(theme.contains(#"border-radius-url: { size: 8, description: "not a // comment" }"#))
    let alias = importer.diagnostics.first { $0.id == "import/unknown-alias" }
    #expect(alias?.location?.description == "radius.json5:6:20", "\(importer.diagnostics)")
  }
}

@Suite struct UnknownAliasSuggestionTests {
  /// The paths "did you mean" searches belong to one pass: a second file of as many
  /// tokens, read by the same importer, is searched for its own paths.
  @Test func eachPassSuggestsFromItsOwnTokens() {
    var importer = TokenImporter(file: "tokens.json")
    _ = importer.theme(
      from: #"{ "r": { "$type": "dimension", "small": { "$value": "2px" }, "x": { "$value": "{r.smal}" } } }"#,
      name: "A")
    _ = importer.theme(
      from: #"{ "r": { "$type": "dimension", "large": { "$value": "2px" }, "x": { "$value": "{r.larg}" } } }"#,
      name: "B")
    let hints = importer.diagnostics.filter { $0.id == "import/unknown-alias" }.map { $0.hint ?? "-" }
    #expect(hints == ["did you mean '{r.small}'?", "did you mean '{r.large}'?"], "\(hints)")
  }
}
