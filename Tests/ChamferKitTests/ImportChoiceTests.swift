@testable import ChamferKit
import Foundation
import Testing
import TestSupport

/// Which tokens are radii, and what an import says about the ones it leaves out.
@Suite struct ImportChoiceTests {
  /// Path words count whole, and a typography or spacing group holds no radii.
  @Test(arguments: [
    (["radius", "sm"], true), (["border", "rounding"], true), (["button", "shape"], true),
    (["card", "corner", "top-start"], true), (["borderRadius", "md"], true),
    (["type-scale", "body", "cap-height-rounded"], false), (["typography", "button", "radius"], false),
    (["spacing", "corner"], false), (["shapeless"], false), (["radiusless"], false),
    (["corner", "triangle", "icon", "size"], false),
  ])
  func aPathNamesARadiusByWholeWords(_ path: [String], _ radius: Bool) {
    #expect(TokenImporter.namesARadius(path) == radius)
  }

  @Test func aTypeScaleTokenIsNotARadius() throws {
    let (scale, _, importer) = try ImportRulesTests.scale(
      """
      { "type-scale": { "body": { "cap-height-rounded": { "value": "12px" } } },
        "radius": { "sm": { "value": "4px" } } }
      """)
    #expect(scale == ["radius-sm": "4pt"])
    #expect(importer.skippedTokens.map(\.path) == ["type-scale.body.cap-height-rounded"])
    #expect(importer.skippedTokens.first?.reason == "no radius path")
  }

  /// Each skipped token carries its reason, for `chamfer import --verbose`.
  @Test func skippedTokensSayWhy() throws {
    var importer = TokenImporter(file: "tokens.json")
    _ = importer.theme(
      from: #"{ "radius": { "$type": "dimension", "sm": { "$value": "4px" } }, "color": { "$type": "color", "a": { "$value": "red" } } }"#,
      name: "T")
    #expect(importer.skippedTokens.map { "\($0.path): \($0.reason)" } == ["color.a: its type is 'color'"])
  }

