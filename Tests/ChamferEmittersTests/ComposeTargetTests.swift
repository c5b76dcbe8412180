import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// The compose target: one Kotlin file that tree-sitter parses, that kotlinc 1.3 compiles
/// against the Compose stubs in Tests/Validators/compose-stubs, and whose shapes, read
/// back from their constructor arguments, are the resolved theme.
@Suite struct ComposeTargetTests {
  /// What the bundled themes do not show: cut and rounded corners on one shape, a
  /// percentage that is not whole, percentages next to dp corners, 0%, fractional dp,
  /// Kotlin keywords as names, a continuous corner next to circular ones, a cut capsule,
  /// and a description that opens a nested Kotlin comment.
  static let edgeCases = """
    chamfer: 1
    name: EdgeCases
    description: "Opens a nested comment /* and closes one */ then /*/ both"
    scale:
      tiny: 2.5
      small: 4
      odd: 12.5%
      large: 16
    components:
      ticket:
        size: 8
        corners:
          topLeft: { size: 8, family: cut }
          bottomRight: { size: 10%, family: cut }
      split:
        corners:
          topLeft: 25%
          topRight: 4
          bottomRight: 0%
          bottomLeft: 2.5
      object:
        shape: small
        description: "a/*b"
        variants:
          in: { size: 3 }
          when: { shape: odd }
      soft:
        size: 8
        corners: { topLeft: { size: 8, curve: continuous } }
      diamond: { size: full, family: cut }
      chevron:
        family: cut
        size: 6
        corners: { topLeft: 0, bottomLeft: { size: 0, family: rounded } }

    """

  static func edgeCaseTheme() throws -> ResolvedTheme {
    let result = Pipeline.check([ThemeSource(path: "edge.yaml", text: edgeCases)])
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
    return try #require(result.theme)
  }

  @Test(arguments: bundledThemes())
  func theKotlinFileCompilesAgainstTheComposeStubs(_ file: URL) throws {
    let (_, files) = try render("compose", file)
    #expect(files.map(\.path).allSatisfy { $0.hasPrefix("kotlin/") && $0.hasSuffix("Shapes.kt") })
    let folder = try Scratch.folder("compose")
    try write(files, to: folder)
    Validator.check("check_kotlin.py", ["--strict"] + files.map { folder.appendingPathComponent($0.path).path })
  }

