import ChamferKit
import Foundation
import Testing
import TestSupport

@Suite struct FlutterTargetTests {
  /// The tree-sitter Dart grammar parses the file without an ERROR or MISSING node.
  @Test(arguments: bundledThemes())
  func theDartFileParses(_ file: URL) throws {
    let (_, files) = try render("flutter", file)
    let folder = try temporaryFolder("flutter")
    try write(files, to: folder)
    Validator.check("check_dart.py", files.map { folder.appendingPathComponent($0.path).path })
  }

  /// Every border constant, read back from its constructor arguments, draws the
  /// resolved shape: the same size, family and curve on every visible corner.
  @Test(arguments: bundledThemes())
  func everyBorderHoldsTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("flutter", file)
    let borders = DartBorder.all(in: files[0].contents, theme: Names.pascal(theme.name))
    var expected: [(name: String, shape: ResolvedShape)] = []
    expected += theme.scale.map { ("scale\(Names.pascal($0.name))", $0.shape) }
    expected += theme.categories.map { ("category\(Names.pascal($0.name))", $0.shape) }
    for component in theme.components {
      // A variant's name has a suffix, so only the component's own may need escaping.
      let name = Names.camel(component.name)
      expected.append((Names.dartIdentifier(name), component.shape))
      expected += component.variants.map { ("\(name)\(Names.pascal($0.name))", $0.shape) }
    }
    #expect(borders.count == expected.count)
    for (name, shape) in expected {
      let border = try #require(borders[name], "no border \(name)")
      border.expectDraws(shape, name)
    }
  }

  /// `<component>ContentInsets(Size box)` gives the insets for a box: constants in
  /// logical pixels, or shares of `box.shortestSide`.
  @Test(arguments: bundledThemes())
  func contentInsetsHoldTheResolvedInsets(_ file: URL) throws {
    let (theme, files) = try render("flutter", file)
    var found: [String: [String]] = [:]
    for match in files[0].contents.matches(of: /static EdgeInsets (\w+)ContentInsets\(Size box\) =>\s+EdgeInsets\.fromLTRB\(([^;]+)\);/) {
      found[String(match.1)] = match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    var expected: [(String, ResolvedShape)] = []
    for component in theme.components {
      let name = Names.camel(component.name)
      expected.append((name, component.shape))
      expected += component.variants.map { ("\(name)\(Names.pascal($0.name))", $0.shape) }
    }
    #expect(found.count == expected.count)
    for (name, shape) in expected {
      let insets = shape.contentInsets
      let wanted = [insets.left, insets.top, insets.right, insets.bottom].map { size -> String in
        let value = WebExpectation.rounded(size)
        let number = value.unit == .percent ? value.value / 100 : value.value
        var text = JSONValue.format(number)
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return value.unit == .percent ? "\(text) * box.shortestSide" : text
      }
      #expect(found[name] == wanted, "\(name)")
    }
  }

  /// apply(ThemeData) gives each Material role its component's shape, and button
  /// variants named for states go through WidgetStateProperty.resolveWith.
  @Test func applyWiresComponentsIntoMaterialThemes() throws {
    let file = try #require(bundledThemes().first { $0.lastPathComponent == "default.yaml" })
    let (theme, files) = try render("flutter", file)
    let dart = files[0].contents
    for line in [
      "cardTheme: theme.cardTheme.copyWith(shape: card),",
      "chipTheme: theme.chipTheme.copyWith(shape: chip),",
      "dialogTheme: theme.dialogTheme.copyWith(shape: dialog),",
      "bottomSheetTheme: theme.bottomSheetTheme.copyWith(shape: sheet),",
      "floatingActionButtonTheme: theme.floatingActionButtonTheme.copyWith(shape: fab),",
      "if (states.contains(WidgetState.pressed)) {\n        return buttonPressed;",
      "(theme.filledButtonTheme.style ?? const ButtonStyle()).copyWith(shape: buttonShape)",
      "inputDecorationTheme: theme.inputDecorationTheme.copyWith(",
    ] {
      #expect(dart.contains(line), "missing: \(line)")
    }
    // compact is not a state, so it is not in the resolver.
    #expect(!dart.contains("WidgetState.compact"))
    #expect(theme.component("button")?.variants.map(\.name) == ["pressed", "compact"])
  }
}

