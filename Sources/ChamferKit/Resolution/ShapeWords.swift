/// Shapes described in the words a designer uses: "8 pt rounded, smooth 60%", "square",
/// "capsule", "circle". The preview's captions and `chamfer diff` both speak this way.
public enum ShapeWords {
  /// `8 pt`, `25%`.
  public static func size(_ size: Size) -> String {
    size.unit == .points ? "\(JSONValue.format(size.value)) pt" : "\(JSONValue.format(size.value))%"
  }

  /// `60%` for a smoothing of 0.6.
  public static func percent(_ fraction: Double) -> String {
    "\(JSONValue.format((fraction * 1000).rounded() / 10))%"
  }

  /// `circular` or `smooth 60%`.
  public static func curve(_ corner: ResolvedCorner) -> String {
    corner.curve == .continuous ? "smooth \(percent(corner.smoothing ?? 0.6))" : "circular"
  }

  /// One corner: `square` when it has no size, `4 pt cut`, `8 pt rounded` (circular) or
  /// `8 pt rounded, smooth 60%` (continuous).
  public static func corner(_ corner: ResolvedCorner) -> String {
    guard corner.size.value > 0 else { return "square" }
    let base = "\(size(corner.size)) \(corner.family.rawValue)"
    guard corner.family == .rounded, corner.curve == .continuous else { return base }
    return "\(base), \(curve(corner))"
  }

  /// A whole shape: `circle`, `capsule`, one corner's words when all four agree, else the
  /// corners grouped by what they are: `top 12 pt rounded; bottom square`, or
  /// `4 pt rounded; bottomLeft square` when three agree.
  public static func shape(_ shape: ResolvedShape) -> String {
    if shape.kind == .circle { return "circle" }
    if shape.isCapsule { return "capsule" }
    let words = shape.corners.map(corner)
    var groups: [(corners: [CornerName], words: String)] = []
    for (name, text) in zip(CornerName.allCases, words) {
      if let index = groups.firstIndex(where: { $0.words == text }) {
        groups[index].corners.append(name)
      } else {
        groups.append(([name], text))
      }
    }
    if groups.count == 1 { return groups[0].words }
    // Three corners alike read as the shape's rule, and the fourth as its exception.
    if let most = groups.first(where: { $0.corners.count == 3 }), let other = groups.first(where: { $0.corners.count == 1 }) {
      return "\(most.words); \(corners(other.corners)) \(other.words)"
    }
    return groups.map { "\(corners($0.corners)) \($0.words)" }.joined(separator: "; ")
  }

  /// Corner names, with the pairs that share an edge named by that edge.
  public static func corners(_ names: [CornerName]) -> String {
    let set = Set(names)
    let pairs: [(Set<CornerName>, String)] = [
      ([.topLeft, .topRight], "top"), ([.bottomLeft, .bottomRight], "bottom"),
      ([.topLeft, .bottomLeft], "left"), ([.topRight, .bottomRight], "right"),
    ]
    if set.count == 4 { return "all corners" }
    if let pair = pairs.first(where: { $0.0 == set }) { return pair.1 }
    return names.sorted().map(\.rawValue).joined(separator: ", ")
  }

  /// `12×6 pt arrow at center, tip 1 pt`.
  public static func arrow(_ arrow: ResolvedArrow) -> String {
    var text = "\(JSONValue.format(arrow.width))×\(JSONValue.format(arrow.height)) pt arrow at \(arrow.position)"
    if arrow.tip > 0 { text += ", tip \(JSONValue.format(arrow.tip)) pt" }
    return text
  }

  /// `1 pt #FFFFFF33 inside`.
  public static func border(_ border: ResolvedBorder) -> String {
    "\(JSONValue.format(border.width)) pt \(border.color) \(border.position.rawValue)"
  }

  /// `0 2 6 0 #0000002E`, `inset 6 6 12 0 #BEC3C9`: x, y, blur and spread.
  public static func shadow(_ shadow: Shadow) -> String {
    let numbers = [shadow.x, shadow.y, shadow.blur, shadow.spread].map(JSONValue.format).joined(separator: " ")
    return "\(shadow.inset ? "inset " : "")\(numbers) \(shadow.color)"
  }
}
