import Foundation

// MARK: - DTCG resolver files

extension TokenImporter {
  /// True when the file is a DTCG resolver document rather than a token file.
  package static func isResolverFile(path: String, text: String) -> Bool {
    path.lowercased().hasSuffix(".resolver.json") || text.holdsBytes(of: "\"resolutionOrder\"")
      || text.holdsBytes(of: "resolutionOrder:")
  }

  /// One entry of a resolution order: a set's sources, or a modifier's contexts.
  private enum Step {
    case set([SourceNode])
    case modifier(name: String, contexts: [(name: Located<String>, sources: [SourceNode])])
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
        return .modifier(
          name: name, contexts: contexts.entries.map { (Located($0.key.text, at: $0.key.location), sources($0.value)) })
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
    // Each theme merges what it takes anew, so that is counted over every theme before
    // any is merged: a set step for every combination, a context for every combination
    // of the other modifiers.
    var referenced: [String: Int] = [:]
    func entries(_ sources: [SourceNode]) -> Int {
      sources.reduce(0) { sum, source in
        guard case .mapping(let mapping) = source, case .scalar(let reference)? = mapping["$ref"] else {
          return sum + source.entryCount
        }
        if let known = referenced[reference.text] { return sum + known }
        let count = tokens(source)?.entryCount ?? 0
        referenced[reference.text] = count
        return sum + count
      }
    }
    let themeCount = modifiers.reduce(1, *)
    var mergedEntries = 0
    for step in steps {
      switch step {
      case .set(let sources): mergedEntries += entries(sources) * themeCount
      case .modifier(_, let contexts):
        for context in contexts { mergedEntries += entries(context.sources) * (themeCount / contexts.count) }
      }
    }
    guard mergedEntries <= Limits.importEntries else {
      diagnostics.append(.tooMuchInput(mergedEntries, themes: themeCount, at: order.location))
      return []
    }
    var combinations: [[(modifier: String, context: Located<String>, sources: [SourceNode])]] = [[]]
    for case .modifier(let name, let contexts) in steps {
      combinations = combinations.flatMap { partial in contexts.map { partial + [(name, $0.name, $0.sources)] } }
    }
    var results: [(name: String, theme: String)] = []
    var errors: [(theme: String, errors: [Diagnostic])] = []
    var named: [(name: String, members: [Located<String>])] = []
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
      var name = combination.map { Names.pascal($0.context.value) }.joined(separator: "-")
      if name.isEmpty, case .scalar(let written)? = resolver["name"] { name = Names.pascal(written.text) }
      guard case .mapping(let mapping)? = merged else { continue }
      let made = theme(fromMerged: mapping, name: name)
      results.append((name, made.theme))
      errors.append((name, made.errors))
      named.append((name, combination.map(\.context)))
    }
    diagnostics += Self.combined(errors, of: results.count)
    let modifierSizes = steps.compactMap { step -> Int? in
      if case .modifier(_, let contexts) = step { contexts.count } else { nil }
    }
    (results, named) = collapsing(results, named, groupSizes: modifierSizes, at: order.location)
    diagnostics += Self.sameFileNames(named, member: "context")
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

  /// A resolver or `$themes.json` whose themes would merge more token-file entries in
  /// all than `Limits.importEntries`.
  static func tooMuchInput(_ entries: Int, themes: Int, at location: FileLocation?) -> Diagnostic {
    Diagnostic(
      "import/too-much-input", .error,
      "the \(themes) themes this file makes would merge \(Limits.grouped(entries)) token entries in all, each set "
        + "counted once for every theme that takes it; Chamfer imports up to \(Limits.grouped(Limits.importEntries)) at once",
      at: location, hint: "import fewer combinations at a time, or keep only the tokens the themes need in the sets")
  }
}
