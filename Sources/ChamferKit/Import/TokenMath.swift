import Foundation

/// Token math as Tokens Studio writes it and its Style Dictionary transforms evaluate it:
/// `+ - * /` with the usual precedence, parentheses, `min`, `max`, `roundTo`, `round`,
/// `ceil`, `floor` and `abs`, and a unit on the numbers (`4 * 7rem` is 28rem).
///
/// A value may hold several parts, as CSS's `border-radius` shorthand does: whitespace
/// between two operands starts a new part, while an operator joins its operands however
/// it is spaced, so `5px 3 * 2px` is the two parts 5px and 6px, and `5px -3px` the parts
/// 5px and -3px where `5px - 3px` is 2px.
///
/// Units follow the transforms' rules: `px` counts as a plain number and marks the result
/// as px; `+`, `-`, `min` and `max` need one unit on every side; `*` takes at most one
/// unit; `/` divides by plain numbers only. A result is rounded to four decimals, as the
/// transforms round by default.
enum TokenMath {
  /// A number and its unit: "" for none, else as written (`px`, `rem`, `%`).
  struct Quantity: Equatable {
    var value: Double
    var unit: String

    /// `28rem`, `0.5`.
    var text: String { JSONValue.format(value) + unit }
  }

  enum Outcome: Equatable {
    /// The value's parts, one per corner group (most values have one).
    case parts([Quantity])
    /// A slash between sizes, as CSS writes horizontal and vertical radii.
    case elliptical
    /// A CSS function that is not token math (`calc`, `clamp`, `var`).
    case cssFunction(String)
    /// Why the value cannot be worked out, naming the part that failed.
    case failure(String)
    /// Parentheses, functions or signs nest more than `Limits.mathDepth` deep.
    case tooDeep
  }

  static let functions: Set<String> = ["min", "max", "roundTo", "round", "ceil", "floor", "abs"]
  static let fractionDigits = 4.0

  static func evaluate(_ text: String) -> Outcome {
    var lexemes: [Lexeme] = []
    switch lex(text, into: &lexemes) {
    case .some(let problem): return .failure(problem)
    case .none: break
    }
    guard !lexemes.isEmpty else { return .failure("the value is empty") }
    var parser = Parser(source: Array(text), lexemes: lexemes)
    var parts: [Quantity] = []
    do {
      while parser.index < lexemes.count {
        if !parts.isEmpty, !lexemes[parser.index].spaceBefore {
          throw Stop.failure(parser.problem("'\(lexemes[parser.index].text)' follows a value without an operator"))
        }
        parts.append(try parser.part())
      }
    } catch Stop.failure(let reason) {
      // `30% 70% / 40% 60%` fails as math because it is CSS's elliptical form.
      return parser.slashBetweenSizes ? .elliptical : .failure(reason)
    } catch Stop.cssFunction(let name) {
      return .cssFunction(name)
    } catch Stop.tooDeep {
      return .tooDeep
    } catch {
      return .failure("\(error)")
    }
    if parser.slashBetweenSizes && (parts.count > 1 || parser.slashBesidePercent) { return .elliptical }
    return .parts(parts)
  }

  // MARK: - Lexing

  struct Lexeme {
    enum Kind: Equatable {
      case number(Double, unit: String)
      case name(String)
      case open, close, comma
      case op(Character)
    }
    var kind: Kind
    var spaceBefore: Bool
    var text: String
    /// Where it starts and ends in the source characters.
    var start: Int
    var end: Int
  }

