import ChamferKit
import Foundation
import TestSupport
import Testing

/// `chamfer resolve --json` (docs/format.md): values worked out by hand from the
/// cascade rules for the default theme, the promises of the format, and a golden of
/// every bundled theme.
@Suite struct ResolvedJSONTests {
  /// The default theme with its `extends`, read from `tokens/` by relative paths.
  static func defaultTheme() throws -> ResolvedTheme {
    let result = checkPackageTheme("tokens/default.yaml")
    #expect(result.diagnostics.ignoringPlatformLimits.isEmpty, "\(result.diagnostics.map(\.message))")
    return try #require(result.theme)
  }

  /// One corner as `16pt rounded circular`, with the smoothing after a continuous curve.
  static func summary(_ corner: JSONValue?) -> String {
    guard let corner, let size = corner["size"], let value = size["value"]?.number,
      let unit = size["unit"]?.string, let family = corner["family"]?.string,
      let curve = corner["curve"]?.string
    else { return "not a corner: \(String(describing: corner))" }
    var text = "\(JSONValue.format(value))\(unit) \(family) \(curve)"
    if let smoothing = corner["smoothing"]?.number { text += " \(JSONValue.format(smoothing))" }
    return text
  }

  /// The four corners of the shape at `path` (`button`, `button.pressed`, `scale.small`).
  static func corners(_ json: JSONValue, _ path: String) -> [String] {
    shape(json, path).map { shape in
      CornerName.allCases.map { summary(shape["corners"]?[$0.rawValue]) }
    } ?? ["no shape at \(path)"]
  }

  static func shape(_ json: JSONValue, _ path: String) -> JSONValue? {
    let parts = path.split(separator: ".").map(String.init)
    switch parts[0] {
    case "scale", "categories": return json[parts[0]]?[parts[1]]
    default:
      let component = json["components"]?[parts[0]]
      return parts.count == 1 ? component?["shape"] : component?["variants"]?[parts[1]]
    }
  }

  // MARK: - The default theme, by hand

