/// Something Chamfer wants a person to know about their theme.
///
/// Every stage reports problems as values instead of throwing, so one run shows
/// all of them. Only the command line decides how they are printed and which
/// exit status follows.
public struct Diagnostic: Hashable, Sendable {
  /// How serious a finding is; only errors stop a build.
  public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// Worth knowing, never a mistake: what a target cannot express (a platform note).
    /// Never fails a run, `--strict` included; text reports sum them in one line.
    case note
    /// Worth a look, but the build goes on (unless `--strict`).
    case warning
    /// A mistake: nothing is built until it is fixed.
    case error

    /// Orders severities from note to error.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// Extra detail that may point somewhere else, such as "first defined here".
  public struct Note: Hashable, Sendable {
    /// What the note says, in the same style as a diagnostic's message.
    public var message: String
    /// Where it points; nil when it belongs to no place in a file.
    public var location: FileLocation?

    /// A note saying `message`, pointing at `location` if given.
    public init(_ message: String, at location: FileLocation? = nil) {
      self.message = Diagnostic.printable(message)
      self.location = location
    }
  }

  /// Stable and greppable, namespaced by stage: `load/unknown-key`, `resolve/reference-cycle`.
  public var id: String
  /// How serious the finding is; a config can change it for theme rules.
  public var severity: Severity
  /// Lowercase, no final period, names things in single quotes.
  public var message: String
  /// `nil` only for problems that belong to no file.
  public var location: FileLocation?
  /// Further places that explain the finding, such as where a name was first defined.
  public var notes: [Note]
  /// What to do about it, shown after the message; `nil` when the message says it all.
  public var hint: String?
  /// Turned off where it is reported (`# chamfer:disable-next-line`, `lint: { off }`):
  /// kept in SARIF as suppressed, left out of every other report and of `--strict`.
  public var isSuppressed = false

  /// A finding with its id, severity, message and location, and optionally a hint and notes.
  public init(
    _ id: String, _ severity: Severity, _ message: String, at location: FileLocation?,
    hint: String? = nil, notes: [Note] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = Diagnostic.printable(message)
    self.location = location
    self.hint = hint.map(Diagnostic.printable)
    self.notes = notes
  }

  /// The longest message kept; a theme's text quoted in it is shortened to fit.
  static let maximumLength = 400

  /// Text fit for one line of a terminal or a CI log: control characters become
  /// escapes such as `\n`, so text quoted from a theme cannot start a line of its own
  /// (and look like a diagnostic), and very long text is cut with an ellipsis.
  static func printable(_ text: String) -> String {
    // Nearly every message is short printable ASCII, which needs no change; that is
    // quicker to see in the bytes than by asking each scalar for its category.
    if text.utf8.count <= maximumLength,
      text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
    {
      return text
    }
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      || text.unicodeScalars.count > maximumLength
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if result.unicodeScalars.count >= maximumLength {
        result += "…"
        break
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.properties.generalCategory == .control:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Array where Element == Diagnostic {
  /// True when any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// The warnings that count, for `--strict`: those not suppressed.
  public var warningCount: Int { lazy.filter { $0.severity == .warning && !$0.isSuppressed }.count }

  /// What reports other than SARIF show: every diagnostic not suppressed.
  public var shown: [Diagnostic] { filter { !$0.isSuppressed } }

  /// Sorted by file, line and column; diagnostics without a location come first, in
  /// the order they were found.
  public func sortedByLocation() -> [Diagnostic] {
    enumerated().sorted { a, b in
      switch (a.element.location, b.element.location) {
      case (nil, nil): return a.offset < b.offset
      case (nil, _): return true
      case (_, nil): return false
      case let (l?, r?): return l == r ? a.offset < b.offset : l < r
      }
    }.map(\.element)
  }
}
