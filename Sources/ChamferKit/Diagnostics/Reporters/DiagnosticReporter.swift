/// Turns diagnostics into text for one audience: a person at a terminal, a tool reading JSON.
///
/// To add a reporter: create one file in `Diagnostics/Reporters/`, conform to
/// `DiagnosticReporter`, and append its type to `DiagnosticReporters.all`. The
/// reporter golden test then records its output for the shared fixture list.
public protocol DiagnosticReporter: Sendable {
  /// The name users pass to `--format`.
  static var id: String { get }
  /// Renders every diagnostic. `sources` maps each file path to its text, so a
  /// reporter can quote the offending line; `color` asks for ANSI colours;
  /// `listsNotes` asks a report for people to list notes rather than count them
  /// (machine formats always list them).
  static func report(
    _ diagnostics: [Diagnostic], sources: [String: String], files: Int, color: Bool, listsNotes: Bool
  ) -> String
}

extension DiagnosticReporter {
  /// A report that counts notes where its format sums them.
  public static func report(_ diagnostics: [Diagnostic], sources: [String: String], files: Int, color: Bool) -> String {
    report(diagnostics, sources: sources, files: files, color: color, listsNotes: false)
  }
}

/// Every built-in reporter.
public enum DiagnosticReporters {
  /// The reporters `--format` offers, the default (`text`) first.
  public static let all: [any DiagnosticReporter.Type] = [
    TerminalReporter.self,
    JSONReporter.self,
    GitHubReporter.self,
    SARIFReporter.self,
  ]

  /// The reporter named `id`, if there is one.
  public static func named(_ id: String) -> (any DiagnosticReporter.Type)? {
    all.first { $0.id == id }
  }
}
