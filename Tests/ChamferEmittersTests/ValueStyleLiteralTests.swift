@testable import ChamferEmitters
import ChamferKit
import Testing

/// The literals value styles build once per shape, checked on their own, without a
/// template: each is what a target's template used to spell out with sections.
@Suite struct ValueStyleLiteralTests {
  private func corner(
    _ size: Size, _ family: CornerFamily = .rounded, _ curve: CornerCurve = .circular, smoothing: Double? = nil
  ) -> ResolvedCorner {
    ResolvedCorner(size: size, family: family, curve: curve, smoothing: smoothing)
  }

  private func shape(_ corners: [ResolvedCorner], kind: ShapeKind = .rectangle, arrow: ResolvedArrow? = nil) -> ResolvedShape {
    var edges = ResolvedEdge.straight
    if let arrow { edges[2] = ResolvedEdge(name: .bottom, arrow: arrow) }
    return ResolvedShape(kind: kind, corners: corners, edges: edges)
  }

  /// The Swift `Token` of a shape: whole on the declaration's line when it can be, else
  /// an argument a line, every one but the last ending in a comma.
  @Test func swiftTokens() {
    let uniform = shape(Array(repeating: corner(.points(8)), count: 4))
    #expect(SwiftValueStyle.token(uniform, traits: ShapeTraits(uniform)) == ("Token(uniform: Corner(.points(8), .rounded, .circular))", []))
    let circle = shape(Array(repeating: corner(.percent(50)), count: 4), kind: .circle)
    #expect(SwiftValueStyle.token(circle, traits: ShapeTraits(circle)) == ("Token.circle", []))
    let arrow = ResolvedArrow(width: 12, height: 6, position: .center, tip: 1)
    let mixed = shape([corner(.points(8)), corner(.points(0)), corner(.percent(25), .cut), corner(.points(4))], arrow: arrow)
    let (head, lines) = SwiftValueStyle.token(mixed, traits: ShapeTraits(mixed))
    #expect(head == "Token(")
    #expect(
      lines == [
        "  .rectangle,", "  topLeft: Corner(.points(8), .rounded, .circular),", "  topRight: Corner(.points(0), .rounded, .circular),",
        "  bottomRight: Corner(.fraction(0.25), .cut, .circular),", "  bottomLeft: Corner(.points(4), .rounded, .circular),",
        "  edges: Edges(bottom: Arrow(width: 12, height: 6, position: .center, tip: 1))", ")",
      ])
    var painted = uniform
    painted.surface = ResolvedSurface(
      fill: Color(red: 0x33, green: 0x66, blue: 0x99), border: nil, style: .flat, distance: 0, intensity: 0,
      shadows: [Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0x40), x: 0, y: 2, blur: 4, inset: true)],
      derivedShadows: false)
    #expect(
      SwiftValueStyle.token(painted, traits: ShapeTraits(painted)).lines == [
        "  uniform: Corner(.points(8), .rounded, .circular),", "  surface: Surface(", "    fill: RGBA(argb: 0xFF336699),",
        "    shadows: [", "      Shadow(color: RGBA(argb: 0x40000000), x: 0, y: 2, blur: 4, spread: 0, inset: true),", "    ],",
        "    style: .flat", "  )", ")",
      ])
  }

  @Test func swiftCornersAndArrows() {
    #expect(SwiftValueStyle.corner(corner(.points(8))) == "Corner(.points(8), .rounded, .circular)")
    #expect(
      SwiftValueStyle.corner(corner(.percent(25), .rounded, .continuous, smoothing: 0.6))
        == "Corner(.fraction(0.25), .rounded, .continuous, smoothing: 0.6)")
    #expect(
      SwiftValueStyle.arrow(ResolvedArrow(width: 12, height: 6, position: .fraction(0.25), tip: 1.5))
        == "Arrow(width: 12, height: 6, position: .fraction(0.25), tip: 1.5)")
  }

  @Test func composeShapes() {
    let uniform = shape(Array(repeating: corner(.points(4)), count: 4))
    #expect(ComposeValueStyle.shape(uniform, traits: ShapeTraits(uniform)) == "RoundedCornerShape(4.dp)")
    let cut = shape(Array(repeating: corner(.points(2.5), .cut), count: 4))
    #expect(ComposeValueStyle.shape(cut, traits: ShapeTraits(cut)) == "CutCornerShape(2.5.dp)")
    let capsule = shape(Array(repeating: corner(.full), count: 4))
    #expect(ComposeValueStyle.shape(capsule, traits: ShapeTraits(capsule)) == "RoundedCornerShape(percent = 50)")
    let circle = shape(Array(repeating: corner(.full), count: 4), kind: .circle)
    #expect(ComposeValueStyle.shape(circle, traits: ShapeTraits(circle)) == "CircleShape")
    let relative = shape([corner(.percent(12.5)), corner(.points(4)), corner(.points(4)), corner(.points(0))])
    #expect(
      ComposeValueStyle.shape(relative, traits: ShapeTraits(relative))
        == "AbsoluteRoundedCornerShape(topLeft = ShorterSideFraction(0.125f), topRight = CornerSize(4.dp), "
        + "bottomRight = CornerSize(4.dp), bottomLeft = CornerSize(0.dp))")
    let mixed = shape([corner(.points(8), .cut), corner(.points(8)), corner(.points(8)), corner(.points(8))])
    #expect(
      ComposeValueStyle.shape(mixed, traits: ShapeTraits(mixed))
        == "MixedCornerShape(topLeft = CornerSize(8.dp), topRight = CornerSize(8.dp), bottomRight = CornerSize(8.dp), "
        + "bottomLeft = CornerSize(8.dp), cutTopLeft = true, cutTopRight = false, cutBottomRight = false, "
        + "cutBottomLeft = false)")
    let arrowed = shape(uniform.corners, arrow: ResolvedArrow(width: 12, height: 6, position: .points(16)))
    #expect(ComposeValueStyle.shape(arrowed, traits: ShapeTraits(arrowed)) == nil)
    #expect(ComposeValueStyle.shapeType(ShapeTraits(arrowed)) == "Shape")
    #expect(ComposeValueStyle.shapeType(ShapeTraits(uniform)) == "CornerBasedShape")
    #expect(
      ComposeValueStyle.arrow(ResolvedArrow(width: 12, height: 6, position: .points(16)))
        == "Arrow(width = 12.dp, height = 6.dp, position = ArrowPosition.Points(16.dp), tip = 0.dp)")
  }

  /// Flutter's own border classes where one draws the shape, the generated one otherwise.
  @Test func flutterBorders() {
    func border(_ shape: ResolvedShape) -> String { DartValueStyle.border(shape, traits: ShapeTraits(shape), prefix: "Acme") }
    let four = { (corner: ResolvedCorner) in Array(repeating: corner, count: 4) }
    #expect(border(shape(four(corner(.full)), kind: .circle)) == "CircleBorder()")
    #expect(border(shape(four(corner(.full)))) == "StadiumBorder()")
    #expect(
      border(shape(four(corner(.points(8), .cut))))
        == "BeveledRectangleBorder(borderRadius: BorderRadius.all(Radius.circular(8.0)))")
    #expect(
      border(shape(four(corner(.points(8), .rounded, .continuous))))
        == "RoundedSuperellipseBorder(borderRadius: BorderRadius.all(Radius.circular(8.0)))")
    var painted = shape(four(corner(.points(4))))
    painted.surface = ResolvedSurface(
      fill: nil, border: ResolvedBorder(width: 1, color: Color(red: 255, green: 0, blue: 0, alpha: 128), position: .outside),
      style: .flat, distance: 0, intensity: 0, shadows: [], derivedShadows: false)
    #expect(
      border(painted)
        == "RoundedRectangleBorder(borderRadius: BorderRadius.all(Radius.circular(4.0)), side: BorderSide(color: "
        + "Color(0x80FF0000), width: 1.0, strokeAlign: BorderSide.strokeAlignOutside))")
    // A capsule with an arrow, and a share of the shorter side, take the generated class.
    let arrowed = shape(four(corner(.full)), arrow: ResolvedArrow(width: 12, height: 6, position: .fraction(0.25), tip: 1))
    #expect(
      border(arrowed)
        == "AcmeCornersBorder(topLeft: AcmeCorner(0.5, fraction: true), topRight: AcmeCorner(0.5, fraction: true), "
        + "bottomRight: AcmeCorner(0.5, fraction: true), bottomLeft: AcmeCorner(0.5, fraction: true), "
        + "bottomArrow: AcmeArrow(width: 12.0, height: 6.0, position: AcmeArrowPosition.fraction, at: 0.25, tip: 1.0))")
    #expect(
      border(shape([corner(.percent(10)), corner(.points(2)), corner(.points(2)), corner(.points(2))]))
        .hasPrefix("AcmeCornersBorder(topLeft: AcmeCorner(0.1, fraction: true), topRight: AcmeCorner(2.0)"))
  }

  @Test func androidArrows() {
    let arrowed = shape(
      [corner(.points(4)), corner(.percent(25)), corner(.points(0)), corner(.points(8.5))],
      arrow: ResolvedArrow(width: 12, height: 6, position: .points(16)))
    #expect(
      AndroidValueStyle.kotlinArrows(arrowed)
        == "Arrows(bottom = Arrow(12.0f, 6.0f, POINTS, 16.0f, 0.0f), corners = floatArrayOf(4.0f, 0f, 0.0f, 8.5f))")
  }

  @Test func dartAndAndroid() {
    #expect(DartValueStyle.cornerArguments(corner(.percent(25), .cut)) == "0.25, cut: true, fraction: true")
    let uniform = shape(Array(repeating: corner(.points(8)), count: 4))
    #expect(DartValueStyle.radii(uniform, isUniform: true) == "BorderRadius.all(Radius.circular(8.0))")
    let differing = shape([corner(.points(8)), corner(.points(0)), corner(.points(8)), corner(.points(2.5))])
    #expect(
      DartValueStyle.radii(differing, isUniform: false)
        == "BorderRadius.only(topLeft: Radius.circular(8.0), topRight: Radius.circular(0.0), "
        + "bottomRight: Radius.circular(8.0), bottomLeft: Radius.circular(2.5))")
    #expect(
      DartValueStyle.insets([.points(2), .percent(10), .points(0), .points(1.5)])
        == "EdgeInsets.fromLTRB(2.0, 0.1 * box.shortestSide, 0.0, 1.5)")
    #expect(
      AndroidValueStyle.items(differing, isUniform: false).split(separator: "\n").prefix(4)
        == [
          "        <item name=\"cornerFamily\">rounded</item>", "        <item name=\"cornerSize\">8dp</item>",
          "        <item name=\"cornerFamilyTopLeft\">rounded</item>", "        <item name=\"cornerSizeTopLeft\">8dp</item>",
        ])
    #expect(AndroidValueStyle.insetType(.percent(10)) == "fraction")
  }

  @Test func dtcgTokens() {
    #expect(
      DTCGValueStyle.token(corner(.points(8)), capsule: false, circle: false)
        == "\"$type\": \"dimension\", \"$value\": { \"value\": 8, \"unit\": \"px\" }")
    #expect(DTCGValueStyle.token(corner(.percent(25)), capsule: false, circle: false) == "\"$type\": \"number\", \"$value\": 0.25")
    #expect(
      DTCGValueStyle.token(corner(.full), capsule: true, circle: false)
        == "\"$type\": \"dimension\", \"$value\": { \"value\": 9999, \"unit\": \"px\" }")
    #expect(DTCGValueStyle.aliasType(corner(.full), capsule: false) == "\"$type\": \"number\"")
    #expect(
      DTCGValueStyle.chamferFields(corner(.points(8), .rounded, .continuous, smoothing: 0.6), kind: .rectangle)
        == "\"size\": \"8pt\", \"family\": \"rounded\", \"curve\": \"continuous\", \"smoothing\": 0.6, \"kind\": \"rectangle\"")
  }

  /// A shape's whole token: one corner's when the corners are alike, the shape's extras
  /// in that corner's fields; else a group on lines of its own, the extras beside the
  /// kind; with an alias, each value refers to the metric, or to its corner.
  @Test func dtcgShapeTokens() {
    let fields = "\"size\": \"8pt\", \"family\": \"rounded\", \"curve\": \"circular\", \"kind\": \"rectangle\""
    let uniform = shape(Array(repeating: corner(.points(8)), count: 4))
    let dimension = "\"$type\": \"dimension\", \"$value\": { \"value\": 8, \"unit\": \"px\" }"
    #expect(
      DTCGValueStyle.shapeToken(uniform, traits: ShapeTraits(uniform), alias: nil)
        == ("{ \(dimension), \"$extensions\": { \"dev.chamfer\": { \(fields) } } }", []))
    #expect(
      DTCGValueStyle.shapeToken(uniform, traits: ShapeTraits(uniform), alias: "medium").head
        == "{ \"$type\": \"dimension\", \"$value\": \"{scale.medium}\", \"$extensions\": { \"dev.chamfer\": { \(fields) } } }")
    let arrow = ResolvedArrow(width: 12, height: 6, position: .center, tip: 0)
    let arrowed = shape(Array(repeating: corner(.points(8)), count: 4), arrow: arrow)
    let edges = ", \"edges\": { \"bottom\": { \"width\": 12, \"height\": 6, \"position\": \"center\", \"tip\": 0 } }"
    #expect(
      DTCGValueStyle.shapeToken(arrowed, traits: ShapeTraits(arrowed), alias: nil).head
        == "{ \(dimension), \"$extensions\": { \"dev.chamfer\": { \(fields)\(edges) } } }")
    let ticket = shape([corner(.points(8)), corner(.points(8)), corner(.percent(25), .cut), corner(.points(8))], arrow: arrow)
    let (head, lines) = DTCGValueStyle.shapeToken(ticket, traits: ShapeTraits(ticket), alias: "ticket")
    #expect(head == "{")
    #expect(lines.count == 6)
    #expect(lines.first == "  \"$extensions\": { \"dev.chamfer\": { \"kind\": \"rectangle\"\(edges) } },")
    #expect(
      lines[3]
        == "  \"bottomRight\": { \"$type\": \"number\", \"$value\": \"{scale.ticket.bottomRight}\", \"$extensions\": { \"dev.chamfer\": "
        + "{ \"size\": \"25%\", \"family\": \"cut\", \"curve\": \"circular\", \"kind\": \"rectangle\" } } },")
    #expect(lines[4].hasPrefix("  \"bottomLeft\": ") && lines[4].hasSuffix("} } }"))
    #expect(lines.last == "}")
  }

  /// A shape with an arrow on its bottom edge, as the CSS target clips it with `shape()`
  /// and cuts its border's ring: each corner measured from the body, which the arrow's
  /// height shortens; the arrow's tip rounded; the ring's corners shrunk by the border.
  @Test func cssOutlines() {
    let tooltip = shape(
      [corner(.points(8)), corner(.points(0)), corner(.percent(25), .cut), corner(.percent(10))],
      arrow: ResolvedArrow(width: 12, height: 6, position: .center, tip: 1))
    let outline = CSSArrowOutline(tooltip)
    let tip = "1px * 12 / 2 / hypot(12 / 2, 6)"
    let rise = "1px * 6 / hypot(12 / 2, 6)"
    #expect(
      outline.outlineCommands == [
        "from calc(0px) calc(8px),",
        "arc to calc(8px) calc(0px) of 8px cw,",
        "line to calc(100% - 0px) calc(0px),",
        "line to calc(100%) calc(100% - 6px - (100% - 6px) * 0.25),",
        "line to calc(100% - (100%) * 0.25) calc(100% - 6px),",
        "line to calc((50%) + 12px / 2) calc(100% - 6px),",
        "line to calc((50%) + \(tip)) calc(100% - \(rise)),",
        "curve to calc((50%) - \(tip)) calc(100% - \(rise)) with calc((50%)) 100%,",
        "line to calc((50%) - 12px / 2) calc(100% - 6px),",
        "line to calc((100%) * 0.1) calc(100% - 6px),",
        "arc to calc(0px) calc(100% - 6px - (100% - 6px) * 0.1) of calc((100%) * 0.1) calc((100% - 6px) * 0.1) cw,",
      ])
    let ring = outline.innerOutlineCommands(borderWidth: 2)
    #expect(ring.first == "move to calc(2px) calc(2px + max(0px, 8px - 2px)),")
    // A cut corner shrinks by 2 - √2 of the width, so that its side stays at 45°.
    #expect(ring.contains("line to calc(100% - 2px - max(0px, (100%) * 0.25 - 2px * 0.5858)) calc(100% - 6px - 2px),"))
    // The apex moves in by the width over the sine of the arrow's half-angle.
    #expect(ring.contains("line to calc((50%) + \(tip)) calc(100% - 2px * hypot(12 / 2, 6) / (12 / 2) - \(rise)),"))
    #expect(ring.count == outline.outlineCommands.count)
    // The arrow stands in a transparent strip as high as it is; the border's ring reaches
    // over it, and content insets are measured from the body.
    #expect(outline.borderWidths == "0 0 6px 0")
    #expect(outline.ringInset == "0 0 -6px 0")
    #expect(outline.bodyInsets([.points(1.172), .points(0), .points(1.172), .percent(10)]) == "1.172px 0 calc(1.172px - 6px) 10%")
  }

  /// Where `corner-shape` is not supported, cut corners are clipped: two points on each
  /// cut corner, the box's own corner elsewhere, a cut of size zero included.
  @Test func cssCutPolygon() {
    let mixed = shape([corner(.points(4), .cut), corner(.points(8)), corner(.percent(10), .cut), corner(.points(0), .cut)])
    #expect(
      CSSValueStyle.cutPolygon(mixed)
        == "polygon(0 4px, 4px 0, 100% 0, 100% calc(100% - 10%), calc(100% - 10%) 100%, 0 100%)")
    #expect(CSSValueStyle.radius(corner(.full), capsule: true, circle: false) == "9999px")
  }

  /// Shadows listed the other way round from the theme (CSS paints its first on top), a
  /// border as spread shadows, outer shadows as filters at half the blur.
  @Test func cssShadows() {
    let black = Color(red: 0, green: 0, blue: 0, alpha: 0x33)
    let drop = Shadow(color: black, x: 0, y: 2, blur: 6)
    let inner = Shadow(color: black, x: 1, y: 1, blur: 2, spread: 1, inset: true)
    #expect(CSSValueStyle.shadows([drop, inner]) == "inset 1px 1px 2px 1px #00000033, 0px 2px 6px 0px #00000033")
    #expect(CSSValueStyle.shadows([]) == "none")
    #expect(CSSValueStyle.dropShadows([drop, inner]) == "drop-shadow(0px 2px calc(6px / 2) #00000033)")
    #expect(CSSValueStyle.dropShadows([inner]) == "none")
    let centred = ResolvedBorder(width: 2, color: black, position: .center)
    #expect(
      CSSValueStyle.boxShadow(border: centred, shadows: [drop])
        == "inset 0 0 0 1px #00000033, 0 0 0 1px #00000033, 0px 2px 6px 0px #00000033")
    #expect(CSSValueStyle.boxShadow(border: nil, shadows: []) == "none")
  }

  /// DTCG's fragments for a shape's arrows and surface: Chamfer's own fields under
  /// `dev.chamfer`, and the standard color, border, shadow and dimension tokens.
  @Test func dtcgArrowsAndSurfaces() {
    let grey = Color(red: 0x80, green: 0x80, blue: 0x80, alpha: 0xFF)
    var tooltip = shape(
      Array(repeating: corner(.points(4)), count: 4), arrow: ResolvedArrow(width: 12, height: 6, position: .fraction(0.25)))
    tooltip.surface = ResolvedSurface(
      fill: grey, border: ResolvedBorder(width: 1, color: grey, position: .inside), style: .flat, distance: 6,
      intensity: 0.15, shadows: [Shadow(color: grey, x: 0, y: 2, blur: 4, inset: true)], derivedShadows: false)
    #expect(
      DTCGValueStyle.chamferExtras(tooltip)
        == ", \"edges\": { \"bottom\": { \"width\": 12, \"height\": 6, \"position\": \"25%\", \"tip\": 0 } }, "
        + "\"surface\": { \"fill\": \"#808080\", \"border\": { \"width\": 1, \"color\": \"#808080\", \"position\": \"inside\" }, "
        + "\"style\": \"flat\", \"shadows\": [{ \"color\": \"#808080\", \"x\": 0, \"y\": 2, \"blur\": 4, \"spread\": 0, \"inset\": true }] }")
    #expect(
      DTCGValueStyle.color(grey)
        == "{ \"colorSpace\": \"srgb\", \"components\": [0.502, 0.502, 0.502], \"alpha\": 1, \"hex\": \"#808080\" }")
    #expect(DTCGValueStyle.arrowTokens(tooltip).hasPrefix(", \"bottom\": { \"$extensions\": { \"dev.chamfer\": { \"position\": \"25%\" } }"))
    let surfaceTokens = DTCGValueStyle.surfaceTokens(tooltip.surface!)
    #expect(surfaceTokens.hasPrefix(", \"fill\": { \"$type\": \"color\""))
    #expect(surfaceTokens.contains("\"offsetY\": { \"value\": 2, \"unit\": \"px\" }"))
    var raised = shape(Array(repeating: corner(.points(8)), count: 4))
    raised.surface = ResolvedSurface(
      fill: grey, border: nil, style: .convex, distance: 6, intensity: 0.15, shadows: [], derivedShadows: true)
    #expect(
      DTCGValueStyle.chamferExtras(raised)
        == ", \"surface\": { \"fill\": \"#808080\", \"style\": \"convex\", \"distance\": 6, \"intensity\": 0.15, \"derivedShadows\": true }")
  }
}
