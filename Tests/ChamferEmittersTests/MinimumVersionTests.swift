import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// The README's "What the generated code needs" rows for Flutter and Compose agree with the
/// APIs the generated code calls: every API below that a rendered file uses was there in
/// the version the README names, and for Flutter the README names the newest one used, so
/// the row is neither too old nor too cautious. Only the APIs listed here are dated; an API
/// a template starts to use needs a row here.
@Suite struct MinimumVersionTests {
  struct API {
    var text: String
    var version: [Int]
    /// Where the API comes from, and when.
    var source: String
  }

  static let flutterAPIs: [API] = [
    API(text: "WidgetState", version: [3, 22], source: "WidgetState and WidgetStateProperty replace MaterialState in Flutter 3.22"),
    API(text: "RoundedSuperellipseBorder", version: [3, 32], source: "painting/rounded_superellipse_border.dart, new in Flutter 3.32"),
    API(text: "abstract final class", version: [3, 10], source: "class modifiers, Dart 3.0, which Flutter 3.10 ships"),
    API(text: "super.key", version: [3, 0], source: "super parameters, Dart 2.17, which Flutter 3.0 ships"),
    API(text: "BorderSide.strokeAlign", version: [3, 7], source: "BorderSide.strokeAlign as a double with strokeAlignInside…, Flutter 3.7"),
  ]

  static let composeMaterial3APIs: [API] = [
    API(text: "Shapes(\n        extraSmall =", version: [1, 0], source: "androidx.compose.material3.Shapes(extraSmall … extraLarge), material3 1.0.0"),
  ]

  /// The README's row for `output`, as text.
  static func readmeRow(_ output: String) throws -> String {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    return try #require(readme.split(separator: "\n").first { $0.hasPrefix("| \(output) |") }.map(String.init))
  }

  static func version(_ text: Substring) -> [Int] { text.split(separator: ".").compactMap { Int($0) } }

  /// Every bundled theme and the test themes with arrows and with every state.
  static func themes() throws -> [(String, ResolvedTheme)] {
    try bundledThemes().map { ($0.lastPathComponent, try #require(try checkBundledTheme($0).theme)) }
      + [("arrows", try WebExpectation.arrowsTheme()), ("states", try WebRuntimeTests.statesTheme())]
  }

  /// `text` without its comment lines, which name APIs they do not call.
  static func code(_ text: String) -> String {
    text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
  }

  static func hasContinuousCorners(_ theme: ResolvedTheme) -> Bool {
    let shapes =
      theme.scale.map(\.shape) + theme.categories.map(\.shape)
      + theme.components.flatMap { [$0.shape] + $0.variants.map(\.shape) }
    return shapes.contains { shape in
      shape.kind != .circle && shape.visibleCorners.contains { $0.family == .rounded && $0.curve == .continuous }
    }
  }

  @Test func theFlutterRowNamesTheNewestAPIUsed() throws {
    let row = try Self.readmeRow("Flutter")
    let stated = try #require(row.firstMatch(of: /\| Flutter (\d+\.\d+) \(/), "no version in: \(row)")
    let continuous = try #require(
      row.firstMatch(of: /; (\d+\.\d+) when the theme has continuous corners/), "no continuous version in: \(row)")
    let base = Self.version(stated.1), withContinuous = Self.version(continuous.1)
    let target = try #require(try OutputTarget.bundled().first { $0.id == "flutter" })
    var newestWithout: [Int] = []
    for (name, theme) in try Self.themes() {
      let dart = Self.code(target.render(theme)[0].contents)
      let bound = Self.hasContinuousCorners(theme) ? withContinuous : base
      for api in Self.flutterAPIs where dart.contains(api.text) {
        #expect(
          api.version.lexicographicallyPrecedes(bound) || api.version == bound,
          "\(name) uses \(api.text) (\(api.source)), newer than the README's \(bound)")
        if !Self.hasContinuousCorners(theme) && newestWithout.lexicographicallyPrecedes(api.version) {
          newestWithout = api.version
        }
      }
    }
    #expect(newestWithout == base, "the README names Flutter \(base); the newest API used is from \(newestWithout)")
  }

  @Test func theComposeRowCoversTheMaterial3APIsUsed() throws {
    let row = try Self.readmeRow("Jetpack Compose")
    let stated = try #require(row.firstMatch(of: /Compose Material 3 (\d+\.\d+)/), "no version in: \(row)")
    let bound = Self.version(stated.1)
    let target = try #require(try OutputTarget.bundled().first { $0.id == "compose" })
    var used = 0
    for (name, theme) in try Self.themes() {
      let kotlin = Self.code(target.render(theme)[0].contents)
      for api in Self.composeMaterial3APIs where kotlin.contains(api.text) {
        used += 1
        #expect(
          api.version.lexicographicallyPrecedes(bound) || api.version == bound,
          "\(name) uses \(api.source), newer than the README's \(bound)")
      }
    }
    #expect(used > 0, "no dated Material 3 API found: the table no longer matches the template")
  }
}
