/// Parses a Mustache template straight into the nodes `TemplateRenderer` runs, with
/// exactly the tokens swift-mustache's parser would make, read from the UTF-8 bytes.
///
/// swift-mustache's parser walks the text by `Character` and measures what is left of
/// it at every tag, so its cost grows with the square of a template's length; reading
/// its tokens back needs `Mirror`. For a small theme that was most of a build. This
/// parser follows the same rules in one pass over bytes:
///
/// - Text is cut at every line break (`\n` or `\r\n`), and a line's leading spaces and
///   tabs are held back until it is known whether the line holds only a standalone tag
///   (a section, inverted section, end of section, partial, comment or pragma with
///   nothing else but spaces and tabs on its line), which removes the whole line.
/// - A standalone partial is indented by the spaces before it, which are also written
///   as text, as swift-mustache does.
/// - Whitespace held back before a comment stays held, and goes in front of the next
///   text; whitespace left at the very end of the template is dropped.
///
/// It gives up (nil) on anything else: template inheritance, dynamic partials, set
/// delimiters, pragmas other than `CONTENT_TYPE:TEXT` and `:HTML`, any syntax error, and
/// text where a non-ASCII character would join an ASCII one into one `Character`
/// (a combining accent after a brace), which swift-mustache would read differently.
/// The caller then parses with swift-mustache, which also reports the errors.
/// `TemplateParserTests` checks that both give the same nodes.
struct TemplateParser {
  private let bytes: [UInt8]
  private var position = 0
  private(set) var compiler: TargetCompiler

  init(_ text: String, compiler: TargetCompiler) {
    bytes = Array(text.utf8)
    self.compiler = compiler
  }

  /// The whole template's nodes, or nil (see the type's documentation).
  mutating func parse() -> CompiledTemplate.Block? {
    guard Self.charactersAreBytes(bytes) else { return nil }
    return try? parseBlock(closing: nil, newLine: true)
  }

  /// A tag that opened a section, which its end tag must match.
  private struct Opening {
    let name: String
    let transforms: [String]
  }

  private enum Failure: Error { case unsupported }

