import Foundation

/// DTCG, Style Dictionary and Tokens Studio files: the tree of groups and tokens, read
/// into radius tokens.
extension DTCGImporter {
  struct Token {
    let path: [String]
    var type: String?
    var value: SourceNode
    var location: FileLocation
    var deprecated = false
    /// Typed as a radius by its own or a group's `type` (`borderRadius`), whatever its path.
    var radiusTyped = false
    /// Shape fields the token carries besides its size: its `$description`, and the
    /// family, curve and smoothing under `$extensions["dev.chamfer"]`.
    var fields: [(key: String, value: String)] = []
    /// The words of each key of `path`, and whether they name a radius (`namesARadius`),
    /// worked out once when the token is collected.
    var keyWords: [[String]] = []
    var namesARadius = false
    /// The dotted path, joined once: the token's key in every table of the pass.
    let key: String

    init(
      path: [String], type: String?, value: SourceNode, location: FileLocation, deprecated: Bool = false,
      radiusTyped: Bool = false, fields: [(key: String, value: String)] = [], keyWords: [[String]] = [],
      namesARadius: Bool = false
    ) {
      self.path = path
      self.type = type
      self.value = value
      self.location = location
      self.deprecated = deprecated
      self.radiusTyped = radiusTyped
      self.fields = fields
      self.keyWords = keyWords
      self.namesARadius = namesARadius
      key = path.joined(separator: ".")
    }
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
    // `$ref`s and `$extends` are worked out first, so the tokens they bring are collected
    // like any other.
    let root = expandingExtends(expandingPointers(root))
    var tokens: [Token] = []
    collect(root, path: [], inheritedType: nil, into: &tokens)
    var byPath: [String: Token] = [:]
    for token in tokens { byPath[token.key] = token }