  @Test func theLargeMetricIsOverriddenToSixteenPointsByTheDefaultTheme() throws {
    // foundation.yaml: large: 1rem (16pt with remBase 16); default.yaml: { size: 16 }.
    let json = try Self.defaultTheme().json(provenance: true)
    #expect(
      Self.corners(json, "scale.large") == Array(repeating: "16pt rounded circular", count: 4))
    let source = Self.shape(json, "scale.large")?["corners"]?["topLeft"]?["source"]
    #expect(source?["size"]?.string == "tokens/default.yaml:12:18")
    #expect(source?["family"]?.string == "tokens/layers/foundation.yaml:6:11")
  }

  @Test func sheetRoundsOnlyItsTopCornersFromTheLargeCategory() throws {
    // sheet → category large = { shape: large, corners: [topLeft, topRight] } → 16pt on top.
    let json = try Self.defaultTheme().json()
    #expect(
      Self.corners(json, "sheet") == [
        "16pt rounded circular", "16pt rounded circular", "0pt rounded circular",
        "0pt rounded circular",
      ])
  }

  @Test func dialogVariantsRebaseOnTheirMetricAndKeepTheDialogsCurve() throws {
    let json = try Self.defaultTheme().json()
    // dialog: category medium (8pt), curve continuous, smoothing 0.8.
    #expect(
      Self.corners(json, "dialog") == Array(repeating: "8pt rounded continuous 0.8", count: 4))
    // fullscreen: { shape: square } → 0pt; curve and smoothing stay the dialog's.
    #expect(
      Self.corners(json, "dialog.fullscreen")
        == Array(repeating: "0pt rounded continuous 0.8", count: 4))
    // sheet: { shape: extra-large, corners: [topLeft, topRight] }; extra-large sets
    // 28pt, continuous and smoothing 0.6 at the variant level.
    #expect(
      Self.corners(json, "dialog.sheet") == [
        "28pt rounded continuous 0.6", "28pt rounded continuous 0.6",
        "0pt rounded continuous 0.6", "0pt rounded continuous 0.6",
      ])
  }

  @Test func avatarIsACircleWithFourFiftyPercentCorners() throws {
    let json = try Self.defaultTheme().json()
    #expect(Self.shape(json, "avatar")?["kind"]?.string == "circle")
    #expect(Self.corners(json, "avatar") == Array(repeating: "50% rounded circular", count: 4))
    #expect(Self.shape(json, "fab")?["kind"]?.string == "rectangle")
    #expect(Self.corners(json, "fab") == Array(repeating: "50% rounded circular", count: 4))
  }

  @Test func tooltipConvertsRemToPointsAndCutsItsBottomLeftToZero() throws {
    // 0.25rem × 16 = 4pt; bottomLeft: { size: 0, family: cut }.
    let json = try Self.defaultTheme().json()
    #expect(
      Self.corners(json, "tooltip") == [
        "4pt rounded circular", "4pt rounded circular", "4pt rounded circular", "0pt cut circular",
      ])
  }

  @Test func theOtherComponentsFollowTheirCategoriesAndFields() throws {
    let json = try Self.defaultTheme().json()
    // small category → small metric, 4dp; pressed takes {scale.medium} = 8px.
    #expect(Self.corners(json, "button") == Array(repeating: "4pt rounded circular", count: 4))
    #expect(
      Self.corners(json, "button.pressed") == Array(repeating: "8pt rounded circular", count: 4))
    #expect(
      Self.corners(json, "button.compact") == Array(repeating: "2pt rounded circular", count: 4))
    #expect(Self.corners(json, "chip") == Array(repeating: "4pt cut circular", count: 4))
    #expect(Self.corners(json, "card") == Array(repeating: "8pt rounded circular", count: 4))
    #expect(Self.corners(json, "badge") == Array(repeating: "25% cut circular", count: 4))
    #expect(
      Self.corners(json, "textField") == [
        "4pt rounded circular", "4pt rounded circular", "0pt rounded circular",
        "0pt rounded circular",
      ])
    // tab: large (16pt), then per corner: 12pt continuous on top (default smoothing 0.6).
    #expect(
      Self.corners(json, "tab") == [
        "12pt rounded continuous 0.6", "12pt rounded continuous 0.6", "0pt rounded circular",
        "0pt rounded circular",
      ])
  }

  // MARK: - Promises of the format

  @Test func keysFollowSourceOrderWithExtendedLayersFirst() throws {
    let json = try Self.defaultTheme().json()
    #expect(json.keys == ["chamfer", "name", "scale", "categories", "components"])
    #expect(json["chamfer"]?.number == 1)
    #expect(json["name"]?.string == "Chamfer")
    #expect(
      json["scale"]?.keys == [
        "square", "extra-small", "small", "medium", "large", "extra-large", "full", "notch",
      ])
    #expect(json["categories"]?.keys == ["small", "medium", "large"])
    #expect(
      json["components"]?.keys == [
        "button", "chip", "card", "sheet", "fab", "avatar", "badge", "textField", "tooltip",
        "dialog", "tab", "neumorphicButton",
      ])
    #expect(json["components"]?["button"]?.keys == ["shape", "variants"])
    #expect(json["components"]?["button"]?["variants"]?.keys == ["pressed", "compact"])
    #expect(json["components"]?["card"]?.keys == ["shape"])
    #expect(json["components"]?["dialog"]?["variants"]?.keys == ["fullscreen", "sheet"])
    // Edges and surfaces appear only on the shapes that have them.
    let tooltip = try #require(Self.shape(json, "tooltip"))
    #expect(tooltip.keys == ["kind", "corners", "edges", "surface"])
    #expect(tooltip["edges"]?.keys == ["bottom"])
    #expect(tooltip["edges"]?["bottom"]?.keys == ["kind", "width", "height", "position", "tip"])
    #expect(tooltip["surface"]?.keys == ["fill", "border", "style", "shadows"])
    let neumorphic = try #require(Self.shape(json, "neumorphicButton"))
    #expect(neumorphic["surface"]?.keys == ["fill", "style", "distance", "intensity", "shadows", "derivedShadows"])
    let shape = try #require(Self.shape(json, "dialog"))
    #expect(shape.keys == ["kind", "corners"])
    #expect(shape["corners"]?.keys == ["topLeft", "topRight", "bottomRight", "bottomLeft"])
    #expect(shape["corners"]?["topLeft"]?.keys == ["size", "family", "curve", "smoothing"])
    #expect(shape["corners"]?["topLeft"]?["size"]?.keys == ["value", "unit"])
  }

  @Test(arguments: [false, true])
  func smoothingAppearsOnlyOnContinuousCorners(provenance: Bool) throws {
    let json = try Self.defaultTheme().json(provenance: provenance)
    var continuous = 0
    for corner in Self.allCorners(json) {
      let isContinuous = corner["curve"]?.string == "continuous"
      #expect((corner["smoothing"] != nil) == isContinuous, "\(corner.serialized(pretty: false))")
      #expect((corner["source"]?["smoothing"] != nil) == (provenance && isContinuous))
      if isContinuous { continuous += 1 }
    }
    #expect(continuous == 18)
  }

  @Test func provenanceNamesARelativeFileLineAndColumnForEveryWrittenField() throws {
    let json = try Self.defaultTheme().json(provenance: true)
    let place = try Regex(#"^tokens/(default|layers/foundation)\.yaml:[0-9]+:[0-9]+$"#)
    let corners = Self.allCorners(json)
    // 8 metrics, 3 categories, 12 components and 8 variants, four corners each.
    #expect(corners.count == 4 * (8 + 3 + 12 + 8))
    for corner in corners {
      let source = try #require(corner["source"])
      // No corner of the default theme keeps the built-in 0pt: a metric, a field or a
      // corners list sets every size, so every corner names where its size came from.
      #expect(source.keys.first == "size")
      for field in source.keys {
        #expect(["size", "family", "curve", "smoothing"].contains(field))
        #expect(source[field]?.string?.wholeMatch(of: place) != nil, "\(field): \(source[field]!)")
      }
    }
    // Without provenance there is no source at all.
    #expect(Self.allCorners(try Self.defaultTheme().json()).allSatisfy { $0["source"] == nil })
  }

  static func allCorners(_ json: JSONValue) -> [JSONValue] {
    var shapes: [JSONValue] = []
    for group in ["scale", "categories"] {
      for key in json[group]?.keys ?? [] { shapes += [json[group]?[key]].compactMap { $0 } }
    }
    for key in json["components"]?.keys ?? [] {
      let component = json["components"]?[key]
      shapes += [component?["shape"]].compactMap { $0 }
      for variant in component?["variants"]?.keys ?? [] {
        shapes += [component?["variants"]?[variant]].compactMap { $0 }
      }
    }
    return shapes.flatMap { shape in
      CornerName.allCases.compactMap { shape["corners"]?[$0.rawValue] }
    }
  }

  // MARK: - Goldens

  static let themes = bundledThemes().map { "tokens/" + $0.lastPathComponent }

  @Test func bundledThemesAreFound() {
    #expect(Self.themes.contains("tokens/default.yaml"))
    #expect(Self.themes.count >= 2)
  }

  @Test(arguments: themes)
  func resolvedJSONMatchesItsGolden(path: String) throws {
    let result = checkPackageTheme(path)
    #expect(result.diagnostics.ignoringPlatformLimits.isEmpty, "\(result.diagnostics.map(\.message))")
    let theme = try #require(result.theme)
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let plain = theme.json().serialized()
    let withSources = theme.json(provenance: true).serialized()
    // Both are JSON that Foundation reads back.
    #expect((try? JSONSerialization.jsonObject(with: Data(plain.utf8))) != nil)
    #expect((try? JSONSerialization.jsonObject(with: Data(withSources.utf8))) != nil)
    try expectMatchesGolden(plain, "resolved/\(name).json")
    try expectMatchesGolden(withSources, "resolved/\(name).provenance.json")
  }
}

extension JSONValue {
  /// The member called `key` of an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// An object's keys in order; empty for anything else.
  var keys: [String] {
    guard case .object(let members) = self else { return [] }
    return members.map(\.0)
  }

  var number: Double? {
    guard case .number(let value) = self else { return nil }
    return value
  }

  var string: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }
}