/// A border constant as the flutter target writes it, decoded from its arguments.
struct DartBorder {
  enum Kind: String { case circle, stadium, rounded, beveled, superellipse, corners }
  struct Corner: Equatable {
    var size: Double
    var fraction = false
    var cut = false
  }

  var kind: Kind
  var corners: [Corner] = []

  /// Every `static const OutlinedBorder NAME = EXPRESSION;` by name.
  static func all(in dart: String, theme: String) -> [String: DartBorder] {
    var borders: [String: DartBorder] = [:]
    let pattern = /static const OutlinedBorder (\w+) =\s+([^;]+);/
    for match in dart.matches(of: pattern) {
      borders[String(match.1)] = DartBorder(String(match.2), theme: theme)
    }
    return borders
  }

  init(_ expression: String, theme: String) {
    func number(_ text: Substring) -> Double { Double(text) ?? .nan }
    func radii(_ text: String) -> [Corner] {
      if let all = text.firstMatch(of: /BorderRadius\.all\(Radius\.circular\(([-0-9.e]+)\)\)/) {
        return Array(repeating: Corner(size: number(all.1)), count: 4)
      }
      return CornerName.allCases.map { corner in
        let match = text.firstMatch(of: try! Regex("\(corner.rawValue): Radius\\.circular\\(([-0-9.e]+)\\)"))
        return Corner(size: (match?.output[1].substring).map(number) ?? .nan)
      }
    }
    switch expression {
    case "CircleBorder()": kind = .circle
    case "StadiumBorder()": kind = .stadium
    case _ where expression.hasPrefix("RoundedRectangleBorder("):
      kind = .rounded
      corners = radii(expression)
    case _ where expression.hasPrefix("BeveledRectangleBorder("):
      kind = .beveled
      corners = radii(expression).map { Corner(size: $0.size, cut: true) }
    case _ where expression.hasPrefix("RoundedSuperellipseBorder("):
      kind = .superellipse
      corners = radii(expression)
    case _ where expression.hasPrefix("\(theme)CornersBorder("):
      kind = .corners
      corners = CornerName.allCases.map { corner in
        guard
          let match = expression.firstMatch(
            of: try! Regex("\(corner.rawValue): \(theme)Corner\\(([-0-9.e]+)([^)]*)\\)"))
        else { return Corner(size: .nan) }
        let flags = String(match.output[2].substring ?? "")
        return Corner(
          size: number(match.output[1].substring ?? ""), fraction: flags.contains("fraction: true"),
          cut: flags.contains("cut: true"))
      }
    default: kind = .corners
    }
  }

  func expectDraws(_ shape: ResolvedShape, _ name: String) {
    switch kind {
    case .circle:
      #expect(shape.kind == .circle, "\(name) is a CircleBorder")
      return
    case .stadium:
      #expect(shape.isCapsule, "\(name) is a StadiumBorder")
      return
    default:
      #expect(shape.kind == .rectangle && !shape.isCapsule, "\(name) is drawn as a \(kind)")
    }
    #expect(corners.count == 4, "\(name)")
    for (index, (drawn, resolved)) in zip(corners, shape.corners).enumerated() {
      let place = "\(name) \(CornerName.allCases[index])"
      let expected = resolved.size.fraction ?? resolved.size.value
      #expect(drawn.size == expected, "\(place): \(drawn.size) vs \(resolved.size)")
      #expect(drawn.fraction == (resolved.size.unit == .percent), "\(place)")
      guard resolved.size.value > 0 else { continue }
      #expect(drawn.cut == (resolved.family == .cut), "\(place)")
      switch kind {
      case .rounded: #expect(resolved.curve == .circular, "\(place) is continuous")
      case .superellipse: #expect(resolved.curve == .continuous, "\(place) is circular")
      default: break
      }
    }
  }
}
