/// What a name in a template stands for, as `TemplateRenderer` sees it: a typed value,
/// so the renderer tells a list from a flag with a `switch`, never a dynamic cast.
enum TemplateData: Sendable {
  case flag(Bool)
  case text(String)
  case integer(Int)
  /// A name that templates spell per language: `pascal(name)`.
  case name(TemplateName)
  /// A size or number that value styles write: `css(size)`.
  case number(TemplateValue)
  /// Other text with transforms of its own (a description, a doc line).
  case value(any TextualValue)
  case scope(any TemplateScope)
  case list(TemplateList)
  /// `first()`, `last()`, `index()`, `even()`, `odd()` inside a list.
  case sequencePosition(SequencePosition)
  /// A name the scope has but leaves unset here (a metric without a description): the
  /// search goes on up the stack, and strict rendering does not call it misspelled.
  case absent
}

/// Anything a scope can hand to a template.
protocol TemplateConvertible {
  var templateData: TemplateData { get }
}

/// An object whose names templates read: `{{name}}`, `{{#shape}}…{{/shape}}`.
///
/// Each scope is a final class of `let`s that answers `answer(forKey:)` with a `switch`
/// over the names it documents: nil for a name it does not have, `.absent` for one it
/// has without a value. Immutable, so several targets can render one context at once.
protocol TemplateScope: AnyObject, Sendable, TemplateConvertible {
  func answer(forKey key: TemplateKey) -> TemplateData?
}

extension TemplateScope {
  var templateData: TemplateData { .scope(self) }
}

/// Text with transforms of its own: `{{.}}` writes `renderText`, `{{kdoc(.)}}` asks
/// `transformed("kdoc")`, nil for a transform it does not have.
protocol TextualValue: AnyObject, Sendable, TemplateConvertible {
  var renderText: String { get }
  func transformed(_ name: String) -> String?
}

extension TextualValue {
  var templateData: TemplateData { .value(self) }
}

/// A name as a template spells it, matched once against the names Chamfer's scopes
/// know, so that a scope answers with a `switch` over an enum rather than comparing
/// strings on every lookup.
enum TemplateKey: Sendable, Hashable {
  case known(Known)
  /// A name no built-in scope answers by this table (a `param`, a role, a typo).
  case other(String)

  init(_ text: String) {
    self = Known.byText[text].map(TemplateKey.known) ?? .other(text)
  }

  /// nil for a name outside the table.
  var known: Known? {
    if case .known(let known) = self { known } else { nil }
  }

  var text: String {
    switch self {
    case .known(let known): known.rawValue
    case .other(let text): text
    }
  }

  /// Every name the built-in scopes answer; docs/targets/fields.md documents them.
  enum Known: String, Sendable, CaseIterable {
    /// Every case by its text: `init(rawValue:)` compares the text with each case in
    /// turn, which made parsing the bundled templates a tenth of a small build.
    static let byText = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    case name, themeName, description, docLines, param, prefix, scale, hasScale, categories
    case hasCategories, components, firstComponent, hasComponents, material, hasPaintedScale
    case hasPaintedCategories, hasPaintedComponents, hasArrowedScale, hasArrowedCategories
    case hasArrowedComponents, materialCorners, shape, alias, component, variants, hasVariants
    case hasStateVariants, isPainted, hasPaintedVariants, hasAnyArrows, hasArrowedVariants, kind
    case isCircle, isUniform, isCapsule, isMixed, isCut, isContinuous, hasCut, hasContinuous
    case hasRelativeSize, isPlainRoundedRectangle, corners, contentInsets, uniform, topLeft, topRight
    case bottomRight, bottomLeft, arrows, hasArrows, topArrow, rightArrow, bottomArrow, leftArrow
    case surface, hasSurface, corner, size, family, curve, smoothing, hasSmoothing, isZero, isFraction
    case fraction, superellipse, value, isRelative, isAbsolute, edge, width, height, tip, hasTip
    case isTop, isRight, isBottom, isLeft, isHorizontal, isVertical, position, isStart, isCenter
    case isEnd, isPoints, offset, hex, rgbHex, rgba, argb, androidHex, red, green, blue, opacity
    case isOpaque, color, x, y, blur, spread, inset, isInset, isOuter, androidElevation, halfWidth
    case isInside, isOutside, fill, hasFill, border, hasBorder, shadows, hasShadows, outerShadows
    case innerShadows, hasOuterShadows, hasInnerShadows, style, isFlat, isConvex, isConcave
    case isNeumorphic, distance, intensity, derivedShadows, top, left, bottom, right
    case materialCorner, materialCategory, state, hasAlias, cssRadius, cssCornerShape, cssRadii, cssCornerShapes, materialKind
    case cssSelector, tailwindVariant, composeCondition, composeStates
    case swiftCorner, composeSize, composeCornerSize, composeShape, composeShapeType, composeCornerSizes
    case composeCutFlags, dartCorner, dartSize, dartRadii, dartBorder, dartInsets, cssInsets, androidItems, kotlinArrows, androidSize, androidValue
    case androidType, swiftToken, swiftTokenLines, swiftArrow, composeArrow, cssCentre, cssPolygon
    case cssOutline, cssInnerOutline, cssContentInset, cssCutPolygon, cssArrowBorderWidths, cssRingInset
    case cssShadows, cssInsetShadows, cssDropShadows, cssBoxShadow
    case androidResourceName, androidStyleName, dtcgShape, dtcgShapeLines, dtcgArrowTokens, dtcgSurfaceTokens, cssName, cssClass
  }
}

