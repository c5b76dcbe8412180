/// Reads the YAML themes are written in, without a YAML library: the fast path of
/// `YAMLReader`, and how a build of token files reads back the theme it imported.
///
/// It knows block mappings and lists (a list may sit at its key's indentation, and an
/// item may open a mapping, `- key: value`); flow mappings and lists on one line; plain
/// scalars on one line; double-quoted scalars without escapes and single-quoted ones;
/// literal and folded block scalars as values of keys (`|`, `|-`, `>`, `>-`); anchors
/// and aliases named with letters, digits, `_` and `-`; `#` comments, blank lines and a
/// `---` before the document. Keys are plain names of letters, digits and `_.$/-`. On
/// anything else (a tag, a scalar over several lines, an escape, a block scalar with
/// `+` or an indentation digit, an alias past the node budget, a tab outside a
/// comment or quotes, a key with nothing after it, a repeated key, a character YAML
/// refuses, a CR) it gives up, and `YAMLReader` reads the file
/// through Yams. Where it gives a tree, the tree is the one Yams gives, locations
/// included: the tests hold the two equal on every theme, corpus file and bad input of
/// the package, and the fuzzer on whatever it makes.
enum SimpleYAMLReader {
  /// The tree of `text`, or where a theme passes `shapeLimit` shapes; `.unread` when the
  /// text holds anything outside the forms above.
  static func read(
    _ text: String, file: String, maximumDepth: Int = Limits.nestingDepth, shapeLimit: Int? = nil
  ) -> FastReading {
    var reader = Reader(bytes: Array(text.utf8), file: FilePaths.shared.id(file), maximumDepth: maximumDepth)
    reader.shapes = shapeLimit.map(ShapeTally.init(limit:))
    let root = reader.document()
    if let passed = reader.shapes?.passedAt { return .tooManyShapes(passed) }
    return root.map(FastReading.read) ?? .unread
  }

  /// A block mapping or list being read.
  private struct Collection {
    /// The column of its keys or dashes, from 0.
    var indent: Int
    var isList: Bool
    var location: FileLocation
    var entries: [(key: SourceNode.Scalar, value: SourceNode)] = []
    var items: [SourceNode] = []
    /// The key it is the value of, in the mapping around it; nil for an item of a list.
    var key: SourceNode.Scalar?
    /// Where its entries sit, for counting a theme's shapes.
    var place: ShapeTally.Place
    /// The anchor written before it, `key: &name`, if any.
    var anchor: String?

    var node: SourceNode? {
      if isList { return .sequence(SourceNode.Sequence(items: items, location: location)) }
      guard !SourceNode.Mapping.hasRepeatedKey(entries) else { return nil }
      return .mapping(SourceNode.Mapping(entries: entries, location: location))
    }
  }

  /// A key or a dash with nothing after it on its line: its value is the block
  /// collection that starts on a later line.
  private struct Slot {
    var key: SourceNode.Scalar?
    var indent: Int
    var place: ShapeTally.Place
    /// An anchor before the line's end, `key: &name`, with where it is written: the
    /// collection below takes both.
    var anchor: (name: String, location: FileLocation)?
  }

  /// An anchored node with what an alias to it costs: all its nodes, and its height.
  private struct Anchored {
    var node: SourceNode
    var count: Int
    var height: Int

    init(_ node: SourceNode) {
      self.node = node
      (count, height) = Self.measure(node)
    }

