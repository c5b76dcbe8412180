import ChamferKit
import Foundation
import Testing
import TestSupport

@Suite struct FlutterTargetTests {
  /// The tree-sitter Dart grammar parses the file without an ERROR or MISSING node.
  @Test(arguments: bundledThemes())
  func theDartFileParses(_ file: URL) throws {
    let (_, files) = try render("flutter", file)
    let folder = try Scratch.folder("flutter")
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

  /// Every component and variant with a surface has a ShapeDecoration with its fill, its
  /// outer shadows in the theme's order and its border constant as the shape, whose side
  /// is the surface's border; inner shadows are an InnerShadows decoration; components
  /// without a surface have neither.
  @Test(arguments: bundledThemes())
  func everySurfaceHoldsTheResolvedFillBorderAndShadows(_ file: URL) throws {
    let (theme, files) = try render("flutter", file)
    let dart = files[0].contents
    let prefix = Names.pascal(theme.name)
    let borders = DartBorder.all(in: dart, theme: prefix)
    var decorations: [String: String] = [:]
    for match in dart.matches(of: /static const ShapeDecoration (\w+)Decoration = ShapeDecoration\(([^;]*)\);/) {
      decorations[String(match.1)] = String(match.2)
    }
    var inner: [String: String] = [:]
    for match in dart.matches(of: /static const (\w+)InnerShadows (\w+)InnerShadows = \w+InnerShadows\(([^;]*)\);/) {
      #expect(match.1 == prefix)
      inner[String(match.2)] = String(match.3)
    }
    var painted = 0
    for (name, border, shape) in Self.componentsAndVariants(theme) {
      let drawn = try #require(borders[border], "no border \(border)")
      guard let surface = shape.surface else {
        #expect(decorations[name] == nil && inner[name] == nil, "\(name) has no surface")
        #expect(drawn.side == nil, "\(name) has no border")
        continue
      }
      painted += 1
      let decoration = try #require(decorations[name], "no \(name)Decoration")
      #expect(decoration.contains("shape: \(border),"), "\(name)Decoration draws \(border)")
      let fill = decoration.firstMatch(of: /color: Color\((0x[0-9A-F]{8})\),\n/).map { Self.color(String($0.1)) }
      #expect(fill == surface.fill, "\(name) fill")
      #expect(Self.shadows(in: decoration) == surface.shadows.filter { !$0.inset }, "\(name) outer shadows")
      let insetShadows = surface.shadows.filter(\.inset)
      if insetShadows.isEmpty {
        #expect(inner[name] == nil, "\(name) has no inner shadows")
      } else {
        let written = try #require(inner[name], "no \(name)InnerShadows")
        #expect(written.contains("shape: \(border),"), "\(name)InnerShadows clips to \(border)")
        #expect(Self.shadows(in: written) == insetShadows.map { shadow in
          var outer = shadow
          outer.inset = false
          return outer
        }, "\(name) inner shadows")
      }
      #expect(drawn.side?.color == surface.border?.color, "\(name) border colour")
      #expect(drawn.side?.width == surface.border?.width, "\(name) border width")
      #expect(drawn.side?.position == surface.border?.position, "\(name) border position")
    }
    #expect(decorations.count == painted)
    if file.lastPathComponent == "default.yaml" {
      #expect(painted >= 6, "the default theme paints the tooltip and the neumorphic button")
      #expect(!inner.isEmpty, "the pressed neumorphic button is concave")
    }
  }

  /// The default theme's arrows, read back from the border constants: an edge, a width,
  /// a height, a position and a tip for every arrow the theme resolves, and no other.
  @Test func everyArrowOfTheDefaultThemeIsDrawn() throws {
    let file = try #require(bundledThemes().first { $0.lastPathComponent == "default.yaml" })
    let (theme, files) = try render("flutter", file)
    let borders = DartBorder.all(in: files[0].contents, theme: Names.pascal(theme.name))
    var arrows = 0
    for (name, border, shape) in Self.componentsAndVariants(theme) {
      let drawn = try #require(borders[border], "no border \(border)")
      let expected = shape.kind == .circle ? [:] : Dictionary(uniqueKeysWithValues: shape.arrows.map { ($0.edge, $0.arrow) })
      #expect(drawn.arrows == expected, "\(name)")
      if !expected.isEmpty { #expect(drawn.kind == .corners, "\(name) needs the corners border for its arrows") }
      arrows += expected.count
    }
    #expect(arrows == 4, "tooltip and its three variants")
  }

  /// Components and variants with the names of their decoration and border constants.
  static func componentsAndVariants(_ theme: ResolvedTheme) -> [(name: String, border: String, shape: ResolvedShape)] {
    var found: [(String, String, ResolvedShape)] = []
    for component in theme.components {
      let name = Names.camel(component.name)
      found.append((name, Names.dartIdentifier(name), component.shape))
      found += component.variants.map { ("\(name)\(Names.pascal($0.name))", "\(name)\(Names.pascal($0.name))", $0.shape) }
    }
    return found
  }

  /// `0xAARRGGBB` as a colour.
  static func color(_ argb: String) -> Color? {
    guard let value = UInt32(argb.dropFirst(2), radix: 16) else { return nil }
    return Color(
      red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF),
      alpha: UInt8(value >> 24))
  }

  /// Every `BoxShadow(...)` in `text`, in order, as outer shadows.
  static func shadows(in text: String) -> [Shadow] {
    text.matches(
      of: /BoxShadow\(color: Color\((0x[0-9A-F]{8})\), offset: Offset\(([-0-9.e]+), ([-0-9.e]+)\), blurRadius: ([-0-9.e]+), spreadRadius: ([-0-9.e]+)\)/
    ).map { match in
      Shadow(
        color: color(String(match.1)) ?? Color(red: 0, green: 0, blue: 0, alpha: 0), x: Double(match.2) ?? .nan,
        y: Double(match.3) ?? .nan, blur: Double(match.4) ?? .nan, spread: Double(match.5) ?? .nan)
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
    // Text fields stay underlined: only `border`, an underline with the field's corners,
    // which Flutter paints in Material's state colours; outlined fields take the
    // outline constant. No state border, which would win over every field's own.
    let input = try #require(dart.firstMatch(of: /inputDecorationTheme: theme\.inputDecorationTheme\.copyWith\(\n([^;]*?)\n      \),/))
    #expect(input.1.hasPrefix("        border: const UnderlineInputBorder(borderRadius: BorderRadius.only("), "\(input.1)")
    #expect(input.1.split(separator: "\n").count == 1)
    #expect(!dart.contains("OutlineInputBorder(borderRadius") || dart.contains("static const OutlineInputBorder textFieldOutlineBorder"))
    for state in ["enabledBorder", "focusedBorder", "errorBorder", "disabledBorder"] {
      #expect(!dart.contains("\(state):"), "\(state) would override every field's own border")
    }
    // compact is not a state, so it is not in the resolver.
    #expect(!dart.contains("WidgetState.compact"))
    #expect(theme.component("button")?.variants.map(\.name) == ["pressed", "compact"])
  }
}