  /// Every shape property, read back from its constructor arguments, draws the resolved
  /// shape: the same size and family on every corner, physical corners wherever they
  /// differ, and a note wherever a continuous curve became circular.
  @Test(arguments: bundledThemes())
  func everyShapeHoldsTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("compose", file)
    try #require(files.count == 1)
    KotlinShape.expectFileDraws(theme, files[0].contents)
  }

  @Test func edgeCasesCompileAndHoldTheResolvedCorners() throws {
    let theme = try Self.edgeCaseTheme()
    let target = try #require(try OutputTarget.bundled().first { $0.id == "compose" })
    let files = target.render(theme)
    try #require(files.count == 1)
    let kotlin = files[0].contents
    KotlinShape.expectFileDraws(theme, kotlin)
    for line in [
      "val ticket: CornerBasedShape = MixedCornerShape(topLeft = CornerSize(8.dp), topRight = CornerSize(8.dp), bottomRight = ShorterSideFraction(0.1f), bottomLeft = CornerSize(8.dp), cutTopLeft = true, cutTopRight = false, cutBottomRight = true, cutBottomLeft = false)",
      "val split: CornerBasedShape = AbsoluteRoundedCornerShape(topLeft = ShorterSideFraction(0.25f), topRight = CornerSize(4.dp), bottomRight = ShorterSideFraction(0f), bottomLeft = CornerSize(2.5.dp))",
      "val odd: CornerBasedShape = RoundedCornerShape(ShorterSideFraction(0.125f))",
      "val tiny: CornerBasedShape = RoundedCornerShape(2.5.dp)",
      "val diamond: CornerBasedShape = CutCornerShape(percent = 50)",
      "val chevron: CornerBasedShape = AbsoluteCutCornerShape(topLeft = 0.dp, topRight = 6.dp, bottomRight = 6.dp, bottomLeft = 0.dp)",
      "val `object`: CornerBasedShape = RoundedCornerShape(4.dp)",
      "object ObjectVariants {",
      "val `in`: CornerBasedShape = RoundedCornerShape(3.dp)",
      // A nested comment would swallow the file; both markers are broken up.
      " * Opens a nested comment / * and closes one * / then / * / both",
      "/** a/ *b */",
      "package chamfer.edgecases",
    ] {
      #expect(kotlin.contains(line), "missing: \(line)")
    }
    let folder = try Scratch.folder("compose-edge")
    try write(files, to: folder)
    Validator.check("check_kotlin.py", ["--strict", folder.appendingPathComponent(files[0].path).path])
  }

  /// material3Shapes fills each stable Material 3 role from the metric named like it and
  /// keeps Material's default for the others; a theme without such metrics has none.
  @Test func material3ShapesTakesTheMetricsNamedForItsRoles() throws {
    let target = try #require(try OutputTarget.bundled().first { $0.id == "compose" })
    let m3File = try #require(bundledThemes().first { $0.lastPathComponent == "material3.yaml" })
    let m3 = try render("compose", m3File).1[0]
    #expect(
      m3.contents.contains(
        """
            val material3Shapes: Shapes = Shapes(
                extraSmall = Scale.extraSmall,
                small = Scale.small,
                medium = Scale.medium,
                large = Scale.large,
                extraLarge = Scale.extraLarge
            )
        """))
    let edge = target.render(try Self.edgeCaseTheme())[0]
    #expect(
      edge.contents.contains(
        """
            val material3Shapes: Shapes = Shapes(
                extraSmall = ShapeDefaults.ExtraSmall,
                small = Scale.small,
                medium = ShapeDefaults.Medium,
                large = Scale.large,
                extraLarge = ShapeDefaults.ExtraLarge
            )
        """))
    let result = Pipeline.check([
      ThemeSource(path: "plain.yaml", text: "chamfer: 1\nname: Plain\nscale:\n  tight: 2\n  loose: 12\n")
    ])
    let plain = target.render(try #require(result.theme))[0]
    #expect(!plain.contents.contains("material3Shapes"))
    #expect(!plain.contents.contains("object Components"))
  }

  @Test func thePackageParamNamesThePackage() throws {
    let file = try #require(bundledThemes().first { $0.lastPathComponent == "default.yaml" })
    let theme = try #require(try checkBundledTheme(file).theme)
    let target = try #require(try OutputTarget.bundled().first { $0.id == "compose" })
    #expect(target.render(theme)[0].contents.contains("\npackage chamfer.chamfer\n"))
    let custom = target.render(theme, params: ["package": "com.acme.ui.theme"])[0].contents
    #expect(custom.contains("\npackage com.acme.ui.theme\n"))
  }

  /// The validator is not a rubber stamp: a trailing comma (Kotlin 1.4 syntax, which
  /// tree-sitter accepts) and a named argument Compose does not have both fail it.
  @Test func checkKotlinRejectsBrokenFiles() throws {
    let file = try #require(bundledThemes().first { $0.lastPathComponent == "default.yaml" })
    let kotlin = try render("compose", file).1[0].contents
    let folder = try Scratch.folder("compose-broken")
    let trailingComma = kotlin.replacingOccurrences(
      of: "extraLarge = Scale.extraLarge\n", with: "extraLarge = Scale.extraLarge,\n")
    let wrongArgument = kotlin.replacingOccurrences(of: "package chamfer.chamfer", with: "package chamfer.broken")
      .replacingOccurrences(of: "bottomRight = 0.dp, bottomLeft = 0.dp)", with: "bottomEnd = 0.dp, bottomLeft = 0.dp)")
    #expect(trailingComma != kotlin && wrongArgument.contains("bottomEnd = 0.dp"))
    let first = folder.appendingPathComponent("TrailingComma.kt")
    let second = folder.appendingPathComponent("WrongArgument.kt")
    try trailingComma.write(to: first, atomically: true, encoding: .utf8)
    try wrongArgument.write(to: second, atomically: true, encoding: .utf8)
    let result = try Spawn.capture(
      "python3", [Validator.folder.appendingPathComponent("check_kotlin.py").path, first.path, second.path])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("TrailingComma.kt:"), "\(result.stdout)")
    #expect(result.stdout.contains("WrongArgument.kt:"), "\(result.stdout)")
  }

  /// Arrows and surfaces the default theme does not show: an arrow on every edge with every
  /// kind of position and tip, percentages and a cut on the body, a tip longer than its side,
  /// an arrow wider than its edge, a circle (which draws no arrows), continuous corners drawn
  /// circular, a scale metric for a Material role that has an arrow, surfaces without a
  /// fill, inner and outer shadows together, centred and outside borders, and a description
  /// of two lines.
  static let arrowCases = """
    chamfer: 1
    name: ArrowCases
    scale:
      small: { size: 4, edges: { bottom: arrow } }
      medium: 8
    components:
      everyEdge:
        description: |
          An arrow on every edge.
          Its doc comment runs over two lines.
        size: 6
        corners: { topRight: { size: 25%, family: cut }, bottomLeft: 12.5% }
        edges:
          top: { arrow: { width: 10, height: 5, position: start, tip: 2 } }
          right: { arrow: { width: 8, height: 4, position: end } }
          bottom: { arrow: { width: 14, height: 7, position: 25%, tip: 3 } }
          left: { arrow: { width: 6, height: 3, position: 4, tip: 0.5 } }
        surface:
          fill: "#336699"
          border: { width: 2, position: outside }
          shadows:
            - { color: "#00000080", x: 1, y: 2, blur: 3, spread: 1, inset: true }
            - { color: "#11223344", x: -1.5, blur: 0, spread: -2 }
      capsuleTip:
        size: full
        edges: { left: { arrow: { width: 40, height: 10, position: center, tip: 30 } } }
        surface: { fill: "#ABCDEF", border: { width: 1.5, color: "#00FF0080", position: center } }
      roundDot: { shape: circle, edges: { top: arrow }, surface: { style: concave, fill: "#DDDDDD" } }
      soft:
        size: 8
        curve: continuous
        edges: { right: arrow }
        surface: { shadows: [{ color: "#FF000080", x: -2, blur: 0, spread: -1 }] }
        variants:
          flat: { edges: { right: none } }
          wide: { edges: { right: { arrow: { width: 200, position: 0 } } } }
          framed: { surface: { border: { width: 1, color: "#000000" }, shadows: none } }

    """

  static func arrowCaseTheme() throws -> ResolvedTheme {
    let result = Pipeline.check([ThemeSource(path: "arrows.yaml", text: arrowCases)])
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
    return try #require(result.theme)
  }

  /// Every shape the theme paints has a SurfaceSpec beside it whose fill, border and every
  /// shadow, read back, are the resolved surface's; shapes it does not paint have none.
  @Test(arguments: bundledThemes())
  func everySurfaceHoldsTheResolvedFillBorderAndShadows(_ file: URL) throws {
    let (theme, files) = try render("compose", file)
    try #require(files.count == 1)
    KotlinSurface.expectFileHolds(theme, files[0].contents)
  }

  /// The default theme, spelled out: the tooltip and its variants are ArrowShapes with the
  /// theme's arrow, border and both shadows; the neumorphic button's pair is outside, and
  /// inside when pressed.
  @Test func theDefaultThemesArrowsAndSurfacesAreSpelledOut() throws {
    let file = try #require(bundledThemes().first { $0.lastPathComponent == "default.yaml" })
    let kotlin = try render("compose", file).1[0].contents
    for line in [
      "val tooltip: Shape = ArrowShape(topLeft = CornerSize(4.dp), topRight = CornerSize(4.dp), bottomRight = CornerSize(4.dp), bottomLeft = CornerSize(0.dp), cutTopLeft = false, cutTopRight = false, cutBottomRight = false, cutBottomLeft = true, bottom = Arrow(width = 12.dp, height = 6.dp, position = ArrowPosition.Center, tip = 1.dp))",
      "top = Arrow(width = 12.dp, height = 6.dp, position = ArrowPosition.Center, tip = 0.dp))",
      "bottom = Arrow(width = 12.dp, height = 6.dp, position = ArrowPosition.End, tip = 1.dp))",
      "bottom = Arrow(width = 12.dp, height = 6.dp, position = ArrowPosition.Points(16.dp), tip = 1.dp))",
      "val tooltipSurface: SurfaceSpec = SurfaceSpec(",
      "fill = Color(0xFF1F2937),",
      "border = BorderSpec(width = 1.dp, color = Color(0x33FFFFFF), position = BorderPosition.Inside),",
      "ShadowSpec(color = Color(0x2E000000), x = 0.dp, y = 2.dp, blur = 6.dp, spread = 0.dp, inset = false),",
      "ShadowSpec(color = Color(0x1F000000), x = 0.dp, y = 10.dp, blur = 24.dp, spread = -4.dp, inset = false)",
      "ShadowSpec(color = Color(0xFFBEC3C9), x = 6.dp, y = 6.dp, blur = 12.dp, spread = 0.dp, inset = false),",
      "ShadowSpec(color = Color(0xFFFFFFFF), x = -6.dp, y = -6.dp, blur = 12.dp, spread = 0.dp, inset = true)",
      "fun Modifier.chamferSurface(surface: ChamferShapes.SurfaceSpec): Modifier = surface.appliedTo(this)",
    ] {
      #expect(kotlin.contains(line), "missing: \(line)")
    }
  }

  /// The arrow and surface edge cases hold the resolved theme and compile; a metric for a
  /// Material role that has an arrow keeps Material's default in material3Shapes.
  @Test func arrowCasesCompileAndHoldTheResolvedTheme() throws {
    let theme = try Self.arrowCaseTheme()
    let target = try #require(try OutputTarget.bundled().first { $0.id == "compose" })
    let files = target.render(theme)
    try #require(files.count == 1)
    let kotlin = files[0].contents
    KotlinShape.expectFileDraws(theme, kotlin)
    KotlinSurface.expectFileHolds(theme, kotlin)
    for line in [
      "val small: Shape = ArrowShape(",
      "        small = ShapeDefaults.Small,\n        medium = Scale.medium,",
      "val roundDot: CornerBasedShape = CircleShape",
      "val flat: CornerBasedShape = RoundedCornerShape(8.dp)",
      "fill = null,",
      "border = BorderSpec(width = 2.dp, color = Color(0xFF29527A), position = BorderPosition.Outside),",
      "shadows = emptyList()",
      "fun Modifier.arrowCasesSurface(surface: ArrowCasesShapes.SurfaceSpec): Modifier",
      // Every line of a doc comment takes the property's indent.
      "\n        /**\n         * An arrow on every edge.\n         * Its doc comment runs over two lines.\n         */\n        val everyEdge: Shape",
    ] {
      #expect(kotlin.contains(line), "missing: \(line)")
    }
    let folder = try Scratch.folder("compose-arrows")
    try write(files, to: folder)
    Validator.check("check_kotlin.py", ["--strict", folder.appendingPathComponent(files[0].path).path])
  }

  /// Run, ArrowShape.createOutline draws what ShapeGeometry draws (continuous corners as
  /// circular arcs, as the file says): the same corners, arrows and tips, point for point,
  /// at several sizes and at densities 1 and 2.5. The generated files and a small driver
  /// run on the JVM against the stubs, whose Path() records its calls.
  @Test func arrowShapesRunTheOutlinesShapeGeometryDraws() throws {
    let defaultFile = try #require(bundledThemes().first { $0.lastPathComponent == "default.yaml" })
    let themes = [try #require(try checkBundledTheme(defaultFile).theme), try Self.arrowCaseTheme()]
    let target = try #require(try OutputTarget.bundled().first { $0.id == "compose" })
    let folder = try Scratch.folder("compose-run")
    var paths: [String] = []
    var cases: [(key: String, shape: ResolvedShape)] = []
    for theme in themes {
      let files = target.render(theme)
      try write(files, to: folder)
      paths += files.map { folder.appendingPathComponent($0.path).path }
      let object = "chamfer.\(Names.kebab(theme.name).replacingOccurrences(of: "-", with: "")).\(Names.pascal(theme.name))Shapes"
      for (path, shape) in KotlinShape.expectedShapes(theme) where shape.kind == .rectangle && !shape.arrows.isEmpty {
        cases.append((object + "." + path.split(separator: ".").map { "`\($0)`" }.joined(separator: "."), shape))
      }
    }
    try #require(cases.count >= 9)
    let sizes: [(Double, Double)] = [(120, 48), (48, 120), (30, 20), (10, 10)]
    let densities: [Double] = [1, 2.5]
    var driver = """
      package chamfer.probe

      import androidx.compose.ui.geometry.Size
      import androidx.compose.ui.graphics.Outline
      import androidx.compose.ui.graphics.Shape
      import androidx.compose.ui.graphics.StubRecordingPath
      import androidx.compose.ui.unit.Density
      import androidx.compose.ui.unit.LayoutDirection

      fun outline(shape: Shape, width: Float, height: Float, scale: Float): String {
          val density = object : Density {
              override val density = scale
              override val fontScale = 1f
          }
          val outline = shape.createOutline(Size(width * scale, height * scale), LayoutDirection.Ltr, density)
          return ((outline as Outline.Generic).path as StubRecordingPath).calls.joinToString(";")
      }

      fun main() {

      """
    for (index, entry) in cases.enumerated() {
      for (width, height) in sizes {
        for density in densities {
          driver += "    println(\"\(index) \(width) \(height) \(density)|\" + outline(\(entry.key), \(width)f, \(height)f, \(density)f))\n"
        }
      }
    }
    driver += "}\n"
    let driverPath = folder.appendingPathComponent("Probe.kt")
    try driver.write(to: driverPath, atomically: true, encoding: .utf8)
    let output = try #require(
      Validator.check("check_kotlin.py", ["--strict", "--run", "chamfer.probe.ProbeKt"] + paths + [driverPath.path]))
    let lines = output.split(separator: "\n").filter { $0.contains("|") }
    #expect(lines.count == cases.count * sizes.count * densities.count, "\(output)")
    for line in lines {
      let parts = line.split(separator: "|", maxSplits: 1)
      let key = parts[0].split(separator: " ").compactMap { Double($0) }
      let (index, width, height, density) = (Int(key[0]), key[1], key[2], key[3])
      var drawn = cases[index].shape
      drawn.corners = drawn.corners.map { corner in
        corner.curve == .continuous ? ResolvedCorner(size: corner.size, family: corner.family, curve: .circular) : corner
      }
      let expected = KotlinOutline.normalized(
        ShapeGeometry(drawn, width: width, height: height).outline.map { KotlinOutline.scaled($0, by: density) })
      let actual = KotlinOutline.normalized(KotlinOutline.parse(parts.count > 1 ? parts[1] : ""))
      let place = "\(cases[index].key) at \(width)×\(height), density \(density)"
      KotlinOutline.expect(actual, matches: expected, place)
    }
  }
}