  /// "No radius tokens found" would contradict an error about a radius token.
  @Test func noRadiusTokensFoundIsNotSaidBesideAnErrorAboutOne() {
    var importer = TokenImporter(file: "tokens.json")
    _ = importer.theme(from: #"{ "radius": { "sm": { "value": "4vw", "type": "borderRadius" } } }"#, name: "T")
    #expect(importer.diagnostics.map(\.id) == ["import/bad-dimension"], "\(importer.diagnostics)")
  }

  /// An unknown alias says which files were searched.
  @Test func anUnknownAliasNamesTheFilesSearched() {
    var importer = TokenImporter(file: "a.json")
    _ = importer.theme(
      fromFiles: [
        ("a.json", #"{ "radius": { "sm": { "value": "4px" } } }"#),
        ("b.json", #"{ "radius": { "md": { "value": "{radius.lg}" } } }"#),
      ], name: "T")
    let message = importer.diagnostics.first { $0.id == "import/unknown-alias" }?.message
    #expect(message == "'{radius.lg}' names no token in any of 'a.json', 'b.json'; skipped")
  }

  /// A mapping entry that names no token is a warning where the mapping names it.
  @Test func aMappingEntryNamingNoTokenIsALocatedWarning() {
    let (mapping, problems) = ImportMapping.read("components:\n  chip: chip.radius\nscale:\n  small: radius.smal\n", path: "map.yaml")
    #expect(problems.isEmpty)
    var importer = TokenImporter(file: "tokens.json")
    importer.mapping = mapping
    _ = importer.theme(from: #"{ "radius": { "small": { "value": "4px" } } }"#, name: "T")
    let found = importer.diagnostics.filter { $0.id == "import/unmapped-token" }
      .map { "\($0.severity) \($0.location?.description ?? "-") \($0.hint ?? "-")" }
    #expect(found == ["warning map.yaml:4:10 did you mean 'radius.small'?", "warning map.yaml:2:9 -"], "\(found)")
  }
}

/// A mapping file adds to inference: it renames, skips and places tokens, and the paths'
/// conventions place the rest; `infers = false` (`--no-infer`) makes every other radius
/// a metric.
@Suite struct MappingWithInferenceTests {
  static let tokens = """
    { "radius": { "$type": "dimension", "sm": { "$value": "4px" }, "md": { "$value": "8px" },
        "blob": { "x": { "$value": "3em" } } },
      "button": { "radius": { "$type": "dimension", "$value": "{radius.sm}" },
        "pressed": { "radius": { "$type": "dimension", "$value": "2px" } } } }
    """

  /// The theme's sections, a line each: `scale small=4pt`, `category medium shape medium`,
  /// `component button`, `variant button.pressed`; and the import's diagnostics.
  static func imported(mapping yaml: String?, infers: Bool = true) throws -> (entries: [String], diagnostics: [String]) {
    var importer = TokenImporter(file: "tokens.json")
    importer.infers = infers
    if let yaml {
      let (mapping, problems) = ImportMapping.read(yaml, path: "map.yaml")
      #expect(problems.isEmpty)
      importer.mapping = mapping
    }
    let written = importer.theme(from: Self.tokens, name: "T")
    let text = try #require(written)
    let theme = try #require(check(text, path: "imported.yaml").theme)
    var entries = theme.scale.map { "scale \($0.name)=\($0.shape.corners[0].size.description)" }
    entries += theme.categories.map { "category \($0.name)=\($0.shape.corners[0].size.description)" }
    for component in theme.components {
      entries.append("component \(component.name)")
      entries += component.variants.map { "variant \(component.name).\($0.name)" }
    }
    return (entries, importer.diagnostics.map(\.id))
  }

  @Test func aSkipOnlyMappingKeepsTheComponents() throws {
    let (entries, diagnostics) = try Self.imported(mapping: "skip: [radius.blob.*]\n")
    #expect(entries == ["scale radius-sm=4pt", "scale radius-md=8pt", "component button", "variant button.pressed"])
    #expect(diagnostics.isEmpty, "a skipped token's value is never read, so it says nothing")
  }

  /// The mapping of docs/adopting.md: a token named in the scale and as a category is both.
  @Test func theAdoptingGuidesMappingKeepsEveryMetric() throws {
    let mapping = """
      skip: [radius.blob.*]
      scale:
        small: radius.sm
        medium: radius.md
      categories:
        medium: radius.md
      components:
        button: button.radius
        button.pressed: button.pressed.radius

      """
    let (entries, _) = try Self.imported(mapping: mapping)
    #expect(
      entries == ["scale small=4pt", "scale medium=8pt", "category medium=8pt", "component button", "variant button.pressed"])
  }

  /// Each format's reader asks the mapping before reading a value: a Theo prop it skips
  /// names an alias nobody defines, and says nothing.
  @Test func aSkippedTheoPropSaysNothing() throws {
    let (mapping, problems) = ImportMapping.read("skip: [radius-broken]\n", path: "map.yaml")
    #expect(problems.isEmpty)
    var importer = TokenImporter(file: "radius.json")
    importer.mapping = mapping
    let theme = importer.theme(
      from: #"{ "props": { "radius-sm": { "value": "4px", "type": "border-radius" }, "radius-broken": { "value": "{!NOWHERE}", "type": "border-radius" } } }"#,
      name: "T")
    #expect(importer.diagnostics.isEmpty, "\(importer.diagnostics)")
    #expect(importer.leftOutByMapping == 1)
    #expect(theme?.contains("radius-sm: 4") == true)
  }

  @Test func withoutInferenceEveryRadiusIsAMetric() throws {
    let (entries, _) = try Self.imported(mapping: "skip: [radius.blob.*]\n", infers: false)
    #expect(entries == ["scale radius-sm=4pt", "scale radius-md=8pt", "scale button-radius=4pt", "scale button-pressed-radius=2pt"])
  }
}

/// Components come from the paths' conventions when no mapping file is given.
@Suite struct InferredStructureTests {
  @Test(arguments: [
    ("component.chip.radius", "chip"), ("button.border-radius", "button"), ("button.pressed.radius", "button.pressed"),
    ("card.corner.top-start", "card@topLeft"), ("card.corner.bottom-end", "card@bottomRight"),
    ("md.comp.fab.container.shape", "fab"), ("md.comp.fab.large.container.shape", "fab.large"),
    ("Control.Corner.Radius", "control"), ("radius.sm", "scale"), ("radius.brand.hover", "scale"),
    ("md.sys.shape.corner.large.top", "scale"), ("@size.radius.100", "scale"), ("size.border.radius.large", "scale"),
    ("brand.sm", "scale"), ("large.radius", "scale"),
  ])
  func aPathsPlace(_ path: String, _ place: String) {
    let found = TokenImporter.inferredPlace(path.split(separator: ".").map(String.init))
    let described = found.map { "\($0.component)\($0.variant.map { ".\($0)" } ?? "")\($0.corner.map { "@\($0)" } ?? "")" }
    #expect((described ?? "scale") == place)
  }

  /// A Style Dictionary file of a scale and components: the scale stays metrics, the
  /// components come out as components, starting from the metrics they alias, with
  /// logical corners read left to right.
  @Test func componentsComeOutAsComponents() throws {
    let yaml = try #require(
      TokenImporterTests.importing(
        """
        { "radius": { "sm": { "value": "4px" }, "lg": { "value": "16px" } },
          "button": { "border-radius": { "value": "{radius.sm}" },
                      "pressed": { "radius": { "value": "{radius.lg}" } } },
          "card": { "corner": { "top-start": { "value": "{radius.lg}" }, "top-end": { "value": "{radius.lg}" },
                                "bottom-start": { "value": "0" }, "bottom-end": { "value": "0" } } } }
        """
      ).0)
    let result = check(yaml, path: "imported.yaml")
    #expect(!result.diagnostics.contains { $0.severity != .note }, "\(result.diagnostics)\n\(yaml)")
    let theme = try #require(result.theme)
    #expect(theme.scale.map(\.name) == ["radius-sm", "radius-lg"])
    let button = try #require(theme.components.first { $0.name == "button" })
    #expect(button.shape.corners.map(\.size.description) == ["4pt", "4pt", "4pt", "4pt"])
    #expect(button.variants.first?.shape.corners.map(\.size.description) == ["16pt", "16pt", "16pt", "16pt"])
    let card = try #require(theme.components.first { $0.name == "card" })
    #expect(card.shape.corners.map(\.size.description) == ["16pt", "16pt", "0pt", "0pt"])
    #expect(yaml.contains("topLeft: \"{scale.radius-lg}\""), "\(yaml)")
  }
}

/// One error per root cause, reported where the alias is written.
@Suite struct ImportRootCauseTests {
  /// Many aliases of one bad value: one error, at the value, counting the aliases.
  @Test func aBadValueAliasedManyTimesIsOneError() {
    var tokens = [#""base": { "value": "4vw", "type": "borderRadius" }"#]
    for index in 0..<50 { tokens.append(#""a\#(index)": { "value": "{radius.base}", "type": "borderRadius" }"#) }
    var importer = TokenImporter(file: "tokens.json")
    _ = importer.theme(from: "{ \"radius\": { \(tokens.joined(separator: ", ")) } }", name: "T")
    let errors = importer.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors.count) errors")
    #expect(errors.first?.location?.column == 34, "at the value")
    #expect(errors.first?.notes.map(\.message) == ["50 more tokens alias this value, left out with it"])
  }

  /// A radius aliasing a bad value that is no radius itself is reported at the alias,
  /// in its own file, with the value as a note.
  @Test func anAliasErrorIsReportedWhereTheAliasIsWritten() {
    var importer = TokenImporter(file: "radius.json")
    _ = importer.theme(
      fromFiles: [
        ("size.json", #"{ "size": { "sm": { "value": "4vw" } } }"#),
        ("radius.json", #"{ "radius": { "sm": { "value": "{size.sm}" }, "md": { "value": "{size.sm}" } } }"#),
      ], name: "T")
    let errors = importer.diagnostics.filter { $0.severity == .error }
    #expect(errors.map { $0.location?.description ?? "-" } == ["radius.json:1:32"], "\(errors)")
    #expect(errors.first?.notes.map { "\($0.message) \($0.location?.description ?? "-")" }
      == ["the value it aliases is written here size.json:1:30", "1 more token aliases this value, left out with it -"])
  }

  /// A mistake in a set every theme selects is one error naming the themes.
  @Test func aMistakeSharedByEveryThemeIsOneError() {
    let themes = """
      [ { "name": "Light", "group": "Mode", "selectedTokenSets": { "base": "source" } },
        { "name": "Dark", "group": "Mode", "selectedTokenSets": { "base": "source" } },
        { "name": "Small", "group": "Size", "selectedTokenSets": { "base": "source" } },
        { "name": "Large", "group": "Size", "selectedTokenSets": { "base": "source" } } ]
      """
    var importer = TokenImporter(file: "$themes.json")
    let made = importer.themes(fromThemesFile: themes) { path in
      path == "base.json" ? #"{ "radius": { "sm": { "value": "-4px", "type": "borderRadius" } } }"# : nil
    }
    #expect(made.count == 1, "the four themes hold the same shapes, written once")
    let errors = importer.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors)")
    #expect(errors.first?.notes.map(\.message) == ["in every theme this file gives (4)"])
  }
}
