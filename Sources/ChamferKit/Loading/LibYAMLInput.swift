import Yams

/// The text libyaml is given for one file, and the way back from libyaml's marks and
/// scalars to the file as written.
///
/// libyaml reads YAML 1.1, where NEL, LS and PS (U+0085, U+2028, U+2029) end lines. In
/// YAML 1.2 and JSON they are ordinary characters, and Chamfer counts lines that way
/// (`SourcePosition`): left as they are, every mark after one would name a line too far
/// on, and text around one would be folded or refused. So each is handed to libyaml as
/// a private-use character the file does not hold, which libyaml reads as any other
/// character, and is put back in every scalar.
///
/// In a JSON file, an escaped surrogate pair (`\ud83d\ude00`), which libyaml refuses, is
/// handed to it as the one escape of the character it stands for (`\U0001F600`), two
/// characters shorter; marks after it on its line move back by those two. `JSONSyntax`
/// has refused a lone surrogate before libyaml reads anything.
struct LibYAMLInput {
  let file: String
  /// The file's text, as written.
  let original: String
  /// What libyaml reads: `original`, or it with the replacements above.
  let text: String
  /// Each private-use character standing in for NEL, LS or PS, with the character.
  private var standIns: [Unicode.Scalar: Unicode.Scalar] = [:]
  /// Per line of `text`, where its columns differ from the file's: from `column` on,
  /// the file's column is `shift` more. In order of column, each shift the total so far.
  private var shifts: [Int: [(column: Int, shift: Int)]] = [:]

  init(_ original: String, file: String, isJSON: Bool) {
    self.file = file
    self.original = original
    let hasSeparators = Self.holdsSeparator(original)
    let hasPairs = isJSON && original.utf8.contains(UInt8(ascii: "\\"))
    guard hasSeparators || hasPairs else {
      text = original
      return
    }
    var replacement: [Unicode.Scalar: Unicode.Scalar] = [:]
    if hasSeparators, let free = Self.unusedPrivateCharacters(3, in: original) {
      for (separator, standIn) in zip(["\u{85}", "\u{2028}", "\u{2029}"] as [Unicode.Scalar], free) {
        replacement[separator] = standIn
        standIns[standIn] = separator
      }
    }
    let scalars = Array(original.unicodeScalars)
    var out = String.UnicodeScalarView()
    var line = 1
    var column = 1
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if hasPairs, scalar == "\\", index + 1 < scalars.count {
        if let pair = Self.surrogatePair(in: scalars, at: index) {
          let hex = String(pair.value, radix: 16, uppercase: true)
          let escape = "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
          out.append(contentsOf: escape.unicodeScalars)
          column += escape.unicodeScalars.count
          index += 12
          let shift = (shifts[line]?.last?.shift ?? 0) + 12 - escape.unicodeScalars.count
          shifts[line, default: []].append((column, shift))
          continue
        }
        // Any other escape is copied whole, so `\\u…` is not read as one.
        out.append(scalar)
        out.append(scalars[index + 1])
        column += 2
        index += 2
        continue
      }
      out.append(replacement[scalar] ?? scalar)
      if scalar == "\n", index > 0, scalars[index - 1] == "\r" {
        // The CR before it ended the line.
      } else if SourcePosition.isBreak(scalar) {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    text = String(out)
  }

  /// Where a mark of libyaml's (1-based; nil for the start of the file) is in the file.
  func location(_ mark: Mark?) -> FileLocation {
    location((mark?.line ?? 1, mark?.column ?? 1))
  }

  /// Where a line and column of `text` are in the file.
  func location(_ position: (line: Int, column: Int)) -> FileLocation {
    let shift = shifts[position.line]?.last { $0.column <= position.column }?.shift ?? 0
    return FileLocation(file: file, line: position.line, column: position.column + shift)
  }

  /// A scalar libyaml read, with the characters that stood in for NEL, LS and PS put back.
  func restored(_ string: String) -> String {
    guard !standIns.isEmpty, string.unicodeScalars.contains(where: { standIns[$0] != nil }) else { return string }
    return String(String.UnicodeScalarView(string.unicodeScalars.map { standIns[$0] ?? $0 }))
  }

  /// True when `text` holds NEL, LS or PS: in UTF-8, C2 85, E2 80 A8 or E2 80 A9.
  static func holdsSeparator(_ text: String) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if previous.1 == 0xC2 && byte == 0x85 || previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9) { return true }
      previous = (previous.1, byte)
    }
    return false
  }

  /// `count` characters of the supplementary private-use planes that `text` does not
  /// hold, which libyaml reads as printable; nil in the absurd case of a text holding
  /// nearly all of them, which is then read as it is.
  static func unusedPrivateCharacters(_ count: Int, in text: String) -> [Unicode.Scalar]? {
    let used = Set(text.unicodeScalars.lazy.filter { $0.value >= 0xF0000 })
    var free: [Unicode.Scalar] = []
    // Planes 15 and 16, without their noncharacters (…FFFE, …FFFF).
    for value in UInt32(0xF0000)...0x10FFFD where value & 0xFFFE != 0xFFFE {
      guard let scalar = Unicode.Scalar(value), !used.contains(scalar) else { continue }
      free.append(scalar)
      if free.count == count { return free }
    }
    return nil
  }

  /// The character of the escaped surrogate pair (`\uD83D\uDE00`) at `index`, if one is there.
  static func surrogatePair(in scalars: [Unicode.Scalar], at index: Int) -> Unicode.Scalar? {
    guard let high = escapedUnit(in: scalars, at: index), (0xD800...0xDBFF).contains(high),
      let low = escapedUnit(in: scalars, at: index + 6), (0xDC00...0xDFFF).contains(low)
    else { return nil }
    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
  }

  /// The code unit of the `\uXXXX` escape at `index`, if one is there.
  static func escapedUnit(in scalars: [Unicode.Scalar], at index: Int) -> UInt32? {
    guard index + 6 <= scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else { return nil }
    var value: UInt32 = 0
    for digit in scalars[(index + 2)..<(index + 6)] {
      guard digit.properties.isASCIIHexDigit, let nibble = UInt32(String(digit), radix: 16) else { return nil }
      value = value << 4 | nibble
    }
    return value
  }
}