/// A list a section repeats over, its elements made once.
final class TemplateList: Sendable {
  let elements: [TemplateData]
  init(_ elements: [TemplateData]) { self.elements = elements }
}

/// A list templates can repeat over, `{{#variants}}…{{/variants}}`, that Swift code
/// reads like the array it holds.
struct Many<Element: TemplateConvertible & Sendable>: RandomAccessCollection, TemplateConvertible, Sendable {
  let elements: [Element]
  private let list: TemplateList

  init(_ elements: [Element]) {
    self.elements = elements
    list = TemplateList(elements.map(\.templateData))
  }

  var startIndex: Int { 0 }
  var endIndex: Int { elements.count }
  subscript(index: Int) -> Element { elements[index] }
  var templateData: TemplateData { .list(list) }
}

/// Named text given by the user, such as `outputs.<target>.params`: `{{param.NAME}}`.
/// Every name may be unset, so none is a misspelling.
final class TextTable: TemplateScope {
  let entries: [String: String]
  init(_ entries: [String: String]) { self.entries = entries }
  func answer(forKey key: TemplateKey) -> TemplateData? { entries[key.text].map(TemplateData.text) ?? .absent }
}

/// Plain data (strings, numbers, flags, arrays and dictionaries, as JSON decodes them)
/// as a template scope: for the preview page and the Mustache specification's tests.
final class DictionaryScope: TemplateScope {
  let entries: [String: TemplateData]

  init(_ entries: [String: TemplateData]) { self.entries = entries }

  func answer(forKey key: TemplateKey) -> TemplateData? { entries[key.text] }

  /// `value` as template data; nil (absent) for anything else, such as `NSNull`.
  static func data(_ value: Any) -> TemplateData {
    switch value {
    case let flag as Bool: .flag(flag)
    case let integer as Int: .integer(integer)
    case let number as Double: .text(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
    case let text as String: .text(text)
    case let list as [Any]: .list(TemplateList(list.map(data)))
    case let dictionary as [String: Any]: .scope(DictionaryScope(dictionary.mapValues(data)))
    case let data as TemplateData: data
    default: .absent
    }
  }
}

extension Bool: TemplateConvertible {
  var templateData: TemplateData { .flag(self) }
}

extension String: TemplateConvertible {
  var templateData: TemplateData { .text(self) }
}

extension Int: TemplateConvertible {
  var templateData: TemplateData { .integer(self) }
}

extension Optional where Wrapped: TemplateConvertible {
  /// `.absent` for a name a scope has but leaves unset here.
  var templateData: TemplateData { self?.templateData ?? .absent }
}

/// Where a section is in the list it repeats over.
struct SequencePosition: Sendable {
  var first: Bool
  var last: Bool
  var index: Int

  func transformed(_ name: String) -> TemplateData? {
    switch name {
    case "first": .flag(first)
    case "last": .flag(last)
    case "index": .integer(index)
    case "even": .flag(index & 1 == 0)
    case "odd": .flag(index & 1 == 1)
    default: nil
    }
  }
}

extension TemplateData {
  /// The value with the transform `name` applied; nil for a transform it does not have.
  func transformed(_ name: String) -> TemplateData? {
    switch self {
    // A name's spellings and a number's value styles are applied before this is asked.
    case .flag, .scope, .absent, .name, .number: return nil
    case .text(let text):
      switch name {
      case "empty": return .flag(text.isEmpty)
      case "capitalized": return .text(text.capitalized)
      case "lowercased": return .text(text.lowercased())
      case "uppercased": return .text(text.uppercased())
      case "reversed": return .text(String(text.reversed()))
      default: return nil
      }
    case .integer(let integer):
      switch name {
      case "equalzero": return .flag(integer == 0)
      case "plusone": return .integer(integer + 1)
      case "minusone": return .integer(integer - 1)
      case "even": return .flag(integer & 1 == 0)
      case "odd": return .flag(integer & 1 == 1)
      default: return nil
      }
    case .list(let list):
      let elements = list.elements
      switch name {
      case "first": return elements.first ?? .absent
      case "last": return elements.last ?? .absent
      case "reversed": return .list(TemplateList(elements.reversed()))
      case "count": return .integer(elements.count)
      case "empty": return .flag(elements.isEmpty)
      default: return nil
      }
    case .sequencePosition(let position): return position.transformed(name)
    case .value(let value): return value.transformed(name).map(TemplateData.text)
    }
  }

  /// Whether an unknown transform of this value shows as a marker in the output (a
  /// name, a number or a text value), rather than as nothing.
  var marksUnknownTransforms: Bool {
    switch self {
    case .name, .number, .value: true
    default: false
    }
  }
}
