import ChamferKit
import Foundation
import Testing
import TestSupport

/// The rules an import follows beyond one format's syntax: which encodings mean `full`,
/// where a mapping file puts tokens, resolver files, and DTCG's `$ref`, `$extends` and
/// `$deprecated`.
@Suite struct ImportRulesTests {
  /// Imports `text` and gives the resolved scale as name → corners, with the YAML.
  static func scale(
    _ text: String, file: String = "tokens.json", configure: (inout TokenImporter) -> Void = { _ in }
  ) throws -> (scale: [String: String], yaml: String, importer: TokenImporter) {
    var importer = TokenImporter(file: file)
    configure(&importer)
    let theme = importer.theme(from: text, name: "Rules")
    let yaml = try #require(theme, "\(importer.diagnostics)")
    let result = check(yaml, path: "imported.yaml")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)\n\(yaml)")
    let entries = result.theme?.scale.map { entry in
      let corners = entry.shape.corners.map(\.size.description)
      return (entry.name, Set(corners).count == 1 ? corners[0] : corners.joined(separator: " "))
    }
    return (Dictionary(entries ?? [], uniquingKeysWith: { first, _ in first }), yaml, importer)
  }

  /// SHAPE-SCALES section 3's encodings of a capsule, and their near misses.
  @Test(arguments: [
    ("9999px", "50%"), ("999px", "50%"), ("998px", "998pt"), ("10000px", "50%"), ("1e5px", "50%"),
    ("62.5rem", "50%"), ("15rem", "240pt"), ("50%", "50%"), ("100%", "50%"), ("25%", "25%"), ("64px", "64pt"),
  ])
  func fullIsDecidedByTheSizeAlone(_ written: String, _ expected: String) throws {
    let (scale, _, _) = try Self.scale(#"{ "radius": { "big": { "value": "\#(written)", "type": "borderRadius" } } }"#)
    #expect(scale["radius-big"] == expected)
  }

  @Test(arguments: [
    ("pill", "64px", "50%"), ("pill", "100px", "50%"), ("pill", "15rem", "50%"), ("full", "600", "50%"),
    ("round", "4px", "4pt"), ("pill", "47px", "47pt"), ("circle", "50%", "50%"), ("large", "64px", "64pt"),
  ])
  func aCapsuleNameMakesLargeRadiiFull(_ name: String, _ written: String, _ expected: String) throws {
    let (scale, yaml, _) = try Self.scale(
      #"{ "radius": { "\#(name)": { "value": "\#(written)", "type": "borderRadius" } } }"#)
    #expect(scale["radius-\(name)"] == expected)
    if expected == "50%", written.hasSuffix("px") || written == "600" || written.hasSuffix("rem") {
      #expect(yaml.contains("named as a capsule, read as full"), "the comment says why")
    }
  }

  @Test func multipliersRatiosAndMaterialFamilies() throws {
    let spectrum = try Self.scale(
      #"{ "corner-radius-half": { "$schema": "https://x/multiplier.json", "value": 0.5 },"#
        + #" "corner-radius-quarter": { "$schema": "https://x/multiplier.json", "value": 0.25 } }"#)
    #expect(spectrum.scale == ["corner-radius-half": "50%", "corner-radius-quarter": "25%"])
    let material = try Self.scale(
      #"{ "md.sys.shape.corner.full": { "family": "SHAPE_FAMILY_CIRCULAR" },"#
        + #" "md.sys.shape.corner.small": { "family": "SHAPE_FAMILY_ROUNDED_CORNERS", "defaultSize": 8,"#
        + #" "topLeft": 8, "topRight": 8, "bottomLeft": 8, "bottomRight": 8 } }"#)
    #expect(material.scale == ["full": "50%", "small": "8pt"])
  }

  static let tokens = """
    {
      "radius": {
        "$type": "dimension",
        "sm": { "$value": "4px" },
        "md": { "$value": "8px" },
        "lg": { "$value": "16px" },
        "blob": { "$value": "8px" }
      },
      "button": {
        "radius": { "$type": "dimension", "$value": "{radius.sm}" },
        "pressed": { "$type": "dimension", "$value": "12px" }
      },
      "card": { "radius": { "$type": "dimension", "$value": "0 0 8px 8px" } }
    }
    """

  @Test func aMappingPlacesTokensAsCategoriesComponentsAndVariants() throws {
    let (mapping, problems) = ImportMapping.read(
      """
      skip: [radius.blob]
      scale:
        small: radius.sm
        medium: radius.md
        large: radius.lg
      categories:
        medium: radius.md
      components:
        button: button.radius
        button.pressed: button.pressed
        card: card.radius
      """, path: "mapping.yaml")
    #expect(problems.isEmpty, "\(problems)")
    let (scale, yaml, importer) = try Self.scale(Self.tokens) { $0.mapping = mapping }
    #expect(scale == ["small": "4pt", "medium": "8pt", "large": "16pt"], "medium is a metric and a category, blob skipped")
    let theme = try #require(check(yaml, path: "imported.yaml").theme, "\(yaml)")
    #expect(theme.categories.map(\.name) == ["medium"])
    #expect(theme.categories.first?.shape.corners.map(\.size.description) == ["8pt", "8pt", "8pt", "8pt"])
    #expect(yaml.contains("medium: { shape: medium }"), "the category starts from the metric\n\(yaml)")
    let button = try #require(theme.components.first { $0.name == "button" })
    #expect(button.shape.corners.map(\.size.description) == ["4pt", "4pt", "4pt", "4pt"])
    #expect(yaml.contains("    shape: small"), "an alias of a metric starts from that metric\n\(yaml)")
    #expect(button.variants.first?.shape.corners.map(\.size.description) == ["12pt", "12pt", "12pt", "12pt"])
    let card = try #require(theme.components.first { $0.name == "card" })
    #expect(card.shape.corners.map(\.size.description) == ["0pt", "0pt", "8pt", "8pt"])
    #expect(importer.skipped == 0 && importer.leftOutByMapping == 1, "the blob is left out by the mapping, not called no radius")
  }

  @Test func scalePatternsChooseTheMetrics() throws {
    var mapping = ImportMapping()
    mapping.scalePatterns = ["radius.*"]
    mapping.skip = ["**.blob"]
    let (scale, _, _) = try Self.scale(Self.tokens) { $0.mapping = mapping }
    #expect(scale == ["radius-sm": "4pt", "radius-md": "8pt", "radius-lg": "16pt"])
    #expect(ImportMapping.matches("a.b.c", pattern: "a.**"))
    #expect(ImportMapping.matches("radius-small", pattern: "radius-*"))
    #expect(!ImportMapping.matches("radius.small.x", pattern: "radius.*"))
  }

  @Test func mappingErrorsHaveLocations() throws {
    let (mapping, problems) = ImportMapping.read("scael: [a]\ncomponents: [b]\n", path: "mapping.yaml")
    #expect(mapping == nil)
    #expect(problems.map { "\($0.id) \($0.location!)" } == ["import/unknown-mapping-key mapping.yaml:1:1", "load/wrong-type mapping.yaml:2:13"])
    #expect(problems.first?.hint == "did you mean 'scale'?")
    var wrong = ImportMapping()
    wrong.components = [("chip", "chip.radius")]
    var importer = TokenImporter(file: "tokens.json")
    importer.mapping = wrong
    _ = importer.theme(from: Self.tokens, name: "Rules")
    #expect(importer.diagnostics.map(\.id).filter { $0 != "import/unitless-dimension" } == ["import/unmapped-token"])
  }

  @Test func dtcgReferencesExtendsAndDeprecation() throws {
    let (scale, yaml, importer) = try Self.scale(
      """
      {
        "base": { "$type": "dimension", "sm": { "$value": "4px" }, "md": { "$value": "8px" } },
        "brand": { "$extends": "{base}", "md": { "$value": "10px" } },
        "radius": {
          "$type": "dimension",
          "pointer": { "$value": { "$ref": "#/base/sm" } },
          "old": { "$value": "2px", "$deprecated": "use radius.pointer" }
        }
      }
      """)
    #expect(importer.diagnostics.isEmpty, "\(importer.diagnostics)")
    #expect(scale == ["radius-pointer": "4pt", "radius-old": "2pt"], "only radius paths, when some name radii")
    #expect(yaml.contains("radius.old (tokens.json:7:24); deprecated"), "\(yaml)")
    let plain = try Self.scale(
      #"{ "$type": "dimension", "base": { "sm": { "$value": "4px" }, "md": { "$value": "8px" } }, "#
        + #""brand": { "$extends": "{base}", "md": { "$value": "10px" } } }"#)
    #expect(plain.scale == ["base-sm": "4pt", "base-md": "8pt", "brand-sm": "4pt", "brand-md": "10pt"])
  }

  @Test func descriptionsAndChamfersExtensionComeAlong() throws {
    let (_, yaml, _) = try Self.scale(
      #"{ "radius": { "$type": "dimension", "cut": { "$value": "6px", "$description": "Tabs, \"chips\"","#
        + #" "$extensions": { "dev.chamfer": { "family": "cut", "curve": "continuous", "smoothing": 0.6 } } } } }"#)
    let theme = try #require(check(yaml, path: "imported.yaml").theme, "\(yaml)")
    let cut = try #require(theme.scale.first)
    #expect(cut.description == #"Tabs, "chips""#)
    #expect(cut.shape.corners.allSatisfy { $0.family == .cut && $0.curve == .continuous && $0.smoothing == 0.6 })
  }

  @Test func theFormatCanBeForced() throws {
    let text = #"{ "radius": { "sm": { "value": "4", "type": "borderRadius" } } }"#
    var importer = TokenImporter(file: "tokens.json")
    importer.format = .dtcg
    _ = importer.theme(from: text, name: "Rules")
    #expect(importer.diagnostics.map(\.id) == ["import/no-shape-tokens"], "no $value: nothing DTCG")
    let legacy = try Self.scale(text) { $0.format = .tokensStudio }
    #expect(legacy.scale == ["radius-sm": "4pt"])
    #expect(legacy.yaml.contains("(Tokens Studio)"))
  }

  @Test func aResolverGivesOneThemePerContext() throws {
    let files: [String: String] = [
      "tokens/base.json": #"{ "radius": { "$type": "dimension", "sm": { "$value": "4px" }, "md": { "$value": "8px" } } }"#,
      "tokens/compact.json": #"{ "radius": { "md": { "$value": "6px" } } }"#,
    ]
    let resolver = """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
        "modifiers": {
          "density": {
            "contexts": {
              "regular": [],
              "compact": [{ "$ref": "compact.json" }],
              "tight": [{ "radius": { "md": { "$value": "2px" } } }]
            },
            "default": "regular"
          }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/density" }]
      }
      """
    var importer = TokenImporter(file: "tokens/shapes.resolver.json")
    let themes = importer.themes(fromResolver: resolver, provider: { files[$0] })
    #expect(importer.diagnostics.isEmpty, "\(importer.diagnostics)")
    #expect(themes.map(\.name) == ["Regular", "Compact", "Tight"])
    let md = try themes.map { theme in
      let scale = try #require(check(theme.theme, path: "\(theme.name).yaml").theme?.scale)
      return scale.first { $0.name == "radius-md" }?.shape.corners[0].size.description
    }
    #expect(md == ["8pt", "6pt", "2pt"])

    var broken = TokenImporter(file: "shapes.resolver.json")
    _ = broken.themes(
      fromResolver: ##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/missing" }] }"##,
      provider: { _ in nil })
    #expect(broken.diagnostics.map { "\($0.id) \($0.location!)" } == ["import/resolver shapes.resolver.json:1:55"])
  }
}
