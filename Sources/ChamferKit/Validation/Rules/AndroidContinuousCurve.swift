/// Android's ShapeAppearance has only rounded and cut corners, so the android target
/// draws continuous corners as circular arcs. Said once per theme, where the first
/// continuous curve is written.
struct AndroidContinuousCurve: LintRule {
  static let id = "android-continuous-curve"
  static let summary =
    "Continuous corners become circular in the android target, which has no continuous curve."
  static let defaultSeverity = Diagnostic.Severity.note
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
        hint: "nothing to change if that is acceptable; to silence it, add to chamfer.yml: rules: { \(Self.id): off }")
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
    return document.firstCurveLocation(of: .continuous) ?? document.location
  }
}

extension ThemeDocument {
  /// The first place, in file order, where a curve of `curve` is written: in the
  /// defaults, at any level or for any corner. Read in place, by index: a large theme
  /// has tens of thousands of definitions, and iterating would copy each one.
  func firstCurveLocation(of curve: CornerCurve) -> FileLocation? {
    var first: FileLocation?
    func note(_ written: Located<CornerCurve>?) {
      guard let written, written.value == curve else { return }
      if first.map({ written.location < $0 }) ?? true { first = written.location }
    }
    func visit(_ definition: ShapeDefinition) {
      note(definition.curve)
      if case .each(let corners, _) = definition.corners {
        for corner in corners.values { note(corner.curve) }
      }
      for index in definition.variants.indices { visit(definition.variants[index].shape) }
    }
    note(defaults.curve)
    for index in scale.indices { visit(scale[index].shape) }
    for index in categories.indices { visit(categories[index].shape) }
    for index in components.indices { visit(components[index].shape) }
    return first
  }
}
