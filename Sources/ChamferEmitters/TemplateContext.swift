import ChamferKit
import Foundation

/// What templates see: the resolved theme as scopes and lists, with names and values
/// wrapped so templates can spell them per language.
///
/// `docs/targets/fields.md` lists every name each scope answers, for template authors;
/// `TemplateFieldDocTests` holds it to the scopes below, and `TemplateNameCheck` checks a
/// user's templates against them. Every scope is an immutable final class that answers
/// `answer(forKey:)` with a switch and a typed value: nil for a name it does not have
/// (a misspelling), `.absent` for one it has without a value here.
final class ThemeScope: TemplateScope {
  let name: TemplateName
  /// nil for a theme without one, so that `{{^description}}` can say something else.
  let description: TextValue?
  let docLines: Many<DocLine>
  let params: TextTable
  let scale: Many<EntryScope>
  let categories: Many<EntryScope>
  let components: Many<ComponentScope>

  init(_ theme: ResolvedTheme, params: [String: String]) {
    name = TemplateName(theme.name)
    description = theme.description.map(TextValue.init)
    docLines = TemplateText.docLines(theme.description)
    self.params = TextTable(params)
    prefix = Self.cssPrefix(name, params: params)
    var shared = ScopeCache(theme: name, prefix: prefix)
    // Only the corner steps the configured Material Components release has a theme
    // attribute for (the `materialVersion` param; 1.12.0 when absent).
    let corners = MaterialRoles.corner(in: params["materialVersion"])
    scale = Many(theme.scale.map { EntryScope($0, component: nil, role: corners, shared: &shared) })
    categories = Many(
      theme.categories.map { EntryScope($0, component: nil, role: MaterialRoles.category, shared: &shared) })
    components = Many(theme.components.map { ComponentScope($0, shared: &shared) })
    material = MaterialRoles(components.elements)
  }

  let material: MaterialRoles
  /// The namespace of CSS names: the `prefix` param, else the theme's name.
  let prefix: String

  /// `prefix` for a theme called `theme`, given its target's params.
  static func cssPrefix(_ theme: TemplateName, params: [String: String]) -> String {
    params["prefix"].map(Names.kebab) ?? theme.spellings.kebab
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .name, .themeName: name.templateData
    case .description: description.templateData
    case .docLines: docLines.templateData
    case .param: params.templateData
    case .prefix: .text(prefix)
    case .scale: scale.templateData
    case .hasScale: .flag(!scale.isEmpty)
    case .categories: categories.templateData
    case .hasCategories: .flag(!categories.isEmpty)
    case .components: components.templateData
    case .firstComponent: components.first.templateData
    case .hasComponents: .flag(!components.isEmpty)
    case .hasStateVariants: .flag(components.contains { $0.hasStateVariants })
    case .material: material.templateData
    case .hasPaintedScale: .flag(scale.contains { $0.shape.surface != nil })
    case .hasPaintedCategories: .flag(categories.contains { $0.shape.surface != nil })
    case .hasPaintedComponents:
      .flag(components.contains { $0.shape.surface != nil || $0.variants.contains { $0.shape.surface != nil } })
    case .hasArrowedScale: .flag(scale.contains { !$0.shape.arrows.isEmpty })
    case .hasArrowedCategories: .flag(categories.contains { !$0.shape.arrows.isEmpty })
    case .hasArrowedComponents:
      .flag(components.contains { !$0.shape.arrows.isEmpty || $0.variants.contains { !$0.shape.arrows.isEmpty } })
    case .materialCorners: MaterialCornerRoles(scale.elements).map { .scope($0) } ?? .absent
    default: nil
    }
  }
}

/// A scale metric, a category or a variant.
final class EntryScope: TemplateScope {
  let name: TemplateName
  let docLines: Many<DocLine>
  let shape: ShapeScope
  let description: TextValue?
  /// The scale metric this entry takes whole, if any (`ResolvedEntry.alias`).
  let alias: TemplateName?
  /// The component a variant belongs to; nil for metrics and categories.
  let component: TemplateName?
  /// The Material role or interaction state this entry's name stands for, if any.
  let role: TemplateName?
  let roleKey: TemplateKey.Known
  let literals: EntryLiterals

