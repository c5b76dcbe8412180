@_spi(Testing) @testable import ChamferEmitters
import BundledTemplates
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Every bundled template, rendered in strict mode over every bundled theme: a name that
/// no value has (a misspelled field, a transform that does not exist, a missing
/// partial) is an error at its tag instead of rendering as nothing.
@Suite struct StrictRenderTests {
  static let themes = bundledThemes()
  static let targetIDs = ((try? OutputTarget.bundled()) ?? []).map(\.id)

  /// The arguments below are read when the suite is; a target that fails to load would
  /// leave them empty and the test vacuous.
  @Test func findsThemesAndTargets() throws {
    #expect(Self.themes.count >= 2)
    #expect(Self.targetIDs.count == (try OutputTarget.bundled()).count && Self.targetIDs.contains("css"))
  }

  @Test(arguments: themes, targetIDs)
  func everyBundledTemplateReadsOnlyNamesItsDataHas(theme file: URL, targetID: String) throws {
    let theme = try #require(try checkBundledTheme(file).theme)
    let target = try #require(try OutputTarget.bundled().first { $0.id == targetID })
    let strict = try target.renderStrictly(theme)
    // Strict mode changes nothing but what it reports.
    #expect(strict == target.render(theme))
  }

  /// The Flutter target's shadow partial with one field misspelled: refused when read
  /// from a folder (`TemplateNameCheck`); made without that check, it renders the field
  /// as nothing, and strict rendering stops at its tag.
  @Test func aMisspelledFieldIsAnErrorAtItsTag() throws {
    let shared = try #require(BundledTemplates.targetsURL).appendingPathComponent("flutter/_boxShadow.mustache")
    let text = try String(contentsOf: shared, encoding: .utf8)
    #expect(text.contains("spread"))
    let misspelled = text.replacingOccurrences(of: "spread", with: "sprad")
    let file = "{{#components}}{{#shape.surface}}{{#shadows}}{{> shadow}}{{/shadows}}{{/shape.surface}}{{/components}}"
    let target = try OutputTarget.fromTexts(id: "t", files: [("out.txt", file)], partials: [("shadow", misspelled)])
    let theme = try #require(try checkBundledTheme(Self.themes[0]).theme)
    #expect(!target.render(theme)[0].contents.isEmpty, "without strict mode the typo renders as nothing")
    do {
      _ = try target.renderStrictly(theme)
      Issue.record("strict rendering did not notice the misspelled field")
    } catch let error as TemplateRenderer.RenderError {
      #expect(error.file == "t/_shadow", "\(error)")
      #expect(error.message.contains("sprad"), "\(error)")
      let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("spread") }
      #expect(error.location.line == line.map { $0 + 1 }, "\(error)")
    }
    #expect(throws: TemplateError.self) {
      try OutputTarget.fromTexts(
        id: "t", files: [("out.txt", file)], partials: [("shadow", misspelled)], checkingNames: true)
    }
  }

  @Test func anUnknownTransformAndAMissingPartialAreErrors() throws {
    let theme = try #require(try checkBundledTheme(Self.themes[0]).theme)
    for text in ["{{name}} {{kebob(name)}}\n", "{{#components}}\n{{> nowhere}}\n{{/components}}\n", "{{shape.kind}}\n"] {
      let target = try OutputTarget.fromTexts(id: "t", files: [("out.txt", text)], partials: [])
      #expect(throws: TemplateRenderer.RenderError.self, "\(text)") { try target.renderStrictly(theme) }
    }
  }

  /// A name a scope has but leaves unset (a theme without a description) is no error.
  @Test func anUnsetNameIsNoError() throws {
    let theme = try #require(try checkBundledTheme(Self.themes[0]).theme)
    let target = try OutputTarget.fromTexts(
      id: "t", files: [("out.txt", "{{#components}}{{#alias}}{{.}}{{/alias}}{{#shape.surface}}x{{/shape.surface}}{{/components}}{{param.package}}\n")],
      partials: [])
    _ = try target.renderStrictly(theme)
  }
}
