/// Reads the token files design systems already keep and writes the Chamfer theme they
/// describe, as YAML text with a comment naming where each value came from.
///
/// - Chamfer's own `dtcg` export (`scale`, `categories` and `components` groups with
///   `$extensions["dev.chamfer"]`) comes back with every family, curve, smoothing and
///   per-corner value, so exporting and importing gives the same resolved theme.
/// - DTCG 2025.10 (JSON, JSON5 or YAML), Style Dictionary and Tokens Studio files: every
///   radius token (a `dimension` with `$type` inherited from its groups, a Tokens Studio
///   `borderRadius`, a number or untyped value on a radius path; aliases and token math
///   followed) becomes a scale metric named after its path, unless a mapping file places
///   it elsewhere. When some paths name a radius, only those come in, so border widths and
///   offsets stay out. Tokens of other types are skipped and counted.
/// - Theo files (`props`, `aliases`, `{!ALIAS}`, `imports`).
/// - Tokens Studio `$themes.json` and DTCG resolver files, one theme per combination.
///
/// When a radius means "fully rounded" is written beside `fullThreshold`.
package struct DTCGImporter {
  /// The encodings `chamfer import --from` names; `auto` tells them apart by their keys.
  package enum Format: String, CaseIterable, Sendable {
    case auto, dtcg, styleDictionary = "style-dictionary", tokensStudio = "tokens-studio", theo
  }

  package internal(set) var diagnostics: [Diagnostic] = []
  /// A token that did not come into the theme, and why.
  package struct SkippedToken: Hashable, Sendable {
    /// The token's dotted path.
    package var path: String
    /// Why it stayed out: "its $type is 'color'", "no radius path".
    package var reason: String
    package var location: FileLocation?
  }

  /// Tokens that are not shape tokens (colours, type), or that Chamfer cannot express,
  /// in the order they were met; `chamfer import --verbose` lists them.
  package internal(set) var skippedTokens: [SkippedToken] = []
  /// How many tokens are not radii, or could not be read as one.
  package var skipped: Int { skippedTokens.count }
  /// Radius tokens the mapping file leaves out (`skip`, or a `scale` that does not name them).
  package internal(set) var leftOutByMapping = 0
  /// Tokens taken for radii whose value could not be read: then "no radius tokens
  /// found" would contradict the problems reported about them.
  var failedRadii = 0
  /// How many times a token's references and math were read: once per token at most,
  /// however long its alias chains, which the tests check instead of timing.
  package internal(set) var derivations = 0
  /// Each key's words, worked out once: token files repeat their keys thousands of times.
  var wordsOfKey: [String: [String]] = [:]

  mutating func words(ofKey key: String) -> [String] {
    if let known = wordsOfKey[key] { return known }
    let words = Self.pathWords([key])
    wordsOfKey[key] = words
    return words
  }

  /// The files read into this pass, for "names no token in …".
  var filesRead: [String] = []
  /// Which encoding to read; `auto` decides per file.
  package var format = Format.auto
  /// A platform whose overrides win (Fluent's `platform: { ios: { value: 8 } }`).
  package var platform: String?
  /// Where tokens go when path conventions are not enough.
  package var mapping: ImportMapping?
  /// What a number without a unit means: Style Dictionary and Figma exports write `8`
  /// or `0.25` where DTCG wants `{value, unit}`.
  package var unitless = UnitlessUnit.px

  package enum UnitlessUnit: String, CaseIterable, Sendable { case px, rem }

  /// The files already warned about numbers without a unit: one warning a file.
  var unitlessWarned: Set<String> = []

  let file: String
  /// Style Dictionary and Tokens Studio write `value` and `type` without the `$`, types
  /// such as `borderRadius`, unitless numbers meaning pixels, and math on aliases.
  var legacy = false
  /// True while reading Theo files.
  var readingTheo = false

  package init(file: String) { self.file = file }

  mutating func skip(_ path: String, because reason: String, at location: FileLocation?) {
    skippedTokens.append(SkippedToken(path: path, reason: reason, location: location))
  }

  /// The Chamfer theme, or nil when the file could not be read at all.
  /// `provider` reads the files a Theo file imports, by path relative to this one.
  package mutating func theme(
    from text: String, name: String, provider: SourceProvider = { _ in nil }
  ) -> String? {
    theme(fromFiles: [(file, text)], name: name, provider: provider)
  }

  /// One theme from several token files read as one, later files winning: a scale
  /// whose aliases and math reach into other files (Workday's shape, size and base).
  package mutating func theme(
    fromFiles files: [(path: String, text: String)], name: String, provider: SourceProvider = { _ in nil }
  ) -> String? {
    theme(fromRoots: files.map { file in
      let (root, problems) = Self.read(file.text, path: file.path)
      diagnostics += problems
      return (file.path, root)
    }, name: name, provider: provider)
  }

  /// Files already read, as one theme.
  mutating func theme(
    fromRoots files: [(path: String, root: SourceNode?)], name: String, provider: SourceProvider
  ) -> String? {
    var roots: [(path: String, mapping: SourceNode.Mapping)] = []
    for (path, root) in files {
      guard case .mapping(let mapping)? = root else {
        if root != nil {
          diagnostics.append(
            Diagnostic("import/not-tokens", .error, "a token file is an object of groups and tokens", at: root?.location))
        }
        continue
      }
      // A Tokens Studio single-file export is its sets read as one.
      roots.append((path, Self.mergedTokenSets(mapping) ?? mapping))
    }
    guard let first = roots.first else { return nil }
    filesRead = roots.map(\.path)
    if roots.count == 1, case .sequence? = first.mapping["tokenSetOrder"] {
      diagnostics.append(
        Diagnostic(
          "import/not-tokens", .warning, "Tokens Studio's $metadata.json only orders the token sets; it holds no tokens",
          at: first.mapping.location, hint: "import the $themes.json next to it, or the set files themselves"))
      return document([], name: name, at: first.mapping.location)
    }
    if roots.count == 1, format == .auto || format == .dtcg, isChamferExport(first.mapping) {
      return chamferExport(first.mapping, name: name)
    }
    let theo = roots.allSatisfy { $0.mapping["props"] != nil || $0.mapping["aliases"] != nil }
    if format == .theo || (format == .auto && theo) {
      readingTheo = true
      return theoTokens(roots, name: name, provider: provider)
    }
    let merged = roots.dropFirst().reduce(SourceNode.mapping(first.mapping)) { $0.merged(with: .mapping($1.mapping)) }
    guard case .mapping(let tokens) = merged else { return nil }
    return genericTokens(tokens, name: name)
  }

  /// The file's tree, with JSON5 comments blanked out first.
  static func read(_ text: String, path: String, shapeLimit: Pipeline.ShapeLimit? = nil) -> (SourceNode?, [Diagnostic]) {
    let readable = path.lowercased().hasSuffix(".json5") ? JSON5Comments.blanked(text) : text
    var reader = YAMLReader()
    reader.shapeLimit = shapeLimit
    return reader.read(readable, file: path)
  }

  func header(name: String) -> [String] {
    let kind: String
    switch format {
    case .auto where readingTheo: kind = "Theo"
    case .auto: kind = legacy ? "Style Dictionary or Tokens Studio" : "DTCG 2025.10"
    case .dtcg: kind = "DTCG 2025.10"
    case .styleDictionary: kind = "Style Dictionary"
    case .tokensStudio: kind = "Tokens Studio"
    case .theo: kind = "Theo"
    }
    return [
      "# Imported by Chamfer from \(YAMLText.comment(file)) (\(kind)).",
      "# Each value's comment names the token and the place it came from.",
      "chamfer: 1",
      "name: \(Names.isValid(name) ? name : "Imported")",
    ]
  }
}

