/// Parses the text of a size field.
enum SizeSyntax {
  /// Why a size could not be read.
  enum Problem: Error {
    case malformed(String)
    case unknownUnit(String)
    case negative
    case overFifty
    case notFinite
    /// More points than `Size.maximumPoints`.
    case tooLarge(Double)

    func diagnostic(_ text: String, at location: FileLocation) -> Diagnostic {
      switch self {
      case .malformed(let why):
        Diagnostic(
          "load/malformed-size", .error, "'\(text)' is not a size: \(why)", at: location,
          hint: "write a number with an optional unit: 8, 8pt, 8dp, 8px, 0.5rem, 25% or full")
      case .unknownUnit(let unit):
        Diagnostic(
          "load/unknown-unit", .error, "'\(unit)' is not a unit Chamfer knows, in '\(text)'",
          at: location,
          hint: Spelling.hint(for: unit, among: units)
            ?? "use pt, dp, px (all points), rem or %")
      case .negative:
        Diagnostic(
          "load/negative-size", .error, "'\(text)' is negative; use 0 or a positive size",
          at: location)
      case .overFifty:
        Diagnostic(
          "load/percent-over-50", .error,
          "'\(text)' is more than 50% of the shorter side, which no corner can be",
          at: location, hint: "50% (or 'full') already makes a capsule")
      case .notFinite:
        Diagnostic(
          "load/malformed-size", .error, "'\(text)' is not a finite number", at: location)
      case .tooLarge(let points):
        Size.tooLarge(text, points: points, at: location)
      }
    }
  }

  static let units = ["pt", "dp", "px", "rem", "%"]

  /// The sizes most themes are made of — ASCII digits, maybe a fraction, then a unit
  /// Chamfer knows (`8`, `0.5rem`, `25%`) — read from the bytes, with the same result
  /// as the general path below but without its copies; nil for anything else.
  private static func parseSimple(_ text: String) -> Result<SizeExpression, Problem>? {
    let bytes = text.utf8
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    var end = bytes.startIndex
    while end != bytes.endIndex, isDigit(bytes[end]) { end = bytes.index(after: end) }
    guard end != bytes.startIndex else { return nil }
    if end != bytes.endIndex, bytes[end] == UInt8(ascii: ".") {
      end = bytes.index(after: end)
      let fraction = end
      while end != bytes.endIndex, isDigit(bytes[end]) { end = bytes.index(after: end) }
      guard end != fraction else { return nil }
    }
    let unit = text[end...]
    guard unit.isEmpty || unit == "pt" || unit == "dp" || unit == "px" || unit == "rem" || unit == "%",
      let value = Double(text[..<end]), value.isFinite
    else { return nil }
    switch unit {
    case "rem": return .success(.rem(value))
    case "%": return value > 50 ? .failure(.overFifty) : .success(.percent(value))
    default: return value > Size.maximumPoints ? .failure(.tooLarge(value)) : .success(.points(value))
    }
  }

  static func parse(_ text: String) -> Result<SizeExpression, Problem> {
    if let simple = parseSimple(text) { return simple }
    if text == "full" { return .success(.percent(50)) }
    if text.first == "{" {
      return .success(.reference(ThemeDecoder.referencePath(text) ?? ""))
    }
    let lowered = text.lowercased()
    if [".inf", "-.inf", "+.inf", ".nan", "inf", "nan", "infinity", "-infinity"].contains(lowered) {
      return .failure(.notFinite)
    }
    let scalars = Array(text.unicodeScalars)
    var end = 0
    func digits() -> Int {
      let start = end
      while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
      return end - start
    }
    if end < scalars.count, scalars[end] == "-" || scalars[end] == "+" { end += 1 }
    var count = digits()
    if end < scalars.count, scalars[end] == "." {
      end += 1
      count += digits()
    }
    guard count > 0 else {
      return .failure(.malformed(text.isEmpty ? "it is empty" : "it does not start with a number"))
    }
    if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
      let mark = end
      end += 1
      if end < scalars.count, scalars[end] == "-" || scalars[end] == "+" { end += 1 }
      if digits() == 0 { end = mark }
    }
    let numberText = String(String.UnicodeScalarView(scalars[..<end]))
    let unit = String(String.UnicodeScalarView(scalars[end...]))
    guard let value = Double(numberText) else { return .failure(.malformed("unreadable number")) }
    guard value.isFinite else { return .failure(.notFinite) }
    if unit.unicodeScalars.first?.properties.isWhitespace == true {
      return .failure(.malformed("there is a space between the number and its unit"))
    }
    if value < 0 { return .failure(.negative) }
    switch unit {
    case "", "pt", "dp", "px": return value > Size.maximumPoints ? .failure(.tooLarge(value)) : .success(.points(value))
    case "rem": return .success(.rem(value))
    case "%": return value > 50 ? .failure(.overFifty) : .success(.percent(value))
    default:
      if unit.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) {
        return .failure(.unknownUnit(unit))
      }
      return .failure(.malformed("'\(unit)' after the number is not a unit"))
    }
  }
}
