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

  static func literal(for number: Double) -> String { JSONValue.format(number) }
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
