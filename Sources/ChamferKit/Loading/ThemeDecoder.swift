import Foundation

/// Turns a merged `SourceNode` tree into a `ThemeDocument`, reporting every value that
/// does not fit the format (docs/format.md).
///
/// Decoding never stops at the first problem: a bad value is reported and left out,
/// and the rest of the theme is still read, so one run shows everything.
struct ThemeDecoder {
  /// True when the theme has a `name` key, valid or not: a wrong one is reported where
  /// it is written, not also as a missing name.
  private(set) var nameWritten = false

  static let supportedVersion = 1
  static let topLevelKeys = [
    "chamfer", "name", "description", "extends", "defaults", "scale", "categories", "components",
  ]
  static let defaultsKeys = ["family", "curve", "smoothing", "remBase"]
  static let cornerKeys = ["size", "family", "curve", "smoothing"]
  static let shapeKeys = [
    "shape", "category", "size", "family", "curve", "smoothing", "corners", "edges", "surface", "variants",
    "description",
  ]
  static let arrowKeys = ["width", "height", "position", "tip"]
  static let surfaceKeys = ["fill", "border", "shadows", "style", "distance", "intensity"]
  static let borderKeys = ["width", "color", "position"]
  static let shadowKeys = ["color", "x", "y", "blur", "spread", "inset"]

  /// Which section a shape definition belongs to; each allows different keys.
  enum Section: String {
    case scale, category, component, variant

    var allowedKeys: [String] {
      switch self {
      case .scale: Self.scaleKeys
      case .category, .variant: Self.levelKeys
      case .component: ThemeDecoder.shapeKeys
      }
    }

    // Kept once rather than built on every call: the decoder asks for each shape.
    private static let scaleKeys = ["size", "family", "curve", "smoothing", "corners", "edges", "surface", "description"]
    private static let levelKeys = [
      "shape", "size", "family", "curve", "smoothing", "corners", "edges", "surface", "description",
    ]

    /// Whether `key`, one of `shapeKeys`, is allowed in this section.
    func allows(_ key: ShapeKey) -> Bool {
      switch self {
      case .scale: key != .shape && key != .category && key != .variants
      case .category, .variant: key != .category && key != .variants
      case .component: true
      }
    }

    var noun: String {
      switch self {
      case .scale: "a scale metric"
      case .category: "a category"
      case .component: "a component"
      case .variant: "a variant"
      }
    }
  }

  var diagnostics: [Diagnostic] = []
  /// Points per rem, for lengths written in rem (arrows, borders, shadows).
  private var remBase: Double?
  init() {}

  /// A section of named shapes whose entries are still to be decoded.
  struct SectionEntries {
    let key: String
    let section: Section
    let entries: [(key: SourceNode.Scalar, value: SourceNode)]
  }

  /// The theme with its sections of named shapes (scale, categories, components) left
  /// empty, and those sections, to be decoded by `shapes(_:of:)`: `Pipeline.decode`
  /// does it, a long section in parts at once.
  mutating func outline(_ root: SourceNode) -> (theme: ThemeDocument, sections: [SectionEntries])? {
    guard case .mapping(let mapping) = root else {
      diagnostics.append(
        .wrongType(expected: "a mapping of theme keys", found: root, key: nil))
      return nil
    }
    var theme = ThemeDocument(location: mapping.location)
    checkKeys(of: mapping, allowed: Self.topLevelKeys, context: "the theme")

    if let version = mapping["chamfer"] {
      if case .scalar(let scalar) = version, let number = Int(scalar.text), !scalar.isQuoted {
        if number == Self.supportedVersion {
          theme.formatVersion = Located(number, at: scalar.location)
        } else {
          diagnostics.append(.unsupportedVersion(scalar.text, at: scalar.location))
        }
      } else {
        diagnostics.append(.unsupportedVersion(version.kindDescription, at: version.location))
      }
    }
    nameWritten = mapping["name"] != nil
    theme.name = identifierName(mapping["name"], key: "name")
    theme.description = description(mapping["description"])
    if let defaults = mapping["defaults"] { theme.defaults = decodeDefaults(defaults) }
    remBase = theme.defaults.remBase?.value

    guard fitsShapeLimit(mapping) else { return nil }
    let sections = [("scale", Section.scale), ("categories", .category), ("components", .component)]
    return (theme, sections.compactMap { key, section in entries(mapping[key], key: key, section: section) })
  }

