import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Every theme imported from the corpus of real token files (`CorpusCase.all`) is
/// rendered by every bundled target, and every file is checked by its language's own
/// tool: real teams' names and values, not only Chamfer's own fixtures.
@Suite struct CorpusTargetTests {
  @Test func everyImportedThemeBuildsWithEveryTargetAndPassesItsTools() throws {
    let folder = try Scratch.folder("corpus-targets")
    var rendered: [RenderedTheme] = []
    for (index, test) in CorpusCase.all.enumerated() {
      // A name of its own for each theme, so that all of them are checked together.
      guard let yaml = Corpus.importedTheme(test, name: "Corpus\(index)").yaml else { continue }
      let result = Pipeline.check([ThemeSource(path: "corpus\(index).yaml", text: yaml)])
      guard let theme = result.theme else {
        Issue.record("\(test.testDescription) does not build: \(result.diagnostics)")
        continue
      }
      rendered.append(try renderEveryTarget(theme, into: folder.appendingPathComponent("\(index)")))
    }
    // Cases without any shape token give no theme; the rest must be most of the corpus.
    #expect(rendered.count >= 25)
    // The tools read all the files at once, so the generated types must not clash (a
    // resolver file names its themes itself).
    let names = rendered.map(\.theme.name)
    #expect(Set(names).count == names.count, "two imported themes share a name: \(names)")
    try checkEveryTarget(rendered)
  }

  /// A theme of scale metrics alone, as an import of radius tokens gives, says nothing
  /// about components in the Swift target's comments.
  @Test func aThemeWithoutComponentsNamesNoneInItsComments() throws {
    let test = try #require(CorpusCase.all.first { $0.files == ["primer/radius.json5"] })
    let yaml = try #require(Corpus.importedTheme(test).yaml)
    let theme = try #require(Pipeline.check([ThemeSource(path: "primer.yaml", text: yaml)]).theme)
    #expect(theme.components.isEmpty)
    let swift = try #require(try OutputTarget.bundled().first { $0.id == "swift" }).render(theme)[0].contents
    #expect(!swift.contains("Components.`"))
    #expect(swift.contains("/// Clips the view to a shape of the Corpus theme.\n"))
  }
}
