import Foundation
import Testing
import TestSupport

@Suite struct ExplainTests {
  @Test func explainShowsEveryLevelWithItsLocation() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("explain", "tokens/default.yaml", "button.pressed.topLeft")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first == "button.pressed.topLeft")
    let levels = lines.dropFirst().dropLast()
    #expect(levels.count >= 3, "\(run)")
    let located = levels.filter { $0.contains(/tokens\/[a-z0-9\/]+\.yaml:\d+:\d+/) }
    #expect(located.count >= 3, "\(run)")
    // The variant is the last level that sets the size, and it points into default.yaml.
    #expect(levels.contains { $0.contains("variant 'button.pressed'") && $0.contains("tokens/default.yaml:") })
    // Levels from the extended foundation layer name that file.
    #expect(levels.contains { $0.contains("tokens/layers/foundation.yaml:") })
    let result = try #require(lines.last)
    #expect(result.trimmingCharacters(in: .whitespaces).hasPrefix("= "), "\(run)")
    #expect(result.contains("8pt"), "pressed uses {scale.medium}, which is 8px")
  }

  /// Without a corner, all four are explained.
  @Test func explainWithoutACornerShowsAllFour() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("explain", "tokens/default.yaml", "textField")
    #expect(run.status == 0, "\(run)")
    for corner in ["topLeft", "topRight", "bottomRight", "bottomLeft"] {
      #expect(run.stdout.contains(corner), "\(corner)")
    }
  }

  @Test func anUnknownPathSuggestsTheNearestName() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("explain", "tokens/default.yaml", "buton.pressed")
    #expect(run.status == 64)
    #expect(run.stderr.contains("did you mean 'button'?"), "\(run)")
  }

  /// A size taken from a reference is followed to where the metric is written, through
  /// a chain of references, with each place and written value.
  @Test func explainFollowsReferencesToTheirDefinition() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      """
      chamfer: 1
      name: Acme
      scale:
        base: 0.75rem
        medium: "{scale.base}"
      components:
        button:
          shape: base
          variants:
            pressed: { size: "{scale.medium}" }

      """, to: "theme.yaml")
    let run = try chamfer("explain", "theme.yaml", "button.pressed.topLeft")
    #expect(run.status == 0, "\(run)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let variant = try #require(lines.firstIndex { $0.contains("variant 'button.pressed'") }, "\(run)")
    #expect(lines[variant].contains("from {scale.medium}") && lines[variant].hasSuffix("theme.yaml:10:24"), "\(run)")
    #expect(lines[variant + 1].contains("{scale.medium} is written 12pt from {scale.base}"), "\(run)")
    #expect(lines[variant + 1].hasSuffix("theme.yaml:5:11"), "\(run)")
    #expect(lines[variant + 2].contains("{scale.base} is written 0.75rem = 12pt"), "\(run)")
    #expect(lines[variant + 2].hasSuffix("theme.yaml:4:9"), "\(run)")
  }

  /// An unknown variant lists the variants and corners there are.
  @Test func anUnknownVariantListsTheOnesThatExist() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("explain", "tokens/default.yaml", "button.squashed")
    #expect(run.status == 64)
    #expect(run.stderr.contains("its variants are pressed, compact"), "\(run)")
    #expect(run.stderr.contains("topLeft, topRight, bottomRight, bottomLeft"), "\(run)")
  }

  /// JSON is resolve's only format, so it needs no flag; `--json` still works.
  @Test func resolvePrintsJSONWithoutTheFlag() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let plain = try chamfer("resolve", "tokens/default.yaml")
    let flagged = try chamfer("resolve", "tokens/default.yaml", "--json")
    #expect(plain.status == 0, "\(plain)")
    #expect(plain.stdout == flagged.stdout)
    #expect(plain.stdout.hasPrefix("{"))
  }

  /// `explain THEME` with no PATH says so rather than looking for a component named
  /// after the file.
  @Test func aThemeWithoutAPathIsBadUsage() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("explain", "tokens/default.yaml")
    #expect(run.status == 64)
    #expect(run.stderr.contains("give the PATH to explain"), "\(run)")
  }
}

