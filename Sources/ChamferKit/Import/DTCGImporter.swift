/// Reads a DTCG 2025.10 token file (or a Style Dictionary or Tokens Studio one, which
/// write `value` and `type` without the `$`) and writes the Chamfer theme it describes,
/// as YAML text with a comment naming where each value came from.
///
/// Two kinds of file are understood:
/// - Chamfer's own `dtcg` export (`scale`, `categories` and `components` groups with
///   `$extensions["dev.chamfer"]`), which comes back with every family, curve, smoothing
///   and per-corner value, so exporting and importing gives the same resolved theme.
/// - Any other DTCG file: every `dimension` token (with `$type` inherited from its
///   groups, aliases `{a.b}` followed) becomes a scale metric named after its path; when
///   some paths name a radius, only those do, and border widths or offsets stay out. A
///   radius of 999 px (62.5 rem) or more is a capsule, `full`, the encoding most design
///   systems use for it. Tokens of other types are skipped and counted.
public struct DTCGImporter {
  public private(set) var diagnostics: [Diagnostic] = []
  /// Tokens that are not shape tokens (colours, type), skipped.
  public private(set) var skipped = 0

  /// Radii at least this large mean "fully rounded".
  public static let fullThreshold = 999.0

  private let file: String
  /// Style Dictionary and Tokens Studio write `value` and `type` without the `$`, types
  /// such as `borderRadius`, unitless numbers meaning pixels, and math on aliases.
  private var legacy = false

  public init(file: String) { self.file = file }

  /// The Chamfer theme, or nil when the file could not be read at all.
  /// `provider` reads the files a Theo file imports, by path relative to this one.
  public mutating func theme(
    from text: String, name: String, provider: SourceProvider = { _ in nil }
  ) -> String? {
    let (root, problems) = Self.read(text, path: file)
    diagnostics += problems
    return theme(from: root, name: name, provider: provider)
  }

  /// The file's tree, with JSON5 comments blanked out first.
  static func read(_ text: String, path: String) -> (SourceNode?, [Diagnostic]) {
    let readable = path.lowercased().hasSuffix(".json5") ? JSON5Comments.blanked(text) : text
    return YAMLReader().read(readable, file: path)
  }

  private mutating func theme(from root: SourceNode?, name: String, provider: SourceProvider) -> String? {
    guard case .mapping(let mapping)? = root else {
      if root != nil {
        diagnostics.append(
          Diagnostic(
            "import/not-tokens", .error, "a DTCG file is an object of groups and tokens",
            at: root?.location))
      }
      return nil
    }
    if isChamferExport(mapping) { return chamferExport(mapping, name: name) }
    if mapping["props"] != nil { return theoTokens(mapping, name: name, provider: provider) }
    return genericTokens(mapping, name: name)
  }

  // MARK: - Theo

