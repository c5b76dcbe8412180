import ChamferKit

/// Jetpack Compose (Kotlin): a corner size as an argument of Compose's shape factories,
/// so that `RoundedCornerShape({{compose(size)}})` is valid for every size.
///
/// Points are `Dp` literals (`4.dp`, `2.5.dp`), and zero is `0.dp` in either unit. A whole
/// percentage of the shorter side is the named argument `percent = 25`
/// (`RoundedCornerShape(percent = 25)`, `CornerSize(percent = 25)`); any other is
/// `ShorterSideFraction(0.125f)`, a `CornerSize` the compose target generates, since
/// Compose's percent sizes take whole numbers. Where every corner must be a `CornerSize`,
/// templates write `CornerSize(4.dp)` and `ShorterSideFraction({{compose(fraction)}}f)`.
enum ComposeValueStyle: ValueStyle {
  static let name = "compose"

  static func literal(for size: Size) -> String {
    if size.value == 0 { return "0.dp" }
    switch size.unit {
    case .points:
      return "\(literal(for: size.value)).dp"
    case .percent:
      if size.value == size.value.rounded(), abs(size.value) <= 100 {
        return "percent = \(Int(size.value))"
      }
      return "ShorterSideFraction(\(literal(for: size.value / 100))f)"
    }
  }

  /// A Kotlin number literal: an `Int` when it is whole and fits in one, else a `Double`
  /// (`2.5`, `1e-07`), never an integer literal that Kotlin would read as a `Long`.
  static func literal(for number: Double) -> String {
    if number == number.rounded(), abs(number) <= Double(Int32.max) { return String(Int(number)) }
    let text = "\(number)"
    return text.readsAsFloatingPoint ? text : text + ".0"
  }
}

extension ComposeValueStyle {
  /// One corner as a `CornerSize`: `CornerSize(4.dp)`, or `ShorterSideFraction(0.25f)`
  /// for a share of the shorter side.
  static func cornerSize(_ corner: ResolvedCorner) -> String {
    if let fraction = corner.size.fraction { return "ShorterSideFraction(\(literal(for: fraction))f)" }
    return "CornerSize(\(literal(for: corner.size)))"
  }

  /// The four physical corners as `CornerSize` arguments: `topLeft = CornerSize(4.dp), …`.
  static func cornerSizes(_ shape: ResolvedShape) -> String {
    named(shape) { cornerSize($0) }
  }

  /// Which corners are cut, as the Boolean arguments of `MixedCornerShape` and
  /// `ArrowShape`: `cutTopLeft = true, cutTopRight = false, …`.
  static func cutFlags(_ shape: ResolvedShape) -> String {
    zip(CornerName.allCases, shape.corners).map { "cut\(pascalCorners[$0]!) = \($1.family == .cut)" }
      .joined(separator: ", ")
  }

  /// The Compose shape that draws a shape without arrows, on one line: `CircleShape`,
  /// a capsule, `RoundedCornerShape` / `CutCornerShape` when every corner is alike, the
  /// `Absolute…` shapes (physical corners) when they differ, `MixedCornerShape` when cut
  /// and rounded corners show together. nil for a shape with arrows (but a circle,
  /// which has no edges): the template writes its `ArrowShape`.
  static func shape(_ shape: ResolvedShape, traits: ShapeTraits) -> String? {
    if traits.isCircle { return "CircleShape" }
    if traits.hasArrows { return nil }
    if traits.isCapsule { return "RoundedCornerShape(percent = 50)" }
    if traits.isCut {
      return traits.isUniform
        ? "CutCornerShape(\(literal(for: shape.corners[0].size)))" : "AbsoluteCutCornerShape(\(corners(shape, traits)))"
    }
    if traits.hasCut { return "MixedCornerShape(\(cornerSizes(shape)), \(cutFlags(shape)))" }
    return traits.isUniform
      ? "RoundedCornerShape(\(literal(for: shape.corners[0].size)))"
      : "AbsoluteRoundedCornerShape(\(corners(shape, traits)))"
  }

  /// The type of a shape's property: `Shape` for an `ArrowShape`, else
  /// `CornerBasedShape`, so that it fits Material's `Shapes`.
  static func shapeType(_ traits: ShapeTraits) -> String {
    traits.hasArrows && !traits.isCircle ? "Shape" : "CornerBasedShape"
  }

  /// The four physical corners as arguments of an `Absolute…` shape: `Dp` values, or
  /// `CornerSize` values when some corner is a share of the shorter side (the two
  /// overloads cannot be mixed).
  private static func corners(_ shape: ResolvedShape, _ traits: ShapeTraits) -> String {
    traits.hasRelativeSize ? cornerSizes(shape) : named(shape) { literal(for: $0.size) }
  }

  /// An arrow as the generated `Arrow` type takes it:
  /// `Arrow(width = 12.dp, height = 6.dp, position = ArrowPosition.Center, tip = 0.dp)`.
  static func arrow(_ arrow: ResolvedArrow) -> String {
    let position =
      switch arrow.position {
      case .start: "ArrowPosition.Start"
      case .center: "ArrowPosition.Center"
      case .end: "ArrowPosition.End"
      case .points(let offset): "ArrowPosition.Points(\(literal(for: offset)).dp)"
      case .fraction(let fraction): "ArrowPosition.Fraction(\(literal(for: fraction))f)"
      }
    return "Arrow(width = \(literal(for: arrow.width)).dp, height = \(literal(for: arrow.height)).dp, "
      + "position = \(position), tip = \(literal(for: arrow.tip)).dp)"
  }

  private static func named(_ shape: ResolvedShape, _ value: (ResolvedCorner) -> String) -> String {
    zip(CornerName.allCases, shape.corners).map { "\($0.rawValue) = \(value($1))" }.joined(separator: ", ")
  }

  private static let pascalCorners = Dictionary(
    uniqueKeysWithValues: CornerName.allCases.map { ($0, Names.pascal($0.rawValue)) })
}
