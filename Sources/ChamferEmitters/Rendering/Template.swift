/// A Mustache template parsed once into a flat list of nodes, which `TemplateSet`
/// compiles for `TemplateRenderer`.
///
/// The syntax is the Mustache specification's (github.com/mustache/spec: interpolation,
/// sections, inverted sections, comments, partials and set delimiters), which the test
/// suite runs in full, plus one extension: a name may be wrapped in transforms,
/// `{{kebab(name)}}` or `{{#first()}}`, applied innermost first. Lambdas, dynamic names
/// and inheritance (the optional parts of the specification) are not supported, and a
/// template that uses them is a syntax error at the tag.
struct Template: Sendable {
  enum Node: Sendable {
    /// UTF-8, written as it is.
    case text([UInt8])
    /// `escaped`: `{{name}}` rather than `{{{name}}}` or `{{&name}}`.
    case variable(Name, escaped: Bool)
    /// The body is the nodes after this one up to `end`.
    case section(Name, end: Int, inverted: Bool)
    /// A standalone partial tag's indentation goes in front of every line of the partial.
    case partial(String, indentation: String, at: Location)
  }

  /// Where a tag starts in the template as written: line and column (in Unicode
  /// scalars) from 1.
  struct Location: Sendable, Equatable {
    var line: Int
    var column: Int
  }

  /// The name in a tag, split once.
  final class Name: Sendable {
    enum Start: Sendable {
      /// `.`: the innermost value.
      case current
      /// `first()` and other transforms of nothing: the place in the innermost list.
      case position
      /// `.name`: only the innermost value is searched.
      case currentOnly
      /// `a.b`: `a` in the innermost value that has it, then `b` in that.
      case stack
    }
    /// The name as written, for messages.
    let text: String
    let start: Start
    let path: [TemplateKey]
    /// Innermost first: `a(b(c))` applies `b` first.
    let transforms: [Transform]
    let location: Location

    init(text: String, start: Start, path: [TemplateKey], transforms: [Transform], location: Location) {
      self.text = text
      self.start = start
      self.path = path
      self.transforms = transforms
      self.location = location
    }
  }

  /// A transform's name, with the value style or name spelling it names, found once.
  struct Transform: Sendable {
    let name: String
    let style: (any ValueStyle.Type)?
    let spelling: NameSpelling?

    init(_ name: String) {
      self.name = name
      style = ValueStyles.named(name)
      spelling = NameSpelling(rawValue: name)
    }
  }

  let nodes: [Node]
  /// The file the template was read from, for messages.
  let path: String
  /// What the nodes were made from, to make them again for an indented include.
  private let tokens: TemplateTokens

  /// A template that does not parse: where, what and how to mend it.
  struct SyntaxError: Error, Equatable {
    var location: Location
    var message: String
    var hint: String
  }

  /// Parses `text`.
  init(_ text: String, path: String) throws(SyntaxError) {
    var parser = TemplateParser(text)
    tokens = try parser.parse()
    nodes = try tokens.nodes(indentation: [])
    self.path = path
  }

  private init(nodes: [Node], path: String, tokens: TemplateTokens) {
    self.nodes = nodes
    self.path = path
    self.tokens = tokens
  }

  /// The template as a standalone partial tag indented by `indentation` includes it:
  /// as if `indentation` began every line of its text, which is how the specification
  /// puts it, without reading the text again. Locations stay those of the text.
  func indented(by indentation: String) -> Template {
    guard !indentation.isEmpty else { return self }
    // The tokens made nodes once, and blanks change no name or nesting, so they do again.
    guard let nodes = try? tokens.nodes(indentation: Array(indentation.utf8)) else { return self }
    return Template(nodes: nodes, path: path, tokens: tokens)
  }
}

/// A template's text cut into text and tags, its standalone lines removed: what
/// `TemplateParser` reads, before `nodes(indentation:)` makes nodes of it.
private struct TemplateTokens: Sendable {
  enum Token: Sendable {
    /// A range of `bytes`.
    case text(Range<Int>)
    case tag(Tag)
  }

  /// A tag, in ranges of `bytes` and small numbers: a template keeps its tokens for as
  /// long as it may be included, so they are kept small.
  struct Tag: Sendable {
    /// `#`, `^`, `/`, `>`, `!`, `=`, `%`, `&`, `{`, or a space for a plain variable.
    var kind: UInt8
    /// Whether the tag begins its line, on a line that does not stand alone.
    var startsLine: Bool
    /// What is between the delimiters, without the kind and the blanks around it.
    var content: Range<Int32>
    var line: Int32
    var column: Int32
    /// The blanks before a partial tag that stands alone on its line; nil for any other.
    var indentation: Range<Int32>?