extension FlutterTargetTests {
  /// Theme changes and AnimatedContainer lerp between two borders or two inner-shadow
  /// decorations: the generated classes lerp corner by corner (sizes move when both
  /// corners are cut or both rounded, measured alike), arrow by arrow and shadow by
  /// shadow, rather than cross-fading and switching at t = 0.5. Only the text is
  /// checked here: the tests have no Dart SDK to run it.
  @Test func bordersAndInnerShadowsLerp() throws {
    let file = try #require(bundledThemes().first { $0.lastPathComponent == "default.yaml" })
    let (theme, files) = try render("flutter", file)
    let dart = files[0].contents
    let prefix = Names.pascal(theme.name)
    for (type, base) in [("\(prefix)CornersBorder", "ShapeBorder"), ("\(prefix)InnerShadows", "Decoration")] {
      #expect(dart.contains("  \(base)? lerpFrom(\(base)? a, double t) =>\n      a is \(type) ? lerp(a, this, t) : super.lerpFrom(a, t);"), "\(type).lerpFrom")
      #expect(dart.contains("  \(base)? lerpTo(\(base)? b, double t) =>\n      b is \(type) ? lerp(this, b, t) : super.lerpTo(b, t);"), "\(type).lerpTo")
      #expect(dart.contains("  static \(type) lerp(\(type) a, \(type) b, double t) => \(type)("), "\(type).lerp")
    }
    for corner in ["topLeft", "topRight", "bottomRight", "bottomLeft"] {
      #expect(dart.contains("\(corner): \(prefix)Corner.lerp(a.\(corner), b.\(corner), t),"))
    }
    for edge in ["top", "right", "bottom", "left"] {
      #expect(dart.contains("\(edge)Arrow: \(prefix)Arrow.lerp(a.\(edge)Arrow, b.\(edge)Arrow, t),"))
    }
    #expect(dart.contains("side: BorderSide.lerp(a.side, b.side, t),"))
    #expect(dart.contains("if (a.cut != b.cut || a.fraction != b.fraction) return t < 0.5 ? a : b;\n    return \(prefix)Corner(a.size + (b.size - a.size) * t, cut: a.cut, fraction: a.fraction);"))
    #expect(dart.contains("shadows: BoxShadow.lerpList(a.shadows, b.shadows, t)!,"))
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
  /// The arrows of a corners border, by edge.
  var arrows: [EdgeName: ResolvedArrow] = [:]
  /// `side: BorderSide(...)`, if the border has one.
  var side: ResolvedBorder?

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
    case _ where expression.hasPrefix("CircleBorder("): kind = .circle
    case _ where expression.hasPrefix("StadiumBorder("): kind = .stadium
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
    if let match = expression.firstMatch(
      of: /side: BorderSide\(color: Color\((0x[0-9A-F]{8})\), width: ([-0-9.e]+), strokeAlign: BorderSide\.strokeAlign(\w+)\)/)
    {
      let position: BorderPosition? = switch match.3 {
      case "Inside": .inside
      case "Center": .center
      case "Outside": .outside
      default: nil
      }
      if let color = FlutterTargetTests.color(String(match.1)), let position {
        side = ResolvedBorder(width: number(match.2), color: color, position: position)
      }
    }
    for match in expression.matches(of: try! Regex("(top|right|bottom|left)Arrow: \(theme)Arrow\\(([^)]*)\\)")) {
      guard let edge = (match.output[1].substring).flatMap({ EdgeName(rawValue: String($0)) }),
        let arguments = match.output[2].substring
      else { continue }
      func argument(_ name: String) -> Substring? {
        arguments.firstMatch(of: try! Regex("\(name): ([-0-9.e]+)"))?.output[1].substring
      }
      let at = argument("at").map(number) ?? 0
      let position: ArrowPosition
      switch arguments.firstMatch(of: try! Regex("position: \(theme)ArrowPosition\\.(\\w+)"))?.output[1].substring {
      case nil: position = .center
      case "start": position = .start
      case "end": position = .end
      case "points": position = .points(at)
      case "fraction": position = .fraction(at)
      default: position = .points(.nan)
      }
      arrows[edge] = ResolvedArrow(
        width: argument("width").map(number) ?? .nan, height: argument("height").map(number) ?? .nan,
        position: position, tip: argument("tip").map(number) ?? 0)
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

extension FlutterTargetTests {
  /// A tap's ink stays inside the shape: Flutter clips an InkWell's splash and highlight
  /// to its `customBorder`'s outer path (`InteractiveInkFeature.paintInkCircle` in
  /// flutter/flutter's packages/flutter/lib/src/material/ink_well.dart), and
  /// `ButtonStyleButton` passes its style's shape as that border (button_style_button.dart
  /// at 009a4d57), so the buttons `apply` shapes clip their own ink. For other surfaces the
  /// file has `<Name>InkWell`, which gives the InkWell and its Material the same shape.
  /// Checked as text and by the tree-sitter grammar (no Dart SDK here).
  @Test(arguments: bundledThemes())
  func inkStaysInsideTheShape(_ file: URL) throws {
    let (theme, files) = try render("flutter", file)
    let dart = files[0].contents
    let type = Names.pascal(theme.name)
    let widget = try #require(
      dart.firstMatch(of: try Regex("\nclass \(type)InkWell extends StatelessWidget \\{\n(?s:.*?)\n\\}\n")),
      "no \(type)InkWell widget")
    let body = String(dart[widget.range])
    #expect(body.contains("final ShapeBorder shape;"))
    let build = try #require(body.firstMatch(of: /return Material\((?s:.*?)\n    \);/), "no Material in build")
    let material = String(body[build.range])
    #expect(material.contains("shape: shape,") && material.contains("clipBehavior: Clip.antiAlias,"), "\(material)")
    #expect(material.contains("InkWell(\n        customBorder: shape,"), "the ink takes the shape: \(material)")
    // The borders the ink is clipped by draw their own outline.
    if dart.contains("class \(type)CornersBorder extends OutlinedBorder") {
      #expect(dart.contains("Path getOuterPath(Rect rect, {TextDirection? textDirection})"))
    }
  }
}
