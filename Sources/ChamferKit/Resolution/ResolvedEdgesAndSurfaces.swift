/// A resolved arrow: a triangle on an edge, pointing outward.
public struct ResolvedArrow: Hashable, Sendable {
  /// The base's length along the edge, in points.
  public var width: Double
  /// How far the tip stands out from the edge, in points.
  public var height: Double
  /// Where the arrow's centre sits along the edge.
  public var position: ArrowPosition
  /// The radius that rounds the tip, in points; 0 is a sharp tip.
  public var tip: Double

  /// An arrow of this size and position, with a sharp tip unless `tip` is given.
  public init(width: Double, height: Double, position: ArrowPosition, tip: Double = 0) {
    self.width = width
    self.height = height
    self.position = position
    self.tip = tip
  }

  /// Chamfer's values for an arrow whose fields nobody set.
  public static let builtIn = ResolvedArrow(width: 12, height: 6, position: .center, tip: 0)
}

/// One edge after the cascade: straight, or carrying an arrow, and every step that set it.
public struct ResolvedEdge: Sendable {
  /// Which edge this is.
  public var name: EdgeName
  /// The edge's arrow; nil for a straight edge.
  public var arrow: ResolvedArrow?
  /// Every step that set the edge's treatment or an arrow field, in cascade order.
  public var provenance: [ProvenanceStep]

  /// An edge, straight unless an arrow is given.
  public init(name: EdgeName, arrow: ResolvedArrow? = nil, provenance: [ProvenanceStep] = []) {
    self.name = name
    self.arrow = arrow
    self.provenance = provenance
  }

  /// Four straight edges.
  public static let straight = EdgeName.allCases.map { ResolvedEdge(name: $0) }
}

/// A resolved border.
public struct ResolvedBorder: Hashable, Sendable {
  /// The stroke's width in points.
  public var width: Double
  /// The stroke's colour.
  public var color: Color
  /// Where the stroke lies against the outline.
  public var position: BorderPosition

  /// A border of this width, colour and position.
  public init(width: Double, color: Color, position: BorderPosition) {
    self.width = width
    self.color = color
    self.position = position
  }
}

/// How a shape is painted, after the cascade.
public struct ResolvedSurface: Sendable {
  /// The fill colour; nil leaves the shape unfilled.
  public var fill: Color?
  /// The border; nil for none.
  public var border: ResolvedBorder?
  /// Whether the surface is flat, convex or concave.
  public var style: SurfaceStyle
  /// The neumorphic shadows' offset, in points.
  public var distance: Double
  /// How far the neumorphic shadows move from the fill, 0...1.
  public var intensity: Double
  /// The shadows to paint, first one first: those written, or for a convex or concave
  /// surface without any, the pair `neumorphicShadows` derives.
  public var shadows: [Shadow]
  /// True when `shadows` were derived from the fill rather than written.
  public var derivedShadows: Bool
  /// Every step that set a surface field, in cascade order.
  public var provenance: [ProvenanceStep]

  /// A surface from resolved values.
  public init(
    fill: Color?, border: ResolvedBorder?, style: SurfaceStyle, distance: Double, intensity: Double,
    shadows: [Shadow], derivedShadows: Bool, provenance: [ProvenanceStep] = []
  ) {
    self.fill = fill
    self.border = border
    self.style = style
    self.distance = distance
    self.intensity = intensity
    self.shadows = shadows
    self.derivedShadows = derivedShadows
    self.provenance = provenance
  }

  /// The neumorphic shadows' offset when the theme sets none, in points.
  public static let defaultDistance = 6.0
  /// How far the neumorphic shadows move from the fill when the theme sets nothing.
  public static let defaultIntensity = 0.15

  /// The neumorphic pair for a fill, the formula neumorphism.io made common: the dark
  /// shadow is the fill with each channel times (1 − intensity), the light one times
  /// (1 + intensity), clamped to white; both are offset by `distance` (the dark one
  /// down and right, the light one up and left) and blurred by twice the distance. A
  /// convex surface casts them outside, a concave one inside (inset), dark first.
  public static func neumorphicShadows(
    fill: Color, style: SurfaceStyle, distance: Double, intensity: Double
  ) -> [Shadow] {
    guard style != .flat else { return [] }
    let inset = style == .concave
    let dark = Shadow(
      color: fill.scaled(by: 1 - intensity), x: distance, y: distance, blur: 2 * distance, inset: inset)
    let light = Shadow(
      color: fill.scaled(by: 1 + intensity), x: -distance, y: -distance, blur: 2 * distance, inset: inset)
    return [dark, light]
  }
}
