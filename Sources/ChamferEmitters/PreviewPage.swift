import BundledTemplates
import ChamferKit
import Foundation

/// `chamfer preview`: one self-contained HTML page that draws every shape of a theme
/// from Chamfer's geometry (not from the CSS target, so the two can be compared), and
/// an SVG file per shape. Shapes with a surface are painted with it (fill, border and
/// shadows as SVG, see `Drawing`), a component with an arrow is also drawn with the
/// arrow on every edge at its start, centre and end, and neumorphic shapes can be
/// flipped between convex and concave with a toggle.
public enum PreviewPage {
  /// Renders `index.html` and `svg/<shape>.svg`. Pure: writes nothing.
  public static func render(_ theme: ResolvedTheme) throws -> [GeneratedFile] {
    guard let folder = BundledTemplates.previewURL else {
      throw TemplateError(file: "preview", message: "the template bundle is missing")
    }
    let file = folder.appendingPathComponent("index.html.mustache")
    let template: Template
    let text = try FileText.shippedText(file.path)
    do {
      template = try Template(text, path: file.path)
    } catch {
      throw TemplateError(file: file.path, message: "\(error.location.line):\(error.location.column): \(error.message)")
    }
    // Each item lays its shape out twice (as is, and with curves swapped): once is enough.
    let sections = sections(theme)
    var values = context(theme, sections: sections)
    // The css target's own stylesheet, so that the inspector can show what the browser
    // draws from it next to the geometry.
    if let css = try? OutputTarget.bundled().first(where: { $0.id == "css" }),
      let sheet = css.render(theme).first(where: { $0.path.hasSuffix(".css") })
    {
      values["targetCSS"] = sheet.contents.replacingOccurrences(of: "</", with: "<\\/")
    }
    var files = [
      GeneratedFile(
        path: "index.html",
        contents: try TemplateRenderer.render(
          template, root: DictionaryScope.data(values), options: .init(escapesHTML: true)))
    ]
    files += sections.flatMap(\.items).map {
      GeneratedFile(path: "svg/\($0.file)", contents: $0.geometry.svg())
    }
    return files
  }

  struct Item {
    var label: String
    var file: String
    var geometry: ShapeGeometry
    var swapped: ShapeGeometry
    /// The component the item draws (or the one a variant belongs to), for its content;
    /// nil for metrics, categories and demonstrations.
    var component: String? = nil
    /// The theme's name in kebab case, which starts the css target's class names.
    var themePrefix = ""
    /// For a metric or category, the start of its css custom properties' names
    /// (`--prefix-scale-name`); nil for components and demonstrations.
    var cssVariables: String? = nil

