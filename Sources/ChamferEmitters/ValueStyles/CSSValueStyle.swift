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
    return "superellipse(\(literal(for: superellipse(corner.smoothing ?? 0))))"
  }

  /// The CSS `superellipse(K)` parameter for a continuous corner. K = 0 is a bevel,
  /// 1 a circular arc and 2 `squircle`; iOS-like smoothing 0.6 gives 1.1, the exponent
  /// that measured closest to a Figma-smoothed corner. It is a look-alike, not iOS.
  static func superellipse(_ smoothing: Double) -> Double {
    ((1 + smoothing / 6) * 1000).rounded() / 1000
  }
}
