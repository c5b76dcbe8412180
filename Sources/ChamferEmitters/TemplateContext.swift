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
    prefix = params["prefix"].map(Names.kebab) ?? name.spellings.kebab
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

final class ShapeScope: TemplateScope {
  let kind: String
  let traits: ShapeTraits
  let corners: Many<CornerScope>
  /// The four corners' `cssRadius` and `cssCornerShape`, in `border-radius` order.
  let cssRadii: String
  let cssCornerShapes: String
  let contentInsets: InsetsScope
  /// CSS `padding` that keeps content clear of the corners, top, right, bottom, left: on
  /// a shape with arrows other than a circle measured from the body, so less each
  /// arrow's height; `contentInsets.cssInsets` on any other.
  let cssContentInset: String
  /// The `polygon()` that clips the cut corners where `corner-shape` is not supported;
  /// empty on a shape without one.
  let cssCutPolygon: String
  /// On a shape with arrows, the `border-width` of the transparent strip each arrow
  /// stands in, and the `inset` of its border's ring, which reaches over the strips.
  let cssArrowBorderWidths: String
  let cssRingInset: String
  /// The shape's DTCG token for an entry that is no alias, and its arrows as tokens,
  /// from `DTCGValueStyle`; an entry that is an alias makes its own token.
  let dtcgToken: String
  let dtcgTokenLines: Many<String>
  let dtcgArrowTokens: String
  let arrows: Many<ArrowScope>
  let surface: SurfaceScope?
  /// Literals of whole shapes, from the value styles (docs/targets/fields.md lists them).
  let swiftToken: String
  let swiftTokenLines: Many<String>
  let composeShape: String?
  let composeShapeType: String
  let composeCornerSizes: String
  let composeCutFlags: String
  let dartRadii: String
  let dartBorder: String
  let androidItems: String
  /// The Android target's Kotlin `Arrows`; nil for a shape without arrows.
  let kotlinArrows: String?
  /// The outline as the points of a CSS `polygon()`, a line each (`CSSArrowOutline`), on a
  /// shape with arrows; empty on any other.
  let cssPolygon: Many<String>
  /// The outline as the commands of a CSS `shape()`, a line each, on a shape with arrows;
  /// and, on one that also has a border, the outline moved in by the border's width, from
  /// which the border's ring is cut. Empty on any other.
  let cssOutline: Many<String>
  let cssInnerOutline: Many<String>

