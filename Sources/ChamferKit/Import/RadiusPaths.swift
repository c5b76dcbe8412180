/// What a token's path says: the words of its keys, whether they name a radius, and the
/// Chamfer name a path becomes.
extension TokenImporter {
  /// True when a token's path names a corner radius, word by whole word of its keys:
  /// it says radius (`borderRadius`, `corner-radius`, `radii`, `rounded`, `rounding`),
  /// or it says corner or shape and is not the size of something else there
  /// (Spectrum's `corner-triangle-icon-size`). A path inside a typography group is never
  /// a radius (`type-scale.body.cap-height-rounded`); one inside a spacing group is only
  /// when a key after the group says radius (Figma's `spacing.border-radius.rounded`).
  static func namesARadius(_ path: [String]) -> Bool {
    namesARadius(keys: path.map(PathKey.init))
  }

  /// `namesARadius` for a path whose keys are read already.
  static func namesARadius(keys: [PathKey]) -> Bool {
    let groups = keys.dropLast()
    if groups.contains(where: \.holdsTypography) { return false }
    if let spacing = groups.firstIndex(where: \.holdsSpacing),
      !keys[(spacing + 1)...].contains(where: { $0.saysRadius && !$0.holdsSpacing })
    {
      return false
    }
    if keys.contains(where: \.saysRadius) { return true }
    return keys.contains(where: \.saysCorner) && !keys.contains(where: \.sizesSomethingElse)
  }

  /// One key of a token path, read once: what its words say, for
  /// `namesARadius` and `inferredPlace`. Token files repeat their keys thousands of
  /// times, so a pass reads each distinct key once (`TokenImporter.key(_:)`).
  struct PathKey {
    // What the key's words (`pathWords`) say, for `namesARadius`.
    let holdsTypography: Bool
    let holdsSpacing: Bool
    let saysRadius: Bool
    let saysCorner: Bool
    let sizesSomethingElse: Bool
    /// A word names a capsule (`pill`, `full`), for `capsuleByName`.
    let saysCapsule: Bool
    // What the words say in letters and digits only (`@size` is `size`), for
    // `inferredPlace`.
    let isScaleKey: Bool
    let mentionsRadius: Bool
    let namesComponentGroup: Bool
    let isStep: Bool
    /// The key as a component's name, when it is a valid one.
    let componentName: String?
    /// The words that are not scale words, and the corner they name with the words
    /// left beside it.
    let variantWords: [String]
    let corner: (corner: CornerName, otherWords: [String])?

    init(_ key: String) {
      let words = TokenImporter.pathWords([key])
      let facts = words.map { TokenImporter.wordFacts[$0] ?? [] }
      let plainWords = words.map(TokenImporter.lettersAndDigits).filter { !$0.isEmpty }
      // Most words are letters and digits already, and keep their facts.
      let plainFacts = plainWords == words ? facts : plainWords.map { TokenImporter.wordFacts[$0] ?? [] }
      func any(_ facts: [WordFacts], _ fact: WordFacts) -> Bool { facts.contains { $0.contains(fact) } }
      holdsTypography =
        any(facts, .typography) || zip(words, words.dropFirst()).contains { $0 == "type" && $1 == "scale" }
      holdsSpacing = any(facts, .spacing)
      saysRadius = any(facts, .radius)
      saysCorner = any(facts, .corner)
      sizesSomethingElse = any(facts, .sizeOfSomethingElse)
      // The words of an ASCII key are lowercase already; others are lowercased to compare.
      saysCapsule =
        any(facts, .capsule)
        || words.contains { !$0.utf8.allSatisfy { $0 < 0x80 } && TokenImporter.capsuleWords.contains($0.lowercased()) }
      // A spacing group is a kind of token, no component (`spacing.border-radius.pill`).
      isScaleKey = plainFacts.allSatisfy { $0.contains(.scale) || $0.contains(.spacing) }
      mentionsRadius = any(plainFacts, .radiusKey)
      namesComponentGroup = plainWords.count == 1 && plainFacts[0].contains(.component)
      isStep = zip(plainWords, plainFacts).allSatisfy { $1.contains(.step) || TokenImporter.isStep($0) }
      let name = plainWords.isEmpty ? nil : TokenImporter.metricName(words: plainWords)
      componentName = name.flatMap { Names.isValid($0) ? $0 : nil }
      let variantWords = zip(plainWords, plainFacts).filter { !$1.contains(.scale) }.map(\.0)
      self.variantWords = variantWords
      corner = TokenImporter.corner(in: variantWords).map { found in
        (found.corner, variantWords.filter { !found.words.contains($0) })
      }
    }
  }

