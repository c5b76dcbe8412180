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
struct LibYAMLInput {
  let file: String
  /// The file's text, as written.
  let original: String
  /// What libyaml reads: `original`, or it with the replacements above.
  let text: String
  /// Each private-use character standing in for NEL, LS or PS, with the character.
  private var standIns: [Unicode.Scalar: Unicode.Scalar] = [:]

  init(_ original: String, file: String) {
    self.file = file
    self.original = original
    guard Self.holdsSeparator(original), let free = Self.unusedPrivateCharacters(3, in: original) else {
      text = original
      return
    }
    var replacement: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (separator, standIn) in zip(["\u{85}", "\u{2028}", "\u{2029}"] as [Unicode.Scalar], free) {
      replacement[separator] = standIn
      standIns[standIn] = separator
    }
    text = String(String.UnicodeScalarView(original.unicodeScalars.map { replacement[$0] ?? $0 }))
  }

  /// Where a mark of libyaml's (1-based; nil for the start of the file) is in the file.
  func location(_ mark: Mark?) -> FileLocation {
    location((mark?.line ?? 1, mark?.column ?? 1))
  }

  /// Where a line and column of `text` are in the file.
  func location(_ position: (line: Int, column: Int)) -> FileLocation {
    FileLocation(file: file, line: position.line, column: position.column)
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
}