  // MARK: - Sections

  private mutating func decodeDefaults(_ node: SourceNode) -> ThemeDocument.Defaults {
    var defaults = ThemeDocument.Defaults()
    guard let mapping = self.mapping(node, key: "defaults") else { return defaults }
    checkKeys(of: mapping, allowed: Self.defaultsKeys, context: "'defaults'")
    defaults.family = choice(mapping["family"], key: "family")
    defaults.curve = choice(mapping["curve"], key: "curve")
    defaults.smoothing = smoothing(mapping["smoothing"])
    if let node = mapping["remBase"] {
      if let number = number(node, key: "remBase") {
        if number.value > 0 {
          defaults.remBase = number
        } else {
          diagnostics.append(
            Diagnostic(
              "load/invalid-value", .error, "'remBase' must be more than 0, found '\(JSONValue.format(number.value))'",
              at: number.location, hint: "the usual value is 16 points per rem"))
        }
      }
    }
    return defaults
  }

  /// The most metrics, categories or components one section may hold; far beyond real
  /// design systems, and well inside what a build handles in seconds.
  static let maximumEntries = Limits.sectionEntries

  /// The most shapes one theme may define: `Limits.shapesPerTheme`, fewer for a preview.
  var shapeLimit = Pipeline.ShapeLimit.build

  /// Whether the theme defines no more shapes than `shapeLimit`, counted in document
  /// order in the tree before any is decoded: each section holds at most
  /// `maximumEntries`, but many components with many variants each would still be
  /// millions of shapes. Otherwise one error, where the count passes the limit.
  private mutating func fitsShapeLimit(_ mapping: SourceNode.Mapping) -> Bool {
    var tally = ShapeTally(limit: shapeLimit.count)
    tally.count(.mapping(mapping))
    guard let passed = tally.passedAt else { return true }
    diagnostics.append(shapeLimit.passed(at: passed))
    return false
  }

  /// The shapes of a section, in order.
  private mutating func namedShapes(_ node: SourceNode?, key: String, section: Section) -> [NamedShape] {
    guard let entries = entries(node, key: key, section: section) else { return [] }
    return shapes(entries.entries.indices, of: entries)
  }

  /// The entries of a section, when it is a mapping of no more than `maximumEntries`.
  private mutating func entries(_ node: SourceNode?, key: String, section: Section) -> SectionEntries? {
    guard let node, let mapping = mapping(node, key: key) else { return nil }
    guard mapping.entries.count <= Self.maximumEntries else {
      diagnostics.append(
        Diagnostic(
          "load/too-large", .error,
          "'\(key)' has \(mapping.entries.count) entries; Chamfer reads up to \(Self.maximumEntries) in one section",
          at: mapping.location, hint: "split the theme into several, one per product or platform"))
      return nil
    }
    return SectionEntries(key: key, section: section, entries: mapping.entries)
  }

  /// The shapes of the entries at `indices` of a section, in order.
  mutating func shapes(_ indices: Range<Int>, of section: SectionEntries) -> [NamedShape] {
    var result: [NamedShape] = []
    result.reserveCapacity(indices.count)
    for index in indices {
      let (name, value) = section.entries[index]
      guard let located = validName(name, in: section.key) else { continue }
      if let shape = shapeDefinition(value, section: section.section, name: name.text) {
        result.append(NamedShape(name: located, shape: shape))
      }
    }
    return result
  }

