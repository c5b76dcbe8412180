import ChamferKit

/// A shape as templates read it: its traits, corners, content insets, arrows and surface,
/// and the literals each language places, built when the scope is made (`ScopeCache`).
final class ShapeScope: TemplateScope {
  let kind: String
  let traits: ShapeTraits
  let corners: Many<CornerScope>
  /// The four corners' `cssRadius` and `cssCornerShape`, in `border-radius` order.
  let cssRadii: String
  let cssCornerShapes: String
  let contentInsets: InsetsScope
  /// CSS `padding` that keeps content clear of the corners, top, right, bottom, left: on
  /// a shape with arrows other than a circle measured from the body, so less each
  /// arrow's height; `contentInsets.cssInsets` on any other.
  let cssContentInset: String
  /// The `polygon()` that clips the cut corners where `corner-shape` is not supported;
  /// empty on a shape without one.
  let cssCutPolygon: String
  /// On a shape with arrows, the `border-width` of the transparent strip each arrow
  /// stands in, and the `inset` of its border's ring, which reaches over the strips.
  let cssArrowBorderWidths: String
  let cssRingInset: String
  /// The shape's DTCG token for an entry that is no alias, and its arrows as tokens,
  /// from `DTCGValueStyle`; an entry that is an alias makes its own token.
  let dtcgToken: String
  let dtcgTokenLines: Many<String>
  let dtcgArrowTokens: String
  let arrows: Many<ArrowScope>
  let surface: SurfaceScope?
  /// Literals of whole shapes, from the value styles (docs/targets/fields.md lists them).
  let swiftToken: String
  let swiftTokenLines: Many<String>
  let composeShape: String?
  let composeShapeType: String
  let composeCornerSizes: String
  let composeCutFlags: String
  let dartRadii: String
  let dartBorder: String
  let androidItems: String
  /// The Android target's Kotlin `Arrows`; nil for a shape without arrows.
  let kotlinArrows: String?
  /// The outline as the points of a CSS `polygon()`, a line each (`CSSArrowOutline`), on a
  /// shape with arrows; empty on any other.
  let cssPolygon: Many<String>
  /// The outline as the commands of a CSS `shape()`, a line each, on a shape with arrows;
  /// and, on one that also has a border, the outline moved in by the border's width, from
  /// which the border's ring is cut. Empty on any other.
  let cssOutline: Many<String>
  let cssInnerOutline: Many<String>

  init(_ shape: ResolvedShape, themePascal: String) {
    kind = shape.kind.rawValue
    let traits = ShapeTraits(shape)
    self.traits = traits
    corners = Many(
      zip(CornerName.allCases, shape.corners).map { CornerScope($0, $1, traits: traits) })
    cssRadii = corners.map(\.cssRadius).joined(separator: " ")
    cssCornerShapes = corners.map(\.cssCornerShape).joined(separator: " ")
    contentInsets = InsetsScope(shape.contentInsets)
    let outline = CSSArrowOutline(shape)
    let insets = [contentInsets.top, contentInsets.right, contentInsets.bottom, contentInsets.left].map(\.rounded)
    cssContentInset = traits.hasArrows && !traits.isCircle ? outline.bodyInsets(insets) : contentInsets.cssInsets
    cssCutPolygon = traits.hasCut ? CSSValueStyle.cutPolygon(shape) : ""
    cssArrowBorderWidths = outline.borderWidths
    cssRingInset = outline.ringInset
    let dtcg = DTCGValueStyle.shapeToken(shape, traits: traits, alias: nil)
    dtcgToken = dtcg.head
    dtcgTokenLines = Many(dtcg.lines)
    dtcgArrowTokens = DTCGValueStyle.arrowTokens(shape)
    arrows = Many(shape.arrows.map { ArrowScope($0.edge, $0.arrow, cssCentre: outline.centre($0.edge)) })
    // Only outlines with arrows are clipped to their points.
    cssPolygon = Many(traits.hasArrows ? outline.polygon : [])
    cssOutline = Many(traits.hasArrows ? outline.outlineCommands : [])
    let border = traits.hasArrows ? shape.surface?.border : nil
    cssInnerOutline = Many(border.map { outline.innerOutlineCommands(borderWidth: $0.width) } ?? [])
    surface = shape.surface.map(SurfaceScope.init)
    let token = SwiftValueStyle.token(shape, traits: traits)
    swiftToken = token.head
    swiftTokenLines = Many(token.lines)
    composeShape = ComposeValueStyle.shape(shape, traits: traits)
    composeShapeType = ComposeValueStyle.shapeType(traits)
    composeCornerSizes = ComposeValueStyle.cornerSizes(shape)
    composeCutFlags = ComposeValueStyle.cutFlags(shape)
    dartRadii = DartValueStyle.radii(shape, isUniform: traits.isUniform)
    dartBorder = DartValueStyle.border(shape, traits: traits, prefix: themePascal, radii: dartRadii)
    kotlinArrows = traits.hasArrows ? AndroidValueStyle.kotlinArrows(shape) : nil
    androidItems = AndroidValueStyle.items(shape, isUniform: traits.isUniform)
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .kind: kind.templateData
    case .isCircle: traits.isCircle.templateData
    case .isUniform: traits.isUniform.templateData
    case .isCapsule: traits.isCapsule.templateData
    case .isMixed: traits.isMixed.templateData
    case .isCut: traits.isCut.templateData
    case .isContinuous: traits.isContinuous.templateData
    case .hasCut: traits.hasCut.templateData
    case .hasContinuous: traits.hasContinuous.templateData
    case .hasRelativeSize: traits.hasRelativeSize.templateData
    case .isPlainRoundedRectangle:
      .flag(!traits.isCircle && !traits.isCapsule && !traits.isMixed && !traits.isCut && !traits.hasRelativeSize)
    case .corners: corners.templateData
    case .cssRadii: .text(cssRadii)
    case .cssCornerShapes: .text(cssCornerShapes)
    case .contentInsets: contentInsets.templateData
    case .cssContentInset: .text(cssContentInset)
    case .cssCutPolygon: .text(cssCutPolygon)
    case .cssArrowBorderWidths: .text(cssArrowBorderWidths)
    case .cssRingInset: .text(cssRingInset)
    case .dtcgArrowTokens: .text(dtcgArrowTokens)
    case .uniform, .topLeft: corners[0].templateData
    case .topRight: corners[1].templateData
    case .bottomRight: corners[2].templateData
    case .bottomLeft: corners[3].templateData
    case .arrows: arrows.templateData
    case .hasArrows: .flag(!arrows.isEmpty)
    case .topArrow: arrows.first { $0.name == .top }.templateData
    case .rightArrow: arrows.first { $0.name == .right }.templateData
    case .bottomArrow: arrows.first { $0.name == .bottom }.templateData
    case .leftArrow: arrows.first { $0.name == .left }.templateData
    case .surface: surface.templateData
    case .hasSurface: .flag(surface != nil)
    case .swiftToken: .text(swiftToken)
    case .swiftTokenLines: swiftTokenLines.templateData
    case .composeShape: composeShape.templateData
    case .composeShapeType: .text(composeShapeType)
    case .composeCornerSizes: .text(composeCornerSizes)
    case .composeCutFlags: .text(composeCutFlags)
    case .dartRadii: .text(dartRadii)
    case .dartBorder: .text(dartBorder)
    case .kotlinArrows: kotlinArrows.templateData
    case .androidItems: .text(androidItems)
    case .cssPolygon: cssPolygon.templateData
    case .cssOutline: cssOutline.templateData
    case .cssInnerOutline: cssInnerOutline.templateData
    default: nil
    }
  }
}

