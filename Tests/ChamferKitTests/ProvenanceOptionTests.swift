import ChamferKit
import Foundation
import TestSupport
import Testing

/// `build` and `lint` resolve without provenance; nothing but the provenance may change.
@Suite struct ProvenanceOptionTests {
  static func check(_ path: String, text: String, provenance: Bool) -> Pipeline.Result {
    Pipeline.check(
      [ThemeSource(path: path, text: text)], options: Pipeline.Options(recordsProvenance: provenance),
      provider: { $0 == path ? text : packageFiles($0) })
  }

  @Test(arguments: bundledThemes())
  func valuesAreTheSameWithoutProvenance(_ theme: URL) throws {
    let path = "tokens/\(theme.lastPathComponent)"
    let text = try String(contentsOf: theme, encoding: .utf8)
    let with = try #require(Self.check(path, text: text, provenance: true).theme)
    let without = try #require(Self.check(path, text: text, provenance: false).theme)
    #expect(with.json().serialized() == without.json().serialized())
    let steps = without.components.flatMap(\.shape.corners).map(\.provenance.allSteps.count)
    #expect(steps.allSatisfy { $0 == 0 }, "provenance was recorded anyway")
    #expect(with.components.flatMap(\.shape.corners).allSatisfy { !$0.provenance.size.isEmpty })
  }

  /// Every documented example reports the same diagnostics either way; the
  /// smoothing rule is the one that looks at the order fields were set in.
  @Test(arguments: RuleCase.all)
  func diagnosticsAreTheSameWithoutProvenance(_ rule: RuleCase) {
    for example in rule.rule.examples.passing + rule.rule.examples.failing {
      let text = MarkedSnippet(example).text
      let with = Self.check("example.yaml", text: text, provenance: true).diagnostics
      let without = Self.check("example.yaml", text: text, provenance: false).diagnostics
      #expect(with == without, "\(rule.rule.id):\n\(text)")
    }
  }
}
