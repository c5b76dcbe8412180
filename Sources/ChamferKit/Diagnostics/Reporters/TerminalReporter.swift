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

/// The lines of each quoted file, split once per report: a theme with thousands of
/// warnings would otherwise be scanned from the top for every one of them.
final class SourceLines {
  private let sources: [String: String]
  private var split: [String: [Substring]] = [:]

  init(_ sources: [String: String]) { self.sources = sources }

  /// Line `number` (1-based) of `file` without its terminator, or `nil` past the end.
  func line(_ number: Int, of file: String) -> String? {
    if split[file] == nil, let text = sources[file] {
      var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      if lines.last?.isEmpty == true { lines.removeLast() }
      split[file] = lines
    }
    guard let lines = split[file], number >= 1, number <= lines.count else { return nil }
    return String(lines[number - 1])
  }
}
