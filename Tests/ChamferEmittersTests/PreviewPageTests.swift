import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The preview page draws surfaces and arrows from the geometry: fills, borders and
/// shadows as SVG, every arrow position, and a convex/concave toggle.
@Suite struct PreviewPageTests {
  static func page(_ file: URL) throws -> String {
    let theme = try #require(try checkBundledTheme(file).theme)
    let files = try PreviewPage.render(theme)
    return try #require(files.first { $0.path == "index.html" }).contents
  }

  /// The `<svg>` elements of the page, each of which must be well-formed XML.
  static func drawings(_ page: String) -> [String] {
    var found: [String] = []
    var rest = page[...]
    while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
      found.append(String(rest[start.lowerBound..<end.upperBound]))
      rest = rest[end.upperBound...]
    }
    return found
  }

  @Test func theDefaultThemeShowsArrowsEverywhereSurfacesAndTheNeumorphicToggle() throws {
    let page = try Self.page(bundledThemes().first { $0.lastPathComponent == "default.yaml" }!)
    #expect(page.contains("Flip neumorphic shapes between convex and concave"))
    #expect(page.contains("Swap circular and continuous curves"))
    // The tooltip's arrow on each edge, at its start, centre and end.
    #expect(page.contains("<h2>tooltip: arrows on every edge</h2>"))
    for edge in ["top", "right", "bottom", "left"] {
      for position in ["start", "center", "end"] {
        #expect(page.contains("<b>\(edge) · \(position)</b>"), "\(edge) \(position)")
      }
    }
    // The neumorphic button and its pressed variant, each with its opposite for the
    // toggle, with and without swapped curves; the figures take the fill.
    #expect(page.components(separatedBy: "data-style=\"flipped\"").count - 1 == 4)
    #expect(page.contains("style=\"background: #E0E5EC\""))
    // Tooltips: their fill, their inside border clipped to the outline, their shadows.
    #expect(page.contains("fill=\"#1F2937\""))
    #expect(page.contains("<clipPath id="))
    #expect(page.contains("<feGaussianBlur"))
    #expect(page.contains("fill #1F2937") && page.contains("border 1pt #FFFFFF33 inside"))
    #expect(page.contains("bottom arrow: 12×6pt center, tip 1pt"))
    #expect(page.contains("inset shadow 6 6 12 0 #BEC3C9"))
    for svg in Self.drawings(page) {
      let parser = XMLParser(data: Data(svg.utf8))
      #expect(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "") \(svg.prefix(300))")
    }
    let ids = page.matches(of: /id="([^"]+)"/).map { String($0.output.1) }
    #expect(Set(ids).count == ids.count, "filter, clip and mask ids are unique on the page")
  }

  @Test func aThemeWithoutNeumorphicShapesHasNoToggleForThem() throws {
    let page = try Self.page(bundledThemes().first { $0.lastPathComponent == "material3.yaml" }!)
    #expect(!page.contains("Flip neumorphic"))
    #expect(page.contains("Swap circular and continuous curves"))
  }
}
