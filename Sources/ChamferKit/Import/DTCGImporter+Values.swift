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
extension DTCGImporter {
  /// Radii at least this large mean "fully rounded".
  public static let fullThreshold = 999.0
  /// Radii at least this large mean "fully rounded" when their name says capsule.
  public static let namedFullThreshold = 48.0
  static let capsuleWords: Set<String> = ["pill", "full", "round", "circle", "circular", "capsule", "stadium"]

  /// True when a token's path names a capsule.
  static func namesACapsule(_ path: [String]) -> Bool {
    path.flatMap { Names.words($0) }.contains { capsuleWords.contains($0.lowercased()) }
  }

  /// A single size in points, or nil for a percentage, `full` or a per-corner value.
  static func points(ofSize size: String) -> Double? {
    if size.hasSuffix("rem") { return Double(size.dropLast(3)).map { $0 * 16 } }
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
  /// `4px`, `0.25rem`, `1e5px` and `25%`, a unitless number where the format means pixels,
  /// or the CSS shorthand of two to four corner sizes (`0 0 4px 4px`), which becomes a
  /// per-corner shape. Elliptical radii and CSS functions are reported and skipped.
  mutating func size(_ value: SourceNode, path: String, unitless: Bool = false) -> String? {
    switch value {
    case .mapping(let mapping):
      guard case .scalar(let written)? = mapping["value"], let number = Double(written.text),
        case .scalar(let unit)? = mapping["unit"]
      else { break }
      if let size = Self.size(number: number, unit: unit.text) { return size }
    case .scalar(let scalar):
      let text = scalar.text.trimmingCharacters(in: .whitespaces)
      if let size = Self.size(text: text, unitless: unitless || legacy) { return size }
      if let problem = Self.unsupportedCSS(text) {
        diagnostics.append(
          Diagnostic(
            "import/unsupported-value", .warning, "'\(path)' is \(problem), which no Chamfer size can say; skipped",
            at: scalar.location, hint: "write one radius per corner (px, rem or %), or skip the token in a --mapping file"))
        skipped += 1
        return nil
      }
      // Tokens Studio math without aliases: `8 * 2`.
      if legacy, text.contains(where: { "+-*/".contains($0) }), !text.hasPrefix("-"),
        let result = Arithmetic.evaluate(text.replacingOccurrences(of: "px", with: "")), result >= 0
      {
        return Self.size(number: result, unit: "px")
      }
      let parts = text.split(separator: " ").map(String.init)
      if (2...4).contains(parts.count) {
        let sizes = parts.map { Self.size(text: $0, unitless: true) }
        if sizes.allSatisfy({ $0 != nil }) { return Self.shorthand(sizes.map { $0! }) }
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

  static func size(number: Double, unit: String) -> String? {
    guard number.isFinite, number >= 0 else { return nil }
    switch unit {
    case "px": return number >= fullThreshold ? "full" : JSONValue.format(number)
    case "rem": return number * 16 >= fullThreshold ? "full" : "\(JSONValue.format(number))rem"
    case "%": return percentSize(number)
    default: return nil
    }
  }

  static func size(text: String, unitless: Bool) -> String? {
    for unit in ["px", "rem", "%"] where text.hasSuffix(unit) {
      return Double(text.dropLast(unit.count)).flatMap { size(number: $0, unit: unit) }
    }
    guard unitless || text == "0", let number = Double(text) else { return nil }
    return size(number: number, unit: "px")
  }

  /// What makes a CSS value more than a size, when it is: a function such as `clamp(`
  /// or `calc(`, or a slash between horizontal and vertical radii. Token math
  /// (`{base} / 2`, `(4 + 2) * 3`) is neither.
  static func unsupportedCSS(_ text: String) -> String? {
    let characters = Array(text)
    for (index, character) in characters.enumerated() where character == "(" && index > 0 {
      if characters[index - 1].isLetter { return "a CSS expression ('\(text)')" }
    }
    if text.contains("/"), text.contains("%") || text.split(separator: " ").count > 3 {
      return "an elliptical radius ('\(text)')"
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

  /// A size in points, for math.
  mutating func points(_ value: SourceNode, path: String) -> Double? {
    guard let size = size(value, path: path) else { return nil }
    if size == "full" { return Self.fullThreshold }
    return Self.points(ofSize: size)
  }
}

/// `+ - * /` on plain numbers with the usual precedence and parentheses, for token math.
enum Arithmetic {
  static func evaluate(_ text: String) -> Double? {
    var scanner = Array(text.filter { !$0.isWhitespace })[...]
    guard let value = sum(&scanner), scanner.isEmpty, value.isFinite else { return nil }
    return value
  }

  private static func sum(_ s: inout ArraySlice<Character>) -> Double? {
    guard var value = product(&s) else { return nil }
    while let op = s.first, op == "+" || op == "-" {
      s.removeFirst()
      guard let right = product(&s) else { return nil }
      value = op == "+" ? value + right : value - right
    }
    return value
  }

  private static func product(_ s: inout ArraySlice<Character>) -> Double? {
    guard var value = factor(&s) else { return nil }
    while let op = s.first, op == "*" || op == "/" {
      s.removeFirst()
      guard let right = factor(&s) else { return nil }
      value = op == "*" ? value * right : value / right
    }
    return value
  }

  private static func factor(_ s: inout ArraySlice<Character>) -> Double? {
    if s.first == "(" {
      s.removeFirst()
      guard let value = sum(&s), s.first == ")" else { return nil }
      s.removeFirst()
      return value
    }
    if s.first == "-" {
      s.removeFirst()
      return factor(&s).map { -$0 }
    }
    var digits = ""
    while let c = s.first, c.isNumber || c == "." {
      digits.append(c)
      s.removeFirst()
    }
    return Double(digits)
  }
}
