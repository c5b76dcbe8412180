/// Resolves every shape of a theme through the cascade of docs/format.md:
/// defaults → scale metric → category → component → variant.
///
/// At each level the whole-shape fields apply first, then the per-corner mapping;
/// a later level wins field by field and only for the fields it sets. Every field
/// keeps the list of steps that set it, which is what `chamfer explain` prints.
struct Cascade {
  let document: ThemeDocument
  /// Whether corners keep their provenance steps. `explain` and `resolve --provenance`
  /// need them; `build` and `lint` do not, and on large themes the steps would be most
  /// of the memory the cascade uses.
  let recordsProvenance: Bool
  private(set) var diagnostics: [Diagnostic] = []

  private var metricCache: [String: ShapeState?] = [:]
  /// References may lead through this many metrics; a longer chain is surely a mistake,
  /// and following it recursively could exhaust the stack.
  static let maximumReferenceDepth = Limits.referenceDepth
  private var reportedDepth = false
  private var resolving: [String] = []
  private var reportedCycles: Set<Set<String>> = []
  /// Metrics whose size depends on a cycle; they resolve to nothing, silently.
  private var cycleTainted: Set<String> = []
  private var metricIndex: [String: NamedShape] = [:]
  private var categoryIndex: [String: NamedShape] = [:]
  /// The theme's names prepared for "did you mean", each made at its first unknown
  /// name, so thousands of unknown names are not each compared with every name.
  private var metricSpelling: Spelling.Index?
  private var referenceSpelling: Spelling.Index?
  private var categorySpelling: Spelling.Index?
  private var order = 0
  private var remBase: Double

  init(document: ThemeDocument, recordsProvenance: Bool = true) {
    self.document = document
    self.recordsProvenance = recordsProvenance
    for metric in document.scale where metricIndex[metric.name.value] == nil {
      metricIndex[metric.name.value] = metric
    }
    for category in document.categories where categoryIndex[category.name.value] == nil {
      categoryIndex[category.name.value] = category
    }
    remBase = document.defaults.remBase?.value ?? 16
  }

  // MARK: - Entry points
  //
  // `Pipeline.resolve` resolves a theme: `resolveLevels`, then the components, many of
  // them in parts at once, each part by a `part()` of this cascade.

  /// The theme's scale and categories, resolved: all a component needs besides itself.
  struct Levels: Sendable {
    let theme: ResolvedTheme
    /// The first shape of each metric name, for `alias`.
    let metrics: [String: ResolvedShape]

    /// The resolved theme with these components.
    func theme(components: [ResolvedComponent]) -> ResolvedTheme {
      var theme = self.theme
      theme.components = components
      return theme
    }
  }

  /// Resolves the scale and categories, which come before any component.
  mutating func resolveLevels() -> Levels {
    let scale = document.scale.map { metric in
      ResolvedEntry(
        name: metric.name.value,
        shape: (resolvedMetric(metric.name.value) ?? start()).resolved,
        description: metric.shape.description?.value)
    }
    var categories = document.categories.map { category in
      ResolvedEntry(
        name: category.name.value, shape: resolveCategory(category).resolved,
        description: category.shape.description?.value)
    }
    let metrics = Self.metricShapes(scale)
    for (index, category) in document.categories.enumerated() where index < categories.count {
      categories[index].alias = Self.alias(category.shape, categories[index].shape, metrics: metrics)
    }
    let theme = ResolvedTheme(
      formatVersion: document.formatVersion?.value ?? ThemeDecoder.supportedVersion,
      name: document.name?.value ?? "Theme", description: document.description?.value,
      scale: scale, categories: categories, components: [])
    return Levels(theme: theme, metrics: metrics)
  }

  /// The components at `indices`, in order; the scale and categories must be resolved
  /// first (`resolveLevels`), as a component reads them.
  mutating func resolveComponents(_ indices: Range<Int>, metrics: [String: ResolvedShape]) -> [ResolvedComponent] {
    var components: [ResolvedComponent] = []
    components.reserveCapacity(indices.count)
    for index in indices { components.append(resolveComponent(document.components[index], metrics: metrics)) }
    return components
  }

