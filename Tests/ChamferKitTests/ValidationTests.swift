import ChamferKit
import TestSupport
import Testing

/// What `chamfer lint` finds: the contract's example is clean, hints name the likely
/// intent, and one run reports every problem of a file.
@Suite struct ValidationTests {
  /// The theme of the format's contract; docs/format.md opens with one like it.
  static let formatExample = """
    chamfer: 1                     # format version, required
    name: Acme                     # names generated types/styles: AcmeShapes, ShapeAppearance.Acme.*
    description: Acme's shape story
    defaults:
      family: rounded              # rounded | cut; rounded if absent
      curve: circular              # circular | continuous (iOS "smooth corners"); circular if absent
      smoothing: 0.6               # continuous only, 0...1 (Figma corner smoothing); 0.6 if absent
      remBase: 16                  # points per rem, for sizes written in rem; 16 if absent
    scale:                         # the shape metrics; any names, these are the usual ones
      square: 0
      small: 4
      medium: 8
      large: { size: 16, family: cut }
      full: full                   # capsule: 50% of the shorter side
    categories:                    # Material's component categories: set once, cascades to members
      small: small
      medium: medium
      large: { shape: large, corners: [topLeft, topRight] }
    components:
      button:
        category: small
        variants:
          pressed: { size: "{scale.medium}" }
      chip:      { category: small, family: cut }
      card:      { category: medium }
      sheet:     { category: large }
      fab:       { shape: full }
      avatar:    { shape: circle }            # a circle of the shorter side, never an ellipse or capsule
      textField:
        shape: small
        corners: { bottomLeft: 0, bottomRight: 0 }
      dialog:
        category: medium
        curve: continuous
        variants:
          fullscreen: { shape: square }
    """

  @Test func theFormatExampleLoadsWithoutAnyDiagnostic() throws {
    // Every metric is used: square by dialog.fullscreen, small and medium by their
    // categories, large by its category, full by fab; so not even a warning.
    let result = check(Self.formatExample)
    // Its dialog is continuous, which Android and Compose draw circular: those warnings are all.
    #expect(result.diagnostics.map(\.id) == ["lint/android-continuous-curve", "lint/compose-continuous-curve"])
    let theme = try #require(result.theme)
    #expect(theme.name == "Acme")
    #expect(theme.description == "Acme's shape story")
    #expect(theme.shape("button.pressed")?.sizes == ["8pt", "8pt", "8pt", "8pt"])
    #expect(theme.shape("chip")?.corners.allSatisfy { $0.family == .cut } == true)
    // The category keeps the large metric's cut family on its two shaped corners.
    #expect(theme.shape("sheet")?.sizes == ["16pt", "16pt", "0pt", "0pt"])
    #expect(theme.shape("sheet")?[.topLeft].family == .cut)
    #expect(theme.shape("textField")?.sizes == ["4pt", "4pt", "0pt", "0pt"])
    #expect(theme.shape("avatar")?.kind == .circle)
    let fullscreen = try #require(theme.shape("dialog.fullscreen"))
    #expect(fullscreen.sizes == ["0pt", "0pt", "0pt", "0pt"])
    #expect(fullscreen.corners.allSatisfy { $0.curve == .continuous && $0.smoothing == 0.6 })
  }

