/// How token values become Chamfer sizes.
///
/// A radius is "fully rounded", Chamfer's `full`, when any of these holds, the rule that
/// covers the encodings design systems use for a capsule:
/// - it is at least 999 px (62.5 rem): 999px, 9999px, 10000px, 1e5px, 62.5rem;
/// - it is a percentage of 50 or more (50%, 100%), or a multiplier of 0.5 or more;
/// - Material's circular family (`SHAPE_FAMILY_CIRCULAR`, `method: circle`);
/// - its name says so (a word `pill`, `full`, `round`, `circle`, `circular`, `capsule` or
///   `stadium` in its path) and it is at least 48 px: Red Hat's 64px pill, Twilio's 100px,
///   Salesforce's 15rem and Workday's 600. A 4px token named `round` stays 4 points.
extension TokenImporter {
  /// Radii at least this large mean "fully rounded".
  package static let fullThreshold = 999.0
  /// Radii at least this large mean "fully rounded" when their name says capsule.
  package static let namedFullThreshold = 48.0
  static let capsuleWords: Set<String> = ["pill", "full", "round", "circle", "circular", "capsule", "stadium"]

  /// True when a token's path names a capsule.
  static func namesACapsule(_ path: [String]) -> Bool {
    pathWords(path).contains { capsuleWords.contains($0.lowercased()) }
  }

  /// A single size in points, or nil for a percentage, `full` or a per-corner value.
  static func points(ofSize size: String) -> Double? {
    if size.endsWithBytes("rem") { return Double(Substring(size.utf8.dropLast(3))).map { $0 * 16 } }
    return Double(size)
  }

  /// `size` with the capsule-by-name rule applied, and the note saying so.
  static func capsuleByName(_ size: String, path: [String]) -> (size: String, note: String?) {
    guard let points = points(ofSize: size), points >= namedFullThreshold, points < fullThreshold,
      namesACapsule(path)
    else { return (size, nil) }
    return ("full", "\(JSONValue.format(points))px named as a capsule, read as full")
  }

  /// A percentage: 50 or more is `full`.
  static func percentSize(_ percent: Double) -> String {
    percent >= 50 ? "full" : "\(JSONValue.format(percent))%"
  }

