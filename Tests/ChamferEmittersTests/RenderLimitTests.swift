@_spi(Testing) @testable import ChamferEmitters
import ChamferKit
import Foundation
import Testing

/// A file renders at most `Limits.renderedBodiesPerShape` list elements and partials per
/// shape of the theme: text that repeats without end stops there.
@Suite struct RenderLimitTests {
  static let theme = Pipeline.check([
    ThemeSource(path: "t.yaml", text: "chamfer: 1\nname: Small\nscale: { small: 4 }\ncategories: { small: small }\n")
  ]).theme

  /// Partials that include the next from two sections: 2^30 renders of the last.
  static let doubling = (0..<30).map {
    (name: "p\($0)", text: "{{#scale}}{{> p\($0 + 1)}}{{/scale}}{{#categories}}{{> p\($0 + 1)}}{{/categories}}")
  } + [(name: "p30", text: "{{name}}")]

  @Test func aFileThatRepeatsWithoutEndIsAnError() throws {
    let theme = try #require(Self.theme)
    let target = try OutputTarget.fromTexts(id: "t", files: [("out.txt", "{{> p0}}")], partials: Self.doubling)
    let limit = Limits.renderedBodiesPerShape * (theme.shapeCount + 500)
    do {
      _ = try target.renderedFiles(theme)
      Issue.record("no error")
    } catch let error as TemplateError {
      #expect(error.diagnostic?.id == "template/too-much-output")
      #expect(error.message == "the file renders more than \(limit) list elements and partials for this theme")
    }
    // Through the library's render, the file stops at the limit: each of the limit's
    // renders writes at most one name.
    let files = target.render(theme)
    #expect(files.count == 1 && files[0].contents.count <= limit * "Small".count)
    #expect(OutputTarget.render([target], theme: theme).map { $0.map(\.contents.count) } == [[files[0].contents.count]])
  }

  /// The bundled targets render the bundled themes without reaching the limit.
  @Test(arguments: StrictRenderTests.themes)
  func theBundledTargetsRenderWithinIt(theme file: URL) throws {
    let theme = try #require(try checkBundledTheme(file).theme)
    for target in try OutputTarget.bundled() {
      #expect(throws: Never.self, "\(target.id)") { try target.renderedFiles(theme) }
    }
  }
}
