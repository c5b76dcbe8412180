import ChamferKit

/// What templates see: the resolved theme as dictionaries and lists, with names and
/// values wrapped so templates can spell them per language.
///
/// Keys available to templates:
/// - `name` (a `TemplateName`), `description`, `docLines`, `param.<key>`
/// - `scale`, `categories`: lists of entries `{name, docLines, shape}`
/// - `components`: entries with `variants` (entries that also carry `component`) and `hasVariants`
/// - a `shape`: `{kind, isCircle, isUniform, corners, uniform}`; `uniform` is the first corner
/// - a corner: `{corner, size, family, curve, smoothing, hasSmoothing}`
///
/// Names take the transforms `camel`, `pascal`, `kebab`, `snake`, `swiftIdentifier`
/// and `swiftType`; sizes and numbers take a value style's name (`swift`).
struct TemplateContext {
  let theme: ResolvedTheme
  let params: [String: String]

  var dictionary: [String: Any] {
    [
      "name": TemplateName(theme.name),
      "description": theme.description ?? "",
      "docLines": docLines(theme.description),
      "param": params,
      "scale": theme.scale.map(entry),
      "hasScale": !theme.scale.isEmpty,
      "categories": theme.categories.map(entry),
      "hasCategories": !theme.categories.isEmpty,
      "components": theme.components.map { component -> [String: Any] in
        [
          "name": TemplateName(component.name),
          "docLines": docLines(component.description),
          "shape": shape(component.shape),
          "variants": component.variants.map { variant -> [String: Any] in
            var values = entry(variant)
            values["component"] = TemplateName(component.name)
            return values
          },
          "hasVariants": !component.variants.isEmpty,
        ]
      },
      "hasComponents": !theme.components.isEmpty,
    ]
  }

  private func entry(_ entry: ResolvedEntry) -> [String: Any] {
    ["name": TemplateName(entry.name), "docLines": docLines(entry.description), "shape": shape(entry.shape)]
  }

  private func shape(_ shape: ResolvedShape) -> [String: Any] {
    let corners = zip(CornerName.allCases, shape.corners).map(corner)
    return [
      "kind": shape.kind.rawValue,
      "isCircle": shape.kind == .circle,
      "isUniform": shape.isUniform,
      "corners": corners,
      "uniform": corners[0],
    ]
  }

  private func corner(_ name: CornerName, _ corner: ResolvedCorner) -> [String: Any] {
    var values: [String: Any] = [
      "corner": name.rawValue,
      "size": TemplateValue.size(corner.size),
      "family": corner.family.rawValue,
      "curve": corner.curve.rawValue,
      "hasSmoothing": corner.smoothing != nil,
    ]
    if let smoothing = corner.smoothing { values["smoothing"] = TemplateValue.number(smoothing) }
    return values
  }

  /// Description text split into lines, for line comments that no text can break out of.
  private func docLines(_ text: String?) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      String($0).replacingOccurrences(of: "*/", with: "* /")
    }
  }
}

/// A theme name that templates can spell in each language's convention.
struct TemplateName: MustacheValue {
  let raw: String
  init(_ raw: String) { self.raw = raw }

  var renderText: String { raw }

  func transform(_ name: String) -> Any? {
    switch name {
    case "camel": Names.camel(raw)
    case "pascal": Names.pascal(raw)
    case "kebab": Names.kebab(raw)
    case "snake": Names.snake(raw)
    case "swiftIdentifier": Names.swiftIdentifier(raw)
    case "swiftType": Names.swiftType(raw)
    default: unknownTransformMarker(name)
    }
  }
}

/// A size or number that value styles turn into a literal.
enum TemplateValue: MustacheValue {
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
