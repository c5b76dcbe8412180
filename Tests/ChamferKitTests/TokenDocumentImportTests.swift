import ChamferKit
import Foundation
import Testing
import TestSupport

/// Token files as their own tools read them: Tokens Studio's single-file export and its
/// DTCG syntax, and several files given as one theme's layers.
@Suite struct TokenDocumentImportTests {
  /// Tokens Studio's single-file export: the top-level keys are sets, and a reference
  /// leaves the set out (`{base}` is `global.base`), as Tokens Studio writes it.
  @Test func aSingleFileExportReadsItsSetsAsOne() throws {
    let (scale, _, importer) = try ImportRulesTests.scale(
      """
      {
        "global": {
          "base": { "value": "4", "type": "borderRadius" },
          "radius": { "sm": { "value": "{base}", "type": "borderRadius" },
                      "lg": { "value": "{base} * 4", "type": "borderRadius" } }
        },
        "brand/casual": {
          "radius": { "default": { "value": "{radius.lg}", "type": "borderRadius" } }
        },
        "$themes": [],
        "$metadata": { "tokenSetOrder": ["global", "brand/casual"] }
      }
      """)
    #expect(!importer.diagnostics.contains { $0.id == "import/unknown-alias" }, "\(importer.diagnostics)")
    #expect(scale == ["base": "4pt", "radius-sm": "4pt", "radius-lg": "16pt", "radius-default": "16pt"], "\(scale)")
  }

  /// Sets listed later in `tokenSetOrder` win, whatever their place in the file.
  @Test func laterSetsInTheOrderWin() throws {
    let (scale, _, _) = try ImportRulesTests.scale(
      """
      { "casual": { "radius": { "default": { "value": "16", "type": "borderRadius" } } },
        "business": { "radius": { "default": { "value": "0", "type": "borderRadius" } } },
        "$metadata": { "tokenSetOrder": ["business", "casual"] } }
      """)
    #expect(scale == ["radius-default": "16pt"], "\(scale)")
  }

  /// Tokens Studio in DTCG syntax (`$type: borderRadius`, `$value`) reads like its
  /// legacy syntax; it used to import as an empty scale with exit 0.
  @Test func tokensStudioInDTCGSyntax() throws {
    let (scale, yaml, importer) = try ImportRulesTests.scale(
      """
      { "global": {
          "radius": { "sm": { "$value": "4", "$type": "borderRadius" },
                      "md": { "$value": "{radius.sm} * 2", "$type": "borderRadius" } },
          "button": { "corner": { "$value": "{radius.md}", "$type": "borderRadius" } },
          "brand": { "$value": "#ff0000", "$type": "color" } },
        "$metadata": { "tokenSetOrder": ["global"] } }
      """)
    #expect(scale == ["radius-sm": "4pt", "radius-md": "8pt"], "\(scale)")
    #expect(yaml.contains("  button:  # button.corner"), "the button's corner is a component\n\(yaml)")
    #expect(yaml.contains("    shape: radius-md"), "an alias of a metric starts from it\n\(yaml)")
    #expect(importer.skipped == 1, "the colour")
  }

  /// `chamfer build A B` reads A and B as `chamfer import A B` does: one document,
  /// aliases across the files, later files winning.
  @Test func tokenLayersNextToEachOtherAreOneDocument() throws {
    let base = #"{ "radius": { "sm": { "value": "4px" }, "md": { "value": "8px" } } }"#
    let semantic = #"{ "radius": { "md": { "value": "6px" }, "control": { "value": "{radius.md}" } } }"#
    let layers = TokenImporter.read(layers: [("base.json", base), ("semantic.json", semantic)])
    #expect(layers.count == 1)
    guard case .imported(let source?, let diagnostics) = layers.first else {
      Issue.record("not imported: \(layers)")
      return
    }
    #expect(!diagnostics.contains { $0.severity != .note && $0.id != "import/unitless-dimension" }, "\(diagnostics)")
    let result = check(source.text, path: source.path)
    let scale = try #require(result.theme?.scale)
    #expect(
      scale.map { "\($0.name)=\($0.shape.corners[0].size.description)" }
        == ["radius-sm=4pt", "radius-md=6pt", "radius-control=6pt"])
    #expect(source.text.contains("semantic.json:1:"), "the value names the file it came from")
  }

  /// A theme between token files ends the run: each run is one imported layer.
  @Test func aThemeBetweenTokenFilesSplitsThem() {
    let tokens = #"{ "radius": { "sm": { "value": "4px" } } }"#
    let layers = TokenImporter.read(
      layers: [("a.json", tokens), ("theme.yaml", "chamfer: 1\nname: T\n"), ("b.json", tokens), ("c.json", tokens)])
    let kinds = layers.map { layer -> String in
      switch layer {
      case .theme(let source): return source.path
      case .imported(let source, _): return source?.path ?? "failed"
      }
    }
    #expect(kinds == ["a.json (imported)", "theme.yaml", "b.json (imported)"])
  }
}
