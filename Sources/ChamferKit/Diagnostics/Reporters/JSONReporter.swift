/// Diagnostics as one JSON document, for editors, bots and scripts.
///
/// Shape: `{"diagnostics": [{"id", "severity", "message", "file", "line", "column",
/// "hint", "notes": [{"message", "file", "line", "column"}]}], "summary": {"errors",
/// "warnings", "notes", "files"}}`; a diagnostic's `notes` are what it points at besides
/// its place, the summary's `notes` the diagnostics of severity `note`. `file`, `line`, `column` and `hint` are omitted when unknown.
public struct JSONReporter: DiagnosticReporter {
  /// `json`, as `--format json` names it.
  public static let id = "json"

  /// Renders `diagnostics` in this format, ending with the summary of `files` files read; `sources` supplies lines to quote.
  public static func report(
    _ diagnostics: [Diagnostic], sources: [String: String], files: Int, color: Bool, listsNotes: Bool
  ) -> String {
    let diagnostics = diagnostics.shown
    let items = diagnostics.map { diagnostic -> JSONValue in
      var members: [(String, JSONValue)] = [
        ("id", .string(diagnostic.id)),
        ("severity", .string(diagnostic.severity.rawValue)),
        ("message", .string(diagnostic.message)),
      ]
      members += location(diagnostic.location)
      if let hint = diagnostic.hint { members.append(("hint", .string(hint))) }
      members.append(
        (
          "notes",
          .array(
            diagnostic.notes.map { .object([("message", .string($0.message))] + location($0.location)) })
        ))
      return .object(members)
    }
    let summary: JSONValue = .object([
      ("errors", .number(Double(diagnostics.filter { $0.severity == .error }.count))),
      ("warnings", .number(Double(diagnostics.filter { $0.severity == .warning }.count))),
      ("notes", .number(Double(diagnostics.filter { $0.severity == .note }.count))),
      ("files", .number(Double(files))),
    ])
    return WorkflowCommands.neutralisedJSON(
      JSONValue.object([("diagnostics", .array(items)), ("summary", summary)]).serialized())
  }

  private static func location(_ location: FileLocation?) -> [(String, JSONValue)] {
    guard let location else { return [] }
    return [
      ("file", .string(location.file)),
      ("line", .number(Double(location.line))),
      ("column", .number(Double(location.column))),
    ]
  }
}