  private mutating func shapeDefinition(_ node: SourceNode, section: Section, name: String)
    -> ShapeDefinition?
  {
    var shape = ShapeDefinition(location: node.location)
    switch node {
    case .scalar(let scalar):
      if section == .category, let base = bareBase(scalar) {
        shape.base = base
      } else if let size = size(node, key: name) {
        shape.size = size
      }
      return shape
    case .sequence:
      diagnostics.append(
        .wrongType(expected: "a size or a mapping of shape fields", found: node, key: name))
      // Kept with no fields, so shapes that name it do not also report it as unknown.
      return shape
    case .mapping(let mapping):
      // One pass over the keys, reporting those not allowed in the order `checkKeys`
      // would, rather than one search of the mapping for every field; the fields are
      // then decoded in the same order as before, so diagnostics come out unchanged.
      // Where each key is among the mapping's entries.
      // By `ShapeKey.rawValue`; -1 for a key the mapping does not have.
      var fields = [Int](repeating: -1, count: ShapeKey.allCases.count)
      for (position, entry) in mapping.entries.enumerated() {
        guard let known = ShapeKey(entry.key.text), section.allows(known) else {
          reportKey(entry.key, allowed: section.allowedKeys, context: section.noun)
          continue
        }
        // The first entry wins, as `mapping[key]` finds it.
        if fields[known.rawValue] < 0 { fields[known.rawValue] = position }
      }
      func field(_ key: ShapeKey) -> SourceNode? {
        fields[key.rawValue] < 0 ? nil : mapping.entries[fields[key.rawValue]].value
      }
      let categoryKey = fields[ShapeKey.category.rawValue] < 0 ? nil : mapping.entries[fields[ShapeKey.category.rawValue]].key
      if let node = field(.shape), section != .scale {
        shape.base = base(node)
      }
      if let node = field(.category), section == .component {
        shape.category = identifierName(node, key: "category")
      }
      if let base = shape.base, shape.category != nil, let key = categoryKey {
        diagnostics.append(.shapeAndCategory(name, base: base.location, category: key.location))
        shape.category = nil
      }
      shape.size = field(.size).flatMap { size($0, key: "size") }
      shape.family = choice(field(.family), key: "family")
      shape.curve = choice(field(.curve), key: "curve")
      shape.smoothing = smoothing(field(.smoothing))
      if let node = field(.corners) { shape.corners = corners(node) }
      if let node = field(.edges) { shape.edges = edges(node) }
      if let node = field(.surface) { shape.surface = surface(node) }
      shape.description = description(field(.description))
      if let node = field(.variants), section == .component {
        shape.variants = namedShapes(node, key: "variants", section: .variant)
      }
      return shape
    }
  }

  /// The keys of a shape mapping, `shapeKeys` in order. Numbered, so the decoder can
  /// keep where each one is in a plain array: a dictionary keyed by a `String` enum
  /// hashed the key's name, for every field of every shape of a theme.
  enum ShapeKey: Int, CaseIterable {
    case shape, category, size, family, curve, smoothing, corners, edges, surface, variants, description

    init?(_ name: String) {
      guard let key = Self.named[name] else { return nil }
      self = key
    }

    private static let named = Dictionary(uniqueKeysWithValues: allCases.map { (String(describing: $0), $0) })
  }

  /// A bare category value: a metric name, a reference or `circle`; nil when it reads as a size.
  private mutating func bareBase(_ scalar: SourceNode.Scalar) -> Located<ShapeBase>? {
    let text = scalar.text
    if text.first == "{" || text == "circle" { return base(.scalar(scalar)) }
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, text != "full"
    else { return nil }
    return base(.scalar(scalar))
  }

  private mutating func base(_ node: SourceNode) -> Located<ShapeBase>? {
    guard case .scalar(let scalar) = node, !scalar.text.isEmpty else {
      diagnostics.append(
        .wrongType(
          expected: "a scale name, a reference or 'circle'", found: node, key: "shape",
          hint: Self.unquotedReferenceHint(node)))
      return nil
    }
    if scalar.text == "circle" { return Located(.circle, at: scalar.location) }
    if scalar.text.first == "{" {
      guard let path = Self.referencePath(scalar.text) else {
        diagnostics.append(.malformedReference(scalar.text, at: scalar.location))
        return nil
      }
      return Located(.reference(path), at: scalar.location)
    }
    return Located(.metric(scalar.text), at: scalar.location)
  }