  /// A copy to resolve some components with, beside other copies: it starts with no
  /// diagnostics of its own. Its steps of provenance are numbered on from this cascade's,
  /// which keeps them in order within each component, the only place they are compared.
  func part() -> Cascade {
    var part = self
    part.diagnostics = []
    return part
  }

  /// Takes in what a `part()` found, in the order the parts cover the components.
  mutating func absorb(_ part: Cascade) {
    diagnostics += part.diagnostics
    order = max(order, part.order)
  }

  /// The first shape of each metric name, for `alias`.
  private static func metricShapes(_ scale: [ResolvedEntry]) -> [String: ResolvedShape] {
    var metrics: [String: ResolvedShape] = [:]
    for metric in scale where metrics[metric.name] == nil { metrics[metric.name] = metric.shape }
    return metrics
  }

  /// The metric a shape takes whole, if it does: the definition names the metric and
  /// nothing else, and the result looks exactly like it.
  private static func alias(
    _ definition: ShapeDefinition, _ shape: ResolvedShape, metrics: [String: ResolvedShape]
  ) -> String? {
    guard !definition.setsCornerFields, definition.category == nil, let base = definition.base else {
      return nil
    }
    let name: String
    switch base.value {
    case .metric(let metric): name = metric
    case .reference(let path):
      guard let metric = scaleMetricName(path) else { return nil }
      name = metric
    case .circle: return nil
    }
    guard let metric = metrics[name], metric.sameLook(as: shape) else { return nil }
    return name
  }

  private mutating func resolveCategory(_ category: NamedShape) -> ShapeState {
    var state = start()
    apply(category.shape, level: .category(category.name.value), baseLevel: nil, to: &state)
    return state
  }

  private mutating func resolveComponent(_ component: NamedShape, metrics: [String: ResolvedShape]) -> ResolvedComponent {
    let name = component.name.value
    var state = start()
    if let category = component.shape.category {
      if let definition = categoryIndex[category.value] {
        apply(
          definition.shape, level: .category(category.value),
          baseLevel: { .categoryMetric(category: category.value, metric: $0) }, to: &state)
      } else {
        if categorySpelling == nil { categorySpelling = Spelling.Index(document.categories.map(\.name.value)) }
        diagnostics.append(
          .unknownName(
            "category", category.value, at: category.location,
            suggestion: categorySpelling?.suggestion(for: category.value),
            defined: document.categories.prefix(8).map(\.name.value)))
      }
    }
    apply(component.shape, level: .component(name), baseLevel: nil, to: &state)
    let variants = component.shape.variants.map { variant -> ResolvedEntry in
      var variantState = state
      let variantName = variant.name.value
      apply(
        variant.shape, level: .variant(component: name, variant: variantName),
        baseLevel: { .variantMetric(component: name, variant: variantName, metric: $0) },
        to: &variantState)
      // The alias first, so that the shape moves into the entry rather than being
      // copied out of it.
      let shape = variantState.resolved
      let alias = Self.alias(variant.shape, shape, metrics: metrics)
      return ResolvedEntry(name: variantName, shape: shape, description: variant.shape.description?.value, alias: alias)
    }
    let shape = state.resolved
    let alias = Self.alias(component.shape, shape, metrics: metrics)
    return ResolvedComponent(
      name: name, shape: shape, variants: variants, description: component.shape.description?.value, alias: alias)
  }

  // MARK: - Levels

