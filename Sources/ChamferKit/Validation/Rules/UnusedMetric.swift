/// A scale metric that no category, component, variant or reference uses is usually
/// a leftover or a typo elsewhere.
struct UnusedMetric: LintRule {
  static let id = "unused-metric"
  static let summary = "A scale metric is not used by any category, component or reference."
  static let defaultSeverity = Diagnostic.Severity.warning
  static let reach = LintReach.theme
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
    // Visited in place, without collecting sizes or sections into arrays: a large
    // theme has tens of thousands of definitions.
    func noteSize(_ size: Located<SizeExpression>?) {
      if case .reference(let path)? = size?.value { used.insert(Self.lastPart(of: path)) }
    }
    func note(_ definition: ShapeDefinition) {
      switch definition.base?.value {
      case .metric(let name): used.insert(name)
      case .reference(let path): used.insert(Self.lastPart(of: path))
      default: break
      }
      noteSize(definition.size)
      if case .each(let corners, _) = definition.corners {
        for corner in corners.values { noteSize(corner.size) }
      }
      for variant in definition.variants { note(variant.shape) }
    }
    for section in [document.scale, document.categories, document.components] {
      for entry in section { note(entry.shape) }
    }
    // A token file given as a layer is the team's whole scale: metrics that nothing
    // uses there are not a mistake.
    return document.scale.filter {
      !used.contains($0.name.value) && !$0.name.location.file.hasSuffix(TokenImporter.importedSuffix)
    }.map {
      violation(
        "the scale metric '\($0.name.value)' is not used", at: $0.name.location,
        hint: "use it from a category or component, or remove it")
    }
  }

  /// The last part of a dotted path, as `split(separator: ".").last` finds it (empty
  /// parts left out), or "" when there is none.
  static func lastPart(of path: String) -> String {
    // ASCII, as every path the decoder read is: each byte is a character, and the
    // bytes are quicker to look at than an array of the parts is to make.
    if path.utf8.allSatisfy({ $0 < 0x80 }) {
      let parts = DottedPath.parts(Substring(path).utf8)
      return parts.count == 0 ? "" : String(Substring(parts.last))
    }
    return String(path.split(separator: ".").last ?? "")
  }
}