  private mutating func corners(_ node: SourceNode) -> CornerSelection? {
    switch node {
    case .sequence(let sequence):
      var names: [Located<CornerName>] = []
      for item in sequence.items {
        guard let corner = cornerName(item) else { continue }
        if names.contains(where: { $0.value == corner.value }) {
          diagnostics.append(
            Diagnostic(
              "load/duplicate-key", .error, "the corner '\(corner.value.rawValue)' is listed twice",
              at: corner.location))
        } else {
          names.append(corner)
        }
      }
      return .only(names, at: sequence.location)
    case .mapping(let mapping):
      // Sized once: growing a dictionary to four corners rehashed it three times.
      var result = [CornerName: CornerDefinition](minimumCapacity: mapping.entries.count)
      for (key, value) in mapping.entries {
        guard let corner = cornerName(.scalar(key)) else { continue }
        var definition = CornerDefinition(location: value.location)
        if case .mapping(let fields) = value {
          checkKeys(of: fields, allowed: Self.cornerKeys, context: "a corner")
          definition.size = fields["size"].flatMap { size($0, key: "size") }
          definition.family = choice(fields["family"], key: "family")
          definition.curve = choice(fields["curve"], key: "curve")
          definition.smoothing = smoothing(fields["smoothing"])
        } else {
          definition.size = size(value, key: key.text)
        }
        result[corner.value] = definition
      }
      return .each(result, at: mapping.location)
    case .scalar:
      diagnostics.append(
        .wrongType(
          expected: "a list of corners or a mapping of per-corner values", found: node,
          key: "corners"))
      return nil
    }
  }

  // MARK: - Edges

  /// `edges:` — per edge, `none`, `arrow` (every field built in) or `{ arrow: {...} }`.
  private mutating func edges(_ node: SourceNode) -> [EdgeName: EdgeDefinition] {
    guard let mapping = mapping(node, key: "edges") else { return [:] }
    var result: [EdgeName: EdgeDefinition] = [:]
    for (key, value) in mapping.entries {
      guard let edge = EdgeName(rawValue: key.text) else {
        let names = EdgeName.allCases.map(\.rawValue)
        diagnostics.append(
          Diagnostic(
            "load/unknown-edge", .error, "there is no edge called '\(key.text)'", at: key.location,
            hint: Spelling.hint(for: key.text, among: names) ?? "edges: \(names.joined(separator: ", "))"))
        continue
      }
      switch value {
      case .scalar(let scalar) where scalar.text == "none":
        result[edge] = .none(scalar.location)
      case .scalar(let scalar) where scalar.text == "arrow":
        result[edge] = .arrow(ArrowDefinition(location: scalar.location))
      case .mapping(let treatment):
        checkKeys(of: treatment, allowed: ["arrow"], context: "an edge")
        guard let arrowNode = treatment["arrow"] else {
          diagnostics.append(
            .wrongType(expected: "'none', 'arrow' or { arrow: { width, height, position, tip } }", found: value, key: key.text))
          continue
        }
        if let arrow = arrow(arrowNode) { result[edge] = .arrow(arrow) }
      default:
        diagnostics.append(
          .wrongType(expected: "'none', 'arrow' or { arrow: { width, height, position, tip } }", found: value, key: key.text))
      }
    }
    return result
  }

  private mutating func arrow(_ node: SourceNode) -> ArrowDefinition? {
    if case .scalar(let scalar) = node, scalar.text.isEmpty || scalar.text == "null" {
      return ArrowDefinition(location: node.location)
    }
    guard let mapping = mapping(node, key: "arrow") else { return nil }
    checkKeys(of: mapping, allowed: Self.arrowKeys, context: "an arrow")
    var arrow = ArrowDefinition(location: mapping.location)
    arrow.width = mapping["width"].flatMap { length($0, key: "width", positive: true) }
    arrow.height = mapping["height"].flatMap { length($0, key: "height", positive: true) }
    arrow.tip = mapping["tip"].flatMap { length($0, key: "tip") }
    if let position = mapping["position"] { arrow.position = arrowPosition(position) }
    return arrow
  }

