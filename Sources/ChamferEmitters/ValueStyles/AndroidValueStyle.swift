import ChamferKit

/// Android resources: points are `dp`; a percentage is a fraction (`25%`), which
/// Material's `RelativeCornerSize` reads as a share of the shorter side.
enum AndroidValueStyle: ValueStyle {
  /// An entry's resource name (snake case, joined by `_`) and style name (PascalCase,
  /// joined by `.`), each beginning with the theme's name and, for a variant, its
  /// component's.
  static func names(theme: TemplateName, component: TemplateName?, name: TemplateName) -> (resource: String, style: String) {
    // Interpolation sizes each name once; appending part by part grew it twice.
    let (theme, name) = (theme.spellings, name.spellings)
    guard let component = component?.spellings else { return ("\(theme.snake)_\(name.snake)", "\(theme.pascal).\(name.pascal)") }
    return ("\(theme.snake)_\(component.snake)_\(name.snake)", "\(theme.pascal).\(component.pascal).\(name.pascal)")
  }

  static let name = "android"

  static func literal(for size: Size) -> String {
    switch size.unit {
    case .points: "\(JSONValue.format(size.value))dp"
    case .percent: "\(JSONValue.format(size.value))%"
    }
  }
}

extension AndroidValueStyle {
  /// A shape's `ShapeAppearance` items, one per line, indented for a `<style>`: the
  /// first corner's `cornerFamily` and `cornerSize`, then, when the corners differ, each
  /// corner's own.
  static func items(_ shape: ResolvedShape, isUniform: Bool) -> String {
    var lines = [
      "        <item name=\"cornerFamily\">\(shape.corners[0].family.rawValue)</item>",
      "        <item name=\"cornerSize\">\(literal(for: shape.corners[0].size))</item>",
    ]
    if !isUniform {
      for (name, corner) in zip(CornerName.allCases, shape.corners) {
        let suffix = Names.pascal(name.rawValue)
        lines.append("        <item name=\"cornerFamily\(suffix)\">\(corner.family.rawValue)</item>")
        lines.append("        <item name=\"cornerSize\(suffix)\">\(literal(for: corner.size))</item>")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The resource type of a content inset: `fraction` for a share of the shorter side,
  /// else `dimen`.
  static func insetType(_ size: Size) -> String { size.unit == .percent ? "fraction" : "dimen" }
}

extension AndroidValueStyle {
  /// A shape with arrows as the Android target's Kotlin `Arrows`: each arrow (width,
  /// height, where it sits, tip) and the four corners' radii in dp, a share of the
  /// shorter side counting as 0.
  static func kotlinArrows(_ shape: ResolvedShape) -> String {
    var arguments: [String] = []
    let arrows = shape.arrows
    for edge in EdgeName.allCases {
      guard let arrow = arrows.first(where: { $0.edge == edge })?.arrow else { continue }
      let place =
        switch arrow.position {
        case .start: "START, 0f"
        case .center: "CENTER, 0f"
        case .end: "END, 0f"
        case .points(let offset): "POINTS, \(DartValueStyle.literal(for: offset))f"
        case .fraction(let share): "FRACTION, \(DartValueStyle.literal(for: share))f"
        }
      let size = "\(DartValueStyle.literal(for: arrow.width))f, \(DartValueStyle.literal(for: arrow.height))f"
      arguments.append("\(edge.rawValue) = Arrow(\(size), \(place), \(DartValueStyle.literal(for: arrow.tip))f)")
    }
    let corners = shape.corners.map { $0.size.unit == .percent ? "0f" : "\(DartValueStyle.literal(for: $0.size))f" }
    arguments.append("corners = floatArrayOf(\(corners.joined(separator: ", ")))")
    return "Arrows(\(arguments.joined(separator: ", ")))"
  }
}