    var location: Template.Location { Template.Location(line: Int(line), column: Int(column)) }
  }

  let bytes: [UInt8]
  let tokens: [Token]

  func text(_ range: Range<Int32>) -> String {
    String(decoding: bytes[Int(range.lowerBound)..<Int(range.upperBound)], as: UTF8.self)
  }
}

/// Reads a template's UTF-8 into tokens a line at a time, removes standalone lines, and
/// builds the tree.
private struct TemplateParser {
  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var lineStart = 0
  /// A byte offset on the current line and its column, so that finding a tag's column
  /// counts only the bytes since the last tag.
  private var counted = (position: 0, column: 1)
  private var open: [UInt8] = Array("{{".utf8)
  private var close: [UInt8] = Array("}}".utf8)

  private typealias Token = TemplateTokens.Token
  private typealias Tag = TemplateTokens.Tag

  private var tokens: [Token] = []
  /// The current line: where its tokens start, how many tags that can stand alone it
  /// has, and whether it has anything else (text other than blanks, a variable).
  private var lineTokens = 0
  private var lineTags = 0
  private var lineHasContent = false

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  mutating func parse() throws(Template.SyntaxError) -> TemplateTokens {
    while position < bytes.count {
      let textStart = position
      let openFirst = open[0]
      while position < bytes.count {
        let byte = bytes[position]
        if byte == newline || byte == openFirst && matches(open, at: position) { break }
        position += 1
        if byte == carriageReturn { countLoneCarriageReturn() }
      }
      if position < bytes.count, bytes[position] == newline {
        position += 1
        addText(textStart..<position)
        endLine()
        line += 1
        lineStart = position
        continue
      }
      addText(textStart..<position)
      if position < bytes.count { try readTag() }
    }
    endLine()
    return TemplateTokens(bytes: bytes, tokens: tokens)
  }

  /// After a CR at `position - 1`: one not before an LF ends a line for locations, as
  /// the text report counts lines (a standalone tag still needs LF or CR LF).
  private mutating func countLoneCarriageReturn() {
    guard position == bytes.count || bytes[position] != newline else { return }
    line += 1
    lineStart = position
  }

