import ChamferKit

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
