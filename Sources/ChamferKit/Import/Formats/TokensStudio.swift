import Foundation

/// Tokens Studio's single-file export: one JSON object whose top-level keys are token
/// sets (`global`, `brand/light`), beside `$themes` and `$metadata`. Tokens Studio
/// references a token by its path inside its set (`{radius.base}` for
/// `global.radius.base`), so the sets are read as one document, in `tokenSetOrder`
/// when the file gives one, later sets winning, as Tokens Studio does with every set
/// enabled.
extension TokenImporter {
  /// The sets of a single-file export merged into one tree of tokens, or nil when
  /// `root` is not such an export.
  static func mergedTokenSets(_ root: SourceNode.Mapping) -> SourceNode.Mapping? {
    let metadata = root["$metadata"]
    var order: [String] = []
    if case .mapping(let fields)? = metadata, case .sequence(let list)? = fields["tokenSetOrder"] {
      order = list.items.compactMap { item in
        if case .scalar(let name) = item { return name.text } else { return nil }
      }
    }
    // The export always writes `$themes` or `$metadata`; a plain file has neither.
    guard metadata != nil || root["$themes"] != nil else { return nil }
    let sets = root.entries.filter { !$0.key.text.hasPrefix("$") }
    guard !sets.isEmpty else { return nil }
    // Sets in the order `tokenSetOrder` gives; any it leaves out follow in file order.
    let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let ordered = sets.enumerated().sorted { lhs, rhs in
      let left = position[lhs.element.key.text] ?? order.count + lhs.offset
      let right = position[rhs.element.key.text] ?? order.count + rhs.offset
      return left < right
    }.map(\.element)
    var merged = SourceNode.Mapping(entries: [], location: root.location)
    for set in ordered {
      guard case .mapping = set.value else { continue }
      if case .mapping(let next) = SourceNode.mapping(merged).merged(with: set.value) { merged = next }
    }
    return merged
  }
}

// MARK: - Tokens Studio themes

