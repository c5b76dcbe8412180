/// The Chamfer theme an import writes, as YAML text with a comment naming where each
/// value came from.
extension TokenImporter {
  /// A component or variant being gathered: its own token, and tokens for single corners.
  struct PlacedShape {
    var own: ImportedToken?
    var corners: [(corner: CornerName, token: ImportedToken)] = []
  }

  /// The leading keys every token shares as a namespace rather than as a component:
  /// `acme` of `acme.radius.sm`, `foundation` of `foundation.border-radius.small`,
  /// `brand.foundation` of `brand.foundation.radius.md`. They are keys that say no
  /// radius, scale group, step or component group, and never a token's last key. When a
  /// token's path goes on with a step (`length.2xs`), with a lone radius word
  /// (`button.radius` beside `button.pressed.radius`) or names a corner
  /// (`card.corner.top-start`), the prefix says what the tokens are or which component
  /// they belong to, and is no namespace.
  static func namespace(of tokens: [ImportedToken]) -> [String] {
    guard tokens.count > 1 else { return [] }
    let paths = tokens.map { $0.path.split(separator: ".", omittingEmptySubsequences: false) }
    let first = paths[0]
    var shared = 0
    // A shared key is the same text in every path, so what it says is read once.
    while shared < first.count - 1 {
      let key = PathKey(String(first[shared]))
      guard !key.mentionsRadius, !key.isScaleKey, !key.isStep, !key.namesComponentGroup,
        paths.allSatisfy({ $0.count > shared + 1 && $0[shared] == first[shared] })
      else { break }
      shared += 1
    }
    guard shared > 0 else { return [] }
    // The key after the namespace names a group or a component, never a step: `length`
    // of `length.2xs` names what the scale measures.
    var read: [Substring: PathKey] = [:]
    func key(_ text: Substring) -> PathKey {
      if let known = read[text] { return known }
      let key = PathKey(String(text))
      read[text] = key
      return key
    }
    for path in paths {
      let next = key(path[shared])
      if next.isStep || path.count == shared + 1 && next.mentionsRadius { return [] }
      // Corners after the prefix are that component's: `card.corner.top-start`.
      if path[shared...].contains(where: { key($0).corner != nil }) { return [] }
    }
    return first.prefix(shared).map(String.init)
  }