  /// `start`, `center`, `end`, points from the edge's start, or a percentage of the edge.
  private mutating func arrowPosition(_ node: SourceNode) -> Located<ArrowPosition>? {
    if case .scalar(let scalar) = node {
      switch scalar.text {
      case "start": return Located(.start, at: scalar.location)
      case "center": return Located(.center, at: scalar.location)
      case "end": return Located(.end, at: scalar.location)
      default: break
      }
      if scalar.text.hasSuffix("%"), let percent = Double(scalar.text.dropLast()), (0...100).contains(percent) {
        return Located(.fraction(percent / 100), at: scalar.location)
      }
      let reported = diagnostics.count
      if let points = length(node, key: "position", quiet: true) {
        return Located(.points(points.value), at: points.location)
      }
      // A length too large is reported even so, and needs no second error.
      if diagnostics.count > reported { return nil }
    }
    diagnostics.append(
      Diagnostic(
        "load/invalid-value", .error,
        "\(node.kindDescription) is not an arrow position; use 'start', 'center', 'end', points from the edge's start (8) or a share of the edge (25%)",
        at: node.location,
        hint: {
          if case .scalar(let scalar) = node { return Spelling.hint(for: scalar.text, among: ["start", "center", "end"]) }
          return nil
        }()))
    return nil
  }

  /// A length in points (`8`, `8pt`, `8dp`, `8px`, `0.5rem`): no percentages here.
  private mutating func length(_ node: SourceNode, key: String, positive: Bool = false, quiet: Bool = false)
    -> Located<Double>?
  {
    let parsed: Result<SizeExpression, SizeSyntax.Problem>?
    if case .scalar(let scalar) = node { parsed = SizeSyntax.parse(scalar.text) } else { parsed = nil }
    if case .scalar(let scalar) = node, case .failure(.tooLarge(let points))? = parsed {
      diagnostics.append(Size.tooLarge(scalar.text, points: points, at: scalar.location))
      return nil
    }
    guard case .scalar(let scalar) = node, case .success(let size)? = parsed else {
      if !quiet {
        diagnostics.append(.wrongType(expected: "a length in points, such as 8", found: node, key: key))
      }
      return nil
    }
    let points: Double
    switch size {
    case .points(let value): points = value
    case .rem(let value): points = value * (remBase ?? 16)
    default:
      if !quiet {
        diagnostics.append(.wrongType(expected: "a length in points, such as 8 (not a percentage)", found: node, key: key))
      }
      return nil
    }
    // Checked after the conversion: a modest rem count times a large remBase overflows too.
    guard points <= Size.maximumPoints else {
      diagnostics.append(Size.tooLarge(scalar.text, points: points, converted: true, at: scalar.location))
      return nil
    }
    if positive, points == 0, !quiet {
      diagnostics.append(
        Diagnostic(
          "load/invalid-value", .error, "'\(key)' must be more than 0", at: scalar.location,
          hint: "remove the edge's arrow with 'none' instead"))
      return nil
    }
    return Located(points, at: scalar.location)
  }

  // MARK: - Surfaces

  private mutating func surface(_ node: SourceNode) -> SurfaceDefinition? {
    guard let mapping = mapping(node, key: "surface") else { return nil }
    checkKeys(of: mapping, allowed: Self.surfaceKeys, context: "a surface")
    var surface = SurfaceDefinition(location: mapping.location)
    surface.fill = mapping["fill"].flatMap { color($0, key: "fill") }
    if let border = mapping["border"] {
      if case .scalar(let scalar) = border, scalar.text == "none" {
        surface.borderWidth = Located(0, at: scalar.location)
      } else if let fields = self.mapping(border, key: "border") {
        checkKeys(of: fields, allowed: Self.borderKeys, context: "a border")
        surface.borderWidth = fields["width"].flatMap { length($0, key: "width") }
        surface.borderColor = fields["color"].flatMap { color($0, key: "color") }
        surface.borderPosition = choice(fields["position"], key: "position")
      }
    }
    if let shadows = mapping["shadows"] {
      switch shadows {
      case .scalar(let scalar) where scalar.text == "none":
        surface.shadows = Located([], at: scalar.location)
      case .sequence(let list):
        surface.shadows = Located(list.items.compactMap { shadow($0) }, at: list.location)
      default:
        diagnostics.append(.wrongType(expected: "a list of shadows, or 'none'", found: shadows, key: "shadows"))
      }
    }
    surface.style = choice(mapping["style"], key: "style")
    surface.distance = mapping["distance"].flatMap { length($0, key: "distance") }
    if let node = mapping["intensity"], let value = number(node, key: "intensity") {
      if (0...1).contains(value.value) {
        surface.intensity = value
      } else {
        diagnostics.append(
          Diagnostic(
            "load/invalid-value", .error,
            "intensity must be between 0 and 1, found '\(JSONValue.format(value.value))'", at: value.location,
            hint: "0.15 gives a soft pair of shadows"))
      }
    }
    return surface
  }

