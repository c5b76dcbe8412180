import Foundation

/// The tree of groups and tokens that DTCG, Style Dictionary and Tokens Studio files
/// share, read into `Token`s: types inherited from groups, the syntax each writes its
/// value and type in, and the shape fields Chamfer's extension adds.
extension TokenImporter {
  /// Types Style Dictionary and Tokens Studio give radii.
  static let legacyRadiusTypes: Set<String> = ["borderRadius", "border-radius", "radius", "radii"]


  /// The scopes Figma's export gives a variable (`$extensions["com.figma"].scopes`):
  /// `CORNER_RADIUS` for a radius, `ALL_SCOPES`, `GAP` and so on.
  static func figmaScopes(of token: SourceNode.Mapping) -> [String] {
    guard case .mapping(let extensions)? = token["$extensions"], case .mapping(let figma)? = extensions["com.figma"],
      case .sequence(let scopes)? = figma["scopes"]
    else { return [] }
    return scopes.items.compactMap { if case .scalar(let scope) = $0 { scope.text } else { nil } }
  }

  /// A token's description, and the family, curve and smoothing a token may carry under
  /// Chamfer's reverse-DNS extension key, `dev.chamfer`, as shape fields. A value that
  /// is not one Chamfer knows is an error and left out: it would be written into the
  /// theme as it is.
  mutating func shapeFields(of token: SourceNode.Mapping) -> [(key: String, value: String)] {
    var fields: [(key: String, value: String)] = []
    // Figma writes an empty description on every variable: it says nothing.
    if case .scalar(let description)? = token["$description"] ?? token["description"],
      !description.text.allSatisfy(\.isWhitespace)
    {
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

  /// True for an object that is a token or a group: a mapping whose keys are `$`
  /// properties or hold mappings themselves, unlike a vendor's plain data.
  static func isGroupOrToken(_ node: SourceNode) -> Bool {
    guard case .mapping(let mapping) = node, !mapping.entries.isEmpty else { return false }
    return mapping.entries.allSatisfy { entry in
      if entry.key.text.hasPrefix("$") { return true }
      if case .mapping = entry.value { return true }
      return false
    }
  }

  /// Which of `wanted` some mapping in `node` has as a key, in one walk of the tree that
  /// ends once all are found.
  static func keysPresent(_ wanted: [String], in node: SourceNode) -> Set<String> {
    // Marked by place in `wanted`: a file repeats its keys thousands of times, and a set
    // hashed each one again.
    var found = [Bool](repeating: false, count: wanted.count)
    var remaining = wanted.count
    func walk(_ node: SourceNode) {
      guard case .mapping(let mapping) = node else { return }
      for (key, value) in mapping.entries {
        guard remaining > 0 else { return }
        if let index = wanted.firstIndex(of: key.text), !found[index] {
          found[index] = true
          remaining -= 1
        }
        walk(value)
      }
    }
    walk(node)
    return Set(zip(wanted, found).filter(\.1).map(\.0))
  }

  mutating func collect(
    _ group: SourceNode.Mapping, path: [String], dotted: String = "", keys: [PathKey] = [], inheritedType: String?,
    into tokens: inout [Token], radiusTyped: Bool = false, deprecated inheritedDeprecation: Bool = false
  ) {
    var radiusTyped = radiusTyped
    var type = inheritedType
    // A group's deprecation holds for its tokens unless one says `false`.
    var deprecated = inheritedDeprecation
    if case .scalar(let flag)? = group[syntax.deprecated] {
      deprecated = flag.text != "false"
    } else if group["$deprecated"] != nil {
      deprecated = true
    }
    if case .scalar(let written)? = group[syntax.type] {
      type = written.text
      // Tokens Studio and Style Dictionary name radius types their own way, in their
      // legacy syntax and in DTCG's (`$type: borderRadius`) alike.
      radiusTyped = Self.legacyRadiusTypes.contains(written.text)
      if radiusTyped { type = "dimension" }
    }
    // Material's token database as Flutter keeps it: a family and four corner numbers.
    if case .scalar(let family)? = group["family"], family.text.hasPrefix("SHAPE_FAMILY") {
      tokens.append(Token(path: path, type: "shape", value: .mapping(group), location: group.location))
      return
    }
    if legacy, case .scalar(let schema)? = group["$schema"] { type = Self.spectrumType(schema: schema.text) }
    var value = group[syntax.value]
    if legacy, value == nil { value = Self.fluentAlias(of: group) }
    if let override = platformOverride(of: group) { value = override }
    // A non-standard `unit` beside a bare number (`{ value: 8, unit: px }`) is its unit.
    if case .scalar(var number)? = value, Self.plainNumber(number.text) != nil,
      case .scalar(let unit)? = group[syntax.unit] ?? group["unit"]
    {
      number.text += unit.text
      value = .scalar(number)
    }
    if let value {
      // Style Dictionary leaves radii untyped more often than not, and Red Hat's DTCG
      // radii have no $type either; their path says what they are. An alias takes the
      // type of what it names.
      var isAlias = false
      if case .scalar(let scalar) = value, scalar.text.hasPrefix("{") { isAlias = true }
      let namesARadius = Self.namesARadius(keys: keys)
      if type == nil, !isAlias, namesARadius { type = "dimension" }
      // Figma's export says which number variables are radii, whatever their names; one
      // scoped to gaps and sizes as well is a number for everything.
      if Self.figmaScopes(of: group) == ["CORNER_RADIUS"] { radiusTyped = true }
      // DTCG: an object with a `$value` is a token, and cannot hold tokens or groups too.
      if !legacy,
        let inner = group.entries.first(where: { !$0.key.text.hasPrefix("$") && Self.isGroupOrToken($0.value) })
      {
        let token = YAMLText.comment(path.joined(separator: "."))
        diagnostics.append(
          Diagnostic(
            "import/not-tokens", .error,
            "'\(token)' has a $value, so it is a token, and cannot hold '\(YAMLText.comment(inner.key.text))'",
            at: inner.key.location, hint: "move it beside the token, or the token into a '$root' beside it"))
      }
      tokens.append(
        Token(
          path: path, key: dotted, type: type, value: value, location: value.location, deprecated: deprecated,
          radiusTyped: radiusTyped, fields: shapeFields(of: group), keys: keys, namesARadius: namesARadius))
      return
    }
    for (key, child) in group.entries where !key.text.hasPrefix("$") || key.text == "$root" {
      // DTCG's `$root` is the group's own token, named by the group's path.
      if key.text == "$root", case .mapping(let mapping) = child, mapping["$value"] != nil {
        collect(
          mapping, path: path, dotted: dotted, keys: keys, inheritedType: type, into: &tokens,
          radiusTyped: radiusTyped, deprecated: deprecated)
        continue
      }
      // DTCG names hold no braces: `{radius.s{m}}` could never name the token.
      if !legacy, key.text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }),
        case .mapping = child
      {
        diagnostics.append(
          Diagnostic(
            "import/invalid-name", .error,
            "'\(YAMLText.comment(key.text))' cannot be a DTCG name: names hold no '{' or '}'", at: key.location,
            hint: "rename it without braces"))
        continue
      }
      if case .mapping(let mapping) = child {
        // Material writes flat keys with dots (`md.sys.shape.corner.large`); DTCG names
        // cannot hold dots, so a dotted key is a path.
        let parts =
          key.text.utf8.contains(UInt8(ascii: ".")) ? key.text.split(separator: ".").map(String.init) : [key.text]
        let added = parts.isEmpty ? [key.text] : parts
        // The dotted path is built as the walk goes down, not joined again for each token.
        let addedKey = added.count == 1 ? added[0] : added.joined(separator: ".")
        collect(
          mapping, path: path + added, dotted: path.isEmpty ? addedKey : dotted + "." + addedKey,
          keys: keys + added.map { self.key($0) }, inheritedType: type, into: &tokens, radiusTyped: radiusTyped,
          deprecated: deprecated)
      }
    }
  }
}
