import ChamferKit
import Foundation
import TestSupport
import Testing

/// Small inputs that ask for enormous work: each must end at once with one located
/// error naming the limit, or with a correct result.
@Suite struct HostileInputTests {
  /// Seconds since `start`, for bounds that would take minutes on unbounded code.
  func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// A resolver of 30 modifiers with two contexts each: 2^30 themes.
  @Test func resolverCombinationsAreCountedBeforeTheyAreMade() {
    let modifiers = (0..<30).map { #""m\#($0)": { "contexts": { "a": [], "b": [] } }"# }.joined(separator: ", ")
    let order = (0..<30).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }.joined(separator: ", ")
    let text = #"{ "version": "2025.10", "modifiers": { \#(modifiers) }, "resolutionOrder": [\#(order)] }"#
    var importer = DTCGImporter(file: "bomb.resolver.json")
    let start = ContinuousClock.now
    let themes = importer.themes(fromResolver: text, provider: { _ in nil })
    #expect(seconds(since: start) < 1)
    #expect(themes.isEmpty)
    let errors = importer.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors)")
    #expect(errors.first?.id == "import/too-many-themes")
    #expect(errors.first?.message.contains("1,073,741,824 themes") == true, "\(errors)")
    #expect(errors.first?.location?.description.hasPrefix("bomb.resolver.json:1:") == true)
  }

  /// Modifiers enough to overflow a 64-bit count still give the one error.
  @Test func combinationCountsPastAnIntAreStillOneError() {
    let modifiers = (0..<70).map { #""m\#($0)": { "contexts": { "a": [], "b": [] } }"# }.joined(separator: ", ")
    let order = (0..<70).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }.joined(separator: ", ")
    let text = #"{ "version": "2025.10", "modifiers": { \#(modifiers) }, "resolutionOrder": [\#(order)] }"#
    var importer = DTCGImporter(file: "bomb.resolver.json")
    _ = importer.themes(fromResolver: text, provider: { _ in nil })
    #expect(importer.diagnostics.map(\.id) == ["import/too-many-themes"])
    #expect(importer.diagnostics.first?.message.contains("more than 9,223,372,036,854,775,807") == true)
  }

  /// Tokens Studio themes in 22 groups of two: 2^22 combinations.
  @Test func themesFileCombinationsAreCountedBeforeTheyAreMade() {
    let themes = (0..<44).map { #"{ "name": "t\#($0)", "group": "g\#($0 / 2)", "selectedTokenSets": {} }"# }
    var importer = DTCGImporter(file: "$themes.json")
    let start = ContinuousClock.now
    let made = importer.themes(fromThemesFile: "[\(themes.joined(separator: ", "))]", provider: { _ in nil })
    #expect(seconds(since: start) < 1)
    #expect(made.isEmpty)
    #expect(importer.diagnostics.map(\.id) == ["import/too-many-themes"])
    #expect(importer.diagnostics.first?.message.contains("4,194,304 themes") == true, "\(importer.diagnostics)")
    #expect(importer.diagnostics.first?.location?.description == "$themes.json:1:1")
  }

  /// Combinations up to the limit are still made.
  @Test func combinationsUpToTheLimitAreMade() {
    // 2^8 = 256 combinations, the limit itself.
    let modifiers = (0..<8).map { #""m\#($0)": { "contexts": { "a": [], "b": [] } }"# }.joined(separator: ", ")
    let order = (0..<8).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }.joined(separator: ", ")
    let text = #"""
      { "version": "2025.10", "modifiers": { \#(modifiers) },
        "sets": { "base": { "sources": [{ "radius": { "small": { "$type": "dimension", "$value": "4px" } } }] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, \#(order)] }
      """#
    var importer = DTCGImporter(file: "many.resolver.json")
    let themes = importer.themes(fromResolver: text, provider: { _ in nil })
    #expect(Limits.importCombinations == 256)
    #expect(themes.count == 256)
    #expect(!importer.diagnostics.hasErrors, "\(importer.diagnostics)")
  }

  /// A resolver set that includes itself is reported with its chain, not followed for ever.
  @Test func aSetThatIncludesItselfIsAnError() {
    let text = #"""
      { "version": "2025.10",
        "sets": {
          "a": { "sources": [{ "$ref": "#/sets/b" }] },
          "b": { "sources": [{ "$ref": "#/sets/a" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/a" }] }
      """#
    var importer = DTCGImporter(file: "loop.resolver.json")
    _ = importer.themes(fromResolver: text, provider: { _ in nil })
    let errors = importer.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors)")
    #expect(errors.first?.message.contains("'#/sets/b' → '#/sets/a' → '#/sets/b'") == true, "\(errors)")
    #expect(errors.first?.location?.description == "loop.resolver.json:3:34")
  }
}
