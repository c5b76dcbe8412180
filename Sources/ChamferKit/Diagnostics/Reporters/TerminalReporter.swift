/// Compiler-style text: `file:line:column: error: message [id]`, the quoted source line,
/// a caret under the column, then the hint and notes.
///
/// Errors come first, then warnings, each in the order of their places; notes (severity
/// `note`) are summed in one line unless `listsNotes`, when they follow the warnings.
///
/// Editors and terminals turn the first line into a link. Colour is opt-in, so
/// logs and pipes get plain text. A long line is quoted only around the column, and
/// a file with very many diagnostics has only its first ones printed (see `Limits`),
/// so a minified file full of mistakes gives a report a person can read.
public struct TerminalReporter: DiagnosticReporter {
  /// `text`, as `--format text` names it.
  public static let id = "text"

  /// Renders `diagnostics` in this format, ending with the summary of `files` files read; `sources` supplies lines to quote.
  public static func report(
    _ diagnostics: [Diagnostic], sources: [String: String], files: Int, color: Bool, listsNotes: Bool
  ) -> String {
    let all = diagnostics.shown
    let notes = all.filter { $0.severity == .note }
    let diagnostics =
      all.filter { $0.severity == .error } + all.filter { $0.severity == .warning } + (listsNotes ? notes : [])
    let paint = Paint(enabled: color)
    let sourceLines = SourceLines(sources)
    var lines: [String] = []
    // Per file (nil for diagnostics of no file), how many were printed, and how many
    // were left out, in the order the files first had one left out.
    var printed: [String?: Int] = [:]
    var leftOut: [(file: String?, count: Int)] = []
    var leftOutIndex: [String?: Int] = [:]
    for diagnostic in diagnostics {
      let file = diagnostic.location?.file
      guard printed[file, default: 0] < Limits.printedDiagnosticsPerFile else {
        if let index = leftOutIndex[file] {
          leftOut[index].count += 1
        } else {
          leftOutIndex[file] = leftOut.count
          leftOut.append((file, 1))
        }
        continue
      }
      printed[file, default: 0] += 1
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
    for (file, count) in leftOut {
      lines.append(
        "\(file.map { "\($0): " } ?? "chamfer: ")\(paint.severity(.note)) and \(Limits.grouped(count)) more "
          + "diagnostic\(count == 1 ? "" : "s")\(file == nil ? "" : " in this file") not shown; "
          + "the text report shows the first \(Limits.printedDiagnosticsPerFile) of each file, "
          + "and '--format json' lists all")
    }
    if !listsNotes, !notes.isEmpty {
      lines.append(DiagnosticSummary.notesLine(for: notes))
    }
    if !all.isEmpty || files > 0 {
      lines.append(DiagnosticSummary.line(for: all, files: files))
    }
    return WorkflowCommands.neutralised(lines.joined(separator: "\n") + "\n")
  }

  private static func prefix(_ location: FileLocation?) -> String {
    location.map { "\($0): " } ?? "chamfer: "
  }

  /// The source line and a caret under the column; tabs are kept so the caret lines up.
  /// A line longer than `Limits.quotedLineWidth` is quoted around the column, with
  /// "…" where it was cut.
  static func quote(_ location: FileLocation?, lines: SourceLines, paint: Paint) -> [String] {
    guard let location,
      let excerpt = lines.excerpt(location.line, of: location.file, column: location.column, width: Limits.quotedLineWidth)
    else { return [] }
    var line = excerpt.text
    let before = excerpt.cutBefore ? "…" : ""
    let after = excerpt.cutAfter ? "…" : ""
    // Printable ASCII, the usual line, needs no change and has one column per byte.
    if line.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\t") }) {
      let padding = String(line.utf8.prefix(excerpt.column - 1).map { $0 == UInt8(ascii: "\t") ? "\t" : " " })
      return ["    " + before + line + after, "    " + (before.isEmpty ? "" : " ") + padding + paint.green("^")]
    }
    // Control characters (a NUL, a bell, NEL) and the line and paragraph separators
    // would garble the terminal or break the quoted line; each becomes one replacement
    // character, so the caret still lines up.
    line = String(
      String.UnicodeScalarView(
        line.unicodeScalars.map { scalar -> Unicode.Scalar in
          guard scalar != "\t", scalar != "\u{FEFF}" else { return scalar == "\t" ? scalar : "\u{FFFD}" }
          switch scalar.properties.generalCategory {
          case .control, .lineSeparator, .paragraphSeparator: return "\u{FFFD}"
          default: return scalar
          }
        }))
    let padding = String(line.unicodeScalars.prefix(excerpt.column - 1).map { $0 == "\t" ? "\t" : " " })
    return ["    " + before + line + after, "    " + (before.isEmpty ? "" : " ") + padding + paint.green("^")]
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
/// Lines end at LF, CR LF or a lone CR, as every reader counts them (`SourcePosition`);
/// NEL, LS and PS end none. Only the starts of the lines are kept, found in the UTF-8
/// bytes, and the quoted part of a line is made when it is quoted.
final class SourceLines {
  private let sources: [String: String]
  /// Per file, its UTF-8 bytes and the byte offset where each line starts: 0, and
  /// after every line break.
  private var files: [String: (bytes: [UInt8], starts: [Int])] = [:]
  /// Where a column was last found: diagnostics come sorted, so on one long line each
  /// column is found from the one before rather than from the start of the line.
  private var cursor: (file: String, line: Int, column: Int, offset: Int)?

  init(_ sources: [String: String]) { self.sources = sources }

  /// The part of a line to quote for a column.
  struct Excerpt {
    /// The quoted text: the whole line, or about `width` characters around the column.
    var text: String
    /// The column within `text`, 1-based, in Unicode scalars.
    var column: Int
    /// Whether the line goes on before and after `text`.
    var cutBefore: Bool
    var cutAfter: Bool
  }

  /// Line `number` (1-based) of `file` without its terminator, or the part of it about `width` Unicode scalars wide
  /// around `column` (1-based) when the line is longer; `nil` past the end.
  func excerpt(_ number: Int, of file: String, column: Int, width: Int) -> Excerpt? {
    guard let (bytes, range) = lineRange(number, of: file) else { return nil }
    // A line of no more bytes than `width` has no more scalars either.
    guard range.count > width else {
      return Excerpt(
        text: String(decoding: bytes[range], as: UTF8.self), column: column, cutBefore: false, cutAfter: false)
    }
    func isScalarStart(_ offset: Int) -> Bool { bytes[offset] & 0xC0 != 0x80 }
    /// `offset` moved `count` scalars on (or back), staying inside the line.
    func moved(_ offset: Int, by count: Int) -> Int {
      var offset = offset
      var left = abs(count)
      while left > 0 {
        if count > 0 {
          guard offset < range.upperBound else { break }
          offset += 1
          while offset < range.upperBound, !isScalarStart(offset) { offset += 1 }
        } else {
          guard offset > range.lowerBound else { break }
          offset -= 1
          while offset > range.lowerBound, !isScalarStart(offset) { offset -= 1 }
        }
        left -= 1
      }
      return offset
    }
    var from = (offset: range.lowerBound, column: 1)
    if let cursor, cursor.file == file, cursor.line == number, cursor.column <= column {
      from = (cursor.offset, cursor.column)
    }
    let caret = moved(from.offset, by: column - from.column)
    cursor = (file, number, column, caret)
    var start = moved(caret, by: -(width / 2))
    var end = moved(start, by: width)
    if end == range.upperBound { start = moved(end, by: -width) }
    end = moved(start, by: width)
    let inside = 1 + (start..<caret).lazy.filter(isScalarStart).count
    return Excerpt(
      text: String(decoding: bytes[start..<end], as: UTF8.self), column: inside,
      cutBefore: start > range.lowerBound, cutAfter: end < range.upperBound)
  }

  /// The bytes of `file` and the range of line `number` in them, without its terminator.
  private func lineRange(_ number: Int, of file: String) -> ([UInt8], Range<Int>)? {
    guard let (bytes, starts) = read(file) else { return nil }
    // After a final line break there is no further line.
    let count = starts.last == bytes.count ? starts.count - 1 : starts.count
    guard number >= 1, number <= count else { return nil }
    let start = starts[number - 1]
    var end = bytes.count
    if number < starts.count {
      // Leave out the LF or CR, and a CR before an LF.
      end = starts[number] - 1
      if bytes[end] == 0x0A, end > start, bytes[end - 1] == 0x0D { end -= 1 }
    }
    return (bytes, start..<end)
  }

  private func read(_ file: String) -> (bytes: [UInt8], starts: [Int])? {
    if let known = files[file] { return known }
    guard let text = sources[file] else { return nil }
    let bytes = Array(text.utf8)
    var starts = [0]
    for offset in bytes.indices
    where bytes[offset] == 0x0A || bytes[offset] == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A) {
      starts.append(offset + 1)
    }
    files[file] = (bytes, starts)
    return (bytes, starts)
  }
}
