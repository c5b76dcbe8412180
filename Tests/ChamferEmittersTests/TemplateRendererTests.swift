import ChamferKit
import Foundation
import Testing
import TestSupport

@testable import ChamferEmitters

/// The compiled renderer (`TemplateRenderer`) must write exactly what swift-mustache
/// writes from the same parsed templates: every bundled target over every bundled theme
/// and the hostile one, and small templates that each exercise one rule of Mustache.
@Suite struct TemplateRendererTests {
  static let themes = bundledThemes()

  static func theme(_ text: String) throws -> ResolvedTheme {
    let result = Pipeline.check([ThemeSource(path: "probe.yaml", text: text)])
    guard let theme = result.theme else { throw ProbeError(message: "\(result.diagnostics)") }
    return theme
  }

  static let probeTheme = """
    chamfer: 1
    name: ProbeTheme
    description: "A <b>bold</b> & 'quoted' \\"theme\\""
    scale:
      small: 4
      medium: 8
      full: full
    categories:
      small: small
    components:
      button:
        shape: small
        description: |
          first line
          second line
        variants:
          pressed: { size: 2 }
          hovered: { corners: { topLeft: 6 } }
      card: { shape: medium }
      chip: { shape: full }

    """

  @Test func everyBundledTargetIsCompiled() throws {
    for target in try OutputTarget.bundled() {
      #expect(target.isCompiled, "\(target.id) renders with swift-mustache")
    }
  }

  @Test(arguments: themes)
  func bundledTargetsRenderAsSwiftMustacheDoes(theme file: URL) throws {
    let theme = try #require(try checkBundledTheme(file).theme)
    for target in try OutputTarget.bundled() {
      try expectSameOutput(target, theme)
    }
  }

  @Test func hostileTextRendersAsSwiftMustacheDoes() throws {
    let result = Pipeline.check([ThemeSource(path: "hostile.yaml", text: HostileTextTests.theme)])
    let theme = try #require(result.theme)
    for target in try OutputTarget.bundled() {
      try expectSameOutput(target, theme)
      try expectSameOutput(target, theme, params: ["prefix": "x-"])
    }
  }

  /// One template per rule; each is rendered both ways and must also say something.
  @Test(arguments: [
    // Dotted names, a name found further up the stack, `.name` that is not.
    "{{#components}}{{name}}:{{shape.kind}}:{{themeName}}:[{{.themeName}}]\n{{/components}}",
    // Sequence positions and transforms on them.
    "{{#scale}}{{#first()}}({{/first()}}{{name}}{{^last()}}, {{/last()}}{{#last()}}){{/last()}}{{index()}}{{plusone(index())}}{{/scale}}\n",
    // Lists: reversed, count, empty, first; an empty list in an inverted section.
    "{{#reversed(scale)}}{{name}} {{/reversed(scale)}}|{{count(scale)}}|{{empty(scale)}}|{{#first(components)}}{{name}}{{/first(components)}}\n{{#components}}{{^docLines}}no docs for {{name}}{{/docLines}}\n{{/components}}",
    // Flags keep the current object; a missing name renders nothing.
    "{{#components}}{{#hasVariants}}{{name}} has {{#variants}}{{name}}/{{component}} {{/variants}}{{/hasVariants}}{{nothing}}{{#nothing}}x{{/nothing}}{{^nothing}}y{{/nothing}}\n{{/components}}",
    // Strings in sections, string transforms, `.`.
    "{{#components}}{{#shape}}{{#kind}}[{{.}}|{{uppercased(.)}}|{{capitalized(kind)}}|{{reversed(kind)}}]{{/kind}}{{/shape}}\n{{/components}}",
    // HTML escaping only where the template asks for HTML; triple and & are never escaped.
    "{{description}}\n{{%CONTENT_TYPE:HTML}}{{description}}\n{{{description}}}\n{{&description}}\n{{%CONTENT_TYPE:TEXT}}{{description}}\n",
    // Partials: indentation of standalone partials, nested, with sections inside; a
    // partial that does not exist.
    "items:\n  {{> item}}\n    {{> missing}}\nend\n",
    // A partial inside a list, indented.
    "{{#components}}\n  {{> component}}\n{{/components}}\n",
  ])
  func mustacheRulesMatchSwiftMustache(template: String) throws {
    let folder = try temporaryFolder("renderer").appendingPathComponent("probe")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try ("{{%CONTENT_TYPE:TEXT}}\n" + template).write(
      to: folder.appendingPathComponent("out.txt.mustache"), atomically: true, encoding: .utf8)
    try "{{#components}}\n- {{name}}\n  {{#docLines}}\n  # {{.}}\n  {{/docLines}}\n{{/components}}\n  {{> nested}}\n".write(
      to: folder.appendingPathComponent("_item.mustache"), atomically: true, encoding: .utf8)
    try "nested {{themeName}}\n{{#scale}}\n  {{name}}\n{{/scale}}\n".write(
      to: folder.appendingPathComponent("_nested.mustache"), atomically: true, encoding: .utf8)
    try "{{name}}:\n{{#variants}}\n  {{name}}\n{{/variants}}\n".write(
      to: folder.appendingPathComponent("_component.mustache"), atomically: true, encoding: .utf8)
    let target = try OutputTarget.load(from: folder)
    #expect(target.isCompiled)
    let output = try expectSameOutput(target, try Self.theme(Self.probeTheme))
    #expect(output.trimmingCharacters(in: .whitespacesAndNewlines).count > 3, "\(output)")
  }

  /// Template inheritance is left to swift-mustache, and still renders.
  @Test func inheritanceFallsBackToSwiftMustache() throws {
    let folder = try temporaryFolder("renderer").appendingPathComponent("inherit")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "{{%CONTENT_TYPE:TEXT}}\n{{<layout}}{{$body}}{{name}} body{{/body}}{{/layout}}\n".write(
      to: folder.appendingPathComponent("out.txt.mustache"), atomically: true, encoding: .utf8)
    try "{{%CONTENT_TYPE:TEXT}}\n<{{$body}}default{{/body}}>\n".write(
      to: folder.appendingPathComponent("_layout.mustache"), atomically: true, encoding: .utf8)
    let target = try OutputTarget.load(from: folder)
    #expect(!target.isCompiled)
    let files = target.render(try Self.theme(Self.probeTheme))
    #expect(files.map(\.contents) == ["<ProbeTheme body>\n\n"])
  }

  struct ProbeError: Error { var message: String }

  @discardableResult
  private func expectSameOutput(
    _ target: OutputTarget, _ theme: ResolvedTheme, params: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let compiled = target.render(theme, params: params)
    let reference = target.renderWithSwiftMustache(theme, params: params)
    #expect(compiled.map(\.path) == reference.map(\.path), sourceLocation: sourceLocation)
    for (mine, theirs) in zip(compiled, reference) where mine.contents != theirs.contents {
      Issue.record(
        "\(target.id)/\(mine.path) differs from swift-mustache:\n\(lineDiff(theirs.contents, mine.contents))",
        sourceLocation: sourceLocation)
    }
    return compiled.map(\.contents).joined()
  }
}