/// Kotlin call expressions, decoded.
enum KotlinCall {
  /// The arguments of `NAME(…)`, split at the commas outside brackets: `name = value` under
  /// its name, positional ones under "0", "1"…; nil when `text` is not a call of `name`.
  static func arguments(_ text: String, of name: String) -> [String: String]? {
    guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
    let inside = text.dropFirst(name.count + 1).dropLast()
    var parts: [Substring] = []
    var depth = 0
    var start = inside.startIndex
    for index in inside.indices {
      switch inside[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case "," where depth == 0:
        parts.append(inside[start..<index])
        start = inside.index(after: index)
      default: break
      }
    }
    if !inside.isEmpty { parts.append(inside[start...]) }
    var found: [String: String] = [:]
    for (index, part) in parts.enumerated() {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      if let match = trimmed.wholeMatch(of: /(\w+) = (.+)/) {
        found[String(match.1)] = String(match.2)
      } else {
        found["\(index)"] = trimmed
      }
    }
    return found
  }

  /// The items of `listOf(…)`, or none for `emptyList()`.
  static func list(_ text: String) -> [String]? {
    if text == "emptyList()" { return [] }
    guard let items = arguments(text, of: "listOf") else { return nil }
    return (0..<items.count).compactMap { items["\($0)"] }
  }

