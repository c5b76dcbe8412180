import ChamferKit
import TestSupport
import Testing

/// `chamfer explain`: how one corner was reached, level by level, and what a path that
/// names nothing says.
@Suite struct ExplanationTests {
  static func defaultTheme() throws -> ResolvedTheme {
    try #require(checkPackageTheme("tokens/default.yaml").theme)
  }

  @Test func aVariantsCornerListsEveryLevelThatTouchedItWithItsPlace() throws {
    let explanation = try Explanation.find("button.pressed.topLeft", in: Self.defaultTheme()).get()
    #expect(explanation.target.name == "button")
    #expect(explanation.target.variant == "pressed")
    #expect(explanation.target.corner == .topLeft)
    #expect(
      explanation.text() == """
        button.pressed.topLeft
          built-in default                    size 0pt                      (built in)
          defaults                            family rounded                tokens/layers/foundation.yaml:6:11
          defaults                            curve circular                tokens/layers/foundation.yaml:7:10
          scale 'small' via category 'small'  size 4pt                      tokens/layers/foundation.yaml:13:10
          variant 'button.pressed'            size 8pt from {scale.medium}  tokens/default.yaml:32:24
            {scale.medium} is written 8pt                                   tokens/layers/foundation.yaml:14:11
          = 8pt rounded circular

        """)
  }

  @Test func smoothingIsExplainedOnlyForContinuousCorners() throws {
    let theme = try Self.defaultTheme()
    let sheet = try Explanation.find("dialog.sheet.bottomLeft", in: theme).get().text()
    #expect(sheet.contains("variant 'dialog.sheet' via scale 'extra-large'"))
    #expect(sheet.contains("smoothing 0.6"))
    #expect(sheet.contains("tokens/default.yaml:16:16"))
    #expect(sheet.contains("size 0pt (not in 'corners')"))
    #expect(sheet.hasSuffix("  = 0pt rounded continuous smoothing 0.6\n"))

    let button = try Explanation.find("button.topLeft", in: theme).get().text()
    #expect(!button.contains("smoothing"))
  }

  @Test func aShapeWithoutACornerExplainsAllFourAndSaysWhenItIsACircle() throws {
    let theme = try Self.defaultTheme()
    let avatar = try Explanation.find("avatar", in: theme).get().text()
    let lines = avatar.split(separator: "\n").map(String.init)
    #expect(lines.first == "avatar is a circle of its shorter side")
    #expect(
      lines.filter { $0.hasPrefix("avatar.") }
        == CornerName.allCases.map { "avatar.\($0.rawValue)" })
    #expect(lines.filter { $0 == "  = 50% rounded circular" }.count == 4)
  }

  @Test func scaleAndCategoryPathsExplainTheirOwnShapes() throws {
    let theme = try Self.defaultTheme()
    let metric = try Explanation.find("scale.large.topLeft", in: theme).get()
    #expect(metric.target.group == .scale)
    // default.yaml replaced the foundation's 1rem with 16.
    #expect(squeezed(metric.text()).contains("scale 'large' size 16pt tokens/default.yaml:12:18"))
    // A bare metric name is read as the scale when no component has it.
    let bare = try Explanation.find("notch", in: theme).get()
    #expect(bare.target.group == .scale)
    let category = try Explanation.find("categories.large.bottomLeft", in: theme).get().text()
    #expect(
      squeezed(category).contains(
        "category 'large' size 0pt (not in 'corners') tokens/default.yaml:25:35"))
  }

  /// The text with every run of spaces made one, so checks do not depend on alignment.
  func squeezed(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  @Test(
    arguments: [
      ("buton.pressed.topLeft", "there is no component called 'buton'", "button"),
      ("button.presed", "'button' has no variant or corner called 'presed' (its variants are pressed, compact; its corners topLeft, topRight, bottomRight, bottomLeft)", "pressed"),
      ("button.topLef", "'button' has no variant or corner called 'topLef' (its variants are pressed, compact; its corners topLeft, topRight, bottomRight, bottomLeft)", "topLeft"),
      ("scale.smal", "there is no scale metric called 'smal'", "small"),
      ("categories.medum", "there is no category called 'medum'", "medium"),
      ("button.pressed.topLeft.extra", "'button.pressed.topLeft.extra' has too many parts", nil),
      ("", "'' names no shape", nil),
    ] as [(String, String, String?)])
  func aPathThatNamesNothingSaysWhyAndSuggestsACloseMatch(
    path: String, message: String, suggestion: String?
  ) throws {
    switch Explanation.find(path, in: try Self.defaultTheme()) {
    case .success(let explanation):
      Issue.record("'\(path)' found \(explanation.target)")
    case .failure(let error):
      #expect(error.message == message)
      #expect(error.suggestion == suggestion)
    }
  }
}

