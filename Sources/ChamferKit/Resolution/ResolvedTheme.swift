/// A theme after the cascade: every corner of every shape has its final values, and
/// remembers every level that set them.
///
/// This is what emitters render and what `chamfer resolve --json` prints.
public struct ResolvedTheme: Sendable {
  /// The format version the theme was written in (`chamfer: 1`).
  public var formatVersion: Int
  /// The theme's name, which names the generated types (`Acme` gives `AcmeShapes`).
  public var name: String
  /// The theme's description, when a layer gives one.
  public var description: String?
  /// The scale metrics, in the order written.
  public var scale: [ResolvedEntry]
  /// The categories, in the order written.
  public var categories: [ResolvedEntry]
  /// The components, in the order written, each with its variants.
  public var components: [ResolvedComponent]

  /// A theme made of values already resolved, such as one built in code for a test.
  public init(
    formatVersion: Int, name: String, description: String?, scale: [ResolvedEntry],
    categories: [ResolvedEntry], components: [ResolvedComponent]
  ) {
    self.formatVersion = formatVersion
    self.name = name
    self.description = description
    self.scale = scale
    self.categories = categories
    self.components = components
  }

  /// The component called `name`.
  public func component(_ name: String) -> ResolvedComponent? {
    components.first { $0.name == name }
  }
}

/// A named, resolved scale metric or category.
public struct ResolvedEntry: Sendable {
  /// The metric's or category's name as written.
  public var name: String
  /// Its resolved shape.
  public var shape: ResolvedShape
  /// Its description, when the theme gives one.
  public var description: String?
  /// The scale metric this shape takes whole, when its definition names one (`shape:
  /// small`, `"{scale.small}"`) and comes out exactly like it; targets that have
  /// aliases can refer to the metric instead of repeating it.
  public var alias: String?
}

/// A resolved component with its variants in source order.
public struct ResolvedComponent: Sendable {
  /// The component's name as written.
  public var name: String
  /// The component's own resolved shape, before any variant.
  public var shape: ResolvedShape
  /// Its variants, each resolved on top of the component, in the order written.
  public var variants: [ResolvedEntry]
  /// Its description, when the theme gives one.
  public var description: String?
  /// See `ResolvedEntry.alias`.
  public var alias: String?

  /// The variant called `name`.
  public func variant(_ name: String) -> ResolvedEntry? { variants.first { $0.name == name } }
}

/// Four resolved corners and whether the shape is a rectangle or a circle.
public struct ResolvedShape: Sendable {
  /// Whether the shape is a rectangle with four corners or a circle.
  public var kind: ShapeKind
  /// Always four, in `CornerName.allCases` order.
  public var corners: [ResolvedCorner]

  /// Always four, in `EdgeName.allCases` order; straight unless an arrow was set.
  public var edges: [ResolvedEdge]
  /// How the shape is painted; nil when no level set a surface field.
  public var surface: ResolvedSurface?

  /// A shape from resolved parts; edges are straight and there is no surface unless given.
  public init(
    kind: ShapeKind, corners: [ResolvedCorner], edges: [ResolvedEdge] = ResolvedEdge.straight,
    surface: ResolvedSurface? = nil
  ) {
    self.kind = kind
    self.corners = corners
    self.edges = edges
    self.surface = surface
  }

  /// The edge called `edge`.
  public subscript(edge: EdgeName) -> ResolvedEdge {
    edges[edge.index]
  }

  /// The edges that carry an arrow.
  public var arrows: [(edge: EdgeName, arrow: ResolvedArrow)] {
    edges.compactMap { edge in edge.arrow.map { (edge.name, $0) } }
  }

  /// The corner called `corner`.
  public subscript(corner: CornerName) -> ResolvedCorner {
    corners[corner.index]
  }

  /// Same kind, the same look on every corner and edge, and the same surface;
  /// provenance is not compared.
  public func sameLook(as other: ResolvedShape) -> Bool {
    kind == other.kind && zip(corners, other.corners).allSatisfy { $0.sameLook(as: $1) }
      && zip(edges, other.edges).allSatisfy { $0.arrow == $1.arrow }
      && surface?.fill == other.surface?.fill && surface?.border == other.surface?.border
      && surface?.shadows == other.surface?.shadows && surface?.style == other.surface?.style
  }

  /// True when all four corners have the same size, family, curve and smoothing.
  public var isUniform: Bool { corners.dropFirst().allSatisfy { $0.sameLook(as: corners[0]) } }
}

/// One corner's final values and where each came from.
public struct ResolvedCorner: Sendable {
  /// The corner's size: points, rem or a percentage of the shorter side.
  public var size: Size
  /// Whether the corner is rounded or cut.
  public var family: CornerFamily
  /// Whether a rounded corner is a circular arc or a continuous curve.
  public var curve: CornerCurve
  /// Only for continuous curves; nil otherwise.
  public var smoothing: Double?
  /// The cascade steps that set each field, for explaining where a value came from.
  public var provenance: CornerProvenance
  /// Where a level other than `defaults` set smoothing, if one did.
  public var explicitSmoothing: FileLocation?
  /// True when a later step set the curve than the one that set the smoothing.
  var curveSetAfterSmoothing = false

