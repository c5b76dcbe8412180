/// A theme as written, after its layers were merged: every value keeps its location.
///
/// This is the input of the validation rules and of the cascade. Nothing here is
/// resolved yet: references are names, sizes may be in rem.
package struct ThemeDocument: Sendable {
  package var formatVersion: Located<Int>?
  package var name: Located<String>?
  package var description: Located<String>?
  package var defaults = Defaults()
  package var scale: [NamedShape] = []
  package var categories: [NamedShape] = []
  package var components: [NamedShape] = []
  /// Where the document starts, for problems that belong to the whole theme.
  package var location: FileLocation

  package init(location: FileLocation) { self.location = location }

  /// Theme-wide starting values for every corner.
  package struct Defaults: Sendable {
    package var family: Located<CornerFamily>?
    package var curve: Located<CornerCurve>?
    package var smoothing: Located<Double>?
    package var remBase: Located<Double>?

    package init() {}
  }

  /// The scale metric called `name`.
  package func metric(_ name: String) -> NamedShape? { scale.first { $0.name.value == name } }
  /// The category called `name`.
  package func category(_ name: String) -> NamedShape? {
    categories.first { $0.name.value == name }
  }
}

/// A named entry of the scale, the categories, the components or a component's variants.
package struct NamedShape: Sendable {
  package var name: Located<String>
  package var shape: ShapeDefinition

  package init(name: Located<String>, shape: ShapeDefinition) {
    self.name = name
    self.shape = shape
  }
}

/// Where a shape starts from before its own fields apply.
package enum ShapeBase: Hashable, Sendable {
  /// A scale metric named directly: `shape: small`.
  case metric(String)
  /// A reference such as `{scale.small}`, kept as its dotted path `scale.small`.
  case reference(String)
  case circle
}

/// One level of the cascade as written: a scale entry, a category, a component or a variant.
///
/// A value type like the rest of the document, but its fields live in one shared box
/// that is copied only when a copy is changed: the fields take about 800 bytes, and
/// the lint rules and the cascade pass definitions around by the tens of thousands on
/// large themes, which made copying them most of a run's time and memory.
package struct ShapeDefinition: Sendable {
  private var storage: Storage

  package init(location: FileLocation) { storage = Storage(Fields(location: location)) }

  /// The mapping (or bare value) this definition was read from.
  package var location: FileLocation {
    get { storage.fields.location }
    set { unique().fields.location = newValue }
  }
  package var base: Located<ShapeBase>? {
    get { storage.fields.base }
    set { unique().fields.base = newValue }
  }
  package var category: Located<String>? {
    get { storage.fields.category }
    set { unique().fields.category = newValue }
  }
  package var size: Located<SizeExpression>? {
    get { storage.fields.size }
    set { unique().fields.size = newValue }
  }
  package var family: Located<CornerFamily>? {
    get { storage.fields.family }
    set { unique().fields.family = newValue }
  }
  package var curve: Located<CornerCurve>? {
    get { storage.fields.curve }
    set { unique().fields.curve = newValue }
  }
  package var smoothing: Located<Double>? {
    get { storage.fields.smoothing }
    set { unique().fields.smoothing = newValue }
  }
  package var corners: CornerSelection? {
    get { storage.fields.corners }
    set { unique().fields.corners = newValue }
  }
  package var edges: [EdgeName: EdgeDefinition] {
    get { storage.fields.edges }
    set { unique().fields.edges = newValue }
  }
  package var surface: SurfaceDefinition? {
    get { storage.fields.surface?.value }
    set { unique().fields.surface = newValue.map(SurfaceBox.init) }
  }
  package var variants: [NamedShape] {
    get { storage.fields.variants }
    set { unique().fields.variants = newValue }
  }
  package var description: Located<String>? {
    get { storage.fields.description }
    set { unique().fields.description = newValue }
  }

  /// True when the definition sets any corner field of its own (not counting its base).
  package var setsCornerFields: Bool {
    size != nil || family != nil || curve != nil || smoothing != nil || corners != nil
  }

  /// True when the definition sets anything besides its base and corners: edges or a surface.
  package var setsEdgesOrSurface: Bool { !edges.isEmpty || surface != nil }

  /// The box, copied first when another definition shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    return storage
  }

  /// Only changed through `unique()`, so a box another value shares is never written:
  /// that is what makes sending it to another thread safe.
  private final class Storage: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private struct Fields {
    var location: FileLocation
    var base: Located<ShapeBase>?
    var category: Located<String>?
    var size: Located<SizeExpression>?
    var family: Located<CornerFamily>?
    var curve: Located<CornerCurve>?
    var smoothing: Located<Double>?
    var corners: CornerSelection?
    var edges: [EdgeName: EdgeDefinition] = [:]
    /// Boxed: few shapes have a surface, and its fields would more than double the
    /// size of every definition.
    var surface: SurfaceBox?
    var variants: [NamedShape] = []
    var description: Located<String>?

    init(location: FileLocation) { self.location = location }
  }

  private final class SurfaceBox: Sendable {
    let value: SurfaceDefinition
    init(_ value: SurfaceDefinition) { self.value = value }
  }
}

/// The `corners` key: a list of the corners to shape, or per-corner values.
package enum CornerSelection: Sendable {
  /// Only these corners are shaped; the others become square at this level.
  case only([Located<CornerName>], at: FileLocation)
  /// Per-corner values; unnamed corners keep what lower levels gave them.
  case each([CornerName: CornerDefinition], at: FileLocation)
}

/// The fields one corner sets in a per-corner mapping.
package struct CornerDefinition: Sendable {
  package var location: FileLocation
  package var size: Located<SizeExpression>?
  package var family: Located<CornerFamily>?
  package var curve: Located<CornerCurve>?
  package var smoothing: Located<Double>?

  package init(location: FileLocation) { self.location = location }
}