  /// `{ color, x, y, blur, spread, inset }`: the colour is required, the rest default to 0
  /// and false.
  private mutating func shadow(_ node: SourceNode) -> Shadow? {
    guard let mapping = mapping(node, key: "shadows") else { return nil }
    checkKeys(of: mapping, allowed: Self.shadowKeys, context: "a shadow")
    guard let colorNode = mapping["color"] else {
      diagnostics.append(
        Diagnostic(
          "load/missing-key", .error, "a shadow needs a 'color'", at: mapping.location,
          hint: "for example { color: \"#00000033\", y: 2, blur: 6 }"))
      return nil
    }
    guard let color = color(colorNode, key: "color") else { return nil }
    func signed(_ key: String) -> Double {
      guard let node = mapping[key] else { return 0 }
      guard case .scalar(let scalar) = node, !scalar.isQuoted, let value = Double(scalar.text), value.isFinite else {
        diagnostics.append(.wrongType(expected: "a number of points", found: node, key: key))
        return 0
      }
      guard abs(value) <= Size.maximumPoints else {
        diagnostics.append(Size.tooLarge(scalar.text, points: abs(value), at: scalar.location))
        return 0
      }
      return value
    }
    let blur = mapping["blur"].flatMap { length($0, key: "blur") }?.value ?? 0
    var inset = false
    if let node = mapping["inset"] {
      if case .scalar(let scalar) = node, ["true", "false"].contains(scalar.text) {
        inset = scalar.text == "true"
      } else {
        diagnostics.append(.wrongType(expected: "true or false", found: node, key: "inset"))
      }
    }
    return Shadow(color: color.value, x: signed("x"), y: signed("y"), blur: blur, spread: signed("spread"), inset: inset)
  }

  /// `#RRGGBB` or `#RRGGBBAA`.
  private mutating func color(_ node: SourceNode, key: String) -> Located<Color>? {
    guard case .scalar(let scalar) = node, let color = Color(hex: scalar.text) else {
      diagnostics.append(
        Diagnostic(
          "load/invalid-color", .error, "\(node.kindDescription) is not a colour for '\(key)'", at: node.location,
          hint: "write #RRGGBB or #RRGGBBAA, quoted in YAML: \"#1F2937\""))
      return nil
    }
    return Located(color, at: scalar.location)
  }

  private mutating func cornerName(_ node: SourceNode) -> Located<CornerName>? {
    guard case .scalar(let scalar) = node else {
      diagnostics.append(.wrongType(expected: "a corner name", found: node, key: "corners"))
      return nil
    }
    guard let corner = CornerName(rawValue: scalar.text) else {
      diagnostics.append(
        Diagnostic(
          "load/unknown-corner", .error, "'\(scalar.text)' is not a corner", at: scalar.location,
          hint: Spelling.hint(for: scalar.text, among: CornerName.allCases.map(\.rawValue))
            ?? "corners are topLeft, topRight, bottomRight and bottomLeft"))
      return nil
    }
    return Located(corner, at: scalar.location)
  }

  // MARK: - Values

  private mutating func mapping(_ node: SourceNode, key: String) -> SourceNode.Mapping? {
    if case .mapping(let mapping) = node { return mapping }
    if case .scalar(let scalar) = node, !scalar.isQuoted, scalar.text.isEmpty || scalar.text == "null" {
      return SourceNode.Mapping(entries: [], location: scalar.location)
    }
    diagnostics.append(.wrongType(expected: "a mapping", found: node, key: key))
    return nil
  }

  private mutating func string(_ node: SourceNode?, key: String) -> Located<String>? {
    guard let node else { return nil }
    guard case .scalar(let scalar) = node else {
      diagnostics.append(.wrongType(expected: "text", found: node, key: key))
      return nil
    }
    return Located(scalar.text, at: scalar.location)
  }

