/// The rules for names of metrics, categories, components and variants, and how each
/// target spells them.
///
/// A name matches `[A-Za-z][A-Za-z0-9_-]*`. Words are split at `-`, `_` and at a
/// lowercase-to-uppercase step, so `extra-small`, `extra_small` and `extraSmall` are
/// the same two words; that is what makes two names collide in a target.
package enum Names {
  /// True when `name` may be used as a theme name.
  package static func isValid(_ name: String) -> Bool {
    // Only ASCII can be valid, so the bytes say it all; asking Unicode for each
    // character's properties was a noticeable share of reading a large theme.
    var bytes = name.utf8.makeIterator()
    guard let first = bytes.next(), isLetter(first) else { return false }
    while let byte = bytes.next() {
      guard isLetter(byte) || isDigit(byte) || isSeparator(byte) else { return false }
    }
    return true
  }

  private static func isLetter(_ byte: UInt8) -> Bool { isLower(byte) || isUpper(byte) }

  /// The words of a name, lowercased: `extraSmall` → `["extra", "small"]`.
  package static func words(_ name: String) -> [String] {
    // Valid names are ASCII; working on bytes keeps building a large theme from
    // spending its time on Unicode character properties.
    let bytes = Array(name.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return unicodeWords(name) }
    var words: [String] = []
    var current: [UInt8] = []
    var previous: UInt8 = 0
    for byte in bytes {
      if isSeparator(byte) {
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
      } else {
        if isCamelStep(byte, after: previous), !current.isEmpty {
          words.append(String(decoding: current, as: UTF8.self))
          current.removeAll(keepingCapacity: true)
        }
        current.append(isUpper(byte) ? byte + 32 : byte)
      }
      previous = byte
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }

  /// Where ASCII names split into words, besides at `-` and `_`: an uppercase letter
  /// after a lowercase letter or a digit.
  private static func isCamelStep(_ byte: UInt8, after previous: UInt8) -> Bool {
    isUpper(byte) && (isLower(previous) || isDigit(previous))
  }

  private static func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") }
  private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
  private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// `words` for names outside ASCII, which only invalid themes contain.
  private static func unicodeWords(_ name: String) -> [String] {
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
  package static func camel(_ name: String) -> String { Spellings(name).camel }

  /// `ExtraSmall`
  package static func pascal(_ name: String) -> String { Spellings(name).pascal }

  /// `extra-small`
  package static func kebab(_ name: String) -> String { words(name).joined(separator: "-") }

  /// `extra_small`
  package static func snake(_ name: String) -> String { words(name).joined(separator: "_") }

  fileprivate static func capitalizedWord(_ word: String) -> String {
    guard let first = word.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
    else { return word.prefix(1).uppercased() + word.dropFirst() }
    var bytes = Array(word.utf8)
    bytes[0] -= 32
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Swift keywords that need backticks as identifiers.
  package static let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
    "Protocol", "some", "any",
  ]

  /// A Swift identifier for a member: camelCase, with backticks around keywords.
  package static func swiftIdentifier(_ name: String) -> String { Spellings(name).swiftIdentifier }

  /// A Swift type name: PascalCase, with backticks around keywords.
  package static func swiftType(_ name: String) -> String { Spellings(name).swiftType }

  /// One name in every spelling, splitting it into words only once.
  package struct Spellings: Sendable {
    package let camel: String
    package let pascal: String
    package let kebab: String
    package let snake: String

    package init(_ name: String) {
      if let spellings = Self.ascii(name) {
        self = spellings
        return
      }
      let parts = Names.words(name)
      self.init(words: parts, or: name)
    }

    /// The spellings of `words`; `name` is the camelCase of a name without words.
    init(words parts: [String], or name: String) {
      let capitalized = parts.map(Names.capitalizedWord)
      camel = parts.first.map { $0 + capitalized.dropFirst().joined() } ?? name
      pascal = capitalized.joined()
      kebab = parts.joined(separator: "-")
      snake = parts.joined(separator: "_")
    }

    private init(camel: String, pascal: String, kebab: String, snake: String) {
      self.camel = camel
      self.pascal = pascal
      self.kebab = kebab
      self.snake = snake
    }

    /// The four spellings of an ASCII name straight from its bytes, splitting it where
    /// `words` does; nil for any other name. Splitting into words, capitalizing and
    /// joining them four times over took thousands of instructions a name, and a large
    /// theme spells every component's name twice (for the rules and the templates).
    private static func ascii(_ name: String) -> Spellings? {
      guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
      let camel = spell(name, separator: nil, capacity: name.utf8.count)
      guard camel.words > 0 else { return Spellings(camel: name, pascal: "", kebab: "", snake: "") }
      // Exact lengths, so that a name of up to 15 bytes is a small string, kept inline.
      let letters = camel.text.utf8.count
      let joined = letters + camel.words - 1
      return Spellings(
        camel: camel.text, pascal: spell(name, separator: nil, capitalizesFirstWord: true, capacity: letters).text,
        kebab: spell(name, separator: UInt8(ascii: "-"), capacity: joined).text,
        snake: spell(name, separator: UInt8(ascii: "_"), capacity: joined).text)
    }

    /// The words of ASCII `name`, lowercased and joined by `separator`; with no
    /// separator, every word but perhaps the first starts with a capital. `capacity`
    /// bytes at most.
    private static func spell(
      _ name: String, separator: UInt8?, capitalizesFirstWord: Bool = false, capacity: Int
    ) -> (text: String, words: Int) {
      var words = 0
      var bytes: [UInt8] = []
      bytes.reserveCapacity(capacity)
      var inWord = false
      var previous: UInt8 = 0
      for byte in name.utf8 {
        defer { previous = byte }
        if isSeparator(byte) {
          inWord = false
          continue
        }
        let lower = isUpper(byte) ? byte + 32 : byte
        guard !inWord || isCamelStep(byte, after: previous) else {
          bytes.append(lower)
          continue
        }
        // A new word.
        words += 1
        inWord = true
        if let separator {
          if words > 1 { bytes.append(separator) }
          bytes.append(lower)
        } else {
          bytes.append((words > 1 || capitalizesFirstWord) && isLower(lower) ? lower - 32 : lower)
        }
      }
      return (String(decoding: bytes, as: UTF8.self), words)
    }

    /// camelCase, with backticks around Swift keywords.
    package var swiftIdentifier: String { Names.backtickedIfKeyword(camel) }
    /// PascalCase, with backticks around Swift keywords.
    package var swiftType: String { Names.backtickedIfKeyword(pascal) }
  }

  /// Dart's reserved words, which cannot name a member.
  package static let dartReservedWords: Set<String> = [
    "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else",
    "enum", "extends", "false", "final", "finally", "for", "if", "in", "is", "new", "null",
    "rethrow", "return", "super", "switch", "this", "throw", "true", "try", "var", "void",
    "while", "with",
  ]

  /// A Dart member name from a camelCase identifier: reserved words get a trailing `_`.
  package static func dartIdentifier(_ camel: String) -> String {
    dartReservedWords.contains(camel) ? camel + "_" : camel
  }

  private static func backtickedIfKeyword(_ identifier: String) -> String {
    swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
  }
}
