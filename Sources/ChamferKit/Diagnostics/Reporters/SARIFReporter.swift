/// SARIF 2.1.0, the format code-scanning services read (GitHub code scanning among them).
///
/// One run whose driver lists every rule Chamfer has, with its summary and default
/// level, so results can point at their rule by index. Columns count Unicode code
/// points, as Chamfer's locations do.
public struct SARIFReporter: DiagnosticReporter {
  /// `sarif`, as `--format sarif` names it.
  public static let id = "sarif"

  /// Renders `diagnostics` in this format, ending with the summary of `files` files read; `sources` supplies lines to quote.
  public static func report(
    _ diagnostics: [Diagnostic], sources: [String: String], files: Int, color: Bool, listsNotes: Bool
  ) -> String {
    let rules = Rules.all
    let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let results = diagnostics.map { diagnostic -> JSONValue in
      var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.id))]
      if let position = index[diagnostic.id] { members.append(("ruleIndex", .number(Double(position)))) }
      var text = diagnostic.message
      if let hint = diagnostic.hint { text += " (hint: \(hint))" }
      members += [("level", .string(level(diagnostic.severity))), ("message", .object([("text", .string(text))]))]
      if let location = diagnostic.location {
        members.append(("locations", .array([physical(location)])))
      }
      let related = diagnostic.notes.enumerated().compactMap { offset, note -> JSONValue? in
        guard let location = note.location else { return nil }
        return .object([
          ("id", .number(Double(offset))),
          ("physicalLocation", physicalLocation(location)),
          ("message", .object([("text", .string(note.message))])),
        ])
      }
      if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
      // Turned off where it is reported: SARIF keeps it, marked so.
      if diagnostic.isSuppressed {
        members.append(("suppressions", .array([.object([("kind", .string("inSource"))])])))
      }
      return .object(members)
    }
    let driver: JSONValue = .object([
      ("name", .string("chamfer")),
      ("rules", .array(rules.map(rule))),
    ])
    let run: JSONValue = .object([
      ("tool", .object([("driver", driver)])),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(results)),
    ])
    return WorkflowCommands.neutralisedJSON(JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).serialized())
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func rule(_ descriptor: RuleDescriptor) -> JSONValue {
    .object([
      ("id", .string(descriptor.id)),
      ("shortDescription", .object([("text", .string(descriptor.summary))])),
      ("defaultConfiguration", .object([("level", .string(level(descriptor.severity)))])),
    ])
  }

  static func physicalLocation(_ location: FileLocation) -> JSONValue {
    .object([
      ("artifactLocation", .object([("uri", .string(location.file))])),
      (
        "region",
        .object([
          ("startLine", .number(Double(max(1, location.line)))),
          ("startColumn", .number(Double(max(1, location.column)))),
        ])
      ),
    ])
  }

  static func physical(_ location: FileLocation) -> JSONValue {
    .object([("physicalLocation", physicalLocation(location))])
  }
}
