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
    // Each pointer's copy, made once, and how many nodes it holds.
    var done: [String: (node: SourceNode, size: Int)] = [:]

    func node(at parts: [String]) -> SourceNode? {
      var node = SourceNode.mapping(root)
      for part in parts {
        switch node {
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

    func isToken(_ node: SourceNode?) -> Bool {
      if case .mapping(let mapping)? = node { return mapping["$value"] != nil }
      return false
    }

    /// What one pointer stands for, or nil after reporting why it stands for nothing.
    /// `inValue` says the pointer is a token's `$value`, where a pointer to a token
    /// means its value.
    func target(of reference: SourceNode, inValue: Bool) -> (node: SourceNode, size: Int)? {
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
        if inValue { return (.scalar(alias), 1) }
        var key = pointer
        key.text = "$value"
        return (.mapping(SourceNode.Mapping(entries: [(key, .scalar(alias))], location: pointer.location)), 2)
      }
      if !throughDefinitions, parts.count > 1, parts.last == "$value", isToken(node(at: Array(parts.dropLast()))) {
        var alias = pointer
        alias.text = "{\(parts.dropLast().joined(separator: "."))}"
        if inValue { return (.scalar(alias), 1) }
        // Written on the token itself (`{ "$ref": "#/a/$value", "$type": … }`), it is
        // still that token's alias, as 2025.10 writes it.
        var key = pointer
        key.text = "$value"
        return (.mapping(SourceNode.Mapping(entries: [(key, .scalar(alias))], location: pointer.location)), 2)
      }
      var copy = done[pointer.text]
      if copy == nil {
        guard !expanding.contains(pointer.text) else {
          let loop = (expanding.drop { $0 != pointer.text } + [pointer.text]).joined(separator: " → ")
          diagnostics.append(
            Diagnostic("import/alias-cycle", .error, "'$ref's go round in a cycle: \(loop)", at: pointer.location))
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

    /// The node with its pointers replaced, and how many nodes it then holds.
    func expand(_ node: SourceNode, inValue: Bool = false) -> (node: SourceNode, size: Int) {
      switch node {
      case .scalar:
        return (node, 1)
      case .sequence(var list):
        var size = 1
        list.items = list.items.map { item in
          let done = expand(item)
          size += done.size
          return done.node
        }
        return (.sequence(list), size)
      case .mapping(var mapping):
        if let reference = mapping["$ref"] {
          let siblings = expand(
            .mapping(
              SourceNode.Mapping(entries: mapping.entries.filter { $0.key.text != "$ref" }, location: mapping.location)))
          guard let found = target(of: reference, inValue: inValue) else { return siblings }
          if siblings.size == 1 { return found }
          return (found.node.merged(with: siblings.node), found.size + siblings.size)
        }
        var size = 1
        mapping.entries = mapping.entries.map { entry in
          let done = expand(entry.value, inValue: entry.key.text == "$value")
          size += done.size
          return (entry.key, done.node)
        }
        return (.mapping(mapping), size)
      }
    }

    guard case .mapping(let expanded) = expand(.mapping(root)).node else { return root }
    return expanded
  }

  /// The tree with every group that `$extends` another holding that group's tokens
  /// under its own, its own winning. The group extended may itself extend one; a group
  /// that extends itself, one of its own parents, or a loop of groups is an error, as
  /// is `$extends` in a token or naming something other than a group.
  mutating func expandingExtends(_ root: SourceNode.Mapping) -> SourceNode.Mapping {
    guard Self.keysPresent(["$extends"], in: .mapping(root)).contains("$extends") else { return root }
    var resolved: [String: SourceNode.Mapping] = [:]

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
        diagnostics.append(
          Diagnostic(
            "import/bad-extends", .error, "groups extend groups more than \(Limits.nestingDepth) deep here",
            at: reference.location, hint: "extend fewer groups in a row"))
        return own
      }
      guard let base = Self.group(at: target, in: root), base["$value"] == nil else {
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
