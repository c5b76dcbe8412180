/// A scale metric that no category, component, variant or reference uses is usually
/// a leftover or a typo elsewhere.
struct UnusedMetric: LintRule {
  static let id = "unused-metric"
  static let summary = "A scale metric is not used by any category, component or reference."
  static let defaultSeverity = Diagnostic.Severity.warning
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\nscale:\n  small: 4\n  medium: \"{scale.small}\"\ncategories:\n  small: small\ncomponents:\n  card: { shape: medium }\n  chip: { category: small }\n"
    ],
    failing: [
      "chamfer: 1\nname: A\nscale:\n  small: 4\n  ↓large: 16\ncomponents:\n  card: { shape: small }\n"
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    let document = theme.document
    var used: Set<String> = []
    func note(_ definition: ShapeDefinition) {
      switch definition.base?.value {
      case .metric(let name): used.insert(name)
      case .reference(let path): used.insert(String(path.split(separator: ".").last ?? ""))
      default: break
      }
      var sizes = [definition.size]
      if case .each(let corners, _) = definition.corners { sizes += corners.values.map(\.size) }
      for case .reference(let path)? in sizes.map({ $0?.value }) {
        used.insert(String(path.split(separator: ".").last ?? ""))
      }
      definition.variants.forEach { note($0.shape) }
    }
    (document.scale + document.categories + document.components).forEach { note($0.shape) }
    return document.scale.filter { !used.contains($0.name.value) }.map {
      violation(
        "the scale metric '\($0.name.value)' is not used", at: $0.name.location,
        hint: "use it from a category or component, or remove it")
    }
  }
}
