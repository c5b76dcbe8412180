/// DTCG 2025.10's ways of building one part of a token file from another, worked out
/// before tokens are collected: JSON Pointer `$ref`s (`{ "$ref": "#/radius/small" }`)
/// and groups that `$extends` another group.
extension TokenImporter {
  /// The tree with every `$ref` replaced by what it points at. A pointer to a token, or
  /// to a token's `$value`, becomes an alias of that token (so the theme says where the
  /// value came from); a pointer to anything else (a group, a dimension's `value`, a
  /// `$type`, an entry of `$defs`) is a copy, with the `$ref`'s siblings written over it.
  /// A pointer that names nothing, the whole document, or a loop of pointers is an error.
  /// The caller calls it only for a tree that holds a `$ref`.
  mutating func expandingPointers(_ root: SourceNode.Mapping) -> SourceNode.Mapping {
    // Copies are counted, so pointers to pointers cannot multiply a small file into an
    // enormous tree.
    var copied = 0
    var expanding: [String] = []
    // Each pointer's copy, made once, with how many nodes it holds and how deep it goes.
    var done: [String: Expansion] = [:]
    // Past the nesting limit once, reported once.
    var tooDeep = false

    var lookup = PathLookup(root)
    func node(at parts: [String]) -> SourceNode? { lookup.node(at: parts) }

    func isToken(_ node: SourceNode?) -> Bool {
      if case .mapping(let mapping)? = node { return mapping["$value"] != nil }
      return false
    }

    /// Reports pointers that lead more than `Limits.nestingDepth` deep, once.
    func reportTooDeep(at location: FileLocation, _ what: String) {
      guard !tooDeep else { return }
      tooDeep = true
      diagnostics.append(
        Diagnostic(
          "import/too-deep", .error, "'$ref's \(what) more than \(Limits.nestingDepth) levels deep", at: location,
          hint: "point at tokens, which become aliases, or at groups that hold no further '$ref's"))
    }

    /// What one pointer stands for, or nil after reporting why it stands for nothing.
    /// `inValue` says the pointer is a token's `$value`, where a pointer to a token
    /// means its value.
    func target(of reference: SourceNode, inValue: Bool) -> Expansion? {
      guard case .scalar(let pointer) = reference, pointer.text.hasPrefix("#") else {
        diagnostics.append(
          Diagnostic(
            "import/unknown-alias", .error, "a '$ref' is a JSON Pointer into this file, such as '#/radius/small'",
            at: reference.location))
        return nil
      }
      let parts = pointer.text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
        $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      }
      guard !parts.isEmpty, parts != [""] else {
        diagnostics.append(
          Diagnostic(
            "import/alias-cycle", .error, "'$ref: \(pointer.text)' would put the whole file inside itself",
            at: pointer.location, hint: "point at a token or a group: '#/radius/small'"))
        return nil
      }
      guard let found = node(at: parts) else {
        diagnostics.append(
          Diagnostic(
            "import/unknown-alias", .error, "'$ref: \(pointer.text)' points at nothing in this file",
            at: pointer.location, hint: "a pointer names keys from the top of the file: '#/radius/small'"))
        return nil
      }
      let throughDefinitions = parts.first == "$defs"
      // An alias keeps the token's name beside its value; `$defs` hold no tokens.
      if !throughDefinitions, isToken(found) {
        var alias = pointer
        alias.text = "{\(parts.joined(separator: "."))}"
        if inValue { return Expansion(node: .scalar(alias), size: 1, height: 0) }
        var key = pointer
        key.text = "$value"
        return Expansion(
          node: .mapping(SourceNode.Mapping(entries: [(key, .scalar(alias))], location: pointer.location)), size: 2, height: 1)
      }
      if !throughDefinitions, parts.count > 1, parts.last == "$value", isToken(node(at: Array(parts.dropLast()))) {
        var alias = pointer
        alias.text = "{\(parts.dropLast().joined(separator: "."))}"
        if inValue { return Expansion(node: .scalar(alias), size: 1, height: 0) }
        // Written on the token itself (`{ "$ref": "#/a/$value", "$type": … }`), it is
        // still that token's alias, as 2025.10 writes it.
        var key = pointer
        key.text = "$value"
        return Expansion(
          node: .mapping(SourceNode.Mapping(entries: [(key, .scalar(alias))], location: pointer.location)), size: 2, height: 1)
      }
      var copy = done[pointer.text]
      if copy == nil {
        guard !expanding.contains(pointer.text) else {
          let loop = (expanding.drop { $0 != pointer.text } + [pointer.text]).joined(separator: " → ")
          diagnostics.append(
            Diagnostic("import/alias-cycle", .error, "'$ref's go round in a cycle: \(loop)", at: pointer.location))
          return nil
        }
        // Each pointer followed while copying is a level of recursion.
        guard expanding.count < Limits.nestingDepth else {
          reportTooDeep(at: pointer.location, "lead through one another")
          return nil
        }
        expanding.append(pointer.text)
        copy = expand(found)
        expanding.removeLast()
        done[pointer.text] = copy
      }
      // Every copy counts, so pointers to pointers cannot multiply a small file into an
      // enormous tree.
      guard let copy, copied <= Limits.sectionEntries else { return nil }
      copied += copy.size
      guard copied <= Limits.sectionEntries else {
        diagnostics.append(
          Diagnostic(
            "import/too-large", .error,
            "'$ref's copy more than \(Limits.sectionEntries) entries into this file", at: pointer.location,
            hint: "point at tokens, which become aliases, rather than copying groups into groups"))
        return nil
      }
      return copy
    }