  /// `12.dp`, `-4.dp`, `0.5.dp`.
  static func dp(_ text: String?) -> Double? {
    guard let text, let match = text.wholeMatch(of: /(-?[0-9.eE+-]+)\.dp/) else { return nil }
    return Double(match.1)
  }

  /// `Color(0xAARRGGBB)`.
  static func color(_ text: String?) -> ChamferKit.Color? {
    guard let text, let match = text.wholeMatch(of: /Color\(0x([0-9A-F]{8})\)/),
      let value = UInt32(match.1, radix: 16)
    else { return nil }
    return ChamferKit.Color(
      red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF),
      alpha: UInt8(value >> 24))
  }
}

/// A shape property as the compose target writes it, decoded from its arguments.
struct KotlinShape {
  enum Kind: String { case circle, capsule, rounded, cut, absoluteRounded, absoluteCut, mixed, arrow }
  struct Corner {
    var size: Size?
    var cut = false
  }

  var kind: Kind
  /// The property's declared type: `CornerBasedShape`, or `Shape` for an ArrowShape.
  var type = "CornerBasedShape"
  var corners: [Corner] = []
  /// An ArrowShape's arrows by edge, as written.
  var arrows: [EdgeName: ResolvedArrow] = [:]
  /// Arguments of an ArrowShape that did not decode.
  var unreadable: [String] = []
  /// The line before the property says Compose draws continuous corners as circular.
  var continuousNote = false

