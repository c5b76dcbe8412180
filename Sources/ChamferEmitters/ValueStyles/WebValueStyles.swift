import ChamferKit

/// CSS and SCSS: points are `px` (one point is one CSS pixel), zero is `0`, and a
/// percentage stays a percentage. CSS resolves percentages per axis, not against the
/// shorter side; templates write capsules as `9999px` instead, and the
/// `web-relative-size` lint rule warns about the other percentages.
enum CSSValueStyle: ValueStyle {
  static let name = "css"

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
    capsule || circle ? (capsule && circle ? "9999px9999px" : "9999px") : literal(for: corner.size)
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