  /// The nodes up to the end tag of `closing`, or to the end of the text when nil.
  private mutating func parseBlock(closing: Opening?, newLine startsOnNewLine: Bool) throws -> CompiledTemplate.Block {
    var nodes: CompiledTemplate.Block = []
    var newLine = startsOnNewLine
    var whitespaceBefore: ArraySlice<UInt8> = []
    func flushWhitespace(_ nodes: inout CompiledTemplate.Block) {
      if !whitespaceBefore.isEmpty {
        nodes.append(.text(Array(whitespaceBefore)))
        whitespaceBefore = []
      }
    }
    while position < bytes.count {
      if newLine { whitespaceBefore = read(while: { $0 == space || $0 == tab }) }
      let text = try readTextToTagOrLineBreak()
      // A line break, or a tag that opens with one, which swift-mustache takes as text.
      let lineBreak = Self.anyLineBreakLength(bytes, at: position)
      if lineBreak > 0 {
        nodes.append(.text(Array(whitespaceBefore) + text + bytes[position..<position + lineBreak]))
        newLine = true
        position += lineBreak
        continue
      }
      if !text.isEmpty {
        nodes.append(.text(Array(whitespaceBefore) + text))
        whitespaceBefore = []
        newLine = false
      }
      guard position < bytes.count else { break }
      var setNewLine = false
      switch bytes[position] {
      case UInt8(ascii: "#"), UInt8(ascii: "^"):
        let inverted = bytes[position] == UInt8(ascii: "^")
        position += 1
        let (name, transforms) = try parseName()
        if newLine, lineFinished() {
          setNewLine = true
        } else {
          flushWhitespace(&nodes)
        }
        let compiledName = compiler.name(name, transforms: transforms)
        let inner = try parseBlock(closing: Opening(name: name, transforms: transforms), newLine: newLine && setNewLine)
        nodes.append(
          inverted ? .invertedSection(compiledName, inner) : .section(compiledName, inner, number: compiler.newSection()))
      case UInt8(ascii: "/"):
        position += 1
        let (name, transforms) = try parseName()
        guard let closing, name == closing.name, transforms == closing.transforms else { throw Failure.unsupported }
        if !(newLine && lineFinished()) { flushWhitespace(&nodes) }
        return nodes
      case UInt8(ascii: "!"):
        position += 1
        try skipComment()
        setNewLine = newLine && lineFinished()
      case UInt8(ascii: "{"):
        flushWhitespace(&nodes)
        position += 1
        let (name, transforms) = try parseName()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else { throw Failure.unsupported }
        position += 1
        nodes.append(.variable(compiler.name(name, transforms: transforms), escaped: false))
      case UInt8(ascii: "&"):
        flushWhitespace(&nodes)
        position += 1
        let (name, transforms) = try parseName()
        nodes.append(.variable(compiler.name(name, transforms: transforms), escaped: false))
      case UInt8(ascii: ">"):
        position += 1
        skipWhitespace()
        // `{{>*name}}`: a partial named by a value.
        guard position < bytes.count, bytes[position] != UInt8(ascii: "*") else { throw Failure.unsupported }
        let name = try parsePartialName()
        if !whitespaceBefore.isEmpty { nodes.append(.text(Array(whitespaceBefore))) }
        if newLine, lineFinished() {
          setNewLine = true
          nodes.append(.partial(compiler.partial(name), indentation: Array(whitespaceBefore)))
        } else {
          nodes.append(.partial(compiler.partial(name), indentation: nil))
        }
        whitespaceBefore = []
      case UInt8(ascii: "%"):
        position += 1
        nodes.append(.contentType(escapesHTML: try parseContentType()))
        setNewLine = newLine && lineFinished()
      case UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "="):
        // Inheritance and set delimiters.
        throw Failure.unsupported
      default:
        flushWhitespace(&nodes)
        let (name, transforms) = try parseName()
        nodes.append(.variable(compiler.name(name, transforms: transforms), escaped: true))
      }
      newLine = setNewLine
    }
    // A section that never ended.
    guard closing == nil else { throw Failure.unsupported }
    return nodes
  }

  /// Text up to a line break (left unread) or through the next `{{`. A `{` that ends
  /// the template is an error to swift-mustache.
  private mutating func readTextToTagOrLineBreak() throws -> [UInt8] {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if Self.lineBreakLength(bytes, at: position) > 0 { return Array(bytes[start..<position]) }
      if byte == openBrace {
        guard position + 1 < bytes.count else { throw Failure.unsupported }
        if bytes[position + 1] == openBrace {
          let text = Array(bytes[start..<position])
          position += 2
          return text
        }
      }
      position += 1
    }
    return Array(bytes[start..<position])
  }

  /// The tag's name and its transforms, outermost first, through the closing `}}`.
  private mutating func parseName() throws -> (String, [String]) {
    skipWhitespace()
    let text = read(while: Self.isNameByte)
    skipWhitespace()
    try expectClosing()
    let name = String(decoding: text, as: UTF8.self)
    // `a(b(c))`: transforms a and b applied to c.
    guard let open = name.firstIndex(where: { $0 == "(" || $0 == ")" }) else { return (name, []) }
    guard name[open] == "(" else { throw Failure.unsupported }
    var transforms = [String(name[..<open])]
    var rest = name[name.index(after: open)...]
    while true {
      guard let end = rest.firstIndex(where: { $0 == "(" || $0 == ")" }) else { throw Failure.unsupported }
      let part = String(rest[..<end])
      if rest[end] == "(" {
        transforms.append(part)
        rest = rest[rest.index(after: end)...]
        continue
      }
      // One `)` for each transform, and nothing after them.
      let closers = rest[end...]
      guard closers.count == transforms.count, closers.allSatisfy({ $0 == ")" }) else { throw Failure.unsupported }
      return (part, transforms)
    }
  }

  private mutating func parsePartialName() throws -> String {
    skipWhitespace()
    let name = read(while: { Self.isNameByte($0) || $0 == UInt8(ascii: "/") })
    skipWhitespace()
    try expectClosing()
    return String(decoding: name, as: UTF8.self)
  }

  /// `{{%CONTENT_TYPE:TEXT}}` or `:HTML`: whether values are escaped from here on.
  private mutating func parseContentType() throws -> Bool {
    skipWhitespace()
    let variable = read(while: Self.isPlainNameByte)
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw Failure.unsupported }
    position += 1
    skipWhitespace()
    let value = read(while: Self.isPlainNameByte)
    skipWhitespace()
    try expectClosing()
    guard String(decoding: variable, as: UTF8.self) == "CONTENT_TYPE" else { throw Failure.unsupported }
    switch String(decoding: value, as: UTF8.self) {
    case "TEXT": return false
    case "HTML": return true
    default: throw Failure.unsupported
    }
  }

  private mutating func skipComment() throws {
    while position + 1 < bytes.count {
      if bytes[position] == closeBrace, bytes[position + 1] == closeBrace {
        position += 2
        return
      }
      position += 1
    }
    throw Failure.unsupported
  }

  private mutating func expectClosing() throws {
    guard position + 1 < bytes.count, bytes[position] == closeBrace, bytes[position + 1] == closeBrace else {
      throw Failure.unsupported
    }
    position += 2
  }

  /// Whether only spaces and tabs are left on the line; if so, they and the line break
  /// are read. The end of the text finishes a line too.
  private mutating func lineFinished() -> Bool {
    guard position < bytes.count else { return true }
    var end = position
    while end < bytes.count, bytes[end] == space || bytes[end] == tab { end += 1 }
    let lineBreak = Self.anyLineBreakLength(bytes, at: end)
    guard lineBreak > 0 else { return false }
    position = end + lineBreak
    return true
  }

  private mutating func skipWhitespace() {
    while position < bytes.count, Self.isWhitespace(bytes, at: position) { position += 1 }
  }

  private mutating func read(while accepts: (UInt8) -> Bool) -> ArraySlice<UInt8> {
    let start = position
    while position < bytes.count, accepts(bytes[position]) { position += 1 }
    return bytes[start..<position]
  }

  /// The characters swift-mustache allows in a name, brackets included.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    isPlainNameByte(byte) || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
  }

  private static func isPlainNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"):
      true
    case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"): true
    default: false
    }
  }

  /// `\n` or `\r\n`, which end a line of text; 0 for anything else.
  private static func lineBreakLength(_ bytes: [UInt8], at position: Int) -> Int {
    guard position < bytes.count else { return 0 }
    if bytes[position] == newlineByte { return 1 }
    if bytes[position] == carriageReturn, position + 1 < bytes.count, bytes[position + 1] == newlineByte { return 2 }
    return 0
  }

  /// Any `Character` that `isNewline`: the line breaks above, and a lone `\r`, vertical
  /// tab, form feed, U+0085, U+2028 and U+2029 (after a tag, these end a line too).
  private static func anyLineBreakLength(_ bytes: [UInt8], at position: Int) -> Int {
    guard position < bytes.count else { return 0 }
    let lineBreak = lineBreakLength(bytes, at: position)
    if lineBreak > 0 { return lineBreak }
    switch bytes[position] {
    case carriageReturn, 0x0B, 0x0C: return 1
    case 0xC2 where position + 1 < bytes.count && bytes[position + 1] == 0x85: return 2
    case 0xE2 where position + 2 < bytes.count && bytes[position + 1] == 0x80 && (bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9):
      return 3
    default: return 0
    }
  }

  /// ASCII whitespace, which `Character.isWhitespace` accepts; a tag with any other
  /// byte where whitespace could be is left to swift-mustache by the name rules.
  private static func isWhitespace(_ bytes: [UInt8], at position: Int) -> Bool {
    switch bytes[position] {
    case space, tab, newlineByte, carriageReturn, 0x0B, 0x0C: true
    default: false
    }
  }

  /// Whether every run of non-ASCII bytes keeps to its own `Character`s: none of them
  /// joins the ASCII byte before or after it (a combining accent after `{`, say).
  /// Then reading bytes finds the same braces, spaces and line breaks as reading
  /// `Character`s.
  static func charactersAreBytes(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      guard bytes[index] >= 0x80 else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
      let before = index > 0 ? index - 1 : index
      let after = end < bytes.count ? end + 1 : end
      let run = String(decoding: bytes[index..<end], as: UTF8.self)
      let around = String(decoding: bytes[before..<after], as: UTF8.self)
      guard around.count == run.count + (index - before) + (after - end) else { return false }
      index = end
    }
    return true
  }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let newlineByte = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let openBrace = UInt8(ascii: "{")
private let closeBrace = UInt8(ascii: "}")