  init(
    size: Size, family: CornerFamily, curve: CornerCurve, smoothing: Double?,
    provenance: CornerProvenance, explicitSmoothing: FileLocation?, curveSetAfterSmoothing: Bool
  ) {
    self.size = size
    self.family = family
    self.curve = curve
    self.smoothing = smoothing
    self.provenance = provenance
    self.explicitSmoothing = explicitSmoothing
    self.curveSetAfterSmoothing = curveSetAfterSmoothing
  }

  /// A corner made outside the cascade, with no provenance.
  public init(size: Size, family: CornerFamily, curve: CornerCurve, smoothing: Double? = nil) {
    self.init(
      size: size, family: family, curve: curve, smoothing: curve == .continuous ? smoothing : nil,
      provenance: CornerProvenance(), explicitSmoothing: nil, curveSetAfterSmoothing: false)
  }

  /// Same size, family, curve and smoothing; provenance is not compared.
  public func sameLook(as other: ResolvedCorner) -> Bool {
    size == other.size && family == other.family && curve == other.curve
      && smoothing == other.smoothing
  }
}

/// Every step of the cascade that set a corner's fields, lowest priority first; the
/// last step of each field is the one that won.
public struct CornerProvenance: Sendable {
  /// The steps that set the size.
  public var size: [ProvenanceStep] = []
  /// The steps that set the family.
  public var family: [ProvenanceStep] = []
  /// The steps that set the curve.
  public var curve: [ProvenanceStep] = []
  /// The steps that set the smoothing.
  public var smoothing: [ProvenanceStep] = []

  /// No steps: a corner made outside the cascade.
  public init() {}

  /// All steps of all fields, in cascade order.
  public var allSteps: [ProvenanceStep] {
    (size + family + curve + smoothing).sorted { $0.order < $1.order }
  }
}

/// One level of the cascade setting one field of one corner.
public struct ProvenanceStep: Sendable {
  /// The field a step sets: a corner's, an edge's or a surface's.
  public enum Field: String, Sendable, CaseIterable {
    /// A corner's size.
    case size
    /// A corner's family, rounded or cut.
    case family
    /// A corner's curve, circular or continuous.
    case curve
    /// How far a continuous curve spreads along the sides, from 0 to 1.
    case smoothing
    /// An edge's treatment (`arrow` or `none`) and the arrow's fields.
    case edge, width, height, position, tip
    /// A surface's fields.
    case fill, border, borderWidth = "border width", borderColor = "border color", borderPosition = "border position"
    /// A surface's list of shadows.
    case shadows
    /// A surface's style: flat, convex or concave.
    case style
    /// The offset of a convex or concave surface's derived shadows.
    case distance
    /// How far a convex or concave surface's derived shadows move from its fill, 0...1.
    case intensity

    /// The fields every corner has.
    public static let cornerFields: [Field] = [.size, .family, .curve, .smoothing]
  }

  /// The field the step set.
  public var field: Field
  /// What the level set, as a person would write it: `8pt`, `cut`, `0.6`.
  public var value: String
  /// The level of the cascade that set it.
  public var level: CascadeLevel
  /// Where it was written; nil for Chamfer's built-in defaults.
  public var location: FileLocation?
  /// A position in the cascade, so steps of different fields can be merged in order.
  var order: Int
}

/// A level of the cascade, as `chamfer explain` names it.
public enum CascadeLevel: Sendable, CustomStringConvertible, Hashable {
  /// Chamfer's own default, used when nothing in the theme sets the field.
  case builtIn
  /// The theme's `defaults` section.
  case defaults
  /// The scale metric of that name.
  case metric(String)
  /// The category of that name.
  case category(String)
  /// The scale metric a component's category names, applied below the category's own fields.
  case categoryMetric(category: String, metric: String)
  /// The component of that name.
  case component(String)
  /// A variant of a component.
  case variant(component: String, variant: String)
  /// A variant's own `shape: NAME`, applied at the variant level.
  case variantMetric(component: String, variant: String, metric: String)

  /// The level as `chamfer explain` prints it: `scale 'small' via category 'small'`.
  public var description: String {
    switch self {
    case .builtIn: "built-in default"
    case .defaults: "defaults"
    case .metric(let name): "scale '\(name)'"
    case .category(let name): "category '\(name)'"
    case .categoryMetric(let category, let metric): "scale '\(metric)' via category '\(category)'"
    case .component(let name): "component '\(name)'"
    case .variant(let component, let variant): "variant '\(component).\(variant)'"
    case .variantMetric(let component, let variant, let metric):
      "variant '\(component).\(variant)' via scale '\(metric)'"
    }
  }
}

extension ResolvedTheme {
  /// Every shape the theme defines: its metrics, categories, components and variants.
  public var shapeCount: Int {
    scale.count + categories.count + components.reduce(0) { $0 + 1 + $1.variants.count }
  }
}