  /// The starting point of every shape: square corners with the theme's defaults.
  private mutating func start() -> ShapeState {
    var state = ShapeState()
    let defaults = document.defaults
    let family = defaults.family?.value ?? .rounded
    let curve = defaults.curve?.value ?? .circular
    let smoothing = defaults.smoothing?.value ?? 0.6
    for index in 0..<4 {
      set(.size, "0pt", .builtIn, nil, on: &state.corners[index]) { $0.size = .zero }
      set(.family, family.rawValue, defaults.family == nil ? .builtIn : .defaults,
        defaults.family?.location, on: &state.corners[index]) { $0.family = family }
      set(.curve, curve.rawValue, defaults.curve == nil ? .builtIn : .defaults,
        defaults.curve?.location, on: &state.corners[index]) { $0.curve = curve }
      set(.smoothing, JSONValue.format(smoothing), defaults.smoothing == nil ? .builtIn : .defaults,
        defaults.smoothing?.location, on: &state.corners[index]) { $0.smoothing = smoothing }
    }
    return state
  }

  /// Applies one definition: its base (a metric or `circle`), then its own fields.
  ///
  /// `baseLevel` names the level a base metric is applied at; nil means the metric
  /// is its own level (`scale 'NAME'`), as for a component's `shape` or a category
  /// resolved on its own.
  private mutating func apply(
    _ definition: ShapeDefinition, level: CascadeLevel,
    baseLevel: ((String) -> CascadeLevel)?, to state: inout ShapeState
  ) {
    if let base = definition.base {
      switch base.value {
      case .circle:
        state.kind = .circle
        for index in 0..<4 {
          set(.size, "50%", level, base.location, on: &state.corners[index]) { $0.size = .full }
          set(.family, "rounded", level, base.location, on: &state.corners[index]) {
            $0.family = .rounded
          }
          set(.curve, "circular", level, base.location, on: &state.corners[index]) {
            $0.curve = .circular
          }
        }
      case .metric, .reference:
        if let name = metricName(for: base), let metric = metricIndex[name] {
          state.kind = .rectangle
          if resolvesMetric(name) {
            applyFields(metric.shape, level: baseLevel?(name) ?? .metric(name), to: &state)
          }
        }
      }
    }
    if state.kind == .circle, definition.setsCornerFields {
      diagnostics.append(.circleWithFields(level: level, at: firstFieldLocation(definition)))
      applyEdgesAndSurface(definition, level: level, to: &state)
      return
    }
    applyFields(definition, level: level, to: &state)
  }

  /// Each edge's treatment field by field, and the surface's fields.
  private mutating func applyEdgesAndSurface(
    _ definition: ShapeDefinition, level: CascadeLevel, to state: inout ShapeState
  ) {
    let edges = definition.edges
    for (index, edge) in EdgeName.ordered.enumerated() where !edges.isEmpty {
      guard let treatment = edges[edge] else { continue }
      switch treatment {
      case .none(let location):
        record(.edge, "none", level, location, into: &state.edges[index].provenance)
        state.edges[index].arrow = nil
      case .arrow(let written):
        if state.edges[index].arrow == nil {
          record(.edge, "arrow", level, written.location, into: &state.edges[index].provenance)
          state.edges[index].arrow = .builtIn
        }
        if let width = written.width {
          record(.width, "\(JSONValue.format(width.value))pt", level, width.location, into: &state.edges[index].provenance)
          state.edges[index].arrow?.width = width.value
        }
        if let height = written.height {
          record(.height, "\(JSONValue.format(height.value))pt", level, height.location, into: &state.edges[index].provenance)
          state.edges[index].arrow?.height = height.value
        }
        if let position = written.position {
          record(.position, position.value.description, level, position.location, into: &state.edges[index].provenance)
          state.edges[index].arrow?.position = position.value
        }
        if let tip = written.tip {
          record(.tip, "\(JSONValue.format(tip.value))pt", level, tip.location, into: &state.edges[index].provenance)
          state.edges[index].arrow?.tip = tip.value
        }
      }
    }
    guard let surface = definition.surface else { return }
    state.surface.isSet = true
    func apply<Value>(
      _ written: Located<Value>?, _ field: ProvenanceStep.Field, _ text: (Value) -> String,
      _ change: (inout SurfaceState, Value) -> Void
    ) {
      guard let written else { return }
      record(field, text(written.value), level, written.location, into: &state.surface.provenance)
      change(&state.surface, written.value)
    }
    apply(surface.fill, .fill, \.description) { $0.fill = $1 }
    apply(surface.borderWidth, .borderWidth, { "\(JSONValue.format($0))pt" }) { $0.borderWidth = $1 }
    apply(surface.borderColor, .borderColor, \.description) { $0.borderColor = $1 }
    apply(surface.borderPosition, .borderPosition, \.rawValue) { $0.borderPosition = $1 }
    apply(surface.shadows, .shadows, { "\($0.count) shadow\($0.count == 1 ? "" : "s")" }) { $0.shadows = $1 }
    apply(surface.style, .style, \.rawValue) { $0.style = $1 }
    apply(surface.distance, .distance, { "\(JSONValue.format($0))pt" }) { $0.distance = $1 }
    apply(surface.intensity, .intensity, { JSONValue.format($0) }) { $0.intensity = $1 }
  }

