import Mustache

/// What a name in a template stands for, as `TemplateRenderer` sees it.
///
/// Scopes answer names with typed values rather than `Any`, so the renderer can tell a
/// list from a flag with a `switch` instead of trying one dynamic cast after another:
/// those casts were most of a large build's time. The same values still reach
/// swift-mustache, through `mustacheObject`, when a template uses a feature the
/// compiled renderer leaves to it.
enum TemplateData: Sendable {
  case flag(Bool)
  case text(String)
  case integer(Int)
  /// A name that templates spell per language: `pascal(name)`.
  case name(TemplateName)
  /// A size or number that value styles write: `css(size)`.
  case number(TemplateValue)
  /// Another value with its own text and transforms (a description, a doc line).
  case value(any MustacheValue & Sendable)
  case scope(TemplateScope)
  case list(TemplateList)
  // Every payload is a class reference or a few plain words, so copying a value costs
  // at most a retain: the renderer copies values on every lookup.
  /// `first()`, `last()`, `index()`, `even()`, `odd()` inside a list.
  case sequencePosition(SequencePosition)
}

/// Anything a scope can hand to a template.
protocol TemplateConvertible {
  var templateData: TemplateData { get }
  /// The value as a scope answers with it: lent when it is a scope, a list or a name,
  /// made otherwise. Only for a value the scope keeps (see `TemplateAnswer`).
  var templateAnswer: TemplateAnswer { get }
}

extension TemplateConvertible {
  var templateAnswer: TemplateAnswer { .made(templateData) }
}

/// How a scope answers a name for the renderer: with an object it keeps, lent, or
/// with a value made for the asking.
///
/// A lent scope, list or name is an unretained reference to an object that the
/// answering scope keeps in a stored property, or in a list it keeps. It lives as long
/// as that scope, and the renderer only uses it while the scope is on its stack, or
/// held by something that is; so answering with it costs no reference counting. Every
/// retain and release is atomic, and owned answers were a large part of rendering.
/// Anything else (a flag, a text, an object made for this answer) comes owned, as
/// `.made`.
enum TemplateAnswer {
  case scope(Unmanaged<TemplateScope>)
  case list(Unmanaged<TemplateList>)
  case name(Unmanaged<TemplateName>)
  case made(TemplateData)

  static func flag(_ flag: Bool) -> Self { .made(.flag(flag)) }
  static func text(_ text: String) -> Self { .made(.text(text)) }
  static func number(_ number: TemplateValue) -> Self { .made(.number(number)) }

  /// The answer as a value of its own, retaining a lent object.
  var data: TemplateData {
    switch self {
    case .scope(let scope): .scope(scope.takeUnretainedValue())
    case .list(let list): .list(list.takeUnretainedValue())
    case .name(let name): .name(name.takeUnretainedValue())
    case .made(let data): data
    }
  }

  /// The object the answer is, unretained, when it is a scope, a list or a name: lent,
  /// or held by this answer.
  var object: Unmanaged<AnyObject>? {
    switch self {
    case .scope(let scope): .fromOpaque(scope.toOpaque())
    case .list(let list): .fromOpaque(list.toOpaque())
    case .name(let name): .fromOpaque(name.toOpaque())
    case .made(.scope(let scope)): .passUnretained(scope)
    case .made(.list(let list)): .passUnretained(list)
    case .made(.name(let name)): .passUnretained(name)
    case .made: nil
    }
  }
}

/// An object whose names templates can read: `{{name}}`, `{{#shape}}…{{/shape}}`.
///
/// Every scope is a final subclass that answers `answer(forKey:)` with a `switch` over
/// the keys it documents, lending what it keeps (`TemplateAnswer`). The same answers
/// serve swift-mustache as `MustacheParent.child(named:)`. Scopes share a base class
/// rather than a protocol so that they can be lent, and kept on the renderer's stack,
/// as `Unmanaged` references (an existential cannot be unmanaged).
class TemplateScope: @unchecked Sendable, TemplateConvertible, MustacheParent {
  // Unchecked, as a class that is not final cannot be checked. Every subclass restates
  // the conformance and keeps to what a checked one would require: it is final, and
  // its stored properties are `let`s of Sendable types.

  /// How this scope answers `key`; nil for a key it does not have.
  func answer(forKey key: TemplateKey) -> TemplateAnswer? { nil }

  /// The answer for `key` as a value of its own.
  final func value(forKey key: TemplateKey) -> TemplateData? { answer(forKey: key)?.data }

  final var templateData: TemplateData { .scope(self) }
  final var templateAnswer: TemplateAnswer { .scope(.passUnretained(self)) }
  final func child(named key: String) -> Any? { value(forKey: TemplateKey(key))?.mustacheObject }
}

/// A name as a template spells it, matched once against the names Chamfer's scopes
/// know: a scope asks `switch key.known` and gets a jump table rather than a string
/// comparison per case, on every lookup of every name up the stack. A known name keeps
/// no string of its own, so passing one around costs no reference counting.
enum TemplateKey: Sendable {
  case known(Known)
  /// A name no built-in scope answers (a `param`, a role, a typo).
  case other(String)