final class CornerScope: TemplateScope {
  let corner: TemplateName
  let resolved: ResolvedCorner
  let size: TemplateValue
  let smoothing: TemplateValue?

  /// Every corner's name, spelled once for the whole theme.
  private static let names = Dictionary(uniqueKeysWithValues: CornerName.allCases.map { ($0, TemplateName($0.rawValue)) })

  /// CSS's radius and corner-shape for this corner, from `CSSValueStyle`.
  let cssRadius: String
  let cssCornerShape: String
  /// This corner's literals in the other languages, from their value styles.
  let swiftCorner: String
  let composeSize: String
  let composeCornerSize: String
  let dartCorner: String
  let dartSize: String
  let androidSize: String

  init(_ name: CornerName, _ corner: ResolvedCorner, traits: ShapeTraits) {
    cssRadius = CSSValueStyle.radius(corner, capsule: traits.isCapsule, circle: traits.isCircle)
    cssCornerShape = CSSValueStyle.cornerShape(corner)
    swiftCorner = SwiftValueStyle.corner(corner)
    composeSize = ComposeValueStyle.literal(for: corner.size)
    composeCornerSize = ComposeValueStyle.cornerSize(corner)
    dartCorner = DartValueStyle.cornerArguments(corner)
    dartSize = DartValueStyle.literal(for: corner.size)
    androidSize = AndroidValueStyle.literal(for: corner.size)
    self.corner = Self.names[name]!
    resolved = corner
    size = .size(corner.size)
    smoothing = corner.smoothing.map(TemplateValue.number)
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .corner: corner.templateData
    case .cssRadius: .text(cssRadius)
    case .cssCornerShape: .text(cssCornerShape)
    case .swiftCorner: .text(swiftCorner)
    case .composeSize: .text(composeSize)
    case .composeCornerSize: .text(composeCornerSize)
    case .dartCorner: .text(dartCorner)
    case .dartSize: .text(dartSize)
    case .androidSize: .text(androidSize)
    case .size: size.templateData
    case .family: resolved.family.rawValue.templateData
    case .curve: resolved.curve.rawValue.templateData
    case .smoothing: smoothing.templateData
    case .hasSmoothing: .flag(smoothing != nil)
    case .isZero: .flag(resolved.size.value == 0)
    case .isCut: .flag(resolved.family == .cut)
    case .isContinuous: .flag(resolved.family == .rounded && resolved.curve == .continuous)
    case .isFraction: .flag(resolved.size.unit == .percent)
    case .fraction: .number(TemplateValue.number(resolved.size.fraction ?? 0))
    case .superellipse: .number(TemplateValue.number(CSSValueStyle.superellipse(resolved.smoothing ?? 0)))
    default: nil
    }
  }
}

