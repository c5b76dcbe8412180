/// A resolved corner size: a length in points, or a percentage of the shorter side.
///
/// One point is one iOS point, one Android dp, one Flutter logical pixel and one CSS px.
/// Percentages follow Android's `RelativeCornerSize`: a share of the shape's shorter
/// side, from 0 to 50 (50 makes a capsule).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// What a size's value counts.
  public enum Unit: String, Hashable, Sendable {
    /// Points: iOS points, Android dp, Flutter logical pixels, CSS px.
    case points = "pt"
    /// A percentage of the shape's shorter side, 0...50.
    case percent = "%"
  }

  /// The number, in `unit`.
  public var value: Double
  /// Whether `value` is points or a percentage.
  public var unit: Unit

  /// A size of `value` in `unit`.
  public init(_ value: Double, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// A size in points.
  public static func points(_ value: Double) -> Size { Size(value, .points) }
  /// A size as a percentage of the shorter side.
  public static func percent(_ value: Double) -> Size { Size(value, .percent) }
  /// 50% of the shorter side: a capsule.
  public static let full = Size(50, .percent)
  /// No size: a square corner.
  public static let zero = Size(0, .points)

  /// The largest length a theme may give, in points, once rem is converted: far above
  /// any screen, and far below where arithmetic on it could overflow into `inf` or lose
  /// all precision. Larger lengths are `load/size-too-large` errors.
  public static let maximumPoints: Double = 10_000

  /// The diagnostic for a length above `maximumPoints`; `text` is the value as written.
  /// `converted`: the points came from rem, so the message says how many they are.
  static func tooLarge(_ text: String, points: Double, converted: Bool = false, at location: FileLocation) -> Diagnostic {
    let value = converted ? (points.isFinite ? " (\(JSONValue.format(points))pt)" : " (beyond any number of points)") : ""
    return Diagnostic(
      "load/size-too-large", .error,
      "'\(text)'\(value) is more than the \(JSONValue.format(maximumPoints))pt a length may be", at: location,
      hint: "write a length of at most \(JSONValue.format(maximumPoints))pt (or a percentage, or 'full', for a capsule)")
  }

  /// The share of the shorter side as a fraction (0.5 for `full`); nil for points.
  public var fraction: Double? { unit == .percent ? value / 100 : nil }

  /// `8pt`, `50%`.
  public var description: String { "\(JSONValue.format(value))\(unit.rawValue)" }
}

/// A size as written in a theme: a number with a unit, or a reference to a scale metric.
public enum SizeExpression: Hashable, Sendable {
  /// A number in points (pt, dp, px and bare numbers are all points).
  case points(Double)
  /// A number in rem, turned into points with `defaults.remBase`.
  case rem(Double)
  /// A percentage of the shape's shorter side.
  case percent(Double)
  /// `{scale.NAME}`: the named metric's size.
  case reference(String)
}
