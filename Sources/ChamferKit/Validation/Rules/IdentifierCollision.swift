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
      // A painted shape brings companions: Compose's `cardSurface`, Flutter's `cardDecoration`.
      "chamfer: 1\nname: A\ncomponents:\n  card: { size: 4, surface: { fill: \"#FFFFFF\" } }\n  ↓card-surface: { size: 2 }\n",
      // `.a-shadows` is the CSS wrapper class that draws clipped shapes' shadows.
      "chamfer: 1\nname: A\ncomponents:\n  ↓shadows: { size: 4 }\n",
    ])

  /// Names targets derive from a painted shape's name, beside the name itself.
  static let surfaceCompanions: [(suffix: String, target: String)] = [
    ("Surface", "Compose"), ("Decoration", "Flutter"), ("InnerShadows", "Flutter"),
  ]

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
    findings += companionCollisions(theme)
    return findings
  }

  /// A component whose name is another painted component's companion (`card-surface`
  /// beside a painted `card`), or that takes the CSS wrapper class's name, `shadows`.
  private func companionCollisions(_ theme: LintInput) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let names = theme.document.components.map(\.name)
    var companions: [String: (owner: String, target: String)] = [:]
    for (written, component) in zip(theme.document.components, theme.resolved.components) {
      let painted = [component.shape] + component.variants.map(\.shape)
      guard painted.contains(where: { $0.surface != nil }) else { continue }
      for (suffix, target) in Self.surfaceCompanions {
        companions[Names.camel(written.name.value) + suffix] = (written.name.value, target)
      }
    }
    for name in names {
      if let (owner, target) = companions[Names.camel(name.value)], owner != name.value {
        findings.append(
          violation(
            "'\(name.value)' becomes '\(Names.camel(name.value))', the name \(target) gives the surface of '\(owner)'",
            at: name.location, hint: "rename it"))
      }
      if Names.kebab(name.value) == "shadows" {
        findings.append(
          violation(
            "'\(name.value)' becomes the CSS class '<theme>-shadows', the wrapper that draws clipped shapes' shadows",
            at: name.location, hint: "rename it"))
      }
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