  @Test func unknownKeysGetADidYouMeanHint() {
    let result = check(
      """
      chamfer: 1
      name: A
      defaults: { curv: continuous }
      scale:
        small: { sise: 4 }
      componets: {}
      """)
    let hints = result.diagnostics.filter { $0.id == "load/unknown-key" }.map { $0.hint ?? "" }
    #expect(
      hints == [
        "did you mean 'curve'?", "did you mean 'size'?", "did you mean 'components'?",
      ])
  }

  @Test func unknownNamesAndReferencesGetADidYouMeanHint() {
    let result = check(
      """
      chamfer: 1
      name: A
      scale:
        small: 4
        medium: 8
      categories:
        large: medium
      components:
        card: { shape: smal }
        chip: { category: lage }
        tab: { size: "{scale.meduim}" }
        tag: { size: 4, corners: [topLeft, bottomRigth], family: rouned }
      """)
    let found = result.diagnostics.filter { $0.severity == .error }.map {
      "\($0.id) \($0.location?.description ?? "-") \($0.hint ?? "")"
    }
    #expect(
      found == [
        "resolve/unknown-metric \(at(9, 18)) did you mean 'small'?",
        "resolve/unknown-category \(at(10, 21)) did you mean 'large'?",
        "resolve/unknown-reference \(at(11, 16)) did you mean '{scale.medium}'?",
        "load/unknown-corner \(at(12, 38)) did you mean 'bottomRight'?",
        "load/invalid-value \(at(12, 60)) did you mean 'rounded'?",
      ])
  }

  @Test func aReferenceCyclePrintsTheWholeCycleOnce() throws {
    let result = check(
      """
      chamfer: 1
      name: A
      scale:
        a: "{scale.b}"
        b: "{scale.c}"
        c: "{scale.a}"
      components:
        x: { shape: a }
        y: { size: "{scale.c}" }
      """)
    let cycles = result.diagnostics.filter { $0.id == "resolve/reference-cycle" }
    #expect(cycles.count == 1)
    let cycle = try #require(cycles.first)
    #expect(
      cycle.message == "references go round in a cycle: scale.a → scale.b → scale.c → scale.a")
    #expect(cycle.location?.description == at(4, 6))
    #expect(
      cycle.notes.map { "\($0.message) \($0.location?.description ?? "-")" } == [
        "'scale.a' is defined here \(at(4, 6))", "'scale.b' is defined here \(at(5, 6))",
        "'scale.c' is defined here \(at(6, 6))",
      ])
    // The cycle is the only error: nothing downstream repeats it.
    #expect(result.errorIDs == ["resolve/reference-cycle"])
    #expect(result.theme == nil)
  }

  /// Every error, and no lint finding: with errors in the theme, which metrics are used
  /// cannot be told (`FollowOn`).
  @Test func manyProblemsInOneFileAreAllReportedInOneRun() {
    let result = check(
      """
      chamfer: 1
      name: Many
      defaults:
        famly: cut
      scale:
        small: 8 px
        medium: -4
        large: 60%
        huge: { size: 8em, family: round }
        tiny: 2
      categories:
        small: small
      components:
        card: { shape: smal }
        chip: { category: tiny }
        tab: { size: "{scale.nope}" }
        avatar: { shape: circle, size: 4 }
        tag: { shape: tiny, corners: [top] }
        pill: { shape: tiny, smoothing: 2 }
      """)
    let found = result.diagnostics.map { "\($0.location?.description ?? "-") \($0.id)" }
    #expect(
      found == [
        "\(at(4, 3)) load/unknown-key",
        "\(at(6, 10)) load/malformed-size",
        "\(at(7, 11)) load/negative-size",
        "\(at(8, 10)) load/percent-over-50",
        "\(at(9, 17)) load/unknown-unit",
        "\(at(9, 30)) load/invalid-value",
        "\(at(14, 18)) resolve/unknown-metric",
        "\(at(15, 21)) resolve/unknown-category",
        "\(at(16, 16)) resolve/unknown-reference",
        "\(at(17, 34)) resolve/circle-with-fields",
        "\(at(18, 33)) load/unknown-corner",
        "\(at(19, 35)) load/smoothing-range",
      ])
    #expect(result.theme == nil)
  }

  @Test func aMetricWhoseSizeCouldNotBeReadIsLeftOutOfTheScaleOrder() {
    // Without its size, 'medium' would be 0pt and seem smaller than 'small'.
    let result = check(
      """
      chamfer: 1
      name: A
      scale:
        small: 4
        medium: "{small}"
      components:
        a: { shape: small }
        b: { shape: medium }
      """)
    #expect(result.ids == ["load/malformed-reference"])
  }

  @Test func invalidNamesSayWhereTheNameWasWritten() {
    let result = check(
      """
      chamfer: 1
      name: Acme Corp
      scale:
        2xl: 4
      components:
        card: { category: "x y" }
      """)
    #expect(
      result.diagnostics.filter { $0.id == "load/invalid-name" }.map(\.message) == [
        "'Acme Corp' is not a valid name for 'name'",
        "'2xl' is not a valid name for an entry in 'scale'",
        "'x y' is not a valid name for 'category'",
      ])
    // The name was given, only badly: no second error saying it is missing.
    #expect(!result.ids.contains("load/missing-name"))
  }

  @Test func severitiesCanBeRaisedLoweredOrTurnedOff() {
    let text =
      "chamfer: 1\nname: A\nscale:\n  small: 4\n  large: 16\ncomponents:\n  card: { shape: small }\n"
    #expect(check(text).diagnostics.map(\.severity) == [.warning])
    let raised = Pipeline.check(
      [ThemeSource(path: "example.yaml", text: text)],
      options: Pipeline.Options(severities: ["lint/unused-metric": .error]))
    #expect(raised.diagnostics.map(\.severity) == [.error])
    #expect(raised.theme == nil)
    let off = Pipeline.check(
      [ThemeSource(path: "example.yaml", text: text)],
      options: Pipeline.Options(severities: ["lint/unused-metric": Diagnostic.Severity?.none]))
    #expect(off.diagnostics.isEmpty)
    #expect(off.theme != nil)
  }

  @Test func jsonThemesAreReadWithLinesAndColumns() {
    let result = check(
      """
      {
        "chamfer": 1,
        "name": "A",
        "scale": { "small": 4, "big": "8 px" },
        "components": { "card": { "shape": "small", "famly": "cut" } }
      }
      """, path: "theme.json")
    #expect(
      result.diagnostics.map { "\($0.location?.description ?? "-") \($0.id)" } == [
        "theme.json:4:33 load/malformed-size",
        "theme.json:5:47 load/unknown-key",
      ])
  }
}

