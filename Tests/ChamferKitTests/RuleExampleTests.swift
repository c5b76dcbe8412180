import ChamferKit
import TestSupport
import Testing

/// One documented diagnostic, named by its id in test output.
struct RuleCase: CustomTestStringConvertible, Sendable {
  var rule: RuleDescriptor
  var testDescription: String { rule.id }

  static let all = Rules.all.map(RuleCase.init)
}

/// Every diagnostic id's own examples, run through the whole pipeline.
@Suite struct RuleExampleTests {
  @Test func theListOfRulesIsNotEmptyAndEveryIdIsUnique() {
    let ids = Rules.all.map(\.id)
    #expect(ids.count > 20)
    var seen: Set<String> = []
    let repeated = ids.filter { !seen.insert($0).inserted }
    #expect(repeated.isEmpty, "listed more than once: \(repeated)")
  }

  @Test func everyRuleHasAStageNamespaceASummaryAndAFailingExample() {
    for rule in Rules.all {
      let stage = rule.id.split(separator: "/").first.map(String.init) ?? ""
      #expect(["load", "resolve", "lint"].contains(stage), "\(rule.id) has no stage")
      #expect(!rule.summary.isEmpty, "\(rule.id) has no summary")
      #expect(!rule.examples.failing.isEmpty, "\(rule.id) has no failing example")
    }
  }

  @Test(arguments: RuleCase.all)
  func passingExamplesDoNotReportTheRule(_ rule: RuleCase) {
    for example in rule.rule.examples.passing {
      let result = check(example)
      let reported = result.diagnostics.filter { $0.id == rule.rule.id }
      #expect(reported.isEmpty, "\(rule.rule.id) reported for:\n\(example)\n\(reported)")
    }
  }

  @Test(arguments: RuleCase.all)
  func failingExamplesReportTheRuleExactlyAtTheMarkers(_ rule: RuleCase) {
    for example in rule.rule.examples.failing {
      let snippet = MarkedSnippet(example)
      #expect(!snippet.markedLocations.isEmpty, "an example of \(rule.rule.id) has no ↓ marker")
      let result = check(snippet.text)
      let reported = result.diagnostics.filter { $0.id == rule.rule.id }
      let locations = reported.compactMap(\.location).sorted()
      #expect(
        locations == snippet.markedLocations.sorted(),
        "\(rule.rule.id) in:\n\(snippet.text)\nall diagnostics: \(result.diagnostics.map { "\($0.location?.description ?? "-") \($0.id): \($0.message)" })"
      )
      #expect(reported.allSatisfy { $0.severity == rule.rule.severity })
      #expect(reported.count == locations.count, "\(rule.rule.id) reported without a location")
    }
  }
}
