/// A scale metric named for a step of Material 3's corner scale that the Material
/// Components release the android target writes for has no theme attribute for: the
/// Expressive steps (`large-increased`, `extra-large-increased`, `extra-extra-large`) came
/// in 1.13.0, and the default release is 1.12.0. The theme overlay leaves such a metric
/// out (its ShapeAppearance style is still written); one finding per metric.
struct AndroidMaterialVersion: LintRule {
  static let id = "android-material-version"
  static let summary =
    "A metric named for a Material corner step that the configured Material Components release (outputs.android.params.materialVersion, default 1.12.0) lacks."
  static let defaultSeverity = Diagnostic.Severity.note
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\nscale: { small: 8, large: 16, extra-large: 28 }\n",
      // Not a Material step: no theme attribute is expected.
      "chamfer: 1\nname: A\nscale: { huge: 40 }\n",
    ],
    failing: [
      "chamfer: 1\nname: A\nscale:\n  large: 16\n  ↓large-increased: 20\n  extra-large: 28\n  ↓extra-extra-large: 48\n"
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    guard theme.builds("android") else { return [] }
    let version = theme.targetParams["android"]?["materialVersion"]
    let shown = version ?? MaterialComponents.defaultVersion
    var findings: [Diagnostic] = []
    var seen: Set<String> = []
    for metric in theme.document.scale {
      let step = Names.camel(metric.name.value)
      guard let since = MaterialComponents.release(forCornerStep: step),
        !MaterialComponents.has(cornerStep: step, in: version), seen.insert(step).inserted
      else { continue }
      let needed = since.map(String.init).joined(separator: ".")
      findings.append(
        violation(
          "'\(metric.name.value)': Material Components \(shown) has no shapeAppearanceCorner\(Names.pascal(step)) (it came in \(needed)); the android theme overlay leaves this metric out",
          at: metric.name.location,
          hint: "if the app uses Material Components \(needed) or later, add to chamfer.yml: outputs: { android: { params: { materialVersion: \(needed) } } }"))
    }
    return findings
  }
}
