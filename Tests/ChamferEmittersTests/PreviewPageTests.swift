@testable import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The preview page draws surfaces and arrows from the geometry: fills, borders and
/// shadows as SVG, every arrow position, and a convex/concave toggle; captions say what
/// each shape is in a designer's words. PreviewBrowserTests opens it in Chromium.
@Suite struct PreviewPageTests {
  static func page(_ file: URL) throws -> String {
    let theme = try #require(try checkBundledTheme(file).theme)
    let files = try PreviewPage.render(theme)
    return try #require(files.first { $0.path == "index.html" }).contents
  }

  /// The `<svg>` elements of the page, each of which must be well-formed XML.
  static func drawings(_ page: String) -> [String] {
    var found: [String] = []
    // The script's own markup strings are not drawings.
    var rest = Substring(page.replacing(/<script>[\s\S]*?<\/script>/, with: ""))
    while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
      found.append(String(rest[start.lowerBound..<end.upperBound]))
      rest = rest[end.upperBound...]
    }
    return found
  }

  @Test func theDefaultThemeShowsArrowsEverywhereSurfacesAndTheNeumorphicToggle() throws {
    let page = try Self.page(bundledThemes().first { $0.lastPathComponent == "default.yaml" }!)
    #expect(page.contains("Flip convex and concave") && page.contains("title=\"Flip neumorphic shapes between convex and concave\""))
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
    // Surfaces and arrows in one line under the caption, every shadow in its tooltip.
    #expect(page.contains(">bottom 12×6 pt arrow at center, tip 1 pt · fill #1F2937 · border 1 pt #FFFFFF33 inside · 2 shadows<"))
    #expect(page.contains("inset 6 6 12 0 #BEC3C9"))
    // Captions in a designer's words, for the shape as drawn and with curves swapped.
    #expect(page.contains("<span class=\"words\" data-curves=\"actual\">28 pt rounded, smooth 60%</span>"))
    #expect(page.contains("<span class=\"words\" data-curves=\"swapped\">28 pt rounded</span>"))
    #expect(page.contains(">4 pt rounded; bottomLeft square<"))
    #expect(!page.contains("<p></p>") && !page.contains("0pt rounded"))
    // Components hold content that says what they are.
    #expect(page.contains("<span class=\"label\">Continue</span>") && page.contains("<i class=\"caret\"></i>"))
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

extension PreviewPageTests {
  @Test func captionsUseADesignersWords() {
    func corner(_ size: Size, _ family: CornerFamily = .rounded, _ curve: CornerCurve = .circular, _ smoothing: Double? = nil)
      -> ResolvedCorner
    { ResolvedCorner(size: size, family: family, curve: curve, smoothing: smoothing) }
    func shape(_ corners: [ResolvedCorner], kind: ShapeKind = .rectangle) -> String {
      ShapeWords.shape(ResolvedShape(kind: kind, corners: corners))
    }
    #expect(shape(Array(repeating: corner(.points(8), .rounded, .continuous, 0.6), count: 4)) == "8 pt rounded, smooth 60%")
    #expect(shape(Array(repeating: corner(.zero, .rounded, .continuous, 0.6), count: 4)) == "square")
    #expect(shape(Array(repeating: corner(.full), count: 4)) == "capsule")
    #expect(shape(Array(repeating: corner(.full), count: 4), kind: .circle) == "circle")
    #expect(shape([corner(.points(12)), corner(.points(12)), corner(.zero), corner(.zero)]) == "top 12 pt rounded; bottom square")
    #expect(shape([corner(.points(4), .cut), corner(.zero), corner(.points(4), .cut), corner(.zero)])
      == "topLeft, bottomRight 4 pt cut; topRight, bottomLeft square")
  }

  /// Each distinct corner is described once for the inspector, with the iOS curve
  /// leaving the edge 1.529 radii from the corner and Figma smoothing 1 + smoothing.
  @Test func theInspectorComparesTheCurvesOfEachCorner() throws {
    var inspector = PreviewPage.Inspector(smoothing: 0.6)
    let corner = ResolvedCorner(size: .points(10), family: .rounded, curve: .circular)
    let key = inspector.key(corner, radius: 10)
    #expect(inspector.key(corner, radius: 10) == key)
    #expect(inspector.entries.count == 1)
    let json = inspector.json
    #expect(json.contains("\"circularStart\":10,\"continuousStart\":16,\"iosStart\":15.29"))
    #expect(json.contains("\"words\":\"10 pt rounded\""))
    #expect(PreviewPage.Inspector.iosPath(radius: 10, extent: 20).hasPrefix("M0 20L0 15.29C0 10.88 0 8.68 0.65 6.7"))
  }

  /// Each component with variants turns into each of them and back: held frames of each,
  /// and frames between whose corner sizes lie between the two.
  @Test func variantsAnimateIntoEachOther() throws {
    let theme = try #require(try checkBundledTheme(bundledThemes().first { $0.lastPathComponent == "default.yaml" }!).theme)
    let motion = PreviewPage.variantMotion(theme)
    #expect(motion.map { $0["name"] as? String } == ["button", "tooltip", "dialog", "neumorphicButton"])
    let button = try #require(motion.first)
    #expect(button["sequence"] as? String == "button → button.pressed → button.compact → button")
    let frames = try #require(button["frames"] as? String).split(separator: ";").map(String.init)
    #expect(frames.count == 3 * (8 + 9))
    let pressed = theme.component("button")!.variant("pressed")!.shape
    #expect(frames[17] == ShapeGeometry(pressed, width: 120, height: 40).svgPathData, "held on the pressed variant")
    #expect(Set(frames).count > 3 * 9, "the frames between are distinct shapes")
    let page = try Self.page(bundledThemes().first { $0.lastPathComponent == "default.yaml" }!)
    #expect(page.contains("<h2>Variants in motion <button class=\"play\" type=\"button\" aria-pressed=\"true\">Pause</button></h2>"))
  }
}
