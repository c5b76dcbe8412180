import Foundation
import TestSupport
import Testing

/// `chamfer import` as a user runs it: several files, a mapping, a forced format, a
/// platform, and files that give several themes.
@Suite struct ImportCommandTests {
  static let base = #"{ "radius": { "$type": "dimension", "sm": { "$value": "4px" }, "md": { "$value": "8px" } } }"#
  static let button = #"{ "button": { "radius": { "$type": "dimension", "$value": "{radius.md}" } } }"#

  @Test func severalFilesAndAMappingGiveATheme() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "base.tokens.json")
    try chamfer.write(Self.button, to: "button.tokens.json")
    try chamfer.write(
      "scale: { small: radius.sm, medium: radius.md }\ncomponents: { button: button.radius }\n", to: "mapping.yaml")
    let run = try chamfer(
      "import", "base.tokens.json", "button.tokens.json", "--mapping", "mapping.yaml", "--name", "Acme", "-o",
      "acme.yaml")
    #expect(run.status == 0, "\(run.stderr)")
    let theme = String(decoding: try chamfer.read("acme.yaml"), as: UTF8.self)
    #expect(theme.contains("name: Acme"))
    #expect(theme.contains("  small: 4  # radius.sm (base.tokens.json:1:"), "\(theme)")
    #expect(theme.contains("  button:  # button.radius (button.tokens.json:1:"), "\(theme)")
    #expect(theme.contains("    shape: medium"), "\(theme)")
    let resolved = try chamfer("resolve", "acme.yaml", "--json")
    #expect(resolved.status == 0, "\(resolved.stderr)")
    #expect(resolved.stdout.contains(#""button": {"#), "\(resolved.stdout)")
  }

  /// An import ends by saying what it made, and which namespace it left out of names;
  /// `--keep-prefix` keeps it.
  @Test func anImportSaysWhatItInferred() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      #"{ "acme": { "radius": { "$type": "dimension", "sm": { "$value": "4px" }, "md": { "$value": "8px" } }, "#
        + #""button": { "radius": { "$type": "dimension", "$value": "{acme.radius.md}" }, "#
        + #""pressed": { "radius": { "$type": "dimension", "$value": "2px" } } } } }"#,
      to: "acme.tokens.json")
    let run = try chamfer("import", "acme.tokens.json")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "chamfer: note: imported a scale of 2 metrics and 1 component with 1 variant; 'acme', which every radius token's path starts with, is left out of names"
      ), "\(run.stderr)")
    #expect(run.stdout.contains("  radius-sm: 4  # acme.radius.sm"), "\(run.stdout)")
    let kept = try chamfer("import", "acme.tokens.json", "--keep-prefix")
    #expect(kept.stderr.contains("chamfer: note: imported a scale of 2 metrics and 1 component with 1 variant\n"), "\(kept.stderr)")
    #expect(kept.stdout.contains("  acme-radius-sm: 4  # acme.radius.sm"), "\(kept.stdout)")
    #expect(kept.stdout.contains("  button:  # acme.button.radius"), "the namespace is no component either way\n\(kept.stdout)")
    // --verbose says where each radius went, and why.
    let verbose = try chamfer("import", "acme.tokens.json", "--verbose")
    #expect(
      verbose.stderr.contains("chamfer: note: 'acme.radius.sm' is the metric 'radius-sm': its path names no component"),
      "\(verbose.stderr)")
    #expect(
      verbose.stderr.contains(
        "chamfer: note: 'acme.button.pressed.radius' is the component 'button', variant 'pressed': its key comes before the radius word"
      ), "\(verbose.stderr)")
    #expect(!run.stderr.contains(" is the "), "only with --verbose")
  }

  /// A file that lists token sets, given to `build` or `lint`, says to import it instead,
  /// and nothing is written.
  @Test(arguments: ["$themes.json", "$metadata.json", "shapes.resolver.json"])
  func anIndexOfTokenSetsSaysToImportIt(_ file: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let text =
      switch file {
      case "$themes.json": #"[{ "id": "a", "name": "Light", "selectedTokenSets": { "radii": "enabled" } }]"#
      case "$metadata.json": #"{ "tokenSetOrder": ["radii"] }"#
      default: ##"{ "version": "2025.10", "sets": { "base": { "sources": [] } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##
      }
    try chamfer.write(text, to: file)
    for command in ["build", "lint"] {
      let run = try chamfer(command == "build" ? [command, file, "--out", "out"] : [command, file])
      #expect(run.status == 1, "\(run.stderr)")
      #expect(run.stderr.contains("\(file):1:1: error: "), "\(run.stderr)")
      #expect(run.stderr.contains("[import/index-file]"), "\(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: chamfer.folder.appendingPathComponent("out").path))
    }
  }

  /// `build A B` reads two token files as one document, as `import A B` does: the
  /// button's alias reaches the scale in the other file, and no metric is "unused".
  @Test func tokenLayersOfABuildAreOneDocument() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "base.tokens.json")
    try chamfer.write(Self.button, to: "button.tokens.json")
    let run = try chamfer("resolve", "base.tokens.json", "button.tokens.json", "--json")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    #expect(run.stdout.contains(#""button": {"#), "the button is a component\n\(run.stdout)")
  }

  /// `--verbose` lists each token left out, and why.
  @Test func verboseListsTheSkippedTokens() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      #"{ "radius": { "$type": "dimension", "sm": { "$value": "4px" } }, "color": { "$type": "color", "a": { "$value": "red" } } }"#,
      to: "tokens.json")
    let run = try chamfer("import", "tokens.json", "--verbose")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("skipped 'color.a' (tokens.json:1:"), "\(run.stderr)")
    #expect(run.stderr.contains("its type is 'color'"), "\(run.stderr)")
    #expect(run.stderr.contains("chamfer: warning: skipped 1 token that is not a radius\n"), "\(run.stderr)")
    try chamfer.write(
      #"{ "radius": { "$type": "dimension", "sm": { "$value": "4px" } }, "color": { "$type": "color", "a": { "$value": "red" }, "b": { "$value": "blue" } } }"#,
      to: "tokens.json")
    let two = try chamfer("import", "tokens.json")
    #expect(two.stderr.contains("skipped 2 tokens that are not radii (--verbose lists them)"), "\(two.stderr)")
  }

  /// Numbers without a unit are px unless `--unitless rem`, in `import` and wherever
  /// token files are read as layers; each file says how it read them, once.
  @Test func unitlessNumbersAreReadAsTheOptionSays() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      #"{ "radius": { "sm": { "value": "0.25", "type": "borderRadius" }, "md": { "value": 0.5, "type": "borderRadius" } } }"#,
      to: "radii.json")
    let px = try chamfer("import", "radii.json")
    #expect(px.status == 0, "\(px.stderr)")
    #expect(px.stdout.contains("radius-sm: 0.25  #"), "\(px.stdout)")
    #expect(px.stderr.components(separatedBy: "[import/unitless-dimension]").count == 2, "one warning\n\(px.stderr)")
    let rem = try chamfer("import", "radii.json", "--unitless", "rem")
    #expect(rem.stdout.contains("radius-sm: 0.25rem  #") && rem.stdout.contains("radius-md: 0.5rem  #"), "\(rem.stdout)")
    let resolved = try chamfer("resolve", "radii.json", "--unitless", "rem", "--json")
    #expect(resolved.status == 0, "\(resolved.stderr)")
    #expect(resolved.stdout.contains(#""value": 4,"#) && resolved.stdout.contains(#""value": 8,"#), "\(resolved.stdout)")
    let wrong = try chamfer("import", "radii.json", "--unitless", "em")
    #expect(wrong.status == 64 || wrong.status == 2, "a usage error")
  }

  @Test func aBrokenMappingStopsWithItsLocation() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "base.tokens.json")
    try chamfer.write("scale: [radius.*]\ncomponent: {}\n", to: "mapping.yaml")
    let run = try chamfer("import", "base.tokens.json", "--mapping", "mapping.yaml")
    #expect(run.status == 1)
    #expect(run.stderr.contains("mapping.yaml:2:1: error: unknown key 'component' in the mapping file"), "\(run.stderr)")
    #expect(run.stderr.contains("did you mean 'components'?"))
  }

  @Test func aForcedFormatIsHeld() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "base.tokens.json")
    let run = try chamfer("import", "base.tokens.json", "--from", "theo")
    #expect(run.status == 1)
    #expect(run.stderr.contains("a Theo file has 'props', 'aliases' or 'imports' [import/not-tokens]"), "\(run.stderr)")
    let wrong = try chamfer("import", "base.tokens.json", "--from", "figma")
    #expect(wrong.status == 64 || wrong.status == 2, "a usage error")
    #expect(wrong.stderr.contains("style-dictionary"), "\(wrong.stderr)")
  }

  @Test func aResolverWithModifiersWritesAThemePerContext() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "tokens/base.json")
    try chamfer.write(#"{ "radius": { "md": { "$value": "12px" } } }"#, to: "tokens/round.json")
    try chamfer.write(
      """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
        "modifiers": {
          "style": { "contexts": { "crisp": [], "round": [{ "$ref": "round.json" }] }, "default": "crisp" }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/style" }]
      }
      """, to: "tokens/shapes.resolver.json")
    let noFolder = try chamfer("import", "tokens/shapes.resolver.json")
    #expect(noFolder.status != 0)
    #expect(noFolder.stderr.contains("gives 2 themes, one per combination; pass -o FOLDER"), "\(noFolder.stderr)")
    let run = try chamfer("import", "tokens/shapes.resolver.json", "-o", "themes")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(chamfer.files(under: "themes") == [".chamfer-manifest", "Crisp.yaml", "Round.yaml"])
    let round = String(decoding: try chamfer.read("themes/Round.yaml"), as: UTF8.self)
    #expect(round.contains("radius-md: 12  # radius.md (tokens/round.json:1:"), "\(round)")
    let build = try chamfer("build", "themes/Round.yaml", "--target", "css", "--out", "out")
    #expect(build.status == 0, "\(build.stderr)")
  }

  /// Each theme of a resolver or `$themes.json` is a file named after it, so two whose
  /// names agree ignoring case (`dark` and `Dark` both give `Dark`) are one located error,
  /// once for the two contexts however many combinations they meet in, and nothing is
  /// written; the import used to stage both and fail renaming them (exit 73).
  @Test func themesWhoseNamesDifferOnlyInCaseAreOneLocatedError() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "tokens/base.json")
    // Each context changes a shape, so that no two themes are written as one.
    try chamfer.write(#"{ "radius": { "md": { "$type": "dimension", "$value": "12px" } } }"#, to: "tokens/roomy.json")
    try chamfer.write(
      """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
        "modifiers": {
          "mode": { "contexts": { "light": [], "dark": [{ "radius": { "sm": { "$type": "dimension", "$value": "3px" } } }] } },
          "size": { "contexts": { "compact": [], "Compact": [{ "radius": { "md": { "$type": "dimension", "$value": "9px" } } }] } }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/size" }]
      }
      """, to: "tokens/shapes.resolver.json")
    let resolver = try chamfer("import", "tokens/shapes.resolver.json", "-o", "themes")
    #expect(resolver.status == 1, "\(resolver.stderr)")
    #expect(
      resolver.stderr.contains(
        "tokens/shapes.resolver.json:6:44: error: the contexts 'compact' and 'Compact' both make the Chamfer theme "
          + "'Light-Compact', written to 'Light-Compact.yaml' [import/duplicate-theme-name]"), "\(resolver.stderr)")
    #expect(resolver.stderr.contains("tokens/shapes.resolver.json:6:29: note: 'compact' is here"), "\(resolver.stderr)")
    #expect(resolver.stderr.components(separatedBy: "[import/duplicate-theme-name]").count == 2, "\(resolver.stderr)")
    #expect(!chamfer.exists("themes"))

    try chamfer.write(
      """
      [
        { "name": "ab", "group": "look", "selectedTokenSets": { "base": "enabled" } },
        { "name": "a-b", "group": "look", "selectedTokenSets": { "base": "enabled", "roomy": "enabled" } }
      ]
      """, to: "tokens/$themes.json")
    let themes = try chamfer("import", "tokens/$themes.json", "-o", "themes")
    #expect(themes.status == 1, "\(themes.stderr)")
    #expect(
      themes.stderr.contains(
        "tokens/$themes.json:3:13: error: the themes 'ab' and 'a-b' make the Chamfer themes 'Ab' and 'AB', "
          + "one file where file names ignore case ('AB.yaml') [import/duplicate-theme-name]"), "\(themes.stderr)")
    #expect(!chamfer.exists("themes"))
  }

  /// An import that writes a theme per combination prints the `themes:` block that
  /// builds them, and a `chamfer.yml` holding it builds each.
  @Test func aThemedImportPrintsTheConfigThatBuildsIt() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "tokens/base.json")
    try chamfer.write(#"{ "radius": { "md": { "$type": "dimension", "$value": "12px" } } }"#, to: "tokens/roomy.json")
    try chamfer.write(
      """
      [
        { "name": "Snug", "group": "size", "selectedTokenSets": { "base": "enabled" } },
        { "name": "Roomy", "group": "size", "selectedTokenSets": { "base": "enabled", "roomy": "enabled" } }
      ]
      """, to: "tokens/$themes.json")
    let run = try chamfer("import", "tokens/$themes.json", "-o", "themes")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.hasSuffix(
        "# For chamfer.yml, to build each theme:\nthemes:\n  \"Snug\": [\"themes/Snug.yaml\"]\n  \"Roomy\": [\"themes/Roomy.yaml\"]\n"),
      "\(run.stdout)")
    let block = run.stdout.components(separatedBy: "# For chamfer.yml").last ?? ""
    try chamfer.write("version: 1\ntargets: [css]\nout: out\n#" + block, to: "chamfer.yml")
    let build = try chamfer("build")
    #expect(build.status == 0, "\(build.stderr)")
    let roomy = String(decoding: try chamfer.read("out/Roomy/css/roomy-shapes.css"), as: UTF8.self)
    #expect(roomy.contains("12px"), "\(roomy)")
  }

  @Test func aPlatformsOverridesWin() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      #"{ "Corner": { "Radius": { "Large": { "value": 6, "platform": { "ios": { "value": 8 } } } } } }"#,
      to: "fluent.json")
    let plain = try chamfer("import", "fluent.json")
    #expect(plain.stdout.contains("corner-radius-large: 6"), "\(plain.stdout)\(plain.stderr)")
    let ios = try chamfer("import", "fluent.json", "--platform", "ios")
    #expect(ios.stdout.contains("corner-radius-large: 8"), "\(ios.stdout)\(ios.stderr)")
  }

  @Test func aTheoFileIsALayerWithItsImports() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("aliases:\n  RADIUS_MEDIUM: 0.25rem\n", to: "aliases/radius.yml")
    try chamfer.write(
      "global: { type: size, category: radius }\nimports: [aliases/radius.yml]\nprops:\n  BORDER_RADIUS_MEDIUM: { value: '{!RADIUS_MEDIUM}' }\n",
      to: "radius.yml")
    try chamfer.write("chamfer: 1\nname: Theo\ncomponents:\n  card: { shape: border-radius-medium }\n", to: "theme.yaml")
    let run = try chamfer("resolve", "radius.yml", "theme.yaml", "--json")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""value": 4"#), "0.25rem is 4 points\n\(run.stdout)")
  }

  @Test func dtcgInYAMLIsALayerOfABuild() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("radius:\n  $type: dimension\n  sm: { $value: 4px }\n", to: "radii.tokens.yaml")
    try chamfer.write("chamfer: 1\nname: Layered\ncomponents:\n  chip: { shape: radius-sm }\n", to: "theme.yaml")
    let run = try chamfer("resolve", "radii.tokens.yaml", "theme.yaml", "--json")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("radius-sm"))
  }
}