  /// One provenance step for an edge or surface field.
  private mutating func record(
    _ field: ProvenanceStep.Field, _ text: @autoclosure () -> String, _ level: CascadeLevel,
    _ location: FileLocation, into steps: inout [ProvenanceStep]
  ) {
    order += 1
    guard recordsProvenance else { return }
    steps.append(ProvenanceStep(field: field, value: text(), level: level, location: location, order: order))
  }

  /// Whole-shape fields, then the `corners` list or mapping.
  private mutating func applyFields(
    _ definition: ShapeDefinition, level: CascadeLevel, to state: inout ShapeState
  ) {
    applyEdgesAndSurface(definition, level: level, to: &state)
    if let size = definition.size, let value = resolveSize(size) {
      for index in 0..<4 {
        set(.size, value.text, level, size.location, on: &state.corners[index]) {
          $0.size = value.size
        }
      }
    }
    if let family = definition.family {
      for index in 0..<4 {
        set(.family, family.value.rawValue, level, family.location, on: &state.corners[index]) {
          $0.family = family.value
        }
      }
    }
    if let curve = definition.curve {
      for index in 0..<4 {
        set(.curve, curve.value.rawValue, level, curve.location, on: &state.corners[index]) {
          $0.curve = curve.value
        }
      }
    }
    if let smoothing = definition.smoothing {
      for index in 0..<4 {
        set(.smoothing, JSONValue.format(smoothing.value), level, smoothing.location,
          on: &state.corners[index]) { $0.smoothing = smoothing.value }
        state.corners[index].explicitSmoothing = smoothing.location
      }
    }
    switch definition.corners {
    case .only(let listed, let location):
      let kept = Set(listed.map(\.value))
      for (index, corner) in CornerName.ordered.enumerated() where !kept.contains(corner) {
        set(.size, "0pt (not in 'corners')", level, location, on: &state.corners[index]) {
          $0.size = .zero
        }
      }
    case .each(let perCorner, _):
      for (index, corner) in CornerName.ordered.enumerated() {
        guard let fields = perCorner[corner] else { continue }
        if let size = fields.size, let value = resolveSize(size) {
          set(.size, value.text, level, size.location, on: &state.corners[index]) {
            $0.size = value.size
          }
        }
        if let family = fields.family {
          set(.family, family.value.rawValue, level, family.location, on: &state.corners[index]) {
            $0.family = family.value
          }
        }
        if let curve = fields.curve {
          set(.curve, curve.value.rawValue, level, curve.location, on: &state.corners[index]) {
            $0.curve = curve.value
          }
        }
        if let smoothing = fields.smoothing {
          set(.smoothing, JSONValue.format(smoothing.value), level, smoothing.location,
            on: &state.corners[index]) { $0.smoothing = smoothing.value }
          state.corners[index].explicitSmoothing = smoothing.location
        }
      }
    case nil:
      break
    }
  }