/// Content insets, each edge a size in points or a share of the shorter side, rounded
/// to a thousandth: `{{#contentInsets}}{{#top}}{{css(value)}}{{/top}}…{{/contentInsets}}`.
final class InsetsScope: TemplateScope {
  final class Edge: TemplateScope {
    let rounded: Size
    let value: TemplateValue
    let isFraction: Bool
    /// Android's literal and resource type (`dimen` or `fraction`) for this inset.
    let androidValue: String
    let androidType: String

    init(_ size: Size) {
      rounded = Size((size.value * 1000).rounded() / 1000, size.unit)
      value = .size(rounded)
      isFraction = size.unit == .percent
      androidValue = AndroidValueStyle.literal(for: rounded)
      androidType = AndroidValueStyle.insetType(rounded)
    }

    func answer(forKey key: TemplateKey) -> TemplateData? {
      switch key.known {
      case .value: value.templateData
      case .isFraction: isFraction.templateData
      case .androidValue: .text(androidValue)
      case .androidType: .text(androidType)
      default: nil
      }
    }
  }

  let top: Edge
  let left: Edge
  let bottom: Edge
  let right: Edge
  let isRelative: Bool
  /// Flutter's `EdgeInsets.fromLTRB(…)` for these insets.
  let dartInsets: String
  /// CSS `padding`'s four values for these insets: top, right, bottom, left.
  let cssInsets: String

  init(_ insets: ContentInsets) {
    top = Edge(insets.top)
    left = Edge(insets.left)
    bottom = Edge(insets.bottom)
    right = Edge(insets.right)
    isRelative = insets.isRelative
    dartInsets = DartValueStyle.insets([left.rounded, top.rounded, right.rounded, bottom.rounded])
    cssInsets = [top, right, bottom, left].map { CSSValueStyle.literal(for: $0.rounded) }.joined(separator: " ")
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .isRelative: isRelative.templateData
    case .isAbsolute: .flag(!isRelative)
    case .top: top.templateData
    case .left: left.templateData
    case .bottom: bottom.templateData
    case .right: right.templateData
    case .dartInsets: .text(dartInsets)
    case .cssInsets: .text(cssInsets)
    default: nil
    }
  }
}

/// One arrow of a shape, an element of its `arrows` (docs/targets/fields.md lists the names).
final class ArrowScope: TemplateScope {
  let edge: TemplateName
  let name: EdgeName
  let arrow: ResolvedArrow

  /// Every edge's name, spelled once for the whole theme.
  private static let names = Dictionary(uniqueKeysWithValues: EdgeName.allCases.map { ($0, TemplateName($0.rawValue)) })

  /// The arrow as the Swift target's `Edges` takes it: `top: Arrow(width: 12, …)`.
  let swiftArrow: String
  /// The arrow as the compose target's `ArrowShape` takes it: `top = Arrow(width = 12.dp, …)`.
  let composeArrow: String

  /// Where the arrow's middle sits along its edge, as a CSS `calc()` expression.
  let cssCentre: String

  init(_ name: EdgeName, _ arrow: ResolvedArrow, cssCentre: String) {
    self.cssCentre = cssCentre
    edge = Self.names[name]!
    self.name = name
    self.arrow = arrow
    swiftArrow = "\(name.rawValue): \(SwiftValueStyle.arrow(arrow))"
    composeArrow = "\(name.rawValue) = \(ComposeValueStyle.arrow(arrow))"
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .edge: edge.templateData
    case .swiftArrow: .text(swiftArrow)
    case .composeArrow: .text(composeArrow)
    case .cssCentre: .text(cssCentre)
    case .width: .number(TemplateValue.number(arrow.width))
    case .height: .number(TemplateValue.number(arrow.height))
    case .tip: .number(TemplateValue.number(arrow.tip))
    case .hasTip: .flag(arrow.tip > 0)
    case .isTop: .flag(name == .top)
    case .isRight: .flag(name == .right)
    case .isBottom: .flag(name == .bottom)
    case .isLeft: .flag(name == .left)
    case .isHorizontal: name.isHorizontal.templateData
    case .isVertical: .flag(!name.isHorizontal)
    case .position: arrow.position.description.templateData
    case .isStart: .flag(arrow.position == .start)
    case .isCenter: .flag(arrow.position == .center)
    case .isEnd: .flag(arrow.position == .end)
    case .isPoints: { if case .points = arrow.position { .flag(true) } else { .flag(false) } }()
    case .isFraction: { if case .fraction = arrow.position { .flag(true) } else { .flag(false) } }()
    case .offset: { if case .points(let value) = arrow.position { .number(TemplateValue.number(value)) } else { .absent } }()
    case .fraction: { if case .fraction(let value) = arrow.position { .number(TemplateValue.number(value)) } else { .absent } }()
    default: nil
    }
  }
}