  /// The theme an import writes: the header, then the scale, categories and components
  /// (where the mapping file places a token, and for the rest by the path conventions of
  /// `inferredPlace`: tokens in component places become components, the rest metrics),
  /// or a warning when the file held no radius at all.
  mutating func document(_ tokens: [ImportedToken], name: String, at location: FileLocation) -> String {
    var lines = header(name: name)
    let mapping = self.mapping ?? ImportMapping()
    var components: [(name: String, base: PlacedShape, variants: [(name: String, shape: PlacedShape)])] = []
    var componentIndex: [String: Int] = [:]
    func place(_ token: ImportedToken, component: String, variant: String?, corner: CornerName?) {
      let index =
        componentIndex[component]
        ?? {
          components.append((component, PlacedShape(), []))
          componentIndex[component] = components.count - 1
          return components.count - 1
        }()
      func add(to shape: inout PlacedShape) {
        if let corner { shape.corners.append((corner, token)) } else { shape.own = token }
      }
      if let variant {
        if let at = components[index].variants.firstIndex(where: { $0.name == variant }) {
          add(to: &components[index].variants[at].shape)
        } else {
          var shape = PlacedShape()
          add(to: &shape)
          components[index].variants.append((variant, shape))
        }
      } else {
        add(to: &components[index].base)
      }
    }
    // The readers have left out what the mapping skips. Tokens it places by name go where
    // it says.
    let placed = Set(mapping.categories.map(\.path) + mapping.components.map(\.path) + mapping.scaleNames.map(\.path))
    // Components come from the paths' conventions, for the tokens the mapping leaves.
    // Which tokens became components, by their place in `tokens`.
    var inferred = [Bool](repeating: false, count: tokens.count)
    // A namespace every token shares is no component; inference and names start after it.
    let namespace = Self.namespace(of: tokens)
    /// What names leave out: the namespace, unless `--keep-prefix` keeps it.
    let dropped = keepsPrefix ? [] : namespace
    if infers {
      for (index, token) in tokens.enumerated() where !placed.contains(token.path) {
        let inferredPlace =
          token.keys.map { Self.inferredPlace(keys: Array($0.dropFirst(namespace.count))) }
          ?? Self.inferredPlace(token.path.split(separator: ".").dropFirst(namespace.count).map(String.init))
        guard let found = inferredPlace else { continue }
        // A shorthand of several corners is one shape; it cannot be one corner. A corner
        // with a description is still one corner.
        if found.corner != nil, (token.size ?? token.value).hasPrefix("{") { continue }
        inferred[index] = true
        place(token, component: found.component, variant: found.variant, corner: found.corner)
        guard explains else { continue }
        let keys = token.keys ?? token.path.split(separator: ".").map { PathKey(String($0)) }
        let reason =
          keys.contains(where: \.namesComponentGroup)
          ? "it follows a component group word" : "its key comes before the radius word"
        let variant = found.variant.map { ", variant '\($0)'" } ?? ""
        let corner = found.corner.map { ", corner \($0.rawValue)" } ?? ""
        placements.append((token.path, "component '\(found.component)'\(variant)\(corner): \(reason)"))
      }
    }
    // A token the mapping names a metric stays one when it also makes a category or
    // component, which then start from that metric.
    let mapped = Set(mapping.categories.map(\.path) + mapping.components.map(\.path))
      .subtracting(mapping.scaleNames.map(\.path))
    var metricOf: [String: String] = [:]
    /// Each metric and its token's place in `tokens`, written once every metric is named.
    var scaleEntries: [(metric: String, index: Int)] = []
    var used: Set<String> = []
    var scale: [String] = []
    let scaleNames = Dictionary(mapping.scaleNames.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    // Tokens come from a file or two: each file's path is looked up once.
    var file = (id: -1, path: "")
    /// Writes the comment naming `token` and where it is written. Each part is
    /// escaped on its own, which is the same as escaping them together.
    func writeComment(_ token: ImportedToken, into text: inout [UInt8]) {
      let location = token.location
      if location.fileID != file.id { file = (location.fileID, YAMLText.comment(location.file)) }
      text += YAMLText.comment(token.path).utf8
      text += " (".utf8
      text += file.path.utf8
      text.append(UInt8(ascii: ":"))
      Self.appendDecimal(location.line, to: &text)
      text.append(UInt8(ascii: ":"))
      Self.appendDecimal(location.column, to: &text)
      text.append(UInt8(ascii: ")"))
      for note in token.notes {
        text += "; ".utf8
        text += YAMLText.comment(note).utf8
      }
    }
    func comment(_ token: ImportedToken) -> String {
      var text: [UInt8] = []
      writeComment(token, into: &text)
      return String(decoding: text, as: UTF8.self)
    }
    var scalePatterns = mapping.scalePatterns.map(PathPatterns.init)
    for (index, token) in tokens.enumerated() {
      if inferred[index] || (!mapped.isEmpty && mapped.contains(token.path)) { continue }
      var metric: String
      if !mapping.scaleNames.isEmpty {
        guard let named = scaleNames[token.path] else {
          leftOutByMapping += 1
          continue
        }
        metric = named.name
      } else if scalePatterns != nil {
        guard scalePatterns?.matches(token.path) == true else {
          leftOutByMapping += 1
          continue
        }
        metric = Self.metricName(token.nameParts)
      } else {
        metric = Self.metricName(
          token.nameParts.starts(with: dropped) ? Array(token.nameParts.dropFirst(dropped.count)) : token.nameParts)
      }
      while used.contains(metric) { metric += "-2" }
      used.insert(metric)
      metricOf[token.path] = metric
      scaleEntries.append((metric, index))
      if explains {
        placements.append(
          (token.path, "metric '\(metric)': " + (scaleNames[token.path] != nil ? "the mapping names it" : "its path names no component")))
      }
    }
    if let pattern = skipPatterns?.exhaustedAt ?? scalePatterns?.exhaustedAt {
      diagnostics.append(.tooMuchMatching(tokens: tokens.count, at: mapping.patternLocations[pattern.text]))
    }

    // Each path's token, by its place in `tokens`; a later token of the same path wins.
    var byPath: [String: Int] = [:]
    byPath.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() { byPath[token.path] = index }
    /// The metric a token aliases, directly or through other aliases.
    func aliasedMetric(_ token: ImportedToken) -> String? {
      var alias = token.alias
      var hops = 0
      while let target = alias, hops < 64 {
        if let metric = metricOf[target] { return metric }
        alias = byPath[target].flatMap { tokens[$0].alias }
        hops += 1
      }
      return nil
    }
    // A metric whose token aliases a primitive metric (one of its own value) stays a
    // reference to it, as the file says (`radius-default: "{scale.radius-lg}"`); a chain of
    // aliases, or a token with fields of its own, keeps its value.
    for (metric, index) in scaleEntries {
      let token = tokens[index]
      let primitive = token.alias.flatMap { target -> String? in
        guard let aliased = metricOf[target], aliased != metric, let place = byPath[target], tokens[place].alias == nil
        else { return nil }
        return aliased
      }
      let value = token.value.hasPrefix("{") ? nil : primitive.map { "\"{scale.\($0)}\"" }
      scale.append("  \(metric): \(value ?? token.value)  # \(comment(token))")
    }
    /// The fields of a category or component: the metric the token is or aliases, or its
    /// own size.
    func fields(_ token: ImportedToken) -> String {
      if let metric = metricOf[token.path] ?? aliasedMetric(token) { return "shape: \(metric)" }
      if token.value.hasPrefix("{") { return String(token.value.dropFirst(2).dropLast(2)) }
      return "size: \(token.value)"
    }
    /// One corner's size: a reference to the metric it aliases, or its own size.
    func cornerSize(_ token: ImportedToken) -> String {
      aliasedMetric(token).map { "\"{scale.\($0)}\"" } ?? token.size ?? token.value
    }
    /// Writes a component's or variant's fields, one a line, at `indent`.
    func writeShape(_ shape: PlacedShape, indent: String, into text: inout [UInt8]) {
      if let own = shape.own {
        for field in Self.topLevelFields(fields(own)) {
          text += indent.utf8
          text += field.utf8
          text.append(UInt8(ascii: "\n"))
        }
      }
      if !shape.corners.isEmpty {
        text += indent.utf8
        text += "corners:\n".utf8
        for (corner, token) in shape.corners.sorted(by: { $0.corner < $1.corner }) {
          text += indent.utf8
          text += "  ".utf8
          text += corner.rawValue.utf8
          text += ": ".utf8
          text += cornerSize(token).utf8
          text += "  # ".utf8
          writeComment(token, into: &text)
          text.append(UInt8(ascii: "\n"))
        }
      }
    }
    func missing(_ path: String, _ kind: String) {
      // A mapping entry naming no token is a warning where the mapping names it: the
      // rest of the theme is still right.
      diagnostics.append(
        Diagnostic(
          "import/unmapped-token", .warning, "the mapping places '\(path)' as \(kind), but no radius token has that path",
          at: mapping.locations[path] ?? location,
          hint: Spelling.suggestion(for: path, among: byPath.keys).map { "did you mean '\($0)'?" }))
    }
    for (metric, path) in mapping.scaleNames where byPath[path] == nil { missing(path, "the metric '\(metric)'") }
    var categories: [String] = []
    for (category, path) in mapping.categories {
      guard let token = byPath[path].map({ tokens[$0] }) else {
        missing(path, "a category")
        continue
      }
      categories.append("  \(category): { \(fields(token)) }  # \(comment(token))")
      if explains { placements.append((path, "category '\(category)': the mapping names it")) }
    }
    for (key, path) in mapping.components {
      guard let token = byPath[path].map({ tokens[$0] }) else {
        missing(path, "a component")
        continue
      }
      let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
      place(token, component: parts[0], variant: parts.count == 2 ? parts[1] : nil, corner: nil)
      if explains {
        placements.append((path, "\(parts.count == 2 ? "variant" : "component") '\(key)': the mapping names it"))
      }
    }

    // A token whose value Chamfer cannot read is left out, and the rest of the file comes
    // in: its error is a warning. When no radius could be read, the errors say why.
    if !(scale.isEmpty && categories.isEmpty && components.isEmpty) {
      for index in diagnostics.indices where diagnostics[index].id == "import/bad-dimension" {
        diagnostics[index].severity = .warning
        diagnostics[index].message += "; skipped"
      }
    }
    if scale.isEmpty && categories.isEmpty && components.isEmpty && failedRadii == 0 && !diagnostics.hasErrors {
      diagnostics.append(
        Diagnostic(
          "import/no-shape-tokens", .warning,
          "no radius tokens found (\(skipped) token\(skipped == 1 ? "" : "s") of other kinds skipped)",
          at: location,
          hint: "Chamfer imports radius tokens: DTCG 'dimension', Tokens Studio 'borderRadius', radius paths"))
    }
    imported = ImportSummary(
      metrics: scale.count, categories: categories.count, components: components.count,
      variants: components.reduce(0) { $0 + $1.variants.count }, namespace: dropped)
    if !scale.isEmpty { lines += ["scale:"] + scale }
    if !categories.isEmpty { lines += ["categories:"] + categories }
    // Written as UTF-8, components and all: appending to a `String` costs several times
    // as much.
    var text: [UInt8] = []
    text.reserveCapacity(tokens.count * 128)
    for line in lines {
      text += line.utf8
      text.append(UInt8(ascii: "\n"))
    }
    if !components.isEmpty { text += "components:\n".utf8 }
    for component in components {
      text += "  ".utf8
      text += component.name.utf8
      text.append(UInt8(ascii: ":"))
      if let own = component.base.own {
        text += "  # ".utf8
        writeComment(own, into: &text)
      }
      text.append(UInt8(ascii: "\n"))
      writeShape(component.base, indent: "    ", into: &text)
      if !component.variants.isEmpty {
        text += "    variants:\n".utf8
        for (variant, shape) in component.variants {
          text += "      ".utf8
          text += variant.utf8
          text.append(UInt8(ascii: ":"))
          if let own = shape.own, shape.corners.isEmpty {
            text += " { ".utf8
            text += fields(own).utf8
            text += " }  # ".utf8
            writeComment(own, into: &text)
            text.append(UInt8(ascii: "\n"))
          } else {
            if let own = shape.own {
              text += "  # ".utf8
              writeComment(own, into: &text)
            }
            text.append(UInt8(ascii: "\n"))
            writeShape(shape, indent: "        ", into: &text)
          }
        }
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Writes a line or column number's digits, without making a `String` of it first.
  static func appendDecimal(_ number: Int, to text: inout [UInt8]) {
    if number >= 10 { appendDecimal(number / 10, to: &text) }
    text.append(UInt8(ascii: "0") + UInt8(number % 10))
  }

  /// `size: 0, corners: { topLeft: 4, topRight: 4 }` as its two fields, split at the
  /// commas outside braces.
  static func topLevelFields(_ text: String) -> [String] {
    if !text.utf8.contains(UInt8(ascii: ",")) {
      let field = text.trimmingSpaces
      return field.isEmpty ? [] : [field]
    }
    var fields: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      if character == "{" { depth += 1 }
      if character == "}" { depth -= 1 }
      if character == ",", depth == 0 {
        fields.append(current.trimmingSpaces)
        current = ""
      } else {
        current.append(character)
      }
    }
    fields.append(current.trimmingSpaces)
    return fields.filter { !$0.isEmpty }
  }
}

extension Diagnostic {
  /// The wildcard patterns of one list of a mapping file took `Limits.patternWork` steps,
  /// located at the pattern being matched then.
  static func tooMuchMatching(tokens: Int, at location: FileLocation?) -> Diagnostic {
    Diagnostic(
      "import/too-much-matching", .error,
      "matching the mapping's wildcard patterns against the \(Limits.grouped(tokens)) tokens of this import takes "
        + "more than \(Limits.grouped(Limits.patternWork)) steps; Chamfer stops at this pattern",
      at: location,
      hint: "write out the token paths the wildcards stand for (a path without '*' is looked up, not matched), or use fewer wildcards")
  }
}
