import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// The css target rendered by Chromium, compared pixel by pixel with Chamfer's own
/// geometry drawn as SVG on the same page.
///
/// Every scale metric and category (through their custom properties) and every component
/// and variant class is drawn by the CSS and by the geometry's SVG, a variant class also
/// after its component's class, and again by the CSS with each fallback forced: for cut corners the `clip-path` of `@supports not
/// (corner-shape: bevel)` (corner-shape reset to round, as in a browser without it), and
/// for shapes with arrows the `polygon()` declared before the `shape()` (as in a browser
/// without `shape()`). Shapes with percentages other than a capsule's are drawn in a
/// square box, where CSS's per-axis percentages equal Chamfer's share of the shorter
/// side (elsewhere `lint/web-relative-size` warns); circles get only a width, so their
/// `aspect-ratio: 1` is what makes them square.
///
/// Boxes are 240 × 144 (144 × 144 when square) and `box-sizing: border-box`, so that an
/// arrow's padding stays inside the box as it does in the geometry. Fills are painted
/// black, shadows turned off and border rings hidden (their antialiased edges would
/// darken the fill's twice), so the page is black shapes on white; a shape with an arrow
/// and a border is drawn once more with a transparent fill and a black ring, to measure
/// the ring alone.
/// Chromium's antialiasing paints curved edges about 0.13 px thin, a bias that is 0.66%
/// of a 72-point circle's area and half that at this size.
@Suite struct BrowserRenderingTests {
  /// Rounded, cut, circle and arrows: the painted area within 0.5% of the exact area, and
  /// the CSS and SVG shapes overlapping by at least 0.99.
  static let areaTolerance = 0.005
  static let minimumOverlap = 0.99
  /// Continuous corners: CSS draws superellipse(1 + smoothing/6), Chamfer draws Figma
  /// smoothing. On the bundled themes they differ by at most 0.26% of the area and
  /// overlap by at least 0.997 (the test prints its figures); the bounds leave room
  /// for sharper corners than those.
  static let continuousAreaTolerance = 0.01
  static let continuousMinimumOverlap = 0.99
  /// A border ring on a shape with an arrow: its painted area within 4% of the area
  /// between the outline and the outline moved in by the border's width. A 1-point ring is
  /// almost all edge, so antialiasing weighs far more than on a filled shape.
  static let ringTolerance = 0.04

  /// One way the CSS draws a specimen besides the normal one: an inline style that forces
  /// a fallback.
  struct Way {
    var name: String
    var style: String
    /// A class set before the specimen's own: a variant's component class, since a
    /// variant class must also work after it.
    var before = ""
  }

  struct Specimen {
    var id: String
    var geometry: ShapeGeometry
    /// The CSS box's class and inline style.
    var cssClass: String
    var cssStyle: String
    var ways: [Way]
    var sizedByWidth: Bool
    /// For a shape with an arrow and a border: the area of the ring the CSS draws.
    var ringArea: Double?

    var isContinuous: Bool {
      geometry.shape.visibleCorners.contains { $0.family == .rounded && $0.curve == .continuous }
    }
  }

  static func box(_ shape: ResolvedShape) -> (Double, Double) {
    shape.kind == .circle || shape.hasRelativeSize ? (144, 144) : (240, 144)
  }

