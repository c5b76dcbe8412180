import Foundation
import Testing
import TestSupport

/// Findings turned off where they are reported: comments in YAML, `$chamfer` keys in
/// JSON, `lint: { off }` on a shape; a suppression that turns nothing off is a warning,
/// and SARIF keeps what was suppressed.
@Suite struct SuppressionTests {
  struct Report: Decodable {
    struct Finding: Decodable {
      var id: String
      var line: Int?
    }
    var diagnostics: [Finding]
  }

  static func findings(_ chamfer: Chamfer, _ file: String) throws -> [Report.Finding] {
    let run = try chamfer("lint", file, "--format", "json", "--notes")
    return try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8)).diagnostics
  }

  @Test func commentsTurnOffTheNextLineOrARegion() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      """
      chamfer: 1
      name: A
      scale:
        small: 4
        # chamfer:disable-next-line unused-metric
        a: 10
        b: 11  # reported: the directive covers one line
        # chamfer:disable lint/unused-metric
        c: 12
        d: 13
        # chamfer:enable unused-metric
        e: 14  # reported again
        # chamfer:disable unused-metric
        f: 15
      components:
        card: { shape: small }

      """, to: "theme.yaml")
    let found = try Self.findings(chamfer, "theme.yaml")
    #expect(found.map(\.id) == ["lint/unused-metric", "lint/unused-metric"], "\(found)")
    #expect(found.map(\.line) == [7, 12], "\(found)")
    // Suppressed findings fail nothing, and SARIF keeps them, marked.
    #expect(try chamfer("lint", "theme.yaml", "--strict").status == 1)
    try chamfer.write(
      "chamfer: 1\nname: A\nscale:\n  small: 4\n  # chamfer:disable-next-line unused-metric\n  spare: 8\ncomponents:\n  card: { shape: small }\n",
      to: "one.yaml")
    let strict = try chamfer("lint", "one.yaml", "--strict")
    #expect(strict.status == 0, "\(strict)")
    #expect(!strict.stderr.contains("unused-metric") && !strict.stdout.contains("unused-metric"), "\(strict)")
    let sarif = try chamfer("lint", "one.yaml", "--format", "sarif")
    struct SARIF: Decodable {
      struct Run: Decodable { var results: [Result] }
      struct Result: Decodable {
        struct Suppression: Decodable { var kind: String }
        var ruleId: String
        var suppressions: [Suppression]?
      }
      var runs: [Run]
    }
    let results = try JSONDecoder().decode(SARIF.self, from: Data(sarif.stdout.utf8)).runs[0].results
    #expect(results.count == 1 && results[0].ruleId == "lint/unused-metric", "\(results)")
    #expect(results.first?.suppressions?.map(\.kind) == ["inSource"], "\(sarif.stdout)")
  }

  @Test func aChamferKeyDoesInJSONWhatACommentDoesInYAML() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      """
      {
        "chamfer": 1,
        "name": "A",
        "scale": {
          "small": 4,
          "$chamfer": "disable-next-line unused-metric",
          "spare": 12,
          "other": 16
        },
        "components": { "card": { "shape": "small" } }
      }

      """, to: "theme.json")
    let found = try Self.findings(chamfer, "theme.json")
    #expect(found.map(\.id) == ["lint/unused-metric"] && found.first?.line == 8, "\(found)")
    // The key is gone before the theme is read: no component or metric is named '$chamfer'.
    let resolved = try chamfer("resolve", "theme.json")
    #expect(resolved.status == 0 && !resolved.stdout.contains("$chamfer"), "\(resolved)")
  }

  @Test func aShapesLintSettingReachesTheShapesBuiltFromIt() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let key = "{ fill: \"#FFFFFF\", style: convex }"
    try chamfer.write(
      """
      chamfer: 1
      name: A
      scale:
        small: 4
      categories:
        keys: { shape: small, lint: { off: [low-neumorphic-contrast] } }
      components:
        key: { category: keys, surface: \(key) }
        pad:
          shape: small
          lint: { off: [lint/low-neumorphic-contrast] }
          variants:
            pressed: { surface: \(key) }
        knob:
          shape: small
          variants:
            hot: { surface: \(key) }
            cold: { surface: \(key), lint: { off: [low-neumorphic-contrast] } }

      """, to: "theme.yaml")
    // Off for the category's component, the component's variant and the variant
    // itself; reported for knob.hot alone, and no suppression goes unused.
    let found = try Self.findings(chamfer, "theme.yaml").filter { $0.id != "lint/android-surface-limits" }
    #expect(found.map(\.id) == ["lint/low-neumorphic-contrast"] && found.first?.line == 17, "\(found)")
  }

  @Test func aSuppressionThatTurnsNothingOffIsAWarning() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      """
      chamfer: 1
      name: A
      scale:
        # chamfer:disable-next-line unused-metric
        small: 4
        # chamfer:disable-next-line unused-metrik
        big: 8
      components:
        card: { shape: small, lint: { off: [scale-order] } }
        chip: { shape: big }

      """, to: "theme.yaml")
    let run = try chamfer("lint", "theme.yaml")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("theme.yaml:4:31: warning: 'lint/unused-metric' is suppressed here, but reports nothing here [lint/unused-suppression]"), "\(run.stderr)")
    #expect(run.stderr.contains("theme.yaml:6:31: warning: there is no rule 'lint/unused-metrik' to suppress [lint/unused-suppression]"), "\(run.stderr)")
    #expect(run.stderr.contains("did you mean 'lint/unused-metric'?"), "\(run.stderr)")
    #expect(run.stderr.contains("theme.yaml:9:39: warning: 'lint/scale-order' is suppressed here"), "\(run.stderr)")
    // The warning can be set like any rule's.
    try chamfer.write("version: 1\nlayers: [theme.yaml]\nrules: { unused-suppression: off }\n", to: "chamfer.yml")
    #expect(try chamfer("lint", "--strict").status == 0)
  }

  @Test func errorsAreNeverSuppressedAndABrokenDirectiveIsAnError() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  # chamfer:disable-next-line resolve/unknown-metric\n  card: { shape: smal }\n",
      to: "theme.yaml")
    let error = try chamfer("lint", "theme.yaml")
    #expect(error.status == 1 && error.stderr.contains("[resolve/unknown-metric]"), "\(error)")
    for (text, place) in [
      ("  # chamfer:disable\n  small: 4\n", "4:3"), ("  # chamfer:ignore unused-metric\n  small: 4\n", "4:3"),
    ] {
      try chamfer.write("chamfer: 1\nname: A\nscale:\n\(text)components:\n  card: { shape: small }\n", to: "bad.yaml")
      let run = try chamfer("lint", "bad.yaml")
      #expect(run.status == 1 && run.stderr.contains("bad.yaml:\(place): error:") && run.stderr.contains("[load/invalid-suppression]"), "\(run)")
    }
    try chamfer.write("chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: small, lint: off }\n", to: "bad.yaml")
    let setting = try chamfer("lint", "bad.yaml")
    #expect(setting.stderr.contains("bad.yaml:6:25: error: 'lint' takes 'off' and a list of rules [load/invalid-suppression]"), "\(setting)")
  }
}
