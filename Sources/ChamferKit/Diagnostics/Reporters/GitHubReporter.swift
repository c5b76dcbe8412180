/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull
/// request's diff (`::error file=…,line=…,col=…,title=…::message`), then the summary.
public struct GitHubReporter: DiagnosticReporter {
  /// `github`, as `--format github` names it.
  public static let id = "github"

  /// Renders `diagnostics` in this format, ending with the summary of `files` files read; `sources` supplies lines to quote.
  public static func report(
    _ diagnostics: [Diagnostic], sources: [String: String], files: Int, color: Bool, listsNotes: Bool
  ) -> String {
    let diagnostics = diagnostics.shown
    var lines: [String] = diagnostics.map { diagnostic in
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties: [String] = []
      if let location = diagnostic.location {
        properties += [
          "file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)",
        ]
      }
      properties.append("title=\(property(diagnostic.id))")
      var message = diagnostic.message
      if let hint = diagnostic.hint { message += "\nhint: \(hint)" }
      for note in diagnostic.notes {
        message += "\nnote: \(note.location.map { "\($0): " } ?? "")\(note.message)"
      }
      return "::\(command) \(properties.joined(separator: ","))::\(data(message))"
    }
    lines.append(DiagnosticSummary.line(for: diagnostics, files: files))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes a message: GitHub reads `%`, CR and LF specially.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escapes a property value, where `:` and `,` also separate fields.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
