import Mustache

/// What a name in a template stands for, as `TemplateRenderer` sees it.
///
/// Scopes answer names with typed values rather than `Any`, so the renderer can tell a
/// list from a flag with a `switch` instead of trying one dynamic cast after another:
/// those casts were most of a large build's time. The same values still reach
/// swift-mustache, through `mustacheObject`, when a template uses a feature the
/// compiled renderer leaves to it.
enum TemplateData {
  case flag(Bool)
  case text(String)
  case integer(Int)
  /// A name, size, number or line of text: renders as its `renderText` and answers
  /// the transforms the templates call on it (`pascal(name)`, `css(size)`).
  case value(any MustacheValue)
  case scope(any TemplateScope)
  case list(any TemplateList)
  /// `first()`, `last()`, `index()`, `even()`, `odd()` inside a list.
  case sequencePosition(SequencePosition)
}

/// Anything a scope can hand to a template.
protocol TemplateConvertible {
  var templateData: TemplateData { get }
}

/// An object whose names templates can read: `{{name}}`, `{{#shape}}…{{/shape}}`.
///
/// Every scope answers `value(forKey:)` with a `switch` over the keys it documents.
/// The same answers serve swift-mustache as `MustacheParent.child(named:)`.
protocol TemplateScope: TemplateConvertible, MustacheParent {
  func value(forKey key: String) -> (any TemplateConvertible)?
}

extension TemplateScope {
  var templateData: TemplateData { .scope(self) }
  func child(named key: String) -> Any? { value(forKey: key)?.templateData.mustacheObject }
}

/// A list a section repeats over.
protocol TemplateList: TemplateConvertible {
  var count: Int { get }
  func element(at index: Int) -> TemplateData
  var reversedList: any TemplateList { get }
  /// The list as swift-mustache iterates it.
  var mustacheObject: Any { get }
}

extension Array: TemplateConvertible, TemplateList where Element: TemplateConvertible {
  var templateData: TemplateData { .list(self) }
  func element(at index: Int) -> TemplateData { self[index].templateData }
  var reversedList: any TemplateList { Array(reversed()) }
  var mustacheObject: Any { self }
}

extension Dictionary: TemplateConvertible, TemplateScope where Key == String, Value: TemplateConvertible {
  func value(forKey key: String) -> (any TemplateConvertible)? { self[key] }
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

extension MustacheValue {
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
    case .value(let value): value
    case .scope(let scope): scope
    case .list(let list): list.mustacheObject
    case .sequencePosition(let position): position
    }
  }

  /// The child called `key`, if this is a scope that has one.
  func child(_ key: String) -> TemplateData? {
    guard case .scope(let scope) = self else { return nil }
    return scope.value(forKey: key)?.templateData
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
