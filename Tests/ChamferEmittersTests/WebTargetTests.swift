import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// What the css and scss targets promise for each corner, written from the contract
/// rather than from the templates.
enum WebExpectation {
  static let corners = ["top-left", "top-right", "bottom-right", "bottom-left"]

  /// A capsule or a circle is 9999px, which CSS shrinks to half the shorter side.
  static func radius(_ corner: ResolvedCorner, in shape: ResolvedShape) -> String {
    if shape.kind == .circle || shape.isCapsule { return "9999px" }
    if corner.size.value == 0 { return "0" }
    let number = JSONValue.format(corner.size.value)
    return corner.size.unit == .percent ? "\(number)%" : "\(number)px"
  }

  /// The radius as getComputedStyle reports it: zero gets its unit.
  static func computedRadius(_ corner: ResolvedCorner, in shape: ResolvedShape) -> String {
    let radius = radius(corner, in: shape)
    return radius == "0" ? "0px" : radius
  }

  /// bevel for cut, superellipse(1 + smoothing / 6) for continuous, round otherwise.
  static func cornerShape(_ corner: ResolvedCorner) -> String {
    if corner.family == .cut { return "bevel" }
    if corner.curve == .continuous { return "superellipse(\(superellipse(corner)))" }
    return "round"
  }

  /// Chromium reports every keyword in its superellipse() form.
  static func computedCornerShape(_ corner: ResolvedCorner) -> String {
    if corner.family == .cut { return "superellipse(0)" }
    if corner.curve == .continuous { return "superellipse(\(superellipse(corner)))" }
    return "superellipse(1)"
  }

  static func superellipse(_ corner: ResolvedCorner) -> String {
    JSONValue.format(((1 + (corner.smoothing ?? 0) / 6) * 1000).rounded() / 1000)
  }

  /// The fallback polygon's points, corner by corner: two for a visible cut, the
  /// corner itself otherwise.
  static func polygon(_ shape: ResolvedShape) -> String {
    let points = zip(CornerName.allCases, shape.corners).map { name, corner -> String in
      let r = radius(corner, in: shape)
      let cut = corner.family == .cut && corner.size.value > 0
      switch name {
      case .topLeft: return cut ? "0 \(r), \(r) 0" : "0 0"
      case .topRight: return cut ? "calc(100% - \(r)) 0, 100% \(r)" : "100% 0"
      case .bottomRight: return cut ? "100% calc(100% - \(r)), calc(100% - \(r)) 100%" : "100% 100%"
      case .bottomLeft: return cut ? "\(r) 100%, 0 calc(100% - \(r))" : "0 100%"
      }
    }
    return "polygon(\(points.joined(separator: ", ")))"
  }

  /// A content inset edge as the targets round it: to a thousandth.
  static func rounded(_ size: Size) -> Size { Size((size.value * 1000).rounded() / 1000, size.unit) }

  /// CSS padding order: top, right, bottom, left; nil when an edge is relative. On a shape
  /// with arrows, padding starts at the body (the arrows stand in a transparent border),
  /// so an edge with an arrow is the geometry's inset less the arrow's height.
  static func contentInset(_ shape: ResolvedShape) -> String? {
    let insets = shape.contentInsets
    guard !insets.isRelative else { return nil }
    let edges: [(Size, EdgeName)] = [(insets.top, .top), (insets.right, .right), (insets.bottom, .bottom), (insets.left, .left)]
    return edges.map { inset, edge in
      let size = rounded(inset)
      let text = size.value == 0 ? "0" : "\(JSONValue.format(size.value))px"
      guard hasArrows(shape), let arrow = shape[edge].arrow else { return text }
      return "calc(\(text) - \(JSONValue.format(arrow.height))px)"
    }.joined(separator: " ")
  }

  /// The border widths that hold a shape's arrows, top, right, bottom, left.
  static func strip(_ shape: ResolvedShape) -> String {
    EdgeName.allCases.map { edge in shape[edge].arrow.map { "\(JSONValue.format($0.height))px" } ?? "0" }
      .joined(separator: " ")
  }