extension TokenImporter {
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
    var groups: [(name: String, members: [(name: Located<String>, sets: [String])])] = []
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
      // Themes without a group are one list to choose from, as Tokens Studio shows them.
      let group = theme["group"].flatMap { node -> String? in
        if case .scalar(let scalar) = node { return scalar.text } else { return nil }
      } ?? ""
      let member = Located(name.text, at: name.location)
      if let index = groups.firstIndex(where: { $0.name == group }) {
        groups[index].members.append((member, sets))
      } else {
        groups.append((group, [(member, sets)]))
      }
    }
    let count = Limits.product(groups.map(\.members.count), above: Limits.importCombinations)
    guard !count.exceeds else {
      diagnostics.append(.tooManyCombinations(count.words, of: "one theme from each group", at: list.location))
      return []
    }
    var combinations: [[(name: Located<String>, sets: [String])]] = [[]]
    for group in groups {
      combinations = combinations.flatMap { partial in group.members.map { partial + [$0] } }
    }
    var missing: Set<String> = []
    // Each set file's tree, read once for all the combinations that select it.
    var read: [String: SourceNode?] = [:]
    // A set's tree, from `SET.json` or the file of its last path part; nil (reported
    // once) when it has none.
    func tree(ofSet set: String) -> SourceNode? {
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
      if found == nil, !reported, missing.insert(set).inserted {
        diagnostics.append(
          Diagnostic("import/missing-file", .warning, "the token set '\(set)' has no file here; skipped", at: list.location))
      }
      return found
    }
    // Each theme merges its sets anew, so what they hold is counted over every theme
    // before any is merged.
    let selected = combinations.map { combination in
      var seen: Set<String> = []
      return combination.flatMap(\.sets).filter { seen.insert($0).inserted }
    }
    var entries: [String: Int] = [:]
    var mergedEntries = 0
    for sets in selected {
      for set in sets {
        if entries[set] == nil { entries[set] = tree(ofSet: set)?.entryCount ?? 0 }
        mergedEntries += entries[set] ?? 0
      }
    }
    guard mergedEntries <= Limits.importEntries else {
      diagnostics.append(.tooMuchInput(mergedEntries, themes: selected.filter { !$0.isEmpty }.count, at: list.location))
      return []
    }
    var results: [(name: String, theme: String)] = []
    var errors: [(theme: String, errors: [Diagnostic])] = []
    var named: [(name: String, members: [Located<String>])] = []
    for (combination, sets) in zip(combinations, selected) where !combination.isEmpty {
      var merged: SourceNode?
      for set in sets {
        guard let node = tree(ofSet: set) else { continue }
        merged = merged.map { $0.merged(with: node) } ?? node
      }
      let name = combination.map { Names.pascal($0.name.value) }.joined(separator: "-")
      guard case .mapping(let mapping)? = merged else { continue }
      let made = theme(fromMerged: mapping, name: name)
      results.append((name, made.theme))
      errors.append((name, made.errors))
      named.append((name, combination.map(\.name)))
    }
    diagnostics += Self.combined(errors, of: results.count)
    (results, named) = collapsing(results, named, groupSizes: groups.map(\.members.count), at: list.location)
    diagnostics += Self.sameFileNames(named, member: "theme")
    if results.isEmpty, !diagnostics.hasErrors {
      diagnostics.append(
        Diagnostic(
          "import/no-themes", .error, "the file gives no theme: no theme in it selects a token set with tokens",
          at: list.location, hint: "each theme's 'selectedTokenSets' names sets, saved as SET.json next to this file"))
    }
    return results
  }

  /// Themes that hold the same shapes, written once: a `$themes.json` whose colour
  /// themes select no radius gives one Chamfer theme per brand, not one per brand and
  /// colour. The theme kept is named without the groups (or modifiers) whose every member
  /// it stands for (`Casual` for Casual-Green, Casual-Blue and Casual-Purple), else after
  /// the first, and a note names the themes it stands for. `groupSizes` holds how many
  /// members each group has, in the order of each theme's members.
  mutating func collapsing(
    _ themes: [(name: String, theme: String)], _ named: [(name: String, members: [Located<String>])],
    groupSizes: [Int], at location: FileLocation?
  ) -> ([(name: String, theme: String)], [(name: String, members: [Located<String>])]) {
    // A theme's shapes: its text but for the line that names it.
    func shapes(_ theme: String) -> Substring {
      guard let line = theme.range(of: "\nname: ") else { return theme[...] }
      let end = theme[line.upperBound...].firstIndex(of: "\n") ?? theme.endIndex
      return theme[..<line.lowerBound] + theme[end...]
    }
    var clusters: [[Int]] = []
    var clusterOf: [Substring: Int] = [:]
    for (index, theme) in themes.enumerated() {
      let key = shapes(theme.theme)
      if let cluster = clusterOf[key] {
        clusters[cluster].append(index)
      } else {
        clusterOf[key] = clusters.count
        clusters.append([index])
      }
    }
    guard clusters.count < themes.count else { return (themes, named) }
    var kept: [(name: String, theme: String)] = []
    var keptNames: [(name: String, members: [Located<String>])] = []
    for cluster in clusters {
      let first = cluster[0]
      guard cluster.count > 1 else {
        kept.append(themes[first])
        keptNames.append(named[first])
        continue
      }
      let members = named[first].members
      let varying = members.indices.filter { place in
        cluster.contains { named[$0].members[place].value != members[place].value }
      }
      let covered = varying.reduce(1) { $0 * (groupSizes.indices.contains($1) ? groupSizes[$1] : 1) }
      var name = named[first].name
      var keptMembers = members
      // Named by what still tells it apart; a theme that all the others equal keeps its name.
      if covered == cluster.count, varying.count < members.count {
        keptMembers = members.indices.filter { !varying.contains($0) }.map { members[$0] }
        name = keptMembers.map { Names.pascal($0.value) }.joined(separator: "-")
      }
      var theme = themes[first].theme
      if name != named[first].name, let line = theme.range(of: "\nname: \(named[first].name)\n") {
        theme.replaceSubrange(line, with: "\nname: \(name)\n")
      }
      let all = cluster.map { "'\(named[$0].name)'" }
      diagnostics.append(
        Diagnostic(
          "import/same-shapes", .note,
          "the themes \(all.dropLast().joined(separator: ", ")) and \(all.last!) hold the same shapes: written once, as '\(name)'",
          at: location))
      kept.append((name, theme))
      keptNames.append((name, keptMembers))
    }
    return (kept, keptNames)
  }

  /// Tokens already read and merged, as one theme of a set, read with this importer's
  /// settings, and its errors (its warnings would repeat in every theme).
  mutating func theme(fromMerged mapping: SourceNode.Mapping, name: String) -> (theme: String, errors: [Diagnostic]) {
    var importer = TokenImporter(file: file)
    importer.format = format
    importer.platform = platform
    importer.mapping = self.mapping
    importer.unitless = unitless
    importer.infers = infers
    importer.keepsPrefix = keepsPrefix
    let valid = Names.isValid(name) ? name : "Imported"
    let theme =
      importer.isChamferExport(mapping)
      ? importer.chamferExport(mapping, name: valid) : importer.genericTokens(mapping, name: valid)
    return (theme, importer.diagnostics.filter { $0.severity == .error })
  }

  /// Themes whose names agree ignoring case (`dark` and `Dark` both give `Dark`), each
  /// an error at the member (a Tokens Studio theme, `member`, or a resolver context) that
  /// makes the later one differ from the earlier: each theme is written to a file of its
  /// name, and two such files are one wherever file names ignore case, and one even where
  /// they do not when the names are the same. `themes` holds each theme's name and the
  /// members it was combined from, one per group in the same order.
  static func sameFileNames(_ themes: [(name: String, members: [Located<String>])], member: String) -> [Diagnostic] {
    guard themes.count > 1 else { return [] }
    var first: [String: Int] = [:]
    var found: [Diagnostic] = []
    // Two members meet in every combination of the other groups: reported once.
    var reported: Set<[FileLocation]> = []
    for (index, theme) in themes.enumerated() {
      guard let earlier = first[theme.name.lowercased()] else {
        first[theme.name.lowercased()] = index
        continue
      }
      let other = themes[earlier]
      // The group where the two were given different members (by name, or by place for
      // two members of one name).
      let shared = min(other.members.count, theme.members.count)
      guard shared > 0 else { continue }
      let group =
        (0..<shared).first {
          other.members[$0].value != theme.members[$0].value || other.members[$0].location != theme.members[$0].location
        } ?? shared - 1
      let (was, now) = (other.members[group], theme.members[group])
      guard reported.insert([was.location, now.location]).inserted else { continue }
      let message =
        other.name == theme.name
        ? "the \(member)s '\(was.value)' and '\(now.value)' both make the Chamfer theme '\(theme.name)', "
          + "written to '\(theme.name).yaml'"
        : "the \(member)s '\(was.value)' and '\(now.value)' make the Chamfer themes '\(other.name)' and "
          + "'\(theme.name)', one file where file names ignore case ('\(theme.name).yaml')"
      found.append(
        Diagnostic(
          "import/duplicate-theme-name", .error, message, at: now.location,
          hint: "rename one of them so that the two differ in more than case, '-' and '_' "
            + "(a Chamfer theme takes their names in PascalCase)",
          notes: [Diagnostic.Note("'\(was.value)' is here", at: was.location)]))
    }
    return found
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