  /// Splits `text` into numbers with units, names, parentheses, commas and operators;
  /// returns the problem when a character is none of these.
  static func lex(_ text: String, into lexemes: inout [Lexeme]) -> String? {
    let characters = Array(text)
    var index = 0
    var space = false
    func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
    func isLetter(_ c: Character) -> Bool { c.isASCII && c.isLetter }
    while index < characters.count {
      let c = characters[index]
      let start = index
      if c.isWhitespace {
        space = true
        index += 1
        continue
      }
      let kind: Lexeme.Kind
      if isDigit(c) || (c == "." && index + 1 < characters.count && isDigit(characters[index + 1])) {
        while index < characters.count, isDigit(characters[index]) || characters[index] == "." { index += 1 }
        // An exponent, but not the `e` of `em`.
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
          var next = index + 1
          if next < characters.count, characters[next] == "+" || characters[next] == "-" { next += 1 }
          if next < characters.count, isDigit(characters[next]) {
            index = next
            while index < characters.count, isDigit(characters[index]) { index += 1 }
          }
        }
        let digits = String(characters[start..<index])
        let unitStart = index
        while index < characters.count, isLetter(characters[index]) || characters[index] == "%" { index += 1 }
        guard let number = Double(digits), number.isFinite else {
          return "'\(digits)' is not a number"
        }
        let unit = String(characters[unitStart..<index])
        kind = .number(number, unit: unit.lowercased() == "px" ? "px" : unit)
      } else if isLetter(c) {
        while index < characters.count, isLetter(characters[index]) || isDigit(characters[index]) || characters[index] == "_" {
          index += 1
        }
        kind = .name(String(characters[start..<index]))
      } else {
        index += 1
        switch c {
        case "(": kind = .open
        case ")": kind = .close
        case ",": kind = .comma
        case "+", "-", "*", "/": kind = .op(c)
        default: return "'\(c)' has no meaning in token math"
        }
      }
      lexemes.append(Lexeme(kind: kind, spaceBefore: space, text: String(characters[start..<index]), start: start, end: index))
      space = false
    }
    return nil
  }

  // MARK: - Parsing

  enum Stop: Error {
    case failure(String)
    case cssFunction(String)
    case tooDeep
  }

  struct Parser {
    let source: [Character]
    let lexemes: [Lexeme]
    var index = 0
    var depth = 0
    /// How many parentheses, functions and signs the parser is inside: each is a level
    /// of recursion, so past `Limits.mathDepth` the value is refused, not the stack.
    var nesting = 0
    /// Where the current part starts, for messages.
    var partStart = 0
    /// The current part writes px somewhere, so a plain result is px.
    var partHasPx = false
    /// The current part uses an operator or a function, so its result is rounded.
    var partComputes = false
    /// A top-level `/` stands between two numbers that carry units.
    var slashBetweenSizes = false
    var slashBesidePercent = false

    /// The text of the current part so far, quoted, with the reason.
    func problem(_ reason: String) -> String {
      let end = index > 0 ? lexemes[min(index, lexemes.count) - 1].end : 0
      let startOffset = partStart < lexemes.count ? lexemes[partStart].start : 0
      let part = String(source[startOffset..<max(startOffset, end)]).trimmingSpaces
      return "in '\(part)', \(reason)"
    }

    var current: Lexeme? { index < lexemes.count ? lexemes[index] : nil }

    mutating func part() throws -> Quantity {
      partStart = index
      partHasPx = false
      partComputes = false
      var result = try sum().quantity
      if result.unit.isEmpty && partHasPx { result.unit = "px" }
      if partComputes {
        let scale = pow(10, TokenMath.fractionDigits)
        result.value = (result.value * scale).rounded(.toNearestOrAwayFromZero) / scale
        if result.value == 0 { result.value = 0 }
      }
      guard result.value.isFinite else { throw Stop.failure(problem("the result is too large")) }
      return result
    }

    /// A value and whether it is a number written with a unit, as a CSS size is.
    typealias Operand = (quantity: Quantity, writtenSize: Bool)

    mutating func sum() throws -> Operand {
      var left = try product()
      while let lexeme = current, case .op(let op) = lexeme.kind, op == "+" || op == "-" {
        // `4px -2px` at the top level is two parts, a size and a negative one.
        if depth == 0, lexeme.spaceBefore, index + 1 < lexemes.count, !lexemes[index + 1].spaceBefore { break }
        index += 1
        partComputes = true
        let right = try product()
        guard left.quantity.unit == right.quantity.unit else {
          throw Stop.failure(
            problem(
              "+ and - need one unit on both sides (px and plain numbers count as one), "
                + "not \(describe(left.quantity)) and \(describe(right.quantity))"))
        }
        let (a, b) = (left.quantity, right.quantity)
        left = (Quantity(value: op == "+" ? a.value + b.value : a.value - b.value, unit: a.unit), false)
      }
      return left
    }

    mutating func product() throws -> Operand {
      var left = try factor()
      while let lexeme = current, case .op(let op) = lexeme.kind, op == "*" || op == "/" {
        index += 1
        partComputes = true
        let right = try factor()
        let (a, b) = (left.quantity, right.quantity)
        if op == "*" {
          guard a.unit.isEmpty || b.unit.isEmpty || a.unit == b.unit else {
            throw Stop.failure(problem("\(describe(a)) times \(describe(b)) mixes two units"))
          }
          left = (Quantity(value: a.value * b.value, unit: a.unit.isEmpty ? b.unit : a.unit), false)
        } else {
          if depth == 0, left.writtenSize, right.writtenSize {
            slashBetweenSizes = true
            if a.unit == "%" || b.unit == "%" { slashBesidePercent = true }
          }
          guard b.unit.isEmpty else {
            throw Stop.failure(problem("it divides by \(describe(b)); only plain numbers and px divide"))
          }
          guard b.value != 0 else { throw Stop.failure(problem("it divides by zero")) }
          left = (Quantity(value: a.value / b.value, unit: a.unit), false)
        }
      }
      return left
    }

    mutating func factor() throws -> Operand {
      guard let lexeme = current else {
        throw Stop.failure(problem("a number is missing at the end"))
      }
      guard nesting <= Limits.mathDepth else { throw Stop.tooDeep }
      nesting += 1
      defer { nesting -= 1 }
      index += 1
      switch lexeme.kind {
      case .number(let value, let unit):
        if unit == "px" {
          partHasPx = true
          return (Quantity(value: value, unit: ""), true)
        }
        return (Quantity(value: value, unit: unit), !unit.isEmpty)
      case .op(let op) where op == "-" || op == "+":
        let operand = try factor()
        if op == "-" { partComputes = true }
        let value = op == "-" ? -operand.quantity.value : operand.quantity.value
        return (Quantity(value: value, unit: operand.quantity.unit), operand.writtenSize)
      case .open:
        depth += 1
        let inner = try sum()
        guard current?.kind == .close else {
          throw Stop.failure(problem(current == nil ? "a ')' is missing" : "'\(current!.text)' comes where ')' should"))
        }
        index += 1
        depth -= 1
        // An alias's size comes in parentheses and is still a written size.
        return inner
      case .name(let name):
        guard current?.kind == .open else {
          throw Stop.failure(problem("'\(name)' is not a number, a unit or a function of token math"))
        }
        guard TokenMath.functions.contains(name) else { throw Stop.cssFunction(name) }
        index += 1
        depth += 1
        var arguments: [Quantity] = []
        while true {
          arguments.append(try sum().quantity)
          if current?.kind == .comma {
            index += 1
            continue
          }
          guard current?.kind == .close else {
            throw Stop.failure(problem(current == nil ? "a ')' is missing" : "'\(current!.text)' comes where ')' should"))
          }
          index += 1
          break
        }
        depth -= 1
        partComputes = true
        return (try apply(name, arguments), false)
      default:
        throw Stop.failure(problem("'\(lexeme.text)' comes where a number should"))
      }
    }

    func apply(_ name: String, _ arguments: [Quantity]) throws -> Quantity {
      switch name {
      case "min", "max":
        let unit = arguments[0].unit
        guard arguments.allSatisfy({ $0.unit == unit }) else {
          throw Stop.failure(problem("\(name) compares numbers in different units"))
        }
        let values = arguments.map(\.value)
        return Quantity(value: (name == "min" ? values.min() : values.max()) ?? 0, unit: unit)
      case "roundTo":
        guard arguments.count == 2, arguments[1].unit.isEmpty else {
          throw Stop.failure(problem("roundTo takes a number and a count of decimals"))
        }
        let scale = pow(10, arguments[1].value.rounded())
        return Quantity(value: (arguments[0].value * scale).rounded(.toNearestOrAwayFromZero) / scale, unit: arguments[0].unit)
      default:
        guard arguments.count == 1, let only = arguments.first else {
          throw Stop.failure(problem("\(name) takes one number"))
        }
        let rule: (Double) -> Double
        switch name {
        case "round": rule = { $0.rounded(.toNearestOrAwayFromZero) }
        case "ceil": rule = { $0.rounded(.up) }
        case "floor": rule = { $0.rounded(.down) }
        default: rule = { abs($0) }
        }
        return Quantity(value: rule(only.value), unit: only.unit)
      }
    }

    /// A quantity as a message shows it (px reads as a plain number here).
    func describe(_ quantity: Quantity) -> String { quantity.text }
  }
}

extension Diagnostic {
  /// Token math nested past `Limits.mathDepth`; the value is not quoted, as it may be
  /// thousands of parentheses long.
  static func mathTooDeep(_ path: String, at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "import/too-deep", .error,
      "'\(path)' nests token math more than \(Limits.mathDepth) levels deep (parentheses, functions and signs)",
      at: location, hint: "write the radius as a size, or as math of a few levels")
  }
}
