import ChamferKit
import Foundation
import Testing
import TestSupport

/// The css target rendered by Chromium, compared pixel by pixel with Chamfer's own
/// geometry drawn as SVG on the same page.
///
/// Every scale metric and category (through their custom properties) and every component
/// and variant class is drawn three ways: by the CSS, by the geometry's SVG and, for cut corners, by
/// the CSS with its `clip-path` fallback forced (corner-shape reset to round, as in a
/// browser without it). Shapes with percentages other than a capsule's are drawn in a
/// square box, where CSS's per-axis percentages equal Chamfer's share of the shorter
/// side (elsewhere `lint/web-relative-size` warns); circles get only a width, so their
/// `aspect-ratio: 1` is what makes them square.
///
/// Boxes are 240 × 144 (144 × 144 when square): Chromium's antialiasing paints curved
/// edges about 0.13 px thin, a bias that is 0.66% of a 72-point circle's area and half
/// that at this size.
@Suite struct BrowserRenderingTests {
  /// Rounded, cut and circle: the painted area within 0.5% of the exact area, and the
  /// CSS and SVG shapes overlapping by at least 0.99.
  static let areaTolerance = 0.005
  static let minimumOverlap = 0.99
  /// Continuous corners: CSS draws superellipse(1 + smoothing/6), Chamfer draws Figma
  /// smoothing. On the bundled themes they differ by at most 0.26% of the area and
  /// overlap by at least 0.997 (the test prints its figures); the bounds leave room
  /// for sharper corners than those.
  static let continuousAreaTolerance = 0.01
  static let continuousMinimumOverlap = 0.99

  struct Specimen {
    var id: String
    var geometry: ShapeGeometry
    /// The CSS box's class and inline style.
    var cssClass: String
    var cssStyle: String
    /// The forced fallback's inline style, for classes with cut corners.
    var fallbackStyle: String?
    var sizedByWidth: Bool

    var isContinuous: Bool {
      geometry.shape.visibleCorners.contains { $0.family == .rounded && $0.curve == .continuous }
    }
  }

  static func specimens(_ theme: ResolvedTheme, css: String) -> [Specimen] {
    let prefix = Names.kebab(theme.name)
    let fallbacks = Dictionary(
      StyleRule.parse(css).filter { $0.supports == "not (corner-shape: bevel)" }
        .compactMap { rule in rule["clip-path"].map { (rule.selector, $0) } },
      uniquingKeysWith: { $1 })
    func box(_ shape: ResolvedShape) -> (Double, Double) {
      shape.kind == .circle || shape.hasRelativeSize ? (144, 144) : (240, 144)
    }
    var result: [Specimen] = []
    let entries =
      theme.scale.map { ("scale-\(Names.kebab($0.name))", $0.shape) }
      + theme.categories.map { ("category-\(Names.kebab($0.name))", $0.shape) }
    for (id, shape) in entries {
      let (w, h) = box(shape)
      let name = "\(prefix)-\(id)"
      result.append(
        Specimen(
          id: id, geometry: ShapeGeometry(shape, width: w, height: h), cssClass: "",
          cssStyle: "border-radius: var(--\(name)-radius); corner-shape: var(--\(name)-corner-shape);",
          fallbackStyle: nil, sizedByWidth: false))
    }
    for (name, shape) in WebExpectation.classes(theme) {
      let (w, h) = box(shape)
      let fallback = fallbacks[".\(name)"].flatMap { $0 == "none" ? nil : $0 }
      result.append(
        Specimen(
          id: name, geometry: ShapeGeometry(shape, width: w, height: h), cssClass: name,
          cssStyle: "",
          fallbackStyle: fallback.map { "corner-shape: round; clip-path: \($0);" },
          sizedByWidth: shape.kind == .circle))
    }
    return result
  }

