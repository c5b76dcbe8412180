import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Names are limited to `[A-Za-z][A-Za-z0-9_-]*`, so the only free text that reaches
/// generated code is descriptions, which become comments. Descriptions made to break
/// out of every kind of comment and string still give files that each ecosystem's tool
/// accepts.
@Suite struct HostileTextTests {
  static let hostile = """
    Ends a block comment */ and an XML one --> then <!-- opens one; "quotes" and 'quotes'
    a backslash \\ and a dollar $name #{interpolation} {{mustache}} %s
    </style></resources><script>alert(1)</script> ```code``` // slashes
    a line ending with a dash -
    """

  static let theme = """
    chamfer: 1
    name: Hostile
    description: |
    \(hostile.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
    scale:
      small: { size: 4, description: "\(hostile.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n"))" }
    categories:
      small: small
    components:
      button:
        category: small
        description: |
    \(hostile.split(separator: "\n").map { "      \($0)" }.joined(separator: "\n"))
        variants:
          pressed: { size: 8, description: "*/ --> \\\" \\\\" }

    """

  @Test func everyTargetStaysValid() throws {
    let result = Pipeline.check([ThemeSource(path: "hostile.yaml", text: Self.theme)])
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
    let theme = try #require(result.theme)
    #expect(theme.description?.contains("*/") == true)
    #expect(theme.component("button")?.description?.contains("</resources>") == true)
    let folder = try renderEveryTargetAndCheck(theme)
    let out = { (path: String) in folder.appendingPathComponent(path).path }
    // The text is still there, made harmless, rather than dropped.
    let css = try String(contentsOfFile: out("css/hostile-shapes.css"), encoding: .utf8)
    #expect(css.contains("Ends a block comment * / and"))
    let xml = try String(contentsOfFile: out("android/res/values/hostile_shapes.xml"), encoding: .utf8)
    #expect(xml.contains("an XML one - -> then"))
  }
}
