/// A theme as written, after its layers were merged: every value keeps its location.
///
/// This is the input of the validation rules and of the cascade. Nothing here is
/// resolved yet: references are names, sizes may be in rem.
public struct ThemeDocument: Sendable {
  public var formatVersion: Located<Int>?
  public var name: Located<String>?
  public var description: Located<String>?
  public var defaults = Defaults()
  public var scale: [NamedShape] = []
  public var categories: [NamedShape] = []
  public var components: [NamedShape] = []
  /// Where the document starts, for problems that belong to the whole theme.
  public var location: FileLocation

  public init(location: FileLocation) { self.location = location }

  /// Theme-wide starting values for every corner.
  public struct Defaults: Sendable {
    public var family: Located<CornerFamily>?
    public var curve: Located<CornerCurve>?
    public var smoothing: Located<Double>?
    public var remBase: Located<Double>?

    public init() {}
  }

  /// The scale metric called `name`.
  public func metric(_ name: String) -> NamedShape? { scale.first { $0.name.value == name } }
  /// The category called `name`.
  public func category(_ name: String) -> NamedShape? {
    categories.first { $0.name.value == name }
  }
}

/// A named entry of the scale, the categories, the components or a component's variants.
public struct NamedShape: Sendable {
  public var name: Located<String>
  public var shape: ShapeDefinition

  public init(name: Located<String>, shape: ShapeDefinition) {
    self.name = name
    self.shape = shape
  }
}

/// Where a shape starts from before its own fields apply.
public enum ShapeBase: Hashable, Sendable {
  /// A scale metric named directly: `shape: small`.
  case metric(String)
  /// A reference such as `{scale.small}`, kept as its dotted path `scale.small`.
  case reference(String)
  case circle
}

/// One level of the cascade as written: a scale entry, a category, a component or a variant.
public struct ShapeDefinition: Sendable {
  /// The mapping (or bare value) this definition was read from.
  public var location: FileLocation
  public var base: Located<ShapeBase>?
  public var category: Located<String>?
  public var size: Located<SizeExpression>?
  public var family: Located<CornerFamily>?
  public var curve: Located<CornerCurve>?
  public var smoothing: Located<Double>?
  public var corners: CornerSelection?
  public var edges: [EdgeName: EdgeDefinition] = [:]
  public var surface: SurfaceDefinition?
  public var variants: [NamedShape] = []
  public var description: Located<String>?

  public init(location: FileLocation) { self.location = location }

  /// True when the definition sets any corner field of its own (not counting its base).
  public var setsCornerFields: Bool {
    size != nil || family != nil || curve != nil || smoothing != nil || corners != nil
  }

  /// True when the definition sets anything besides its base and corners: edges or a surface.
  public var setsEdgesOrSurface: Bool { !edges.isEmpty || surface != nil }
}

/// The `corners` key: a list of the corners to shape, or per-corner values.
public enum CornerSelection: Sendable {
  /// Only these corners are shaped; the others become square at this level.
  case only([Located<CornerName>], at: FileLocation)
  /// Per-corner values; unnamed corners keep what lower levels gave them.
  case each([CornerName: CornerDefinition], at: FileLocation)
}

/// The fields one corner sets in a per-corner mapping.
public struct CornerDefinition: Sendable {
  public var location: FileLocation
  public var size: Located<SizeExpression>?
  public var family: Located<CornerFamily>?
  public var curve: Located<CornerCurve>?
  public var smoothing: Located<Double>?

  public init(location: FileLocation) { self.location = location }
}
