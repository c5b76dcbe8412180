/// Reads the YAML an import writes back into a tree, without libyaml, so that a build of
/// token files hands the pipeline the imported theme's tree rather than parsing the text
/// it has just written (a tenth of a build of 10,000 tokens).
///
/// It knows only what `document` writes: `#` comment lines; `key: value  # comment` and
/// `key:` lines in block mappings; plain scalars of letters, digits and `._%+-`;
/// double-quoted scalars without escapes; flow mappings of those on one line. On anything
/// else (another form of key or value, a repeated key, a key with nothing under it, a
/// character YAML refuses or reads as a line break) it gives nil, and the pipeline parses
/// the text as it parses any theme. Where it gives a tree, the tree is the one
/// `YAMLReader` reads, locations included: the tests hold the two equal on every imported
/// token file of the corpus, and the fuzzer on whatever it makes.
package enum WrittenThemeReader {
  /// The tree `YAMLReader` would read from `text`, or nil when the text holds something
  /// outside the forms above.
  package static func tree(of text: String, file: String) -> SourceNode? {
    var reader = Reader(bytes: Array(text.utf8), file: FilePaths.shared.id(file))
    return reader.document()
  }

  /// A block mapping being read: its indentation, the key whose value it is, and its
  /// entries so far.
  private struct Frame {
    var indent: Int
    var key: SourceNode.Scalar?
    var entries: [(key: SourceNode.Scalar, value: SourceNode)] = []
    var location: FileLocation?
  }

  private struct Reader {
    let bytes: [UInt8]
    let file: Int
    var index = 0
    var line = 0
    var lineStart = 0
    /// Open block mappings, the document's own first.
    var frames = [Frame(indent: 0)]
    /// A key written with nothing after it: its value is the block mapping below.
    var pending: (key: SourceNode.Scalar, indent: Int)?

    init(bytes: [UInt8], file: Int) {
      self.bytes = bytes
      self.file = file
    }

    mutating func document() -> SourceNode? {
      guard !bytes.isEmpty, bytes.count <= Limits.fileBytes, !Self.holdsWhatYAMLReadsItsOwnWay(bytes) else { return nil }
      while index < bytes.count {
        line += 1
        lineStart = index
        guard readLine() else { return nil }
      }
      guard pending == nil, close(downTo: 0) else { return nil }
      let root = frames[0]
      guard let location = root.location, !EventReader.hasRepeatedKey(root.entries) else { return nil }
      return .mapping(SourceNode.Mapping(entries: root.entries, location: location))
    }

    /// Reads the line at `index` and moves past its line break.
    mutating func readLine() -> Bool {
      while index < bytes.count, bytes[index] == space { index += 1 }
      let indent = index - lineStart
      guard index < bytes.count, bytes[index] != newline else { return false }
      if bytes[index] == hash {
        index = bytes[index...].firstIndex(of: newline) ?? bytes.count
        index += 1
        return true
      }
      guard let key = readKey(), index < bytes.count, bytes[index] == colon else { return false }
      index += 1
      if let open = pending {
        // The first key below a bare key starts its mapping.
        guard indent > open.indent, frames.count < Limits.nestingDepth else { return false }
        frames.append(Frame(indent: indent, key: open.key))
        pending = nil
      } else {
        guard close(downTo: indent), frames[frames.count - 1].indent == indent else { return false }
      }
      if frames[frames.count - 1].location == nil { frames[frames.count - 1].location = key.location }
      if atLineEnd() {
        pending = (key, indent)
      } else {
        guard bytes[index] == space else { return false }
        skipSpaces()
        guard let value = readValue(depth: frames.count, inFlow: false), atLineEnd() else { return false }
        frames[frames.count - 1].entries.append((key, value))
      }
      // `atLineEnd` stopped at the line break or the end of the text.
      index += 1
      return true
    }

    /// Closes the block mappings indented deeper than `indent`, each into its parent;
    /// false when one repeats a key.
    mutating func close(downTo indent: Int) -> Bool {
      while frames.count > 1, frames[frames.count - 1].indent > indent {
        let frame = frames.removeLast()
        guard let key = frame.key, let location = frame.location, !EventReader.hasRepeatedKey(frame.entries) else {
          return false
        }
        frames[frames.count - 1].entries.append((key, .mapping(SourceNode.Mapping(entries: frame.entries, location: location))))
      }
      return true
    }

    /// True at a line break or the end of the text, after blanks and a comment, which
    /// YAML starts with a `#` after a blank.
    mutating func atLineEnd() -> Bool {
      let start = index
      skipSpaces()
      if index < bytes.count, bytes[index] == hash, index > start {
        index = bytes[index...].firstIndex(of: newline) ?? bytes.count
      }
      if index == bytes.count || bytes[index] == newline { return true }
      index = start
      return false
    }

    mutating func skipSpaces() {
      while index < bytes.count, bytes[index] == space { index += 1 }
    }

    /// A key of letters, digits and `_-.`, starting with a letter or digit. YAML keys
    /// read as quoted: a key is always a name. libyaml looks for a key's `:` within
    /// 1,024 characters of its start, so a longer key is a syntax error there.
    mutating func readKey() -> SourceNode.Scalar? {
      let start = index
      guard index < bytes.count, Self.isAlphanumeric(bytes[index]) else { return nil }
      while index < bytes.count, Self.isAlphanumeric(bytes[index]) || "_-.".utf8.contains(bytes[index]) { index += 1 }
      guard index - start <= 1024 else { return nil }
      return SourceNode.Scalar(text: text(start..<index), location: location(of: start), isQuoted: true)
    }

    /// A value: a flow mapping, a double-quoted scalar or a plain one. `inFlow`: inside
    /// a flow mapping, where `,` and `}` end a plain scalar.
    mutating func readValue(depth: Int, inFlow: Bool) -> SourceNode? {
      guard index < bytes.count, depth < Limits.nestingDepth else { return nil }
      let start = index
      switch bytes[index] {
      case openBrace:
        return readFlowMapping(depth: depth)
      case quote:
        index += 1
        let textStart = index
        while index < bytes.count, bytes[index] != quote {
          // An escape, or a line break YAML would fold, is read by the YAML reader.
          if bytes[index] == backslash || bytes[index] == newline || bytes[index] < space && bytes[index] != tab {
            return nil
          }
          index += 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        return .scalar(SourceNode.Scalar(text: text(textStart..<index - 1), location: location(of: start), isQuoted: true))
      default:
        let first = bytes[index]
        let second = index + 1 < bytes.count ? bytes[index + 1] : newline
        // `-` followed by a blank starts a list; a plain scalar starts with a digit,
        // a letter, a `.` or a `-` before one of those.
        guard Self.isAlphanumeric(first) || first == dot || (first == dash && (Self.isAlphanumeric(second) || second == dot))
        else { return nil }
        while index < bytes.count, Self.isAlphanumeric(bytes[index]) || "._%+-".utf8.contains(bytes[index]) { index += 1 }
        // Whatever follows must end the scalar: the line's end, a blank before a
        // comment, or, in a flow mapping, a `,` or `}`. Anything else continues it.
        var after = index
        while after < bytes.count, bytes[after] == space { after += 1 }
        if after < bytes.count {
          switch bytes[after] {
          case newline: break
          case hash where after > index: break
          case comma where inFlow, closeBrace where inFlow: break
          default: return nil
          }
        }
        return .scalar(SourceNode.Scalar(text: text(start..<index), location: location(of: start), isQuoted: false))
      }
    }

    /// `{ key: value, … }` on one line.
    mutating func readFlowMapping(depth: Int) -> SourceNode? {
      let location = location(of: index)
      index += 1
      var entries: [(key: SourceNode.Scalar, value: SourceNode)] = []
      skipSpaces()
      while index < bytes.count, bytes[index] != closeBrace {
        guard let key = readKey(), index + 1 < bytes.count, bytes[index] == colon, bytes[index + 1] == space else {
          return nil
        }
        index += 1
        skipSpaces()
        guard let value = readValue(depth: depth + 1, inFlow: true) else { return nil }
        entries.append((key, value))
        skipSpaces()
        if index < bytes.count, bytes[index] == comma {
          index += 1
          skipSpaces()
          // YAML allows a comma before the brace; the writer never writes one.
          guard index < bytes.count, bytes[index] != closeBrace else { return nil }
        } else {
          guard index < bytes.count, bytes[index] == closeBrace else { return nil }
        }
      }
      guard index < bytes.count, !EventReader.hasRepeatedKey(entries) else { return nil }
      index += 1
      return .mapping(SourceNode.Mapping(entries: entries, location: location))
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The location of `byte` on the current line, its column in Unicode scalars.
    func location(of byte: Int) -> FileLocation {
      var column = 1
      for offset in lineStart..<byte where bytes[offset] & 0xC0 != 0x80 { column += 1 }
      return FileLocation(fileID: file, line: line, column: column)
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || TokenImporter.isASCIILetter(byte)
    }

    /// True for text holding a character YAML refuses (a control character), reads as
    /// a line break (CR, U+0085, U+2028, U+2029) or skips (U+FEFF), anywhere, comments
    /// included; or U+FFFD, which `YAMLReader` reports as text that is not UTF-8.
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
        case (0xC2, 0x80...0x9F, _),  // U+0080…U+009F, U+0085 among them
          (0xE2, 0x80, 0xA8...0xA9),  // U+2028, U+2029
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
private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")
private let openBrace = UInt8(ascii: "{")
private let closeBrace = UInt8(ascii: "}")