  /// A description, kept as written; a warning when it holds characters that the
  /// comments of generated code cannot (controls other than tab and line breaks, and
  /// noncharacters such as U+FFFF), which they show as U+FFFD instead.
  private mutating func description(_ node: SourceNode?) -> Located<String>? {
    guard let text = string(node, key: "description") else { return nil }
    let unwritable = text.value.unicodeScalars.first { scalar in
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x85: false
      case 0x00...0x1F, 0x7F...0x9F: true
      default: scalar.properties.isNoncharacterCodePoint
      }
    }
    if let unwritable {
      let code = String(unwritable.value, radix: 16, uppercase: true)
      diagnostics.append(
        Diagnostic(
          "load/control-character", .warning,
          "the description holds U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code), which no generated comment can hold; they show U+FFFD in its place",
          at: text.location, hint: "remove the control characters from the description"))
    }
    return text
  }

  private mutating func identifierName(_ node: SourceNode?, key: String) -> Located<String>? {
    guard let text = string(node, key: key) else { return nil }
    guard Names.isValid(text.value) else {
      diagnostics.append(.invalidName(text.value, what: "'\(key)'", at: text.location))
      return nil
    }
    return text
  }

  private mutating func validName(_ key: SourceNode.Scalar, in section: String) -> Located<String>? {
    guard Names.isValid(key.text) else {
      diagnostics.append(.invalidName(key.text, what: "an entry in '\(section)'", at: key.location))
      return nil
    }
    return Located(key.text, at: key.location)
  }

  private mutating func number(_ node: SourceNode, key: String) -> Located<Double>? {
    guard case .scalar(let scalar) = node, !scalar.isQuoted,
      let value = Double(scalar.text), value.isFinite
    else {
      diagnostics.append(.wrongType(expected: "a number", found: node, key: key))
      return nil
    }
    return Located(value, at: scalar.location)
  }

  private mutating func smoothing(_ node: SourceNode?) -> Located<Double>? {
    guard let node, let value = number(node, key: "smoothing") else { return nil }
    guard (0...1).contains(value.value) else {
      diagnostics.append(
        Diagnostic(
          "load/smoothing-range", .error,
          "smoothing must be between 0 and 1, found '\(JSONValue.format(value.value))'",
          at: value.location, hint: "0 is a circular arc; 0.6 is close to iOS"))
      return nil
    }
    return value
  }

  private mutating func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ node: SourceNode?, key: String
  ) -> Located<Choice>? where Choice.RawValue == String {
    guard let node else { return nil }
    if case .scalar(let scalar) = node, let value = Choice(rawValue: scalar.text) {
      return Located(value, at: scalar.location)
    }
    let options = Choice.allCases.map(\.rawValue)
    let text = (node.kindDescription)
    diagnostics.append(
      Diagnostic(
        "load/invalid-value", .error,
        "\(text) is not a valid '\(key)'; use \(options.map { "'\($0)'" }.joined(separator: " or "))",
        at: node.location,
        hint: {
          if case .scalar(let scalar) = node { return Spelling.hint(for: scalar.text, among: options) }
          return nil
        }()))
    return nil
  }

  /// A size field: `8`, `8pt`, `8dp`, `8px`, `0.5rem`, `25%`, `full` or `{scale.NAME}`.
  private mutating func size(_ node: SourceNode, key: String) -> Located<SizeExpression>? {
    guard case .scalar(let scalar) = node else {
      diagnostics.append(
        .wrongType(
          expected: "a size such as 8, '8pt' or '25%'", found: node, key: key,
          hint: Self.unquotedReferenceHint(node)))
      return nil
    }
    switch SizeSyntax.parse(scalar.text) {
    case .success(let size):
      if case .reference(let path) = size, path.isEmpty {
        diagnostics.append(.malformedReference(scalar.text, at: scalar.location))
        return nil
      }
      return Located(size, at: scalar.location)
    case .failure(let problem):
      diagnostics.append(problem.diagnostic(scalar.text, at: scalar.location))
      return nil
    }
  }

  private mutating func checkKeys(
    of mapping: SourceNode.Mapping, allowed: [String], context: String
  ) {
    for (key, _) in mapping.entries where !allowed.contains(key.text) {
      reportKey(key, allowed: allowed, context: context)
    }
  }

  /// A key not allowed in `context`: misplaced when it belongs elsewhere, else unknown.
  private mutating func reportKey(_ key: SourceNode.Scalar, allowed: [String], context: String) {
    if Self.shapeKeys.contains(key.text) || Self.topLevelKeys.contains(key.text) {
      diagnostics.append(
        Diagnostic(
          "load/misplaced-key", .error, "'\(key.text)' is not allowed in \(context)",
          at: key.location, hint: Self.misplacedHint(key.text, context: context)))
    } else {
      diagnostics.append(
        Diagnostic(
          "load/unknown-key", .error, "unknown key '\(key.text)' in \(context)",
          at: key.location,
          hint: Spelling.hint(for: key.text, among: allowed)
            ?? "allowed here: \(allowed.map { "'\($0)'" }.joined(separator: ", "))"))
    }
  }

  private static func misplacedHint(_ key: String, context: String) -> String? {
    switch (key, context) {
    case ("shape", "a scale metric"): "a scale metric sets its own size; refer to it from components"
    case ("category", _): "only components name a category; a variant may name a 'shape'"
    case ("variants", _): "only components have variants"
    default: nil
    }
  }

  /// A hint for `{scale.small}` written without quotes, which YAML reads as a mapping
  /// with one key and no value; nil for any other mapping.
  static func unquotedReferenceHint(_ node: SourceNode) -> String? {
    guard case .mapping(let mapping) = node, mapping.entries.count == 1,
      case .scalar(let value) = mapping.entries[0].value, !value.isQuoted,
      value.text.isEmpty || value.text == "null" || value.text == "~",
      let path = referencePath("{\(mapping.entries[0].key.text)}")
    else { return nil }
    return "quote the reference: \"{\(path)}\"; without quotes YAML reads braces as a mapping"
  }

  /// `scale.small` for `{scale.small}`; nil when the braces do not hold a dotted name.
  static func referencePath(_ text: String) -> String? {
    // A dotted name is ASCII, so its bytes are checked directly: every part a valid
    // name (a letter, then letters, digits, '-' and '_'), at least two parts.
    let bytes = text.utf8
    guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
    let inner = bytes.dropFirst().dropLast()
    var parts = 1
    var partStart = true
    for byte in inner {
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      if byte == UInt8(ascii: ".") {
        guard !partStart else { return nil }
        parts += 1
        partStart = true
      } else if partStart {
        guard isLetter else { return nil }
        partStart = false
      } else {
        guard isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "_")
        else { return nil }
      }
    }
    guard parts >= 2, !partStart else { return nil }
    return String(Substring(inner))
  }
}

