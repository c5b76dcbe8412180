import Foundation

/// The rules of a stylesheet as generated here: selectors with their declarations,
/// and the condition of the `@supports` block around them, if any. Enough for the CSS
/// Chamfer writes and Dart Sass compiles; not a general CSS parser.
struct StyleRule: Equatable {
  var selector: String
  var supports: String?
  var declarations: [(property: String, value: String)]

  static func == (lhs: StyleRule, rhs: StyleRule) -> Bool {
    lhs.selector == rhs.selector && lhs.supports == rhs.supports
      && lhs.declarations.map { "\($0.property):\($0.value)" }
        == rhs.declarations.map { "\($0.property):\($0.value)" }
  }

  /// The value of the last declaration of `property`.
  subscript(property: String) -> String? {
    declarations.last { $0.property == property }?.value
  }

  /// Every value given to `property`, in order: a fallback declared before the value
  /// that browsers which understand it use.
  func all(_ property: String) -> [String] {
    declarations.filter { $0.property == property }.map(\.value)
  }

  static func parse(_ css: String) -> [StyleRule] {
    var text = css
    while let start = text.range(of: "/*"), let end = text.range(of: "*/", range: start.upperBound..<text.endIndex) {
      text.removeSubrange(start.lowerBound..<end.upperBound)
    }
    var rules: [StyleRule] = []
    var stack: [String] = []
    var buffer = ""
    var current: StyleRule?
    for character in text {
      switch character {
      case "{":
        let head = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
        buffer = ""
        if head.hasPrefix("@") {
          stack.append(head)
        } else {
          let supports = stack.last.flatMap { $0.hasPrefix("@supports") ? String($0.dropFirst("@supports".count)).trimmingCharacters(in: .whitespaces) : nil }
          current = StyleRule(selector: head, supports: supports, declarations: [])
        }
      case ";", "}":
        let item = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
        buffer = ""
        if let colon = item.firstIndex(of: ":"), current != nil {
          current?.declarations.append(
            (String(item[..<colon]).trimmingCharacters(in: .whitespaces),
             String(item[item.index(after: colon)...]).trimmingCharacters(in: .whitespaces)))
        }
        if character == "}" {
          if let rule = current {
            rules.append(rule)
            current = nil
          } else if !stack.isEmpty {
            stack.removeLast()
          }
        }
      default:
        buffer.append(character)
      }
    }
    return rules
  }
}
