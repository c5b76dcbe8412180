/// A strict JSON check for `.json` files, run before the YAML parser reads them.
///
/// YAML's flow style accepts much that JSON does not — single quotes, trailing commas,
/// comments, strings that run over lines — so a `.json` theme would otherwise be read
/// happily and break the next tool that reads it. This finds the first place that is
/// not JSON and says why, with the line and column a person would look at.
enum JSONSyntax {
  struct Problem: Error {
    var line: Int
    var column: Int
    var message: String
    var hint: String?
    /// Nesting deeper than the reader's limit, rather than a mistake in the syntax.
    var tooDeep = false
  }

  /// The first place that is not JSON, or that nests values more than `maximumDepth`
  /// levels deep.
  static func firstProblem(in text: String, maximumDepth: Int = 64) -> Problem? {
    var scanner = Scanner(Array(text.unicodeScalars))
    scanner.maximumDepth = maximumDepth
    do {
      scanner.skipSpace()
      try scanner.value(depth: 0)
      scanner.skipSpace()
      if let extra = scanner.peek {
        if extra == "/" { throw scanner.problem("JSON has no comments") }
        throw scanner.problem("unexpected '\(extra)' after the end of the document")
      }
      return nil
    } catch let problem as Problem {
      return problem
    } catch {
      return nil
    }
  }

  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1
    var maximumDepth = 64

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func problem(_ message: String) -> Problem { Problem(line: line, column: column, message: message) }

    /// Moves past one scalar; LF, CR LF and a lone CR end a line, as `SourcePosition` counts.
    mutating func advance() {
      let scalar = scalars[index]
      index += 1
      if scalar == "\n" || scalar == "\r" && peek != "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }

    mutating func skipSpace() {
      while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        advance()
      }
    }

    mutating func value(depth: Int) throws {
      // Checked here, before the YAML parser, whose own limit gives a cryptic message.
      guard depth <= maximumDepth else {
        var deep = problem("values are nested more than \(maximumDepth) levels deep")
        deep.tooDeep = true
        throw deep
      }
      guard let scalar = peek else { throw problem("the document ends where a value should be") }
      switch scalar {
      case "{": try container(close: "}", depth: depth, member: true)
      case "[": try container(close: "]", depth: depth, member: false)
      case "\"": try string()
      case "'": throw problem("JSON strings take double quotes, not single ones")
      case "/": throw problem("JSON has no comments")
      case "-", "0"..."9": try number()
      default:
        for word in ["true", "false", "null"] where matches(word) {
          for _ in word.unicodeScalars { advance() }
          return
        }
        throw problem("'\(scalar)' cannot start a JSON value; text needs double quotes")
      }
    }

    func matches(_ word: String) -> Bool {
      let wanted = Array(word.unicodeScalars)
      guard index + wanted.count <= scalars.count else { return false }
      return Array(scalars[index..<(index + wanted.count)]) == wanted
    }

    mutating func container(close: Unicode.Scalar, depth: Int, member: Bool) throws {
      advance()
      skipSpace()
      if peek == close {
        advance()
        return
      }
      while true {
        skipSpace()
        if member {
          switch peek {
          case "\"": try string()
          case "'": throw problem("JSON keys take double quotes, not single ones")
          case "/": throw problem("JSON has no comments")
          case nil: throw problem("the document ends inside an object")
          default: throw problem("a JSON key must be text in double quotes")
          }
          skipSpace()
          guard peek == ":" else { throw problem("expected ':' after the key") }
          advance()
          skipSpace()
        }
        try value(depth: depth + 1)
        skipSpace()
        guard let next = peek else {
          throw problem("the document ends before this \(member ? "object" : "list") is closed")
        }
        if next == close {
          advance()
          return
        }
        guard next == "," else {
          if next == "/" { throw problem("JSON has no comments") }
          throw problem("expected ',' or '\(close)'")
        }
        let comma = problem("a trailing comma; JSON allows none before '\(close)'")
        advance()
        skipSpace()
        if peek == close { throw comma }
      }
    }

    mutating func string() throws {
      let start = problem("this text is never closed: JSON strings end on the line they start")
      advance()
      while let scalar = peek {
        switch scalar {
        case "\"":
          advance()
          return
        case "\\":
          let (escapeIndex, escapeAt) = (index, problem(""))
          advance()
          guard let escaped = peek, "\"\\/bfnrtu".unicodeScalars.contains(escaped) else {
            throw problem("an unknown escape in a JSON string")
          }
          advance()
          if escaped == "u" {
            let unit = try codeUnit()
            // A character past U+FFFF is two escapes, a high surrogate and a low one;
            // either alone stands for no character.
            var paired = false
            if (0xD800...0xDBFF).contains(unit), peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" {
              advance()
              advance()
              paired = (0xDC00...0xDFFF).contains(try codeUnit())
            }
            if (0xD800...0xDFFF).contains(unit), !paired {
              var lone = escapeAt
              let written = String(String.UnicodeScalarView(scalars[escapeIndex..<(escapeIndex + 6)]))
              lone.message = "'\(written)' is half of a surrogate pair, which stands for no character alone"
              lone.hint = "a character past U+FFFF is written as two escapes, a high surrogate and a low one: '\\ud83d\\ude00' is U+1F600"
              throw lone
            }
          }
        case "\n", "\r":
          throw start
        default:
          if scalar.value < 0x20 { throw problem("a control character in a JSON string; escape it") }
          advance()
        }
      }
      throw start
    }

    /// The four hexadecimal digits of a `\u` escape.
    mutating func codeUnit() throws -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let digit = peek, digit.properties.isASCIIHexDigit, let nibble = UInt32(String(digit), radix: 16) else {
          throw problem("'\\u' needs four hexadecimal digits")
        }
        value = value << 4 | nibble
        advance()
      }
      return value
    }

    mutating func number() throws {
      let start = problem("a malformed number")
      if peek == "-" { advance() }
      guard let first = peek, ("0"..."9").contains(first) else { throw start }
      if first == "0" {
        advance()
      } else {
        while let digit = peek, ("0"..."9").contains(digit) { advance() }
      }
      if peek == "." {
        advance()
        guard let digit = peek, ("0"..."9").contains(digit) else { throw start }
        while let digit = peek, ("0"..."9").contains(digit) { advance() }
      }
      if peek == "e" || peek == "E" {
        advance()
        if peek == "+" || peek == "-" { advance() }
        guard let digit = peek, ("0"..."9").contains(digit) else { throw start }
        while let digit = peek, ("0"..."9").contains(digit) { advance() }
      }
      // `08`, `1.2.3` or `4px`: the number goes on where JSON says it ended.
      if let next = peek, next == "." || next.properties.isAlphabetic || ("0"..."9").contains(next) {
        throw start
      }
    }
  }
}
