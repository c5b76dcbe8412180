import Foundation

/// DTCG, Style Dictionary and Tokens Studio files: the tree of groups and tokens, read
/// into radius tokens.
extension DTCGImporter {
  struct Token {
    var path: [String]
    var type: String?
    var value: SourceNode
    var location: FileLocation
    var deprecated = false
    /// Typed as a radius by its own or a group's `type` (`borderRadius`), whatever its path.
    var radiusTyped = false
    /// Shape fields the token carries besides its size: its `$description`, and the
    /// family, curve and smoothing under `$extensions["dev.chamfer"]`.
    var fields: [(key: String, value: String)] = []
    var key: String { path.joined(separator: ".") }
  }

  /// Types Style Dictionary and Tokens Studio give radii.
  static let legacyRadiusTypes: Set<String> = ["borderRadius", "border-radius", "radius", "radii"]

  mutating func genericTokens(_ root: SourceNode.Mapping, name: String) -> String {
    switch format {
    case .dtcg: legacy = false
    case .styleDictionary, .tokensStudio: legacy = true
    case .auto, .theo:
      legacy = !Self.contains(key: "$value", in: .mapping(root))
        && (Self.contains(key: "value", in: .mapping(root)) || Self.contains(key: "aliasOf", in: .mapping(root))
          || Self.holdsMaterialFamily(.mapping(root)))
    }
    var tokens: [Token] = []
    collect(root, path: [], inheritedType: nil, root: root, into: &tokens)
    var byPath: [String: Token] = [:]
    for token in tokens { byPath[token.key] = token }

    var imported: [ImportedToken] = []
    func add(_ value: String, for token: Token, nameParts: [String]? = nil) {
      var entry = ImportedToken(
        path: token.key, nameParts: nameParts ?? token.path, value: value, alias: directAlias(token, in: byPath),
        location: token.location)
      let (size, note) = Self.capsuleByName(value, path: token.path)
      entry.value = Self.adding(token.fields, to: size)
      if let note { entry.notes.append(note) }
      if token.deprecated { entry.notes.append("deprecated") }
      imported.append(entry)
    }
    // A file that names its radii (borderRadius, corner-radius) also holds other
    // dimensions, such as border widths and offsets; then only the radii come in.
    let radiusTypes: Set<String?> = [nil, "dimension", "number", "ratio", "multiplier"]
    func isRadius(_ token: Token) -> Bool {
      token.radiusTyped || (Self.namesARadius(token.path) && radiusTypes.contains(token.type))
    }
    let onlyRadii = tokens.contains(where: isRadius)
    // Tokens a mapping file names come in whatever their path says.
    let mapped = Set(
      (mapping?.categories ?? []).map(\.path) + (mapping?.components ?? []).map(\.path)
        + (mapping?.scaleNames ?? []).map(\.path))
    let prefix = Self.commonPrefix(tokens.filter { $0.type == "shape" || $0.type == "dimension" }.map(\.path))
    for token in tokens {
      if token.type == "shape" {
        if let shape = materialShape(token) { add(shape, for: token, nameParts: Array(token.path.dropFirst(prefix))) }
        continue
      }
      if onlyRadii, !isRadius(token), !mapped.contains(token.key) {
        skipped += 1
        continue
      }
      // A token whose own or inherited type is not a radius is skipped before its
      // aliases are followed, so a broken alias among the colours says nothing.
      if let declared = token.type, declared != "dimension",
        !(["number", "multiplier", "ratio"].contains(declared) && Self.namesARadius(token.path))
      {
        skipped += 1
        continue
      }
      var seen: [String] = []
      guard let (type, value) = resolve(token, in: byPath, seen: &seen) else { continue }
      // An alias of one of Material's composite shapes (`md.comp.fab.container.shape`).
      if type == "shape" {
        var shape = token
        shape.value = value
        if let material = materialShape(shape) { add(material, for: token) }
        continue
      }
      // Spectrum 2's full radius is a multiplier of the component's height, and Style
      // Dictionary's ratio a share of it: 0.5 is a capsule, less is a percentage.
      if type == "multiplier" || type == "ratio", Self.namesARadius(token.path), case .scalar(let scalar) = value {
        guard let factor = Double(scalar.text), factor >= 0 else {
          _ = size(value, path: token.key)
          continue
        }
        add(Self.percentSize(factor * 100), for: token)
        continue
      }
      // Figma's variables export radii as unitless numbers; a number counts as points
      // when its path says it is a radius.
      let radiusNumber = type == "number" && Self.namesARadius(token.path)
      guard type == "dimension" || radiusNumber else {
        skipped += 1
        continue
      }
      guard let size = self.size(value, path: token.key, unitless: radiusNumber) else { continue }
      add(size, for: token)
    }
    return document(imported, name: name, at: root.location)
  }