  /// Every `val NAME: CornerBasedShape = EXPRESSION` (or `: Shape`) by its path of objects,
  /// without the file's top object and without backticks: `Scale.large`,
  /// `Components.ButtonVariants.pressed`.
  static func all(in kotlin: String) -> [String: KotlinShape] {
    var shapes: [String: KotlinShape] = [:]
    var objects: [String] = []
    var note = false
    for raw in kotlin.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("// Continuous in the theme") {
        note = true
        continue
      }
      if line.hasPrefix("/**") || line.hasPrefix("*") || line.hasPrefix("//") || line.isEmpty { continue }
      if line.hasPrefix("}"), !objects.isEmpty { objects.removeLast() }
      if line.hasSuffix("{") {
        objects.append(line.firstMatch(of: /^object (\w+) \{$/).map { String($0.1) } ?? "{")
      }
      if let match = line.firstMatch(of: /^val (`?\w+`?): (CornerBasedShape|Shape) = (.+)$/) {
        let path = (objects.dropFirst() + [match.1.replacingOccurrences(of: "`", with: "")]).joined(separator: ".")
        var shape = KotlinShape(String(match.3))
        shape.type = String(match.2)
        shape.continuousNote = note
        shapes[path] = shape
      }
      note = false
    }
    return shapes
  }

  /// `4.dp`, `2.5.dp`, `CornerSize(4.dp)`, `percent = 25`, `CornerSize(percent = 25)`,
  /// `ShorterSideFraction(0.125f)`.
  static func size(_ text: Substring) -> Size? {
    if let match = text.wholeMatch(of: /(?:CornerSize\()?([0-9.eE+-]+)\.dp\)?/) {
      return Double(match.1).map(Size.points)
    }
    if let match = text.wholeMatch(of: /(?:CornerSize\()?percent = (\d+)\)?/) {
      return Double(match.1).map(Size.percent)
    }
    if let match = text.wholeMatch(of: /ShorterSideFraction\(([0-9.eE+-]+)f\)/) {
      return Double(match.1).map { Size.percent(($0 * 100 * 1e9).rounded() / 1e9) }
    }
    return nil
  }

  /// `ArrowPosition.Center`, `ArrowPosition.Points(16.dp)`, `ArrowPosition.Fraction(0.25f)`.
  static func position(_ text: String?) -> ArrowPosition? {
    switch text {
    case "ArrowPosition.Start": return .start
    case "ArrowPosition.Center": return .center
    case "ArrowPosition.End": return .end
    case let text?:
      if let match = text.wholeMatch(of: /ArrowPosition\.Points\((.+)\)/) {
        return KotlinCall.dp(String(match.1)).map(ArrowPosition.points)
      }
      if let match = text.wholeMatch(of: /ArrowPosition\.Fraction\(([0-9.eE+-]+)f\)/) {
        return Double(match.1).map(ArrowPosition.fraction)
      }
      return nil
    case nil: return nil
    }
  }

  /// `Arrow(width = 12.dp, height = 6.dp, position = ArrowPosition.Center, tip = 1.dp)`.
  static func arrow(_ text: String) -> ResolvedArrow? {
    guard let found = KotlinCall.arguments(text, of: "Arrow"), found.count == 4,
      let width = KotlinCall.dp(found["width"]), let height = KotlinCall.dp(found["height"]),
      let position = position(found["position"]), let tip = KotlinCall.dp(found["tip"])
    else { return nil }
    return ResolvedArrow(width: width, height: height, position: position, tip: tip)
  }

