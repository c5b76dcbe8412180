/// Theme snippets that show what a rule accepts and what it reports.
///
/// Each snippet is a whole theme file. In `failing` snippets, `↓` stands right
/// before each value the rule must point at; the marker is removed before reading.
public struct RuleExamples: Sendable {
  /// Themes in which the rule must report nothing.
  public var passing: [String]
  /// Themes in which the rule must report at each `↓`.
  public var failing: [String] { makeFailing() }
  /// Most examples are literals; one made to pass a size limit is megabytes long, and is
  /// built only when asked for, not whenever a config or report lists the rule ids.
  private let makeFailing: @Sendable () -> [String]

  package init(passing: [String], failing: [String]) {
    self.passing = passing
    makeFailing = { failing }
  }

  package init(passing: [String], failingWhenAsked: @escaping @Sendable () -> [String]) {
    self.passing = passing
    makeFailing = failingWhenAsked
  }
}

/// A rule's id, default severity, one-line summary and examples, whichever stage raises it.
public struct RuleDescriptor: Sendable {
  /// The id diagnostics carry: `lint/unused-metric`, `import/not-tokens`.
  public var id: String
  /// The severity it is reported with unless a config changes it.
  public var severity: Diagnostic.Severity
  /// One sentence on what it reports, as `chamfer rules` lists it.
  public var summary: String
  /// Themes that trigger it and themes that do not; empty for ids raised outside themes.
  public var examples: RuleExamples
  /// A platform note: a rule whose findings are notes unless a config says otherwise.
  public var isPlatformNote: Bool { severity == .note }
}