  private mutating func set(
    _ field: ProvenanceStep.Field, _ text: @autoclosure () -> String,
    _ level: @autoclosure () -> CascadeLevel, _ location: FileLocation?,
    on corner: inout CornerState, _ change: (inout CornerState) -> Void
  ) {
    change(&corner)
    order += 1
    switch field {
    case .curve: corner.curveOrder = order
    case .smoothing: corner.smoothingOrder = order
    default: break
    }
    guard recordsProvenance else { return }
    corner.provenance.append(
      ProvenanceStep(field: field, value: text(), level: level(), location: location, order: order))
  }

  // MARK: - Metrics and references

  /// The metric name a base points at, reporting unknown names and references.
  private mutating func metricName(for base: Located<ShapeBase>) -> String? {
    switch base.value {
    case .circle: return nil
    case .metric(let name):
      guard metricIndex[name] != nil else {
        if metricSpelling == nil { metricSpelling = Spelling.Index(document.scale.map(\.name.value)) }
        diagnostics.append(
          .unknownName(
            "scale metric", name, at: base.location, suggestion: metricSpelling?.suggestion(for: name),
            defined: document.scale.prefix(8).map(\.name.value)))
        return nil
      }
      return name
    case .reference(let path):
      return referencedMetric(path, at: base.location)
    }
  }

  private mutating func referencedMetric(_ path: String, at location: FileLocation) -> String? {
    if let name = Self.scaleMetricName(path), metricIndex[name] != nil { return name }
    if referenceSpelling == nil { referenceSpelling = Spelling.Index(document.scale.map { "scale.\($0.name.value)" }) }
    let suggestion = referenceSpelling?.suggestion(for: path)
    diagnostics.append(
      Diagnostic(
        "resolve/unknown-reference", .error, "'{\(path)}' does not name a scale metric",
        at: location,
        hint: suggestion.map { "did you mean '{\($0)}'?" }
          ?? "references point at scale metrics, like '{scale.small}'"))
    return nil
  }

  /// `NAME` for the path `scale.NAME`: the parts of the path split at its dots (empty
  /// parts left out) are `scale` and one more.
  static func scaleMetricName(_ path: String) -> String? {
    // Paths the decoder read are ASCII, where each byte is a character; looking at the
    // bytes, without making an array of the parts, is much quicker.
    if path.utf8.allSatisfy({ $0 < 0x80 }) {
      let parts = DottedPath.parts(Substring(path).utf8)
      guard parts.count == 2, parts.first.elementsEqual("scale".utf8) else { return nil }
      return String(Substring(parts.last))
    }
    let parts = path.split(separator: ".")
    return parts.count == 2 && parts[0] == "scale" ? String(parts[1]) : nil
  }

  /// True when the metric resolves, that is, is not part of a cycle; once it has been
  /// resolved, this is answered without copying its shape out of the cache.
  private mutating func resolvesMetric(_ name: String) -> Bool {
    if let cached = metricCache[name] { return cached != nil }
    return resolvedMetric(name) != nil
  }

  /// The metric's own shape (defaults + its fields), or nil when it is part of a cycle.
  private mutating func resolvedMetric(_ name: String) -> ShapeState? {
    if let cached = metricCache[name] { return cached }
    guard let metric = metricIndex[name] else { return nil }
    if resolving.count >= Self.maximumReferenceDepth {
      if !reportedDepth {
        reportedDepth = true
        let location = metric.shape.size?.location ?? metric.name.location
        diagnostics.append(
          Diagnostic(
            "resolve/reference-too-deep", .error,
            "references chain through more than \(Self.maximumReferenceDepth) metrics to reach '\(name)'",
            at: location, hint: "give a metric on the way a size of its own"))
      }
      cycleTainted.formUnion(resolving)
      return nil
    }
    if let position = resolving.firstIndex(of: name) {
      let cycle = Array(resolving[position...]) + [name]
      if reportedCycles.insert(Set(cycle)).inserted {
        diagnostics.append(.referenceCycle(cycle, in: document))
      }
      return nil
    }
    resolving.append(name)
    var state = start()
    applyFields(metric.shape, level: .metric(name), to: &state)
    resolving.removeLast()
    // A metric whose reference ran into a cycle resolves to nothing, silently: the
    // cycle itself has been reported once.
    let result: ShapeState? = cycleTainted.contains(name) ? nil : state
    metricCache[name] = result
    return result
  }