  init(_ expression: String) {
    func arguments(_ prefix: String) -> [String: Substring] {
      guard expression.hasPrefix(prefix + "("), expression.hasSuffix(")") else { return [:] }
      let inside = expression.dropFirst(prefix.count + 1).dropLast()
      var found: [String: Substring] = [:]
      for match in inside.matches(of: /(\w+) = ((?:[^,()]|\([^()]*\))+)/) {
        found[String(match.1)] = match.2
      }
      return found
    }
    func uniform(_ prefix: String, cut: Bool) -> [Corner] {
      let inside = expression.dropFirst(prefix.count + 1).dropLast()
      return Array(repeating: Corner(size: Self.size(inside), cut: cut), count: 4)
    }
    let names = CornerName.allCases.map(\.rawValue)
    switch expression {
    case "CircleShape": kind = .circle
    case "RoundedCornerShape(percent = 50)": kind = .capsule
    case _ where expression.hasPrefix("RoundedCornerShape("):
      kind = .rounded
      corners = uniform("RoundedCornerShape", cut: false)
    case _ where expression.hasPrefix("CutCornerShape("):
      kind = .cut
      corners = uniform("CutCornerShape", cut: true)
    case _ where expression.hasPrefix("AbsoluteRoundedCornerShape("):
      kind = .absoluteRounded
      let found = arguments("AbsoluteRoundedCornerShape")
      corners = names.map { Corner(size: found[$0].flatMap(Self.size)) }
    case _ where expression.hasPrefix("AbsoluteCutCornerShape("):
      kind = .absoluteCut
      let found = arguments("AbsoluteCutCornerShape")
      corners = names.map { Corner(size: found[$0].flatMap(Self.size), cut: true) }
    case _ where expression.hasPrefix("MixedCornerShape("):
      kind = .mixed
      let found = arguments("MixedCornerShape")
      corners = names.map {
        Corner(size: found[$0].flatMap(Self.size), cut: found["cut" + Names.pascal($0)] == "true")
      }
    case _ where expression.hasPrefix("ArrowShape("):
      kind = .arrow
      let found = KotlinCall.arguments(expression, of: "ArrowShape") ?? [:]
      corners = names.map {
        Corner(size: found[$0].flatMap { Self.size(Substring($0)) }, cut: found["cut" + Names.pascal($0)] == "true")
      }
      let known = Set(names + names.map { "cut" + Names.pascal($0) } + EdgeName.allCases.map(\.rawValue))
      unreadable = found.keys.filter { !known.contains($0) }.sorted()
      for edge in EdgeName.allCases {
        guard let text = found[edge.rawValue] else { continue }
        if let arrow = Self.arrow(text) { arrows[edge] = arrow } else { unreadable.append(text) }
      }
    default: kind = .mixed
    }
  }

  /// Every scale metric, category, component and variant of `theme` by the path the file
  /// gives it: `Scale.large`, `Components.ButtonVariants.pressed`.
  static func expectedShapes(_ theme: ResolvedTheme) -> [(String, ResolvedShape)] {
    var expected: [(String, ResolvedShape)] = []
    expected += theme.scale.map { ("Scale.\(Names.camel($0.name))", $0.shape) }
    expected += theme.categories.map { ("Categories.\(Names.camel($0.name))", $0.shape) }
    for component in theme.components {
      expected.append(("Components.\(Names.camel(component.name))", component.shape))
      expected += component.variants.map {
        ("Components.\(Names.pascal(component.name))Variants.\(Names.camel($0.name))", $0.shape)
      }
    }
    return expected
  }

  /// Every scale metric, category, component and variant of `theme` is in `kotlin`, and
  /// nothing else is.
  static func expectFileDraws(_ theme: ResolvedTheme, _ kotlin: String) {
    let shapes = all(in: kotlin)
    let expected = expectedShapes(theme)
    #expect(shapes.count == expected.count, "\(Set(shapes.keys).symmetricDifference(expected.map(\.0)))")
    for (name, resolved) in expected {
      guard let shape = shapes[name] else {
        Issue.record("no property \(name)")
        continue
      }
      shape.expectDraws(resolved, name)
    }
  }

  func expectDraws(_ shape: ResolvedShape, _ name: String) {
    let continuous = shape.visibleCorners.contains { $0.family == .rounded && $0.curve == .continuous }
    #expect(continuousNote == continuous, "\(name): the note on continuous corners")
    // A circle has no edges, so its arrows are not drawn; any other shape with arrows is an
    // ArrowShape, typed Shape, and only those are.
    let arrowed = shape.kind == .rectangle && !shape.arrows.isEmpty
    #expect((kind == .arrow) == arrowed, "\(name) is drawn as \(kind), arrows: \(shape.arrows.map(\.edge))")
    #expect(type == (arrowed ? "Shape" : "CornerBasedShape"), "\(name) is typed \(type)")
    switch kind {
    case .circle:
      #expect(shape.kind == .circle, "\(name) is CircleShape")
      return
    case .capsule:
      #expect(shape.isCapsule, "\(name) is a capsule")
      return
    case .rounded, .cut:
      // RoundedCornerShape and CutCornerShape mirror in right-to-left layouts, which only
      // shapes whose corners are all alike may ignore.
      #expect(shape.isUniform, "\(name) has differing corners but is drawn as \(kind)")
    case .absoluteRounded, .absoluteCut, .mixed:
      break
    case .arrow:
      #expect(unreadable.isEmpty, "\(name): unreadable ArrowShape arguments \(unreadable)")
      #expect(Set(arrows.keys) == Set(shape.arrows.map(\.edge)), "\(name): arrows on \(arrows.keys)")
      for (edge, resolved) in shape.arrows {
        #expect(arrows[edge] == resolved, "\(name) \(edge): \(String(describing: arrows[edge])) vs \(resolved)")
      }
    }
    #expect(shape.kind == .rectangle && (!shape.isCapsule || kind == .arrow), "\(name) is drawn as \(kind)")
    #expect(corners.count == 4, "\(name)")
    for (index, (drawn, resolved)) in zip(corners, shape.corners).enumerated() {
      let place = "\(name) \(CornerName.allCases[index])"
      guard let size = drawn.size else {
        Issue.record("\(place): unreadable size")
        continue
      }
      if resolved.size.value == 0 {
        #expect(size.value == 0, "\(place): \(size) vs \(resolved.size)")
        continue
      }
      #expect(size == resolved.size, "\(place): \(size) vs \(resolved.size)")
      #expect(drawn.cut == (resolved.family == .cut), "\(place): cut \(drawn.cut)")
    }
  }
}

