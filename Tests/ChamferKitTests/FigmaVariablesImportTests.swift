import ChamferKit
import Foundation
import Testing
import TestSupport

/// Figma's DTCG export of variables: every radius a `$type: number` with an empty
/// `$description`, collections as separate files aliasing one another, radii kept in a
/// spacing group beside typography tokens that say "rounded".
@Suite struct FigmaVariablesImportTests {
  /// Restated in part from equinor/design-system at 60d79a0f8e6b
  /// (`packages/eds-tokens/tokens/…/👾 Primitives.Value.json`, `💎 Density.Comfortable.json`
  /// and `⭕️ Border radius.Rounded.json`): a three-collection alias chain
  /// (`Border.radius` → `spacing.border-radius.rounded` → `primitives.spacing.19` = 3), a
  /// pill of 1000 and typography tokens named `cap-rounded`.
  static let files = [
    (
      "👾 Primitives.Value.json",
      """
      { "primitives": { "spacing": { "19": { "$type": "number", "$value": 3, "$description": "" } } },
        "type-scale": { "inter": { "100": { "cap-height-rounded": { "$type": "number", "$value": 8, "$description": "" } } } } }
      """
    ),
    (
      "💎 Density.Comfortable.json",
      """
      { "spacing": { "border-radius": {
          "rounded": { "$type": "number", "$value": "{primitives.spacing.19}", "$description": "" },
          "pill": { "$type": "number", "$value": 1000, "$description": "" },
          "none": { "$type": "number", "$value": 0, "$description": "" } } },
        "typography": { "ui-body": { "xs": {
          "cap-rounded": { "$type": "number", "$value": "{type-scale.inter.100.cap-height-rounded}", "$description": "" } } } } }
      """
    ),
    (
      "⭕️ Border radius.Rounded.json",
      #"{ "Border": { "radius": { "$type": "number", "$value": "{spacing.border-radius.rounded}", "$description": "" } } }"#
    ),
  ]

  @Test func equinorsRadiiComeInAndItsTypographyStaysOut() throws {
    var importer = TokenImporter(file: Self.files[0].0)
    let text = importer.theme(fromFiles: Self.files.map { ($0.0, $0.1) }, name: "EDS")
    #expect(!importer.diagnostics.hasErrors, "\(importer.diagnostics)")
    let theme = try #require(text)
    #expect(!theme.contains("description"), "Figma's empty descriptions say nothing")
    let resolved = try #require(check(theme, path: "imported.yaml").theme)
    #expect(resolved.components.isEmpty, "a spacing group names no component")
    #expect(
      resolved.scale.map { "\($0.name): \($0.shape.corners[0].size.description)" } == [
        "spacing-border-radius-rounded: 3pt", "spacing-border-radius-pill: 50%", "spacing-border-radius-none: 0pt",
        "border-radius: 3pt",
      ])
  }

  /// A number variable that Figma scopes to corner radii is one, whatever its name; one
  /// scoped to gaps is not, nor one scoped to corner radii among other uses (equinor's
  /// `primitives.spacing.0` is scoped to text, corner radii, sizes, gaps, effects and
  /// opacity).
  @Test func aVariableScopedToCornerRadiiIsARadius() throws {
    func variable(_ value: Int, scopes: String) -> String {
      #"{ "$type": "number", "$value": \#(value), "$extensions": { "com.figma": { "scopes": [\#(scopes)] } } }"#
    }
    var importer = TokenImporter(file: "Primitives.json")
    let text = importer.theme(
      from: """
        { "primitives": { "r-8": \(variable(8, scopes: #""CORNER_RADIUS""#)), "gap-8": \(variable(8, scopes: #""GAP""#)),
          "m": \(variable(12, scopes: #""ALL_SCOPES""#)), "s0": \(variable(0, scopes: #""CORNER_RADIUS", "GAP""#)) } }
        """, name: "P")
    let theme = try #require(text)
    let resolved = try #require(check(theme, path: "imported.yaml").theme)
    #expect(resolved.scale.map { "\($0.name): \($0.shape.corners[0].size.description)" } == ["primitives-r-8: 8pt"])
    #expect(importer.skipped == 3)
  }
}