    /// How many nodes `node` holds as `YAMLReader` counts them (keys aside), and how
    /// deep it goes.
    static func measure(_ node: SourceNode) -> (count: Int, height: Int) {
      var count = 1
      var height = 0
      switch node {
      case .scalar: break
      case .sequence(let sequence):
        for item in sequence.items {
          let inner = measure(item)
          count += inner.count
          height = max(height, inner.height + 1)
        }
      case .mapping(let mapping):
        for entry in mapping.entries {
          let inner = measure(entry.value)
          count += inner.count
          height = max(height, inner.height + 1)
        }
      }
      return (count, height)
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    let file: Int
    let maximumDepth: Int
    var shapes: ShapeTally?
    var index = 0
    var line = 0
    var lineStart = 0
    /// The open block collections, the document's own first.
    var open: [Collection] = []
    var pending: Slot?
    /// Each anchored node, the last of its name, once complete.
    var anchors: [String: Anchored] = [:]
    /// Nodes that aliases stand for beyond themselves. With the text's length it stays
    /// under `YAMLReader`'s budget of nodes, or the text is left to Yams, which says so.
    var expanded = 0
    /// The last byte whose column `location(of:)` counted, and that column.
    var counted = (byte: 0, column: 1)

    init(bytes: [UInt8], file: Int, maximumDepth: Int) {
      self.bytes = bytes
      self.file = file
      self.maximumDepth = maximumDepth
    }

    mutating func document() -> SourceNode? {
      guard bytes.count <= Limits.fileBytes, !Self.holdsWhatYAMLReadsItsOwnWay(bytes) else { return nil }
      var started = false
      while index < bytes.count {
        line += 1
        lineStart = index
        skipSpaces()
        if index < bytes.count, bytes[index] == hash {
          skipComment()
        } else if index < bytes.count, bytes[index] != newline {
          if !started, index == lineStart, startsDocument() {
            index += 3
            guard atLineEnd() else { return nil }
          } else {
            guard readLine() else { return nil }
          }
          started = true
        }
        // At the line break, or the end of the text.
        index += 1
      }
      guard pending == nil, !open.isEmpty else { return nil }
      while open.count > 1 {
        guard close() else { return nil }
      }
      return open[0].node
    }

    /// True at a `---` that starts the document.
    func startsDocument() -> Bool {
      index + 3 <= bytes.count && bytes[index] == dash && bytes[index + 1] == dash && bytes[index + 2] == dash
        && (index + 3 == bytes.count || bytes[index + 3] == space || bytes[index + 3] == newline)
    }

    /// Reads a line of content that starts at `index`, after its indentation.
    mutating func readLine() -> Bool {
      let indent = index - lineStart
      let isItem = bytes[index] == dash && (index + 1 == bytes.count || bytes[index + 1] == space || bytes[index + 1] == newline)
      if let slot = pending {
        // The first line below a key or dash with nothing after it opens its value. A
        // list may sit at its key's indentation; anything else goes deeper.
        pending = nil
        guard indent > slot.indent || isItem && indent == slot.indent && slot.key != nil, open.count < maximumDepth - 1
        else { return false }
        open.append(
          Collection(
            indent: indent, isList: isItem, location: slot.anchor?.location ?? location(of: index), key: slot.key,
            place: slot.place, anchor: slot.anchor?.name))
      } else if open.isEmpty {
        open.append(Collection(indent: indent, isList: isItem, location: location(of: index), place: isItem ? .elsewhere : .root))
      } else {
        while open.count > 1, open[open.count - 1].indent > indent {
          guard close() else { return false }
        }
        // A list at its key's indentation ends at the mapping's next key.
        if !isItem, open.count > 1, open[open.count - 1].isList, open[open.count - 1].indent == indent,
          !open[open.count - 2].isList, open[open.count - 2].indent == indent
        {
          guard close() else { return false }
        }
        guard open[open.count - 1].indent == indent, open[open.count - 1].isList == isItem else { return false }
      }
      return isItem ? readItem() : readEntry()
    }

    /// Closes the innermost collection into the one around it; false when it repeats a key.
    mutating func close() -> Bool {
      let collection = open.removeLast()
      guard let node = collection.node else { return false }
      if let anchor = collection.anchor { anchors[anchor] = Anchored(node) }
      if open[open.count - 1].isList {
        open[open.count - 1].items.append(node)
      } else {
        guard let key = collection.key else { return false }
        open[open.count - 1].entries.append((key, node))
      }
      return true
    }

    /// `key: value` or `key:` in the innermost collection, a mapping.
    mutating func readEntry() -> Bool {
      guard let key = readKey(), index < bytes.count, bytes[index] == colon else { return false }
      index += 1
      // Only a colon before a space or the line's end makes an entry (`a:b` is text), and
      // only an entry is counted among the shapes: a count that passed the limit at
      // text would stop a theme that YAML reads within it.
      let endsLine = atLineEnd()
      guard endsLine || bytes[index] == space else { return false }
      let top = open.count - 1
      guard let valuePlace = count(key, in: open[top].place) else { return false }
      if endsLine {
        pending = Slot(key: key, indent: open[top].indent, place: valuePlace)
        return true
      }
      skipSpaces()
      if let anchor = anchorBeforeLineEnd() {
        pending = Slot(key: key, indent: open[top].indent, place: valuePlace, anchor: anchor)
        return true
      }
      let isBlock = index < bytes.count && (bytes[index] == pipe || bytes[index] == greater)
      let read = isBlock ? readBlockScalar(above: open[top].indent) : readValue(depth: open.count, inFlow: false, place: valuePlace)
      guard let value = read, atLineEnd() else { return false }
      open[top].entries.append((key, value))
      return true
    }

    /// A block scalar, `|` (literal) or `>` (folded), whole or with `-` (its final line
    /// break stripped), whose lines sit deeper than its key at column `above`. Leaves
    /// `index` at the end of its last line of text. Nil for the forms YAML reads in ways
    /// of its own: `+`, an indentation digit, tabs, blank lines deeper than the text,
    /// and in a folded scalar a line deeper than the others.
    mutating func readBlockScalar(above: Int) -> SourceNode? {
      let location = location(of: index)
      let folded = bytes[index] == greater
      index += 1
      let strips = index < bytes.count && bytes[index] == dash
      if strips { index += 1 }
      guard atLineEnd() else { return nil }
      // The scalar's lines after their indentation, blank ones empty, up to the last
      // line of text; `end` is where that line ends.
      var lines: [Range<Int>] = []
      var indent: Int?
      var deepestBlank = 0
      var end = index
      var next = index
      while next < bytes.count {
        let start = next + 1
        var text = start
        while text < bytes.count, bytes[text] == space { text += 1 }
        var lineEnd = text
        while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
        let spaces = text - start
        if text == lineEnd {
          deepestBlank = max(deepestBlank, spaces)
          if let indent, spaces > indent { return nil }
          lines.append(lineEnd..<lineEnd)
        } else {
          if indent == nil {
            guard spaces > above, deepestBlank <= spaces else { return nil }
            indent = spaces
          }
          guard spaces >= indent! else {
            // Text between the key's indentation and the scalar's is no YAML.
            guard spaces <= above else { return nil }
            break
          }
          guard !bytes[start..<lineEnd].contains(tab), !folded || spaces == indent! else { return nil }
          lines.append(start + indent!..<lineEnd)
          end = lineEnd
        }
        next = lineEnd
      }
      guard indent != nil else { return nil }
      // Blank lines after the text are not part of it; the reader of lines skips them.
      while lines.last?.isEmpty == true { lines.removeLast() }
      var text: [UInt8] = []
      if folded {
        // Two lines of text next to each other are joined by a space; each blank line
        // between them, or before the first, stands for a line break.
        var breaks = 0
        var started = false
        for part in lines {
          guard !part.isEmpty else {
            breaks += 1
            continue
          }
          if started && breaks == 0 { text.append(space) }
          text += repeatElement(newline, count: breaks)
          text += bytes[part]
          (breaks, started) = (0, true)
        }
      } else {
        for (number, part) in lines.enumerated() {
          if number > 0 { text.append(newline) }
          text += bytes[part]
        }
      }
      // Kept, the final line break is there unless the text ends on that line.
      if !strips && end < bytes.count { text.append(newline) }
      // The lines read move the line count on, so that later locations stay right.
      line += bytes[index..<end].count { $0 == newline }
      lineStart = (bytes[..<end].lastIndex(of: newline) ?? -1) + 1
      index = end
      return .scalar(SourceNode.Scalar(text: String(decoding: text, as: UTF8.self), location: location, isQuoted: true))
    }

    /// Counts the entry `key` of a mapping at `place` among the theme's shapes, when
    /// they are counted; where its value sits, or nil once the count passes the limit.
    mutating func count(_ key: SourceNode.Scalar, in place: ShapeTally.Place) -> ShapeTally.Place? {
      guard shapes != nil else { return .elsewhere }
      guard shapes!.count(entryAt: key.location, in: place) else { return nil }
      return ShapeTally.place(ofValueOf: key.text, at: key.location, in: place)
    }

    /// `- value`, `- key: value` or `-` in the innermost collection, a list.
    mutating func readItem() -> Bool {
      let dashAt = index
      index += 1
      if atLineEnd() {
        pending = Slot(key: nil, indent: dashAt - lineStart, place: .elsewhere)
        return true
      }
      skipSpaces()
      if let anchor = anchorBeforeLineEnd() {
        pending = Slot(key: nil, indent: dashAt - lineStart, place: .elsewhere, anchor: anchor)
        return true
      }
      if startsEntry() {
        // The item is a mapping whose keys line up with this one.
        guard open.count < maximumDepth - 1 else { return false }
        open.append(Collection(indent: index - lineStart, isList: false, location: location(of: index), place: .elsewhere))
        return readEntry()
      }
      guard let value = readValue(depth: open.count, inFlow: false, place: .elsewhere), atLineEnd() else { return false }
      open[open.count - 1].items.append(value)
      return true
    }

    /// True when a key and its `:` start at `index`.
    func startsEntry() -> Bool {
      var end = index
      guard end < bytes.count, Self.startsKey(bytes[end]) else { return false }
      while end < bytes.count, Self.continuesKey(bytes[end]) { end += 1 }
      return end < bytes.count && bytes[end] == colon
        && (end + 1 == bytes.count || bytes[end + 1] == space || bytes[end + 1] == newline)
    }

    /// True at a line break or the end of the text, after blanks and a comment, which
    /// YAML starts with a `#` after a blank; there, `index` is at the line break.
    mutating func atLineEnd() -> Bool {
      let start = index
      skipSpaces()
      if index < bytes.count, bytes[index] == hash, index > start { skipComment() }
      if index == bytes.count || bytes[index] == newline { return true }
      index = start
      return false
    }

    mutating func skipSpaces() {
      while index < bytes.count, bytes[index] == space { index += 1 }
    }

    mutating func skipComment() {
      while index < bytes.count, bytes[index] != newline { index += 1 }
    }

    /// A plain key. Keys read as quoted: a key is always a name. libyaml looks for a
    /// key's `:` within 1,024 characters of its start, so a longer key is an error there.
    mutating func readKey() -> SourceNode.Scalar? {
      let start = index
      guard index < bytes.count, Self.startsKey(bytes[index]) else { return nil }
      while index < bytes.count, Self.continuesKey(bytes[index]) { index += 1 }
      guard index - start <= 1024 else { return nil }
      return SourceNode.Scalar(text: text(start..<index), location: location(of: start), isQuoted: true)
    }

    /// A value on the rest of the line: a flow mapping or list, a quoted scalar or a
    /// plain one. `inFlow`: inside a flow collection, where `,`, `]` and `}` end a plain
    /// scalar. `place`: where a mapping here sits in a theme.
    mutating func readValue(depth: Int, inFlow: Bool, place: ShapeTally.Place) -> SourceNode? {
      guard index < bytes.count, depth < maximumDepth - 1 else { return nil }
      switch bytes[index] {
      case openBrace: return readFlowMapping(depth: depth + 1, place: place)
      case openBracket: return readFlowList(depth: depth + 1)
      case doubleQuote, singleQuote: return readQuoted()
      case ampersand: return readAnchored(depth: depth, inFlow: inFlow, place: place)
      case asterisk: return readAlias(depth: depth, inFlow: inFlow, place: place)
      default: return readPlain(inFlow: inFlow)
      }
    }

    /// `&name value`: the value, kept for aliases. Its location is the anchor's, where
    /// YAML's node starts.
    mutating func readAnchored(depth: Int, inFlow: Bool, place: ShapeTally.Place) -> SourceNode? {
      let location = location(of: index)
      guard let name = readAnchorName(), index < bytes.count, bytes[index] == space else { return nil }
      skipSpaces()
      guard index < bytes.count, bytes[index] != ampersand, bytes[index] != asterisk, bytes[index] != newline,
        var node = readValue(depth: depth, inFlow: inFlow, place: place)
      else { return nil }
      switch node {
      case .scalar(var scalar):
        scalar.location = location
        node = .scalar(scalar)
      case .mapping(var mapping):
        mapping.location = location
        node = .mapping(mapping)
      case .sequence(var sequence):
        sequence.location = location
        node = .sequence(sequence)
      }
      anchors[name] = Anchored(node)
      return node
    }

    /// `*name`: the node anchored with that name, whose nodes and shapes count again here.
    mutating func readAlias(depth: Int, inFlow: Bool, place: ShapeTally.Place) -> SourceNode? {
      guard let name = readAnchorName(), let anchored = anchors[name] else { return nil }
      // Only a blank, the line's end or, in a flow collection, its punctuation may follow.
      guard index == bytes.count || bytes[index] == space || bytes[index] == newline
        || inFlow && (bytes[index] == comma || bytes[index] == closeBracket || bytes[index] == closeBrace)
      else { return nil }
      expanded += anchored.count
      // Within the node budget, and no deeper than `readValue` reads a node of its own.
      guard bytes.count + 1 + expanded <= max(bytes.count * 4, 1_000), depth + anchored.height < maximumDepth - 1
      else { return nil }
      if shapes != nil {
        shapes!.count(anchored.node, at: place)
        guard shapes!.passedAt == nil else { return nil }
      }
      return anchored.node
    }

    /// An anchor's name after its `&` or `*`: letters, digits, `_` and `-`.
    mutating func readAnchorName() -> String? {
      index += 1
      let start = index
      while index < bytes.count, Self.continuesKey(bytes[index]), bytes[index] != dot, bytes[index] != UInt8(ascii: "/") {
        index += 1
      }
      return index > start ? text(start..<index) : nil
    }

    /// `&name` with nothing after it on the line: the block collection below is anchored.
    mutating func anchorBeforeLineEnd() -> (name: String, location: FileLocation)? {
      guard index < bytes.count, bytes[index] == ampersand else { return nil }
      let start = index
      let location = location(of: index)
      if let name = readAnchorName(), atLineEnd() { return (name, location) }
      index = start
      return nil
    }

    /// `"…"` without escapes, or `'…'` with `''` for a quote, on one line.
    mutating func readQuoted() -> SourceNode? {
      let location = location(of: index)
      let quote = bytes[index]
      index += 1
      let start = index
      var doubled = false
      while true {
        guard index < bytes.count, bytes[index] != newline else { return nil }
        let byte = bytes[index]
        if byte == quote {
          guard quote == singleQuote, index + 1 < bytes.count, bytes[index + 1] == singleQuote else { break }
          doubled = true
          index += 2
          continue
        }
        // An escape is read by libyaml.
        if byte == backslash && quote == doubleQuote { return nil }
        index += 1
      }
      // `''` stands for one quote: every second one goes.
      let text =
        doubled
        ? String(decoding: Self.undoubled(bytes[start..<index]), as: UTF8.self) : text(start..<index)
      index += 1
      return .scalar(SourceNode.Scalar(text: text, location: location, isQuoted: true))
    }

    /// A plain scalar on one line, its trailing blanks left out.
    mutating func readPlain(inFlow: Bool) -> SourceNode? {
      let start = index
      let first = bytes[index]
      let second = index + 1 < bytes.count ? bytes[index + 1] : newline
      // Indicators start other things; `-` starts a scalar before a digit, letter or `.`.
      guard !Self.isIndicator(first) || first == dash && (Self.isAlphanumeric(second) || second == dot) else { return nil }
      var end = index
      scan: while index < bytes.count {
        switch bytes[index] {
        case newline: break scan
        case space:
          index += 1
          continue scan
        // `#` after a blank starts a comment; `:` may end a key, in YAML's own rules.
        case hash where bytes[index - 1] == space: break scan
        case hash, colon, tab: return nil
        case comma where inFlow, closeBracket where inFlow, closeBrace where inFlow: break scan
        case openBracket where inFlow, openBrace where inFlow: return nil
        default:
          index += 1
          end = index
        }
      }
      index = end
      return .scalar(SourceNode.Scalar(text: text(start..<end), location: location(of: start), isQuoted: false))
    }

    /// `{ key: value, … }` on one line.
    mutating func readFlowMapping(depth: Int, place: ShapeTally.Place) -> SourceNode? {
      let location = location(of: index)
      index += 1
      skipSpaces()
      var entries: [(key: SourceNode.Scalar, value: SourceNode)] = []
      while index < bytes.count, bytes[index] != closeBrace {
        guard let key = readKey(), index + 1 < bytes.count, bytes[index] == colon, bytes[index + 1] == space else {
          return nil
        }
        index += 1
        skipSpaces()
        guard let valuePlace = count(key, in: place),
          let value = readValue(depth: depth, inFlow: true, place: valuePlace)
        else { return nil }
        entries.append((key, value))
        guard nextInFlow(closing: closeBrace) else { return nil }
      }
      guard index < bytes.count, !SourceNode.Mapping.hasRepeatedKey(entries) else { return nil }
      index += 1
      return .mapping(SourceNode.Mapping(entries: entries, location: location))
    }

    /// `[ value, … ]` on one line.
    mutating func readFlowList(depth: Int) -> SourceNode? {
      let location = location(of: index)
      index += 1
      skipSpaces()
      var items: [SourceNode] = []
      while index < bytes.count, bytes[index] != closeBracket {
        guard let value = readValue(depth: depth, inFlow: true, place: .elsewhere) else { return nil }
        items.append(value)
        guard nextInFlow(closing: closeBracket) else { return nil }
      }
      guard index < bytes.count else { return nil }
      index += 1
      return .sequence(SourceNode.Sequence(items: items, location: location))
    }

    /// Moves past the `,` after a flow collection's entry, or to its closing bracket;
    /// false on anything else. YAML allows a `,` before the bracket; Chamfer's own
    /// files never have one, so libyaml reads it.
    mutating func nextInFlow(closing: UInt8) -> Bool {
      skipSpaces()
      guard index < bytes.count else { return false }
      if bytes[index] == comma {
        index += 1
        skipSpaces()
        return index < bytes.count && bytes[index] != closing && bytes[index] != newline
      }
      return bytes[index] == closing
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The location of `byte` on the current line, its column in Unicode scalars. Counted
    /// on from the last location asked for on the line, so a long line costs once.
    mutating func location(of byte: Int) -> FileLocation {
      if counted.byte < lineStart || counted.byte > byte { counted = (lineStart, 1) }
      var column = counted.column
      for offset in counted.byte..<byte where bytes[offset] & 0xC0 != 0x80 { column += 1 }
      counted = (byte, column)
      return FileLocation(fileID: file, line: line, column: column)
    }

    /// The bytes of a single-quoted scalar with each `''` read as one quote.
    static func undoubled(_ quoted: ArraySlice<UInt8>) -> [UInt8] {
      var result: [UInt8] = []
      var skipsQuote = false
      for byte in quoted {
        if byte == singleQuote && skipsQuote {
          skipsQuote = false
          continue
        }
        skipsQuote = byte == singleQuote
        result.append(byte)
      }
      return result
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || TokenImporter.isASCIILetter(byte)
    }

    static func startsKey(_ byte: UInt8) -> Bool {
      isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    static func continuesKey(_ byte: UInt8) -> Bool {
      startsKey(byte) || byte == dash || byte == dot || byte == UInt8(ascii: "/")
    }

    /// Characters that cannot start a plain scalar, and blanks.
    static func isIndicator(_ byte: UInt8) -> Bool {
      switch byte {
      case space, tab, newline, dash, hash, colon, comma, openBracket, closeBracket, openBrace, closeBrace,
        doubleQuote, singleQuote, UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
        UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
        true
      default: false
      }
    }

    /// True for text holding a character YAML refuses (a control character), reads as
    /// a line break of its own (CR) or skips (U+FEFF), anywhere, comments included; or
    /// U+FFFD, which `YAMLReader` reports as text that is not UTF-8. NEL, LS and PS are
    /// read as any other character, as YAML 1.2 reads them (see `LibYAMLInput`).
    static func holdsWhatYAMLReadsItsOwnWay(_ bytes: [UInt8]) -> Bool {
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          if byte < 0x20 && byte != tab && byte != newline || byte == 0x7F { return true }
          index += 1
          continue
        }
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch (byte, next, third) {
        case (0xC2, 0x80...0x84, _), (0xC2, 0x86...0x9F, _),  // U+0080…U+009F but NEL, U+0085
          (0xEF, 0xBB, 0xBF),  // U+FEFF
          (0xEF, 0xBF, 0xBD...0xBF):  // U+FFFD, U+FFFE, U+FFFF
          return true
        default:
          index += 1
        }
      }
      return false
    }
  }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let newline = UInt8(ascii: "\n")
private let hash = UInt8(ascii: "#")
private let colon = UInt8(ascii: ":")
private let comma = UInt8(ascii: ",")
private let dot = UInt8(ascii: ".")
private let dash = UInt8(ascii: "-")
private let doubleQuote = UInt8(ascii: "\"")
private let singleQuote = UInt8(ascii: "'")
private let backslash = UInt8(ascii: "\\")
private let pipe = UInt8(ascii: "|")
private let ampersand = UInt8(ascii: "&")
private let asterisk = UInt8(ascii: "*")
private let greater = UInt8(ascii: ">")
private let openBrace = UInt8(ascii: "{")
private let closeBrace = UInt8(ascii: "}")
private let openBracket = UInt8(ascii: "[")
private let closeBracket = UInt8(ascii: "]")
