import ChamferKit
import Foundation
import Testing
import TestSupport

/// A prefix every token shares is a namespace, not a component: the scale under
/// `foundation.border-radius` is a scale. A prefix followed by its own lone radius
/// (`button.radius` beside `button.pressed.radius`) names a component.
@Suite struct NamespaceInferenceTests {
  /// The imported theme's scale as `name: corner size`, and its components and variants.
  static func imported(_ text: String) throws -> (scale: [String], components: [String]) {
    var importer = TokenImporter(file: "tokens.json")
    let written = importer.theme(from: text, name: "Sample")
    let theme = try #require(written)
    let result = check(theme, path: "imported.yaml")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)\n\(theme)")
    let resolved = try #require(result.theme)
    let scale = resolved.scale.map { "\($0.name): \($0.shape.corners[0].size.description)" }
    let components = resolved.components.flatMap { component in
      [component.name] + component.variants.map { "\(component.name).\($0.name)" }
    }
    return (scale, components)
  }

  /// Kiwi.com Orbit's border radii, restated from kiwicom/orbit at 1930f1f1bd18
  /// (`packages/orbit-design-tokens/src/dictionary/definitions/foundation/borderRadius.json`):
  /// Style Dictionary's `type: border-radius`, unitless numbers, `internal: true`.
  static let orbit = """
    { "foundation": { "border-radius": {
      "circle": { "type": "border-radius", "value": "50%", "internal": true },
      "none": { "type": "border-radius", "value": 0, "internal": true },
      "small": { "type": "border-radius", "value": 2, "internal": true },
      "50": { "type": "border-radius", "value": 2, "internal": true },
      "normal": { "type": "border-radius", "value": 3, "internal": true },
      "100": { "type": "border-radius", "value": 4, "internal": true },
      "large": { "type": "border-radius", "value": 6, "internal": true },
      "150": { "type": "border-radius", "value": 6, "internal": true },
      "300": { "type": "border-radius", "value": 12, "internal": true },
      "400": { "type": "border-radius", "value": 16, "internal": true },
      "full": { "type": "border-radius", "value": 9999, "internal": true } } } }
    """

  @Test func orbitsFoundationIsANamespaceOverAScale() throws {
    let (scale, components) = try Self.imported(Self.orbit)
    #expect(components.isEmpty)
    #expect(
      scale == [
        "border-radius-circle: 50%", "border-radius-none: 0pt", "border-radius-small: 2pt", "border-radius-50: 2pt",
        "border-radius-normal: 3pt", "border-radius-100: 4pt", "border-radius-large: 6pt", "border-radius-150: 6pt",
        "border-radius-300: 12pt", "border-radius-400: 16pt", "border-radius-full: 50%",
      ])
  }

  /// Gestalt's visual-refresh rounding, restated from pinterest/gestalt at 9ef9207ec887
  /// (`packages/gestalt-design-tokens/tokens/vr-theme/sema/rounding.json`), in part.
  @Test func gestaltsSemaIsANamespaceOverAScale() throws {
    let (scale, components) = try Self.imported(
      """
      { "sema": { "rounding": {
        "0": { "value": "0px", "type": "borderRadius" },
        "100": { "value": "4px", "type": "borderRadius" },
        "800": { "value": "32px", "type": "borderRadius" },
        "pill": { "value": "999px", "type": "borderRadius" },
        "circle": { "value": "50%", "type": "borderRadius" } } } }
      """)
    #expect(components.isEmpty)
    #expect(scale == ["rounding-0: 0pt", "rounding-100: 4pt", "rounding-800: 32pt", "rounding-pill: 50%", "rounding-circle: 50%"])
  }

  @Test func aNamespaceOfTwoKeysBesideComponents() throws {
    let (scale, components) = try Self.imported(
      """
      { "brand": { "foundation": {
        "radius": { "sm": { "$type": "dimension", "$value": "4px" }, "md": { "$type": "dimension", "$value": "8px" } },
        "button": { "radius": { "$type": "dimension", "$value": "{brand.foundation.radius.md}" } } } } }
      """)
    #expect(scale == ["radius-sm: 4pt", "radius-md: 8pt"])
    #expect(components == ["button"])
  }

  @Test func aPrefixWithItsOwnRadiusIsAComponent() throws {
    let (scale, components) = try Self.imported(
      """
      { "button": {
        "radius": { "$type": "dimension", "$value": "8px" },
        "pressed": { "radius": { "$type": "dimension", "$value": "4px" } } } }
      """)
    #expect(scale.isEmpty)
    #expect(components == ["button", "button.pressed"])
  }

  /// A semantic radius that aliases a primitive stays a reference to that metric, as the
  /// file says, and resolves to the same size.
  @Test func anAliasOfAMetricStaysAReference() throws {
    var importer = TokenImporter(file: "tokens.json")
    let written = importer.theme(
      from: #"{ "borderRadius": { "$type": "dimension", "lg": { "$value": "8px" }, "default": { "$value": "{borderRadius.lg}" } } }"#,
      name: "T")
    let theme = try #require(written)
    #expect(theme.contains(#"  border-radius-default: "{scale.border-radius-lg}"  # borderRadius.default"#), "\(theme)")
    let (scale, _) = try Self.imported(#"{ "borderRadius": { "$type": "dimension", "lg": { "$value": "8px" }, "default": { "$value": "{borderRadius.lg}" } } }"#)
    #expect(scale == ["border-radius-lg: 8pt", "border-radius-default: 8pt"])
  }

  /// A file of one component's corners is that component, corners with descriptions
  /// (even empty ones) included: the shared prefix is no namespace.
  @Test func oneComponentsCornersAreItsCorners() throws {
    var importer = TokenImporter(file: "tokens.json")
    let written = importer.theme(
      from: """
        { "card": { "corner": { "$type": "dimension",
          "top-start": { "$value": "8px", "$description": "" }, "top-end": { "$value": "8px", "$description": "rounded" },
          "bottom-start": { "$value": "0px" }, "bottom-end": { "$value": "0px" } } } }
        """, name: "T")
    let text = try #require(written)
    let theme = try #require(check(text, path: "imported.yaml").theme, "\(text)")
    #expect(theme.scale.isEmpty, "\(text)")
    let card = try #require(theme.components.first { $0.name == "card" }, "\(text)")
    #expect(card.shape.corners.map(\.size.description) == ["8pt", "8pt", "0pt", "0pt"])
  }
}