/// Edges and surfaces cascade field by field like corners, and explain the same way.
@Suite struct EdgeAndSurfaceExplanationTests {
  @Test func anEdgeListsEveryLevelThatSetItsArrow() throws {
    let theme = try #require(checkPackageTheme("tokens/default.yaml").theme)
    let explanation = try Explanation.find("tooltip.leading.bottom", in: theme).get()
    let text = explanation.text()
    #expect(text.contains("component 'tooltip'        edge arrow       tokens/default.yaml:49:24"), "\(text)")
    #expect(text.contains("variant 'tooltip.leading'  position 16pt    tokens/default.yaml:59:56"))
    #expect(text.hasSuffix("  = arrow 12×6pt at 16pt, tip 1pt\n"))
    let below = try Explanation.find("tooltip.below.bottom", in: theme).get().text()
    #expect(below.contains("variant 'tooltip.below'  edge none"), "\(below)")
    #expect(below.hasSuffix("  = straight\n"))
  }

  @Test func aSurfaceSaysWhereEachFieldCameFromAndWhatItPaints() throws {
    let theme = try #require(checkPackageTheme("tokens/default.yaml").theme)
    let text = try Explanation.find("neumorphicButton.pressed.surface", in: theme).get().text()
    #expect(text.contains("variant 'neumorphicButton.pressed'  style concave   tokens/default.yaml:79:36"), "\(text)")
    #expect(text.hasSuffix("  = fill #E0E5EC, concave, 2 shadows derived from the fill\n"))
    let pressed = try #require(theme.component("neumorphicButton")?.variant("pressed")?.shape.surface)
    #expect(pressed.shadows.map(\.inset) == [true, true], "concave shadows fall inside")
    #expect(pressed.shadows.map(\.color.description) == ["#BEC3C9", "#FFFFFF"], "E0E5EC × 0.85 and × 1.15, clamped")
  }

  @Test func aLaterLevelReplacesTheShadowListWhole() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: S
      components:
        card:
          size: 8
          surface: { fill: "#FFFFFF", shadows: [{ color: "#00000033", y: 2, blur: 6 }, { color: "#0000001A", y: 8, blur: 16 }] }
          variants:
            flat: { surface: { shadows: none } }
            lifted: { surface: { shadows: [{ color: "#00000040", y: 12, blur: 24 }], border: { width: 1 } } }
      """)
    let card = try #require(theme.component("card"))
    #expect(card.shape.surface?.shadows.count == 2)
    #expect(card.variant("flat")?.shape.surface?.shadows.isEmpty == true)
    let lifted = try #require(card.variant("lifted")?.shape.surface)
    #expect(lifted.shadows == [Shadow(color: Color(hex: "#00000040")!, x: 0, y: 12, blur: 24)])
    #expect(lifted.fill == Color(hex: "#FFFFFF"), "the fill comes from the component")
    #expect(lifted.border == ResolvedBorder(width: 1, color: Color(hex: "#CCCCCC")!, position: .inside), "a border's colour defaults to the fill darkened")
  }
}
