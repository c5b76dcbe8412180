/// Names like small, medium and large promise an order; a "small" larger than its
/// "medium" is almost always a mistake.
struct ScaleOrder: LintRule {
  static let id = "scale-order"
  static let summary = "Scale sizes do not grow in the order their names promise (small < medium < large)."
  static let defaultSeverity = Diagnostic.Severity.warning
  static let reach = LintReach.theme
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\nscale:\n  none: 0\n  extra-small: 4\n  small: 8\n  medium: 12\n  large: 16\n  large-increased: 20\n  extra-large: 28\n  full: full\ncomponents:\n  a: { shape: none }\n  b: { shape: extra-small }\n  c: { shape: small }\n  d: { shape: medium }\n  e: { shape: large }\n  f: { shape: large-increased }\n  g: { shape: extra-large }\n  h: { shape: full }\n"
    ],
    failing: [
      "chamfer: 1\nname: A\nscale:\n  small: 8\n  medium: ↓6\n  large: 16\ncomponents:\n  a: { shape: small }\n  b: { shape: medium }\n  c: { shape: large }\n"
    ])

  /// Rank of each well-known size word, compared after removing case, `-` and `_`.
  static let ranks: [String: Double] = [
    "none": 0, "square": 0, "zero": 0,
    "xxxs": 1, "3xs": 1, "extraextraextrasmall": 1,
    "xxs": 2, "2xs": 2, "extraextrasmall": 2,
    "xs": 3, "extrasmall": 3,
    "s": 4, "sm": 4, "small": 4,
    "m": 5, "md": 5, "medium": 5,
    "l": 6, "lg": 6, "large": 6, "largeincreased": 6.5,
    "xl": 7, "extralarge": 7, "extralargeincreased": 7.5,
    "xxl": 8, "2xl": 8, "extraextralarge": 8,
    "xxxl": 9, "3xl": 9,
  ]

  func check(_ theme: LintInput) -> [Diagnostic] {
    let ranked = theme.resolved.scale.compactMap { entry -> (String, Double, Double)? in
      let key = entry.name.lowercased().filter { $0 != "-" && $0 != "_" }
      // A metric whose size was left out (or could not be read) makes no promise.
      guard let rank = Self.ranks[key], theme.document.metric(entry.name)?.shape.size != nil,
        entry.shape.kind == .rectangle, entry.shape.isUniform,
        entry.shape.corners[0].size.unit == .points
      else { return nil }
      return (entry.name, rank, entry.shape.corners[0].size.value)
    }
    var findings: [Diagnostic] = []
    for later in ranked {
      guard
        let bigger = ranked.filter({ $0.1 < later.1 && $0.2 > later.2 }).max(by: { $0.2 < $1.2 })
      else { continue }
      let location = theme.document.metric(later.0).map { $0.shape.size?.location ?? $0.name.location }
      findings.append(
        violation(
          "'\(later.0)' (\(JSONValue.format(later.2))pt) is smaller than '\(bigger.0)' (\(JSONValue.format(bigger.2))pt), but its name says it is larger",
          at: location, hint: "swap the sizes or rename the metrics",
          notes: [
            Diagnostic.Note(
              "'\(bigger.0)' is defined here", at: theme.document.metric(bigger.0)?.name.location)
          ]))
    }
    return findings
  }
}
