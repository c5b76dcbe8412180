/// Two names that become the same identifier in some target would generate code that
/// does not compile, or styles that silently replace each other.
struct IdentifierCollision: LintRule {
  static let id = "identifier-collision"
  static let summary =
    "Two names in one group become the same identifier in a target (extra-small and extraSmall)."
  static let defaultSeverity = Diagnostic.Severity.error
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\nscale:\n  extra-small: 2\n  small: 4\ncomponents:\n  a: { shape: extra-small }\n  b: { shape: small }\n"
    ],
    failing: [
      "chamfer: 1\nname: A\nscale:\n  extra-small: 2\n  ↓extraSmall: 3\ncomponents:\n  a: { shape: extra-small }\n  b: { shape: extraSmall }\n",
      "chamfer: 1\nname: A\ncomponents:\n  button:\n    size: 4\n    variants:\n      is-pressed: { size: 2 }\n      ↓is_pressed: { size: 3 }\n",
    ])

  /// The spellings targets use; two names collide when any of them agree.
  static let spellings: [(target: String, spell: @Sendable (String) -> String)] = [
    ("Swift and Dart", Names.camel), ("Android", Names.pascal), ("CSS", Names.kebab),
  ]

  func check(_ theme: LintInput) -> [Diagnostic] {
    let document = theme.document
    var findings = collisions(in: document.scale.map(\.name), group: "scale")
    findings += collisions(in: document.categories.map(\.name), group: "categories")
    findings += collisions(in: document.components.map(\.name), group: "components")
    for component in document.components {
      findings += collisions(
        in: component.shape.variants.map(\.name),
        group: "variants of '\(component.name.value)'")
    }
    return findings
  }

  private func collisions(in names: [Located<String>], group: String) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for (target, spell) in Self.spellings {
      var first: [String: Located<String>] = [:]
      for name in names {
        let identifier = spell(name.value)
        if let earlier = first[identifier] {
          if findings.contains(where: { $0.location == name.location }) { continue }
          findings.append(
            violation(
              "'\(name.value)' and '\(earlier.value)' in \(group) both become '\(identifier)' in \(target)",
              at: name.location, hint: "rename one of them",
              notes: [Diagnostic.Note("'\(earlier.value)' is defined here", at: earlier.location)]))
        } else {
          first[identifier] = name
        }
      }
    }
    return findings
  }
}