    /// The item as the template sees it; `id` makes its SVG filters and clips unique on
    /// the page. `corners` collects what the corner inspector draws, once per look.
    func dictionary(id: String, corners: inout Inspector) -> [String: Any] {
      let shape = geometry.shape
      // Arrows and surfaces in words; the corners are the caption.
      var details: [String] = []
      if shape.kind != .circle {
        details += shape.arrows.map { "\($0.edge.rawValue) \(ShapeWords.arrow($0.arrow))" }
      }
      if let surface = shape.surface { details += PreviewPage.describe(surface) }
      // One line keeps the tiles even; the full list is the line's tooltip.
      let summary = details.map { $0.hasPrefix("shadow ") || $0.hasPrefix("inset ") ? "" : $0 }.filter { !$0.isEmpty }
      let shadows = shape.surface?.shadows.count ?? 0
      let line = (summary + (shadows > 0 ? ["\(shadows) shadow\(shadows == 1 ? "" : "s")"] : [])).joined(separator: " · ")
      let insets = geometry.contentInsets
      let flipped = Drawing.flipped(shape.surface)
      var margin = Drawing.margin(shape)
      if let flipped { margin = max(margin, Drawing.margin(geometry.with(surface: flipped).shape)) }
      let (width, height) = (geometry.width + 2 * margin, geometry.height + 2 * margin)
      var drawings = [
        Drawing.svg(geometry, id: "\(id)a", attributes: "data-curves=\"actual\""),
        Drawing.svg(swapped, id: "\(id)s", attributes: "data-curves=\"swapped\""),
      ]
      // A neumorphic shape also has its opposite, for the convex/concave toggle.
      if let flipped {
        drawings = [
          Drawing.svg(geometry, id: "\(id)a", attributes: "data-curves=\"actual\" data-style=\"actual\""),
          Drawing.svg(swapped, id: "\(id)s", attributes: "data-curves=\"swapped\" data-style=\"actual\""),
          Drawing.svg(
            geometry.with(surface: flipped), id: "\(id)f", attributes: "data-curves=\"actual\" data-style=\"flipped\""),
          Drawing.svg(
            swapped.with(surface: flipped), id: "\(id)g", attributes: "data-curves=\"swapped\" data-style=\"flipped\""),
        ]
      }
      let caption = ShapeWords.shape(shape)
      let swappedCaption = ShapeWords.shape(swapped.shape)
      let body = geometry.body
      let fill = shape.surface?.fill
      var values: [String: Any] = [
        "label": label, "file": file, "details": details, "detailLine": line, "detailTitle": details.joined(separator: "\n"),
        "caption": caption, "swappedCaption": swappedCaption, "captionsDiffer": caption != swappedCaption,
        "width": JSONValue.format(geometry.width), "height": JSONValue.format(geometry.height),
        "svgWidth": PreviewPage.number(width), "svgHeight": PreviewPage.number(height),
        "margin": PreviewPage.number(margin),
        "viewBox": [-margin, -margin, width, height].map(PreviewPage.number).joined(separator: " "),
        "drawings": drawings.joined(separator: "\n    "),
        "insetX": PreviewPage.number(margin + insets.left), "insetY": PreviewPage.number(margin + insets.top),
        "insetWidth": PreviewPage.number(max(0, geometry.width - insets.left - insets.right)),
        "insetHeight": PreviewPage.number(max(0, geometry.height - insets.top - insets.bottom)),
        "tone": fill.map { $0.luminance > 0.4 ? "on-light" : "on-dark" } ?? "",
        "body": [body.x, body.y, body.width, body.height].map(PreviewPage.number).joined(separator: " "),
        "corners": shape.kind == .circle
          ? "" : (0..<4).map { corners.key(geometry.shape.corners[$0], radius: geometry.radii[$0]) }.joined(separator: " "),
        "swappedCorners": shape.kind == .circle
          ? "" : (0..<4).map { corners.key(swapped.shape.corners[$0], radius: swapped.radii[$0]) }.joined(separator: " "),
      ]
      if let component {
        values["content"] = Content.html(for: component)
        values["role"] = Content.role(of: component)
        let parts = label.split(separator: ".", maxSplits: 1).map { Names.kebab(String($0)) }
        let cssClass = "\(themePrefix)-\(parts[0])" + (parts.count > 1 ? "--\(parts[1])" : "")
        values["platforms"] = Platforms.attributes(geometry: geometry, cssClass: cssClass, cssVariables: nil)
      } else if let cssVariables {
        values["platforms"] = Platforms.attributes(geometry: geometry, cssClass: nil, cssVariables: cssVariables)
      }
      // Neumorphic shadows only read on their own fill, so the figure takes it.
      if let surface = shape.surface, surface.style != .flat, let fill = surface.fill {
        values["background"] = Drawing.hex(fill)
      }
      return values
    }
  }

  static func describe(_ surface: ResolvedSurface) -> [String] {
    var lines: [String] = []
    if let fill = surface.fill { lines.append("fill \(fill)") }
    if let border = surface.border { lines.append("border \(ShapeWords.border(border))") }
    if surface.style != .flat {
      lines.append(
        "\(surface.style.rawValue), distance \(JSONValue.format(surface.distance)) pt, intensity \(JSONValue.format(surface.intensity))"
      )
    }
    for shadow in surface.shadows { lines.append("\(shadow.inset ? "" : "shadow ")\(ShapeWords.shadow(shadow))") }
    return lines
  }

  static func number(_ value: Double) -> String { JSONValue.format((value * 100).rounded() / 100) }

  /// A size that suits the component: buttons are wide and short, avatars square.
  static func box(for name: String) -> (Double, Double) {
    let sizes: [String: (Double, Double)] = [
      "button": (120, 40), "chip": (96, 32), "card": (200, 120), "sheet": (240, 120),
      "bottomSheet": (240, 120), "fab": (56, 56), "avatar": (56, 56), "badge": (40, 24),
      "textField": (200, 48), "tooltip": (128, 32), "dialog": (240, 160), "tab": (120, 40),
      "menu": (160, 120), "snackbar": (240, 48), "navigationBar": (240, 64),
      "largeFab": (96, 96), "extendedFab": (140, 56), "fabMenuItem": (160, 56), "navigationDrawer": (220, 160),
      "sideSheet": (200, 160), "searchBar": (240, 48), "toolbar": (240, 64), "carouselItem": (160, 200),
      "divider": (200, 8), "neumorphicButton": (120, 48),
    ]
    return sizes[Names.camel(name)] ?? (160, 64)
  }

