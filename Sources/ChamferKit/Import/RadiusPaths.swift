/// What a token's path says: the words of its keys, whether they name a radius, and the
/// Chamfer name a path becomes.
extension TokenImporter {
  /// True when a token's path names a corner radius, word by whole word of its keys:
  /// it says radius (`borderRadius`, `corner-radius`, `radii`, `rounded`, `rounding`),
  /// or it says corner or shape and is not the size of something else there
  /// (Spectrum's `corner-triangle-icon-size`). A path inside a typography or spacing
  /// group is never a radius (`type-scale.body.cap-height-rounded`).
  static func namesARadius(_ path: [String]) -> Bool {
    namesARadius(keyWords: path.map { pathWords([$0]) })
  }

  /// `namesARadius` for a path already split into each key's words.
  static func namesARadius(keyWords: [[String]]) -> Bool {
    for words in keyWords.dropLast() {
      if words.contains(where: typographyAndSpacing.contains) { return false }
      if zip(words, words.dropFirst()).contains(where: { $0 == "type" && $1 == "scale" }) { return false }
    }
    let words = keyWords.joined()
    if words.contains(where: sayRadius.contains) { return true }
    return words.contains(where: sayCorner.contains) && !words.contains(where: sizeOfSomethingElse.contains)
  }

  private static let sayRadius: Set<String> = ["radius", "radii", "rounded", "rounding"]
  private static let sayCorner: Set<String> = ["corner", "corners", "shape"]
  private static let sizeOfSomethingElse: Set<String> = [
    "size", "icon", "triangle", "width", "height", "spacing", "padding", "margin", "offset",
  ]

  /// Words of a group that holds type or spacing, never radii.
  static let typographyAndSpacing: Set<String> = [
    "typography", "typescale", "font", "fonts", "spacing", "space", "spacer", "padding", "margin", "gap", "leading",
    "tracking", "letter",
  ]

  /// The words of a token path: each key split at dots, slashes and spaces as well
  /// (Tokens Studio names keys `vivid/radius/100`), then at case and dashes.
  static func pathWords(_ path: [String]) -> [String] {
    path.flatMap { key in
      key.unicodeScalars.split(whereSeparator: { scalar in
        scalar.isASCII
          ? scalar == "." || scalar == "/" || scalar == " " || ("\t"..."\r").contains(scalar)
          : scalar.properties.isWhitespace
      })
    }.flatMap { Names.words(String($0)) }
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
    let words = words.map { word in
      String(decoding: word.utf8.filter { $0 < 0x80 && (isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)) }, as: UTF8.self)
    }.filter { !$0.isEmpty }
    var name = words.joined(separator: "-")
    if let first = name.utf8.first, !isASCIILetter(first) { name = "r" + name }
    return name.isEmpty ? "radius" : name
  }
}