    /// The node with its pointers replaced, with how many nodes it then holds and how
    /// deep it goes. A copy that would put a node deeper than `Limits.nestingDepth` (as
    /// the file's reader allows) is left out, with an error.
    func expand(_ node: SourceNode, inValue: Bool = false) -> Expansion {
      switch node {
      case .scalar:
        return Expansion(node: node, size: 1, height: 0)
      case .sequence(var list):
        var result = Expansion(node: node, size: 1, height: 0)
        list.items = list.items.map { item in
          let done = expand(item)
          result.add(done)
          return done.node
        }
        result.node = .sequence(list)
        return result
      case .mapping(var mapping):
        if let reference = mapping["$ref"] {
          let siblings = expand(
            .mapping(
              SourceNode.Mapping(entries: mapping.entries.filter { $0.key.text != "$ref" }, location: mapping.location)))
          guard let found = target(of: reference, inValue: inValue) else { return siblings }
          if siblings.size == 1 { return found }
          return Expansion(
            node: found.node.merged(with: siblings.node), size: found.size + siblings.size,
            height: max(found.height, siblings.height))
        }
        var result = Expansion(node: node, size: 1, height: 0)
        mapping.entries = mapping.entries.map { entry in
          var done = expand(entry.value, inValue: entry.key.text == "$value")
          if done.height + 1 > Limits.nestingDepth {
            reportTooDeep(at: entry.key.location, "nest the file")
            done = Expansion(node: .mapping(SourceNode.Mapping(entries: [], location: entry.key.location)), size: 1, height: 0)
          }
          result.add(done)
          return (entry.key, done.node)
        }
        result.node = .mapping(mapping)
        return result
      }
    }

