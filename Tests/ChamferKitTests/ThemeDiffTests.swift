import ChamferKit
import Foundation
import TestSupport
import Testing

/// `chamfer diff`'s comparison: every shape whose drawing changed, once, with the fields
/// that changed and where each new value comes from.
@Suite struct ThemeDiffTests {
  static let base = """
    chamfer: 1
    name: Acme
    scale:
      small: 4
      medium: 8
      large: 16
      full: full
    categories:
      small: small
      medium: medium
    components:
      button:
        category: small
        variants:
          pressed: { size: "{scale.medium}" }
      chip: { category: small }
      card: { category: medium }
      sheet: { shape: large, corners: [topLeft, topRight] }
      fab: { shape: full }
      avatar: { shape: circle }
      tooltip:
        size: 4
        edges: { bottom: { arrow: { width: 12, height: 6 } } }
        surface: { fill: "#1F2937" }
    """

  static func theme(_ text: String, name: String = "example.yaml") throws -> ResolvedTheme {
    let result = check(text, path: name)
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
    return try #require(result.theme)
  }

  static func diff(_ old: String, _ new: String) throws -> ThemeDiff {
    ThemeDiff(base: try theme(old), head: try theme(new))
  }

  /// The base theme with `replacements` applied, each of which must match.
  static func edited(_ replacements: [(String, String)]) -> String {
    var text = base
    for (old, new) in replacements {
      #expect(text.contains(old), "the fixture has no '\(old)'")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  @Test func aThemeComparedWithItselfHasNoChanges() throws {
    let diff = try Self.diff(Self.base, Self.base)
    #expect(diff.isEmpty)
    #expect(diff.unchanged == 14)
    #expect(diff.markdown() == "### Shape changes in Acme\n\nNo shape changed (14 compared).\n")
    #expect(diff.text() == "no shape changed (14 compared)\n")
  }

  @Test func descriptionsAndHowAValueIsWrittenAreNoChange() throws {
    // The same sizes reached another way, and a description: nothing is drawn differently.
    let new = Self.edited([
      ("  medium: 8\n", "  medium: 8pt\n"), ("chip: { category: small }", "chip: { size: 4, description: Filters }"),
    ])
    #expect(try Self.diff(Self.base, new).isEmpty)
  }

  @Test func aMetricChangeListsEveryShapeItReachesOnceWithItsCause() throws {
    let diff = try Self.diff(Self.base, Self.edited([("  small: 4\n", "  small: 6\n")]))
    let changed = diff.entries.filter { $0.status == .changed }
    #expect(changed.map(\.path) == ["scale.small", "categories.small", "button", "chip"])
    #expect(diff.count(.added) == 0 && diff.count(.removed) == 0)
    for entry in changed {
      #expect(entry.changes.count == 1, "\(entry.path) is listed once: \(entry.changes)")
      #expect(entry.changes[0].what == "all corners" && entry.changes[0].before == "4 pt" && entry.changes[0].after == "6 pt")
    }
    #expect(changed[0].changes[0].cause == "scale.small")
    #expect(changed[2].changes[0].cause == "scale.small via categories.small")
    // button.pressed takes scale.medium, which did not change.
    #expect(!diff.entries.contains { $0.path == "button.pressed" })
    #expect(diff.text().contains("button: all corners 4 pt → 6 pt, from scale.small via categories.small\n"))
  }

  @Test func aVariantNamesTheMetricItsReferenceTakes() throws {
    let diff = try Self.diff(Self.base, Self.edited([("  medium: 8\n", "  medium: 12\n")]))
    let pressed = try #require(diff.entries.first { $0.path == "button.pressed" })
    #expect(pressed.changes.map(\.text) == ["all corners 8 pt → 12 pt, from scale.medium"])
    #expect(diff.entries.map(\.path) == ["scale.medium", "categories.medium", "button.pressed", "card"])
  }

  @Test func aRenamedComponentIsOneRemovedAndOneAdded() throws {
    let diff = try Self.diff(Self.base, Self.edited([("chip: { category: small }", "tag: { category: small }")]))
    #expect(diff.entries.map(\.path) == ["tag", "chip"])
    #expect(diff.entries.map(\.status) == [.added, .removed])
    #expect(diff.text() == "+ tag: 4 pt rounded\n- chip: 4 pt rounded\n1 shape added, 1 removed; 13 unchanged\n")
  }

  @Test func cornersThatChangeAlikeAreGroupedAndOthersNamed() throws {
    let diff = try Self.diff(
      Self.base,
      Self.edited([
        ("card: { category: medium }", "card: { category: medium, corners: { topLeft: 12, bottomRight: { family: cut } } }"),
        ("sheet: { shape: large, corners: [topLeft, topRight] }", "sheet: { shape: large }"),
      ]))
    let card = try #require(diff.entries.first { $0.path == "card" })
    #expect(card.changes.map(\.text) == ["topLeft 8 pt → 12 pt, from card", "bottomRight rounded → cut, from card"])
    let sheet = try #require(diff.entries.first { $0.path == "sheet" })
    #expect(sheet.changes.map(\.text) == ["bottom corners square → 16 pt rounded, from scale.large"])
  }

  @Test func familyCurveAndKindChangesSayWhatTheyWere() throws {
    let diff = try Self.diff(
      Self.base,
      Self.edited([
        ("chip: { category: small }", "chip: { category: small, family: cut }"),
        ("card: { category: medium }", "card: { category: medium, curve: continuous, smoothing: 0.8 }"),
        ("fab: { shape: full }", "fab: { shape: circle }"),
        ("avatar: { shape: circle }", "avatar: { shape: full }"),
      ]))
    #expect(
      diff.text() == """
        chip: all corners rounded → cut, from chip
        card: all corners circular → smooth 80%, from card
        fab: shape capsule → circle
        avatar: shape circle → capsule
        4 shapes changed; 10 unchanged

        """)
  }

  @Test func edgesAndSurfacesAreComparedToo() throws {
    let diff = try Self.diff(
      Self.base,
      Self.edited([
        ("{ bottom: { arrow: { width: 12, height: 6 } } }", "{ top: arrow }"),
        ("surface: { fill: \"#1F2937\" }", "surface: { fill: \"#111827\", border: { width: 1, color: \"#FFFFFF33\" } }"),
      ]))
    let tooltip = try #require(diff.entries.first { $0.path == "tooltip" })
    #expect(
      tooltip.changes.map(\.text) == [
        "top edge straight → 12×6 pt arrow at center, from tooltip",
        "bottom edge 12×6 pt arrow at center → straight",
        "fill #1F2937 → #111827, from tooltip",
        "border none → 1 pt #FFFFFF33 inside, from tooltip",
      ])
  }

  /// Every kind of change at once, as the Markdown a pull request shows.
  @Test func theMarkdownSummaryIsStable() throws {
    let new = Self.edited([
      ("  small: 4\n", "  small: 6\n"),
      ("chip: { category: small }", "tag: { category: small, family: cut }"),
      ("card: { category: medium }", "card: { category: medium, corners: { topLeft: { size: 12, curve: continuous } } }"),
      ("surface: { fill: \"#1F2937\" }", "surface: { fill: \"#111827\" }"),
    ])
    let diff = try Self.diff(Self.base, new)
    try expectMatchesGolden(diff.markdown(), "diff/summary.md")
    try expectMatchesGolden(diff.markdown(github: true), "diff/github.md")
  }
}