  /// The shape with circular and continuous curves swapped, for the page's toggle.
  static func swapped(_ shape: ResolvedShape) -> ResolvedShape {
    var result = shape
    result.corners = shape.corners.map { corner in
      var changed = corner
      changed.curve = corner.curve == .continuous ? .circular : .continuous
      changed.smoothing = changed.curve == .continuous ? (corner.smoothing ?? 0.6) : nil
      return changed
    }
    return result
  }

  static func item(_ label: String, file: String, shape: ResolvedShape, box: (Double, Double)) -> Item {
    Item(
      label: label, file: file, geometry: ShapeGeometry(shape, width: box.0, height: box.1),
      swapped: ShapeGeometry(swapped(shape), width: box.0, height: box.1))
  }

  static func sections(_ theme: ResolvedTheme) -> [(title: String, items: [Item])] {
    let prefix = Names.kebab(theme.name)
    let scale = theme.scale.map {
      var item = item($0.name, file: "scale-\(Names.kebab($0.name)).svg", shape: $0.shape, box: (128, 96))
      item.cssVariables = "--\(prefix)-scale-\(Names.kebab($0.name))"
      return item
    }
    let categories = theme.categories.map {
      var item = item($0.name, file: "category-\(Names.kebab($0.name)).svg", shape: $0.shape, box: (144, 96))
      item.cssVariables = "--\(prefix)-category-\(Names.kebab($0.name))"
      return item
    }
    let components = theme.components.flatMap { component -> [Item] in
      let box = box(for: component.name)
      let name = Names.kebab(component.name)
      return ([item(component.name, file: "\(name).svg", shape: component.shape, box: box)]
        + component.variants.map {
          item(
            "\(component.name).\($0.name)", file: "\(name)--\(Names.kebab($0.name)).svg",
            shape: $0.shape, box: box)
        }).map { item in
          var item = item
          item.component = component.name
          item.themePrefix = Names.kebab(theme.name)
          return item
        }
    }
    return [("Scale", scale), ("Categories", categories), ("Components and variants", components)]
      .filter { !$0.items.isEmpty }
  }

  // MARK: - Demonstrations

  /// Each component with an arrow (or its first variant with one), drawn with that arrow
  /// on every edge at its start, centre and end, the body kept the same size.
  static func arrows(_ theme: ResolvedTheme) -> [(title: String, items: [Item])] {
    theme.components.compactMap { component -> (String, [Item])? in
      let candidates = [(component.name, component.shape)] + component.variants.map { ("\(component.name).\($0.name)", $0.shape) }
      guard let (name, shape) = candidates.first(where: { $0.1.kind != .circle && !$0.1.arrows.isEmpty }),
        let arrow = shape.arrows.first?.arrow
      else { return nil }
      let (width, height) = box(for: component.name)
      let body = ShapeGeometry(shape, width: width, height: height).body
      var items: [Item] = []
      for edge in EdgeName.allCases {
        for position in [ArrowPosition.start, .center, .end] {
          var moved = shape
          var placed = arrow
          placed.position = position
          moved.edges = EdgeName.allCases.map { ResolvedEdge(name: $0, arrow: $0 == edge ? placed : nil) }
          let size =
            edge.isHorizontal ? (body.width, body.height + arrow.height) : (body.width + arrow.height, body.height)
          items.append(item("\(edge.rawValue) · \(position)", file: "", shape: moved, box: size))
        }
      }
      return ("\(name): arrows on every edge", items)
    }
  }

  /// Each metric on the top corners only, the way `corners: [topLeft, topRight]` uses it.
  static func topCorners(_ theme: ResolvedTheme) -> [Item] {
    theme.scale.filter { $0.shape.kind == .rectangle && $0.shape.visibleCorners.count == 4 }.map { metric in
      var shape = metric.shape
      shape.corners[2].size = .zero
      shape.corners[3].size = .zero
      return item("\(metric.name) on topLeft, topRight", file: "", shape: shape, box: (120, 64))
    }
  }