  init(_ shape: ResolvedShape, themePascal: String) {
    kind = shape.kind.rawValue
    let traits = ShapeTraits(shape)
    self.traits = traits
    corners = Many(
      zip(CornerName.allCases, shape.corners).map { CornerScope($0, $1, traits: traits) })
    cssRadii = corners.map(\.cssRadius).joined(separator: " ")
    cssCornerShapes = corners.map(\.cssCornerShape).joined(separator: " ")
    contentInsets = InsetsScope(shape.contentInsets)
    let outline = CSSArrowOutline(shape)
    let insets = [contentInsets.top, contentInsets.right, contentInsets.bottom, contentInsets.left].map(\.rounded)
    cssContentInset = traits.hasArrows && !traits.isCircle ? outline.bodyInsets(insets) : contentInsets.cssInsets
    cssCutPolygon = traits.hasCut ? CSSValueStyle.cutPolygon(shape) : ""
    cssArrowBorderWidths = outline.borderWidths
    cssRingInset = outline.ringInset
    let dtcg = DTCGValueStyle.shapeToken(shape, traits: traits, alias: nil)
    dtcgToken = dtcg.head
    dtcgTokenLines = Many(dtcg.lines)
    dtcgArrowTokens = DTCGValueStyle.arrowTokens(shape)
    arrows = Many(shape.arrows.map { ArrowScope($0.edge, $0.arrow, cssCentre: outline.centre($0.edge)) })
    // Only outlines with arrows are clipped to their points.
    cssPolygon = Many(traits.hasArrows ? outline.polygon : [])
    cssOutline = Many(traits.hasArrows ? outline.outlineCommands : [])
    let border = traits.hasArrows ? shape.surface?.border : nil
    cssInnerOutline = Many(border.map { outline.innerOutlineCommands(borderWidth: $0.width) } ?? [])
    surface = shape.surface.map(SurfaceScope.init)
    let token = SwiftValueStyle.token(shape, traits: traits)
    swiftToken = token.head
    swiftTokenLines = Many(token.lines)
    composeShape = ComposeValueStyle.shape(shape, traits: traits)
    composeShapeType = ComposeValueStyle.shapeType(traits)
    composeCornerSizes = ComposeValueStyle.cornerSizes(shape)
    composeCutFlags = ComposeValueStyle.cutFlags(shape)
    dartRadii = DartValueStyle.radii(shape, isUniform: traits.isUniform)
    dartBorder = DartValueStyle.border(shape, traits: traits, prefix: themePascal, radii: dartRadii)
    kotlinArrows = traits.hasArrows ? AndroidValueStyle.kotlinArrows(shape) : nil
    androidItems = AndroidValueStyle.items(shape, isUniform: traits.isUniform)
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .kind: kind.templateData
    case .isCircle: traits.isCircle.templateData
    case .isUniform: traits.isUniform.templateData
    case .isCapsule: traits.isCapsule.templateData
    case .isMixed: traits.isMixed.templateData
    case .isCut: traits.isCut.templateData
    case .isContinuous: traits.isContinuous.templateData
    case .hasCut: traits.hasCut.templateData
    case .hasContinuous: traits.hasContinuous.templateData
    case .hasRelativeSize: traits.hasRelativeSize.templateData
    case .isPlainRoundedRectangle:
      .flag(!traits.isCircle && !traits.isCapsule && !traits.isMixed && !traits.isCut && !traits.hasRelativeSize)
    case .corners: corners.templateData
    case .cssRadii: .text(cssRadii)
    case .cssCornerShapes: .text(cssCornerShapes)
    case .contentInsets: contentInsets.templateData
    case .cssContentInset: .text(cssContentInset)
    case .cssCutPolygon: .text(cssCutPolygon)
    case .cssArrowBorderWidths: .text(cssArrowBorderWidths)
    case .cssRingInset: .text(cssRingInset)
    case .dtcgArrowTokens: .text(dtcgArrowTokens)
    case .uniform, .topLeft: corners[0].templateData
    case .topRight: corners[1].templateData
    case .bottomRight: corners[2].templateData
    case .bottomLeft: corners[3].templateData
    case .arrows: arrows.templateData
    case .hasArrows: .flag(!arrows.isEmpty)
    case .topArrow: arrows.first { $0.name == .top }.templateData
    case .rightArrow: arrows.first { $0.name == .right }.templateData
    case .bottomArrow: arrows.first { $0.name == .bottom }.templateData
    case .leftArrow: arrows.first { $0.name == .left }.templateData
    case .surface: surface.templateData
    case .hasSurface: .flag(surface != nil)
    case .swiftToken: .text(swiftToken)
    case .swiftTokenLines: swiftTokenLines.templateData
    case .composeShape: composeShape.templateData
    case .composeShapeType: .text(composeShapeType)
    case .composeCornerSizes: .text(composeCornerSizes)
    case .composeCutFlags: .text(composeCutFlags)
    case .dartRadii: .text(dartRadii)
    case .dartBorder: .text(dartBorder)
    case .kotlinArrows: kotlinArrows.templateData
    case .androidItems: .text(androidItems)
    case .cssPolygon: cssPolygon.templateData
    case .cssOutline: cssOutline.templateData
    case .cssInnerOutline: cssInnerOutline.templateData
    default: nil
    }
  }
}

final class CornerScope: TemplateScope {
  let corner: TemplateName
  let resolved: ResolvedCorner
  let size: TemplateValue
  let smoothing: TemplateValue?

  /// Every corner's name, spelled once for the whole theme.
  private static let names = Dictionary(uniqueKeysWithValues: CornerName.allCases.map { ($0, TemplateName($0.rawValue)) })

  /// CSS's radius and corner-shape for this corner, from `CSSValueStyle`.
  let cssRadius: String
  let cssCornerShape: String
  /// This corner's literals in the other languages, from their value styles.
  let swiftCorner: String
  let composeSize: String
  let composeCornerSize: String
  let dartCorner: String
  let dartSize: String
  let androidSize: String