/// A `val NAMESurface: SurfaceSpec = SurfaceSpec(…)` as the compose target writes it,
/// decoded from its arguments.
struct KotlinSurface {
  var shape: String?
  /// nil when the argument did not decode; .some(nil) for `fill = null`.
  var fill: ChamferKit.Color??
  var border: ResolvedBorder??
  var shadows: [Shadow]?

  /// Every SurfaceSpec by the path of the shape property it paints (`Components.tooltip`),
  /// read across its lines.
  static func all(in kotlin: String) -> [String: KotlinSurface] {
    var surfaces: [String: KotlinSurface] = [:]
    var objects: [String] = []
    var open: (path: String, text: String)?
    for raw in kotlin.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if var current = open {
        // One argument or list item a line; the call ends where its brackets balance.
        current.text += line
        let depth = current.text.filter { $0 == "(" }.count - current.text.filter { $0 == ")" }.count
        if depth == 0 {
          surfaces[current.path] = KotlinSurface(current.text)
          open = nil
        } else {
          open = current
        }
        continue
      }
      if line.hasPrefix("/**") || line.hasPrefix("*") || line.hasPrefix("//") || line.isEmpty { continue }
      if line.hasPrefix("}"), !objects.isEmpty { objects.removeLast() }
      if line.hasSuffix("{") {
        objects.append(line.firstMatch(of: /^object (\w+) \{$/).map { String($0.1) } ?? "{")
      }
      if let match = line.wholeMatch(of: /val (\w+)Surface: SurfaceSpec = SurfaceSpec\(/) {
        open = ((objects.dropFirst() + [String(match.1)]).joined(separator: "."), "SurfaceSpec(")
      }
    }
    return surfaces
  }

  /// `ShadowSpec(color = Color(0x2E000000), x = 0.dp, y = 2.dp, blur = 6.dp, spread = 0.dp, inset = false)`.
  static func shadow(_ text: String) -> Shadow? {
    guard let found = KotlinCall.arguments(text, of: "ShadowSpec"), found.count == 6,
      let color = KotlinCall.color(found["color"]), let x = KotlinCall.dp(found["x"]),
      let y = KotlinCall.dp(found["y"]), let blur = KotlinCall.dp(found["blur"]),
      let spread = KotlinCall.dp(found["spread"]), let inset = found["inset"], inset == "true" || inset == "false"
    else { return nil }
    return Shadow(color: color, x: x, y: y, blur: blur, spread: spread, inset: inset == "true")
  }

  init(_ text: String) {
    let found = KotlinCall.arguments(text, of: "SurfaceSpec") ?? [:]
    shape = found["shape"]
    switch found["fill"] {
    case "null": fill = .some(nil)
    case let text: fill = KotlinCall.color(text).map { .some($0) }
    }
    switch found["border"] {
    case "null": border = .some(nil)
    case let text?:
      let positions: [String: BorderPosition] = [
        "BorderPosition.Inside": .inside, "BorderPosition.Center": .center, "BorderPosition.Outside": .outside,
      ]
      if let parts = KotlinCall.arguments(text, of: "BorderSpec"), parts.count == 3,
        let width = KotlinCall.dp(parts["width"]), let color = KotlinCall.color(parts["color"]),
        let position = parts["position"].flatMap({ positions[$0] })
      {
        border = .some(ResolvedBorder(width: width, color: color, position: position))
      }
    case nil: border = nil
    }
    if let items = found["shadows"].flatMap(KotlinCall.list) {
      let decoded = items.compactMap(Self.shadow)
      shadows = decoded.count == items.count ? decoded : nil
    }
  }

  /// Every shape of `theme` that has a surface has a SurfaceSpec holding it, and no other does.
  static func expectFileHolds(_ theme: ResolvedTheme, _ kotlin: String) {
    let surfaces = all(in: kotlin)
    let expected = KotlinShape.expectedShapes(theme).compactMap { path, shape in shape.surface.map { (path, $0) } }
    #expect(
      Set(surfaces.keys) == Set(expected.map(\.0)),
      "surfaces: \(Set(surfaces.keys).symmetricDifference(expected.map(\.0)))")
    for (path, resolved) in expected {
      guard let surface = surfaces[path] else { continue }
      let name = String(path.split(separator: ".").last!)
      #expect(surface.shape?.replacingOccurrences(of: "`", with: "") == name, "\(path): paints \(surface.shape ?? "?")")
      #expect(surface.fill == .some(resolved.fill), "\(path): fill \(String(describing: surface.fill))")
      #expect(surface.border == .some(resolved.border), "\(path): border \(String(describing: surface.border))")
      #expect(surface.shadows == resolved.shadows, "\(path): shadows \(String(describing: surface.shadows))")
    }
  }
}