  /// Two metrics morphing into each other, as discrete SVG frames.
  static func morph(_ theme: ResolvedTheme) -> [String: Any]? {
    let rectangles = theme.scale.filter { $0.shape.kind == .rectangle && !$0.shape.isCapsule }
    guard let from = rectangles.first(where: { !$0.shape.visibleCorners.isEmpty }),
      let to = rectangles.last, from.name != to.name
    else { return nil }
    let (width, height) = (160.0, 96.0)
    let shorter = min(width, height)
    func points(_ size: Size) -> Double { size.fraction.map { $0 * shorter } ?? size.value }
    let frames = (0...24).map { step -> String in
      let t = 0.5 - 0.5 * cos(Double(step) / 24 * 2 * Double.pi)
      var shape = from.shape
      for index in 0..<4 {
        let a = from.shape.corners[index]
        let b = to.shape.corners[index]
        shape.corners[index] = t < 0.5 ? a : b
        shape.corners[index].size = .points(points(a.size) * (1 - t) + points(b.size) * t)
      }
      return ShapeGeometry(shape, width: width, height: height).svgPathData
    }
    return [
      "from": from.name, "to": to.name, "width": "160", "height": "96",
      "first": frames[0], "frames": frames.joined(separator: ";"),
    ]
  }

  /// Each component (the first dozen that have variants) turning into each of its
  /// variants and back, as discrete SVG frames: corner sizes interpolated, the family,
  /// curve, kind, edges and surface switching halfway.
  static func variantMotion(_ theme: ResolvedTheme) -> [[String: Any]] {
    theme.components.filter { !$0.variants.isEmpty }.prefix(12).map { component in
      let (width, height) = box(for: component.name)
      let shorter = min(width, height)
      let shapes = [component.shape] + component.variants.map(\.shape)
      func points(_ size: Size) -> Double { size.fraction.map { $0 * shorter } ?? size.value }
      var frames: [String] = []
      let (hold, steps) = (8, 10)
      for (index, from) in shapes.enumerated() {
        let to = shapes[(index + 1) % shapes.count]
        let still = ShapeGeometry(from, width: width, height: height).svgPathData
        frames += Array(repeating: still, count: hold)
        for step in 1..<steps {
          let t = 0.5 - 0.5 * cos(Double(step) / Double(steps) * Double.pi)
          var shape = t < 0.5 ? from : to
          for corner in 0..<4 {
            shape.corners[corner].size = .points(
              points(from.corners[corner].size) * (1 - t) + points(to.corners[corner].size) * t)
          }
          frames.append(ShapeGeometry(shape, width: width, height: height).svgPathData)
        }
      }
      let names = [component.name] + component.variants.map { "\(component.name).\($0.name)" }
      return [
        "name": component.name, "sequence": names.joined(separator: " → ") + " → \(component.name)",
        "width": JSONValue.format(width), "height": JSONValue.format(height),
        "first": frames[0], "frames": frames.joined(separator: ";"),
        "seconds": JSONValue.format(Double(frames.count) * 0.06),
      ]
    }
  }

  /// A capsule and a circle resizing, with their content rectangle kept clear of the
  /// corners by the content insets.
  static func resizing(_ theme: ResolvedTheme) -> [[String: Any]] {
    var capsule = ResolvedShape(
      kind: .rectangle,
      corners: Array(
        repeating: ResolvedCorner(size: .full, family: .rounded, curve: .circular), count: 4))
    if let full = theme.scale.first(where: { $0.shape.isCapsule }) { capsule = full.shape }
    var circle = capsule
    circle.kind = .circle
    return [("capsule", capsule, 48.0), ("circle", circle, 72.0)].map { name, shape, height in
      let widths = (0...24).map { step in 72 + 168 * (0.5 - 0.5 * cos(Double(step) / 24 * 2 * Double.pi)) }
      let geometries = widths.map { ShapeGeometry(shape, width: $0, height: height) }
      func join(_ values: [Double]) -> String { values.map(number).joined(separator: ";") }
      let insets = geometries.map(\.contentInsets)
      return [
        "name": name, "height": JSONValue.format(height),
        "first": geometries[0].svgPathData,
        "paths": geometries.map(\.svgPathData).joined(separator: ";"),
        "x": join(insets.map(\.left)), "y": join(insets.map(\.top)),
        "w": join(zip(geometries, insets).map { max(0, $0.width - $1.left - $1.right) }),
        "h": join(zip(geometries, insets).map { max(0, $0.height - $1.top - $1.bottom) }),
      ]
    }
  }

