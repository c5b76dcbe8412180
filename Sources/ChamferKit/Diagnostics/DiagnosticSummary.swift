/// The closing line of a report: `2 errors, 1 warning in 3 files`.
public enum DiagnosticSummary {
  /// Counts errors and warnings; `files` is how many files were read.
  public static func line(for diagnostics: [Diagnostic], files: Int) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    return "\(count(errors, "error")), \(count(warnings, "warning")) in \(count(files, "file"))"
  }
}
