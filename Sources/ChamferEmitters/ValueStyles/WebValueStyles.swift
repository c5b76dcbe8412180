import ChamferKit

/// CSS and SCSS: points are `px` (one point is one CSS pixel), zero is `0`, and a
/// percentage stays a percentage. CSS resolves percentages per axis, not against the
/// shorter side; templates write capsules as `9999px` instead, and the
/// `web-relative-size` lint rule warns about the other percentages.
enum CSSValueStyle: ValueStyle {
  static let name = "css"

  /// An entry's name in CSS and SCSS, in kebab case, a variant's joined to its
  /// component's by `--` (`button--pressed`), and that name after the prefix and `-`,
  /// which begins its class and custom properties (`acme-button--pressed`).
  static func names(prefix: String, component: TemplateName?, name: TemplateName) -> (name: String, class: String) {
    let name = component.map { "\($0.spellings.kebab)--\(name.spellings.kebab)" } ?? name.spellings.kebab
    return (name, "\(prefix)-\(name)")
  }

  static func literal(for size: Size) -> String {
    if size.value == 0 { return "0" }
    switch size.unit {
    case .points: return "\(JSONValue.format(size.value))px"
    case .percent: return "\(JSONValue.format(size.value))%"
    }
  }

  static func literal(for number: Double) -> String { JSONValue.format(number) }

  /// A corner's radius: `9999px` on a capsule or a circle, which CSS shrinks to half
  /// the shorter side, else its size.
  static func radius(_ corner: ResolvedCorner, capsule: Bool, circle: Bool) -> String {
    capsule || circle ? "9999px" : literal(for: corner.size)
  }

  /// One shadow as `box-shadow` lists it: `inset 0px 2px 6px 0px #0000002E`.
  static func shadow(_ shadow: Shadow) -> String {
    let (x, y, blur, spread) = (literal(for: shadow.x), literal(for: shadow.y), literal(for: shadow.blur), literal(for: shadow.spread))
    return "\(shadow.inset ? "inset " : "")\(x)px \(y)px \(blur)px \(spread)px \(shadow.color)"
  }

  /// Shadows as a `box-shadow` value, or `none`. CSS paints its first shadow on top and
  /// Chamfer its first at the bottom, so they are listed the other way round.
  static func shadows(_ shadows: [Shadow]) -> String {
    shadows.isEmpty ? "none" : shadows.reversed().map(shadow).joined(separator: ", ")
  }

  /// The outer shadows as `drop-shadow()` filters, the other way round, or `none`: a
  /// filter has no spread, and blurs by a standard deviation, half the `box-shadow` blur.
  static func dropShadows(_ shadows: [Shadow]) -> String {
    let outer = shadows.filter { !$0.inset }
    guard !outer.isEmpty else { return "none" }
    return outer.reversed().map { "drop-shadow(\(literal(for: $0.x))px \(literal(for: $0.y))px calc(\(literal(for: $0.blur))px / 2) \($0.color))" }
      .joined(separator: " ")
  }

