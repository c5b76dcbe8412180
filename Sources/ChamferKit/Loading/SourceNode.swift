import Foundation

/// A YAML or JSON value with the place it was written, the common tree every theme
/// layer is read into before it is merged and decoded.
///
/// Chamfer keeps its own tree instead of Yams' `Node` so that layers can be merged
/// (remembering which value each one replaced) and so that alias expansion and
/// nesting are bounded once, here.
package enum SourceNode: Sendable {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  /// A scalar's text and how it was written.
  package struct Scalar: Sendable {
    package var text: String
    package var location: FileLocation
    /// Quoted scalars are always strings: `"8"` is text, `8` may be a number.
    package var isQuoted: Bool
    /// Values an earlier layer had here, most recent last.
    package var replaced: [Located<String>] = []
  }

  /// A mapping's entries in source order.
  package struct Mapping: Sendable {
    package var entries: [(key: Scalar, value: SourceNode)]
    package var location: FileLocation

    /// The entry for `key`, if present.
    package subscript(key: String) -> SourceNode? {
      entries.first { $0.key.text == key }?.value
    }

    /// The key node for `key`, if present.
    package func keyNode(_ key: String) -> Scalar? {
      entries.first { $0.key.text == key }?.key
    }

    /// True when two keys have the same text. Yams may or may not call that a duplicate
    /// (it compares tags too), so the fast readers leave such a file to the slow path,
    /// which knows.
    static func hasRepeatedKey(_ entries: [(key: Scalar, value: SourceNode)]) -> Bool {
      // Most mappings have a handful of keys, where comparing pairs beats hashing.
      if entries.count <= 12 {
        for index in entries.indices.dropFirst() {
          for earlier in 0..<index where entries[earlier].key.text == entries[index].key.text { return true }
        }
        return false
      }
      var seen = Set<String>(minimumCapacity: entries.count)
      return entries.contains { !seen.insert($0.key.text).inserted }
    }
  }

  /// A list's items in source order.
  package struct Sequence: Sendable {
    package var items: [SourceNode]
    package var location: FileLocation
  }

  package var location: FileLocation {
    switch self {
    case .scalar(let scalar): scalar.location
    case .mapping(let mapping): mapping.location
    case .sequence(let sequence): sequence.location
    }
  }

  /// What a person would call this kind of value in a message.
  package var kindDescription: String {
    switch self {
    case .scalar(let scalar):
      if scalar.isQuoted { return "the text '\(scalar.text)'" }
      return scalar.text.isEmpty || scalar.text == "null" || scalar.text == "~"
        ? "nothing" : "'\(scalar.text)'"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    }
  }

  /// Merges `overlay` over `self`: mappings merge key by key, anything else is replaced.
  ///
  /// A replaced scalar remembers the value it replaced, so `chamfer explain` can show
  /// what an earlier layer had.
  package func merged(with overlay: SourceNode) -> SourceNode {
    switch (self, overlay) {
    case (.mapping(var base), .mapping(let top)):
      var index: [String: Int] = [:]
      for (position, entry) in base.entries.enumerated() { index[entry.key.text] = position }
      for entry in top.entries {
        if let position = index[entry.key.text] {
          let old = base.entries[position]
          base.entries[position] = (entry.key, old.value.merged(with: entry.value))
        } else {
          index[entry.key.text] = base.entries.count
          base.entries.append(entry)
        }
      }
      return .mapping(base)
    case (.scalar(let old), .scalar(var new)):
      new.replaced = old.replaced + [Located(old.text, at: old.location)]
      return .scalar(new)
    default:
      return overlay
    }
  }
}

extension SourceNode {
  /// The entries of its mappings and the items of its lists, at every depth: the work
  /// of merging or reading it, for budgets over many themes.
  package var entryCount: Int {
    switch self {
    case .scalar: return 0
    case .sequence(let sequence): return sequence.items.reduce(sequence.items.count) { $0 + $1.entryCount }
    case .mapping(let mapping): return mapping.entries.reduce(mapping.entries.count) { $0 + $1.value.entryCount }
    }
  }
}

extension SourceNode {
  /// Every node with its kind, text, quoting and location, one string for the whole tree:
  /// what two readings of a file must agree on.
  package var structureDescription: String {
    switch self {
    case .scalar(let scalar):
      return "\(scalar.location) \(scalar.isQuoted ? "quoted" : "plain") \(scalar.text.debugDescription)"
    case .sequence(let sequence):
      return "\(sequence.location) [" + sequence.items.map(\.structureDescription).joined(separator: ", ") + "]"
    case .mapping(let mapping):
      let entries = mapping.entries.map {
        "\(SourceNode.scalar($0.key).structureDescription): \($0.value.structureDescription)"
      }
      return "\(mapping.location) {" + entries.joined(separator: ", ") + "}"
    }
  }
}