  init(_ entry: ResolvedEntry, component: TemplateName?, role: MaterialRoles.Table, shared: inout ScopeCache) {
    name = shared.name(entry.name)
    description = entry.description.map(TextValue.init)
    alias = entry.alias.map { shared.name($0) }
    docLines = TemplateText.docLines(entry.description)
    shape = shared.shape(entry.shape)
    self.component = component
    self.role = role.names[name.spellings.camel].map { shared.name($0) }
    roleKey = role.key
    interaction = component == nil ? nil : InteractionState(variantName: name.spellings.camel)
    literals = EntryLiterals(
      name: name, component: component, shape: shape, alias: entry.alias, resolved: entry.shape, shared: shared)
  }

  /// The interaction state a variant's name stands for, if any.
  let interaction: InteractionState?

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .name: name.templateData
    case .docLines: docLines.templateData
    case .shape: shape.templateData
    case .description: description.templateData
    case .alias: alias.templateData
    case .hasAlias: .flag(alias != nil)
    case .component: component.templateData
    case .cssSelector where component != nil: interaction?.cssSelector.templateData ?? .absent
    case .composeCondition where component != nil: interaction?.composeCondition.templateData ?? .absent
    case .tailwindVariant where component != nil: interaction?.tailwindVariant.templateData ?? .absent
    default: literals.answer(key.known) ?? (key.known == roleKey ? role.templateData : nil)
    }
  }
}

final class ComponentScope: TemplateScope {
  let name: TemplateName
  let docLines: Many<DocLine>
  let shape: ShapeScope
  let variants: Many<EntryScope>
  let hasStateVariants: Bool
  let description: TextValue?
  let alias: TemplateName?
  let kind: MaterialKind
  let literals: EntryLiterals

  init(_ component: ResolvedComponent, shared: inout ScopeCache) {
    let name = TemplateName(component.name)
    self.name = name
    kind = MaterialKind(MaterialRoles.role(of: name.spellings.camel))
    description = component.description.map(TextValue.init)
    alias = component.alias.map { shared.name($0) }
    docLines = TemplateText.docLines(component.description)
    shape = shared.shape(component.shape)
    variants = Many(
      component.variants.indices.map {
        EntryScope(component.variants[$0], component: name, role: MaterialRoles.state, shared: &shared)
      })
    hasStateVariants = variants.contains { $0.role != nil }
    literals = EntryLiterals(
      name: name, component: nil, shape: shape, alias: component.alias, resolved: component.shape, shared: shared)
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .name: name.templateData
    case .docLines: docLines.templateData
    case .shape: shape.templateData
    case .variants: variants.templateData
    case .description: description.templateData
    case .alias: alias.templateData
    case .hasAlias: .flag(alias != nil)
    // A component belongs to no other component: `{{#component}}` tells a variant apart.
    case .component: .absent
    case .hasVariants: .flag(!variants.isEmpty)
    case .hasStateVariants: hasStateVariants.templateData
    case .composeStates:
      hasStateVariants ? InteractionState.compose(variants.compactMap(\.interaction)) : .absent
    case .materialKind: kind.templateData
    // Whether the component or a variant is painted or has arrows, so templates can
    // leave out groups that would be empty.
    case .isPainted: .flag(shape.surface != nil || variants.contains { $0.shape.surface != nil })
    case .hasPaintedVariants: .flag(variants.contains { $0.shape.surface != nil })
    case .hasAnyArrows: .flag(!shape.arrows.isEmpty || variants.contains { !$0.shape.arrows.isEmpty })
    case .hasArrowedVariants: .flag(variants.contains { !$0.shape.arrows.isEmpty })
    default: literals.answer(key.known)
    }
  }
}

/// The literals a component, metric, category or variant answers besides its own
/// names, made once per entry: its names as Android and CSS spell them, and its shape's
/// DTCG token (docs/targets/fields.md).
struct EntryLiterals {
  /// `acme_button_pressed`, `Acme.Button.Pressed`.
  let androidResourceName: String
  let androidStyleName: String
  /// `button--pressed`, and with the prefix `acme-button--pressed`.
  let cssName: String
  let cssClass: String
  /// The shape's DTCG token, its first line and a group's lines after it: the shape
  /// scope's, unless the entry takes the scale metric `alias` whole.
  let dtcgShape: String
  let dtcgShapeLines: Many<String>