  static func context(_ theme: ResolvedTheme, sections: [(title: String, items: [Item])])
    -> [String: Any]
  {
    let topCorners = topCorners(theme)
    var counter = 0
    var inspector = Inspector(smoothing: Inspector.smoothing(of: theme))
    func dictionaries(_ items: [Item]) -> [[String: Any]] {
      items.map { item in
        counter += 1
        return item.dictionary(id: "i\(counter)", corners: &inspector)
      }
    }
    let arrows = arrows(theme)
    let motion = variantMotion(theme)
    let neumorphic = sections.flatMap(\.items).contains { Drawing.flipped($0.geometry.shape.surface) != nil }
    var values: [String: Any] = [
      "name": theme.name,
      "description": theme.description?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "",
      "sections": sections.map { section -> [String: Any] in
        ["title": section.title, "items": dictionaries(section.items), "small": section.title != "Components and variants"]
      },
      "arrows": arrows.map { section -> [String: Any] in
        ["title": section.title, "items": dictionaries(section.items)]
      },
      "hasNeumorphic": neumorphic,
      "topCorners": dictionaries(topCorners),
      "hasTopCorners": !topCorners.isEmpty,
      "resizing": resizing(theme),
      "motion": motion,
      "hasMotion": !motion.isEmpty,
    ]
    if let morph = morph(theme) { values["morph"] = morph }
    values["corners"] = inspector.json
    values["smoothing"] = ShapeWords.percent(inspector.smoothing)
    return values
  }
}

/// How the preview paints a shape's surface in SVG: its fill, its border on the side of the
/// outline its position names, and its shadows as a filter that works as CSS's box-shadow
/// does: each shadow is the shape's alpha grown or shrunk by the spread (a square
/// morphology, close to CSS's rounded one), offset, blurred by half the blur radius (the
/// standard deviation CSS uses) and coloured; outer shadows are kept outside the shape and
/// inset shadows inside it, and the first shadow is painted first.
enum Drawing {
  /// `#RRGGBB`, without the alpha (which SVG takes as an opacity).
  static func hex(_ color: Color) -> String { String(color.description.prefix(7)) }

  /// Room around the box for outer shadows and an outside border.
  static func margin(_ shape: ResolvedShape) -> Double {
    guard let surface = shape.surface else { return 0 }
    let shadows = surface.shadows.filter { !$0.inset }.map { max(abs($0.x), abs($0.y)) + $0.blur + max(0, $0.spread) }
    let border = surface.border.map { $0.position == .inside ? 0 : $0.width } ?? 0
    return (shadows + [border]).max()!.rounded(.up)
  }

  /// The opposite of a neumorphic surface (convex for concave and back), with its shadows
  /// derived again, or moved in or out when the theme wrote them; nil for flat surfaces.
  static func flipped(_ surface: ResolvedSurface?) -> ResolvedSurface? {
    guard var surface, surface.style != .flat else { return nil }
    surface.style = surface.style == .convex ? .concave : .convex
    if surface.derivedShadows, let fill = surface.fill {
      surface.shadows = ResolvedSurface.neumorphicShadows(
        fill: fill, style: surface.style, distance: surface.distance, intensity: surface.intensity)
    } else {
      surface.shadows = surface.shadows.map { shadow in
        var moved = shadow
        moved.inset.toggle()
        return moved
      }
    }
    return surface
  }

