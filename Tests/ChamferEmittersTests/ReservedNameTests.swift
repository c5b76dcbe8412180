import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Names are `[A-Za-z][A-Za-z0-9_-]*`, so they cannot carry quotes, slashes or comment
/// markers; what remains is reserved words and odd but valid spellings. Each target
/// must turn them into identifiers its language accepts.
@Suite struct ReservedNameTests {
  /// Swift, Dart, Kotlin and CSS words, and spellings that stress the word splitter.
  static let names = [
    "class", "default", "switch", "in", "is", "self", "Type", "fun", "val", "when", "object",
    "var", "new", "null", "true", "super", "import", "inherit", "initial", "a--b",
    "x1", "X", "mixed_Case-name", "ABC", "shape", "scale", "corners",
  ]

  @Test func reservedWordsAndOddSpellingsGiveValidCodeInEveryTarget() throws {
    var text = "chamfer: 1\nname: Words\nscale:\n"
    for (index, name) in Self.names.enumerated() { text += "  \(name): \(index)\n" }
    text += "components:\n"
    for name in Self.names {
      text += "  \(name):\n    shape: \(name)\n    variants:\n      \(name): { size: 2 }\n      \(name == "default" ? "switch" : "default"): { size: 3 }\n"
    }
    let result = Pipeline.check([ThemeSource(path: "words.yaml", text: text)])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map { "\($0.location?.description ?? "-") \($0.message)" })")
    let theme = try #require(result.theme)
    let folder = try renderEveryTargetAndCheck(theme)
    let out = { (path: String) in folder.appendingPathComponent(path).path }
    let dart = try String(contentsOfFile: out("flutter/lib/words_shapes.dart"), encoding: .utf8)
    #expect(dart.contains("static const OutlinedBorder class_ ="))
    let swiftText = try String(contentsOfFile: out("swift/WordsShapes.swift"), encoding: .utf8)
    #expect(swiftText.contains("public static let `class` ="))
  }
}