  // MARK: Arrows and surfaces

  /// A shape the web targets clip to an outline with arrows: a rectangle with an arrow.
  static func hasArrows(_ shape: ResolvedShape) -> Bool { shape.kind != .circle && !shape.arrows.isEmpty }

  /// One shadow as CSS writes it: `[inset ]X Y BLUR SPREAD COLOR`, in pixels.
  static func shadow(_ shadow: Shadow) -> String {
    let parts = [shadow.x, shadow.y, shadow.blur, shadow.spread].map { "\(JSONValue.format($0))px" }
    return (shadow.inset ? "inset " : "") + parts.joined(separator: " ") + " \(shadow.color)"
  }

  /// The shadows as a box-shadow list: CSS paints its first shadow on top, Chamfer its
  /// first shadow first, so the list is reversed.
  static func shadowList(_ shadows: [Shadow]) -> String {
    shadows.isEmpty ? "none" : shadows.reversed().map(shadow).joined(separator: ", ")
  }

  /// A border as spread box-shadows: inset inside, half and half centred, outer outside.
  static func borderShadows(_ border: ResolvedBorder) -> String {
    let (w, half, c) = (JSONValue.format(border.width), JSONValue.format(border.width / 2), border.color.description)
    switch border.position {
    case .inside: return "inset 0 0 0 \(w)px \(c)"
    case .center: return "inset 0 0 0 \(half)px \(c), 0 0 0 \(half)px \(c)"
    case .outside: return "0 0 0 \(w)px \(c)"
    }
  }