  /// A dimension as Chamfer writes a size: `{value: 4, unit: px}`, the older string forms
  /// `4px`, `0.25rem`, `1e5px` and `25%`, a number without a unit (read as `unitless`
  /// says, with one warning a file, unless `unitless` here says the format means pixels),
  /// token math (`4 * 7rem`, `min(8px, 6px)`), or the CSS shorthand of two to four
  /// corner sizes (`0 0 4px 4px`), which becomes a per-corner shape. Elliptical radii and
  /// CSS functions are reported and skipped.
  mutating func size(_ value: SourceNode, path: String, unitless: Bool = false) -> String? {
    switch value {
    case .mapping(let mapping):
      // DTCG's dimension holds a value and a unit and nothing else.
      if let extra = mapping.entries.first(where: { $0.key.text != "value" && $0.key.text != "unit" }) {
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error,
            "'\(path)' has a property '\(extra.key.text)' in its dimension, which holds only value and unit",
            at: extra.key.location, hint: "remove '\(extra.key.text)', or move it to $extensions"))
        return nil
      }
      guard case .scalar(let written)? = mapping["value"], let number = Self.plainNumber(written.text),
        case .scalar(let unit)? = mapping["unit"]
      else { break }
      if number < 0 {
        negative(path, "\(written.text)\(unit.text)", at: written.location)
        return nil
      }
      if let size = Self.size(number: number, unit: unit.text) { return size }
    case .scalar(let scalar):
      let text = scalar.text.trimmingSpaces
      if let size = Self.size(text: text) { return size }
      // Tokens Studio and CSS read `none` as no rounding.
      if text == "none" { return "0" }
      // A plain number without a unit (`0.25`), the commonest value in exports, needs no math.
      if Self.isDecimal(text), let number = Double(text) {
        return unitlessSize(number, path: path, at: scalar.location, pixels: unitless)
      }
      if let problem = Self.unsupportedCSS(text) {
        unsupported(path, problem, at: scalar.location)
        return nil
      }
      switch TokenMath.evaluate(text) {
      case .elliptical:
        unsupported(path, "an elliptical radius ('\(text)')", at: scalar.location)
        return nil
      case .cssFunction(let name):
        unsupported(path, "a CSS expression ('\(name)(' in '\(text)')", at: scalar.location)
        return nil
      case .tooDeep:
        diagnostics.append(.mathTooDeep(path, at: scalar.location))
        return nil
      case .failure(let reason):
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error, "'\(path)' is math Chamfer cannot work out: \(reason)",
            at: scalar.location,
            hint: "write the radius as a size, or as + - * /, min, max, roundTo, round, ceil, floor, abs on sizes and aliases"))
        return nil
      case .parts(let parts) where parts.count > 4:
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error,
            "'\(path)' has \(parts.count) sizes ('\(text)'); a radius has one, or one to four corners as CSS writes them",
            at: scalar.location))
        return nil
      case .parts(let parts):
        var sizes: [String] = []
        for part in parts {
          if part.value < 0 {
            negative(path, part.text, at: scalar.location)
            return nil
          }
          let size: String?
          if part.unit.isEmpty {
            size = unitlessSize(part.value, path: path, at: scalar.location, pixels: unitless)
          } else {
            size = Self.size(number: part.value, unit: part.unit)
          }
          guard let size else {
            diagnostics.append(
              Diagnostic(
                "import/bad-dimension", .error,
                "'\(path)' is \(part.text), a unit Chamfer has no size for; radii are px, rem or %",
                at: scalar.location))
            return nil
          }
          sizes.append(size)
        }
        return sizes.count == 1 ? sizes[0] : Self.shorthand(sizes)
      }
    case .sequence:
      break
    }
    diagnostics.append(
      Diagnostic(
        "import/bad-dimension", .error,
        "'\(path)' is not a radius: expected { value: NUMBER, unit: px | rem }, '4px', '0.25rem' or '25%'",
        at: value.location))
    return nil
  }

  /// A number written without a unit, as `unitless` reads it; the first in each file is
  /// reported, so a team learns how its numbers were read.
  mutating func unitlessSize(_ number: Double, path: String, at location: FileLocation, pixels: Bool) -> String? {
    if pixels { return Self.size(number: number, unit: "px") }
    if unitlessWarned.insert(location.fileID).inserted {
      diagnostics.append(
        Diagnostic(
          "import/unitless-dimension", .warning,
          "'\(path)' is \(JSONValue.format(number)) with no unit; numbers without a unit in this file are read as \(unitless.rawValue)",
          at: location,
          hint: unitless == .px
            ? "if these numbers are rem, pass --unitless rem; DTCG writes { value: 8, unit: px }"
            : "if these numbers are px, leave out --unitless rem; DTCG writes { value: 0.5, unit: rem }"))
    }
    return Self.size(number: number, unit: unitless.rawValue)
  }

  mutating func negative(_ path: String, _ written: String, at location: FileLocation) {
    diagnostics.append(
      Diagnostic(
        "import/bad-dimension", .error, "'\(path)' is \(written); a radius cannot be negative", at: location,
        hint: "Chamfer refuses negative radii rather than clamping them to 0"))
  }

  mutating func unsupported(_ path: String, _ problem: String, at location: FileLocation) {
    diagnostics.append(
      Diagnostic(
        "import/unsupported-value", .warning, "'\(path)' is \(problem), which no Chamfer size can say; skipped",
        at: location, hint: "write one radius per corner (px, rem or %), or skip the token in a --mapping file"))
    skip(path, because: problem, at: location)
  }

  /// A number as JSON writes it (`8`, `0.25`, `-1`, `1e5`), and nothing Swift's parser
  /// also takes (`inf`, `0x10`).
  /// Digits with at most one decimal point among them: `8`, `0.25`.
  static func isDecimal(_ text: String) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "."), last != UInt8(ascii: ".") else {
      return false
    }
    var points = 0
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        points += 1
      } else if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        return false
      }
    }
    return points <= 1
  }

  static func plainNumber(_ text: String) -> Double? {
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    guard let first = text.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || isDigit(first),
      text.utf8.allSatisfy({ isDigit($0) || ".eE+-".utf8.contains($0) }),
      let number = Double(text), number.isFinite
    else { return nil }
    return number
  }

  static func size(number: Double, unit: String) -> String? {
    guard number.isFinite, number >= 0 else { return nil }
    switch unit {
    case "px": return number >= fullThreshold ? "full" : JSONValue.format(number)
    case "rem": return number * 16 >= fullThreshold ? "full" : "\(JSONValue.format(number))rem"
    case "%": return percentSize(number)
    default: return nil
    }
  }

  /// A size written with its unit (`4px`, `0.25rem`, `25%`); nil for anything else.
  static func size(text: String) -> String? {
    for unit in ["px", "rem", "%"] where text.endsWithBytes(unit) {
      let number = String(decoding: text.utf8.dropLast(unit.utf8.count), as: UTF8.self)
      return plainNumber(number).flatMap { $0 < 0 ? nil : size(number: $0, unit: unit) }
    }
    return nil
  }

  /// A CSS function that token math does not have (`clamp(`, `calc(`, `var(`), when the
  /// value calls one. Checked before aliases are followed, so an alias inside is not
  /// reported too. Slashes are the math's business (`TokenMath`).
  static func unsupportedCSS(_ text: String) -> String? {
    let characters = Array(text)
    for (index, character) in characters.enumerated() where character == "(" && index > 0 {
      guard characters[index - 1].isLetter else { continue }
      var start = index - 1
      while start > 0, characters[start - 1].isLetter || characters[start - 1] == "-" { start -= 1 }
      if !TokenMath.functions.contains(String(characters[start..<index])) { return "a CSS expression ('\(text)')" }
    }
    return nil
  }

  /// CSS's border-radius shorthand: one to four sizes, clockwise from the top left.
  static func shorthand(_ sizes: [String]) -> String {
    let corners: [String]
    switch sizes.count {
    case 2: corners = [sizes[0], sizes[1], sizes[0], sizes[1]]
    case 3: corners = [sizes[0], sizes[1], sizes[2], sizes[1]]
    default: corners = Array(sizes.prefix(4))
    }
    if corners.allSatisfy({ $0 == corners[0] }) { return corners[0] }
    let names = ["topLeft", "topRight", "bottomRight", "bottomLeft"]
    let fields = zip(names, corners).map { "\($0): \($1)" }.joined(separator: ", ")
    return "{ size: 0, corners: { \(fields) } }"
  }
}
