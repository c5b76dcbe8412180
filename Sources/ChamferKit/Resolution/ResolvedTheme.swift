/// A theme after the cascade: every corner of every shape has its final values, and
/// remembers every level that set them.
///
/// This is what emitters render and what `chamfer resolve --json` prints.
public struct ResolvedTheme: Sendable {
  public var formatVersion: Int
  public var name: String
  public var description: String?
  public var scale: [ResolvedEntry]
  public var categories: [ResolvedEntry]
  public var components: [ResolvedComponent]

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
  public var name: String
  public var shape: ResolvedShape
  public var description: String?
  /// The scale metric this shape takes whole, when its definition names one (`shape:
  /// small`, `"{scale.small}"`) and comes out exactly like it; targets that have
  /// aliases can refer to the metric instead of repeating it.
  public var alias: String?
}

/// A resolved component with its variants in source order.
public struct ResolvedComponent: Sendable {
  public var name: String
  public var shape: ResolvedShape
  public var variants: [ResolvedEntry]
  public var description: String?
  /// See `ResolvedEntry.alias`.
  public var alias: String?

  /// The variant called `name`.
  public func variant(_ name: String) -> ResolvedEntry? { variants.first { $0.name == name } }
}

/// Four resolved corners and whether the shape is a rectangle or a circle.
public struct ResolvedShape: Sendable {
  public var kind: ShapeKind
  /// Always four, in `CornerName.allCases` order.
  public var corners: [ResolvedCorner]

  /// Always four, in `EdgeName.allCases` order; straight unless an arrow was set.
  public var edges: [ResolvedEdge]
  /// How the shape is painted; nil when no level set a surface field.
  public var surface: ResolvedSurface?

  public init(
    kind: ShapeKind, corners: [ResolvedCorner], edges: [ResolvedEdge] = ResolvedEdge.straight,
    surface: ResolvedSurface? = nil
  ) {
    self.kind = kind
    self.corners = corners
    self.edges = edges
    self.surface = surface
  }

  public subscript(edge: EdgeName) -> ResolvedEdge {
    edges[edge.index]
  }

  /// The edges that carry an arrow.
  public var arrows: [(edge: EdgeName, arrow: ResolvedArrow)] {
    edges.compactMap { edge in edge.arrow.map { (edge.name, $0) } }
  }

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
  public var size: Size
  public var family: CornerFamily
  public var curve: CornerCurve
  /// Only for continuous curves; nil otherwise.
  public var smoothing: Double?
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
  public var size: [ProvenanceStep] = []
  public var family: [ProvenanceStep] = []
  public var curve: [ProvenanceStep] = []
  public var smoothing: [ProvenanceStep] = []

  public init() {}

  /// All steps of all fields, in cascade order.
  public var allSteps: [ProvenanceStep] {
    (size + family + curve + smoothing).sorted { $0.order < $1.order }
  }
}

/// One level of the cascade setting one field of one corner.
public struct ProvenanceStep: Sendable {
  public enum Field: String, Sendable, CaseIterable {
    case size, family, curve, smoothing
    /// An edge's treatment (`arrow` or `none`) and the arrow's fields.
    case edge, width, height, position, tip
    /// A surface's fields.
    case fill, border, borderWidth = "border width", borderColor = "border color", borderPosition = "border position"
    case shadows, style, distance, intensity

    /// The fields every corner has.
    public static let cornerFields: [Field] = [.size, .family, .curve, .smoothing]
  }

  public var field: Field
  /// What the level set, as a person would write it: `8pt`, `cut`, `0.6`.
  public var value: String
  public var level: CascadeLevel
  /// Where it was written; nil for Chamfer's built-in defaults.
  public var location: FileLocation?
  /// A position in the cascade, so steps of different fields can be merged in order.
  var order: Int
}

/// A level of the cascade, as `chamfer explain` names it.
public enum CascadeLevel: Sendable, CustomStringConvertible, Hashable {
  case builtIn
  case defaults
  case metric(String)
  case category(String)
  /// The scale metric a component's category names, applied below the category's own fields.
  case categoryMetric(category: String, metric: String)
  case component(String)
  case variant(component: String, variant: String)
  /// A variant's own `shape: NAME`, applied at the variant level.
  case variantMetric(component: String, variant: String, metric: String)

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