  /// The box-shadow of a class without arrows: its border, then its shadows.
  static func boxShadow(_ surface: ResolvedSurface) -> String {
    let parts = (surface.border.map { [borderShadows($0)] } ?? []) + (surface.shadows.isEmpty ? [] : [shadowList(surface.shadows)])
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  /// The outer shadows as a filter for the wrapper: drop-shadow() blurs by a standard
  /// deviation, half the box-shadow blur, has no spread, and chains, so the theme's first
  /// shadow comes last and ends up at the bottom.
  static func dropShadows(_ surface: ResolvedSurface) -> String {
    let outer = surface.shadows.filter { !$0.inset }
    guard !outer.isEmpty else { return "none" }
    return outer.reversed().map {
      "drop-shadow(\(JSONValue.format($0.x))px \(JSONValue.format($0.y))px calc(\(JSONValue.format($0.blur))px / 2) \($0.color))"
    }.joined(separator: " ")
  }

  /// Where an arrow's centre lies along its edge, in box coordinates (x for the top and
  /// bottom edges, y for the others), by the geometry's rules.
  static func arrowCentre(_ g: ShapeGeometry, _ edge: EdgeName) -> Double? {
    guard hasArrows(g.shape), let arrow = g.shape[edge].arrow else { return nil }
    let start = edge.isHorizontal ? g.body.x : g.body.y
    let length = edge.isHorizontal ? g.body.width : g.body.height
    func radius(_ corner: CornerName) -> Double { g.radii[CornerName.allCases.firstIndex(of: corner)!] }
    let half = min(arrow.width, length) / 2
    var centre: Double
    switch arrow.position {
    case .start: centre = radius(edge.corners.start) + half
    case .end: centre = length - radius(edge.corners.end) - half
    case .center: centre = length / 2
    case .points(let value): centre = value
    case .fraction(let value): centre = value * length
    }
    return start + min(max(centre, half), length - half)
  }

  /// The area of the border ring the css target draws on a shape with arrows: between
  /// the outline (with circular corners, as its clip-path draws them) and that outline
  /// moved in by the border's width. Moving in, a rounded corner's radius shrinks by the
  /// width, a cut by (2 - √2) times it, and an arrow keeps its angle: its sides move in
  /// by the width, so its apex moves in by width × √(b² + h²) / b for a half-width b and
  /// height h. Nil for shapes without arrows or a border, or with percentages.
  static func ringArea(_ geometry: ShapeGeometry) -> Double? {
    let shape = geometry.shape
    guard hasArrows(shape), let border = shape.surface?.border, border.width > 0,
      !shape.corners.contains(where: { $0.size.unit == .percent && $0.size.value > 0 })
    else { return nil }
    let w = border.width
    func circular(_ corner: ResolvedCorner, less: Double) -> ResolvedCorner {
      var corner = corner
      corner.size = .points(max(0, corner.size.value - less))
      corner.curve = .circular
      corner.smoothing = nil
      return corner
    }
    var outer = shape
    outer.corners = shape.corners.map { circular($0, less: 0) }
    var inner = shape
    inner.corners = shape.corners.map { circular($0, less: $0.family == .cut ? w * (2 - 2.squareRoot()) : w) }
    var extra = (left: 0.0, top: 0.0, right: 0.0, bottom: 0.0)
    inner.edges = shape.edges.map { edge in
      guard let arrow = edge.arrow, let centre = arrowCentre(geometry, edge.name) else { return edge }
      let b = arrow.width / 2
      let h = arrow.height
      let slant = (b * b + h * h).squareRoot()
      let height = h + w - w * slant / b
      let half = b - w * (slant - b) / h
      let start = (edge.name.isHorizontal ? geometry.body.x : geometry.body.y) + w
      switch edge.name {
      case .left: extra.left = height
      case .top: extra.top = height
      case .right: extra.right = height
      case .bottom: extra.bottom = height
      }
      return ResolvedEdge(
        name: edge.name,
        arrow: ResolvedArrow(width: 2 * half, height: height, position: .points(centre - start), tip: arrow.tip))
    }
    let body = geometry.body
    let innerGeometry = ShapeGeometry(
      inner, width: body.width - 2 * w + extra.left + extra.right,
      height: body.height - 2 * w + extra.top + extra.bottom)
    return ShapeGeometry(outer, width: geometry.width, height: geometry.height).area - innerGeometry.area
  }

  /// A theme of arrows on every edge, at every kind of position, with sharp and rounded
  /// tips, on rounded, cut and square corners, one to four on a shape, with borders in
  /// each position, and variants that take arrows away.
  static func arrowsTheme() throws -> ResolvedTheme {
    let yaml = """
      chamfer: 1
      name: Arrows
      components:
        top: { size: 6, edges: { top: { arrow: { width: 16, height: 8, position: start, tip: 2 } } } }
        right:
          size: 8
          family: cut
          edges: { right: { arrow: { width: 14, height: 7, position: 40% } } }
          surface: { fill: "#334155", border: { width: 2, color: "#F59E0B" } }
        bottom:
          size: 12
          edges: { bottom: { arrow: { width: 20, height: 10, position: 30, tip: 3 } } }
          surface: { fill: "#334155", border: { width: 1.5, color: "#F59E0B" } }
        left:
          size: 10
          corners: { topLeft: { size: 6, family: cut } }
          edges: { left: { arrow: { width: 12, height: 6, position: end, tip: 1 } } }
          surface: { fill: "#334155", border: { width: 1, color: "#F59E0B", position: outside } }
        two:
          size: 6
          edges: { top: arrow, left: { arrow: { width: 18, height: 9, position: 70% } } }
          surface: { border: { width: 2, color: "#F59E0B" } }
        every:
          size: 4
          edges: { top: arrow, right: { arrow: { position: start } }, bottom: { arrow: { position: end } }, left: arrow }
          surface: { border: { width: 1, color: "#F59E0B" } }
          variants:
            plain: { edges: { top: none, right: none, bottom: none, left: none } }
            bottomOnly: { edges: { top: none, right: none, left: none } }

      """
    let result = Pipeline.check([ThemeSource(path: "arrows.yaml", text: yaml)], provider: { _ in nil })
    return try #require(result.theme, "\(result.diagnostics.map(\.message))")
  }

  /// Every component and variant with the class name the css target gives it.
  static func classes(_ theme: ResolvedTheme) -> [(name: String, shape: ResolvedShape)] {
    let prefix = Names.kebab(theme.name)
    return theme.components.flatMap { component in
      [("\(prefix)-\(Names.kebab(component.name))", component.shape)]
        + component.variants.map {
          ("\(prefix)-\(Names.kebab(component.name))--\(Names.kebab($0.name))", $0.shape)
        }
    }
  }
}

func render(_ targetID: String, _ file: URL) throws -> (ResolvedTheme, [GeneratedFile]) {
  let theme = try #require(try checkBundledTheme(file).theme)
  let target = try #require(try OutputTarget.bundled().first { $0.id == targetID })
  return (theme, target.render(theme))
}

func write(_ files: [GeneratedFile], to folder: URL) throws {
  for file in files {
    let url = folder.appendingPathComponent(file.path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try file.contents.write(to: url, atomically: true, encoding: .utf8)
  }
}

@Suite struct CSSTargetTests {
  /// Where corner-shape is not supported, a variant undoes its component's cut polygon
  /// with `clip-path: none`; a variant of a component that is not cut sets no clip-path,
  /// so an author's own is left alone (Firefox and Safari have no corner-shape yet).
  @Test func onlyAVariantOfACutComponentUndoesAClipPath() throws {
    let text = """
      chamfer: 1
      name: Acme
      components:
        tag: { size: 6, family: cut, variants: { pressed: { family: rounded }, round: { shape: circle } } }
        plain: { size: 4, variants: { pressed: { size: 8 }, notched: { family: cut } } }
      """
    let theme = try #require(Pipeline.check([ThemeSource(path: "cut.yaml", text: text)]).theme)
    let css = try #require(try OutputTarget.bundled().first { $0.id == "css" }).render(theme)[0].contents
    let fallback = StyleRule.parse(css).filter { $0.supports == "not (corner-shape: bevel)" }
    let clips = Dictionary(fallback.compactMap { rule in rule["clip-path"].map { (rule.selector, $0) } }) { first, _ in first }
    #expect(clips[".acme-tag--pressed, .acme-tag:active"] == "none")
    #expect(clips[".acme-tag--round"] == "none")
    #expect(clips[".acme-plain--notched"]?.hasPrefix("polygon(") == true)
    #expect(clips.keys.sorted() == [".acme-plain--notched", ".acme-tag", ".acme-tag--pressed, .acme-tag:active", ".acme-tag--round"])
  }

  @Test(arguments: bundledThemes())
  func chromiumAcceptsEveryDeclaration(_ file: URL) throws {
    let (_, files) = try render("css", file)
    let folder = try Scratch.folder("css")
    try write(files, to: folder)
    Validator.check("check_css.py", files.map { folder.appendingPathComponent($0.path).path })
  }

  /// Chromium itself reads every corner of every component and variant class back.
  @Test(arguments: bundledThemes())
  func chromiumComputesTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let folder = try Scratch.folder("css-computed")
    try write(files, to: folder)
    let classes = WebExpectation.classes(theme)
    let properties = WebExpectation.corners.flatMap {
      ["border-\($0)-radius", "corner-\($0)-shape"]
    }
    let spec: [String: Any] = [
      "css": files[0].path, "width": 200, "height": 120,
      "elements": classes.map { ["class": $0.name, "properties": properties] },
    ]
    let specURL = folder.appendingPathComponent("spec.json")
    try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
    let output = try #require(Validator.check("check_css.py", ["--computed", specURL.path]))
    let computed = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: String]])
    var compared = 0
    for (name, shape) in classes {
      let values = try #require(computed[name], "Chromium found no .\(name)")
      for (corner, resolved) in zip(WebExpectation.corners, shape.corners) {
        #expect(
          values["border-\(corner)-radius"] == WebExpectation.computedRadius(resolved, in: shape),
          ".\(name) \(corner)")
        #expect(
          values["corner-\(corner)-shape"] == WebExpectation.computedCornerShape(resolved),
          ".\(name) \(corner)")
        compared += 2
      }
    }
    #expect(compared == classes.count * 8)
  }

  /// The clip-path fallback cuts the same corners by the same amounts, for every
  /// class with a cut, and a variant of a cut component without cuts clears it.
  @Test(arguments: bundledThemes())
  func theFallbackPolygonCutsTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let rules = StyleRule.parse(files[0].contents).filter { $0.supports == "not (corner-shape: bevel)" }
    let fallback = Dictionary(rules.map { ($0.selector, $0["clip-path"]) }, uniquingKeysWith: { $1 })
    for (name, shape) in WebExpectation.classes(theme) {
      let hasCut = shape.visibleCorners.contains { $0.family == .cut }
      if WebExpectation.hasArrows(shape) {
        // The outline already cuts the corners; a variant repeats its own, so that its
        // component's fallback polygon cannot replace it.
        if let value = fallback[".\(name)"] { #expect(value?.hasPrefix("shape(") == true, ".\(name)") }
      } else if hasCut {
        #expect(fallback[".\(name)"] == WebExpectation.polygon(shape), ".\(name)")
      } else if let value = fallback[".\(name)"] {
        #expect(value == "none", ".\(name)")
      }
    }
  }

  /// The custom properties list the four corners of every metric, component and variant.
  @Test(arguments: bundledThemes())
  func customPropertiesHoldTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let root = try #require(StyleRule.parse(files[0].contents).first { $0.selector == ":root" })
    let prefix = Names.kebab(theme.name)
    let entries =
      theme.scale.map { ("\(prefix)-scale-\(Names.kebab($0.name))", $0.shape) }
      + theme.categories.map { ("\(prefix)-category-\(Names.kebab($0.name))", $0.shape) }
      + WebExpectation.classes(theme)
    var insets = 0
    for (name, shape) in WebExpectation.classes(theme) {
      let expected = WebExpectation.contentInset(shape)
      #expect(root["--\(name)-content-inset"] == expected, "--\(name)-content-inset")
      if expected != nil { insets += 1 }
    }
    #expect(insets > 0)
    for (name, shape) in entries {
      #expect(
        root["--\(name)-radius"]
          == shape.corners.map { WebExpectation.radius($0, in: shape) }.joined(separator: " "),
        "--\(name)-radius")
      #expect(
        root["--\(name)-corner-shape"]
          == shape.corners.map(WebExpectation.cornerShape).joined(separator: " "),
        "--\(name)-corner-shape")
    }
    var surfaces = 0
    for (name, shape) in WebExpectation.classes(theme) {
      guard let surface = shape.surface else {
        #expect(root["--\(name)-box-shadow"] == nil, "--\(name)-box-shadow")
        continue
      }
      #expect(root["--\(name)-fill"] == surface.fill?.description, "--\(name)-fill")
      #expect(root["--\(name)-box-shadow"] == WebExpectation.shadowList(surface.shadows), "--\(name)-box-shadow")
      #expect(root["--\(name)-drop-shadow"] == WebExpectation.dropShadows(surface), "--\(name)-drop-shadow")
      surfaces += 2 + (surface.fill == nil ? 0 : 1)
    }
    #expect(root.declarations.count == entries.count * 2 + insets + surfaces)
  }

  /// Fills, borders and shadows, arrows' padding and outlines, and the wrapper that
  /// draws the shadows of a clipped outline, class by class, as the header promises.
  @Test(arguments: bundledThemes())
  func surfacesAndArrowsFollowTheContract(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let rules = StyleRule.parse(files[0].contents)
    let prefix = Names.kebab(theme.name)
    // A state variant's rule also selects its component in that state.
    func rule(_ selector: String, supports: String? = nil) -> StyleRule? {
      rules.first {
        $0.supports == supports
          && ($0.selector == selector || $0.selector.hasPrefix(selector + ", ")
            || (selector.hasSuffix(")") && $0.selector.hasPrefix(selector.dropLast() + ", > ")))
      }
    }
    let root = try #require(rules.first { $0.selector == ":root" })
    // A class's value, through the custom property it reads.
    func value(_ rule: StyleRule, _ property: String) -> String? {
      guard let text = rule[property], text.hasPrefix("var(--"), text.hasSuffix(")") else { return rule[property] }
      return root[String(text.dropFirst(4).dropLast())]
    }
    let shapeSupport = "(clip-path: shape(from 0 0, line to 0 0))"
    for (name, shape) in WebExpectation.classes(theme) {
      let own = try #require(rule(".\(name)"))
      let wrapper = rule(".\(prefix)-shadows:has(> .\(name))")
      let ring = rule(".\(name)::before", supports: shapeSupport)
      if WebExpectation.hasArrows(shape) {
        let clips = own.all("clip-path")
        #expect(clips.count == 2 && clips[0].hasPrefix("polygon(") && clips[1].hasPrefix("shape("), ".\(name)")
        #expect(own["border-width"] == WebExpectation.strip(shape), ".\(name) border-width")
        #expect(own["border-color"] == "transparent" && own["background-clip"] == "border-box", ".\(name)")
        if let surface = shape.surface {
          let inner = surface.shadows.filter(\.inset)
          #expect(own["box-shadow"] == WebExpectation.shadowList(inner), ".\(name) keeps only inset shadows")
          #expect(wrapper?["filter"] == WebExpectation.dropShadows(surface), ".\(name) wrapper")
          if let border = surface.border {
            #expect(own["contain"] == "layout", ".\(name)")
            #expect(ring?["background-color"] == border.color.description, ".\(name)::before")
            #expect(
              ring?["clip-path"].map { $0.hasPrefix("shape(") && $0.contains("evenodd") } == true, ".\(name)::before")
          } else {
            #expect(ring == nil, ".\(name)::before")
          }
        }
      } else {
        #expect(own["clip-path"] == nil && own["border-width"] == nil, ".\(name)")
        if let surface = shape.surface {
          #expect(value(own, "box-shadow") == WebExpectation.boxShadow(surface), ".\(name)")
          #expect(wrapper?["filter"] == "none", ".\(name) wrapper")
        } else {
          #expect(own["box-shadow"] == nil && wrapper == nil, ".\(name)")
        }
      }
      #expect(value(own, "background-color") == shape.surface?.fill?.description, ".\(name)")
    }
  }
}