/// Outlines as PathElements: what ArrowShape drew (the calls the stubs' recording Path
/// wrote down) and what ShapeGeometry draws, made comparable.
enum KotlinOutline {
  /// `moveTo 0.0 4.0;arcTo 0.0 0.0 8.0 8.0 180.0 90.0 false;…`. An arc is a quarter of the
  /// circle in its rectangle from its start angle, clockwise.
  static func parse(_ calls: Substring) -> [PathElement] {
    calls.split(separator: ";").compactMap { call in
      let words = call.split(separator: " ")
      let numbers = words.dropFirst().compactMap { Double($0) }
      switch (words.first, numbers.count) {
      case ("moveTo", 2): return .move(Point(numbers[0], numbers[1]))
      case ("lineTo", 2): return .line(Point(numbers[0], numbers[1]))
      case ("cubicTo", 6):
        return .cubic(
          control1: Point(numbers[0], numbers[1]), control2: Point(numbers[2], numbers[3]),
          to: Point(numbers[4], numbers[5]))
      case ("arcTo", 6):
        let radius = (numbers[2] - numbers[0]) / 2
        let centre = Point((numbers[0] + numbers[2]) / 2, (numbers[1] + numbers[3]) / 2)
        let end = (numbers[4] + numbers[5]) * Double.pi / 180
        return .arc(radius: radius, to: Point(centre.x + radius * cos(end), centre.y + radius * sin(end)))
      case ("close", 0): return .close
      default:
        Issue.record("unreadable path call '\(call)'")
        return nil
      }
    }
  }

  static func scaled(_ element: PathElement, by factor: Double) -> PathElement {
    func s(_ p: Point) -> Point { Point(p.x * factor, p.y * factor) }
    switch element {
    case .move(let p): return .move(s(p))
    case .line(let p): return .line(s(p))
    case .cubic(let c1, let c2, let to): return .cubic(control1: s(c1), control2: s(c2), to: s(to))
    case .arc(let radius, let to): return .arc(radius: radius * factor, to: s(to))
    case .close: return .close
    }
  }

  static let tolerance = 1e-3

  static func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }

  /// Without lines that go nowhere (a corner of size 0, a tip that reaches the base).
  static func normalized(_ elements: [PathElement]) -> [PathElement] {
    var result: [PathElement] = []
    var current = Point(0, 0)
    for element in elements {
      switch element {
      case .move(let p):
        current = p
      case .line(let p):
        if near(p, current) { continue }
        current = p
      case .cubic(_, _, let p), .arc(_, let p):
        current = p
      case .close:
        break
      }
      result.append(element)
    }
    return result
  }

  static func expect(_ actual: [PathElement], matches expected: [PathElement], _ place: String) {
    guard actual.count == expected.count else {
      Issue.record("\(place): \(actual.count) path elements, expected \(expected.count):\n\(actual)\n\(expected)")
      return
    }
    for (index, (a, e)) in zip(actual, expected).enumerated() {
      let same: Bool
      switch (a, e) {
      case (.move(let p), .move(let q)), (.line(let p), .line(let q)): same = near(p, q)
      case (.cubic(let a1, let a2, let a3), .cubic(let e1, let e2, let e3)):
        same = near(a1, e1) && near(a2, e2) && near(a3, e3)
      case (.arc(let r, let p), .arc(let s, let q)): same = abs(r - s) <= tolerance && near(p, q)
      case (.close, .close): same = true
      default: same = false
      }
      if !same {
        Issue.record("\(place): element \(index) is \(a), expected \(e)")
        return
      }
    }
  }
}

extension ComposeTargetTests {
  /// A component's state variants drive `<Component>Variants.inState`: press, hover,
  /// focus and drag collected from its InteractionSource, `enabled`, `selected` and
  /// `isError` as Material 3's parameters, the first state in the theme's order winning;
  /// variants that are no state (compact) stay out. kotlinc compiles it against stubs of
  /// Compose's runtime and interaction APIs, with warnings (an unused parameter) failing.
  @Test func stateVariantsPickTheShapeInCompose() throws {
    let theme = try WebRuntimeTests.statesTheme()
    let target = try #require(try OutputTarget.bundled().first { $0.id == "compose" })
    let files = target.render(theme)
    let kotlin = files[0].contents
    let expected = """
                  @Composable
                  fun inState(interactionSource: InteractionSource, enabled: Boolean = true, selected: Boolean = false, isError: Boolean = false): Shape {
                      val isPressed by interactionSource.collectIsPressedAsState()
                      val isHovered by interactionSource.collectIsHoveredAsState()
                      val isFocused by interactionSource.collectIsFocusedAsState()
                      val isDragged by interactionSource.collectIsDraggedAsState()
                      return when {
                          isPressed -> KeyVariants.pressed
                          isHovered -> KeyVariants.hover
                          isFocused -> KeyVariants.focused
                          !enabled -> KeyVariants.disabled
                          selected -> KeyVariants.selected
                          isError -> KeyVariants.error
                          isDragged -> KeyVariants.dragged
                          else -> Components.key
                      }
                  }
      """
    #expect(kotlin.contains(expected), "\(kotlin)")
    // The tip has a pressed variant only: no parameter it would not read.
    #expect(kotlin.contains("fun inState(interactionSource: InteractionSource): Shape {\n                val isPressed by"))
    let folder = try Scratch.folder("compose-states")
    try write(files, to: folder)
    Validator.check("check_kotlin.py", ["--strict", folder.appendingPathComponent(files[0].path).path])
  }
}