  /// Points or a percentage, with the text explain shows.
  private mutating func resolveSize(_ size: Located<SizeExpression>) -> (size: Size, text: String)? {
    // The text is only for provenance; making it for every size was a large share of
    // resolving a theme without provenance.
    let describes = recordsProvenance
    switch size.value {
    case .points(let value): return (.points(value), describes ? Size.points(value).description : "")
    case .percent(let value): return (.percent(value), describes ? Size.percent(value).description : "")
    case .rem(let value):
      let points = Size.points(value * remBase)
      // Checked after the conversion, which a large remBase can overflow.
      guard points.value <= Size.maximumPoints else {
        diagnostics.append(Size.tooLarge("\(JSONValue.format(value))rem", points: points.value, converted: true, at: size.location))
        return nil
      }
      return (points, describes ? "\(JSONValue.format(value))rem = \(points)" : "")
    case .reference(let path):
      guard let name = referencedMetric(path, at: size.location) else { return nil }
      guard let metric = resolvedMetric(name) else {
        cycleTainted.formUnion(resolving)
        return nil
      }
      let sizes = metric.corners.map(\.size)
      guard sizes.dropFirst().allSatisfy({ $0 == sizes[0] }) else {
        diagnostics.append(.nonUniformReference(name, at: size.location, document: document))
        return nil
      }
      return (sizes[0], describes ? "\(sizes[0]) from {\(path)}" : "")
    }
  }

  private func firstFieldLocation(_ definition: ShapeDefinition) -> FileLocation {
    let candidates: [FileLocation?] = [
      definition.size?.location, definition.family?.location, definition.curve?.location,
      definition.smoothing?.location,
      {
        switch definition.corners {
        case .only(_, let location), .each(_, let location): return location
        case nil: return nil
        }
      }(),
    ]
    return candidates.compactMap { $0 }.min() ?? definition.location
  }
}

// MARK: - Working state

/// A shape while the cascade is being applied.
struct ShapeState {
  var kind = ShapeKind.rectangle
  var corners = [CornerState](repeating: CornerState(), count: 4)
  var edges = ResolvedEdge.straight
  var surface = SurfaceState()

  var resolved: ResolvedShape {
    ResolvedShape(kind: kind, corners: corners.map(\.resolved), edges: edges, surface: surface.resolved)
  }
}

/// A surface while the cascade is being applied.
struct SurfaceState {
  /// True once any level wrote `surface`.
  var isSet = false
  var fill: Color?
  var borderWidth: Double?
  var borderColor: Color?
  var borderPosition: BorderPosition?
  var shadows: [Shadow]?
  var style: SurfaceStyle?
  var distance: Double?
  var intensity: Double?
  var provenance: [ProvenanceStep] = []

  var resolved: ResolvedSurface? {
    guard isSet else { return nil }
    let style = style ?? .flat
    let distance = distance ?? ResolvedSurface.defaultDistance
    let intensity = intensity ?? ResolvedSurface.defaultIntensity
    // A border needs a width; its colour defaults to the fill's darker neighbour, or
    // black, and it lies inside the outline unless told otherwise.
    var border: ResolvedBorder?
    if let width = borderWidth, width > 0 {
      border = ResolvedBorder(
        width: width, color: borderColor ?? fill?.scaled(by: 0.8) ?? Color(red: 0, green: 0, blue: 0),
        position: borderPosition ?? .inside)
    }
    var effective = shadows ?? []
    var derived = false
    if shadows == nil, style != .flat, let fill {
      effective = ResolvedSurface.neumorphicShadows(fill: fill, style: style, distance: distance, intensity: intensity)
      derived = true
    }
    return ResolvedSurface(
      fill: fill, border: border, style: style, distance: distance, intensity: intensity, shadows: effective,
      derivedShadows: derived, provenance: provenance)
  }
}