  init(_ text: String) {
    self = Known(rawValue: text).map(TemplateKey.known) ?? .other(text)
  }

  /// nil for a name no built-in scope answers.
  var known: Known? {
    if case .known(let known) = self { known } else { nil }
  }

  var text: String {
    switch self {
    case .known(let known): known.rawValue
    case .other(let text): text
    }
  }

  /// Every name the built-in scopes answer; `TemplateContext.swift` documents them.
  enum Known: String, Sendable {
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
    case materialCorner, materialCategory, state, hasAlias, materialKind
  }
}

/// A list a section repeats over, as templates see it. A class, so that a scope can
/// lend one (`TemplateAnswer`); `Many` is the list Swift code reads.
class TemplateList: @unchecked Sendable, TemplateConvertible {
  // Unchecked, as a class that is not final cannot be checked; its stored properties
  // are `let`s, and `Many` adds only another.

  /// The elements, made once: the renderer asks for each one every time a section
  /// repeats over the list.
  private let data: [TemplateData]
  /// The elements that are scopes, unretained (`data` holds them); nil for the others.
  private let scopes: [Unmanaged<TemplateScope>?]

  init(data: [TemplateData]) {
    self.data = data
    scopes = data.map { data in
      if case .scope(let scope) = data { .passUnretained(scope) } else { nil }
    }
  }

  final var count: Int { data.count }
  final func element(at index: Int) -> TemplateData { data[index] }
  /// The element at `index` if it is a scope, unretained: the list holds it.
  final func scope(at index: Int) -> Unmanaged<TemplateScope>? { scopes[index] }
  final var reversedList: TemplateList { TemplateList(data: data.reversed()) }
  /// The list as swift-mustache iterates it.
  var mustacheObject: Any { data.map(\.mustacheObject) }

  final var templateData: TemplateData { .list(self) }
  final var templateAnswer: TemplateAnswer { .list(.passUnretained(self)) }
}

/// A list templates can repeat over, `{{#variants}}…{{/variants}}`, that Swift code
/// reads like the array it holds.
final class Many<Element: TemplateConvertible & Sendable>: TemplateList, RandomAccessCollection, @unchecked Sendable {
  let elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
    super.init(data: elements.map(\.templateData))
  }

  var startIndex: Int { 0 }
  var endIndex: Int { elements.count }
  subscript(index: Int) -> Element { elements[index] }

  override var mustacheObject: Any { elements }
}

/// Named text, such as the params of `outputs.<target>.params`: `{{param.NAME}}`.
final class TextTable: TemplateScope, @unchecked Sendable {
  let entries: [String: String]
  init(_ entries: [String: String]) { self.entries = entries }
  override func answer(forKey key: TemplateKey) -> TemplateAnswer? { entries[key.text].map(TemplateAnswer.text) }
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

extension MustacheValue where Self: Sendable {
  var templateData: TemplateData { .value(self) }
}

/// Where a section is in the list it repeats over.
struct SequencePosition: MustacheTransformable {
  var first: Bool
  var last: Bool
  var index: Int

  func transform(_ name: String) -> Any? { transformed(name)?.mustacheObject }

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
  /// The value as swift-mustache expects to find it.
  var mustacheObject: Any {
    switch self {
    case .flag(let flag): flag
    case .text(let text): text
    case .integer(let integer): integer
    case .name(let name): name
    case .number(let number): number
    case .value(let value): value
    case .scope(let scope): scope
    case .list(let list): list.mustacheObject
    case .sequencePosition(let position): position
    }
  }

  /// The transforms swift-mustache defines for strings, integers and lists, and the
  /// ones Chamfer's values define; nil for a transform the value does not have, which
  /// makes the whole name render as nothing, as in swift-mustache.
  func transformed(_ name: String) -> TemplateData? {
    switch self {
    case .flag, .scope: return nil
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
      switch name {
      case "first": return list.count > 0 ? list.element(at: 0) : nil
      case "last": return list.count > 0 ? list.element(at: list.count - 1) : nil
      case "reversed": return .list(list.reversedList)
      case "count": return .integer(list.count)
      case "empty": return .flag(list.count == 0)
      default: return nil
      }
    case .sequencePosition(let position): return position.transformed(name)
    case .name(let value): return .text(value.transformedText(name))
    case .number(let value): return .text(value.transformedText(name))
    case .value(let value): return value.transform(name).map(TemplateData.init(transformResult:))
    }
  }

  /// What a value's `transform` returned: almost always a string.
  init(transformResult result: Any) {
    if let text = result as? String {
      self = .text(text)
    } else if let flag = result as? Bool {
      self = .flag(flag)
    } else if let integer = result as? Int {
      self = .integer(integer)
    } else if let convertible = result as? any TemplateConvertible {
      self = convertible.templateData
    } else {
      self = .text(String(describing: result))
    }
  }
}

extension Optional where Wrapped: TemplateConvertible {
  /// nil, for a name a scope has but leaves unset here (a metric without a description).
  var templateData: TemplateData? { self?.templateData }
  var templateAnswer: TemplateAnswer? { self?.templateAnswer }
}
