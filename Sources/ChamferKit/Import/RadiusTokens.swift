import Foundation

/// Which of a file's tokens are radii, and each one's size: the tokens of a tree become
/// `ImportedToken`s, and the theme is written from them.
extension TokenImporter {
  mutating func genericTokens(_ root: SourceNode.Mapping, name: String) -> String {
    // The keys that tell the syntax and what has to be expanded, found in one walk.
    let keys = Self.keysPresent(["$value", "value", "aliasOf", "$ref", "$extends"], in: .mapping(root))
    switch format {
    case .dtcg: legacy = false
    case .styleDictionary, .tokensStudio: legacy = true
    case .auto, .theo:
      legacy = !keys.contains("$value")
        && (keys.contains("value") || keys.contains("aliasOf") || Self.holdsMaterialFamily(.mapping(root)))
    }
    // `$ref`s and `$extends` are worked out first, so the tokens they bring are collected
    // like any other. A `$ref` may bring an `$extends` in.
    var root = root
    if keys.contains("$ref") { root = expandingPointers(root) }
    if keys.contains("$ref") || keys.contains("$extends") { root = expandingExtends(root) }
    var tokens: [Token] = []
    collect(root, path: [], inheritedType: nil, into: &tokens)
    var byPath: [String: Token] = [:]
    byPath.reserveCapacity(tokens.count)
    for token in tokens { byPath[token.key] = token }
    /// The token each one aliases, by the index of `tokens`.
    let directAliases = tokens.map { directAlias($0, in: byPath) }

    // Tokens in file order, each in its place in that order: the theme lists them so.
    var imported = [ImportedToken?](repeating: nil, count: tokens.count)
    var position = 0
    func add(_ value: String, for token: Token, nameParts: [String]? = nil) {
      var entry = ImportedToken(
        path: token.key, nameParts: nameParts ?? token.path, value: value, alias: directAliases[position],
        keys: nameParts == nil ? token.keys : nil, location: token.location)
      // A path read key by key says at once whether it names a capsule, before any number is read.
      let namesNoCapsule =
        !token.keys.isEmpty && token.keys.count == token.path.count && !token.keys.contains(where: \.saysCapsule)
      let (size, note) = namesNoCapsule ? (value, nil) : Self.capsuleByName(value, path: token.path)
      entry.value = Self.adding(token.fields, to: size)
      if !token.fields.isEmpty { entry.size = size }
      if let note { entry.notes.append(note) }
      if token.deprecated { entry.notes.append("deprecated") }
      imported[position] = entry
    }
    // One error per bad value: where each problem with a value was first reported, and
    // how many aliases of that value met it again.
    var reported: [FileLocation: (index: Int, aliases: Int)] = [:]
    /// Keeps the problems found since `start` that are new: a problem with a value an
    /// alias reaches is reported at the alias (`alias`, where that token is written), with
    /// the value as a note, and a value already reported is counted rather than reported
    /// again.
    func attribute(from start: Int, alias: FileLocation?) {
      guard start < diagnostics.count else { return }
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
        if let alias, alias != at {
          diagnostic.notes.append(Diagnostic.Note("the value it aliases is written here", at: at))
          diagnostic.location = alias
        }
        reported[at] = (start + kept.count, 0)
        kept.append(diagnostic)
      }
      diagnostics.replaceSubrange(start..., with: kept)
    }
    // A file that names its radii (borderRadius, corner-radius) also holds other
    // dimensions, such as border widths and offsets; then only the radii come in.
    // Tokens Studio types some radii `percentage`, and others `other`.
    let radiusTypes: Set<String?> = [nil, "dimension", "number", "ratio", "multiplier", "percentage", "other"]
    func isRadius(_ token: Token) -> Bool {
      token.radiusTyped || (token.namesARadius && radiusTypes.contains(token.type))
    }
    let onlyRadii = tokens.contains(where: isRadius)
    // Tokens a mapping file names come in whatever their path says.
    let mapped = Set(
      (mapping?.categories ?? []).map(\.path) + (mapping?.components ?? []).map(\.path)
        + (mapping?.scaleNames ?? []).map(\.path))
    var pass = Pass(tokens: byPath)
    let prefix = Self.commonPrefix(tokens.compactMap { $0.type == "shape" || $0.type == "dimension" ? $0.path : nil })
    // Tokens with values of their own come first, so a bad value is reported where it is
    // written before the aliases that reach it are counted.
    let order = tokens.indices.filter { directAliases[$0] == nil } + tokens.indices.filter { directAliases[$0] != nil }
    for index in order {
      let token = tokens[index]
      position = index
      if token.type == "shape" {
        guard !mappingSkips(token.key) else { continue }
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
        !(["number", "multiplier", "ratio", "percentage", "other"].contains(declared)
          && (token.namesARadius || token.radiusTyped))
      {
        skip(token.key, because: "its type is '\(declared)'", at: token.location)
        continue
      }
      // What the mapping skips is passed over before its value is read.
      if mappingSkips(token.key) { continue }
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
      // A percentage on a radius path is a share of the shorter side, with or without its `%`.
      if type == "percentage", token.namesARadius || token.radiusTyped, case .scalar(let scalar) = value,
        let share = Double(scalar.text.hasSuffix("%") ? String(scalar.text.dropLast()) : scalar.text), share >= 0
      {
        add(Self.percentSize(share), for: token)
        continue
      }
      // Figma's variables export radii as unitless numbers; a number counts as points
      // when its path says it is a radius, or Figma scopes it to corner radii. Tokens
      // Studio's `other` on a radius path is read as its value says.
      let radiusNumber = (type == "number" || type == "other") && (token.namesARadius || token.radiusTyped)
      guard type == "dimension" || radiusNumber else {
        skip(token.key, because: "it aliases a '\(type)'", at: token.location)
        continue
      }
      let start = diagnostics.count
      let size = self.size(value, path: token.key)
      attribute(from: start, alias: directAliases[index] != nil ? token.location : nil)
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
    return document(imported.compactMap { $0 }, name: name, at: root.location)
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
}
