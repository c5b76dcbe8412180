/// Text from token files as it goes into the YAML theme an import writes. Token paths,
/// file names and descriptions can hold anything, and a line break in a comment would
/// start a line of YAML of the file's choosing.
enum YAMLText {
  /// `text` for a `#` comment: what YAML reads as a line break (including U+0085,
  /// U+2028 and U+2029), what it cannot hold (other controls, U+FEFF, noncharacters)
  /// and nothing else are written as `\u{…}`, so the comment keeps to its line.
  static func comment(_ text: String) -> String {
    // Printable ASCII, the usual path or file name, needs no escape.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// `text` as a YAML double-quoted scalar that reads back as exactly `text`.
  static func quoted(_ text: String) -> String {
    var out = String.UnicodeScalarView(["\""])
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
      case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
      case "\n": out.append(contentsOf: "\\n".unicodeScalars)
      case "\r": out.append(contentsOf: "\\r".unicodeScalars)
      case "\t": out.append(contentsOf: "\\t".unicodeScalars)
      case let scalar where needsEscape(scalar):
        let hex = String(scalar.value, radix: 16)
        let escape =
          scalar.value <= 0xFFFF
          ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        out.append(contentsOf: escape.unicodeScalars)
      default: out.append(scalar)
      }
    }
    out.append("\"")
    return String(out)
  }

  /// Characters outside YAML's printable set, or that it reads as a line break.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20...0x7E: false
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF: true
    default: scalar.properties.isNoncharacterCodePoint
    }
  }
}