@Suite struct HelpTests {
  @Test(arguments: ["build", "lint", "resolve", "explain", "rules"])
  func everySubcommandHasHelp(_ command: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
      let run = try chamfer(arguments)
      #expect(run.status == 0, "\(arguments): \(run)")
      #expect(run.stdout.hasPrefix("OVERVIEW: "), "\(arguments): \(run)")
      #expect(run.stdout.contains("USAGE: chamfer \(command)"), "\(arguments): \(run)")
    }
  }

  @Test func rootHelpListsEverySubcommandAndTheExitStatuses() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer("--help")
    #expect(run.status == 0)
    for command in ["build", "lint", "resolve", "explain", "rules"] {
      #expect(run.stdout.contains("  \(command)"), "\(command)")
    }
    for status in ["64", "66", "73"] {
      #expect(run.stdout.contains(status))
    }
  }

  @Test func lintHelpNamesTheFormats() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer("lint", "--help")
    #expect(run.stdout.contains("--format <text|json"), "\(run)")
  }

  @Test func rulesListsEveryRuleOnce() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer("rules")
    let ids = run.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
    #expect(ids.count > 10)
    #expect(Set(ids).count == ids.count)
    #expect(ids.contains("lint/unused-metric"))
  }
}

@Suite struct RenderAndPreviewTests {
  @Test func renderPrintsOneShapeAsSVG() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("render", "tokens/default.yaml", "tooltip", "--size", "128x32")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"128\" height=\"32\""))
    // Rounded 4pt corners on a body 26pt high, a square bottom-left (its cut has size
    // 0), and below the body the arrow: 12pt wide, 6pt high, centred, its tip rounded
    // by a curve 1pt either side of the apex.
    #expect(
      run.stdout.contains(
        "d=\"M0 4 A4 4 0 0 1 4 0 L124 0 A4 4 0 0 1 128 4 L128 22 A4 4 0 0 1 124 26 L70 26 L64.707 31.293 "
          + "C64.236 31.764 63.764 31.764 63.293 31.293 L58 26 L0 26 Z\""), "\(run.stdout)")
  }

  @Test func renderRejectsUnknownShapesAndBadSizes() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let unknown = try chamfer("render", "tokens/default.yaml", "buton")
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("did you mean 'button'?"), "\(unknown)")
    let size = try chamfer("render", "tokens/default.yaml", "button", "--size", "12x")
    #expect(size.status == 64)
    #expect(size.stderr.contains("WIDTHxHEIGHT"), "\(size)")
    let noPath = try chamfer("render", "tokens/default.yaml")
    #expect(noPath.status == 64)
    #expect(noPath.stderr.contains("is a theme file"), "\(noPath)")
    let corner = try chamfer("render", "tokens/default.yaml", "button.topLeft")
    #expect(corner.status == 64)
    #expect(corner.stderr.contains("names a corner"), "\(corner)")
  }

  @Test func previewWritesAPageAndAnSVGPerShape() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("preview", "tokens/default.yaml", "--out", "preview")
    #expect(run.status == 0, "\(run)")
    let files = chamfer.files(under: "preview")
    #expect(files.contains("index.html"))
    #expect(files.contains("svg/button--pressed.svg"))
    #expect(files.contains("svg/scale-large.svg"))
    let page = String(decoding: try chamfer.read("preview/index.html"), as: UTF8.self)
    #expect(page.contains("<h2>Components and variants</h2>"))
    #expect(page.contains("Swap circular and continuous curves"))
    #expect(page.contains("<animate attributeName=\"d\""))
  }
}

@Suite struct RulesCommandTests {
  @Test func aRuleInFullHasItsExamplesWithoutMarkers() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer("rules", "unused-metric")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("lint/unused-metric (warning by default)\n"))
    #expect(run.stdout.contains("  Reported for:\n    chamfer: 1\n"))
    #expect(run.stdout.contains("  Not reported for:\n"))
    #expect(!run.stdout.contains("↓"))
    let typo = try chamfer("rules", "unusd-metric")
    #expect(typo.status == 64)
    #expect(typo.stderr.contains("did you mean 'unused-metric'?"), "\(typo)")
  }

  @Test func theListHasEveryRuleOnALine() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer("rules")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("lint/web-relative-size") && $0.contains(" note ") && $0.hasSuffix("(platform note)") })
    #expect(lines.contains { $0.hasPrefix("lint/unused-metric") && $0.contains(" warning ") })
    #expect(lines.contains { $0.hasPrefix("lint/android-style-clash") && $0.contains("error") })
    #expect(lines.count > 30)
  }
}

@Suite struct VersionTests {
  /// `--version` prints the version the changelog's newest entry names.
  @Test func versionMatchesTheChangelog() throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    let run = try chamfer("--version")
    #expect(run.status == 0, "\(run)")
    let changelog = try String(
      contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let newest = try #require(changelog.firstMatch(of: /\n## (\d+\.\d+\.\d+)/)?.1)
    #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String(newest), "\(run)")
  }
}