  init(_ name: CornerName, _ corner: ResolvedCorner, traits: ShapeTraits) {
    cssRadius = CSSValueStyle.radius(corner, capsule: traits.isCapsule, circle: traits.isCircle)
    cssCornerShape = CSSValueStyle.cornerShape(corner)
    swiftCorner = SwiftValueStyle.corner(corner)
    composeSize = ComposeValueStyle.literal(for: corner.size)
    composeCornerSize = ComposeValueStyle.cornerSize(corner)
    dartCorner = DartValueStyle.cornerArguments(corner)
    dartSize = DartValueStyle.literal(for: corner.size)
    androidSize = AndroidValueStyle.literal(for: corner.size)
    self.corner = Self.names[name]!
    resolved = corner
    size = .size(corner.size)
    smoothing = corner.smoothing.map(TemplateValue.number)
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .corner: corner.templateData
    case .cssRadius: .text(cssRadius)
    case .cssCornerShape: .text(cssCornerShape)
    case .swiftCorner: .text(swiftCorner)
    case .composeSize: .text(composeSize)
    case .composeCornerSize: .text(composeCornerSize)
    case .dartCorner: .text(dartCorner)
    case .dartSize: .text(dartSize)
    case .androidSize: .text(androidSize)
    case .size: size.templateData
    case .family: resolved.family.rawValue.templateData
    case .curve: resolved.curve.rawValue.templateData
    case .smoothing: smoothing.templateData
    case .hasSmoothing: .flag(smoothing != nil)
    case .isZero: .flag(resolved.size.value == 0)
    case .isCut: .flag(resolved.family == .cut)
    case .isContinuous: .flag(resolved.family == .rounded && resolved.curve == .continuous)
    case .isFraction: .flag(resolved.size.unit == .percent)
    case .fraction: .number(TemplateValue.number(resolved.size.fraction ?? 0))
    case .superellipse: .number(TemplateValue.number(Self.superellipse(resolved.smoothing ?? 0)))
    default: nil
    }
  }

  /// The CSS `superellipse(K)` parameter for a continuous corner. K = 0 is a bevel,
  /// 1 a circular arc and 2 `squircle`; iOS-like smoothing 0.6 gives 1.1, the exponent
  /// that measured closest to a Figma-smoothed corner. It is a look-alike, not iOS.
  static func superellipse(_ smoothing: Double) -> Double {
    ((1 + smoothing / 6) * 1000).rounded() / 1000
  }
}

/// Content insets, each edge a size in points or a share of the shorter side, rounded
/// to a thousandth: `{{#contentInsets}}{{#top}}{{css(value)}}{{/top}}…{{/contentInsets}}`.
final class InsetsScope: TemplateScope {
  final class Edge: TemplateScope {
    let rounded: Size
    let value: TemplateValue
    let isFraction: Bool
    /// Android's literal and resource type (`dimen` or `fraction`) for this inset.
    let androidValue: String
    let androidType: String

    init(_ size: Size) {
      rounded = Size((size.value * 1000).rounded() / 1000, size.unit)
      value = .size(rounded)
      isFraction = size.unit == .percent
      androidValue = AndroidValueStyle.literal(for: rounded)
      androidType = AndroidValueStyle.insetType(rounded)
    }

    func answer(forKey key: TemplateKey) -> TemplateData? {
      switch key.known {
      case .value: value.templateData
      case .isFraction: isFraction.templateData
      case .androidValue: .text(androidValue)
      case .androidType: .text(androidType)
      default: nil
      }
    }
  }

  let top: Edge
  let left: Edge
  let bottom: Edge
  let right: Edge
  let isRelative: Bool
  /// Flutter's `EdgeInsets.fromLTRB(…)` for these insets.
  let dartInsets: String
  /// CSS `padding`'s four values for these insets: top, right, bottom, left.
  let cssInsets: String

  init(_ insets: ContentInsets) {
    top = Edge(insets.top)
    left = Edge(insets.left)
    bottom = Edge(insets.bottom)
    right = Edge(insets.right)
    isRelative = insets.isRelative
    dartInsets = DartValueStyle.insets([left.rounded, top.rounded, right.rounded, bottom.rounded])
    cssInsets = [top, right, bottom, left].map { CSSValueStyle.literal(for: $0.rounded) }.joined(separator: " ")
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .isRelative: isRelative.templateData
    case .isAbsolute: .flag(!isRelative)
    case .top: top.templateData
    case .left: left.templateData
    case .bottom: bottom.templateData
    case .right: right.templateData
    case .dartInsets: .text(dartInsets)
    case .cssInsets: .text(cssInsets)
    default: nil
    }
  }
}

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

  /// Every name it answers, for the name check's suggestions: the roles, then the flags.
  static let names = MaterialRoles.components.map(\.role) + ["other", "readsStroke", "readsViewElevation", "castsShadow"]
  private static let roles = Set(MaterialRoles.components.map(\.role))

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.text {
    case "other": .flag(role == nil)
    case "readsStroke": .flag([nil, "card", "button", "image"].contains(role))
    case "readsViewElevation": .flag([nil, "button", "chip", "image", "sheet"].contains(role))
    case "castsShadow": .flag(role != "dialog" && role != "textField")
    // Nil for a name that is no role, so that a misspelling is not a false flag.
    default: Self.roles.contains(key.text) ? .flag(key.text == role) : nil
    }
  }
}

