/// A neumorphic surface is only seen through its light and dark shadows. When either
/// derived shadow differs from the fill by a contrast ratio below 1.1 (WCAG's formula),
/// it vanishes: a white fill has no lighter shade, and a small intensity moves neither.
struct LowNeumorphicContrast: LintRule {
  static let id = "low-neumorphic-contrast"
  static let summary = "A convex or concave surface whose derived light or dark shadow is too close to its fill to see."
  static let defaultSeverity = Diagnostic.Severity.warning
  static let minimumContrast = 1.1
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\ncomponents:\n  key: { size: 8, surface: { fill: \"#E0E5EC\", style: convex } }\n"
    ],
    failing: [
      "chamfer: 1\nname: A\ncomponents:\n  key: { size: 8, surface: { fill: \"#FFFFFF\", style: ↓convex } }\n",
      "chamfer: 1\nname: A\ncomponents:\n  key: { size: 8, surface: { fill: \"#E0E5EC\", style: ↓concave, intensity: 0.02 } }\n",
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var reported: Set<FileLocation> = []
    for item in theme.componentShapes {
      guard let surface = item.shape.surface, surface.derivedShadows, let fill = surface.fill,
        surface.shadows.count == 2
      else { continue }
      let (dark, light) = (surface.shadows[0].color, surface.shadows[1].color)
      let weakest = min(dark.contrast(with: fill), light.contrast(with: fill))
      guard weakest < Self.minimumContrast else { continue }
      let location = item.location { $0.surface?.style?.location ?? $0.surface?.intensity?.location }
      guard reported.insert(location).inserted else { continue }
      let which = light.contrast(with: fill) < dark.contrast(with: fill) ? "light" : "dark"
      findings.append(
        violation(
          "'\(item.path)': the \(which) shadow (\(which == "light" ? light : dark)) is too close to the fill \(fill) to see (contrast \(JSONValue.format((weakest * 100).rounded() / 100)) : 1)",
          at: location,
          hint: "raise 'intensity', or pick a fill with room to get lighter and darker (a mid grey such as #E0E5EC)"))
    }
    return findings
  }
}