  /// A token's description, and the family, curve and smoothing a token may carry under
  /// Chamfer's reverse-DNS extension key, `dev.chamfer`, as shape fields. A value that
  /// is not one Chamfer knows is an error and left out: it would be written into the
  /// theme as it is.
  mutating func shapeFields(of token: SourceNode.Mapping) -> [(key: String, value: String)] {
    var fields: [(key: String, value: String)] = []
    if case .scalar(let description)? = token["$description"] ?? token["description"] {
      fields.append(("description", YAMLText.quoted(description.text)))
    }
    guard case .mapping(let extensions)? = token["$extensions"], case .mapping(let chamfer)? = extensions["dev.chamfer"]
    else { return fields }
    for key in ["family", "curve", "smoothing"] {
      guard case .scalar(let value)? = chamfer[key] else { continue }
      if let field = checkedField(key, value) { fields.append((key, field)) }
    }
    return fields
  }

  /// The text of a `dev.chamfer` corner field (`size`, `family`, `curve`, `smoothing`)
  /// when it is a value of that field; else an error, and nil.
  mutating func checkedField(_ key: String, _ value: SourceNode.Scalar) -> String? {
    let text = value.text
    let valid: Bool
    switch key {
    case "size":
      switch SizeSyntax.parse(text) {
      case .success(.reference), .failure: valid = false
      case .success: valid = true
      }
    case "family": valid = CornerFamily(rawValue: text) != nil
    case "curve": valid = CornerCurve(rawValue: text) != nil
    case "smoothing": valid = !value.isQuoted && Double(text).map { (0...1).contains($0) } == true
    default: valid = false
    }
    guard valid else {
      diagnostics.append(
        Diagnostic(
          "import/not-tokens", .error,
          "'\(YAMLText.comment(text))' is not a valid \(key) in the dev.chamfer extension", at: value.location,
          hint: "Chamfer's export writes the \(key) as a theme would: see 'chamfer explain' for the values"))
      return nil
    }
    return text
  }

  /// A size or flow shape with more fields: `4` and a family is `{ size: 4, family: cut }`.
  static func adding(_ fields: [(key: String, value: String)], to value: String) -> String {
    guard !fields.isEmpty else { return value }
    let extra = fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    if value.hasPrefix("{"), value.hasSuffix(" }") { return "\(value.dropLast(2)), \(extra) }" }
    return "{ size: \(value), \(extra) }"
  }

  static func contains(key: String, in node: SourceNode) -> Bool {
    guard case .mapping(let mapping) = node else { return false }
    return mapping[key] != nil || mapping.entries.contains { contains(key: key, in: $0.value) }
  }

  /// The group at a dotted path, for `$extends`.
  static func group(at path: String, in root: SourceNode.Mapping) -> SourceNode.Mapping? {
    var node = SourceNode.mapping(root)
    for part in path.split(separator: ".") {
      guard case .mapping(let mapping) = node, let child = mapping[String(part)] else { return nil }
      node = child
    }
    if case .mapping(let mapping) = node { return mapping }
    return nil
  }

