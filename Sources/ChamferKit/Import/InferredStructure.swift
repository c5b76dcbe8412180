/// Where a radius token goes when no mapping file says: the conventions real token
/// files use for components, read from the token's path.
///
/// - A path of scale words and steps (`radius.sm`, `Global.Corner.Radius.Medium`,
///   `md.sys.shape.corner.large.top`, `@size.radius.100`), or one whose radius word
///   comes first (`radius.brand.hover`), is a scale metric.
/// - `component.<c>.…`, `components.<c>.…` and Material's `md.comp.<c>.…` name the
///   component `c`; otherwise the first key before the radius word that is not a
///   scale word does (`button.border-radius`, `card.corner.top-start`).
/// - After the component, a corner (`top-start`, `top-end`, `bottom-start`,
///   `bottom-end`, read left to right; or `top-left` … `bottom-right`) makes the token
///   that corner of the component, and the other keys that are not scale words name a
///   variant (`button.pressed.radius` → `button`'s variant `pressed`;
///   `md.comp.fab.large.container.shape` → `fab`'s variant `large`).
extension TokenImporter {
  /// A token's place: a component, maybe a variant of it, maybe one corner.
  struct InferredPlace: Equatable {
    var component: String
    var variant: String?
    var corner: CornerName?
  }

  /// Words of keys that say "radius" or group a scale, rather than name a component.
  static let scaleWords: Set<String> = [
    "radius", "radii", "rounded", "rounding", "corner", "corners", "border", "borders", "shape", "shapes", "size",
    "sizes", "global", "sys", "system", "base", "core", "primitive", "primitives", "ref", "reference", "semantic",
    "alias", "aliases", "md", "dimension", "dimensions", "theme", "tokens", "token", "scale", "container", "value",
  ]

  /// Words that name a component group outright; the key after them is the component.
  static let componentWords: Set<String> = ["comp", "component", "components"]

  /// Words that say a key is about radii (`border-radius`, `corner`, `shape`).
  static let radiusKeyWords: Set<String> = ["radius", "radii", "rounded", "rounding", "corner", "corners", "shape"]

  /// Words of a scale's steps: t-shirt sizes, numbers, none and full.
  static let stepWords: Set<String> = [
    "xs", "sm", "md", "lg", "xl", "xxs", "xxl", "xxxl", "small", "medium", "large", "extra", "none", "full", "default",
    "pill", "round", "circle", "sharp", "square", "tiny", "huge", "min", "max", "zero", "half", "x", "s", "m", "l",
  ]

  /// True for a scale step's word: `sm`, `2xl`, `100`.
  static func isStep(_ word: String) -> Bool {
    if stepWords.contains(word) { return true }
    // An ASCII word's numbers are its digits, read as bytes rather than characters.
    if word.utf8.allSatisfy({ $0 < 0x80 }) {
      let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
      let size = word.utf8.drop(while: isDigit).drop { $0 == UInt8(ascii: "x") }
      return size.isEmpty && word.utf8.allSatisfy(isDigit)
        || size.count == 1 && (size.first == UInt8(ascii: "s") || size.first == UInt8(ascii: "l"))
    }
    if word.allSatisfy(\.isNumber) { return true }
    let size = word.drop { $0.isNumber }.drop { $0 == "x" }
    return size.count == 1 && (size == "s" || size == "l")
  }

  /// The component place of a token by its path, or nil when it belongs in the scale.
  static func inferredPlace(_ path: [String]) -> InferredPlace? {
    inferredPlace(keys: path.map(PathKey.init))
  }

  /// `inferredPlace` for a path whose keys are read already.
  static func inferredPlace(keys: [PathKey]) -> InferredPlace? {
    guard keys.count > 1 else { return nil }
    var start = keys.indices.dropLast().first { keys[$0].namesComponentGroup }.map { $0 + 1 }
    if start == nil {
      // A component's key comes before the radius word (`button.border-radius`); a key
      // after it, or a step of a scale, names a step (`radius.brand`, `shape.large.top`).
      guard let candidate = keys.indices.dropLast().first(where: { !keys[$0].isScaleKey }),
        !keys[..<candidate].contains(where: \.mentionsRadius), keys[(candidate + 1)...].contains(where: \.mentionsRadius),
        !keys[candidate].isStep
      else { return nil }
      start = candidate
    }
    guard let first = start, first < keys.count, let name = keys[first].componentName else { return nil }
    var corner: CornerName?
    var variantParts: [String] = []
    for key in keys[(first + 1)...] {
      if corner == nil, let found = key.corner {
        corner = found.corner
        variantParts += found.otherWords
      } else {
        variantParts += key.variantWords
      }
    }
    let variant = variantParts.isEmpty ? nil : metricName(words: variantParts)
    if let variant, !Names.isValid(variant) { return nil }
    return InferredPlace(component: name, variant: variant, corner: corner)
  }

  /// A word's letters and digits, lowercased; ASCII words, nearly all of them, are read
  /// as bytes rather than by Unicode properties.
  static func lettersAndDigits(_ word: String) -> String {
    let isLowerOrDigit = { (byte: UInt8) in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    if word.utf8.allSatisfy(isLowerOrDigit) { return word }
    guard word.utf8.allSatisfy({ $0 < 0x80 }) else {
      return String(word.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
    let kept = word.utf8.filter { isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    return String(decoding: kept.map { $0 | 0x20 }, as: UTF8.self)
  }

  /// The corner a key's words name (`top-start`, `bottomRight`), and those words.
  static func corner(in words: [String]) -> (corner: CornerName, words: Set<String>)? {
    let vertical = words.first { $0 == "top" || $0 == "bottom" }
    let horizontal = words.first { ["start", "end", "left", "right"].contains($0) }
    guard let vertical, let horizontal else { return nil }
    // Logical corners are read left to right.
    let left = horizontal == "start" || horizontal == "left"
    let corner: CornerName =
      vertical == "top" ? (left ? .topLeft : .topRight) : (left ? .bottomLeft : .bottomRight)
    return (corner, [vertical, horizontal])
  }
}
