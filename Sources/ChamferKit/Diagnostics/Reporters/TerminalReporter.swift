/// Compiler-style text: `file:line:column: error: message [id]`, the quoted source line,
/// a caret under the column, then the hint and notes.
///
/// Editors and terminals turn the first line into a link. Colour is opt-in, so
/// logs and pipes get plain text.
public struct TerminalReporter: DiagnosticReporter {
  public static let id = "text"

  public static func report(
    _ diagnostics: [Diagnostic], sources: [String: String], files: Int, color: Bool
  ) -> String {
    let paint = Paint(enabled: color)
    let sourceLines = SourceLines(sources)
    var lines: [String] = []
    for diagnostic in diagnostics {
      let label = paint.severity(diagnostic.severity)
      lines.append(
        "\(prefix(diagnostic.location))\(label) \(paint.bold(diagnostic.message)) [\(diagnostic.id)]")
      lines += quote(diagnostic.location, lines: sourceLines, paint: paint)
      if let hint = diagnostic.hint {
        lines.append("  \(paint.cyan("hint:")) \(hint)")
      }
      for note in diagnostic.notes {
        lines.append("\(prefix(note.location))\(paint.severity(.note)) \(note.message)")
        lines += quote(note.location, lines: sourceLines, paint: paint)
      }
    }
    if !diagnostics.isEmpty || files > 0 {
      lines.append(DiagnosticSummary.line(for: diagnostics, files: files))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func prefix(_ location: FileLocation?) -> String {
    location.map { "\($0): " } ?? "chamfer: "
  }

  /// The source line and a caret under the column; tabs are kept so the caret lines up.
  static func quote(_ location: FileLocation?, lines: SourceLines, paint: Paint) -> [String] {
    guard let location, var line = lines.line(location.line, of: location.file) else { return [] }
    // Printable ASCII, the usual line, needs no change and has one column per byte.
    if line.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\t") }) {
      let padding = String(line.utf8.prefix(location.column - 1).map { $0 == UInt8(ascii: "\t") ? "\t" : " " })
      return ["    " + line, "    " + padding + paint.green("^")]
    }
    // Control characters (a NUL, a bell, a stray carriage return) would garble the
    // terminal; each becomes one replacement character, so the caret still lines up.
    line = String(
      String.UnicodeScalarView(
        line.unicodeScalars.map {
          $0 != "\t" && ($0.properties.generalCategory == .control || $0 == "\u{FEFF}") ? "\u{FFFD}" : $0
        }))
    let before = line.unicodeScalars.prefix(location.column - 1)
    let padding = String(before.map { $0 == "\t" ? "\t" : " " })
    return ["    " + line, "    " + padding + paint.green("^")]
  }
}

/// ANSI styling that disappears when colour is off.
struct Paint {
  var enabled: Bool

  func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
  func bold(_ text: String) -> String { wrap(text, "1") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func cyan(_ text: String) -> String { wrap(text, "36") }
  func severity(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: wrap("error:", "1;31")
    case .warning: wrap("warning:", "1;35")
    case .note: wrap("note:", "1;30")
    }
  }
}

/// The lines of each quoted file, found once per report: a theme with thousands of
/// warnings would otherwise be scanned from the top for every one of them.
///
/// Lines end at LF or CR LF, as splitting the text into characters at "\n" and "\r\n"
/// would end them; a lone CR stays in its line. Only the starts of the lines are kept,
/// found in the UTF-8 bytes, and a line's text is made when it is quoted.
final class SourceLines {
  private let sources: [String: String]
  /// Per file, the byte offset where each line starts: 0, and after every LF.
  private var starts: [String: [Int]] = [:]

  init(_ sources: [String: String]) { self.sources = sources }

  /// Line `number` (1-based) of `file` without its terminator, or `nil` past the end.
  func line(_ number: Int, of file: String) -> String? {
    guard let text = sources[file] else { return nil }
    let starts = self.starts[file] ?? Self.lineStarts(text)
    self.starts[file] = starts
    let utf8 = text.utf8
    // After a final line break there is no further line.
    let count = starts.last == utf8.count ? starts.count - 1 : starts.count
    guard number >= 1, number <= count else { return nil }
    func byte(_ offset: Int) -> UInt8 { utf8[utf8.index(utf8.startIndex, offsetBy: offset)] }
    let start = starts[number - 1]
    var end = utf8.count
    if number < starts.count {
      // Leave out the LF, and a CR before it.
      end = starts[number] - 1
      if end > start, byte(end - 1) == 0x0D { end -= 1 }
    }
    let range = utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)
    return String(decoding: utf8[range], as: UTF8.self)
  }

  private static func lineStarts(_ text: String) -> [Int] {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      var starts = [0]
      for offset in bytes.indices where bytes[offset] == 0x0A { starts.append(offset + 1) }
      return starts
    } ?? [0]
  }
}
