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
    // Dotted names and sections through scopes made for the asking (materialCorners),
    // whose children must outlive them, and through ones the theme keeps.
    "{{materialCorners.small.name}}|{{materialCorners.medium.shape.kind}}|{{#materialCorners}}{{#small}}{{name}}:{{#shape}}{{kind}}{{/shape}}{{/small}}{{/materialCorners}}|{{material.button.name}}\n",
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
    let target = try Self.target("probe", [
      "out.txt": "{{%CONTENT_TYPE:TEXT}}\n" + template,
      "_item": "{{#components}}\n- {{name}}\n  {{#docLines}}\n  # {{.}}\n  {{/docLines}}\n{{/components}}\n  {{> nested}}\n",
      "_nested": "nested {{themeName}}\n{{#scale}}\n  {{name}}\n{{/scale}}\n",
      "_component": "{{name}}:\n{{#variants}}\n  {{name}}\n{{/variants}}\n",
    ])
    #expect(target.isCompiled)
    let output = try expectSameOutput(target, try Self.theme(Self.probeTheme))
    #expect(output.trimmingCharacters(in: .whitespacesAndNewlines).count > 3, "\(output)")
  }

  /// Eight components over one shared shape, so a section over the shape is met again
  /// and again: recorded the second time, replayed after (`Script`). Their descriptions
  /// and variants differ in the ways a replay must notice.
  static let sharedShapeTheme = """
    chamfer: 1
    name: SharedShape
    scale:
      small: 4
    components:
      c1: { shape: small, description: "one" }
      c2: { shape: small, description: "two" }
      c3: { shape: small, description: "three <&>" }
      c4: { shape: small }
      c5: { shape: small, description: "" }
      c6: { shape: small, description: "six", variants: { pressed: { size: 2 } } }
      c7: { shape: small, description: "seven\\nlines" }
      c8: { shape: small, description: "eight" }

    """

  struct ScriptProbe: CustomTestStringConvertible, Sendable {
    var template: String
    var params: [String: String] = [:]
    var counts: TemplateRenderer.ScriptCounts
    var testDescription: String { template }
  }

  /// Each template renders both ways over `sharedShapeTheme`, and its sections over the
  /// shape are recorded, replayed, refused or left unscripted exactly as often as listed.
  @Test(arguments: [
    // The description is a hole. c1 is noted, c2 recorded, c3, c6, c7 and c8 replayed
    // (c3's text escaped, c7's with a line break inside, which changes no indentation);
    // c4 (missing) and c5 (empty) refused. The partial's indentation is owed when the
    // section begins, and again inside it.
    ScriptProbe(
      template: "{{#components}}\n  {{> shaped}}\n{{/components}}\n",
      counts: .init(recorded: 1, replayed: 4, refused: 2, unscripted: 0)),
    // A flag found outside the shape is a guard: c6 has variants, the recording did not.
    ScriptProbe(
      template: "{{#components}}{{#shape}}{{kind}}{{#hasVariants}} +{{/hasVariants}}{{^hasVariants}} -{{/hasVariants}}\n{{/shape}}{{/components}}",
      counts: .init(recorded: 1, replayed: 5, refused: 1, unscripted: 0)),
    // A list found outside the shape is pinned: a replay needs the very same list, and
    // each component has its own, so every replay is refused. (The second recording is
    // of the section over doc lines: c4 and c5 share an empty list.)
    ScriptProbe(
      template: "{{#components}}{{#shape}}{{kind}}{{#docLines}} {{.}}{{/docLines}}\n{{/shape}}{{/components}}",
      counts: .init(recorded: 2, replayed: 0, refused: 6, unscripted: 0)),
    // The shape again, found through the component inside a section over it: the same
    // object every time, so every replay is taken.
    ScriptProbe(
      template: "{{#components}}{{#shape}}{{kind}} {{#shape}}{{isUniform}}{{/shape}} {{name}}\n{{/shape}}{{/components}}",
      counts: .init(recorded: 1, replayed: 6, refused: 0, unscripted: 0)),
    // A description found outside the shape is neither a flag nor an object: never
    // replayed.
    ScriptProbe(
      template: "{{#components}}{{#shape}}{{kind}}{{#description}}!{{/description}}\n{{/shape}}{{/components}}",
      counts: .init(recorded: 0, replayed: 0, refused: 0, unscripted: 1)),
    // A hole that ends a line moves the indentation of what follows: never replayed.
    ScriptProbe(
      template: "{{#components}}\n  {{> tail}}\n{{/components}}\n", params: ["tail": "!\r"],
      counts: .init(recorded: 0, replayed: 0, refused: 0, unscripted: 1)),
    // Lists, positions and nested sections inside the recorded section; the section
    // over the corners is inside it, so it is recorded with it rather than on its own.
    ScriptProbe(
      template: "{{#components}}{{#shape}}{{#corners}}{{corner}}={{size}}{{#first()}}!{{/first()}} {{/corners}}{{name}}\n{{/shape}}{{/components}}",
      counts: .init(recorded: 1, replayed: 6, refused: 0, unscripted: 0)),
  ])
  func replayedSectionsRenderAsSwiftMustacheDoes(probe: ScriptProbe) throws {
    let target = try Self.target("scripts", [
      "out.txt": "{{%CONTENT_TYPE:TEXT}}\n" + probe.template,
      "_shaped": "{{name}}:\n{{#shape}}{{description}}\n{{kind}}\n{{/shape}}end\n",
      "_tail": "{{#shape}}{{kind}}{{param.tail}}\n{{kind}}\n{{/shape}}",
    ])
    let theme = try Self.theme(Self.sharedShapeTheme)
    try expectSameOutput(target, theme, params: probe.params)
    let counts = try scriptCounts(target, theme, params: probe.params)
    #expect(counts == probe.counts)
  }

  /// Every bundled target over a theme of many components that share a few shapes, so
  /// that their sections over shapes are replayed.
  @Test func bundledTargetsReplaySharedShapesAsSwiftMustacheRenders() throws {
    var components = ""
    for index in 0..<48 {
      let shape = ["small", "medium", "full"][index % 3]
      let description = index % 4 == 0 ? "" : ", description: \"component \(index)\(index % 7 == 0 ? "\\nsecond line" : "")\""
      let variants = index % 2 == 0 ? ", variants: { pressed: { size: \(index % 5) }, cut: { family: cut } }" : ""
      let corner = index % 6 == 5 ? ", corners: { topLeft: 9 }" : ""
      components += "  part\(index): { shape: \(shape)\(description)\(variants)\(corner) }\n"
    }
    let theme = try Self.theme(
      "chamfer: 1\nname: Shared\nscale:\n  small: 4\n  medium: 8\n  full: full\ncomponents:\n" + components)
    for target in try OutputTarget.bundled() {
      try expectSameOutput(target, theme)
      #expect(try scriptCounts(target, theme).replayed > 0, "\(target.id) replays nothing")
    }
  }

  /// A long component list is made in two halves at once (`ThemeScope(splitAbove:)`):
  /// the scopes stay in theme order, both halves hold the very same shape and name
  /// objects (so a section recorded over one half's shape replays over the other's), and
  /// targets render exactly as from a list made on one thread.
  @Test func componentScopesMadeInHalvesShareShapesAndRenderAlike() throws {
    var components = ""
    for index in 0..<2_100 {
      let shape = ["small", "medium", "full"][index % 3]
      let corner = index % 5 == 0 ? ", corners: { topLeft: { size: \(index % 4), family: cut } }" : ""
      components += "  part\(index): { shape: \(shape)\(corner), variants: { pressed: { size: \(index % 3) } } }\n"
    }
    let theme = try Self.theme(
      "chamfer: 1\nname: Halves\nscale:\n  small: 4\n  medium: 8\n  full: full\ncomponents:\n" + components)
    let halves = ThemeScope(theme, params: [:], splitAbove: 1).components
    #expect(halves.map(\.name.raw) == theme.components.map(\.name))
    // Components 0 and 1,200 have the same shape and variants, one in each half.
    let other = 1_200
    #expect(other >= halves.count / 2)
    #expect(theme.components[0].shape.corners.map(\.size) == theme.components[other].shape.corners.map(\.size))
    #expect(halves[0].shape === halves[other].shape)
    #expect(halves[0].variants[0].name === halves[other].variants[0].name)
    #expect(halves[0].variants[0].shape === halves[other].variants[0].shape)
    for target in try OutputTarget.bundled() where ["css", "swift"].contains(target.id) {
      let compiled = try #require(target.compiled)
      for file in compiled.files.indices {
        var split: [UInt8] = []
        var single: [UInt8] = []
        let counts = TemplateRenderer.render(file, of: compiled, root: .scope(ThemeScope(theme, params: [:], splitAbove: 1))) {
          split += $0
        }
        TemplateRenderer.render(file, of: compiled, root: .scope(ThemeScope(theme, params: [:], splitAbove: .max))) {
          single += $0
        }
        #expect(split == single, "\(target.id) renders differently from scopes made in halves")
        #expect(counts.refused == 0, "\(target.id) refused \(counts.refused) replays")
        #expect(counts.replayed > 1_000)
      }
    }
  }

  /// Template inheritance is left to swift-mustache, and still renders.
  @Test func inheritanceFallsBackToSwiftMustache() throws {
    let target = try Self.target("inherit", [
      "out.txt": "{{%CONTENT_TYPE:TEXT}}\n{{<layout}}{{$body}}{{name}} body{{/body}}{{/layout}}\n",
      "_layout": "{{%CONTENT_TYPE:TEXT}}\n<{{$body}}default{{/body}}>\n",
    ])
    #expect(!target.isCompiled)
    let files = target.render(try Self.theme(Self.probeTheme))
    #expect(files.map(\.contents) == ["<ProbeTheme body>\n\n"])
  }

  struct ProbeError: Error { var message: String }

  /// A target in a new folder called `name`: each entry of `templates` is a file name
  /// without `.mustache` (`out.txt`, `_partial`) and its text.
  static func target(_ name: String, _ templates: [String: String]) throws -> OutputTarget {
    let folder = try temporaryFolder("renderer").appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (file, text) in templates {
      try text.write(to: folder.appendingPathComponent(file + ".mustache"), atomically: true, encoding: .utf8)
    }
    return try OutputTarget.load(from: folder)
  }

  /// The script counts of rendering every file of a compiled target, added up.
  private func scriptCounts(
    _ target: OutputTarget, _ theme: ResolvedTheme, params: [String: String] = [:]
  ) throws -> TemplateRenderer.ScriptCounts {
    let compiled = try #require(target.compiled)
    let context = ThemeScope(theme, params: params)
    var total = TemplateRenderer.ScriptCounts()
    for file in compiled.files.indices {
      let counts = TemplateRenderer.render(file, of: compiled, root: .scope(context)) { _ in }
      total.recorded += counts.recorded
      total.replayed += counts.replayed
      total.refused += counts.refused
      total.unscripted += counts.unscripted
    }
    return total
  }

  @discardableResult
  private func expectSameOutput(
    _ target: OutputTarget, _ theme: ResolvedTheme, params: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let compiled = target.render(theme, params: params)
    let reference = try target.renderWithSwiftMustache(theme, params: params)
    #expect(compiled.map(\.path) == reference.map(\.path), sourceLocation: sourceLocation)
    for (mine, theirs) in zip(compiled, reference) where mine.contents != theirs.contents {
      Issue.record(
        "\(target.id)/\(mine.path) differs from swift-mustache:\n\(lineDiff(theirs.contents, mine.contents))",
        sourceLocation: sourceLocation)
    }
    return compiled.map(\.contents).joined()
  }
}