/// One corner while the cascade is being applied.
struct CornerState {
  var size = Size.zero
  var family = CornerFamily.rounded
  var curve = CornerCurve.circular
  var smoothing = 0.6
  /// Where a level (not `defaults`) set smoothing, for the smoothing-without-continuous rule.
  var explicitSmoothing: FileLocation?
  /// When the curve and the smoothing were last set, as cascade positions; kept even
  /// without provenance, for the same rule.
  var curveOrder = 0
  var smoothingOrder = 0
  var provenance: [ProvenanceStep] = []

  var resolved: ResolvedCorner {
    var sources = CornerProvenance()
    for step in provenance {
      switch step.field {
      case .size: sources.size.append(step)
      case .family: sources.family.append(step)
      case .curve: sources.curve.append(step)
      case .smoothing: sources.smoothing.append(step)
      default: break
      }
    }
    return ResolvedCorner(
      size: size, family: family, curve: curve,
      smoothing: curve == .continuous ? smoothing : nil, provenance: sources,
      explicitSmoothing: explicitSmoothing, curveSetAfterSmoothing: curveOrder > smoothingOrder)
  }
}

// MARK: - Messages

extension Diagnostic {
  static func unknownName(
    _ what: String, _ name: String, at location: FileLocation, suggestion: String?, defined: [String]
  ) -> Diagnostic {
    let id = what == "category" ? "resolve/unknown-category" : "resolve/unknown-metric"
    return Diagnostic(
      id, .error, "there is no \(what) called '\(name)'", at: location,
      hint: suggestion.map { "did you mean '\($0)'?" }
        ?? (defined.isEmpty
          ? "the theme defines none" : "defined: \(defined.prefix(8).map { "'\($0)'" }.joined(separator: ", "))"))
  }

  static func referenceCycle(_ cycle: [String], in document: ThemeDocument) -> Diagnostic {
    let path = cycle.map { "scale.\($0)" }.joined(separator: " → ")
    let notes = cycle.dropLast().map { name -> Note in
      let location = document.metric(name).map { $0.shape.size?.location ?? $0.name.location }
      return Note("'scale.\(name)' is defined here", at: location)
    }
    let start = document.metric(cycle[0]).map { $0.shape.size?.location ?? $0.name.location }
    return Diagnostic(
      "resolve/reference-cycle", .error, "references go round in a cycle: \(path)", at: start,
      hint: "give one of these metrics a size of its own", notes: notes)
  }

  static func nonUniformReference(_ name: String, at location: FileLocation, document: ThemeDocument)
    -> Diagnostic
  {
    Diagnostic(
      "resolve/non-uniform-reference", .error,
      "'{scale.\(name)}' has corners of different sizes, so it is not one size", at: location,
      hint: "use 'shape: \(name)' to take its whole shape, or refer to a metric with one size",
      notes: document.metric(name).map { [Note("'\(name)' is defined here", at: $0.name.location)] }
        ?? [])
  }

  static func circleWithFields(level: CascadeLevel, at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "resolve/circle-with-fields", .error,
      "\(level) is a circle, so its corner fields have no effect", at: location,
      hint: "remove the corner fields, or start from a scale metric instead of 'circle'")
  }
}

// MARK: - Dotted paths

/// The parts of an ASCII dotted path such as `scale.small`, found without making an
/// array: how many there are (empty parts left out, as `split(separator: ".")` leaves
/// them out), and the first and the last.
enum DottedPath {
  static func parts(_ bytes: Substring.UTF8View) -> (count: Int, first: Substring.UTF8View, last: Substring.UTF8View) {
    var count = 0
    var first = bytes[bytes.startIndex..<bytes.startIndex]
    var last = first
    var start = bytes.startIndex
    var index = bytes.startIndex
    while true {
      let atEnd = index == bytes.endIndex
      if atEnd || bytes[index] == UInt8(ascii: ".") {
        if start != index {
          count += 1
          if count == 1 { first = bytes[start..<index] }
          last = bytes[start..<index]
        }
        if atEnd { break }
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    return (count, first, last)
  }
}