/// Limits that turn absurd inputs into one clear error instead of a hang or a crash.
@Suite struct LimitTests {
  @Test func aFileLargerThanTheLimitIsRefusedBeforeParsing() {
    var reader = YAMLReader()
    reader.maximumBytes = 64
    let (node, diagnostics) = reader.read(String(repeating: "# padding\n", count: 10), file: "big.yaml")
    #expect(node == nil)
    #expect(diagnostics.map(\.id) == ["load/too-large"])
    #expect(diagnostics.first?.location?.description == "big.yaml:1:1")
  }

  @Test func aSectionWithMoreEntriesThanTheLimitIsOneError() {
    let count = 100_001
    var text = "chamfer: 1\nname: A\ncomponents:\n"
    text.reserveCapacity(count * 12)
    for index in 0..<count { text += "  c\(index): 4\n" }
    let result = check(text)
    #expect(result.diagnostics.map(\.id) == ["load/too-large"])
    #expect(result.diagnostics.first?.message.contains("100001 entries") == true)
    #expect(result.diagnostics.first?.location?.description == at(4, 3))
  }
}

@Suite struct PrintableMessageTests {
  /// Text quoted from a theme cannot break a diagnostic over lines or flood a log.
  @Test func quotedTextIsEscapedAndShortened() {
    let long = String(repeating: "9", count: 20_000)
    let result = check("chamfer: 1\nname: A\ncomponents:\n  card: { size: \"\(long)px\" }\n  \"a\\u0007b\\nc\": 4\n")
    #expect(result.diagnostics.allSatisfy { !$0.message.contains("\n") && $0.message.count <= 401 })
    #expect(result.diagnostics.contains { $0.message.contains("…") })
    #expect(result.diagnostics.contains { $0.message.contains("a\\u{7}b\\nc") }, "\(result.diagnostics.map(\.message))")
  }
}
