/// Tokens Studio's single-file export: one JSON object whose top-level keys are token
/// sets (`global`, `brand/light`), beside `$themes` and `$metadata`. Tokens Studio
/// references a token by its path inside its set (`{radius.base}` for
/// `global.radius.base`), so the sets are read as one document, in `tokenSetOrder`
/// when the file gives one, later sets winning, as Tokens Studio does with every set
/// enabled.
extension DTCGImporter {
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
