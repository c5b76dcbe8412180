/// An outer shadow whose negative spread shrinks it by at least its blur plus its offset
/// lies wholly under its shape, which clips it away: nothing of it is ever seen. Most
/// often a circle given a shadow meant for a larger shape.
struct ClippedShadow: LintRule {
  static let id = "clipped-shadow"
  static let summary = "An outer shadow that its own shape covers entirely, so it never shows."
  static let defaultSeverity = Diagnostic.Severity.warning
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\ncomponents:\n  avatar: { shape: circle, surface: { shadows: [{ color: \"#00000033\", y: 2, blur: 6, spread: -2 }] } }\n"
    ],
    failing: [
      "chamfer: 1\nname: A\ncomponents:\n  avatar: { shape: circle, surface: { shadows: ↓[{ color: \"#00000033\", y: 2, blur: 4, spread: -8 }] } }\n"
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var reported: Set<FileLocation> = []
    for item in theme.componentShapes {
      guard let surface = item.shape.surface else { continue }
      for (index, shadow) in surface.shadows.enumerated() where !shadow.inset {
        guard -shadow.spread >= shadow.blur + max(abs(shadow.x), abs(shadow.y)) else { continue }
        let location = item.location { $0.surface?.shadows?.location }
        guard reported.insert(location).inserted else { continue }
        let what = item.shape.kind == .circle ? "circle" : "shape"
        findings.append(
          violation(
            "'\(item.path)': shadow \(index + 1) lies wholly under its \(what) (spread \(JSONValue.format(shadow.spread)) against blur \(JSONValue.format(shadow.blur)) and offset \(JSONValue.format(max(abs(shadow.x), abs(shadow.y)))))), which clips it away",
            at: location, hint: "make the spread less negative than the blur plus the offset, or remove the shadow"))
      }
    }
    return findings
  }
}