  /// A `<g>` that draws the geometry with its surface; `id` names its filter and clips.
  static func svg(_ geometry: ShapeGeometry, id: String, attributes: String) -> String {
    let d = geometry.svgPathData
    guard let surface = geometry.shape.surface else {
      return "<g \(attributes)><path class=\"shape\" d=\"\(d)\"/></g>"
    }
    let margin = margin(geometry.shape)
    var defs = ""
    var body = ""
    let fill = surface.fill.map { "fill=\"\(hex($0))\" fill-opacity=\"\(JSONValue.format($0.opacity))\"" }
    var paint = "<path d=\"\(d)\" \(fill ?? "style=\"fill: var(--shape)\"")/>"
    if !surface.shadows.isEmpty {
      // An inset shadow is cast from outside the shape, so the filter reaches out as far
      // as any shadow does, outer or not.
      let reach = surface.shadows.map { max(abs($0.x), abs($0.y)) + $0.blur + abs($0.spread) }.max()!.rounded(.up)
      defs += filter(id: "f\(id)", shadows: surface.shadows, geometry: geometry, margin: max(margin, reach))
      paint = "<g filter=\"url(#f\(id))\">\(paint)</g>"
    }
    body += paint
    if let border = surface.border, border.width > 0 {
      let stroke =
        "fill=\"none\" stroke=\"\(hex(border.color))\" stroke-opacity=\"\(JSONValue.format(border.color.opacity))\""
      let w = JSONValue.format(border.width)
      let w2 = JSONValue.format(border.width * 2)
      switch border.position {
      case .inside:
        defs += "<clipPath id=\"c\(id)\"><path d=\"\(d)\"/></clipPath>"
        body += "<path d=\"\(d)\" \(stroke) stroke-width=\"\(w2)\" clip-path=\"url(#c\(id))\"/>"
      case .center:
        body += "<path d=\"\(d)\" \(stroke) stroke-width=\"\(w)\"/>"
      case .outside:
        let region = [-margin, -margin, geometry.width + 2 * margin, geometry.height + 2 * margin].map(JSONValue.format)
        defs +=
          "<mask id=\"m\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(region[0])\" y=\"\(region[1])\" width=\"\(region[2])\" height=\"\(region[3])\">"
          + "<rect x=\"\(region[0])\" y=\"\(region[1])\" width=\"\(region[2])\" height=\"\(region[3])\" fill=\"#fff\"/><path d=\"\(d)\" fill=\"#000\"/></mask>"
        body += "<path d=\"\(d)\" \(stroke) stroke-width=\"\(w2)\" mask=\"url(#m\(id))\"/>"
      }
    }
    return "<g \(attributes)>\(defs.isEmpty ? "" : "<defs>\(defs)</defs>")\(body)</g>"
  }

  /// An SVG filter that paints `shadows` around (or, inset, inside) the source graphic.
  static func filter(id: String, shadows: [Shadow], geometry: ShapeGeometry, margin: Double) -> String {
    let region = [-margin, -margin, geometry.width + 2 * margin, geometry.height + 2 * margin].map(JSONValue.format)
    var steps = ""
    if shadows.contains(where: \.inset) {
      steps +=
        "<feComponentTransfer in=\"SourceAlpha\" result=\"outside\"><feFuncA type=\"table\" tableValues=\"1 0\"/></feComponentTransfer>"
    }
    var outer: [String] = []
    var inner: [String] = []
    for (index, shadow) in shadows.enumerated() {
      let name = "s\(index)"
      var last = shadow.inset ? "outside" : "SourceAlpha"
      if shadow.spread != 0 {
        // A positive spread grows an outer shadow's shape, and an inset one's outside
        // (shrinking the hole it is cast from).
        steps +=
          "<feMorphology in=\"\(last)\" operator=\"\(shadow.spread > 0 ? "dilate" : "erode")\" radius=\"\(JSONValue.format(abs(shadow.spread)))\" result=\"\(name)m\"/>"
        last = "\(name)m"
      }
      steps +=
        "<feOffset in=\"\(last)\" dx=\"\(JSONValue.format(shadow.x))\" dy=\"\(JSONValue.format(shadow.y))\" result=\"\(name)o\"/>"
        + "<feGaussianBlur in=\"\(name)o\" stdDeviation=\"\(JSONValue.format(shadow.blur / 2))\" result=\"\(name)b\"/>"
        + "<feFlood flood-color=\"\(hex(shadow.color))\" flood-opacity=\"\(JSONValue.format(shadow.color.opacity))\"/>"
        + "<feComposite in2=\"\(name)b\" operator=\"in\" result=\"\(name)c\"/>"
        + "<feComposite in=\"\(name)c\" in2=\"SourceAlpha\" operator=\"\(shadow.inset ? "in" : "out")\" result=\"\(name)\"/>"
      if shadow.inset { inner.append(name) } else { outer.append(name) }
    }
    let merge = (outer + ["SourceGraphic"] + inner).map { "<feMergeNode in=\"\($0)\"/>" }.joined()
    return
      "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(region[0])\" y=\"\(region[1])\" width=\"\(region[2])\" height=\"\(region[3])\" color-interpolation-filters=\"sRGB\">\(steps)<feMerge>\(merge)</feMerge></filter>"
  }
}

extension ShapeGeometry {
  /// The same layout with another surface.
  func with(surface: ResolvedSurface) -> ShapeGeometry {
    var shape = self.shape
    shape.surface = surface
    return ShapeGeometry(shape, width: width, height: height)
  }
}
