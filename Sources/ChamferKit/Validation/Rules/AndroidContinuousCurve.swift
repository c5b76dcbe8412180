/// Android's ShapeAppearance has only rounded and cut corners, so the android target
/// draws continuous corners as circular arcs. Said once per theme, where the first
/// continuous curve is written.
struct AndroidContinuousCurve: LintRule {
  static let id = "android-continuous-curve"
  static let summary =
    "Continuous corners become circular in the android target, which has no continuous curve."
  static let defaultSeverity = Diagnostic.Severity.warning
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: small }\n",
      // A continuous curve on corners of size zero draws nothing.
      "chamfer: 1\nname: A\ncomponents:\n  card: { size: 0, curve: continuous }\n",
    ],
    failing: [
      "chamfer: 1\nname: A\ncomponents:\n  card: { size: 8, curve: ↓continuous }\n  dialog: { size: 8, curve: continuous }\n",
      "chamfer: 1\nname: A\ndefaults: { curve: ↓continuous }\ncomponents:\n  card: { size: 8 }\n",
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    guard theme.builds("android"), let first = theme.firstVisibleContinuousCurve else { return [] }
    return [
      violation(
        "Android has no continuous corner curve; the android target rounds these corners with circular arcs",
        at: first,
        hint: "nothing to change if that is acceptable; set 'lint/\(Self.id): off' in chamfer.yml to silence it")
    ]
  }
}

extension LintInput {
  /// Where the first continuous curve is written, when some shape draws one (a rounded
  /// corner of some size with that curve); nil when none does. `LintInput` keeps it,
  /// as two rules ask.
  static func firstVisibleContinuousCurve(document: ThemeDocument, resolved: ResolvedTheme) -> FileLocation? {
    let drawsContinuous = resolved.containsShape { shape in
      shape.corners.contains { $0.size.value > 0 && $0.family == .rounded && $0.curve == .continuous }
    }
    guard drawsContinuous else { return nil }
    return document.curveLocations(of: .continuous).min() ?? document.location
  }
}

extension ThemeDocument {
  /// Every place a curve of `curve` is written: defaults, every level and every corner.
  func curveLocations(of curve: CornerCurve) -> [FileLocation] {
    var found: [FileLocation] = []
    if let written = defaults.curve, written.value == curve { found.append(written.location) }
    func visit(_ definition: ShapeDefinition) {
      if let written = definition.curve, written.value == curve { found.append(written.location) }
      if case .each(let corners, _) = definition.corners {
        for corner in corners.values {
          if let written = corner.curve, written.value == curve { found.append(written.location) }
        }
      }
      definition.variants.forEach { visit($0.shape) }
    }
    for section in [scale, categories, components] {
      for entry in section { visit(entry.shape) }
    }
    return found
  }
}
