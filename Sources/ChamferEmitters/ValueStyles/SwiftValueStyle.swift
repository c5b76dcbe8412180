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