    // Tokens in file order, each with its place in that order: the theme lists them so.
    var imported: [(position: Int, token: ImportedToken)] = []
    var position = 0
    func add(_ value: String, for token: Token, nameParts: [String]? = nil) {
      var entry = ImportedToken(
        path: token.key, nameParts: nameParts ?? token.path, value: value, alias: directAlias(token, in: byPath),
        keyWords: nameParts == nil ? token.keyWords : nil, location: token.location)
      let (size, note) = Self.capsuleByName(value, path: token.path)
      entry.value = Self.adding(token.fields, to: size)
      if let note { entry.notes.append(note) }
      if token.deprecated { entry.notes.append("deprecated") }
      imported.append((position, entry))
    }
    // One error per bad value: where each problem with a value was first reported, and
    // how many aliases of that value met it again.
    var reported: [FileLocation: (index: Int, aliases: Int)] = [:]
    /// Keeps the problems found since `start` that are new: a problem with a value an
    /// alias reaches is reported at the alias, with the value as a note, and a value
    /// already reported is counted rather than reported again.
    func attribute(from start: Int, alias: Token?) {
      var kept: [Diagnostic] = []
      for var diagnostic in diagnostics[start...] {
        guard let at = diagnostic.location, diagnostic.id != "import/unitless-dimension" else {
          kept.append(diagnostic)
          continue
        }
        if reported[at] != nil {
          if alias != nil { reported[at]?.aliases += 1 }
          continue
        }
        if let alias, alias.location != at {
          diagnostic.notes.append(Diagnostic.Note("the value it aliases is written here", at: at))
          diagnostic.location = alias.location
        }
        reported[at] = (start + kept.count, 0)
        kept.append(diagnostic)
      }
      diagnostics.replaceSubrange(start..., with: kept)
    }
    // A file that names its radii (borderRadius, corner-radius) also holds other
    // dimensions, such as border widths and offsets; then only the radii come in.
    let radiusTypes: Set<String?> = [nil, "dimension", "number", "ratio", "multiplier"]
    func isRadius(_ token: Token) -> Bool {
      token.radiusTyped || (token.namesARadius && radiusTypes.contains(token.type))
    }
    let onlyRadii = tokens.contains(where: isRadius)
    // Tokens a mapping file names come in whatever their path says.
    let mapped = Set(
      (mapping?.categories ?? []).map(\.path) + (mapping?.components ?? []).map(\.path)
        + (mapping?.scaleNames ?? []).map(\.path))
    var pass = Pass(tokens: byPath)
    let prefix = Self.commonPrefix(tokens.filter { $0.type == "shape" || $0.type == "dimension" }.map(\.path))
    // Tokens with values of their own come first, so a bad value is reported where it is
    // written before the aliases that reach it are counted.
    let aliases = tokens.map { directAlias($0, in: byPath) != nil }
    let order = tokens.indices.filter { !aliases[$0] } + tokens.indices.filter { aliases[$0] }
    for index in order {
      let token = tokens[index]
      position = index
      if token.type == "shape" {
        if let shape = materialShape(token) { add(shape, for: token, nameParts: Array(token.path.dropFirst(prefix))) }
        continue
      }
      if onlyRadii, !isRadius(token), !mapped.contains(token.key) {
        skip(
          token.key,
          because: token.type.map { radiusTypes.contains($0) ? "no radius path" : "its type is '\($0)'" }
            ?? "no radius path", at: token.location)
        continue
      }
      // A token whose own or inherited type is not a radius is skipped before its
      // aliases are followed, so a broken alias among the colours says nothing.
      if let declared = token.type, declared != "dimension",
        !(["number", "multiplier", "ratio"].contains(declared) && token.namesARadius)
      {
        skip(token.key, because: "its type is '\(declared)'", at: token.location)
        continue
      }
      let type: String
      let value: SourceNode
      switch resolve(token, in: &pass) {
      case .failed(let skipped):
        if skipped { skip(token.key, because: "its value names no token, or no type", at: token.location) }
        if isRadius(token) { failedRadii += 1 }
        continue
      case .value(let resolvedType?, let resolvedValue):
        (type, value) = (resolvedType, resolvedValue)
      case .value(nil, let resolvedValue):
        // Style Dictionary leaves types out: a radius aliasing an untyped token
        // (`radius.sm: {size.sm}`) is a radius all the same.
        guard token.radiusTyped || token.namesARadius else {
          skip(token.key, because: "an alias of an untyped token, on no radius path", at: token.location)
          continue
        }
        (type, value) = ("dimension", resolvedValue)
      }
      // An alias of one of Material's composite shapes (`md.comp.fab.container.shape`).
      if type == "shape" {
        var shape = token
        shape.value = value
        if let material = materialShape(shape) { add(material, for: token) }
        continue
      }
      // Spectrum 2's full radius is a multiplier of the component's height, and Style
      // Dictionary's ratio a share of it: 0.5 is a capsule, less is a percentage.
      if type == "multiplier" || type == "ratio", token.namesARadius, case .scalar(let scalar) = value {
        guard let factor = Double(scalar.text), factor >= 0 else {
          _ = size(value, path: token.key)
          continue
        }
        add(Self.percentSize(factor * 100), for: token)
        continue
      }
      // Figma's variables export radii as unitless numbers; a number counts as points
      // when its path says it is a radius.
      let radiusNumber = type == "number" && token.namesARadius
      guard type == "dimension" || radiusNumber else {
        skip(token.key, because: "it aliases a '\(type)'", at: token.location)
        continue
      }
      let start = diagnostics.count
      let size = self.size(value, path: token.key)
      attribute(from: start, alias: aliases[index] ? token : nil)
      guard let size else {
        failedRadii += 1
        continue
      }
      add(size, for: token)
    }
    for (_, first) in reported where first.aliases > 0 {
      diagnostics[first.index].notes.append(
        Diagnostic.Note(
          "\(first.aliases) more token\(first.aliases == 1 ? " aliases" : "s alias") this value, left out with it"))
    }
    return document(imported.sorted { $0.position < $1.position }.map(\.token), name: name, at: root.location)
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
    _ group: SourceNode.Mapping, path: [String], inheritedType: String?, into tokens: inout [Token],
    radiusTyped: Bool = false, deprecated inheritedDeprecation: Bool = false
  ) {
    var radiusTyped = radiusTyped
    var type = inheritedType
    // A group's deprecation holds for its tokens unless one says `false`.
    var deprecated = inheritedDeprecation
    if case .scalar(let flag)? = group[legacy ? "deprecated" : "$deprecated"] {
      deprecated = flag.text != "false"
    } else if group["$deprecated"] != nil {
      deprecated = true
    }
    if case .scalar(let written)? = group[legacy ? "type" : "$type"] {
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
    // A non-standard `unit` beside a bare number (`{ value: 8, unit: px }`) is its unit.
    if case .scalar(var number)? = value, Self.plainNumber(number.text) != nil,
      case .scalar(let unit)? = group[legacy ? "unit" : "$unit"] ?? group["unit"]
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
      let keyWords = path.map { words(ofKey: $0) }
      let namesARadius = Self.namesARadius(keyWords: keyWords)
      if type == nil, !isAlias, namesARadius { type = "dimension" }
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
          path: path, type: type, value: value, location: value.location, deprecated: deprecated,
          radiusTyped: radiusTyped, fields: shapeFields(of: group), keyWords: keyWords, namesARadius: namesARadius))
      return
    }
    for (key, child) in group.entries where !key.text.hasPrefix("$") || key.text == "$root" {
      // DTCG's `$root` is the group's own token, named by the group's path.
      if key.text == "$root", case .mapping(let mapping) = child, mapping["$value"] != nil {
        collect(
          mapping, path: path, inheritedType: type, into: &tokens, radiusTyped: radiusTyped, deprecated: deprecated)
        continue
      }
      // DTCG names hold no braces: `{radius.s{m}}` could never name the token.
      if !legacy, key.text.contains(where: { $0 == "{" || $0 == "}" }), case .mapping = child {
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
        let parts = key.text.split(separator: ".").map(String.init)
        collect(
          mapping, path: path + (parts.isEmpty ? [key.text] : parts), inheritedType: type,
          into: &tokens, radiusTyped: radiusTyped, deprecated: deprecated)
      }
    }
  }

  /// The dotted path a token is a plain alias of, if it is one.
  func directAlias(_ token: Token, in tokens: [String: Token]) -> String? {
    guard case .scalar(let scalar) = token.value, scalar.text.hasPrefix("{"), scalar.text.hasSuffix("}"),
      scalar.text.utf8.count(where: { $0 == UInt8(ascii: "{") }) == 1
    else { return nil }
    return Self.reference(scalar.text.dropFirst().dropLast(), in: tokens)
  }

  /// The token a reference's braces hold: Style Dictionary trims spaces inside them
  /// (`{ radius.sm }`) and reads an older `.value` suffix (`{radius.sm.value}`).
  static func reference(_ inner: Substring, in tokens: [String: Token]) -> String {
    let target = inner.trimmingSpaces
    if tokens[target] == nil, target.hasSuffix(".value") { return String(target.dropLast(".value".count)) }
    // DTCG names a group's root token `{group.$root}`; Chamfer keeps it under the group's path.
    if tokens[target] == nil, target.hasSuffix(".$root") { return String(target.dropLast(".$root".count)) }
    return target
  }

  /// The references in a value, in order: `{a} * 2 + {b}` names `a` and `b`.
  static func references(in text: String, tokens: [String: Token]) -> [(range: Range<String.Index>, key: String)] {
    var found: [(Range<String.Index>, String)] = []
    var searchFrom = text.startIndex
    while let open = text[searchFrom...].firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
      found.append((open..<text.index(after: close), reference(text[text.index(after: open)..<close], in: tokens)))
      searchFrom = text.index(after: close)
    }
    return found
  }

  /// What resolving a token gave: its type (nil when untyped) and value, or nothing,
  /// counted as skipped when the reason was only a warning.
  enum Resolution {
    case value(type: String?, SourceNode)
    case failed(skip: Bool)
  }

  /// How a token's value is worked out from others.
  enum Derivation {
    case plain
    case alias(String, SourceNode.Scalar)
    case math([String], SourceNode.Scalar)
    case css(String, SourceNode.Scalar)

    var dependencies: [String] {
      switch self {
      case .alias(let key, _): return [key]
      case .math(let keys, _): return keys
      case .plain, .css: return []
      }
    }
  }

  func derivation(of token: Token, in tokens: [String: Token]) -> Derivation {
    guard case .scalar(let scalar) = token.value, scalar.text.utf8.contains(UInt8(ascii: "{")) else { return .plain }
    if let target = directAlias(token, in: tokens) { return .alias(target, scalar) }
    if let problem = Self.unsupportedCSS(scalar.text) { return .css(problem, scalar) }
    return .math(Self.references(in: scalar.text, tokens: tokens).map(\.key), scalar)
  }

  /// One pass of resolving a file's tokens: the tokens by path, each one's resolution
  /// once worked out, and the paths indexed for "did you mean" when the first unknown
  /// alias turns up. It lives as long as the pass, so no pass sees another's paths.
  struct Pass {
    let tokens: [String: Token]
    var memo: [String: Resolution] = [:]
    var spelling: Spelling.Index?

    init(tokens: [String: Token]) { self.tokens = tokens }

    /// The token path most like `target`, indexed once per pass so thousands of
    /// broken aliases stay linear.
    mutating func suggestion(for target: String) -> String? {
      if spelling == nil { spelling = Spelling.Index(tokens.keys) }
      return spelling?.suggestion(for: target)
    }
  }

  /// The token's type and value, following `{a.b}` aliases and working out token math.
  /// Each token is resolved once (`pass.memo`), depth first with a stack of its own
  /// rather than recursion, so a chain of any length neither repeats work nor overflows
  /// the stack; a cycle is one error at the token that closes it.
  mutating func resolve(_ start: Token, in pass: inout Pass) -> Resolution {
    if let done = pass.memo[start.key] { return done }
    let tokens = pass.tokens
    var stack: [(token: Token, step: Derivation, next: Int)] = [(start, derivation(of: start, in: tokens), 0)]
    derivations += 1
    var onStack: [String: Int] = [start.key: 0]
    while let top = stack.last {
      let dependencies = top.step.dependencies
      if top.next < dependencies.count {
        stack[stack.count - 1].next += 1
        let key = dependencies[top.next]
        guard pass.memo[key] == nil, let target = tokens[key] else { continue }
        if let at = onStack[key] {
          let cycle = stack[at...].map(\.token.key) + [key]
          diagnostics.append(
            Diagnostic(
              "import/alias-cycle", .error, "aliases go round in a cycle: \(cycle.joined(separator: " → "))",
              at: target.value.location))
          for entry in stack[at...] { pass.memo[entry.token.key] = .failed(skip: false) }
          continue
        }
        onStack[key] = stack.count
        stack.append((target, derivation(of: target, in: tokens), 0))
        derivations += 1
        continue
      }
      stack.removeLast()
      onStack[top.token.key] = nil
      if pass.memo[top.token.key] == nil {
        pass.memo[top.token.key] = finish(top.token, top.step, in: &pass)
      }
    }
    return pass.memo[start.key] ?? .failed(skip: false)
  }

  /// A token's resolution once everything it names is resolved.
  mutating func finish(_ token: Token, _ step: Derivation, in pass: inout Pass) -> Resolution {
    switch step {
    case .plain:
      if token.type == nil, !legacy {
        // Style Dictionary does not ask for types; only DTCG's missing ones are worth a word.
        diagnostics.append(
          Diagnostic(
            "import/untyped-token", .warning,
            "'\(token.key)' has no $type, here or on a group, so DTCG gives it none; skipped",
            at: token.location))
        return .failed(skip: true)
      }
      return .value(type: token.type, token.value)
    case .css(let problem, let scalar):
      unsupported(token.key, problem, at: scalar.location)
      return .failed(skip: false)
    case .alias(let target, let scalar):
      guard let resolved = pass.memo[target] else {
        unknownAlias(target, at: scalar.location, in: &pass)
        return .failed(skip: true)
      }
      guard case .value(let type, let value) = resolved else { return resolved }
      return .value(type: token.type ?? type, value)
    case .math(_, let scalar):
      return math(scalar, of: token, in: &pass)
    }
  }

  mutating func unknownAlias(_ target: String, at location: FileLocation, in pass: inout Pass) {
    // Only a warning: the token may well be a colour or a font that Chamfer would skip
    // anyway, and one broken alias should not stop the radii from coming in.
    let suggestion = pass.suggestion(for: target)
    let searched =
      switch filesRead.count {
      case 0, 1: "in '\(filesRead.first ?? file)'"
      case 2...4: "in any of \(filesRead.map { "'\($0)'" }.joined(separator: ", "))"
      default: "in any of the \(filesRead.count) files read ('\(filesRead[0])', '\(filesRead[1])', …)"
      }
    diagnostics.append(
      Diagnostic(
        "import/unknown-alias", .warning, "'{\(target)}' names no token \(searched); skipped", at: location,
        hint: suggestion.map { "did you mean '{\($0)}'?" }
          ?? "import the file that defines it too: chamfer import FILE FILE…"))
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

  /// Tokens Studio math such as `{radius.base} * 2`: each alias becomes its value,
  /// worked out and in parentheses, and the text is left for `size` to evaluate, which
  /// also reads the CSS shorthand `{radius.lg} {radius.none}` as two corner sizes.
  mutating func math(
    _ scalar: SourceNode.Scalar, of token: Token, in pass: inout Pass
  ) -> Resolution {
    var text = ""
    var copiedTo = scalar.text.startIndex
    for (range, key) in Self.references(in: scalar.text, tokens: pass.tokens) {
      text += scalar.text[copiedTo..<range.lowerBound]
      copiedTo = range.upperBound
      guard let resolved = pass.memo[key] else {
        unknownAlias(key, at: scalar.location, in: &pass)
        return .failed(skip: true)
      }
      guard case .value(_, let value) = resolved else { return resolved }
      guard let written = Self.writtenNumber(value) else {
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error, "'\(token.key)' does math on '{\(key)}', which is not a number",
            at: scalar.location))
        return .failed(skip: false)
      }
      switch TokenMath.evaluate(written) {
      case .parts(let parts) where parts.count == 1:
        text += "(\(parts[0].text))"
      case .parts:
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error,
            "'\(token.key)' does math on '{\(key)}', which is several sizes ('\(written)'); math takes one",
            at: scalar.location))
        return .failed(skip: false)
      case .failure(let reason):
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error,
            "'\(token.key)' does math on '{\(key)}', which Chamfer cannot work out: \(reason)", at: scalar.location))
        return .failed(skip: false)
      case .elliptical, .cssFunction:
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error,
            "'\(token.key)' does math on '{\(key)}', which is '\(written)', not a number", at: scalar.location))
        return .failed(skip: false)
      }
    }
    text += scalar.text[copiedTo...]
    var computed = scalar
    computed.text = text
    return .value(type: token.type ?? "dimension", .scalar(computed))
  }

  /// A value as math text: a string as written, a DTCG dimension as `4px`.
  static func writtenNumber(_ value: SourceNode) -> String? {
    switch value {
    case .scalar(let scalar): return scalar.text
    case .mapping(let dimension):
      guard case .scalar(let number)? = dimension["value"], case .scalar(let unit)? = dimension["unit"] else { return nil }
      return number.text + unit.text
    case .sequence: return nil
    }
  }
}
