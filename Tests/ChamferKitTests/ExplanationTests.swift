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
      ("button.presed", "'button' has no variant or corner called 'presed'", "pressed"),
      ("button.topLef", "'button' has no variant or corner called 'topLef'", "topLeft"),
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