  mutating func collect(
    _ group: SourceNode.Mapping, path: [String], inheritedType: String?, root: SourceNode.Mapping,
    into tokens: inout [Token], depth: Int = 0, radiusTyped: Bool = false
  ) {
    var radiusTyped = radiusTyped
    var group = group
    // `$extends: "{base.group}"` starts the group from another one's tokens.
    if case .scalar(let extends)? = group["$extends"], depth < 32 {
      let target = extends.text.trimmingCharacters(in: CharacterSet(charactersIn: "{}"))
      if let base = Self.group(at: target, in: root) {
        if case .mapping(let extended) = SourceNode.mapping(base).merged(with: .mapping(group)) { group = extended }
      } else {
        diagnostics.append(
          Diagnostic("import/unknown-alias", .error, "'$extends' names no group '\(target)'", at: extends.location))
      }
    }
    var type = inheritedType
    if case .scalar(let written)? = group[legacy ? "type" : "$type"] {
      type = written.text
      // Tokens Studio and Style Dictionary name radius types their own way.
      radiusTyped = Self.legacyRadiusTypes.contains(written.text)
      if legacy, radiusTyped { type = "dimension" }
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
    var value = group[legacy ? "value" : "$value"]
    // Fluent's token pipeline writes an alias as `aliasOf: "Global.Corner.Radius.Medium"`.
    if legacy, value == nil, case .scalar(var alias)? = group["aliasOf"] {
      alias.text = "{\(alias.text)}"
      value = .scalar(alias)
    }
    // DTCG's JSON pointer form of an alias: `{ "$ref": "#/radius/small" }`.
    if case .mapping(let reference)? = value, case .scalar(var pointer)? = reference["$ref"],
      pointer.text.hasPrefix("#/")
    {
      pointer.text = "{\(pointer.text.dropFirst(2).split(separator: "/").joined(separator: "."))}"
      value = .scalar(pointer)
    }
    // Fluent's per-platform values: the chosen platform's wins.
    if let platform, case .mapping(let platforms)? = group["platform"],
      case .mapping(let chosen)? = platforms[platform], let override = chosen["value"] ?? chosen["aliasOf"]
    {
      if chosen["value"] == nil, case .scalar(var alias) = override {
        alias.text = "{\(alias.text)}"
        value = .scalar(alias)
      } else {
        value = override
      }
    }
    if let value {
      // Style Dictionary leaves radii untyped more often than not, and Red Hat's DTCG
      // radii have no $type either; their path says what they are. An alias takes the
      // type of what it names.
      var isAlias = false
      if case .scalar(let scalar) = value, scalar.text.hasPrefix("{") { isAlias = true }
      if type == nil, !isAlias, Self.namesARadius(path) { type = "dimension" }
      var deprecated = false
      if case .scalar(let flag)? = group[legacy ? "deprecated" : "$deprecated"] {
        deprecated = flag.text != "false"
      } else if group["$deprecated"] != nil {
        deprecated = true
      }
      tokens.append(
        Token(
          path: path, type: type, value: value, location: value.location, deprecated: deprecated,
          radiusTyped: radiusTyped, fields: shapeFields(of: group)))
      return
    }
    for (key, child) in group.entries where !key.text.hasPrefix("$") {
      if case .mapping(let mapping) = child {
        // Material writes flat keys with dots (`md.sys.shape.corner.large`); DTCG names
        // cannot hold dots, so a dotted key is a path.
        let parts = key.text.split(separator: ".").map(String.init)
        collect(
          mapping, path: path + (parts.isEmpty ? [key.text] : parts), inheritedType: type, root: root,
          into: &tokens, depth: depth + 1, radiusTyped: radiusTyped)
      }
    }
  }

  /// The dotted path a token is a plain alias of, if it is one.
  func directAlias(_ token: Token, in tokens: [String: Token]) -> String? {
    guard case .scalar(let scalar) = token.value, scalar.text.hasPrefix("{"), scalar.text.hasSuffix("}"),
      scalar.text.filter({ $0 == "{" }).count == 1
    else { return nil }
    let target = String(scalar.text.dropFirst().dropLast())
    if tokens[target] == nil, target.hasSuffix(".value") { return String(target.dropLast(".value".count)) }
    return target
  }

  /// The token's type and value, following `{a.b}` aliases.
  mutating func resolve(_ token: Token, in tokens: [String: Token], seen: inout [String]) -> (String, SourceNode)? {
    if case .scalar(let scalar) = token.value, scalar.text.contains("{"), directAlias(token, in: tokens) == nil {
      if let problem = Self.unsupportedCSS(scalar.text) {
        diagnostics.append(
          Diagnostic(
            "import/unsupported-value", .warning, "'\(token.key)' is \(problem), which no Chamfer size can say; skipped",
            at: scalar.location, hint: "write one radius per corner (px, rem or %), or skip the token in a --mapping file"))
        skipped += 1
        return nil
      }
      return expression(scalar, of: token, in: tokens, seen: &seen)
    }
    if case .scalar(let scalar) = token.value, let target = directAlias(token, in: tokens) {
      let key = token.key
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
            hint: Spelling.suggestion(for: target, among: Array(tokens.keys)).map { "did you mean '{\($0)}'?" }
              ?? "import the file that defines it too: chamfer import FILE FILE…"))
        skipped += 1
        return nil
      }
      guard let (type, value) = resolve(referenced, in: tokens, seen: &seen) else { return nil }
      return (token.type ?? type, value)
    }
    guard let type = token.type else {
      // Style Dictionary does not ask for types; only DTCG's missing ones are worth a word.
      if legacy {
        skipped += 1
        return nil
      }
      diagnostics.append(
        Diagnostic(
          "import/untyped-token", .warning,
          "'\(token.key)' has no $type, here or on a group, so DTCG gives it none; skipped",
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
  mutating func materialShape(_ token: Token) -> String? {
    guard case .mapping(let value) = token.value else { return nil }
    let method = value["method"].flatMap { node -> String? in
      if case .scalar(let scalar) = node { return scalar.text } else { return nil }
    }
    let family = value["family"].flatMap { node -> String? in
      if case .scalar(let scalar) = node { return scalar.text } else { return nil }
    }
    if method == "circle" || family == "SHAPE_FAMILY_CIRCULAR" { return "full" }
    func size(_ key: String) -> String? {
      guard let node = value[key] else { return nil }
      return self.size(node, path: "\(token.key).\(key)", unitless: true)
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
  mutating func expression(
    _ scalar: SourceNode.Scalar, of token: Token, in tokens: [String: Token], seen: inout [String]
  ) -> (String, SourceNode)? {
    var text = scalar.text
    while let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
      let target = String(text[text.index(after: open)..<close])
      guard let referenced = tokens[target] else {
        diagnostics.append(
          Diagnostic(
            "import/unknown-alias", .warning, "'{\(target)}' names no token in this file; skipped",
            at: scalar.location, hint: "import the file that defines it too: chamfer import FILE FILE…"))
        skipped += 1
        return nil
      }
      var inner = seen + [token.key]
      guard !seen.contains(token.key) else {
        diagnostics.append(
          Diagnostic(
            "import/alias-cycle", .error, "aliases go round in a cycle: \(inner.joined(separator: " → "))",
            at: scalar.location))
        return nil
      }
      guard let (_, value) = resolve(referenced, in: tokens, seen: &inner),
        let points = self.points(value, path: target)
      else { return nil }
      text.replaceSubrange(open...close, with: JSONValue.format(points))
    }
    guard let result = Arithmetic.evaluate(text.replacingOccurrences(of: "px", with: "")) else {
      diagnostics.append(
        Diagnostic(
          "import/bad-dimension", .error, "'\(token.key)' is math Chamfer cannot work out: '\(scalar.text)'",
          at: scalar.location, hint: "write the radius as a number, or as + - * / on numbers and aliases"))
      return nil
    }
    var computed = scalar
    computed.text = "\(JSONValue.format(result))px"
    return (token.type ?? "dimension", .scalar(computed))
  }
}
