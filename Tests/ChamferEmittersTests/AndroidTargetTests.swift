import ChamferKit
import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct AndroidTargetTests {
  /// `aapt2 compile` and `aapt2 link` against a stub of Material's attributes.
  @Test(arguments: bundledThemes())
  func aapt2CompilesAndLinksTheResources(_ file: URL) throws {
    let (_, files) = try render("android", file)
    let folder = try temporaryFolder("android")
    try write(files, to: folder)
    Validator.check("check_android.py", [folder.appendingPathComponent("res").path])
  }

  /// Every corner of every metric, category, component and variant, read back from
  /// the style items the way Material reads them: per-corner items over the base.
  @Test(arguments: bundledThemes())
  func everyStyleHoldsTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("android", file)
    let styles = try Self.styles(files[0].contents)
    let prefix = Names.pascal(theme.name)
    var expected: [(style: String, shape: ResolvedShape)] = []
    expected += theme.scale.map { ("ShapeAppearance.\(prefix).\(Names.pascal($0.name))", $0.shape) }
    expected += theme.categories.map {
      ("ShapeAppearance.\(prefix).\(Names.pascal($0.name))Component", $0.shape)
    }
    for component in theme.components {
      let base = "ShapeAppearanceOverlay.\(prefix).\(Names.pascal(component.name))"
      expected.append((base, component.shape))
      expected += component.variants.map { ("\(base).\(Names.pascal($0.name))", $0.shape) }
    }
    for (name, shape) in expected {
      let items = try #require(styles[name], "no style \(name)")
      for (corner, resolved) in zip(CornerName.allCases, shape.corners) {
        let suffix = Names.pascal(corner.rawValue)
        let family = items["cornerFamily\(suffix)"] ?? items["cornerFamily"]
        let size = items["cornerSize\(suffix)"] ?? items["cornerSize"]
        // Android has no continuous curve: continuous corners are rounded.
        #expect(family == resolved.family.rawValue, "\(name) \(corner)")
        let value = JSONValue.format(resolved.size.value)
        #expect(size == (resolved.size.unit == .percent ? "\(value)%" : "\(value)dp"), "\(name) \(corner)")
      }
    }
    let overlays = styles.keys.filter { $0.hasPrefix("ShapeAppearance") }
    #expect(overlays.count == expected.count, "unexpected styles: \(Set(overlays).subtracting(expected.map(\.style)))")
  }

  /// The theme overlay points Material's theme attributes at the styles of the metrics
  /// and categories named like them, and only at styles that exist.
  @Test(arguments: bundledThemes())
  func theThemeOverlaySetsMaterialsAttributes(_ file: URL) throws {
    let (theme, files) = try render("android", file)
    let styles = try Self.styles(files[0].contents)
    let prefix = Names.pascal(theme.name)
    let overlay = try #require(styles["ThemeOverlay.\(prefix).Shapes"])
    let corners = [
      "extraSmall", "small", "medium", "large", "largeIncreased", "extraLarge",
      "extraLargeIncreased", "extraExtraLarge",
    ]
    var expected: [String: String] = [:]
    for metric in theme.scale where corners.contains(Names.camel(metric.name)) {
      expected["shapeAppearanceCorner\(Names.pascal(metric.name))"] =
        "@style/ShapeAppearance.\(prefix).\(Names.pascal(metric.name))"
    }
    for category in theme.categories where ["small", "medium", "large"].contains(category.name) {
      expected["shapeAppearance\(Names.pascal(category.name))Component"] =
        "@style/ShapeAppearance.\(prefix).\(Names.pascal(category.name))Component"
    }
    #expect(overlay == expected)
    #expect(!expected.isEmpty, "the bundled themes name Material's sizes")
  }

  /// Every component and variant has four content insets: dp, or a fraction of the
  /// shorter side.
  @Test(arguments: bundledThemes())
  func contentInsetsAreDimensionsOrFractions(_ file: URL) throws {
    let (theme, files) = try render("android", file)
    let document = try XMLDocument(data: Data(files[0].contents.utf8))
    var resources: [String: (kind: String, value: String)] = [:]
    for node in try document.nodes(forXPath: "/resources/dimen | /resources/fraction") {
      guard let element = node as? XMLElement, let name = element.attribute(forName: "name")?.stringValue
      else { continue }
      resources[name] = (element.name ?? "", element.stringValue ?? "")
    }
    let prefix = Names.snake(theme.name)
    var expected: [(String, ResolvedShape)] = []
    for component in theme.components {
      expected.append(("\(prefix)_\(Names.snake(component.name))", component.shape))
      expected += component.variants.map {
        ("\(prefix)_\(Names.snake(component.name))_\(Names.snake($0.name))", $0.shape)
      }
    }
    for (name, shape) in expected {
      let insets = shape.contentInsets
      for (edge, size) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
        let value = WebExpectation.rounded(size)
        let resource = resources["\(name)_content_inset_\(edge)"]
        let number = JSONValue.format(value.value)
        let wanted = size.unit == .percent ? ("fraction", "\(number)%") : ("dimen", "\(number)dp")
        #expect(resource?.kind == wanted.0 && resource?.value == wanted.1, "\(name) \(edge): \(String(describing: resource))")
      }
    }
    #expect(resources.count == expected.count * 4)
  }

  /// Style name → item name → value.
  static func styles(_ xml: String) throws -> [String: [String: String]] {
    let document = try XMLDocument(data: Data(xml.utf8))
    var styles: [String: [String: String]] = [:]
    for style in try document.nodes(forXPath: "/resources/style") {
      guard let element = style as? XMLElement,
        let name = element.attribute(forName: "name")?.stringValue
      else { continue }
      #expect(element.attribute(forName: "parent")?.stringValue == "", "\(name) must not inherit")
      var items: [String: String] = [:]
      for item in element.elements(forName: "item") {
        if let key = item.attribute(forName: "name")?.stringValue {
          #expect(items[key] == nil, "\(name) sets \(key) twice")
          items[key] = item.stringValue
        }
      }
      #expect(styles[name] == nil, "\(name) is defined twice")
      styles[name] = items
    }
    return styles
  }
}
