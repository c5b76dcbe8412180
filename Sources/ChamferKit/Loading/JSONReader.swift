/// Builds a `SourceNode` tree from a `.json` file in one pass over its bytes, the fast
/// path of `YAMLReader` for JSON.
///
/// The tree is the one libyaml would give for the same text (JSON is YAML's flow
/// style): strings are quoted scalars with their escapes decoded, numbers, `true`,
/// `false` and `null` are plain scalars as written, and every node is located as
/// `SourcePosition` counts (lines end at LF, CR LF or CR; columns count Unicode scalars).
///
/// Like `SimpleYAMLReader`, it reads only files that are plainly fine, and returns nil at
/// anything else: a problem `JSONSyntax` would report, a duplicate key, and the few
/// things strict JSON allows that libyaml reads differently or not at all (a tab
/// outside strings, a key so long libyaml stops seeing it as a key, a top-level scalar,
/// half of an escaped surrogate pair, characters libyaml refuses). `YAMLReader` then reads the
/// file the old way, which reports the problem exactly as before.
struct JSONReader {
  private let bytes: [UInt8]
  /// The file's number in `FilePaths`, looked up once rather than for every node.
  private let file: Int
  private let maximumDepth: Int
  /// The theme's shapes so far, when the file is a theme with a limit on them.
  private var shapes: ShapeTally?
  private var index = 0
  private var line = 1
  /// Where the current line starts, and how many continuation bytes of multi-byte
  /// characters it has had up to `index`: the column counts characters, not bytes.
  private var lineStart = 0
  private var continuationBytes = 0

  /// Keys longer than this take the slow path: libyaml stops looking for the ':' of a
  /// key after 1,024 characters.
  private static let longestKey = 1_000

  private struct Failure: Error {}

  /// The root node of `text`. With `shapeLimit`, the text is a theme, and reading stops
  /// where its shapes pass that many.
  static func read(_ text: String, file: String, maximumDepth: Int, shapeLimit: Int? = nil) -> FastReading {
    var reader = JSONReader(bytes: Array(text.utf8), file: file, maximumDepth: maximumDepth)
    reader.shapes = shapeLimit.map(ShapeTally.init(limit:))
    let root = try? reader.document()
    if let passed = reader.shapes?.passedAt { return .tooManyShapes(passed) }
    return root.map { .read($0) } ?? .unread
  }

  private init(bytes: [UInt8], file: String, maximumDepth: Int) {
    self.bytes = bytes
    self.file = FilePaths.shared.id(file)
    self.maximumDepth = maximumDepth
  }

