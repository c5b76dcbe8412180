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

  /// Control characters written as YAML escapes reach descriptions: a NUL ends a Kotlin
  /// or Dart file early, and XML 1.0 cannot hold C0 controls even as references. Every
  /// comment replaces them (and noncharacters such as U+FFFF) with U+FFFD; U+2028 and
  /// U+0085 end a line like a line break. JSON keeps them, escaped.
  static let controls = #"a\0b\u0001c\u001Fd\u007Fe\u0085f\u2028g\uFFFEh\uFFFFi ${x} $y {{z}} */ --> \" \\ end"#

  @Test func controlCharactersInDescriptionsAreReplacedInEveryTarget() throws {
    let theme = """
      chamfer: 1
      name: Controls
      description: "\(Self.controls)"
      scale:
        small: { size: 4, description: "\(Self.controls)" }
      components:
        button:
          shape: small
          description: "\(Self.controls)"
          variants:
            pressed: { size: 8, description: "\(Self.controls)" }

      """
    let result = Pipeline.check([ThemeSource(path: "controls.yaml", text: theme)])
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
    let resolved = try #require(result.theme)
    #expect(resolved.description?.unicodeScalars.contains("\u{0}") == true)
    // Each description says that its comments differ from it.
    #expect(result.diagnostics.filter { $0.id == "load/control-character" }.count == 4, "\(result.diagnostics)")
    let folder = try renderEveryTargetAndCheck(resolved)
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    var checked = 0
    var described = 0
    for path in files where !path.hasSuffix(".json") {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else { continue }
      checked += 1
      let raw = text.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0.properties.isNoncharacterCodePoint
      }
      #expect(raw.isEmpty, "\(path) holds \(raw.map { String($0.value, radix: 16) })")
      // Every file that writes the descriptions keeps the text around what was replaced.
      if text.contains("$y {{z}}") {
        described += 1
        #expect(text.contains("a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e"), "\(path)")
      }
    }
    #expect(checked >= 6 && described >= 6, "\(checked) files, \(described) with descriptions")
    let json = try String(contentsOf: folder.appendingPathComponent("dtcg/controls.tokens.json"), encoding: .utf8)
    #expect(json.contains(#""a\u0000b\u0001c\u001fd"#))
  }
}