// MARK: - Messages

extension Diagnostic {
  static func wrongType(expected: String, found: SourceNode, key: String?, hint: String? = nil)
    -> Diagnostic
  {
    let subject = key.map { "'\($0)'" } ?? "the document"
    return Diagnostic(
      "load/wrong-type", .error, "\(subject) should be \(expected), found \(found.kindDescription)",
      at: found.location, hint: hint)
  }

  static func unsupportedVersion(_ found: String, at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/unsupported-version", .error,
      "this Chamfer reads format version \(ThemeDecoder.supportedVersion), found \(found)",
      at: location, hint: "write 'chamfer: \(ThemeDecoder.supportedVersion)'")
  }

  static func invalidName(_ name: String, what: String, at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/invalid-name", .error, "'\(name)' is not a valid name for \(what)", at: location,
      hint: "names start with a letter and use only letters, digits, '-' and '_'")
  }

  static func shapeAndCategory(_ name: String, base: FileLocation, category: FileLocation)
    -> Diagnostic
  {
    Diagnostic(
      "load/shape-and-category", .error,
      "'\(name)' names both a 'shape' and a 'category'; keep one",
      at: max(base, category),
      hint: "a category already names its scale metric; set fields on the component to adjust it",
      notes: [Note("the other one is here", at: min(base, category))])
  }

  static func malformedReference(_ text: String, at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/malformed-reference", .error, "'\(text)' is not a reference", at: location,
      hint: "a reference looks like '{scale.small}'")
  }
}

extension ThemeDocument {
  /// Puts a section's decoded shapes in their place.
  mutating func place(_ shapes: [NamedShape], in section: ThemeDecoder.Section) {
    switch section {
    case .scale: scale = shapes
    case .category: categories = shapes
    case .component: components = shapes
    case .variant: break
    }
  }
}