  /// Salesforce's Theo format: `aliases` by name, `props` (a mapping or a list of
  /// `{name, value}`) whose values may be `{!ALIAS}`, and `imports` of other Theo files
  /// whose aliases come along. Radii are the props when `global.category` is a radius
  /// category or their names say radius.
  private mutating func theoTokens(
    _ root: SourceNode.Mapping, name: String, provider: SourceProvider
  ) -> String {
    var aliases: [String: SourceNode.Scalar] = [:]
    func readAliases(_ mapping: SourceNode.Mapping) {
      guard case .mapping(let entries)? = mapping["aliases"] else { return }
      for (key, value) in entries.entries {
        if case .scalar(let scalar) = value { aliases[key.text] = scalar }
        if case .mapping(let nested) = value, case .scalar(let scalar)? = nested["value"] {
          aliases[key.text] = scalar
        }
      }
    }
    if case .sequence(let imports)? = root["imports"] {
      for case .scalar(let path) in imports.items {
        let normalized = Paths.resolve(path.text, relativeTo: file)
        guard let text = provider(normalized) else {
          diagnostics.append(
            Diagnostic("import/missing-file", .error, "cannot read the imported file '\(path.text)'", at: path.location))
          continue
        }
        if case .mapping(let imported)? = YAMLReader().read(text, file: normalized).0 { readAliases(imported) }
      }
    }
    readAliases(root)
    var category: String?
    if case .mapping(let global)? = root["global"], case .scalar(let written)? = global["category"] {
      category = written.text
    }
    var props: [(name: String, value: SourceNode.Scalar)] = []
    switch root["props"] {
    case .mapping(let mapping)?:
      for (key, value) in mapping.entries {
        if case .mapping(let prop) = value, case .scalar(let scalar)? = prop["value"] { props.append((key.text, scalar)) }
      }
    case .sequence(let list)?:
      for case .mapping(let prop) in list.items {
        if case .scalar(let propName)? = prop["name"], case .scalar(let scalar)? = prop["value"] {
          props.append((propName.text, scalar))
        }
      }
    default:
      break
    }
    let radiusFile = category.map { Self.namesARadius([$0]) } ?? false
    var scale = ImportedScale()
    for (propName, scalar) in props {
      guard radiusFile || Self.namesARadius([propName]) else {
        skipped += 1
        continue
      }
      var value = scalar
      var hops = 0
      while value.text.hasPrefix("{!"), value.text.hasSuffix("}"), hops < 64 {
        let target = String(value.text.dropFirst(2).dropLast())
        guard let next = aliases[target] else {
          diagnostics.append(
            Diagnostic(
              "import/unknown-alias", .error, "'{!\(target)}' names no alias here or in the imported files",
              at: value.location,
              hint: Spelling.suggestion(for: target, among: Array(aliases.keys)).map { "did you mean '{!\($0)}'?" }))
          break
        }
        value = next
        hops += 1
      }
      guard !value.text.hasPrefix("{!") else { continue }
      guard let size = theoSize(value) else { continue }
      scale.add([propName], value: size, source: propName, at: scalar.location)
    }
    return document(scale, name: name, at: root.location)
  }

  /// A Theo value: px, rem, a unitless number (pixels) or a percentage.
  private mutating func theoSize(_ value: SourceNode.Scalar) -> String? {
    let text = value.text.trimmingCharacters(in: .whitespaces)
    if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent >= 0 {
      return percent >= 50 ? "full" : "\(JSONValue.format(percent))%"
    }
    return size(.scalar(value), path: value.text, unitless: true)
  }

  // MARK: - Chamfer's own export

  private func isChamferExport(_ root: SourceNode.Mapping) -> Bool {
    guard case .mapping(let extensions)? = root["$extensions"] else { return false }
    return extensions["dev.chamfer"] != nil && root["scale"] != nil
  }

