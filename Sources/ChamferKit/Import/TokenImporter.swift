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
///
/// What is particular to a format lives in `Import/Formats`; every format but Chamfer's
/// own export fills the one token model of `Token.swift`, and the rest (which tokens
/// are radii, aliases and math, sizes, the components a path names, the theme's text)
/// is shared.
package struct TokenImporter {
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
  /// The mapping's `skip` patterns, whose matching work counts over the whole import, and
  /// the paths it places by name, which no pattern skips.
  var skipPatterns: PathPatterns?
  var placedByName: Set<String> = []
  /// What the last theme written holds, and the namespace left out of its names.
  package internal(set) var imported = ImportSummary()
  /// Whether `placements` is kept (`import --verbose`).
  package var explains = false
  /// Where each radius token went and why, when `explains`: inferred components first,
  /// then metrics, then what the mapping places.
  /// `("button.radius", "component 'button': its key comes before the radius word")`.
  package internal(set) var placements: [(path: String, place: String)] = []
  /// Tokens taken for radii whose value could not be read: then "no radius tokens
  /// found" would contradict the problems reported about them.
  var failedRadii = 0
  /// How many times a token's references and math were read: once per token at most,
  /// however long its alias chains, which the tests check instead of timing.
  package internal(set) var derivations = 0
  /// Each key read once: token files repeat their keys thousands of times.
  var readKeys: [String: PathKey] = [:]

  mutating func key(_ text: String) -> PathKey {
    if let known = readKeys[text] { return known }
    let key = PathKey(text)
    readKeys[text] = key
    return key
  }

  /// The files read into this pass, for "names no token in …".
  var filesRead: [String] = []
  /// Which encoding to read; `auto` decides per file.
  package var format = Format.auto
  /// A platform whose overrides win (Fluent's `platform: { ios: { value: 8 } }`).
  package var platform: String?
  /// Where tokens go when path conventions are not enough: it renames, skips and places
  /// tokens, and inference places the rest.
  package var mapping: ImportMapping?
  /// Whether components are inferred from token paths; without, every radius not placed
  /// by the mapping is a metric (`--no-infer`).
  package var infers = true
  /// Whether the namespace every radius token's path starts with stays in names
  /// (`--keep-prefix`).
  package var keepsPrefix = false
  /// What a number without a unit means: Style Dictionary and Figma exports write `8`
  /// or `0.25` where DTCG wants `{value, unit}`.
  package var unitless = UnitlessUnit.px

  package enum UnitlessUnit: String, CaseIterable, Sendable { case px, rem }

  /// The files already warned about numbers without a unit, by `FileLocation.fileID`:
  /// one warning a file.
  var unitlessWarned: Set<Int> = []

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
    let theo = roots.allSatisfy { Self.isTheo($0.mapping) }
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

extension TokenImporter {
  /// The `themes:` block of a `chamfer.yml` that builds the themes an import wrote into
  /// `folder`, one file each: `Casual-Green: ["tokens/themes/Casual-Green.yaml"]`.
  package static func themesBlock(_ names: [String], folder: String) -> String {
    let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let lines = names.map { "  \(YAMLText.quoted($0)): [\(YAMLText.quoted("\(folder)/\($0).yaml"))]" }
    return (["# For chamfer.yml, to build each theme:", "themes:"] + lines).joined(separator: "\n") + "\n"
  }
}

/// What an import made of its tokens, for the line `chamfer import` ends with.
package struct ImportSummary: Sendable, Equatable {
  package var metrics = 0
  package var categories = 0
  package var components = 0
  package var variants = 0
  /// The leading keys every radius token shares, left out of names (`acme`).
  package var namespace: [String] = []

  /// "a scale of 11 metrics and 2 components with 3 variants; 'acme', which every token's
  /// path starts with, is left out of names".
  package var description: String {
    func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
    var parts = ["a scale of \(count(metrics, "metric", "metrics"))"]
    if categories > 0 { parts.append(count(categories, "category", "categories")) }
    if components > 0 {
      parts.append(
        count(components, "component", "components")
          + (variants > 0 ? " with \(count(variants, "variant", "variants"))" : ""))
    }
    let made = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    guard !namespace.isEmpty else { return made }
    return made + "; '\(namespace.joined(separator: "."))', which every radius token's path starts with, is left out of names"
  }
}

extension TokenImporter {
  /// Whether the mapping file skips the radius token `path`, counted as left out: asked
  /// once per token by each format's reader, before the token's value is read, so that a
  /// skipped token says nothing.
  mutating func mappingSkips(_ path: String) -> Bool {
    guard let mapping, !mapping.skip.isEmpty else { return false }
    if skipPatterns == nil {
      skipPatterns = PathPatterns(mapping.skip)
      placedByName = Set(mapping.categories.map(\.path) + mapping.components.map(\.path) + mapping.scaleNames.map(\.path))
    }
    guard !placedByName.contains(path), skipPatterns?.matches(path) == true else { return false }
    leftOutByMapping += 1
    return true
  }
}