  /// A border as spread shadows, which never change the element's size: inset for an
  /// inside border, outer for an outside one, half of each for a centred one; then the
  /// shadows. `none` when there is neither.
  static func boxShadow(border: ResolvedBorder?, shadows: [Shadow]) -> String {
    var parts: [String] = []
    if let border {
      let (width, half, color) = (literal(for: border.width), literal(for: border.width / 2), border.color.description)
      switch border.position {
      case .inside: parts.append("inset 0 0 0 \(width)px \(color)")
      case .center: parts.append("inset 0 0 0 \(half)px \(color), 0 0 0 \(half)px \(color)")
      case .outside: parts.append("0 0 0 \(width)px \(color)")
      }
    }
    parts += shadows.reversed().map(shadow)
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  /// The `polygon()` that clips a shape's cut corners where `corner-shape` is not
  /// supported: two points for each cut corner, the box's corner for any other.
  static func cutPolygon(_ shape: ResolvedShape) -> String {
    func cut(_ corner: CornerName) -> String? {
      let value = shape[corner]
      return value.family == .cut && value.size.value != 0 ? literal(for: value.size) : nil
    }
    let topLeft = cut(.topLeft).map { "0 \($0), \($0) 0" } ?? "0 0"
    let topRight = cut(.topRight).map { "calc(100% - \($0)) 0, 100% \($0)" } ?? "100% 0"
    let bottomRight = cut(.bottomRight).map { "100% calc(100% - \($0)), calc(100% - \($0)) 100%" } ?? "100% 100%"
    let bottomLeft = cut(.bottomLeft).map { "\($0) 100%, 0 calc(100% - \($0))" } ?? "0 100%"
    return "polygon(\(topLeft), \(topRight), \(bottomRight), \(bottomLeft))"
  }

  /// A corner's `corner-shape`: `bevel` when cut, `superellipse(1 + smoothing / 6)` when
  /// continuous, else `round`.
  static func cornerShape(_ corner: ResolvedCorner) -> String {
    if corner.family == .cut { return "bevel" }
    guard corner.family == .rounded, corner.curve == .continuous else { return "round" }
    return "superellipse(\(literal(for: CornerScope.superellipse(corner.smoothing ?? 0))))"
  }
}

/// Android resources: points are `dp`; a percentage is a fraction (`25%`), which
/// Material's `RelativeCornerSize` reads as a share of the shorter side.
enum AndroidValueStyle: ValueStyle {
  /// An entry's resource name (snake case, joined by `_`) and style name (PascalCase,
  /// joined by `.`), each beginning with the theme's name and, for a variant, its
  /// component's.
  static func names(theme: TemplateName, component: TemplateName?, name: TemplateName) -> (resource: String, style: String) {
    // Interpolation sizes each name once; appending part by part grew it twice.
    let (theme, name) = (theme.spellings, name.spellings)
    guard let component = component?.spellings else { return ("\(theme.snake)_\(name.snake)", "\(theme.pascal).\(name.pascal)") }
    return ("\(theme.snake)_\(component.snake)_\(name.snake)", "\(theme.pascal).\(component.pascal).\(name.pascal)")
  }

  static let name = "android"

  static func literal(for size: Size) -> String {
    switch size.unit {
    case .points: "\(JSONValue.format(size.value))dp"
    case .percent: "\(JSONValue.format(size.value))%"
    }
  }

  static func literal(for number: Double) -> String { JSONValue.format(number) }
}

/// Dart: logical pixels as `double` literals (`8.0`); a percentage as the fraction of
/// the shorter side (`0.25`), which only the generated corners border understands.
enum DartValueStyle: ValueStyle {
  static let name = "dart"

  static func literal(for size: Size) -> String {
    switch size.unit {
    case .points: literal(for: size.value)
    case .percent: literal(for: size.value / 100)
    }
  }

  static func literal(for number: Double) -> String {
    let text = JSONValue.format(number)
    return text.readsAsFloatingPoint ? text : "\(text).0"
  }
}

/// DTCG 2025.10: points are a `dimension` value in `px` (DTCG's px is a point on iOS
/// and a dp on Android); a percentage is the share of the shorter side as a plain
/// `number`, since `dimension` has no unit for it.
enum DTCGValueStyle: ValueStyle {
  static let name = "dtcg"

  static func literal(for size: Size) -> String {
    switch size.unit {
    case .points: "{ \"value\": \(JSONValue.format(size.value)), \"unit\": \"px\" }"
    case .percent: JSONValue.format(size.value / 100)
    }
  }

