import ChamferKit

/// Swift: sizes are `CornerSize` cases, numbers are `CGFloat` literals.
enum SwiftValueStyle: ValueStyle {
  static let name = "swift"

  static func literal(for size: Size) -> String {
    switch size.unit {
    case .points: ".points(\(literal(for: size.value)))"
    case .percent: ".fraction(\(literal(for: size.value / 100)))"
    }
  }
}

extension SwiftValueStyle {
  /// A corner as the generated `Corner` type takes it:
  /// `Corner(.points(8), .rounded, .continuous, smoothing: 0.6)`.
  static func corner(_ corner: ResolvedCorner) -> String {
    var text = "Corner(\(literal(for: corner.size)), .\(corner.family.rawValue), .\(corner.curve.rawValue)"
    if let smoothing = corner.smoothing { text += ", smoothing: \(literal(for: smoothing))" }
    return text + ")"
  }

  /// An arrow as the generated `Arrow` type takes it:
  /// `Arrow(width: 12, height: 6, position: .fraction(0.25), tip: 2)`.
  static func arrow(_ arrow: ResolvedArrow) -> String {
    let position =
      switch arrow.position {
      case .start: ".start"
      case .center: ".center"
      case .end: ".end"
      case .points(let offset): ".points(\(literal(for: offset)))"
      case .fraction(let fraction): ".fraction(\(literal(for: fraction)))"
      }
    return "Arrow(width: \(literal(for: arrow.width)), height: \(literal(for: arrow.height)), position: \(position), "
      + "tip: \(literal(for: arrow.tip)))"
  }
}

extension SwiftValueStyle {
  /// A shape as the generated `Token` takes it: what follows `= ` on the declaration's
  /// line (`Token(uniform: Corner(…))`, `Token.circle`, or `Token(` with arguments to
  /// come), and the lines after it, indented from the declaration: each argument by two
  /// spaces, the closing parenthesis by none.
  static func token(_ shape: ResolvedShape, traits: ShapeTraits) -> (head: String, lines: [String]) {
    let surface = shape.surface.map(surfaceLines) ?? []
    if traits.isCircle { return surface.isEmpty ? ("Token.circle", []) : ("Token.circle(", surface + [")"]) }
    let edges = traits.hasArrows ? ["  edges: Edges(\(shape.arrows.map { "\($0.rawValue): \(arrow($1))" }.joined(separator: ", ")))"] : []
    var corners: [String]
    if traits.isUniform {
      let uniform = corner(shape.corners[0])
      if edges.isEmpty, surface.isEmpty { return ("Token(uniform: \(uniform))", []) }
      corners = ["  uniform: \(uniform)"]
    } else {
      corners = ["  .rectangle"] + zip(CornerName.allCases, shape.corners).map { "  \($0.rawValue): \(corner($1))" }
    }
    // Every argument but the last ends with a comma.
    var arguments = corners + edges
    for index in arguments.indices.dropLast() { arguments[index] += "," }
    if !surface.isEmpty { arguments[arguments.count - 1] += "," }
    return ("Token(", arguments + surface + [")"])
  }

  /// A surface as the `surface:` argument, a line each for its fill, border and shadows.
  private static func surfaceLines(_ surface: ResolvedSurface) -> [String] {
    var lines = ["  surface: Surface("]
    if let fill = surface.fill { lines.append("    fill: RGBA(argb: \(fill.argb)),") }
    if let border = surface.border {
      lines.append(
        "    border: Border(width: \(literal(for: border.width)), color: RGBA(argb: \(border.color.argb)), "
          + "position: .\(border.position.rawValue)),")
    }
    if !surface.shadows.isEmpty {
      lines.append("    shadows: [")
      for shadow in surface.shadows {
        lines.append(
          "      Shadow(color: RGBA(argb: \(shadow.color.argb)), x: \(literal(for: shadow.x)), y: \(literal(for: shadow.y)), "
            + "blur: \(literal(for: shadow.blur)), spread: \(literal(for: shadow.spread))\(shadow.inset ? ", inset: true" : "")),")
      }
      lines.append("    ],")
    }
    return lines + ["    style: .\(surface.style.rawValue)", "  )"]
  }
}
