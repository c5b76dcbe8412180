import Foundation

// MARK: - Token files as layers

extension TokenImporter {
  /// True when `root`, read from `path`, is a token file rather than a Chamfer theme: a
  /// file without Chamfer's `chamfer` key that holds tokens. JSON and JSON5 files hold
  /// DTCG, Style Dictionary or Tokens Studio tokens; a YAML file counts only when it
  /// holds DTCG `$value`s or Theo `props`, so a YAML theme that forgot `chamfer: 1` is
  /// read as a theme and told so.
  static func isTokenFile(path: String, root: SourceNode?) -> Bool {
    guard hasTokenFileName(path), case .mapping(let mapping)? = root, mapping["chamfer"] == nil
    else { return false }
    let keys = keysPresent(["$value", "value"], in: .mapping(mapping))
    if keys.contains("$value") { return true }
    if isYAML(path) { return isTheo(mapping) }
    if case .sequence? = mapping["imports"] { return true }
    return keys.contains("value") || holdsMaterialFamily(.mapping(mapping))
  }

  /// A Theo file: `props`, `aliases`, or only `imports` of other Theo files (an index).
  static func isTheo(_ mapping: SourceNode.Mapping) -> Bool {
    if mapping["props"] != nil || mapping["aliases"] != nil { return true }
    if case .sequence? = mapping["imports"] { return true }
    return false
  }

  /// The error for a file that lists token sets rather than holding tokens, given where a
  /// theme or token file goes: it says what to run instead.
  static func indexFile(path: String, text: String) -> Diagnostic? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let what: String
    switch name {
    case "$themes.json": what = "Tokens Studio's $themes.json lists themes of token sets"
    case "$metadata.json": what = "Tokens Studio's $metadata.json orders token sets"
    default:
      guard isResolverFile(path: path, text: text) else { return nil }
      what = "a DTCG resolver lists token sets and the contexts that choose them"
    }
    let quoted = path.contains("$") ? "'\(path)'" : path
    return Diagnostic(
      "import/index-file", .error, "\(what); it is no theme, nor a token file to build",
      at: FileLocation(file: path, line: 1, column: 1),
      hint: name == "$metadata.json"
        ? "build the set files themselves, or import the $themes.json beside it"
        : "import it instead (chamfer import \(quoted) -o tokens/themes writes a theme per combination) and build those")
  }

  /// Token files are JSON, JSON5 or, for DTCG written in YAML and Theo, YAML.
  static func hasTokenFileName(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".json") || lower.hasSuffix(".json5") || lower.hasSuffix(".tokens") || isYAML(lower)
  }

  static func isYAML(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
  }

  /// True when some object has a Material `family` (`SHAPE_FAMILY_…`), not a Chamfer one.
  static func holdsMaterialFamily(_ node: SourceNode) -> Bool {
    guard case .mapping(let mapping) = node else { return false }
    if case .scalar(let family)? = mapping["family"], family.text.hasPrefix("SHAPE_FAMILY") { return true }
    return mapping.entries.contains { holdsMaterialFamily($0.value) }
  }

  /// How the path of a layer converted from a token file ends: `tokens.json (imported)`.
  package static let importedSuffix = " (imported)"

  /// What one layer named on the command line or in a config turned out to be.
  package enum Layer: Sendable {
    /// A Chamfer theme, carrying the tree read while telling it from a token file, so
    /// the pipeline does not parse it again.
    case theme(ThemeSource)
    /// A token file: the Chamfer theme it converts to, under the path `PATH (imported)`,
    /// whose comments name each value's place in `PATH` (nil when the conversion
    /// failed), and what the conversion found.
    case imported(ThemeSource?, diagnostics: [Diagnostic])
  }

  /// Reads one layer once: a token file is converted, and any other file comes back as
  /// a theme source. `provider` reads the files a Theo file imports. `shapeLimit` stops
  /// reading a theme where its shapes pass the limit, as the pipeline would.
  package static func read(
    layer path: String, text: String, unitless: UnitlessUnit = .px, provider: SourceProvider = { _ in nil },
    shapeLimit: Pipeline.ShapeLimit? = nil
  ) -> Layer {
    read(layers: [(path, text)], unitless: unitless, provider: provider, shapeLimit: shapeLimit)[0]
  }

  /// Reads the layers of one theme, lowest priority first. Token files next to each
  /// other are one token document, as `chamfer import A B` reads them: later files win
  /// and aliases reach across them. Each run of token files becomes one imported layer,
  /// in the place of its first file; any other file comes back as a theme source.
  /// `shapeLimit` stops reading a theme where its shapes pass the limit.
  package static func read(
    layers: [(path: String, text: String)], unitless: UnitlessUnit = .px, provider: SourceProvider = { _ in nil },
    shapeLimit: Pipeline.ShapeLimit? = nil
  ) -> [Layer] {
    var result: [Layer] = []
    var run: [(path: String, root: SourceNode?, problems: [Diagnostic])] = []
    func endRun() {
      guard !run.isEmpty else { return }
      result.append(imported(run, unitless: unitless, provider: provider))
      run = []
    }
    for (path, text) in layers {
      if let index = indexFile(path: path, text: text) {
        endRun()
        result.append(.imported(nil, diagnostics: [index]))
        continue
      }
      guard hasTokenFileName(path) else {
        endRun()
        result.append(.theme(ThemeSource(path: path, text: text)))
        continue
      }
      let (root, problems) = read(text, path: path, shapeLimit: shapeLimit)
      guard isTokenFile(path: path, root: root) else {
        endRun()
        // JSON5 comments were blanked for the token check; a theme is read as written.
        if path.lowercased().hasSuffix(".json5") {
          result.append(.theme(ThemeSource(path: path, text: text)))
        } else {
          result.append(.theme(ThemeSource(path: path, text: text, parsed: ParsedText((root, problems)))))
        }
        continue
      }
      run.append((path, root, problems))
    }
    endRun()
    return result
  }

  /// Token files read as one document: the theme they convert to, named after the first.
  private static func imported(
    _ files: [(path: String, root: SourceNode?, problems: [Diagnostic])], unitless: UnitlessUnit,
    provider: SourceProvider
  ) -> Layer {
    let path = files[0].path
    var importer = TokenImporter(file: path)
    importer.diagnostics = files.flatMap(\.problems)
    importer.unitless = unitless
    let name = Names.pascal(
      String(path.split(separator: "/").last ?? "Imported").split(separator: ".").first.map(String.init) ?? "Imported")
    guard let theme = importer.theme(
        fromRoots: files.map { ($0.path, $0.root) }, name: Names.isValid(name) ? name : "Imported", provider: provider),
      !importer.diagnostics.hasErrors
    else { return .imported(nil, diagnostics: importer.diagnostics) }
    return .imported(ThemeSource(path: path + importedSuffix, text: theme), diagnostics: importer.diagnostics)
  }
}
