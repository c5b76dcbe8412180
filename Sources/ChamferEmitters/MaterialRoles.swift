import ChamferKit

/// Components and scale entries whose names match Material's shape roles, so that
/// targets can wire them into Material themes.
final class MaterialRoles: TemplateScope {
  /// Which key an entry's role is found under, and the names that match, by camelCase name.
  struct Table: Sendable {
    let key: TemplateKey.Known
    let names: [String: String]
  }

  static let corner = Table(
    key: .materialCorner,
    names: Dictionary(
      uniqueKeysWithValues: [
        "extraSmall", "small", "medium", "large", "largeIncreased", "extraLarge",
        "extraLargeIncreased", "extraExtraLarge",
      ].map { ($0, $0) }))
  /// The corner steps `version` of Material Components has a theme attribute for.
  static func corner(in version: String?) -> Table {
    Table(key: .materialCorner, names: corner.names.filter { MaterialComponents.has(cornerStep: $0.key, in: version) })
  }
  static let category = Table(
    key: .materialCategory, names: ["small": "small", "medium": "medium", "large": "large"])
  /// Interaction states, from `InteractionState`'s table.
  static let state = Table(key: .state, names: InteractionState.byName)
  /// Component roles and the component names that fill them, by camelCase name.
  static let components: [(role: String, names: [String])] = [
    ("button", ["button"]), ("card", ["card"]), ("chip", ["chip"]), ("dialog", ["dialog"]),
    ("sheet", ["sheet", "bottomSheet"]), ("fab", ["fab", "floatingActionButton"]),
    ("textField", ["textField", "input", "inputField", "textInput"]),
    ("image", ["image", "avatar", "imageView"]),
  ]

  /// The role a component of this camelCase name takes, if any.
  static func role(of name: String) -> String? {
    components.first { $0.names.contains(name) }?.role
  }

  /// Every component name some role takes.
  private static let wanted = Set(components.flatMap(\.names))

  private let filled: [String: ComponentScope]

  init(_ components: [ComponentScope]) {
    // Only the names some role asks for: a dictionary of every component's name cost
    // milliseconds on a large theme, with one core idle.
    var byName: [String: ComponentScope] = [:]
    for component in components where Self.wanted.contains(component.name.spellings.camel) {
      if byName[component.name.spellings.camel] == nil { byName[component.name.spellings.camel] = component }
    }
    var filled: [String: ComponentScope] = [:]
    for (role, names) in Self.components {
      filled[role] = names.lazy.compactMap { byName[$0] }.first
    }
    self.filled = filled
  }

  func answer(forKey key: TemplateKey) -> TemplateData? { filled[key.text]?.templateData }
}

/// Which Material role a component takes: the key of that role is true, every other false.
final class MaterialKind: TemplateScope {
  let role: String?

  init(_ role: String?) {
    self.role = role
  }

  /// The flags besides the roles, each true for some roles (nil: no role).
  private static let flags: [(name: String, isSet: @Sendable (String?) -> Bool)] = [
    ("other", { $0 == nil }),
    ("readsStroke", { [nil, "card", "button", "image"].contains($0) }),
    ("readsViewElevation", { [nil, "button", "chip", "image", "sheet"].contains($0) }),
    ("castsShadow", { $0 != "dialog" && $0 != "textField" }),
  ]
  /// Every name it answers, for the name check's suggestions: the roles, then the flags.
  static let names = MaterialRoles.components.map(\.role) + flags.map(\.name)
  private static let roles = Set(MaterialRoles.components.map(\.role))

  func answer(forKey key: TemplateKey) -> TemplateData? {
    if let flag = Self.flags.first(where: { $0.name == key.text }) { return .flag(flag.isSet(role)) }
    // Nil for a name that is no role, so that a misspelling is not a false flag.
    return Self.roles.contains(key.text) ? .flag(key.text == role) : nil
  }
}

/// The scale metrics named for Material 3's corner roles, by role (`extraSmall` …
/// `extraExtraLarge`; `init` takes scale entries, whose role is their
/// `materialCorner`), for templates that fill a Material theme object and need to know
/// which roles the theme leaves out:
/// `{{#materialCorners}}{{#small}}…{{/small}}{{^small}}default{{/small}}{{/materialCorners}}`.
/// The theme's `materialCorners` is missing when no metric is named for a role.
final class MaterialCornerRoles: TemplateScope {
  private let metrics: [String: EntryScope]

  init?(_ scale: [EntryScope]) {
    var metrics: [String: EntryScope] = [:]
    for entry in scale {
      guard let role = entry.role?.raw, metrics[role] == nil else { continue }
      metrics[role] = entry
    }
    guard !metrics.isEmpty else { return nil }
    self.metrics = metrics
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    MaterialRoles.corner.names[key.text] != nil ? metrics[key.text].templateData : nil
  }
}
