/// The android target names styles `ShapeAppearance.<Theme>.…`. A theme named like
/// one of Material Components' own style families would define styles the library
/// already defines, and the app's resources would not link.
struct AndroidStyleClash: LintRule {
  static let id = "android-style-clash"
  static let summary =
    "The theme's name makes android styles that Material Components already defines."
  static let defaultSeverity = Diagnostic.Severity.error
  static let examples = RuleExamples(
    passing: ["chamfer: 1\nname: M3Baseline\ncomponents:\n  card: { size: 8 }\n"],
    failing: [
      "chamfer: 1\nname: ↓Material3\ncategories:\n  small: { size: 4 }\ncomponents:\n  card: { size: 8 }\n",
      "chamfer: 1\nname: ↓material-components\ncomponents:\n  card: { size: 8 }\n",
    ])

  /// The style families Material Components defines under `ShapeAppearance.` and
  /// `ShapeAppearanceOverlay.`.
  static let reserved: Set<String> = ["MaterialComponents", "Material3", "Material3Expressive", "M3"]

  func check(_ theme: LintInput) -> [Diagnostic] {
    guard theme.builds("android"), let name = theme.document.name,
      Self.reserved.contains(Names.pascal(name.value))
    else { return [] }
    return [
      violation(
        "the theme name '\(name.value)' gives android styles such as ShapeAppearance.\(Names.pascal(name.value)).SmallComponent, which Material Components defines itself",
        at: name.location,
        hint: "choose another name, such as '\(Names.pascal(name.value))Brand'")
    ]
  }
}