@Suite struct SCSSTargetTests {
  /// Includes every mixin the target promises, compiles with Dart Sass (warnings are
  /// failures), checks the CSS with Chromium and reads every value back.
  @Test(arguments: bundledThemes())
  func everyMixinCompilesAndAppliesTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("scss", file)
    let folder = try Scratch.folder("scss")
    try write(files, to: folder)
    let module = URL(fileURLWithPath: files[0].path).deletingPathExtension().lastPathComponent
    var expected: [(selector: String, shape: ResolvedShape, corners: [Int])] = []
    var source = "@use \"\(module)\" as shapes;\n"
    for metric in theme.scale {
      let name = Names.kebab(metric.name)
      source += ".scale-\(name) { @include shapes.scale-\(name); }\n"
      source += ".shape-\(name) { @include shapes.shape(\(name)); }\n"
      source += ".shape-\(name)-top { @include shapes.shape(\(name), top-left, top-right); }\n"
      expected += [
        (".scale-\(name)", metric.shape, [0, 1, 2, 3]), (".shape-\(name)", metric.shape, [0, 1, 2, 3]),
        (".shape-\(name)-top", metric.shape, [0, 1]),
      ]
    }
    var surfaced: [(mixin: String, shape: ResolvedShape)] = []
    for component in theme.components {
      let name = Names.kebab(component.name)
      source += ".c-\(name) { @include shapes.\(name); }\n"
      expected.append((".c-\(name)", component.shape, [0, 1, 2, 3]))
      surfaced.append((name, component.shape))
      for variant in component.variants {
        let mixin = "\(name)--\(Names.kebab(variant.name))"
        source += ".c-\(mixin) { @include shapes.\(mixin); }\n"
        expected.append((".c-\(mixin)", variant.shape, [0, 1, 2, 3]))
        surfaced.append((mixin, variant.shape))
      }
    }
    surfaced.removeAll { $0.shape.surface == nil && !WebExpectation.hasArrows($0.shape) }
    for (mixin, _) in surfaced {
      source += ".w-\(mixin) { @include shapes.shadows-of(\(mixin)); }\n"
    }
    let entry = folder.appendingPathComponent("use-every-mixin.scss")
    try source.write(to: entry, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("compiled")
    let scssFolder = folder.path
    try #require(
      Validator.check(
        "check_scss.py",
        ["--strict", "--load-path", scssFolder, "--css-out", out.path, entry.path,
         folder.appendingPathComponent(files[0].path).path]) != nil)
    let css = out.appendingPathComponent("use-every-mixin.css")
    Validator.check("check_css.py", [css.path])

