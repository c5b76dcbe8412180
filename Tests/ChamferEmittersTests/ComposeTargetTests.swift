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
    let folder = try temporaryFolder("compose")
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
    let folder = try temporaryFolder("compose-edge")
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
    let folder = try temporaryFolder("compose-broken")
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
}

/// A shape property as the compose target writes it, decoded from its arguments.
struct KotlinShape {
  enum Kind: String { case circle, capsule, rounded, cut, absoluteRounded, absoluteCut, mixed }
  struct Corner {
    var size: Size?
    var cut = false
  }

  var kind: Kind
  var corners: [Corner] = []
  /// The line before the property says Compose draws continuous corners as circular.
  var continuousNote = false

  /// Every `val NAME: CornerBasedShape = EXPRESSION` by its path of objects, without the
  /// file's top object and without backticks: `Scale.large`,
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
      if let match = line.firstMatch(of: /^val (`?\w+`?): CornerBasedShape = (.+)$/) {
        let path = (objects.dropFirst() + [match.1.replacingOccurrences(of: "`", with: "")]).joined(separator: ".")
        var shape = KotlinShape(String(match.2))
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
    default: kind = .mixed
    }
  }

  /// Every scale metric, category, component and variant of `theme` is in `kotlin`, and
  /// nothing else is.
  static func expectFileDraws(_ theme: ResolvedTheme, _ kotlin: String) {
    let shapes = all(in: kotlin)
    var expected: [(String, ResolvedShape)] = []
    expected += theme.scale.map { ("Scale.\(Names.camel($0.name))", $0.shape) }
    expected += theme.categories.map { ("Categories.\(Names.camel($0.name))", $0.shape) }
    for component in theme.components {
      expected.append(("Components.\(Names.camel(component.name))", component.shape))
      expected += component.variants.map {
        ("Components.\(Names.pascal(component.name))Variants.\(Names.camel($0.name))", $0.shape)
      }
    }
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
    }
    #expect(shape.kind == .rectangle && !shape.isCapsule, "\(name) is drawn as \(kind)")
    #expect(corners.count == 4, "\(name)")
    for (index, (drawn, resolved)) in zip(corners, shape.corners).enumerated() {
      let place = "\(name) \(CornerName.allCases[index])"
      let size = try? #require(drawn.size, "\(place): unreadable size")
      guard let size else { continue }
      if resolved.size.value == 0 {
        #expect(size.value == 0, "\(place): \(size) vs \(resolved.size)")
        continue
      }
      #expect(size == resolved.size, "\(place): \(size) vs \(resolved.size)")
      #expect(drawn.cut == (resolved.family == .cut), "\(place): cut \(drawn.cut)")
    }
  }
}