  private func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
    guard index + delimiter.count <= bytes.count else { return false }
    for offset in delimiter.indices where bytes[index + offset] != delimiter[offset] { return false }
    return true
  }

  private mutating func addText(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    var end = range.upperBound
    if bytes[end - 1] == newline {
      end -= 1
      if end > range.lowerBound, bytes[end - 1] == carriageReturn { end -= 1 }
    }
    if bytes[range.lowerBound..<end].contains(where: { $0 != space && $0 != tab }) { lineHasContent = true }
    tokens.append(.text(range))
  }

  private mutating func location() -> Template.Location {
    if counted.position < lineStart { counted = (lineStart, 1) }
    counted.column += bytes[counted.position..<position].count { $0 & 0xC0 != 0x80 }
    counted.position = position
    return Template.Location(line: line, column: counted.column)
  }

  /// Reads the tag at `position`, which starts with the open delimiter.
  private mutating func readTag() throws(Template.SyntaxError) {
    let at = location()
    let startsLine = position == 0 || bytes[position - 1] == newline
    position += open.count
    var kind = space
    if position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "<"), UInt8(ascii: "$"):
        throw .init(
          location: at, message: "template inheritance ({{<parent}}, {{$block}}) is not supported",
          hint: "include shared text with a partial, {{> name}}")
      case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "!"),
        UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "{"), UInt8(ascii: "%"):
        kind = bytes[position]
        position += 1
      default: break
      }
    }
    // `{{{name}}}` and `{{=<% %>=}}` end with their own character before the delimiter.
    let closing: [UInt8] =
      switch kind {
      case UInt8(ascii: "{"): Array("}".utf8) + close
      case UInt8(ascii: "="): Array("=".utf8) + close
      default: close
      }
    let contentStart = position
    let closingFirst = closing[0]
    while position < bytes.count {
      let byte = bytes[position]
      if byte == closingFirst, matches(closing, at: position) { break }
      if byte == newline {
        line += 1
        lineStart = position + 1
      }
      position += 1
      if byte == carriageReturn { countLoneCarriageReturn() }
    }
    guard position < bytes.count else {
      throw .init(
        location: at, message: "this tag is never closed with '\(String(decoding: closing, as: UTF8.self))'",
        hint: "write tags as {{name}}, {{#name}}…{{/name}} or {{> partial}}")
    }
    var content = bytes[contentStart..<position]
    while let first = content.first, isBlank(first) { content = content.dropFirst() }
    while let last = content.last, isBlank(last) { content = content.dropLast() }
    position += closing.count
    let tag = Tag(
      kind: kind, startsLine: startsLine, content: Int32(content.startIndex)..<Int32(content.endIndex),
      line: Int32(at.line), column: Int32(at.column))
    switch kind {
    case UInt8(ascii: "="):
      let parts = content.split(whereSeparator: isBlank)
      guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
        throw .init(
          location: at, message: "a set-delimiter tag is malformed",
          hint: "write it as {{=<% %>=}}: two delimiters, separated by a space, without '=' in them")
      }
      open = Array(parts[0])
      close = Array(parts[1])
      lineTags += 1
      tokens.append(.tag(tag))
    case UInt8(ascii: "%"):
      // `CONTENT_TYPE:TEXT` is how templates written for swift-mustache ask for what
      // Chamfer always does; it changes nothing.
      guard content.filter({ $0 != space }).elementsEqual("CONTENT_TYPE:TEXT".utf8) else {
        throw .init(
          location: at, message: "the pragma '\(String(decoding: content, as: UTF8.self))' is not supported",
          hint: "Chamfer writes values as they are; remove the pragma")
      }
      lineTags += 1
      tokens.append(.tag(tag))
    case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "!"):
      lineTags += 1
      tokens.append(.tag(tag))
    default:
      lineHasContent = true
      tokens.append(.tag(tag))
    }
  }

  /// Removes the line's blanks and line break if it holds one tag that can stand alone
  /// and nothing else; a partial keeps the blanks before it as its indentation, and
  /// the tag no longer begins a line.
  private mutating func endLine() {
    defer {
      lineTokens = tokens.count
      lineTags = 0
      lineHasContent = false
    }
    guard lineTags == 1, !lineHasContent else { return }
    var kept: [Token] = []
    // The line's blanks before its tag, which run on from where the line begins.
    var blanks: Range<Int32>?
    for token in tokens[lineTokens...] {
      switch token {
      case .text(let range):
        let range = Int32(range.lowerBound)..<Int32(range.upperBound)
        blanks = blanks.map { $0.lowerBound..<range.upperBound } ?? range
      case .tag(var tag):
        if tag.kind == UInt8(ascii: ">") { tag.indentation = blanks ?? tag.content.lowerBound..<tag.content.lowerBound }
        tag.startsLine = false
        kept.append(.tag(tag))
      }
    }
    tokens.replaceSubrange(lineTokens..., with: kept)
  }

}

