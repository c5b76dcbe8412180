import Foundation

// MARK: - Token files as layers

extension DTCGImporter {
  /// True when `root`, read from `path`, is a token file rather than a Chamfer theme: a
  /// file without Chamfer's `chamfer` key that holds tokens. JSON and JSON5 files hold
  /// DTCG, Style Dictionary or Tokens Studio tokens; a YAML file counts only when it
  /// holds DTCG `$value`s or Theo `props`, so a YAML theme that forgot `chamfer: 1` is
  /// read as a theme and told so.
  static func isTokenFile(path: String, root: SourceNode?) -> Bool {
    guard hasTokenFileName(path), case .mapping(let mapping)? = root, mapping["chamfer"] == nil
    else { return false }
    if contains(key: "$value", in: .mapping(mapping)) { return true }
    if isYAML(path) { return mapping["props"] != nil }
    return contains(key: "value", in: .mapping(mapping)) || holdsMaterialFamily(.mapping(mapping))
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
    var importer = DTCGImporter(file: path)
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

// MARK: - Tokens Studio themes

extension DTCGImporter {
  /// Tokens Studio's `$themes.json`: themes in groups (brand, colour), each choosing
  /// token sets. Every combination of one theme per group becomes one Chamfer theme,
  /// named by its members (`Casual-Green`), from the sets they select (source and
  /// enabled) merged in order, later sets winning. Sets are read as `SET.json` next to
  /// the themes file, or by their last path part when exported flat.
  package mutating func themes(fromThemesFile text: String, provider: @escaping SourceProvider)
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
    // Where each set is first named, for problems with its file.
    var setLocations: [String: FileLocation] = [:]
    for case .mapping(let theme) in list.items {
      guard case .scalar(let name)? = theme["name"] else { continue }
      var sets: [String] = []
      if case .mapping(let selected)? = theme["selectedTokenSets"] {
        sets = selected.entries.compactMap { entry in
          guard case .scalar(let state) = entry.value, state.text != "disabled" else { return nil }
          setLocations[entry.key.text] = setLocations[entry.key.text] ?? entry.key.location
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
    let count = Limits.product(groups.map(\.members.count), above: Limits.importCombinations)
    guard !count.exceeds else {
      diagnostics.append(.tooManyCombinations(count.words, of: "one theme from each group", at: list.location))
      return []
    }
    var combinations: [[(name: String, sets: [String])]] = [[]]
    for group in groups {
      combinations = combinations.flatMap { partial in group.members.map { partial + [$0] } }
    }
    var missing: Set<String> = []
    // Each set file's tree, read once for all the combinations that select it.
    var read: [String: SourceNode?] = [:]
    var results: [(name: String, theme: String)] = []
    var errors: [(theme: String, errors: [Diagnostic])] = []
    for combination in combinations where !combination.isEmpty {
      var merged: SourceNode?
      var seen: Set<String> = []
      for set in combination.flatMap(\.sets) where seen.insert(set).inserted {
        let candidates = [
          Paths.resolve("\(set).json", relativeTo: file),
          Paths.resolve("\(set.split(separator: "/").last ?? "").json", relativeTo: file),
        ]
        var found: SourceNode?
        var reported = false
        for path in candidates where found == nil && !reported {
          if let cached = read[path] {
            found = cached
            reported = cached == nil
            continue
          }
          switch readNamed(path, reference: set, at: setLocations[set] ?? list.location, provider: provider) {
          case .tokens(let node): found = node
          case .reported: reported = true
          case .missing: continue
          }
          read[path] = .some(found)
        }
        guard let node = found else {
          if !reported, missing.insert(set).inserted {
            diagnostics.append(
              Diagnostic(
                "import/missing-file", .warning, "the token set '\(set)' has no file here; skipped",
                at: list.location))
          }
          continue
        }
        merged = merged.map { $0.merged(with: node) } ?? node
      }
      let name = combination.map { Names.pascal($0.name) }.joined(separator: "-")
      guard case .mapping(let mapping)? = merged else { continue }
      let made = theme(fromMerged: mapping, name: name)
      results.append((name, made.theme))
      errors.append((name, made.errors))
    }
    diagnostics += Self.combined(errors, of: results.count)
    if results.isEmpty, !diagnostics.hasErrors {
      diagnostics.append(
        Diagnostic(
          "import/no-themes", .error, "the file gives no theme: no theme in it selects a token set with tokens",
          at: list.location, hint: "each theme's 'selectedTokenSets' names sets, saved as SET.json next to this file"))
    }
    return results
  }

  /// Tokens already read and merged, as one theme of a set, read with this importer's
  /// settings, and its errors (its warnings would repeat in every theme).
  mutating func theme(fromMerged mapping: SourceNode.Mapping, name: String) -> (theme: String, errors: [Diagnostic]) {
    var importer = DTCGImporter(file: file)
    importer.format = format
    importer.platform = platform
    importer.mapping = self.mapping
    importer.unitless = unitless
    let valid = Names.isValid(name) ? name : "Imported"
    let theme =
      importer.isChamferExport(mapping)
      ? importer.chamferExport(mapping, name: valid) : importer.genericTokens(mapping, name: valid)
    return (theme, importer.diagnostics.filter { $0.severity == .error })
  }

  /// The errors of every combination, each once, with a note naming the combinations
  /// it is found in: one mistake in a set shared by 96 themes is one error.
  static func combined(_ errors: [(theme: String, errors: [Diagnostic])], of total: Int) -> [Diagnostic] {
    var found: [Diagnostic] = []
    var themes: [Diagnostic: [String]] = [:]
    for (theme, list) in errors {
      for error in list {
        if themes[error] == nil { found.append(error) }
        themes[error, default: []].append(theme)
      }
    }
    guard total > 1 else { return found }
    return found.map { error in
      var error = error
      let names = themes[error] ?? []
      let listed = names.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 5 ? ", …" : "")
      error.notes.append(
        Diagnostic.Note(
          names.count == total
            ? "in every theme this file gives (\(total))" : "in \(names.count) of the \(total) themes: \(listed)"))
      return error
    }
  }
}

// MARK: - DTCG resolver files

extension DTCGImporter {
  /// True when the file is a DTCG resolver document rather than a token file.
  package static func isResolverFile(path: String, text: String) -> Bool {
    path.lowercased().hasSuffix(".resolver.json") || text.contains("\"resolutionOrder\"")
      || text.contains("resolutionOrder:")
  }

  /// One entry of a resolution order: a set's sources, or a modifier's contexts.
  private enum Step {
    case set([SourceNode])
    case modifier(name: String, contexts: [(name: String, sources: [SourceNode])])
  }

  /// A DTCG 2025.10 resolver file: `sets` and `modifiers` whose `sources` are token files
  /// (`$ref`, relative to the resolver) or inline tokens, merged in `resolutionOrder`,
  /// later sources winning. Every combination of one context per modifier becomes one
  /// theme, named by its contexts (`Dark-Compact`); with no modifiers, the one theme is
  /// named after the resolver's `name`.
  package mutating func themes(fromResolver text: String, provider: @escaping SourceProvider)
    -> [(name: String, theme: String)]
  {
    let (root, problems) = YAMLReader().read(text, file: file)
    diagnostics += problems
    guard case .mapping(let resolver)? = root else {
      if root != nil {
        diagnostics.append(
          Diagnostic("import/not-tokens", .error, "a resolver file is an object", at: root?.location))
      }
      return []
    }
    if case .scalar(let version)? = resolver["version"], version.text != "2025.10" {
      diagnostics.append(
        Diagnostic(
          "import/resolver", .error, "this resolver is version '\(version.text)'; Chamfer reads 2025.10",
          at: version.location))
      return []
    }
    guard case .sequence(let order)? = resolver["resolutionOrder"] else {
      diagnostics.append(
        Diagnostic("import/resolver", .error, "a resolver needs a 'resolutionOrder' list", at: resolver.location))
      return []
    }
    func named(_ group: String, _ name: String) -> SourceNode.Mapping? {
      guard case .mapping(let all)? = resolver[group], case .mapping(let found)? = all[name] else { return nil }
      return found
    }
    func sources(_ node: SourceNode?) -> [SourceNode] {
      guard case .sequence(let list)? = node else { return [] }
      return list.items
    }
    func step(_ entry: SourceNode.Mapping, name: String, kind: String) -> Step? {
      if kind == "modifier" {
        guard case .mapping(let contexts)? = entry["contexts"], !contexts.entries.isEmpty else {
          diagnostics.append(
            Diagnostic("import/resolver", .error, "the modifier '\(name)' has no contexts", at: entry.location))
          return nil
        }
        return .modifier(name: name, contexts: contexts.entries.map { ($0.key.text, sources($0.value)) })
      }
      return .set(sources(entry["sources"]))
    }
    var steps: [Step] = []
    for case .mapping(let entry) in order.items {
      if case .scalar(let reference)? = entry["$ref"] {
        let parts = reference.text.split(separator: "/").map(String.init)
        guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers",
          let target = named(parts[1], parts[2])
        else {
          diagnostics.append(
            Diagnostic(
              "import/resolver", .error, "'\(reference.text)' names no set or modifier in this resolver",
              at: reference.location, hint: "write '#/sets/NAME' or '#/modifiers/NAME'"))
          continue
        }
        if let step = step(target, name: parts[2], kind: parts[1] == "sets" ? "set" : "modifier") { steps.append(step) }
        continue
      }
      var kind = "set"
      if case .scalar(let written)? = entry["type"] { kind = written.text }
      var name = kind
      if case .scalar(let written)? = entry["name"] { name = written.text }
      if let step = step(entry, name: name, kind: kind) { steps.append(step) }
    }

    var files: [String: SourceNode?] = [:]
    // A set's merged tokens, once each; a set reached again while it is being merged
    // includes itself.
    var mergedSets: [String: SourceNode?] = [:]
    var merging: [String] = []
    func tokens(_ source: SourceNode) -> SourceNode? {
      guard case .mapping(let mapping) = source, case .scalar(let reference)? = mapping["$ref"] else { return source }
      if reference.text.hasPrefix("#/sets/") {
        let name = String(reference.text.dropFirst(7))
        if let done = mergedSets[name] { return done }
        if let set = named("sets", name) {
          guard !merging.contains(name) else {
            let chain = (merging.drop { $0 != name } + [name]).map { "'#/sets/\($0)'" }.joined(separator: " → ")
            diagnostics.append(
              Diagnostic(
                "import/resolver", .error, "the set '\(name)' includes itself: \(chain)", at: reference.location,
                hint: "a set's sources may name other sets, but not one that leads back to it"))
            mergedSets[name] = .some(nil)
            return nil
          }
          guard merging.count < Limits.nestingDepth else {
            diagnostics.append(
              Diagnostic(
                "import/resolver", .error,
                "sets include sets more than \(Limits.nestingDepth) deep to reach '\(name)'", at: reference.location,
                hint: "list the token files in fewer, flatter sets"))
            mergedSets[name] = .some(nil)
            return nil
          }
          merging.append(name)
          let merged = sources(set["sources"]).compactMap(tokens).reduce(nil) { $0?.merged(with: $1) ?? $1 }
          merging.removeLast()
          mergedSets[name] = merged
          return merged
        }
      }
      let path = Paths.resolve(reference.text, relativeTo: file)
      if let cached = files[path] { return cached }
      var node: SourceNode?
      switch readNamed(path, reference: reference.text, at: reference.location, provider: provider) {
      case .tokens(let tokens):
        node = tokens
      case .missing:
        diagnostics.append(
          Diagnostic("import/missing-file", .error, "cannot read the token file '\(reference.text)'", at: reference.location))
      case .reported:
        break
      }
      files[path] = .some(node)
      return node
    }

    var modifiers: [Int] = []
    for case .modifier(_, let contexts) in steps { modifiers.append(contexts.count) }
    let count = Limits.product(modifiers, above: Limits.importCombinations)
    guard !count.exceeds else {
      diagnostics.append(.tooManyCombinations(count.words, of: "one context from each modifier", at: order.location))
      return []
    }
    var combinations: [[(modifier: String, context: String, sources: [SourceNode])]] = [[]]
    for case .modifier(let name, let contexts) in steps {
      combinations = combinations.flatMap { partial in contexts.map { partial + [(name, $0.name, $0.sources)] } }
    }
    var results: [(name: String, theme: String)] = []
    var errors: [(theme: String, errors: [Diagnostic])] = []
    for combination in combinations {
      var merged: SourceNode?
      for step in steps {
        let chosen: [SourceNode]
        switch step {
        case .set(let sources): chosen = sources
        case .modifier(let name, _): chosen = combination.first { $0.modifier == name }?.sources ?? []
        }
        for source in chosen {
          guard let node = tokens(source) else { continue }
          merged = merged.map { $0.merged(with: node) } ?? node
        }
      }
      var name = combination.map { Names.pascal($0.context) }.joined(separator: "-")
      if name.isEmpty, case .scalar(let written)? = resolver["name"] { name = Names.pascal(written.text) }
      guard case .mapping(let mapping)? = merged else { continue }
      let made = theme(fromMerged: mapping, name: name)
      results.append((name, made.theme))
      errors.append((name, made.errors))
    }
    diagnostics += Self.combined(errors, of: results.count)
    if results.isEmpty, !diagnostics.hasErrors {
      diagnostics.append(
        Diagnostic(
          "import/no-themes", .error, "the resolver gives no theme: its 'resolutionOrder' selects no tokens",
          at: order.location, hint: "list sets or modifiers whose 'sources' name token files or hold tokens"))
    }
    return results
  }
}

extension Diagnostic {
  /// A resolver or `$themes.json` whose combinations would make more themes than
  /// `Limits.importCombinations`.
  static func tooManyCombinations(_ count: String, of what: String, at location: FileLocation?) -> Diagnostic {
    Diagnostic(
      "import/too-many-themes", .error,
      "taking \(what) makes \(count) themes; Chamfer imports up to \(Limits.importCombinations) at once",
      at: location, hint: "import the sets for fewer combinations at a time, or merge contexts that change nothing")
  }
}
