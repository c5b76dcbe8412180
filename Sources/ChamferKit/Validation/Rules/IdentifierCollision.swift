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
  static let spellings: [(target: String, spell: @Sendable (Names.Spellings) -> String)] = [
    ("Swift and Dart", { $0.camel }), ("Android", { $0.pascal }), ("CSS", { $0.kebab }),
  ]

  func check(_ theme: LintInput) -> [Diagnostic] {
    let document = theme.document
    let components = document.components.map(\.name)
    var findings = collisions(in: document.scale.map(\.name), group: "scale")
    findings += collisions(in: document.categories.map(\.name), group: "categories")
    findings += collisions(in: components, group: "components")
    for component in document.components {
      let variants = component.shape.variants
      guard Self.mayCollide(variants.lazy.map(\.name.value)) else { continue }
      findings += collisions(in: variants.map(\.name), group: "variants of '\(component.name.value)'")
    }
    findings += companionCollisions(theme, names: components)
    return findings
  }

  /// A component whose name is another painted component's companion (`card-surface`
  /// beside a painted `card`), or that takes the CSS wrapper class's name, `shadows`.
  private func companionCollisions(_ theme: LintInput, names: [Located<String>]) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var companions: [String: (owner: String, target: String)] = [:]
    for (written, component) in zip(theme.document.components, theme.resolved.components) {
      let painted = component.shape.surface != nil || component.variants.contains { $0.shape.surface != nil }
      guard painted else { continue }
      for (suffix, target) in Self.surfaceCompanions {
        companions[Names.camel(written.name.value) + suffix] = (written.name.value, target)
      }
    }
    for name in names {
      if !companions.isEmpty, let (owner, target) = companions[Names.camel(name.value)], owner != name.value {
        findings.append(
          violation(
            "'\(name.value)' becomes '\(Names.camel(name.value))', the name \(target) gives the surface of '\(owner)'",
            at: name.location, hint: "rename it"))
      }
      // Only a name whose letters are "shadows" can become it.
      if Self.squashed(name.value) ?? "shadows" == "shadows", Names.kebab(name.value) == "shadows" {
        findings.append(
          violation(
            "'\(name.value)' becomes the CSS class '<theme>-shadows', the wrapper that draws clipped shapes' shadows",
            at: name.location, hint: "rename it"))
      }
    }
    return findings
  }

  private func collisions(in names: [Located<String>], group: String) -> [Diagnostic] {
    guard Self.mayCollide(names.lazy.map(\.value)) else { return [] }
    // Each name is split into words once, for all three spellings.
    let spelled = names.map { Names.Spellings($0.value) }
    var findings: [Diagnostic] = []
    for (target, spell) in Self.spellings {
      var first: [String: Located<String>] = [:]
      for (name, spelling) in zip(names, spelled) {
        let identifier = spell(spelling)
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

  /// False when no two of `names` can share an identifier in any target, which is
  /// quick to tell: every spelling, lowercased and without its '-', is the name's
  /// letters and digits lowercased, so names that differ there never collide. Most
  /// groups are told apart this way without working out any spelling.
  static func mayCollide<Names: Collection<String>>(_ names: Names) -> Bool {
    guard names.count > 1 else { return false }
    // Outside ASCII, case works differently; then the spellings decide.
    if names.count == 2 {
      guard let first = squashed(names.first!), let last = squashed(names.dropFirst().first!) else { return true }
      return first == last
    }
    var seen = Set<String>(minimumCapacity: names.count)
    for name in names {
      guard let key = squashed(name) else { return true }
      if !seen.insert(key).inserted { return true }
    }
    return false
  }

  /// `name` lowercased without '-' and '_'; nil when it is not ASCII.
  static func squashed(_ name: String) -> String? {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for byte in name.utf8 where byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") {
      bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