  static func specimens(_ theme: ResolvedTheme, css: String, box: (ResolvedShape) -> (Double, Double) = box)
    -> [Specimen]
  {
    let prefix = Names.kebab(theme.name)
    let rules = StyleRule.parse(css)
    let fallbacks = Dictionary(
      rules.filter { $0.supports == "not (corner-shape: bevel)" }
        .compactMap { rule in rule["clip-path"].map { (rule.selector, $0) } },
      uniquingKeysWith: { $1 })
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
          ways: [], sizedByWidth: false, ringArea: nil))
    }
    for (name, shape) in WebExpectation.classes(theme) {
      let (w, h) = box(shape)
      var ways: [Way] = []
      if let fallback = fallbacks[".\(name)"], fallback != "none" {
        ways.append(Way(name: "fallback", style: "corner-shape: round; clip-path: \(fallback);"))
      }
      if WebExpectation.hasArrows(shape) {
        let own = rules.first { $0.selector == ".\(name)" && $0.supports == nil }
        if let polygon = own?.all("clip-path").first(where: { $0.hasPrefix("polygon(") }) {
          ways.append(Way(name: "polygon", style: "corner-shape: round; clip-path: \(polygon);"))
        }
      }
      if let range = name.range(of: "--") {
        ways.append(Way(name: "combined", style: "", before: String(name[..<range.lowerBound])))
      }
      let geometry = ShapeGeometry(shape, width: w, height: h)
      result.append(
        Specimen(
          id: name, geometry: geometry, cssClass: name, cssStyle: "", ways: ways,
          sizedByWidth: shape.kind == .circle, ringArea: WebExpectation.ringArea(geometry)))
    }
    return result
  }

  /// Draws the specimens (fills black, borders black, shadows off) next to their SVGs and
  /// returns what Chromium painted.
  static func measure(_ specimens: [Specimen], stylesheet: String, in folder: URL) throws
    -> (coverage: [String: Double], overlap: [String: Double])
  {
    var html = """
      <!doctype html><html><head><meta charset="utf-8">
      <link rel="stylesheet" href="\(stylesheet)">
      <style>
        body { margin: 0; background: #fff; }
        .s { position: absolute; box-sizing: border-box; background: #000; box-shadow: none; }
        .s::before { display: none; }
        .s.ring { background: transparent; }
        .s.ring::before { display: block; background-color: #000; }
      </style>
      </head><body>

      """
    var boxes: [[String: Any]] = []
    var pairs: [[String]] = []
    var top = 8.0
    let columns = (0..<6).map { 8.0 + 256 * Double($0) }
    for specimen in specimens {
      let g = specimen.geometry
      let size =
        specimen.sizedByWidth
        ? "width: \(Int(g.width))px;" : "width: \(Int(g.width))px; height: \(Int(g.height))px;"
      func place(_ id: String, _ left: Double) {
        boxes.append(["id": id, "x": Int(left), "y": Int(top), "w": Int(g.width), "h": Int(g.height)])
        // Each arrow alone: the strip between the body and the box on its edge.
        for (edge, strip) in Self.arrowStrips(g) {
          boxes.append([
            "id": "\(id)/arrow-\(edge.rawValue)", "x": Int(left + strip.x), "y": Int(top + strip.y),
            "w": Int(strip.w), "h": Int(strip.h),
          ])
        }
      }
      html += "<div class=\"s \(specimen.cssClass)\" style=\"left: 8px; top: \(Int(top))px; \(size) \(specimen.cssStyle)\"></div>\n"
      place("\(specimen.id)/css", columns[0])
      html += "<svg style=\"position: absolute; left: 264px; top: \(Int(top))px\" width=\"\(Int(g.width))\" height=\"\(Int(g.height))\"><path d=\"\(g.svgPathData)\" fill=\"#000\"/></svg>\n"
      place("\(specimen.id)/svg", columns[1])
      func pair(_ way: String) {
        pairs.append(["\(specimen.id)/\(way)", "\(specimen.id)/svg"])
        for (edge, _) in Self.arrowStrips(g) {
          pairs.append(["\(specimen.id)/\(way)/arrow-\(edge.rawValue)", "\(specimen.id)/svg/arrow-\(edge.rawValue)"])
        }
      }
      pair("css")
      for (index, way) in specimen.ways.enumerated() {
        let left = columns[2 + index]
        html += "<div class=\"s \(way.before) \(specimen.cssClass)\" style=\"left: \(Int(left))px; top: \(Int(top))px; \(size) \(way.style)\"></div>\n"
        place("\(specimen.id)/\(way.name)", left)
        pair(way.name)
      }
      if specimen.ringArea != nil {
        // The ring alone: a transparent fill, so only the ::before ring paints.
        let left = columns[2 + specimen.ways.count]
        html += "<div class=\"s ring \(specimen.cssClass)\" style=\"left: \(Int(left))px; top: \(Int(top))px; \(size)\"></div>\n"
        place("\(specimen.id)/ring", left)
      }
      top += g.height + 12
    }
    html += "</body></html>\n"
    let page = folder.appendingPathComponent("page.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let spec: [String: Any] = ["width": 1560, "height": Int(top) + 8, "boxes": boxes, "pairs": pairs]
    let specURL = folder.appendingPathComponent("boxes.json")
    try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
    let output = try #require(Validator.check("measure_boxes.py", [page.path, specURL.path]))
    let measured = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return (
      try #require(measured["coverage"] as? [String: Double]), try #require(measured["overlap"] as? [String: Double])
    )
  }

  /// The strips that hold a shape's arrows: between its body and its box, one per edge
  /// with an arrow, in box coordinates (whole pixels when the arrows' heights are).
  static func arrowStrips(_ g: ShapeGeometry) -> [(EdgeName, (x: Double, y: Double, w: Double, h: Double))] {
    guard WebExpectation.hasArrows(g.shape) else { return [] }
    let b = g.body
    return g.shape.arrows.map { edge, _ in
      switch edge {
      case .top: (edge, (0, 0, g.width, b.y))
      case .bottom: (edge, (0, b.y + b.height, g.width, g.height - b.y - b.height))
      case .left: (edge, (0, 0, b.x, g.height))
      case .right: (edge, (b.x + b.width, 0, g.width - b.x - b.width, g.height))
      }
    }
  }

  /// An arrow's exact area: its triangle less the third of the small triangle its
  /// rounded tip cuts off (the tip's ends are `tip` from the apex along the sides).
  static func arrowArea(_ g: ShapeGeometry, _ edge: EdgeName) -> Double {
    let arrow = g.shape[edge].arrow!
    let length = edge.isHorizontal ? g.body.width : g.body.height
    let half = min(arrow.width, length) / 2
    let whole = half * arrow.height
    let side = (half * half + arrow.height * arrow.height).squareRoot()
    let share = min(arrow.tip, side) / side
    return whole - whole * share * share / 3
  }

  /// An arrow's painted area within 3% of the exact area: an arrow is small (36 square
  /// points for the default tooltip), so its antialiased sides weigh more than a shape's.
  static let arrowTolerance = 0.03
  /// An arrow drawn by the CSS and by the SVG overlap by at least 0.95: an arrow one
  /// point off its place overlaps by about 0.85.
  static let minimumArrowOverlap = 0.95

  /// Checks every way each specimen was drawn against its geometry; returns the worst
  /// figures seen.
  static func compare(_ specimens: [Specimen], _ coverage: [String: Double], _ overlap: [String: Double]) throws
    -> String
  {
    var worst = (area: 0.0, overlap: 1.0, continuousArea: 0.0, continuousOverlap: 1.0, ring: 0.0, arrow: 0.0, arrowOverlap: 1.0)
    for specimen in specimens {
      let area = specimen.geometry.area
      let tolerance = specimen.isContinuous ? Self.continuousAreaTolerance : Self.areaTolerance
      let minimum = specimen.isContinuous ? Self.continuousMinimumOverlap : Self.minimumOverlap
      for way in ["css", "svg"] + specimen.ways.map(\.name) {
        for (edge, _) in Self.arrowStrips(specimen.geometry) {
          let exact = Self.arrowArea(specimen.geometry, edge)
          let painted = try #require(coverage["\(specimen.id)/\(way)/arrow-\(edge.rawValue)"])
          let error = abs(painted - exact) / exact
          #expect(error <= Self.arrowTolerance, "\(specimen.id) \(way) \(edge) arrow: painted \(painted), exact \(exact)")
          worst.arrow = max(worst.arrow, error)
          if way != "svg" {
            let shared = try #require(overlap["\(specimen.id)/\(way)/arrow-\(edge.rawValue)|\(specimen.id)/svg/arrow-\(edge.rawValue)"])
            #expect(shared >= Self.minimumArrowOverlap, "\(specimen.id) \(way) \(edge) arrow: overlap \(shared) with the SVG's")
            worst.arrowOverlap = min(worst.arrowOverlap, shared)
          }
        }
        guard way != "svg" else { continue }
        let painted = try #require(coverage["\(specimen.id)/\(way)"], "\(specimen.id)/\(way) was not measured")
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
      if let ring = specimen.ringArea {
        let painted = try #require(coverage["\(specimen.id)/ring"])
        let error = abs(painted - ring) / ring
        #expect(error <= Self.ringTolerance, "\(specimen.id) border ring: painted \(painted), expected \(ring)")
        worst.ring = max(worst.ring, error)
      }
      // The geometry's own SVG, drawn by the browser, has the exact area too.
      let svgError = abs(coverage["\(specimen.id)/svg"]! - area) / area
      #expect(svgError <= Self.areaTolerance, "\(specimen.id) svg: \(coverage["\(specimen.id)/svg"]!) vs \(area)")
    }
    return
      "worst area error \(worst.area), overlap \(worst.overlap); continuous: \(worst.continuousArea), \(worst.continuousOverlap); arrows: \(worst.arrow), overlap \(worst.arrowOverlap); rings: \(worst.ring)"
  }

  @Test(arguments: bundledThemes())
  func chromiumDrawsTheShapesTheGeometryDescribes(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let folder = try Scratch.folder("browser")
    try write(files, to: folder)
    let specimens = Self.specimens(theme, css: files[0].contents)
    let (coverage, overlap) = try Self.measure(specimens, stylesheet: files[0].path, in: folder)
    let summary = try Self.compare(specimens, coverage, overlap)

    let classes = WebExpectation.classes(theme)
    let cut = Set(classes.filter { $0.shape.visibleCorners.contains { $0.family == .cut } }.map(\.name))
    let arrowed = Set(classes.filter { WebExpectation.hasArrows($0.shape) }.map(\.name))
    for specimen in specimens {
      let ways = Set(specimen.ways.map(\.name))
      if cut.contains(specimen.id) && !arrowed.contains(specimen.id) {
        #expect(ways.contains("fallback"), "\(specimen.id) has cut corners: it is drawn with its clip-path fallback")
      }
      if arrowed.contains(specimen.id) {
        #expect(ways.contains("polygon"), "\(specimen.id) has arrows: it is drawn with its polygon() fallback")
      }
    }
    let arrows = specimens.filter { arrowed.contains($0.id) }.flatMap { specimen in
      Self.arrowStrips(specimen.geometry).map { edge, _ in
        "\(specimen.id) \(edge) \(coverage["\(specimen.id)/css/arrow-\(edge.rawValue)"]!) of \((Self.arrowArea(specimen.geometry, edge) * 1000).rounded() / 1000)"
      }
    }
    print(
      "\(file.lastPathComponent): \(specimens.count) shapes; \(summary)\(arrows.isEmpty ? "" : "; painted arrows: " + arrows.joined(separator: ", "))"
    )
  }

  /// Arrows on every edge, at every kind of position, with sharp and rounded tips, on
  /// rounded, cut and square corners, one to four on a shape, with a border ring: the CSS
  /// outline, its polygon() fallback and its ring against the geometry.
  @Test func arrowsOnEveryEdgeInEveryPositionMatchTheGeometry() throws {
    let theme = try WebExpectation.arrowsTheme()
    let target = try #require(try OutputTarget.bundled().first { $0.id == "css" })
    let files = target.render(theme)
    let folder = try Scratch.folder("browser-arrows")
    try write(files, to: folder)
    Validator.check("check_css.py", [folder.appendingPathComponent(files[0].path).path])
    let specimens = Self.specimens(theme, css: files[0].contents, box: { _ in (200, 120) })
      .filter { !$0.cssClass.isEmpty }
    #expect(specimens.filter { $0.ringArea != nil }.count == 6)
    let (coverage, overlap) = try Self.measure(specimens, stylesheet: files[0].path, in: folder)
    let summary = try Self.compare(specimens, coverage, overlap)
    print("arrows.yaml: \(specimens.count) shapes; \(summary)")
  }

  // MARK: - Surfaces

  /// A spot on the page: a band next to a shape where a shadow should or should not be.
  struct Spot {
    var id: String
    var x: Double
    var y: Double
    var w: Double
    var h: Double
    /// How the spot should compare with the page around it: -1 darker, +1 lighter, 0 the same.
    var expected: Int
    var reason: String
  }

  /// Where the shadows of `geometry` should show, relative to its box: bands 2 to 6
  /// points outside (or, for inset shadows, inside) each edge, away from arrows, and
  /// under a bottom arrow's tip.
  static func spots(_ id: String, _ geometry: ShapeGeometry, surface: ResolvedSurface, shadowed: Bool) -> [Spot] {
    let (h, body) = (geometry.height, geometry.body)
    let outer = surface.shadows.filter { !$0.inset }
    let inner = surface.shadows.filter(\.inset)
    // A 16-point window along the bottom edge that no bottom arrow comes near.
    let bottomArrowCentre = WebExpectation.arrowCentre(geometry, .bottom)
    let windows = [body.x + 8, body.x + body.width - 24, body.x + body.width / 2 - 8]
    let window =
      windows.first { x in bottomArrowCentre.map { c in abs(x + 8 - c) > 8 + 16 } ?? true } ?? windows[0]
    var spots: [Spot] = []
    let bottom = body.y + body.height
    if outer.contains(where: { $0.y > 0 }) {
      spots.append(
        Spot(
          id: "\(id)/below", x: window, y: bottom + 2, w: 16, h: 4, expected: shadowed ? -1 : 0,
          reason: shadowed ? "the shadows fall below the shape" : "nothing draws shadows without the wrapper"))
      if let c = bottomArrowCentre {
        spots.append(
          Spot(
            id: "\(id)/tip", x: c - 2, y: h + 1, w: 4, h: 3, expected: shadowed ? -1 : 0,
            reason: shadowed ? "the shadows follow the arrow" : "nothing draws shadows without the wrapper"))
      }
    }
    if surface.style != .flat && surface.derivedShadows {
      let middleX = body.x + body.width / 2 - 8
      let middleY = body.y + body.height / 2 - 2
      let light = surface.style == .convex ? "light shadow outside, up and left" : "light shadow inside, down and right"
      let dark = surface.style == .convex ? "dark shadow outside, down and right" : "dark shadow inside, up and left"
      if !outer.isEmpty {
        spots += [
          Spot(id: "\(id)/above", x: middleX, y: body.y - 6, w: 16, h: 4, expected: 1, reason: light),
          Spot(id: "\(id)/left", x: body.x - 6, y: middleY, w: 4, h: 4, expected: 1, reason: light),
          Spot(id: "\(id)/under", x: middleX, y: bottom + 2, w: 16, h: 4, expected: -1, reason: dark),
          Spot(id: "\(id)/right", x: body.x + body.width + 2, y: middleY, w: 4, h: 4, expected: -1, reason: dark),
        ]
      }
      if !inner.isEmpty {
        spots += [
          Spot(id: "\(id)/inside-top", x: middleX, y: body.y + 2, w: 16, h: 4, expected: -1, reason: dark),
          Spot(id: "\(id)/inside-left", x: body.x + 2, y: middleY, w: 4, h: 4, expected: -1, reason: dark),
          Spot(id: "\(id)/inside-bottom", x: middleX, y: bottom - 6, w: 16, h: 4, expected: 1, reason: light),
          Spot(id: "\(id)/inside-right", x: body.x + body.width - 6, y: middleY, w: 4, h: 4, expected: 1, reason: light),
        ]
      }
    }
    return spots
  }

  /// Every class with a surface is drawn in its theme's colours: shapes with arrows in a
  /// `<prefix>-shadows` wrapper and once more without it (the control, which must cast no
  /// shadow: the element's own box-shadow is clipped), neumorphic ones on a page of their
  /// fill. Bands next to each shape must be darker or lighter than the page where the
  /// shadows fall, by at least 3 grey levels, and within half a level elsewhere.
  @Test(arguments: bundledThemes())
  func chromiumPaintsShadowsWhereTheyFall(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let prefix = Names.kebab(theme.name)
    let surfaced = WebExpectation.classes(theme).filter { $0.shape.surface != nil && $0.shape.kind != .circle }
    guard !surfaced.isEmpty else { return }
    let folder = try Scratch.folder("browser-surfaces")
    try write(files, to: folder)
    var html = """
      <!doctype html><html><head><meta charset="utf-8">
      <link rel="stylesheet" href="\(files[0].path)">
      <style>body { margin: 0; background: #fff; } .cell { position: absolute; } .cell > div { position: absolute; left: 48px; top: 48px; }</style>
      </head><body>

      """
    var regions: [[String: Any]] = []
    var spots: [Spot] = []
    var top = 0.0
    var checkedTooltips = 0
    var checkedNeumorphic = 0
    for (name, shape) in surfaced {
      let surface = shape.surface!
      let arrowed = WebExpectation.hasArrows(shape)
      let (w, h) = arrowed ? (128.0, 38.0) : (140.0, 48.0)
      let geometry = ShapeGeometry(shape, width: w, height: h)
      let page = surface.style == .flat ? "#FFFFFF" : (surface.fill?.description ?? "#FFFFFF")
      let cell = (w: w + 96, h: h + 96)
      // With the wrapper, then (for arrows) without it.
      let copies: [(suffix: String, wrapped: Bool)] = arrowed ? [("", true), ("/control", false)] : [("", false)]
      for (index, copy) in copies.enumerated() {
        let left = Double(index) * (cell.w + 8)
        let element =
          "<div class=\"\(name)\" style=\"box-sizing: border-box; width: \(Int(w))px; height: \(Int(h))px\"></div>"
        let inner = copy.wrapped ? "<div class=\"\(prefix)-shadows\">\(element)</div>" : element
        html += "<div class=\"cell\" style=\"left: \(Int(left))px; top: \(Int(top))px; width: \(Int(cell.w))px; height: \(Int(cell.h))px; background: \(page)\">\(inner)</div>\n"
        let origin = (x: left + 48, y: top + 48)
        regions.append(["id": "\(name)\(copy.suffix)/page", "x": Int(left) + 2, "y": Int(top) + 2, "w": 6, "h": 6])
        for spot in Self.spots(
          "\(name)\(copy.suffix)", geometry, surface: surface, shadowed: copy.wrapped || !arrowed)
        {
          var placed = spot
          placed.x += origin.x
          placed.y += origin.y
          spots.append(placed)
          regions.append([
            "id": placed.id, "x": Int(placed.x.rounded()), "y": Int(placed.y.rounded()), "w": Int(placed.w),
            "h": Int(placed.h),
          ])
        }
      }
      if arrowed && surface.shadows.contains(where: { !$0.inset }) { checkedTooltips += 1 }
      if surface.style != .flat { checkedNeumorphic += 1 }
      top += cell.h + 8
    }
    html += "</body></html>\n"
    let pageURL = folder.appendingPathComponent("surfaces.html")
    try html.write(to: pageURL, atomically: true, encoding: .utf8)
    let spec: [String: Any] = ["width": 2 * 224 + 48, "height": Int(top) + 8, "regions": regions]
    let specURL = folder.appendingPathComponent("regions.json")
    try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
    let output = try #require(Validator.check("measure_boxes.py", [pageURL.path, specURL.path]))
    let measured = try #require(
      (try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])?["regions"] as? [String: Double])
    var figures: [String] = []
    for spot in spots {
      let owner = String(spot.id[..<spot.id.lastIndex(of: "/")!])
      let background = try #require(measured["\(owner)/page"])
      let grey = try #require(measured[spot.id])
      let difference = grey - background
      switch spot.expected {
      case -1: #expect(difference <= -3, "\(spot.id): \(grey) against the page's \(background); \(spot.reason)")
      case 1: #expect(difference >= 3, "\(spot.id): \(grey) against the page's \(background); \(spot.reason)")
      default: #expect(abs(difference) <= 0.5, "\(spot.id): \(grey) against the page's \(background); \(spot.reason)")
      }
      figures.append("\(spot.id) \(JSONValue.format((difference * 10).rounded() / 10))")
    }
    if file.lastPathComponent == "default.yaml" {
      #expect(checkedTooltips == 4, "the tooltip and its three variants")
      #expect(checkedNeumorphic == 2, "the neumorphic button, convex and pressed (concave)")
    }
    print("\(file.lastPathComponent) surfaces: \(figures.joined(separator: ", "))")
  }
}