    let rules = StyleRule.parse(try String(contentsOf: css, encoding: .utf8))
    for (selector, shape, corners) in expected {
      let rule = try #require(rules.first { $0.selector == selector && $0.supports == nil }, "\(selector)")
      for index in 0..<4 {
        let corner = WebExpectation.corners[index]
        let radius = rule["border-\(corner)-radius"]
        let cornerShape = rule["corner-\(corner)-shape"]
        if corners.contains(index) {
          #expect(radius == WebExpectation.radius(shape.corners[index], in: shape), "\(selector) \(corner)")
          #expect(cornerShape == WebExpectation.cornerShape(shape.corners[index]), "\(selector) \(corner)")
        } else {
          #expect(radius == nil && cornerShape == nil, "\(selector) must leave \(corner) alone")
        }
      }
      #expect((rule["aspect-ratio"] != nil) == (shape.kind == .circle), "\(selector)")
      let fallback = rules.first { $0.selector == selector && $0.supports == "not (corner-shape: bevel)" }
      // A shape with an arrow has its own outline, which cuts its corners already.
      let cuts =
        !WebExpectation.hasArrows(shape)
        && corners.contains { shape.corners[$0].family == .cut && shape.corners[$0].size.value > 0 }
      #expect((fallback != nil) == cuts, "\(selector) fallback")
      if cuts, corners.count == 4 {
        #expect(fallback?["clip-path"] == WebExpectation.polygon(shape), "\(selector)")
      }
    }
    Self.checkSurfaces(surfaced, in: rules)
    if file.lastPathComponent == "default.yaml" {
      #expect(surfaced.count == 6, "the tooltip, the neumorphic button and their variants")
    }
  }

  /// The surface and arrow declarations of every mixin that has them, after Dart Sass
  /// (which writes colours with alpha as rgba() and folds constant calc() terms).
  static func checkSurfaces(
    _ surfaced: [(mixin: String, shape: ResolvedShape)], in rules: [StyleRule],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func count(_ text: String, _ word: String) -> Int { text.components(separatedBy: word).count - 1 }
    for (mixin, shape) in surfaced {
      guard let own = rules.first(where: { $0.selector == ".c-\(mixin)" && $0.supports == nil }) else {
        Issue.record(".c-\(mixin) is missing", sourceLocation: sourceLocation)
        continue
      }
      let wrapper = rules.first { $0.selector == ".w-\(mixin)" }
      let ring = rules.first { $0.selector == ".c-\(mixin)::before" }
      let surface = shape.surface
      #expect((own["background-color"] != nil) == (surface?.fill != nil), ".c-\(mixin) fill", sourceLocation: sourceLocation)
      let outer = surface?.shadows.filter { !$0.inset }.count ?? 0
      #expect(
        count(wrapper?["filter"] ?? "none", "drop-shadow(") == outer, ".w-\(mixin) filter", sourceLocation: sourceLocation)
      if WebExpectation.hasArrows(shape) {
        let clips = own.all("clip-path")
        #expect(
          clips.count == 2 && clips[0].hasPrefix("polygon(") && clips[1].hasPrefix("shape("), ".c-\(mixin) clip-path",
          sourceLocation: sourceLocation)
        #expect(
          own["border-width"] == WebExpectation.strip(shape), ".c-\(mixin) border-width", sourceLocation: sourceLocation)
        #expect((ring != nil) == (surface?.border != nil), ".c-\(mixin)::before", sourceLocation: sourceLocation)
        #expect(ring.map { $0["clip-path"]?.contains("evenodd") == true } ?? true, sourceLocation: sourceLocation)
        if let surface {
          #expect(
            count(own["box-shadow"] ?? "", "inset") == surface.shadows.filter(\.inset).count, ".c-\(mixin) box-shadow",
            sourceLocation: sourceLocation)
        }
      } else if let surface {
        let borderInsets = surface.border.map { $0.position == .outside ? 0 : 1 } ?? 0
        #expect(
          count(own["box-shadow"] ?? "", "inset") == surface.shadows.filter(\.inset).count + borderInsets,
          ".c-\(mixin) box-shadow \(own["box-shadow"] ?? "none")", sourceLocation: sourceLocation)
        #expect(own["clip-path"] == nil && ring == nil, ".c-\(mixin)", sourceLocation: sourceLocation)
      }
    }
  }

  /// The arrows theme through Dart Sass and Chromium: every mixin and wrapper.
  @Test func arrowsAndBordersOnEveryEdgeCompile() throws {
    let theme = try WebExpectation.arrowsTheme()
    let target = try #require(try OutputTarget.bundled().first { $0.id == "scss" })
    let files = target.render(theme)
    let folder = try Scratch.folder("scss-arrows")
    try write(files, to: folder)
    let module = URL(fileURLWithPath: files[0].path).deletingPathExtension().lastPathComponent
    var source = "@use \"\(module)\" as shapes;\n"
    var surfaced: [(mixin: String, shape: ResolvedShape)] = []
    for (name, shape) in WebExpectation.classes(theme) {
      let mixin = String(name.dropFirst(Names.kebab(theme.name).count + 1))
      source += ".c-\(mixin) { @include shapes.\(mixin); }\n.w-\(mixin) { @include shapes.shadows-of(\(mixin)); }\n"
      if shape.surface != nil || WebExpectation.hasArrows(shape) { surfaced.append((mixin, shape)) }
    }
    let entry = folder.appendingPathComponent("use-arrows.scss")
    try source.write(to: entry, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("compiled")
    try #require(
      Validator.check(
        "check_scss.py", ["--strict", "--load-path", folder.path, "--css-out", out.path, entry.path]) != nil)
    let css = out.appendingPathComponent("use-arrows.css")
    Validator.check("check_css.py", [css.path])
    Self.checkSurfaces(surfaced, in: StyleRule.parse(try String(contentsOf: css, encoding: .utf8)))
    #expect(surfaced.count == 8)
  }

  @Test func anUnknownMetricOrCornerStopsTheBuildWithAClearError() throws {
    let (_, files) = try render("scss", bundledThemes()[0])
    let folder = try Scratch.folder("scss-error")
    try write(files, to: folder)
    let module = URL(fileURLWithPath: files[0].path).deletingPathExtension().lastPathComponent
    for (line, message) in [
      ("a { @include shapes.shape(hugee); }", "there is no scale metric called 'hugee'"),
      ("a { @include shapes.shape(small, top); }", "'top' is not a corner"),
      ("a { @include shapes.shadows-of(toolitp); }", "there is no component or variant called 'toolitp'"),
    ] {
      let entry = folder.appendingPathComponent("bad.scss")
      try "@use \"\(module)\" as shapes;\n\(line)\n".write(to: entry, atomically: true, encoding: .utf8)
      let run = try Spawn.capture(
        "python3",
        [Validator.folder.appendingPathComponent("check_scss.py").path, "--load-path",
         folder.path, entry.path])
      #expect(run.status == 1, "\(run)")
      #expect(run.stdout.contains(message), "\(run.stdout)")
    }
  }
}