  private mutating func document() throws -> SourceNode {
    try skipSpace()
    // A top-level string or number is not a theme; leave its wording to the slow path.
    guard let first = peek, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { throw Failure() }
    let root = try value(depth: 0, place: .root)
    try skipSpace()
    guard index == bytes.count else { throw Failure() }
    return root
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private var location: FileLocation {
    FileLocation(fileID: file, line: line, column: index - lineStart - continuationBytes + 1)
  }

  /// Skips spaces and line breaks. A tab is JSON whitespace, but libyaml refuses one
  /// in some places, so it ends the fast path.
  private mutating func skipSpace() throws {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        newLine()
      case UInt8(ascii: "\r"):
        index += 1
        if peek == UInt8(ascii: "\n") { index += 1 }
        newLine()
      case UInt8(ascii: "\t"):
        throw Failure()
      default:
        return
      }
    }
  }

  private mutating func newLine() {
    line += 1
    lineStart = index
    continuationBytes = 0
  }

  /// The value that starts here; `place` is where it sits in a theme.
  private mutating func value(depth: Int, place: ShapeTally.Place) throws -> SourceNode {
    guard depth <= maximumDepth, let byte = peek else { throw Failure() }
    let location = self.location
    switch byte {
    case UInt8(ascii: "{"):
      index += 1
      var entries: [(key: SourceNode.Scalar, value: SourceNode)] = []
      try skipSpace()
      if peek == UInt8(ascii: "}") {
        index += 1
        return .mapping(.init(entries: entries, location: location))
      }
      while true {
        guard peek == UInt8(ascii: "\"") else { throw Failure() }
        let keyLocation = self.location
        let keyStart = index
        let key = try string()
        // libyaml needs the ':' on the key's line, within 1,024 characters of its start.
        while peek == UInt8(ascii: " ") { index += 1 }
        guard peek == UInt8(ascii: ":"), index - keyStart <= Self.longestKey else { throw Failure() }
        index += 1
        try skipSpace()
        var valuePlace = ShapeTally.Place.elsewhere
        if shapes != nil {
          guard shapes?.count(entryAt: keyLocation, in: place) == true else { throw Failure() }
          valuePlace = ShapeTally.place(ofValueOf: key, at: keyLocation, in: place)
        }
        entries.append((.init(text: key, location: keyLocation, isQuoted: true), try value(depth: depth + 1, place: valuePlace)))
        guard try endOfMember(close: UInt8(ascii: "}")) else { break }
      }
      guard !SourceNode.Mapping.hasRepeatedKey(entries) else { throw Failure() }
      return .mapping(.init(entries: entries, location: location))

    case UInt8(ascii: "["):
      index += 1
      var items: [SourceNode] = []
      try skipSpace()
      if peek == UInt8(ascii: "]") {
        index += 1
        return .sequence(.init(items: items, location: location))
      }
      while true {
        items.append(try value(depth: depth + 1, place: .elsewhere))
        guard try endOfMember(close: UInt8(ascii: "]")) else { break }
      }
      return .sequence(.init(items: items, location: location))

    case UInt8(ascii: "\""):
      return .scalar(.init(text: try string(), location: location, isQuoted: true))

    default:
      return .scalar(.init(text: try plain(), location: location, isQuoted: false))
    }
  }

  /// After a member: true after a ',' with another member to come, false after `close`.
  private mutating func endOfMember(close: UInt8) throws -> Bool {
    try skipSpace()
    guard let byte = peek else { throw Failure() }
    index += 1
    if byte == close { return false }
    guard byte == UInt8(ascii: ",") else { throw Failure() }
    try skipSpace()
    // A trailing comma is not JSON.
    guard let next = peek, next != close else { throw Failure() }
    return true
  }

  /// A number, `true`, `false` or `null`, as written.
  private mutating func plain() throws -> String {
    let start = index
    if !matchLiteral() { try number() }
    // What follows must end the value, as in `JSONSyntax.number`.
    if let next = peek {
      switch next {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ","), UInt8(ascii: "]"),
        UInt8(ascii: "}"):
        break
      default:
        throw Failure()
      }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func matchLiteral() -> Bool {
    for word in ["true", "false", "null"] {
      let length = word.utf8.count
      guard index + length <= bytes.count,
        word.utf8.elementsEqual(bytes[index..<(index + length)])
      else { continue }
      index += length
      return true
    }
    return false
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  private mutating func number() throws {
    func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
    if peek == UInt8(ascii: "-") { index += 1 }
    guard isDigit(peek) else { throw Failure() }
    if peek == UInt8(ascii: "0") {
      index += 1
    } else {
      while isDigit(peek) { index += 1 }
    }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard isDigit(peek) else { throw Failure() }
      while isDigit(peek) { index += 1 }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard isDigit(peek) else { throw Failure() }
      while isDigit(peek) { index += 1 }
    }
  }

  /// A string's text with its escapes decoded, as libyaml decodes a double-quoted scalar.
  private mutating func string() throws -> String {
    index += 1
    let start = index
    // Without escapes the text is the bytes between the quotes, the common case.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      try character(byte)
    }
    var decoded = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        guard let escaped = peek else { throw Failure() }
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
          var value = try codeUnit()
          // A high surrogate and a low one are one character; half of a pair is an
          // error, which `JSONSyntax` words.
          if (0xD800...0xDBFF).contains(value), peek == UInt8(ascii: "\\"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try codeUnit()
            guard (0xDC00...0xDFFF).contains(low) else { throw Failure() }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(value) else { throw Failure() }
          decoded.append(contentsOf: String(scalar).utf8)
        default:
          throw Failure()
        }
      default:
        decoded.append(byte)
        try character(byte)
      }
    }
    throw Failure()
  }

  /// The four hexadecimal digits of a `\u` escape.
  private mutating func codeUnit() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = peek.flatMap({ Self.hexValue($0) }) else { throw Failure() }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// Steps over one byte inside a string, refusing what JSON or libyaml would refuse
  /// there: control characters, DEL and C1 controls other than NEL, and U+FEFF, U+FFFE
  /// and U+FFFF. NEL, LS and PS are ordinary characters (see `LibYAMLInput`).
  private mutating func character(_ byte: UInt8) throws {
    if byte < 0x20 || byte == 0x7F { throw Failure() }
    if byte >= 0x80 {
      if byte < 0xC0 {
        continuationBytes += 1
      } else if byte == 0xC2 {
        // U+0080 to U+009F but NEL, U+0085.
        guard index + 1 < bytes.count, bytes[index + 1] >= 0xA0 || bytes[index + 1] == 0x85 else { throw Failure() }
      } else if byte == 0xEF {
        // U+FEFF, U+FFFE and U+FFFF.
        guard index + 2 < bytes.count else { throw Failure() }
        if bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { throw Failure() }
        if bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { throw Failure() }
      }
    }
    index += 1
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
