import ArgumentParser
import ChamferKit

/// `chamfer rules`: every diagnostic id with its severity and summary; with ids, each
/// rule in full with an example that triggers it and one that does not.
struct Rules: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List every diagnostic id: id, default severity and what it reports.",
    discussion: """
      The theme rules (load/, resolve/, lint/) come first; then the ids raised while \
      importing token files and reading the config, templates and output folders, whose \
      severity is fixed. With rule ids (lint/unused-metric, or just unused-metric), or \
      with --examples for all of them, shows each rule with a theme that triggers it and \
      one that does not. Set a theme rule's severity in chamfer.yml: \
      rules: { unused-metric: off }. A platform note is what a target cannot express: \
      build counts them in one line, lint shows them.
      """)

  @Argument(help: "Rule ids to show in full.")
  var ids: [String] = []

  @Flag(help: "Show every rule in full, with its examples.")
  var examples = false

  func run() throws {
    let console = Console()
    let rules = ChamferKit.Rules.everyID
    guard !ids.isEmpty || examples else {
      let width = rules.map(\.id.count).max() ?? 0
      let lines = rules.map {
        "\($0.id.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \($0.summary)\($0.isPlatformNote ? " (platform note)" : "")"
      }
      console.output(lines.joined(separator: "\n") + "\n")
      return
    }
    var chosen: [RuleDescriptor] = []
    for id in ids {
      guard let rule = rules.first(where: { $0.id == id || $0.id.hasSuffix("/\(id)") }) else {
        let suggestion = Spelling.suggestion(
          for: id, among: rules.map(\.id) + rules.map { String($0.id.split(separator: "/").last ?? "") }).map { "; did you mean '\($0)'?" } ?? ""
        throw console.usageError("there is no rule '\(id)'\(suggestion)")
      }
      chosen.append(rule)
    }
    if examples && ids.isEmpty { chosen = rules }
    console.output(chosen.map(Self.describe).joined(separator: "\n"))
  }

  /// One rule in full: its summary, a theme that triggers it (the marker `↓` of the
  /// test examples removed), and one that does not.
  static func describe(_ rule: RuleDescriptor) -> String {
    func indent(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }
        .joined(separator: "\n")
    }
    let fixed = ChamferKit.Rules.outsideThemes.contains { $0.id == rule.id }
    var text = "\(rule.id) (\(rule.severity.rawValue)\(fixed ? ", raised outside themes; chamfer.yml cannot change it" : " by default"))\n  \(rule.summary)\n"
    if rule.isPlatformNote { text += "  A platform note: build counts it in one line, lint shows it.\n" }
    if let failing = rule.examples.failing.first {
      // An example made to pass a size limit is too long to read; say what it is instead.
      let shown = failing.count > 2_000 ? "(a theme of \(failing.count / 1_000_000) MB, past the limit)" : failing
      text += "\n  Reported for:\n\(indent(shown.replacingOccurrences(of: "↓", with: "")))\n"
    }
    if let passing = rule.examples.passing.first {
      text += "  Not reported for:\n\(indent(passing))\n"
    }
    return text
  }
}
