/// Theme snippets that show what a rule accepts and what it reports.
///
/// Each snippet is a whole theme file. In `failing` snippets, `↓` stands right
/// before each value the rule must point at; the marker is removed before reading.
public struct RuleExamples: Sendable {
  public var passing: [String]
  public var failing: [String] { makeFailing() }
  /// Most examples are literals; one made to pass a size limit is megabytes long, and is
  /// built only when asked for, not whenever a config or report lists the rule ids.
  private let makeFailing: @Sendable () -> [String]

  public init(passing: [String], failing: [String]) {
    self.passing = passing
    makeFailing = { failing }
  }

  public init(passing: [String], failingWhenAsked: @escaping @Sendable () -> [String]) {
    self.passing = passing
    makeFailing = failingWhenAsked
  }
}

/// A rule's id, default severity, one-line summary and examples, whichever stage raises it.
public struct RuleDescriptor: Sendable {
  public var id: String
  public var severity: Diagnostic.Severity
  public var summary: String
  public var examples: RuleExamples
  /// A platform note (`LintRule.isPlatformNote`): `build` counts it rather than showing it.
  public var isPlatformNote = false
}