enum TemplateText {
  /// Description text split into lines, for line comments that no text can break out of.
  static func docLines(_ text: String?) -> Many<DocLine> {
    // A YAML block scalar (`|`) ends with a newline, which is not a line of its own.
    guard let text = text?.trimmingTrailingNewlines, !text.isEmpty else { return noLines }
    return Many(
      text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
        DocLine(commentSafe(String($0)).replacingOccurrences(of: "*/", with: "* /"))
      })
  }

  /// The line with every character that some target's comments cannot hold replaced
  /// by U+FFFD: control characters other than tab (a NUL ends a Kotlin or Dart source
  /// early, and XML 1.0 admits no C0 control even as a character reference) and the
  /// noncharacters such as U+FFFF, which XML refuses too. The rest of the line stays.
  static func commentSafe(_ line: String) -> String {
    guard !line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return line }
    var safe = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      let unwritable =
        (scalar.properties.generalCategory == .control && scalar != "\t") || scalar.properties.isNoncharacterCodePoint
      safe.append(unwritable ? "\u{FFFD}" : scalar)
    }
    return String(safe)
  }

  /// Most entries have no description; they share one empty list.
  private static let noLines = Many<DocLine>([])
}

extension String {
  fileprivate var trimmingTrailingNewlines: String {
    var text = Substring(self)
    while text.last?.isNewline == true { text = text.dropLast() }
    return String(text)
  }
}

/// Free text, such as a description: `{{.}}` as written, `{{json(.)}}` as a JSON string
/// literal with its quotes.
final class TextValue: TextualValue {
  let text: String
  /// A YAML block scalar's final newline is not part of the text.
  init(_ text: String) { self.text = text.trimmingTrailingNewlines }

  var renderText: String { text }

  func transformed(_ name: String) -> String? {
    name == "json" ? JSONValue.string(text).serialized(pretty: false) : nil
  }
}

/// One line of a description. `{{.}}` is safe in line comments and in `/* */`;
/// `{{xmlComment(.)}}` is safe inside `<!-- -->`, which may not contain `--`, and
/// `{{kdoc(.)}}` inside Kotlin's `/** */`, in which `/*` opens a nested comment.
final class DocLine: TextualValue {
  let text: String
  init(_ text: String) { self.text = text }

  var renderText: String { text }

  func transformed(_ name: String) -> String? {
    switch name {
    case "kdoc": return KotlinNames.commentText(text)
    case "xmlComment":
      var safe = text
      while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
      return safe.hasSuffix("-") ? safe + " " : safe
    default: return nil
    }
  }
}

/// A theme name that templates can spell in each language's convention. The spellings
/// are worked out once, since templates ask for them many times.
final class TemplateName: TemplateConvertible, Sendable {
  let raw: String
  let spellings: Names.Spellings
  private let swiftIdentifier: String
  private let swiftType: String
  private let dartIdentifier: String
  /// A keyword check, which hashes the name: the Compose target asks for it a dozen
  /// times a component.
  private let kotlinIdentifier: String

  init(_ raw: String) {
    self.raw = raw
    spellings = Names.Spellings(raw)
    swiftIdentifier = spellings.swiftIdentifier
    swiftType = spellings.swiftType
    dartIdentifier = Names.dartIdentifier(spellings.camel)
    kotlinIdentifier = KotlinNames.identifier(spellings.camel)
  }

  var templateData: TemplateData { .name(self) }

  func transformedText(_ name: String) -> String? { NameSpelling(rawValue: name).map(text) }

  func text(_ spelling: NameSpelling) -> String {
    switch spelling {
    case .camel: spellings.camel
    case .pascal: spellings.pascal
    case .kebab: spellings.kebab
    case .snake: spellings.snake
    case .swiftIdentifier: swiftIdentifier
    case .swiftType: swiftType
    case .dartIdentifier: dartIdentifier
    case .kotlinIdentifier: kotlinIdentifier
    case .kotlinPackage: KotlinNames.packageSegment(spellings)
    }
  }
}

/// The transforms that spell a `TemplateName`: `{{kebab(name)}}`.
enum NameSpelling: String, Sendable, CaseIterable {
  case camel, pascal, kebab, snake, swiftIdentifier, swiftType, dartIdentifier, kotlinIdentifier, kotlinPackage
}

/// A size or number that value styles turn into a literal.
enum TemplateValue: TemplateConvertible, Sendable {
  case size(Size)
  case number(Double)

  var renderText: String {
    switch self {
    case .size(let size): size.description
    case .number(let number): JSONValue.format(number)
    }
  }

  var templateData: TemplateData { .number(self) }

  func transformedText(_ name: String) -> String? { ValueStyles.named(name).map(literal(in:)) }

  func literal(in style: any ValueStyle.Type) -> String {
    switch self {
    case .size(let size): style.literal(for: size)
    case .number(let number): style.literal(for: number)
    }
  }
}
