/// The closing line of a report: `2 errors, 1 warning in 3 files`, with the notes
/// counted when there are any (`0 errors, 0 warnings, 4 notes in 1 file`).
public enum DiagnosticSummary {
  /// Counts errors, warnings and notes; `files` is how many files were read.
  public static func line(for diagnostics: [Diagnostic], files: Int) -> String {
    var counts: [Diagnostic.Severity: Int] = [:]
    for diagnostic in diagnostics { counts[diagnostic.severity, default: 0] += 1 }
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    let notes = counts[.note, default: 0]
    return "\(count(counts[.error, default: 0], "error")), \(count(counts[.warning, default: 0], "warning"))"
      + (notes == 0 ? "" : ", \(count(notes, "note"))") + " in \(count(files, "file"))"
  }

  /// The line that stands for notes a text report leaves out: how many of each rule.
  public static func notesLine(for notes: [Diagnostic]) -> String {
    var byRule: [(id: String, count: Int)] = []
    for note in notes {
      if let index = byRule.firstIndex(where: { $0.id == note.id }) { byRule[index].count += 1 } else { byRule.append((note.id, 1)) }
    }
    let rules = byRule.sorted { ($0.count, $1.id) > ($1.count, $0.id) }.map { "\($0.id) \($0.count)" }
    return "chamfer: note: \(notes.count) note\(notes.count == 1 ? "" : "s") not shown (\(rules.joined(separator: ", "))); "
      + "'--notes' lists \(notes.count == 1 ? "it" : "them")"
  }
}