    guard case .mapping(let expanded) = expand(.mapping(root)).node else { return root }
    return expanded
  }

  /// A node with its pointers replaced: how many nodes it holds, and how many levels
  /// below it its deepest node is.
  private struct Expansion {
    var node: SourceNode
    var size: Int
    var height: Int

    /// Counts `child` as one of this node's children.
    mutating func add(_ child: Expansion) {
      size += child.size
      height = max(height, child.height + 1)
    }
  }

  /// The tree with every group that `$extends` another holding that group's tokens
  /// under its own, its own winning. The group extended may itself extend one; a group
  /// that extends itself, one of its own parents, or a loop of groups is an error, as
  /// is `$extends` in a token or naming something other than a group.
  mutating func expandingExtends(_ root: SourceNode.Mapping) -> SourceNode.Mapping {
    guard Self.keysPresent(["$extends"], in: .mapping(root)).contains("$extends") else { return root }
    var resolved: [String: SourceNode.Mapping] = [:]
    var lookup = PathLookup(root)
    // Past the depth limit once, reported once: a long chain would meet it again every
    // 64 groups.
    var tooDeep = false

    /// The group at `path` with what it extends merged in; `chain` holds the groups
    /// being worked out and where each names the next, to report a loop where it starts.
    func extended(
      _ group: SourceNode.Mapping, path: String, chain: [(path: String, at: FileLocation)]
    ) -> SourceNode.Mapping {
      if let done = resolved[path] { return done }
      guard let written = group["$extends"] else { return group }
      var own = group
      own.entries.removeAll { $0.key.text == "$extends" }
      // A group that cannot be extended is read as its own tokens, once.
      resolved[path] = own
      guard case .scalar(let reference) = written, reference.text.hasPrefix("{"), reference.text.hasSuffix("}")
      else {
        diagnostics.append(
          Diagnostic(
            "import/bad-extends", .error, "'$extends' names a group as an alias, such as '{radius.base}'",
            at: written.location))
        return own
      }
      if group["$value"] != nil {
        diagnostics.append(
          Diagnostic(
            "import/bad-extends", .error, "'$extends' is for groups; a token cannot extend anything",
            at: reference.location, hint: "alias the token instead: \"$value\": \"\(reference.text)\""))
        return own
      }
      let target = reference.text.dropFirst().dropLast().trimmingSpaces
      if path == target || path.hasPrefix(target + ".") {
        diagnostics.append(
          Diagnostic(
            "import/bad-extends", .error,
            "the group '\(path)' extends '\(target)', which holds it, so it would contain itself",
            at: reference.location, hint: "extend a group outside this one"))
        return own
      }
      if let start = chain.firstIndex(where: { $0.path == target }) {
        let route = (chain[start...].map(\.path) + [path, target]).joined(separator: " → ")
        diagnostics.append(
          Diagnostic(
            "import/bad-extends", .error, "'$extends' goes round in a cycle: \(route)", at: chain[start].at,
            hint: "a group may extend another group, but not one that leads back to it"))
        return own
      }
      guard chain.count < Limits.nestingDepth else {
        if !tooDeep {
          diagnostics.append(
            Diagnostic(
              "import/bad-extends", .error, "groups extend groups more than \(Limits.nestingDepth) deep here",
              at: reference.location, hint: "extend fewer groups in a row"))
        }
        tooDeep = true
        return own
      }
      guard case .mapping(let base)? = lookup.node(at: target.split(separator: ".").map(String.init)), base["$value"] == nil
      else {
        diagnostics.append(
          Diagnostic(
            "import/unknown-alias", .error, "'$extends' names no group '\(target)'", at: reference.location))
        return own
      }
      // While the base is worked out this group stands for itself alone, so a loop
      // back to it is found by the chain rather than by the entry above.
      resolved[path] = nil
      let full = extended(base, path: target, chain: chain + [(path, reference.location)])
      var merged = own
      if case .mapping(let both) = Self.extending(.mapping(full), with: .mapping(own)) { merged = both }
      if resolved[path] == nil { resolved[path] = merged }
      return resolved[path] ?? merged
    }

    func walk(_ group: SourceNode.Mapping, path: [String]) -> SourceNode.Mapping {
      var group = group
      if group["$extends"] != nil { group = extended(group, path: path.joined(separator: "."), chain: []) }
      guard group["$value"] == nil else { return group }
      group.entries = group.entries.map { entry in
        guard !entry.key.text.hasPrefix("$"), case .mapping(let child) = entry.value else { return entry }
        return (entry.key, .mapping(walk(child, path: path + [entry.key.text])))
      }
      return group
    }
    return walk(root, path: [])
  }

  /// `own` written over the group it extends: groups merge key by key, but a token
  /// replaces the token at its path whole, so an override keeps none of the inherited
  /// token's description, deprecation or type.
  static func extending(_ base: SourceNode, with own: SourceNode) -> SourceNode {
    guard case .mapping(var under) = base, case .mapping(let over) = own else { return base.merged(with: own) }
    if under["$value"] != nil || over["$value"] != nil { return own }
    var index: [String: Int] = [:]
    for (position, entry) in under.entries.enumerated() { index[entry.key.text] = position }
    for entry in over.entries {
      if let at = index[entry.key.text] {
        under.entries[at] = (entry.key, extending(under.entries[at].value, with: entry.value))
      } else {
        index[entry.key.text] = under.entries.count
        under.entries.append(entry)
      }
    }
    return .mapping(under)
  }
}

/// Finds nodes of a tree by their path of keys, with the keys of each large mapping on
/// the way indexed once: thousands of references into one group are then not a search
/// of the group each.
struct PathLookup {
  let root: SourceNode.Mapping
  /// Each large mapping's first position of every key, by the path to the mapping.
  private var indexes: [[String]: [String: Int]] = [:]

  init(_ root: SourceNode.Mapping) { self.root = root }

  /// The node at `parts` (keys, and list indexes as numbers), or nil.
  mutating func node(at parts: [String]) -> SourceNode? {
    var node = SourceNode.mapping(root)
    for (depth, part) in parts.enumerated() {
      switch node {
      case .mapping(let mapping) where mapping.entries.count > 16:
        let prefix = Array(parts[..<depth])
        if indexes[prefix] == nil {
          var index: [String: Int] = [:]
          for (position, entry) in mapping.entries.enumerated() where index[entry.key.text] == nil {
            index[entry.key.text] = position
          }
          indexes[prefix] = index
        }
        guard let position = indexes[prefix]?[part] else { return nil }
        node = mapping.entries[position].value
      case .mapping(let mapping):
        guard let child = mapping[part] else { return nil }
        node = child
      case .sequence(let list):
        guard let index = Int(part), list.items.indices.contains(index) else { return nil }
        node = list.items[index]
      case .scalar:
        return nil
      }
    }
    return node
  }
}