  private mutating func chamferExport(_ root: SourceNode.Mapping, name: String) -> String {
    var lines = header(name: exportedName(root) ?? name)
    for group in ["scale", "categories"] {
      guard case .mapping(let entries)? = root[group], !entries.entries.isEmpty else { continue }
      lines.append("\(group):")
      for (key, node) in entries.entries {
        if let shape = shape(node, path: "\(group).\(key.text)") {
          lines.append("  \(key.text): \(Self.flow(shape))  # \(key.location)")
        }
      }
    }
    if case .mapping(let components)? = root["components"], !components.entries.isEmpty {
      lines.append("components:")
      for (key, node) in components.entries {
        guard case .mapping(let component) = node, let shapeNode = component["shape"],
          let own = shape(shapeNode, path: key.text)
        else { continue }
        lines.append("  \(key.text):  # \(key.location)")
        lines += own.map { "    \($0.key): \($0.value)" }
        if case .mapping(let variants)? = component["variants"], !variants.entries.isEmpty {
          lines.append("    variants:")
          for (variant, variantNode) in variants.entries {
            if let shape = shape(variantNode, path: "\(key.text).\(variant.text)") {
              lines.append("      \(variant.text): \(Self.flow(shape))  # \(variant.location)")
            }
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func exportedName(_ root: SourceNode.Mapping) -> String? {
    guard case .mapping(let extensions)? = root["$extensions"],
      case .mapping(let chamfer)? = extensions["dev.chamfer"],
      case .scalar(let name)? = chamfer["name"]
    else { return nil }
    return name.text
  }

  /// One shape's fields, to go inside a YAML flow mapping: a token, or a group of four
  /// corner tokens.
  private mutating func shape(_ node: SourceNode, path: String) -> [(key: String, value: String)]? {
    guard case .mapping(let mapping) = node else {
      diagnostics.append(
        Diagnostic("import/not-tokens", .error, "'\(path)' should be a token or a group", at: node.location))
      return nil
    }
    if mapping["$value"] != nil {
      guard let corner = corner(mapping, path: path) else { return nil }
      if corner.kind == "circle" { return [("shape", "circle")] }
      return corner.fields
    }
    var parts: [String] = []
    for name in CornerName.allCases {
      guard case .mapping(let token)? = mapping[name.rawValue], let corner = corner(token, path: "\(path).\(name.rawValue)")
      else {
        diagnostics.append(
          Diagnostic(
            "import/not-tokens", .error, "'\(path)' has no '\(name.rawValue)' token", at: mapping.location))
        return nil
      }
      parts.append("\(name.rawValue): \(Self.flow(corner.fields))")
    }
    return [("size", "0"), ("corners", "{ \(parts.joined(separator: ", ")) }")]
  }

  /// A corner token of the export: the fields Chamfer wrote under `dev.chamfer`.
  private mutating func corner(_ token: SourceNode.Mapping, path: String)
    -> (fields: [(key: String, value: String)], kind: String)?
  {
    guard case .mapping(let extensions)? = token["$extensions"],
      case .mapping(let chamfer)? = extensions["dev.chamfer"],
      case .scalar(let size)? = chamfer["size"], case .scalar(let family)? = chamfer["family"],
      case .scalar(let curve)? = chamfer["curve"]
    else {
      diagnostics.append(
        Diagnostic(
          "import/not-tokens", .error, "'\(path)' lacks the dev.chamfer extension Chamfer's export writes",
          at: token.location))
      return nil
    }
    var fields = [("size", size.text), ("family", family.text), ("curve", curve.text)]
    if case .scalar(let smoothing)? = chamfer["smoothing"] { fields.append(("smoothing", smoothing.text)) }
    let kind: String
    if case .scalar(let written)? = chamfer["kind"] { kind = written.text } else { kind = "rectangle" }
    return (fields, kind)
  }

  static func flow(_ fields: [(key: String, value: String)]) -> String {
    "{ " + fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
  }

  // MARK: - Any DTCG file

  private struct Token {
    var path: [String]
    var type: String?
    var value: SourceNode
    var location: FileLocation
  }

  fileprivate mutating func genericTokens(_ root: SourceNode.Mapping, name: String) -> String {
    legacy = !Self.contains(key: "$value", in: .mapping(root))
      && (Self.contains(key: "value", in: .mapping(root)) || Self.holdsMaterialFamily(.mapping(root)))
    var tokens: [Token] = []
    collect(root, path: [], inheritedType: nil, into: &tokens)
    var byPath: [String: Token] = [:]
    for token in tokens { byPath[token.path.joined(separator: ".")] = token }

    var scale = ImportedScale()
    func add(_ value: String, for token: Token, dropping prefix: Int = 0) {
      scale.add(
        Array(token.path.dropFirst(prefix)), value: value, source: token.path.joined(separator: "."),
        at: token.location)
    }
    // A file that names its radii (borderRadius, corner-radius) also holds other
    // dimensions, such as border widths and offsets; then only the radii come in.
    let onlyRadii = tokens.contains { $0.type == "dimension" && Self.namesARadius($0.path) }
    let prefix = Self.commonPrefix(tokens.filter { $0.type == "shape" || $0.type == "dimension" }.map(\.path))
    for token in tokens {
      if token.type == "shape" {
        if let shape = materialShape(token) { add(shape, for: token, dropping: prefix) }
        continue
      }
      if onlyRadii, !Self.namesARadius(token.path) {
        skipped += 1
        continue
      }
      // A token whose own or inherited type is not a radius is skipped before its
      // aliases are followed, so a broken alias among the colours says nothing.
      if let declared = token.type, declared != "dimension",
        !((declared == "number" || declared == "multiplier") && Self.namesARadius(token.path))
      {
        skipped += 1
        continue
      }
      var seen: [String] = []
      guard let (type, value) = resolve(token, in: byPath, seen: &seen) else { continue }
      // Spectrum 2's full radius is a multiplier of the component's height: 0.5 is a
      // capsule, less is a share of it.
      if type == "multiplier", Self.namesARadius(token.path), case .scalar(let scalar) = value,
        let factor = Double(scalar.text)
      {
        add(factor >= 0.5 ? "full" : "\(JSONValue.format(factor * 100))%", for: token)
        continue
      }
      // Figma's variables export radii as unitless numbers; a number counts as points
      // when its path says it is a radius.
      let radiusNumber = type == "number" && Self.namesARadius(token.path)
      guard type == "dimension" || radiusNumber else {
        skipped += 1
        continue
      }
      guard let size = self.size(value, path: token.path.joined(separator: "."), unitless: radiusNumber)
      else { continue }
      add(size, for: token)
    }
    return document(scale, name: name, at: root.location)
  }

  /// The theme an import writes: the header, then the scale, or a warning when the file
  /// held no radius at all.
  private mutating func document(_ scale: ImportedScale, name: String, at location: FileLocation)
    -> String
  {
    var lines = header(name: name)
    if scale.lines.isEmpty {
      diagnostics.append(
        Diagnostic(
          "import/no-shape-tokens", .warning,
          "no radius tokens found (\(skipped) token\(skipped == 1 ? "" : "s") of other kinds skipped)",
          at: location, hint: "Chamfer imports radius tokens: DTCG 'dimension', Tokens Studio 'borderRadius', radius paths"))
    } else {
      lines.append("scale:")
      lines += scale.lines
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func contains(key: String, in node: SourceNode) -> Bool {
    guard case .mapping(let mapping) = node else { return false }
    return mapping[key] != nil || mapping.entries.contains { contains(key: key, in: $0.value) }
  }

  private mutating func collect(
    _ group: SourceNode.Mapping, path: [String], inheritedType: String?, into tokens: inout [Token]
  ) {
    var type = inheritedType
    if case .scalar(let written)? = group[legacy ? "type" : "$type"] {
      type = written.text
      // Tokens Studio and Style Dictionary name radius types their own way.
      if legacy, ["borderRadius", "border-radius", "radius", "radii"].contains(type ?? "") { type = "dimension" }
    }
    // Material's token database as Flutter keeps it: a family and four corner numbers.
    if case .scalar(let family)? = group["family"], family.text.hasPrefix("SHAPE_FAMILY") {
      tokens.append(Token(path: path, type: "shape", value: .mapping(group), location: group.location))
      return
    }
    if legacy, case .scalar(let schema)? = group["$schema"] {
      // Spectrum names each token's type by the schema it follows.
      let kind = schema.text.split(separator: "/").last.map { String($0.dropLast(".json".count)) }
      type = ["dimension", "multiplier"].contains(kind ?? "") ? kind : nil
    }
    if let value = group[legacy ? "value" : "$value"] {
      // Style Dictionary leaves radii untyped more often than not; their path says it.
      // An alias takes the type of what it names.
      var isAlias = false
      if case .scalar(let scalar) = value, scalar.text.hasPrefix("{") { isAlias = true }
      if legacy, type == nil, !isAlias, Self.namesARadius(path) { type = "dimension" }
      tokens.append(Token(path: path, type: type, value: value, location: group.location))
      return
    }
    for (key, child) in group.entries where !key.text.hasPrefix("$") {
      if case .mapping(let mapping) = child {
        // Material writes flat keys with dots (`md.sys.shape.corner.large`); DTCG names
        // cannot hold dots, so a dotted key is a path.
        let parts = key.text.split(separator: ".").map(String.init)
        collect(mapping, path: path + (parts.isEmpty ? [key.text] : parts), inheritedType: type, into: &tokens)
      }
    }
  }

  /// The token's type and value, following `{a.b}` aliases.
  private mutating func resolve(_ token: Token, in tokens: [String: Token], seen: inout [String])
    -> (String, SourceNode)?
  {
    if case .scalar(let scalar) = token.value, scalar.text.contains("{"),
      !(scalar.text.hasPrefix("{") && scalar.text.hasSuffix("}") && scalar.text.filter({ $0 == "{" }).count == 1)
    {
      return expression(scalar, of: token, in: tokens, seen: &seen)
    }
    if case .scalar(let scalar) = token.value, scalar.text.hasPrefix("{"), scalar.text.hasSuffix("}") {
      var target = String(scalar.text.dropFirst().dropLast())
      // Style Dictionary's older references end in `.value`.
      if tokens[target] == nil, target.hasSuffix(".value") { target = String(target.dropLast(".value".count)) }
      let key = token.path.joined(separator: ".")
      guard !seen.contains(key) else {
        diagnostics.append(
          Diagnostic(
            "import/alias-cycle", .error, "aliases go round in a cycle: \((seen + [key]).joined(separator: " → "))",
            at: scalar.location))
        return nil
      }
      seen.append(key)
      guard let referenced = tokens[target] else {
        // Only a warning: the token may well be a colour or a font that Chamfer would
        // skip anyway, and one broken alias should not stop the radii from coming in.
        diagnostics.append(
          Diagnostic(
            "import/unknown-alias", .warning, "'{\(target)}' names no token in this file; skipped",
            at: scalar.location,
            hint: Spelling.suggestion(for: target, among: Array(tokens.keys)).map { "did you mean '{\($0)}'?" }))
        skipped += 1
        return nil
      }
      guard let (type, value) = resolve(referenced, in: tokens, seen: &seen) else { return nil }
      return (token.type ?? type, value)
    }
    guard let type = token.type else {
      diagnostics.append(
        Diagnostic(
          "import/untyped-token", .warning,
          "'\(token.path.joined(separator: "."))' has no $type, here or on a group, so DTCG gives it none; skipped",
          at: token.location))
      skipped += 1
      return nil
    }
    return (type, token.value)
  }

  /// Material's composite shape tokens as Chamfer's per-corner shapes: Google's token
  /// JSON (`{all, method: round | circle, topLeft, …}`) and Flutter's token database
  /// (`{family: SHAPE_FAMILY_ROUNDED_CORNERS | SHAPE_FAMILY_CIRCULAR, topLeft, …}`).
  /// The circular method or family is a capsule, `full`.
  private mutating func materialShape(_ token: Token) -> String? {
    guard case .mapping(let value) = token.value else { return nil }
    let method = value["method"].flatMap { node -> String? in
      if case .scalar(let scalar) = node { return scalar.text } else { return nil }
    }
    let family = value["family"].flatMap { node -> String? in
      if case .scalar(let scalar) = node { return scalar.text } else { return nil }
    }
    if method == "circle" || family == "SHAPE_FAMILY_CIRCULAR" { return "full" }
    let path = token.path.joined(separator: ".")
    func size(_ key: String) -> String? {
      guard let node = value[key] else { return nil }
      return self.size(node, path: "\(path).\(key)", unitless: true)
    }
    let all = size("all") ?? "0"
    let sizes = CornerName.allCases.map { size($0.rawValue) }
    if sizes.allSatisfy({ $0 == nil }) { return all }
    // Four equal corners are one size.
    if let first = sizes[0], sizes.allSatisfy({ $0 == first }) { return first }
    let corners = zip(CornerName.allCases, sizes).compactMap { corner, size in size.map { "\(corner.rawValue): \($0)" } }
    return "{ size: \(all), corners: { \(corners.joined(separator: ", ")) } }"
  }

  /// How many leading path parts every token shares (`md.sys.shape.corner`), so names
  /// can leave them out.
  static func commonPrefix(_ paths: [[String]]) -> Int {
    guard paths.count > 1, let first = paths.first else { return 0 }
    var count = 0
    while count < first.count - 1, paths.allSatisfy({ $0.count > count + 1 && $0[count] == first[count] }) {
      count += 1
    }
    return count
  }

  /// Tokens Studio math such as `{radius.base} * 2`: each alias becomes its size in
  /// points, then `+ - * /` apply with the usual precedence.
  private mutating func expression(
    _ scalar: SourceNode.Scalar, of token: Token, in tokens: [String: Token], seen: inout [String]
  ) -> (String, SourceNode)? {
    var text = scalar.text
    while let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
      let target = String(text[text.index(after: open)..<close])
      guard let referenced = tokens[target] else {
        diagnostics.append(
          Diagnostic(
            "import/unknown-alias", .warning, "'{\(target)}' names no token in this file; skipped",
            at: scalar.location))
        skipped += 1
        return nil
      }
      var inner = seen + [token.path.joined(separator: ".")]
      guard let (_, value) = resolve(referenced, in: tokens, seen: &inner),
        let points = self.points(value, path: target)
      else { return nil }
      text.replaceSubrange(open...close, with: JSONValue.format(points))
    }
    guard let result = Arithmetic.evaluate(text.replacingOccurrences(of: "px", with: "")) else {
      diagnostics.append(
        Diagnostic(
          "import/bad-dimension", .error,
          "'\(token.path.joined(separator: "."))' is math Chamfer cannot work out: '\(scalar.text)'",
          at: scalar.location, hint: "write the radius as a number, or as + - * / on numbers and aliases"))
      return nil
    }
    var computed = scalar
    computed.text = "\(JSONValue.format(result))px"
    return (token.type ?? "dimension", .scalar(computed))
  }

  /// A size in points, for math.
  private mutating func points(_ value: SourceNode, path: String) -> Double? {
    guard let size = size(value, path: path) else { return nil }
    if size == "full" { return Self.fullThreshold }
    if size.hasSuffix("rem") { return Double(size.dropLast(3)).map { $0 * 16 } }
    return Double(size)
  }

  /// A dimension as Chamfer writes a size: `{value: 4, unit: px}`, or the older
  /// string form `4px` / `0.25rem`.
  private mutating func size(_ value: SourceNode, path: String, unitless: Bool = false) -> String? {
    var number: Double?
    var unit: String?
    if unitless || legacy, case .scalar(let scalar) = value, let plain = Double(scalar.text) {
      number = plain
      unit = "px"
    }
    switch value {
    case .mapping(let mapping):
      if case .scalar(let written)? = mapping["value"] { number = Double(written.text) }
      if case .scalar(let written)? = mapping["unit"] { unit = written.text }
    case .scalar(let scalar):
      let text = scalar.text.trimmingCharacters(in: .whitespaces)
      for suffix in ["px", "rem"] where text.hasSuffix(suffix) {
        number = Double(text.dropLast(suffix.count))
        unit = suffix
      }
    case .sequence:
      break
    }
    guard let number, number.isFinite, number >= 0, let unit, unit == "px" || unit == "rem" else {
      diagnostics.append(
        Diagnostic(
          "import/bad-dimension", .error,
          "'\(path)' is not a DTCG dimension: expected { value: NUMBER, unit: px | rem }",
          at: value.location))
      return nil
    }
    let points = unit == "rem" ? number * 16 : number
    if points >= Self.fullThreshold { return "full" }
    return unit == "rem" ? "\(JSONValue.format(number))rem" : JSONValue.format(number)
  }

  /// True when a token's path names a corner radius.
  static func namesARadius(_ path: [String]) -> Bool {
    path.contains { part in
      let lower = part.lowercased()
      return ["radius", "radii", "corner", "rounded", "rounding"].contains { lower.contains($0) }
    }
  }

  /// A token path as a Chamfer name: `borderRadius.small` → `border-radius-small`.
  static func metricName(_ path: [String]) -> String {
    let words = path.flatMap { $0.split(separator: ".").map(String.init) }.flatMap { Names.words($0) }.map { word in
      String(word.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    }.filter { !$0.isEmpty }
    var name = words.joined(separator: "-")
    if let first = name.unicodeScalars.first, !first.properties.isAlphabetic { name = "r" + name }
    return name.isEmpty ? "radius" : name
  }

  private func header(name: String) -> [String] {
    [
      "# Imported by Chamfer from \(file) (\(legacy ? "Style Dictionary or Tokens Studio" : "DTCG 2025.10")).",
      "# Each value's comment names the token and the place it came from.",
      "chamfer: 1",
      "name: \(Names.isValid(name) ? name : "Imported")",
    ]
  }
}

/// `+ - * /` on plain numbers with the usual precedence and parentheses, for token math.
enum Arithmetic {
  static func evaluate(_ text: String) -> Double? {
    var scanner = Array(text.filter { !$0.isWhitespace })[...]
    guard let value = sum(&scanner), scanner.isEmpty, value.isFinite else { return nil }
    return value
  }

  private static func sum(_ s: inout ArraySlice<Character>) -> Double? {
    guard var value = product(&s) else { return nil }
    while let op = s.first, op == "+" || op == "-" {
      s.removeFirst()
      guard let right = product(&s) else { return nil }
      value = op == "+" ? value + right : value - right
    }
    return value
  }

  private static func product(_ s: inout ArraySlice<Character>) -> Double? {
    guard var value = factor(&s) else { return nil }
    while let op = s.first, op == "*" || op == "/" {
      s.removeFirst()
      guard let right = factor(&s) else { return nil }
      value = op == "*" ? value * right : value / right
    }
    return value
  }

  private static func factor(_ s: inout ArraySlice<Character>) -> Double? {
    if s.first == "(" {
      s.removeFirst()
      guard let value = sum(&s), s.first == ")" else { return nil }
      s.removeFirst()
      return value
    }
    if s.first == "-" {
      s.removeFirst()
      return factor(&s).map { -$0 }
    }
    var digits = ""
    while let c = s.first, c.isNumber || c == "." {
      digits.append(c)
      s.removeFirst()
    }
    return Double(digits)
  }
}

extension DTCGImporter {
  /// True when `root`, read from `path`, is a token file rather than a Chamfer theme:
  /// JSON or JSON5 without Chamfer's `chamfer` key that holds tokens. Anything else is
  /// read as a theme, so a theme that forgot `chamfer: 1` is told so.
  static func isTokenFile(path: String, root: SourceNode?) -> Bool {
    guard hasTokenFileName(path), case .mapping(let mapping)? = root, mapping["chamfer"] == nil
    else { return false }
    return contains(key: "$value", in: .mapping(mapping)) || contains(key: "value", in: .mapping(mapping))
      || holdsMaterialFamily(.mapping(mapping))
  }

  /// Token files are JSON or JSON5; a YAML theme is never read as one.
  static func hasTokenFileName(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".json") || lower.hasSuffix(".json5") || lower.hasSuffix(".tokens")
  }

  /// True when some object has a Material `family` (`SHAPE_FAMILY_…`), not a Chamfer one.
  static func holdsMaterialFamily(_ node: SourceNode) -> Bool {
    guard case .mapping(let mapping) = node else { return false }
    if case .scalar(let family)? = mapping["family"], family.text.hasPrefix("SHAPE_FAMILY") { return true }
    return mapping.entries.contains { holdsMaterialFamily($0.value) }
  }

  /// A token file as a layer the pipeline reads: the Chamfer theme it converts to, under
  /// the path `PATH (imported)`, whose comments name each value's place in `PATH`, and
  /// what the conversion found. Nil when the file is not a token file; it is read once.
  public static func layer(path: String, text: String)
    -> (source: ThemeSource?, diagnostics: [Diagnostic])?
  {
    guard hasTokenFileName(path) else { return nil }
    let (root, problems) = read(text, path: path)
    guard isTokenFile(path: path, root: root) else { return nil }
    var importer = DTCGImporter(file: path)
    importer.diagnostics = problems
    let name = Names.pascal(
      String(path.split(separator: "/").last ?? "Imported").split(separator: ".").first.map(String.init) ?? "Imported")
    guard let theme = importer.theme(from: root, name: Names.isValid(name) ? name : "Imported", provider: { _ in nil }),
      !importer.diagnostics.hasErrors
    else { return (nil, importer.diagnostics) }
    return (ThemeSource(path: "\(path) (imported)", text: theme), importer.diagnostics)
  }
}

// MARK: - Tokens Studio themes

extension DTCGImporter {
  /// Tokens Studio's `$themes.json`: themes in groups (brand, colour), each choosing
  /// token sets. Every combination of one theme per group becomes one Chamfer theme,
  /// named by its members (`Casual-Green`), from the sets they select (source and
  /// enabled) merged in order, later sets winning. Sets are read as `SET.json` next to
  /// the themes file, or by their last path part when exported flat.
  public mutating func themes(fromThemesFile text: String, provider: @escaping SourceProvider)
    -> [(name: String, theme: String)]
  {
    let (root, problems) = YAMLReader().read(text, file: file)
    diagnostics += problems
    guard case .sequence(let list)? = root else {
      if root != nil {
        diagnostics.append(
          Diagnostic("import/not-tokens", .error, "a $themes.json file is a list of themes", at: root?.location))
      }
      return []
    }
    var groups: [(name: String, members: [(name: String, sets: [String])])] = []
    for case .mapping(let theme) in list.items {
      guard case .scalar(let name)? = theme["name"] else { continue }
      var sets: [String] = []
      if case .mapping(let selected)? = theme["selectedTokenSets"] {
        sets = selected.entries.compactMap { entry in
          guard case .scalar(let state) = entry.value, state.text != "disabled" else { return nil }
          return entry.key.text
        }
      }
      let group = theme["group"].flatMap { node -> String? in
        if case .scalar(let scalar) = node { return scalar.text } else { return nil }
      } ?? name.text
      if let index = groups.firstIndex(where: { $0.name == group }) {
        groups[index].members.append((name.text, sets))
      } else {
        groups.append((group, [(name.text, sets)]))
      }
    }
    var combinations: [[(name: String, sets: [String])]] = [[]]
    for group in groups {
      combinations = combinations.flatMap { partial in group.members.map { partial + [$0] } }
    }
    var missing: Set<String> = []
    var results: [(name: String, theme: String)] = []
    for combination in combinations where !combination.isEmpty {
      var merged: SourceNode?
      var seen: Set<String> = []
      for set in combination.flatMap(\.sets) where seen.insert(set).inserted {
        let candidates = [
          Paths.resolve("\(set).json", relativeTo: file),
          Paths.resolve("\(set.split(separator: "/").last ?? "").json", relativeTo: file),
        ]
        guard let (path, source) = candidates.compactMap({ path in provider(path).map { (path, $0) } }).first
        else {
          if missing.insert(set).inserted {
            diagnostics.append(
              Diagnostic(
                "import/missing-file", .warning, "the token set '\(set)' has no file here; skipped",
                at: list.location))
          }
          continue
        }
        guard let node = YAMLReader().read(source, file: path).0 else { continue }
        merged = merged.map { $0.merged(with: node) } ?? node
      }
      let name = combination.map { Names.pascal($0.name) }.joined(separator: "-")
      guard case .mapping(let mapping)? = merged else { continue }
      var importer = DTCGImporter(file: file)
      let theme = importer.theme(fromTokens: mapping, name: Names.isValid(name) ? name : "Imported")
      diagnostics += importer.diagnostics.filter { $0.severity == .error }
      results.append((name, theme))
    }
    return results
  }

  /// Tokens already read and merged, as a theme.
  mutating func theme(fromTokens mapping: SourceNode.Mapping, name: String) -> String {
    genericTokens(mapping, name: name)
  }
}

/// The scale an import writes: a metric per token, named after its path and made unique,
/// with a comment naming the token and where it was written.
private struct ImportedScale {
  private var used: Set<String> = []
  private(set) var lines: [String] = []

  mutating func add(_ path: [String], value: String, source: String, at location: FileLocation) {
    var metric = DTCGImporter.metricName(path)
    while used.contains(metric) { metric += "-2" }
    used.insert(metric)
    lines.append("  \(metric): \(value)  # \(source) (\(location))")
  }
}
