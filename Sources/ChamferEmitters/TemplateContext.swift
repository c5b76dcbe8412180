import ChamferKit
import Mustache

/// What templates see: the resolved theme as scopes and lists, with names and values
/// wrapped so templates can spell them per language.
///
/// Keys available to templates:
/// - `name` (a `TemplateName`), `description`, `docLines`, `param.<key>`
/// - `scale`, `categories`: lists of entries `{name, docLines, shape}`, with
///   `hasScale` and `hasCategories`
/// - `components`: entries with `variants` (entries that also carry `component`),
///   `hasVariants`; `hasComponents` and `firstComponent` on the theme
/// - a `shape`: `{kind, isCircle, isUniform, corners, uniform}`; `uniform` is the first corner
/// - a corner: `{corner, size, family, curve, smoothing, hasSmoothing}`
///
/// Names take the transforms `camel`, `pascal`, `kebab`, `snake`, `swiftIdentifier`
/// and `swiftType`; sizes and numbers take a value style's name (`swift`).
///
/// Every scope is an immutable final class that answers `child(named:)` with a
/// switch. swift-mustache looks each name up through the whole stack of scopes and
/// casts what it finds; dictionaries of `Any` made that lookup most of the build time
/// on large themes. Immutability also lets several targets render one context at once.
final class ThemeScope: MustacheParent, Sendable {
  let name: TemplateName
  let description: String
  let docLines: [String]
  let params: [String: String]
  let scale: [EntryScope]
  let categories: [EntryScope]
  let components: [ComponentScope]

  init(_ theme: ResolvedTheme, params: [String: String]) {
    name = TemplateName(theme.name)
    description = theme.description ?? ""
    docLines = TemplateText.docLines(theme.description)
    self.params = params
    scale = theme.scale.map { EntryScope($0, component: nil) }
    categories = theme.categories.map { EntryScope($0, component: nil) }
    components = theme.components.map(ComponentScope.init)
  }

  func child(named key: String) -> Any? {
    switch key {
    case "name": name
    case "description": description
    case "docLines": docLines
    case "param": params
    case "scale": scale
    case "hasScale": !scale.isEmpty
    case "categories": categories
    case "hasCategories": !categories.isEmpty
    case "components": components
    case "firstComponent": components.first
    case "hasComponents": !components.isEmpty
    default: nil
    }
  }
}

/// A scale metric, a category or a variant.
final class EntryScope: MustacheParent, Sendable {
  let name: TemplateName
  let docLines: [String]
  let shape: ShapeScope
  /// The component a variant belongs to; nil for metrics and categories.
  let component: TemplateName?

  init(_ entry: ResolvedEntry, component: TemplateName?) {
    name = TemplateName(entry.name)
    docLines = TemplateText.docLines(entry.description)
    shape = ShapeScope(entry.shape)
    self.component = component
  }

  func child(named key: String) -> Any? {
    switch key {
    case "name": name
    case "docLines": docLines
    case "shape": shape
    case "component": component
    default: nil
    }
  }
}

final class ComponentScope: MustacheParent, Sendable {
  let name: TemplateName
  let docLines: [String]
  let shape: ShapeScope
  let variants: [EntryScope]

  init(_ component: ResolvedComponent) {
    let name = TemplateName(component.name)
    self.name = name
    docLines = TemplateText.docLines(component.description)
    shape = ShapeScope(component.shape)
    variants = component.variants.map { EntryScope($0, component: name) }
  }

  func child(named key: String) -> Any? {
    switch key {
    case "name": name
    case "docLines": docLines
    case "shape": shape
    case "variants": variants
    case "hasVariants": !variants.isEmpty
    default: nil
    }
  }
}

final class ShapeScope: MustacheParent, Sendable {
  let kind: String
  let isCircle: Bool
  let isUniform: Bool
  let corners: [CornerScope]

  init(_ shape: ResolvedShape) {
    kind = shape.kind.rawValue
    isCircle = shape.kind == .circle
    isUniform = shape.isUniform
    corners = zip(CornerName.allCases, shape.corners).map(CornerScope.init)
  }

  func child(named key: String) -> Any? {
    switch key {
    case "kind": kind
    case "isCircle": isCircle
    case "isUniform": isUniform
    case "corners": corners
    case "uniform": corners[0]
    default: nil
    }
  }
}

final class CornerScope: MustacheParent, Sendable {
  let corner: String
  let size: TemplateValue
  let family: String
  let curve: String
  let smoothing: TemplateValue?

  init(_ name: CornerName, _ corner: ResolvedCorner) {
    self.corner = name.rawValue
    size = .size(corner.size)
    family = corner.family.rawValue
    curve = corner.curve.rawValue
    smoothing = corner.smoothing.map(TemplateValue.number)
  }

  func child(named key: String) -> Any? {
    switch key {
    case "corner": corner
    case "size": size
    case "family": family
    case "curve": curve
    case "smoothing": smoothing
    case "hasSmoothing": smoothing != nil
    default: nil
    }
  }
}

enum TemplateText {
  /// Description text split into lines, for line comments that no text can break out of.
  static func docLines(_ text: String?) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      String($0).replacingOccurrences(of: "*/", with: "* /")
    }
  }
}

/// A theme name that templates can spell in each language's convention. The spellings
/// are worked out once, since templates ask for them many times.
final class TemplateName: MustacheValue, Sendable {
  let raw: String
  private let spellings: Names.Spellings
  private let swiftIdentifier: String
  private let swiftType: String

  init(_ raw: String) {
    self.raw = raw
    spellings = Names.Spellings(raw)
    swiftIdentifier = spellings.swiftIdentifier
    swiftType = spellings.swiftType
  }

  var renderText: String { raw }

  func transform(_ name: String) -> Any? {
    switch name {
    case "camel": spellings.camel
    case "pascal": spellings.pascal
    case "kebab": spellings.kebab
    case "snake": spellings.snake
    case "swiftIdentifier": swiftIdentifier
    case "swiftType": swiftType
    default: unknownTransformMarker(name)
    }
  }
}

/// A size or number that value styles turn into a literal.
enum TemplateValue: MustacheValue, Sendable {
  case size(Size)
  case number(Double)

  var renderText: String {
    switch self {
    case .size(let size): size.description
    case .number(let number): JSONValue.format(number)
    }
  }

  func transform(_ name: String) -> Any? {
    guard let style = ValueStyles.named(name) else { return unknownTransformMarker(name) }
    switch self {
    case .size(let size): return style.literal(for: size)
    case .number(let number): return style.literal(for: number)
    }
  }
}