  /// Which of the word lists a word is in, found with one lookup for the word rather than
  /// one for each list: reading a key hashed each of its words a dozen times.
  struct WordFacts: OptionSet {
    let rawValue: UInt16
    static let typography = WordFacts(rawValue: 1 << 0)
    static let radius = WordFacts(rawValue: 1 << 1)
    static let corner = WordFacts(rawValue: 1 << 2)
    static let sizeOfSomethingElse = WordFacts(rawValue: 1 << 3)
    static let capsule = WordFacts(rawValue: 1 << 4)
    static let scale = WordFacts(rawValue: 1 << 5)
    static let radiusKey = WordFacts(rawValue: 1 << 6)
    static let component = WordFacts(rawValue: 1 << 7)
    static let step = WordFacts(rawValue: 1 << 8)
    static let spacing = WordFacts(rawValue: 1 << 9)
  }

  static let wordFacts: [String: WordFacts] = {
    let lists: [(Set<String>, WordFacts)] = [
      (typographyWords, .typography), (spacingWords, .spacing), (sayRadius, .radius), (sayCorner, .corner),
      (sizeOfSomethingElse, .sizeOfSomethingElse), (capsuleWords, .capsule), (scaleWords, .scale),
      (radiusKeyWords, .radiusKey), (componentWords, .component), (stepWords, .step),
    ]
    var facts: [String: WordFacts] = [:]
    for (words, fact) in lists {
      for word in words { facts[word, default: []].insert(fact) }
    }
    return facts
  }()

  static let sayRadius: Set<String> = ["radius", "radii", "rounded", "rounding"]
  static let sayCorner: Set<String> = ["corner", "corners", "shape"]
  static let sizeOfSomethingElse: Set<String> = [
    "size", "icon", "triangle", "width", "height", "spacing", "padding", "margin", "offset",
  ]

  /// Words of a group that holds type, never radii.
  static let typographyWords: Set<String> = ["typography", "typescale", "font", "fonts", "leading", "tracking", "letter"]

  /// Words of a group that holds spacing: radii only under a key that says radius.
  static let spacingWords: Set<String> = ["spacing", "space", "spacer", "padding", "margin", "gap"]

  /// The words of a token path: each key split at dots, slashes and spaces as well
  /// (Tokens Studio names keys `vivid/radius/100`), then at case and dashes.
  static func pathWords(_ path: [String]) -> [String] {
    path.flatMap { key -> [String] in
      // Most keys are ASCII without a break: their words are the key's own.
      let breaks = { (byte: UInt8) in
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: " ") || (9...13).contains(byte)
      }
      if !key.utf8.contains(where: { $0 >= 0x80 || breaks($0) }) { return Names.words(key) }
      return key.unicodeScalars.split(whereSeparator: { scalar in
        scalar.isASCII ? breaks(UInt8(scalar.value)) : scalar.properties.isWhitespace
      }).flatMap { Names.words(String($0)) }
    }
  }

  static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// A token path as a Chamfer name: `borderRadius.small` → `border-radius-small`.
  static func metricName(_ path: [String]) -> String {
    metricName(words: pathWords(path))
  }

  /// `metricName` of a path already split into words.
  static func metricName(words: [String]) -> String {
    // Only ASCII letters and digits stay.
    let isLetterOrDigit = { (byte: UInt8) in
      byte < 0x80 && (isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
    }
    let words = words.map { word in
      word.utf8.allSatisfy(isLetterOrDigit) ? word : String(decoding: word.utf8.filter(isLetterOrDigit), as: UTF8.self)
    }.filter { !$0.isEmpty }
    var name = words.joined(separator: "-")
    if let first = name.utf8.first, !isASCIILetter(first) { name = "r" + name }
    return name.isEmpty ? "radius" : name
  }
}
