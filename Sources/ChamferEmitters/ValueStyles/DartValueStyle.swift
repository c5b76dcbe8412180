import ChamferKit

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
    if usesCornersBorder(traits) {
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

  /// Whether `border` draws the shape with the theme's generated corners border: Flutter's
  /// own borders draw one family and curve on every corner, no percentages and no arrows.
  static func usesCornersBorder(_ traits: ShapeTraits) -> Bool {
    !traits.isCircle && (traits.hasArrows || (!traits.isCapsule && (traits.isMixed || traits.hasRelativeSize)))
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
