/// The rules for names of metrics, categories, components and variants, and how each
/// target spells them.
///
/// A name matches `[A-Za-z][A-Za-z0-9_-]*`. Words are split at `-`, `_` and at a
/// lowercase-to-uppercase step, so `extra-small`, `extra_small` and `extraSmall` are
/// the same two words; that is what makes two names collide in a target.
public enum Names {
  /// True when `name` may be used as a theme name.
  public static func isValid(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
    }
  }

  /// The words of a name, lowercased: `extraSmall` → `["extra", "small"]`.
  public static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in name {
      if character == "-" || character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        if character.isUppercase, let previous, previous.isLowercase || previous.isNumber,
          !current.isEmpty
        {
          words.append(current)
          current = ""
        }
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
  }

  /// `extraSmall`
  public static func camel(_ name: String) -> String {
    let parts = words(name)
    guard let first = parts.first else { return name }
    return first + parts.dropFirst().map(capitalizedWord).joined()
  }

  /// `ExtraSmall`
  public static func pascal(_ name: String) -> String {
    words(name).map(capitalizedWord).joined()
  }

  /// `extra-small`
  public static func kebab(_ name: String) -> String { words(name).joined(separator: "-") }

  /// `extra_small`
  public static func snake(_ name: String) -> String { words(name).joined(separator: "_") }

  private static func capitalizedWord(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// Swift keywords that need backticks as identifiers.
  public static let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
    "Protocol", "some", "any",
  ]

  /// A Swift identifier for a member: camelCase, with backticks around keywords.
  public static func swiftIdentifier(_ name: String) -> String {
    let identifier = camel(name)
    return swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// A Swift type name: PascalCase, with backticks around keywords.
  public static func swiftType(_ name: String) -> String {
    let identifier = pascal(name)
    return swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
  }
}