  @Test(arguments: bundledThemes())
  func chromiumDrawsTheShapesTheGeometryDescribes(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let folder = try temporaryFolder("browser")
    try write(files, to: folder)
    let specimens = Self.specimens(theme, css: files[0].contents)

    var html = """
      <!doctype html><html><head><meta charset="utf-8">
      <link rel="stylesheet" href="\(files[0].path)">
      <style>body { margin: 0; background: #fff; } .s { position: absolute; background: #000; }</style>
      </head><body>

      """
    var boxes: [[String: Any]] = []
    var pairs: [[String]] = []
    var top = 8.0
    for specimen in specimens {
      let g = specimen.geometry
      let size =
        specimen.sizedByWidth
        ? "width: \(Int(g.width))px;" : "width: \(Int(g.width))px; height: \(Int(g.height))px;"
      func place(_ id: String, _ left: Double) {
        boxes.append(["id": id, "x": Int(left), "y": Int(top), "w": Int(g.width), "h": Int(g.height)])
      }
      html += "<div class=\"s \(specimen.cssClass)\" style=\"left: 8px; top: \(Int(top))px; \(size) \(specimen.cssStyle)\"></div>\n"
      place("\(specimen.id)/css", 8)
      html += "<svg style=\"position: absolute; left: 264px; top: \(Int(top))px\" width=\"\(Int(g.width))\" height=\"\(Int(g.height))\"><path d=\"\(g.svgPathData)\" fill=\"#000\"/></svg>\n"
      place("\(specimen.id)/svg", 264)
      pairs.append(["\(specimen.id)/css", "\(specimen.id)/svg"])
      if let fallback = specimen.fallbackStyle {
        html += "<div class=\"s \(specimen.cssClass)\" style=\"left: 520px; top: \(Int(top))px; \(size) \(fallback)\"></div>\n"
        place("\(specimen.id)/fallback", 520)
        pairs.append(["\(specimen.id)/fallback", "\(specimen.id)/svg"])
      }
      top += g.height + 12
    }
    html += "</body></html>\n"
    let page = folder.appendingPathComponent("page.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let spec: [String: Any] = ["width": 780, "height": Int(top) + 8, "boxes": boxes, "pairs": pairs]
    let specURL = folder.appendingPathComponent("boxes.json")
    try JSONSerialization.data(withJSONObject: spec).write(to: specURL)

    let output = try #require(Validator.check("measure_boxes.py", [page.path, specURL.path]))
    let measured = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: Double]])
    let coverage = try #require(measured["coverage"])
    let overlap = try #require(measured["overlap"])

    var worst = (area: 0.0, overlap: 1.0, continuousArea: 0.0, continuousOverlap: 1.0)
    for specimen in specimens {
      let area = specimen.geometry.area
      let tolerance = specimen.isContinuous ? Self.continuousAreaTolerance : Self.areaTolerance
      let minimum = specimen.isContinuous ? Self.continuousMinimumOverlap : Self.minimumOverlap
      for way in ["css", "fallback"] where coverage["\(specimen.id)/\(way)"] != nil {
        let painted = coverage["\(specimen.id)/\(way)"]!
        let error = abs(painted - area) / area
        let shared = try #require(overlap["\(specimen.id)/\(way)|\(specimen.id)/svg"])
        #expect(error <= tolerance, "\(specimen.id) \(way): painted \(painted), exact \(area)")
        #expect(shared >= minimum, "\(specimen.id) \(way): overlap \(shared) with the SVG")
        if specimen.isContinuous {
          worst.continuousArea = max(worst.continuousArea, error)
          worst.continuousOverlap = min(worst.continuousOverlap, shared)
        } else {
          worst.area = max(worst.area, error)
          worst.overlap = min(worst.overlap, shared)
        }
      }
      // The geometry's own SVG, drawn by the browser, has the exact area too.
      let svgError = abs(coverage["\(specimen.id)/svg"]! - area) / area
      #expect(svgError <= Self.areaTolerance, "\(specimen.id) svg: \(coverage["\(specimen.id)/svg"]!) vs \(area)")
    }
    let cutClasses = WebExpectation.classes(theme).filter { $0.shape.visibleCorners.contains { $0.family == .cut } }
    #expect(
      specimens.filter { $0.fallbackStyle != nil }.count == cutClasses.count,
      "every class with cut corners is also drawn with its clip-path fallback")
    print(
      "\(file.lastPathComponent): \(specimens.count) shapes; worst area error \(worst.area), overlap \(worst.overlap); continuous: \(worst.continuousArea), \(worst.continuousOverlap)"
    )
  }
}