extension TemplateTokens {
  /// The nodes, each section followed by its body; checks that sections nest.
  /// `indentation` goes where each line begins, for an indented partial.
  func nodes(indentation: [UInt8]) throws(Template.SyntaxError) -> [Template.Node] {
    // The sections open: each one's tag, the text of its name, its name and place in `nodes`.
    var open: [(tag: Tag, content: String, name: Template.Name, at: Int)] = []
    var nodes: [Template.Node] = []
    var text: [UInt8] = []
    func flush() {
      if !text.isEmpty { nodes.append(.text(text)) }
      text = []
    }
    for token in tokens {
      guard case .tag(let tag) = token else {
        if case .text(let range) = token {
          // Text runs to the end of its line at most, so only its start can begin one.
          if !indentation.isEmpty, range.lowerBound == 0 || bytes[range.lowerBound - 1] == newline {
            text += indentation
          }
          text += bytes[range]
        }
        continue
      }
      if tag.startsLine, !indentation.isEmpty { text += indentation }
      if tag.kind == UInt8(ascii: "!") || tag.kind == UInt8(ascii: "=") || tag.kind == UInt8(ascii: "%") { continue }
      let content = self.text(tag.content)
      switch tag.kind {
      case UInt8(ascii: "#"), UInt8(ascii: "^"):
        let name = try Self.name(content, at: tag.location)
        flush()
        open.append((tag, content, name, nodes.count))
        nodes.append(.text([]))  // The section's place, filled in at its end tag.
      case UInt8(ascii: "/"):
        flush()
        guard let section = open.popLast() else {
          throw .init(
            location: tag.location, message: "'{{/\(content)}}' ends a section that was never opened",
            hint: "end each {{#name}} or {{^name}} with {{/name}} of the same name, innermost first")
        }
        guard section.content == content else {
          throw .init(
            location: tag.location,
            message: "this end tag does not close the section that is open ('\(section.content)', "
              + "line \(section.tag.location.line))",
            hint: "end each {{#name}} or {{^name}} with {{/name}} of the same name, innermost first")
        }
        nodes[section.at] = .section(section.name, end: nodes.count, inverted: section.tag.kind == UInt8(ascii: "^"))
      case UInt8(ascii: ">"):
        guard !content.isEmpty, !content.utf8.contains(where: isBlank), content.first != "*" else {
          throw .init(
            location: tag.location, message: "a partial tag needs one name (dynamic names are not supported)",
            hint: "include the partial _name.mustache with {{> name}}")
        }
        flush()
        // A partial standing alone is indented by its own blanks after the include's.
        let own = tag.indentation.map { String(decoding: indentation, as: UTF8.self) + self.text($0) } ?? ""
        nodes.append(.partial(content, indentation: own, at: tag.location))
      default:
        flush()
        nodes.append(.variable(try Self.name(content, at: tag.location), escaped: tag.kind == space))
      }
    }
    flush()
    if let section = open.last {
      throw .init(
        location: section.tag.location, message: "this section is never closed with {{/\(section.content)}}",
        hint: "end each {{#name}} or {{^name}} with {{/name}}")
    }
    return nodes
  }

  /// The tag's name, with its transforms: `a(b(c))` is `c` with `b` then `a`.
  private static func name(_ text: String, at location: Template.Location) throws(Template.SyntaxError) -> Template.Name {
    var invalid: Template.SyntaxError {
      .init(
        location: location, message: "'\(text)' is not a name",
        hint: "a name is written without spaces, as name, a.b or transform(name)")
    }
    // One pass: a blank makes no name, and most names are one plain key.
    var isPlain = true
    for byte in text.utf8 {
      switch byte {
      case space, tab, newline, carriageReturn: throw invalid
      case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"): isPlain = false
      default: break
      }
    }
    guard !text.isEmpty else { throw invalid }
    if isPlain {
      return Template.Name(text: text, start: .stack, path: [TemplateKey(text)], transforms: [], location: location)
    }
    // On UTF-8 bytes: the delimiters are ASCII, and walking the text as characters
    // made parsing names most of the time a small build spends on its templates.
    let bytes = Array(text.utf8)
    let (openParenthesis, closeParenthesis, dot) = (UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."))
    var transforms: [ArraySlice<UInt8>] = []
    var cursor = 0
    while let open = bytes[cursor...].firstIndex(of: openParenthesis) {
      transforms.append(bytes[cursor..<open])
      cursor = open + 1
    }
    let nameEnd = bytes[cursor...].firstIndex(of: closeParenthesis) ?? bytes.count
    let closers = bytes[nameEnd...]
    guard closers.count == transforms.count, closers.allSatisfy({ $0 == closeParenthesis }),
      !transforms.contains(where: { $0.isEmpty || $0.contains(closeParenthesis) })
    else { throw invalid }
    let name = bytes[cursor..<nameEnd]
    let start: Template.Name.Start =
      if name.elementsEqual([dot]) {
        .current
      } else if name.isEmpty {
        transforms.isEmpty ? .current : .position
      } else if name.first == dot {
        .currentOnly
      } else {
        .stack
      }
    let path =
      start == .current || start == .position
      ? [] : name.split(separator: dot, omittingEmptySubsequences: false).dropFirst(start == .currentOnly ? 1 : 0)
    guard !path.contains(where: { $0.isEmpty }) else { throw invalid }
    return Template.Name(
      text: text, start: start, path: path.map { TemplateKey(String(decoding: $0, as: UTF8.self)) },
      transforms: transforms.reversed().map { Template.Transform(String(decoding: $0, as: UTF8.self)) },
      location: location)
  }
}

/// Whitespace inside a tag: spaces, tabs and line breaks.
private func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == newline || byte == carriageReturn }

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
