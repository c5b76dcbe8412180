import ChamferKit
import Foundation
import Testing
import TestSupport

/// Terrazzo's dimension cases (github.com/terrazzoapp/terrazzo,
/// packages/parser/test/dimension.test.ts), restated: a DTCG token `xs` of `$type`
/// dimension with the case's `$value`, what Terrazzo's parser says, and what Chamfer
/// imports.
///
/// Chamfer diverges on purpose where a team's existing file would otherwise stop the
/// import: it reads the legacy string `"0.5rem"`, and numbers without a unit (as px,
/// with one warning a file), which DTCG 2025.10 and Terrazzo reject; a bare 0 is read
/// like a bare 42. It refuses negative radii, which Terrazzo accepts as dimensions.
@Suite struct TerrazzoDimensionSpecTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The `$value`, as JSON.
    var value: String
    /// Terrazzo's result: the value it keeps, or its error.
    var terrazzo: String
    /// Chamfer's: the radius, with the warning it gives, or its error.
    var chamfer: String
    var divergence: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "valid: rem", value: #"{ "value": 0.5, "unit": "rem" }"#, terrazzo: "0.5rem", chamfer: "8pt"),
    Case(name: "valid: px", value: #"{ "value": 12, "unit": "px" }"#, terrazzo: "12px", chamfer: "12pt"),
    Case(
      name: "valid: negative", value: #"{ "value": -0.25, "unit": "rem" }"#, terrazzo: "-0.25rem",
      chamfer: "error import/bad-dimension", divergence: "Chamfer refuses negative radii"),
    Case(name: "valid: 0", value: #"{ "value": 0, "unit": "px" }"#, terrazzo: "0px", chamfer: "0pt"),
    Case(
      name: "invalid: legacy format", value: #""0.5rem""#, terrazzo: "error core/valid-dimension", chamfer: "8pt",
      divergence: "Chamfer accepts the legacy string form"),
    Case(
      name: "invalid: empty string", value: #""""#, terrazzo: "error core/valid-dimension",
      chamfer: "error import/bad-dimension"),
    Case(
      name: "invalid: no number", value: #""rem""#, terrazzo: "error core/valid-dimension",
      chamfer: "error import/bad-dimension"),
    Case(
      name: "invalid: no units", value: #""16""#, terrazzo: "error core/valid-dimension",
      chamfer: "16pt, warning import/unitless-dimension", divergence: "Chamfer reads numbers without a unit as px"),
    Case(
      name: "invalid: number", value: "42", terrazzo: "error core/valid-dimension",
      chamfer: "42pt, warning import/unitless-dimension", divergence: "Chamfer reads numbers without a unit as px"),
    Case(
      name: "invalid: number (zero)", value: "0", terrazzo: "error core/valid-dimension",
      chamfer: "0pt, warning import/unitless-dimension", divergence: "Chamfer reads 0 as it reads 42"),
    Case(
      name: "invalid: unsupported unit", value: #"{ "value": 1, "unit": "vw" }"#, terrazzo: "error core/valid-dimension",
      chamfer: "error import/bad-dimension"),
    Case(
      name: "invalid: unknown prop", value: #"{ "value": 2, "unit": "px", "bad": true }"#,
      terrazzo: "error core/valid-dimension", chamfer: "error import/bad-dimension"),
  ]

  static func imported(_ value: String) -> String {
    var importer = TokenImporter(file: "tokens.json")
    let theme = importer.theme(from: #"{ "xs": { "$type": "dimension", "$value": \#(value) } }"#, name: "T")
    if let error = importer.diagnostics.first(where: { $0.severity == .error }) { return "error \(error.id)" }
    guard let theme, let entry = check(theme, path: "imported.yaml").theme?.scale.first else { return "nothing" }
    let warnings = importer.diagnostics.map { ", warning \($0.id)" }.joined()
    return entry.shape.corners[0].size.description + warnings
  }

  @Test(arguments: cases)
  func chamferAgreesWithTerrazzoOrSaysWhyNot(_ test: Case) {
    #expect(Self.imported(test.value) == test.chamfer)
    let bothRefuse = test.terrazzo.hasPrefix("error") && test.chamfer.hasPrefix("error")
    let bothRead = !test.terrazzo.hasPrefix("error") && !test.chamfer.hasPrefix("error")
    #expect(bothRefuse || bothRead || test.divergence != nil, "a divergence says why")
  }
}