  static func literal(for number: Double) -> String { JSONValue.format(number) }
}

extension AndroidValueStyle {
  /// A shape's `ShapeAppearance` items, one per line, indented for a `<style>`: the
  /// first corner's `cornerFamily` and `cornerSize`, then, when the corners differ, each
  /// corner's own.
  static func items(_ shape: ResolvedShape, isUniform: Bool) -> String {
    var lines = [
      "        <item name=\"cornerFamily\">\(shape.corners[0].family.rawValue)</item>",
      "        <item name=\"cornerSize\">\(literal(for: shape.corners[0].size))</item>",
    ]
    if !isUniform {
      for (name, corner) in zip(CornerName.allCases, shape.corners) {
        let suffix = Names.pascal(name.rawValue)
        lines.append("        <item name=\"cornerFamily\(suffix)\">\(corner.family.rawValue)</item>")
        lines.append("        <item name=\"cornerSize\(suffix)\">\(literal(for: corner.size))</item>")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The resource type of a content inset: `fraction` for a share of the shorter side,
  /// else `dimen`.
  static func insetType(_ size: Size) -> String { size.unit == .percent ? "fraction" : "dimen" }
}

extension DartValueStyle {
  /// A corner's arguments to the generated corner class: `8.0`, `8.0, cut: true`,
  /// `0.25, fraction: true`.
  static func cornerArguments(_ corner: ResolvedCorner) -> String {
    var text = literal(for: corner.size)
    if corner.family == .cut { text += ", cut: true" }
    if corner.size.unit == .percent { text += ", fraction: true" }
    return text
  }

  /// A shape's corners as a `BorderRadius`: `BorderRadius.all(Radius.circular(8.0))`
  /// when they are alike, else `BorderRadius.only(…)` with each corner.
  static func radii(_ shape: ResolvedShape, isUniform: Bool) -> String {
    if isUniform { return "BorderRadius.all(Radius.circular(\(literal(for: shape.corners[0].size))))" }
    let corners = zip(CornerName.allCases, shape.corners).map { "\($0.rawValue): Radius.circular(\(literal(for: $1.size)))" }
    return "BorderRadius.only(\(corners.joined(separator: ", ")))"
  }

  /// Content insets as `EdgeInsets.fromLTRB`, a share of the shorter side multiplied by
  /// `box.shortestSide`.
  static func insets(_ insets: [Size]) -> String {
    let edges = insets.map { literal(for: $0) + ($0.unit == .percent ? " * box.shortestSide" : "") }
    return "EdgeInsets.fromLTRB(\(edges.joined(separator: ", ")))"
  }
}

extension DTCGValueStyle {
  /// A shape's token: one corner's token when its corners are alike, else a group of
  /// the shape's kind and extras and a token per corner. `head` is what follows the
  /// token's name on its line (the whole token, or the group's `{`), `lines` the group's
  /// lines after it, indented from the name's line: each member by two spaces, the
  /// closing `}` by none. With `alias`, the scale metric the entry takes whole, each value
  /// refers to that metric (or to its corner) rather than repeating it.
  static func shapeToken(_ shape: ResolvedShape, traits: ShapeTraits, alias: String?) -> (head: String, lines: [String]) {
    let extras = chamferExtras(shape)
    func cornerToken(_ corner: ResolvedCorner, name: CornerName?) -> String {
      let value =
        if let alias {
          aliasType(corner, capsule: traits.isCapsule) + ", \"$value\": \"{scale.\(alias)\(name.map { ".\($0.rawValue)" } ?? "")}\""
        } else {
          token(corner, capsule: traits.isCapsule, circle: traits.isCircle)
        }
      let fields = chamferFields(corner, kind: shape.kind) + (name == nil ? extras : "")
      return "{ \(value), \"$extensions\": { \"dev.chamfer\": { \(fields) } } }"
    }
    if traits.isUniform { return (cornerToken(shape.corners[0], name: nil), []) }
    let members =
      ["\"$extensions\": { \"dev.chamfer\": { \"kind\": \"\(shape.kind.rawValue)\"\(extras) } }"]
      + zip(CornerName.allCases, shape.corners).map { "\"\($0.rawValue)\": \(cornerToken($1, name: $0))" }
    return ("{", members.indices.map { "  " + members[$0] + ($0 < members.count - 1 ? "," : "") } + ["}"])
  }

  /// A corner's `$type` and `$value` when it is not an alias: 9999px for a capsule or a
  /// circle, a `number` for a share of the shorter side, else a `dimension`.
  static func token(_ corner: ResolvedCorner, capsule: Bool, circle: Bool) -> String {
    if capsule || circle { return "\"$type\": \"dimension\", \"$value\": { \"value\": 9999, \"unit\": \"px\" }" }
    let type = corner.size.unit == .percent ? "number" : "dimension"
    return "\"$type\": \"\(type)\", \"$value\": \(literal(for: corner.size))"
  }

  /// A corner's `$type` when it is an alias of a scale metric, which the alias's value
  /// decides: a `number` for a share of the shorter side, unless the shape is a capsule.
  static func aliasType(_ corner: ResolvedCorner, capsule: Bool) -> String {
    "\"$type\": \"\(corner.size.unit == .percent && !capsule ? "number" : "dimension")\""
  }

  /// A corner's Chamfer fields under `dev.chamfer`: size, family, curve, smoothing and
  /// the shape's kind.
  static func chamferFields(_ corner: ResolvedCorner, kind: ShapeKind) -> String {
    var text = "\"size\": \"\(corner.size.description)\", \"family\": \"\(corner.family.rawValue)\", \"curve\": \"\(corner.curve.rawValue)\""
    if let smoothing = corner.smoothing { text += ", \"smoothing\": \(literal(for: smoothing))" }
    return text + ", \"kind\": \"\(kind.rawValue)\""
  }

  /// What a shape adds to its `dev.chamfer` fields, each after a comma: its arrows as
  /// `edges` and its surface as `surface`, as Chamfer resolves them; empty for neither.
  static func chamferExtras(_ shape: ResolvedShape) -> String {
    var text = ""
    let arrows = shape.arrows
    if !arrows.isEmpty {
      let edges = arrows.map { edge, arrow in
        "\"\(edge.rawValue)\": { \"width\": \(literal(for: arrow.width)), \"height\": \(literal(for: arrow.height)), "
          + "\"position\": \"\(arrow.position)\", \"tip\": \(literal(for: arrow.tip)) }"
      }
      text += ", \"edges\": { \(edges.joined(separator: ", ")) }"
    }
    if let surface = shape.surface {
      var fields: [String] = []
      if let fill = surface.fill { fields.append("\"fill\": \"\(fill)\"") }
      if let border = surface.border {
        fields.append(
          "\"border\": { \"width\": \(literal(for: border.width)), \"color\": \"\(border.color)\", \"position\": \"\(border.position.rawValue)\" }")
      }
      var style = "\"style\": \"\(surface.style.rawValue)\""
      if surface.style != .flat {
        style += ", \"distance\": \(literal(for: surface.distance)), \"intensity\": \(literal(for: surface.intensity))"
      }
      if surface.derivedShadows {
        style += ", \"derivedShadows\": true"
      } else {
        let shadows = surface.shadows.map {
          "{ \"color\": \"\($0.color)\", \"x\": \(literal(for: $0.x)), \"y\": \(literal(for: $0.y)), \"blur\": \(literal(for: $0.blur)), "
            + "\"spread\": \(literal(for: $0.spread)), \"inset\": \($0.inset) }"
        }
        style += ", \"shadows\": [\(shadows.joined(separator: ", "))]"
      }
      fields.append(style)
      text += ", \"surface\": { \(fields.joined(separator: ", ")) }"
    }
    return text
  }

  /// A surface's `fill` (color), `border` and `shadow` tokens, each after a comma.
  static func surfaceTokens(_ surface: ResolvedSurface) -> String {
    var text = ""
    if let fill = surface.fill { text += ", \"fill\": { \"$type\": \"color\", \"$value\": \(color(fill)) }" }
    if let border = surface.border {
      text += ", \"border\": { \"$type\": \"border\", \"$value\": { \"color\": \(color(border.color)), "
        + "\"width\": { \"value\": \(literal(for: border.width)), \"unit\": \"px\" }, \"style\": \"solid\" }, "
        + "\"$extensions\": { \"dev.chamfer\": { \"position\": \"\(border.position.rawValue)\" } } }"
    }
    if !surface.shadows.isEmpty {
      let shadows = surface.shadows.map {
        "{ \"color\": \(color($0.color)), \"offsetX\": { \"value\": \(literal(for: $0.x)), \"unit\": \"px\" }, "
          + "\"offsetY\": { \"value\": \(literal(for: $0.y)), \"unit\": \"px\" }, "
          + "\"blur\": { \"value\": \(literal(for: $0.blur)), \"unit\": \"px\" }, "
          + "\"spread\": { \"value\": \(literal(for: $0.spread)), \"unit\": \"px\" }, \"inset\": \($0.inset) }"
      }
      text += ", \"shadow\": { \"$type\": \"shadow\", \"$value\": [\(shadows.joined(separator: ", "))] }"
    }
    return text
  }

  /// A shape's arrows as dimension tokens per edge, each after a comma.
  static func arrowTokens(_ shape: ResolvedShape) -> String {
    shape.arrows.map { edge, arrow in
      func dimension(_ value: Double) -> String { "{ \"$type\": \"dimension\", \"$value\": { \"value\": \(literal(for: value)), \"unit\": \"px\" } }" }
      return ", \"\(edge.rawValue)\": { \"$extensions\": { \"dev.chamfer\": { \"position\": \"\(arrow.position)\" } }, "
        + "\"width\": \(dimension(arrow.width)), \"height\": \(dimension(arrow.height)), \"tip\": \(dimension(arrow.tip)) }"
    }.joined()
  }

  /// A DTCG colour value: sRGB components and alpha from 0 to 1 to three places, and
  /// the hex without alpha.
  static func color(_ color: Color) -> String {
    func unit(_ value: UInt8) -> String { literal(for: Color.share(value)) }
    return "{ \"colorSpace\": \"srgb\", \"components\": [\(unit(color.red)), \(unit(color.green)), \(unit(color.blue))], "
      + "\"alpha\": \(unit(color.alpha)), \"hex\": \"\(color.rgbHex)\" }"
  }
}

extension DartValueStyle {
  /// A shape as a Flutter `ShapeBorder`, its border as the `side`: `CircleBorder`,
  /// `StadiumBorder`, `BeveledRectangleBorder`, `RoundedSuperellipseBorder` or
  /// `RoundedRectangleBorder` when one of Flutter's own draws it, else the generated
  /// `<Theme>CornersBorder` (mixed corners, percentages, arrows), whose classes are
  /// named with `prefix`, the theme's name in PascalCase. `radii`, when given, is the
  /// shape's `radii(_:isUniform:)`, made already.
  static func border(_ shape: ResolvedShape, traits: ShapeTraits, prefix: String, radii: String? = nil) -> String {
    let side = shape.surface?.border.map(self.side) ?? ""
    let sideAfter = side.isEmpty ? "" : ", " + side
    let arrows = shape.arrows
    if traits.isCircle { return "CircleBorder(\(side))" }
    if arrows.isEmpty, traits.isCapsule { return "StadiumBorder(\(side))" }
    if !arrows.isEmpty || traits.isMixed || traits.hasRelativeSize {
      var arguments = zip(CornerName.allCases, shape.corners).map { name, corner in
        "\(name.rawValue): \(prefix)Corner(\(cornerArguments(corner)))"
      }
      for edge in EdgeName.allCases {
        if let arrow = arrows.first(where: { $0.edge == edge })?.arrow {
          arguments.append("\(edge.rawValue)Arrow: \(self.arrow(arrow, prefix: prefix))")
        }
      }
      return "\(prefix)CornersBorder(\(arguments.joined(separator: ", "))\(sideAfter))"
    }
    let kind =
      traits.isCut ? "BeveledRectangleBorder" : traits.isContinuous ? "RoundedSuperellipseBorder" : "RoundedRectangleBorder"
    return "\(kind)(borderRadius: \(radii ?? self.radii(shape, isUniform: traits.isUniform))\(sideAfter))"
  }

  /// A border as a `BorderSide`: `side: BorderSide(color: Color(0xFF…), width: 1.0, …)`.
  static func side(_ border: ResolvedBorder) -> String {
    let align =
      switch border.position {
      case .inside: "Inside"
      case .center: "Center"
      case .outside: "Outside"
      }
    return "side: BorderSide(color: Color(\(border.color.argb)), width: \(literal(for: border.width)), "
      + "strokeAlign: BorderSide.strokeAlign\(align))"
  }

  /// An arrow as the generated `<Theme>Arrow`: width, height, where it sits and its tip.
  static func arrow(_ arrow: ResolvedArrow, prefix: String) -> String {
    var text = "\(prefix)Arrow(width: \(literal(for: arrow.width)), height: \(literal(for: arrow.height))"
    switch arrow.position {
    case .start: text += ", position: \(prefix)ArrowPosition.start"
    case .end: text += ", position: \(prefix)ArrowPosition.end"
    case .points(let offset): text += ", position: \(prefix)ArrowPosition.points, at: \(literal(for: offset))"
    case .fraction(let share): text += ", position: \(prefix)ArrowPosition.fraction, at: \(literal(for: share))"
    case .center: break
    }
    if arrow.tip > 0 { text += ", tip: \(literal(for: arrow.tip))" }
    return text + ")"
  }
}

extension AndroidValueStyle {
  /// A shape with arrows as the Android target's Kotlin `Arrows`: each arrow (width,
  /// height, where it sits, tip) and the four corners' radii in dp, a share of the
  /// shorter side counting as 0.
  static func kotlinArrows(_ shape: ResolvedShape) -> String {
    var arguments: [String] = []
    let arrows = shape.arrows
    for edge in EdgeName.allCases {
      guard let arrow = arrows.first(where: { $0.edge == edge })?.arrow else { continue }
      let place =
        switch arrow.position {
        case .start: "START, 0f"
        case .center: "CENTER, 0f"
        case .end: "END, 0f"
        case .points(let offset): "POINTS, \(DartValueStyle.literal(for: offset))f"
        case .fraction(let share): "FRACTION, \(DartValueStyle.literal(for: share))f"
        }
      let size = "\(DartValueStyle.literal(for: arrow.width))f, \(DartValueStyle.literal(for: arrow.height))f"
      arguments.append("\(edge.rawValue) = Arrow(\(size), \(place), \(DartValueStyle.literal(for: arrow.tip))f)")
    }
    let corners = shape.corners.map { $0.size.unit == .percent ? "0f" : "\(DartValueStyle.literal(for: $0.size))f" }
    arguments.append("corners = floatArrayOf(\(corners.joined(separator: ", ")))")
    return "Arrows(\(arguments.joined(separator: ", ")))"
  }
}