  init(
    name: TemplateName, component: TemplateName?, shape: ShapeScope, alias: String?, resolved: ResolvedShape,
    shared: ScopeCache
  ) {
    (androidResourceName, androidStyleName) = AndroidValueStyle.names(theme: shared.theme, component: component, name: name)
    (cssName, cssClass) = CSSValueStyle.names(prefix: shared.prefix, component: component, name: name)
    if let alias {
      let token = DTCGValueStyle.shapeToken(resolved, traits: shape.traits, alias: alias)
      (dtcgShape, dtcgShapeLines) = (token.head, Many(token.lines))
    } else {
      (dtcgShape, dtcgShapeLines) = (shape.dtcgToken, shape.dtcgTokenLines)
    }
  }

  /// nil for a name that is not one of these.
  func answer(_ key: TemplateKey.Known?) -> TemplateData? {
    switch key {
    case .androidResourceName: .text(androidResourceName)
    case .androidStyleName: .text(androidStyleName)
    case .cssName: .text(cssName)
    case .cssClass: .text(cssClass)
    case .dtcgShape: .text(dtcgShape)
    case .dtcgShapeLines: dtcgShapeLines.templateData
    default: nil
    }
  }
}

/// What the scopes of one context share while it is made: shapes that look alike, and
/// names.
///
/// Themes repeat a handful of shapes across many components, and working out a shape's
/// traits is most of building a context. Only plain shapes (no arrows, no surface) are
/// shared, keyed by kind and every value of their corners (provenance aside), which is
/// all their scope reads: the fields `ResolvedShape.sameLook(as:)` compares, listed again
/// because comparing by it copies each corner with its provenance (3% of a build of
/// 2,000 components). `ShapeLookTests` fails when a resolved type gains a field, and
/// `ScopeSharingTests` when the key misses one. Variants repeat their names (`pressed` in
/// every component), and a name's spellings are worked out once.
struct ScopeCache {
  private struct ShapeKey: Hashable {
    struct Corner: Hashable {
      var size: Size
      var family: CornerFamily
      var curve: CornerCurve
      var smoothing: Double?

      init(_ corner: ResolvedCorner) {
        size = corner.size
        family = corner.family
        curve = corner.curve
        smoothing = corner.smoothing
      }
    }
    var kind: ShapeKind
    var topLeft, topRight, bottomRight, bottomLeft: Corner

    /// The corner sizes tell most shapes apart, and `==` checks the rest: the enums'
    /// own hashing (of their raw values) would hash thirteen strings per shape.
    func hash(into hasher: inout Hasher) {
      hasher.combine(topLeft.size.value)
      hasher.combine(topRight.size.value)
      hasher.combine(bottomRight.size.value)
      hasher.combine(bottomLeft.size.value)
    }
  }

  private var shapes: [ShapeKey: ShapeScope] = [:]
  private var names: [String: TemplateName] = [:]
  /// The theme's name, which begins the names of Android resources; in PascalCase it
  /// names the classes some literals construct.
  let theme: TemplateName
  var themePascal: String { theme.spellings.pascal }
  /// The namespace of CSS names (`ThemeScope.prefix`).
  let prefix: String

  init(theme: TemplateName, prefix: String) {
    self.theme = theme
    self.prefix = prefix
  }

  mutating func shape(_ shape: ResolvedShape) -> ShapeScope {
    guard shape.surface == nil, shape.edges.allSatisfy({ $0.arrow == nil }) else {
      return ShapeScope(shape, themePascal: themePascal)
    }
    let corners = shape.corners
    let key = ShapeKey(
      kind: shape.kind, topLeft: .init(corners[0]), topRight: .init(corners[1]), bottomRight: .init(corners[2]),
      bottomLeft: .init(corners[3]))
    if let scope = shapes[key] { return scope }
    let scope = ShapeScope(shape, themePascal: themePascal)
    shapes[key] = scope
    return scope
  }

  mutating func name(_ raw: String) -> TemplateName {
    if let name = names[raw] { return name }
    let name = TemplateName(raw)
    names[raw] = name
    return name
  }
}