// MARK: - Placing tokens in the theme

/// A radius token read from a file, ready to become a metric, a category or a component.
struct ImportedToken {
  /// The token's dotted path.
  var path: String
  /// The parts its metric name is made from (a shared prefix left out).
  var nameParts: [String]
  /// A Chamfer size (`4`, `0.5rem`, `25%`, `full`) or a flow mapping of a shape.
  var value: String
  /// The token this one is an alias of, by dotted path.
  var alias: String?
  /// The words of each key of `path`, when the token came from a tree of groups.
  var keyWords: [[String]]?
  /// What the comment adds: a capsule read by name, a deprecation.
  var notes: [String] = []
  var location: FileLocation
}

extension DTCGImporter {
  /// A component or variant being gathered: its own token, and tokens for single corners.
  struct PlacedShape {
    var own: ImportedToken?
    var corners: [(corner: CornerName, token: ImportedToken)] = []
  }

  /// The theme an import writes: the header, then the scale, categories and components
  /// (by the mapping file, or by the path conventions of `inferredPlace`: tokens in
  /// component places become components, the rest metrics), or a warning when the file
  /// held no radius at all.
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
    // Without a mapping file, components come from the paths' conventions.
    var inferred: Set<String> = []
    if self.mapping == nil {
      for token in tokens {
        let path = token.path.split(separator: ".").map(String.init)
        guard let found = Self.inferredPlace(path, keyWords: token.keyWords) else { continue }
        // A shorthand of several corners is one shape; it cannot be one corner.
        if found.corner != nil, token.value.hasPrefix("{") { continue }
        inferred.insert(token.path)
        place(token, component: found.component, variant: found.variant, corner: found.corner)
      }
    }
    let placed = Set(mapping.categories.map(\.path) + mapping.components.map(\.path)).union(inferred)
    var metricOf: [String: String] = [:]
    var used: Set<String> = []
    var scale: [String] = []
    let scaleNames = Dictionary(mapping.scaleNames.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    func comment(_ token: ImportedToken) -> String {
      YAMLText.comment((["\(token.path) (\(token.location))"] + token.notes).joined(separator: "; "))
    }
    for token in tokens {
      if placed.contains(token.path) { continue }
      if mapping.skip.contains(where: { ImportMapping.matches(token.path, pattern: $0) }) {
        leftOutByMapping += 1
        continue
      }
      var metric: String
      if !mapping.scaleNames.isEmpty {
        guard let named = scaleNames[token.path] else {
          leftOutByMapping += 1
          continue
        }
        metric = named.name
      } else if let patterns = mapping.scalePatterns {
        guard patterns.contains(where: { ImportMapping.matches(token.path, pattern: $0) }) else {
          leftOutByMapping += 1
          continue
        }
        metric = Self.metricName(token.nameParts)
      } else {
        metric = Self.metricName(token.nameParts)
      }
      while used.contains(metric) { metric += "-2" }
      used.insert(metric)
      metricOf[token.path] = metric
      scale.append("  \(metric): \(token.value)  # \(comment(token))")
    }

    let byPath = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
    /// The metric a token aliases, directly or through other aliases.
    func aliasedMetric(_ token: ImportedToken) -> String? {
      var alias = token.alias
      var hops = 0
      while let target = alias, hops < 64 {
        if let metric = metricOf[target] { return metric }
        alias = byPath[target]?.alias
        hops += 1
      }
      return nil
    }
    /// The fields of a category or component: its alias's metric, or its own size.
    func fields(_ token: ImportedToken) -> String {
      if let metric = aliasedMetric(token) { return "shape: \(metric)" }
      if token.value.hasPrefix("{") { return String(token.value.dropFirst(2).dropLast(2)) }
      return "size: \(token.value)"
    }
    /// One corner's size: a reference to the metric it aliases, or its own size.
    func cornerSize(_ token: ImportedToken) -> String {
      aliasedMetric(token).map { "\"{scale.\($0)}\"" } ?? token.value
    }
    /// A component's or variant's fields, one a line, at `indent`.
    func shapeLines(_ shape: PlacedShape, indent: String) -> [String] {
      var lines: [String] = []
      if let own = shape.own { lines += Self.topLevelFields(fields(own)).map { indent + $0 } }
      if !shape.corners.isEmpty {
        lines.append(indent + "corners:")
        for (corner, token) in shape.corners.sorted(by: { $0.corner < $1.corner }) {
          lines.append("\(indent)  \(corner.rawValue): \(cornerSize(token))  # \(comment(token))")
        }
      }
      return lines
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
      guard let token = byPath[path] else {
        missing(path, "a category")
        continue
      }
      categories.append("  \(category): { \(fields(token)) }  # \(comment(token))")
    }
    for (key, path) in mapping.components {
      guard let token = byPath[path] else {
        missing(path, "a component")
        continue
      }
      let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
      place(token, component: parts[0], variant: parts.count == 2 ? parts[1] : nil, corner: nil)
    }

    if scale.isEmpty && categories.isEmpty && components.isEmpty && failedRadii == 0 && !diagnostics.hasErrors {
      diagnostics.append(
        Diagnostic(
          "import/no-shape-tokens", .warning,
          "no radius tokens found (\(skipped) token\(skipped == 1 ? "" : "s") of other kinds skipped)",
          at: location,
          hint: "Chamfer imports radius tokens: DTCG 'dimension', Tokens Studio 'borderRadius', radius paths"))
    }
    if !scale.isEmpty { lines += ["scale:"] + scale }
    if !categories.isEmpty { lines += ["categories:"] + categories }
    if !components.isEmpty {
      lines.append("components:")
      for component in components {
        lines.append("  \(component.name):" + (component.base.own.map { "  # \(comment($0))" } ?? ""))
        lines += shapeLines(component.base, indent: "    ")
        if !component.variants.isEmpty {
          lines.append("    variants:")
          for (variant, shape) in component.variants {
            if let own = shape.own, shape.corners.isEmpty {
              lines.append("      \(variant): { \(fields(own)) }  # \(comment(own))")
            } else {
              lines.append("      \(variant):" + (shape.own.map { "  # \(comment($0))" } ?? ""))
              lines += shapeLines(shape, indent: "        ")
            }
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `size: 0, corners: { topLeft: 4, topRight: 4 }` as its two fields, split at the
  /// commas outside braces.
  static func topLevelFields(_ text: String) -> [String] {
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

  /// True when a token's path names a corner radius, word by whole word of its keys:
  /// it says radius (`borderRadius`, `corner-radius`, `radii`, `rounded`, `rounding`),
  /// or it says corner or shape and is not the size of something else there
  /// (Spectrum's `corner-triangle-icon-size`). A path inside a typography or spacing
  /// group is never a radius (`type-scale.body.cap-height-rounded`).
  static func namesARadius(_ path: [String]) -> Bool {
    namesARadius(keyWords: path.map { pathWords([$0]) })
  }

  /// `namesARadius` for a path already split into each key's words.
  static func namesARadius(keyWords: [[String]]) -> Bool {
    for words in keyWords.dropLast() {
      if words.contains(where: typographyAndSpacing.contains) { return false }
      if zip(words, words.dropFirst()).contains(where: { $0 == "type" && $1 == "scale" }) { return false }
    }
    let words = keyWords.joined()
    if words.contains(where: sayRadius.contains) { return true }
    return words.contains(where: sayCorner.contains) && !words.contains(where: sizeOfSomethingElse.contains)
  }

  private static let sayRadius: Set<String> = ["radius", "radii", "rounded", "rounding"]
  private static let sayCorner: Set<String> = ["corner", "corners", "shape"]
  private static let sizeOfSomethingElse: Set<String> = [
    "size", "icon", "triangle", "width", "height", "spacing", "padding", "margin", "offset",
  ]

  /// Words of a group that holds type or spacing, never radii.
  static let typographyAndSpacing: Set<String> = [
    "typography", "typescale", "font", "fonts", "spacing", "space", "spacer", "padding", "margin", "gap", "leading",
    "tracking", "letter",
  ]

  /// The words of a token path: each key split at dots, slashes and spaces as well
  /// (Tokens Studio names keys `vivid/radius/100`), then at case and dashes.
  static func pathWords(_ path: [String]) -> [String] {
    path.flatMap { key in
      key.unicodeScalars.split(whereSeparator: { scalar in
        scalar.isASCII
          ? scalar == "." || scalar == "/" || scalar == " " || ("\t"..."\r").contains(scalar)
          : scalar.properties.isWhitespace
      })
    }.flatMap { Names.words(String($0)) }
  }

  static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// A token path as a Chamfer name: `borderRadius.small` → `border-radius-small`.
  static func metricName(_ path: [String]) -> String {
    metricName(words: pathWords(path))
  }

  /// `metricName` of a path already split into words.
  static func metricName(words: [String]) -> String {
    // Only ASCII letters and digits stay.
    let words = words.map { word in
      String(decoding: word.utf8.filter { $0 < 0x80 && (isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)) }, as: UTF8.self)
    }.filter { !$0.isEmpty }
    var name = words.joined(separator: "-")
    if let first = name.utf8.first, !isASCIILetter(first) { name = "r" + name }
    return name.isEmpty ? "radius" : name
  }
}
