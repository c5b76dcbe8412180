/// Compose's corner shapes are circular, so the compose target draws continuous corners
/// as circular arcs, with a comment on each. Said once per theme, where the first
/// continuous curve is written.
struct ComposeContinuousCurve: LintRule {
  static let id = "compose-continuous-curve"
  static let summary =
    "Continuous corners become circular in the compose target, whose corner shapes are circular."
  static let defaultSeverity = Diagnostic.Severity.note
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\ncomponents:\n  card: { size: 8 }\n",
      "chamfer: 1\nname: A\ncomponents:\n  card: { size: 0, curve: continuous }\n",
    ],
    failing: [
      "chamfer: 1\nname: A\ncomponents:\n  card: { size: 8, curve: ↓continuous }\n"
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    guard theme.builds("compose"), let first = theme.firstVisibleContinuousCurve else { return [] }
    return [
      violation(
        "Compose has no continuous corner curve; the compose target rounds these corners with circular arcs",
        at: first,
        hint: "nothing to change if that is acceptable; to silence it, add to chamfer.yml: rules: { \(Self.id): off }")
    ]
  }
}
