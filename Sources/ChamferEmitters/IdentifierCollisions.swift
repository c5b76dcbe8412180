import ChamferKit
import Foundation

/// Two entries of a theme that a bundled target spells as one identifier in one file:
/// `button-pressed` beside the variant `button.pressed` (Dart's `buttonPressed`, Android's
/// `acme_button_pressed_fill`), a component `scale-small` beside the metric `small`
/// (CSS's `--acme-scale-small-radius`), a component `apply` beside Flutter's own `apply`.
///
/// Each target's identifiers come from `WrittenIdentifiers`; one table per namespace
/// keeps the first owner of each identifier, so a theme's entries are looked at once
/// per target. Each pair of entries that clash is one error, at the later of the two,
/// naming the first identifier found and the other targets where they clash too.
package enum IdentifierCollisions {
  package static let id = "build/identifier-collision"

  /// One pair of entries and where they clash first.
  package struct Collision: Sendable {
    package var target: String
    /// The file, relative to the target's folder, and the namespace in it.
    package var file: String
    package var scope: String
    package var identifier: String
    /// What the earlier owner is, and where; nil for an identifier the target writes
    /// itself. Owners are "the component 'x'", "the variant 'button.pressed'" and so on.
    package var earlier: Owner?
    package var later: Owner
    /// The other targets where the two clash too.
    package var alsoIn: [String]
  }

  package struct Owner: Sendable {
    var kind: WrittenIdentifiers.Entry.Kind
    var name: String
    /// The component a variant belongs to.
    var component: String?
    package var location: FileLocation

    /// "the component 'x'", "the variant 'button.pressed'": worked out only for a clash.
    package var description: String {
      switch kind {
      case .metric: "the scale metric '\(name)'"
      case .category: "the category '\(name)'"
      case .component: "the component '\(name)'"
      case .variant: "the variant '\(path)'"
      }
    }

    /// The name as written, `button.pressed` for a variant.
    package var path: String { component.map { "\($0).\(name)" } ?? name }
  }

  /// The bundled targets whose identifiers are known, by id.
  package static var targetIDs: [String] {
    var ids: [String] = []
    for target in WrittenIdentifiers.all where !ids.contains(target.id) { ids.append(target.id) }
    return ids
  }

  /// Every clash in the targets `targets` (ids of bundled targets; others are skipped),
  /// with each target's params (`prefix` changes CSS names). The targets are checked
  /// several at once.
  package static func collisions(
    _ input: LintInput, targets: [String], params: (_ target: String) -> [String: String] = { _ in [:] }
  ) -> [Collision] {
    let (entries, owners) = self.entries(input)
    let checked = WrittenIdentifiers.all.filter { targets.contains($0.id) }
    guard !entries.isEmpty, !checked.isEmpty else { return [] }
    let theme = TemplateName(input.resolved.name)
    let contexts = checked.map {
      WrittenIdentifiers.Context(theme: theme, cssPrefix: ThemeScope.cssPrefix(theme, params: params($0.id)))
    }
    let found = Slots<[(Pair, Collision)]>(count: checked.count)
    DispatchQueue.concurrentPerform(iterations: checked.count) { index in
      found.store(
        collisions(in: checked[index], context: contexts[index], entries: entries, owners: owners, theme: input.resolved),
        at: index)
    }
    // One collision per pair of owners, from the first target where they clash.
    var all: [Collision] = []
    var pairs: [Pair: Int] = [:]
    for (pair, collision) in found.values.flatMap({ $0 ?? [] }) {
      if let known = pairs[pair] {
        if all[known].target != collision.target, !all[known].alsoIn.contains(collision.target) {
          all[known].alsoIn.append(collision.target)
        }
        continue
      }
      pairs[pair] = all.count
      all.append(collision)
    }
    return all
  }

  /// The clashes in one target, the first of each pair of owners.
  private static func collisions(
    in target: WrittenIdentifiers.Target, context: WrittenIdentifiers.Context, entries: [WrittenIdentifiers.Entry],
    owners: [Owner], theme: ResolvedTheme
  ) -> [(Pair, Collision)] {
    // Each identifier's first owner, by its namespace and hash; -1 for the target's own
    // names. Entries write hashes alone; only where two owners meet on a hash are their
    // identifiers spelled out and compared. A different identifier of the same hash is
    // then kept by its text.
    var table = FirstOwners(capacity: entries.count * 2)
    var sameHash = [[String: Int]](repeating: [:], count: target.namespaces.count)
    var own = [Set<String>](repeating: [], count: target.namespaces.count)
    var found: [(Pair, Collision)] = []
    var pairs: Set<Pair> = []
    var owner = -1
    /// The identifiers `candidate` (an entry, or -1 for the target) writes in `namespace`
    /// with the hash `hash`, spelled out.
    func identifiers(of candidate: Int, _ namespace: Int, hash: UInt64) -> [String] {
      if candidate < 0 { return own[namespace].filter { WrittenIdentifiers.Part($0).hash == hash } }
      var written: [String] = []
      target.entry(
        entries[candidate], context,
        WrittenIdentifiers.Write { if $0 == namespace, $1.hash == hash, let text = $1.text { written.append(text) } })
      return written
    }
    func take(_ namespace: Int, _ part: WrittenIdentifiers.Part) {
      // Another namespace's identifier that this key meets is told apart by its text.
      let key = part.hash ^ UInt64(namespace) &* 0x9E37_79B9_7F4A_7C15
      guard let first = table.first(key, else: owner) else {
        if owner < 0, let text = part.text { own[namespace].insert(text) }
        return
      }
      guard first != owner else { return }
      // An entry's own identifiers may share a hash too: each of them is looked at.
      for written in part.text.map({ [$0] }) ?? identifiers(of: owner, namespace, hash: part.hash) {
        clash(namespace, written, first: first)
      }
    }
    /// `owner` writes `written` in `namespace`, where `first` wrote an identifier of its hash.
    func clash(_ namespace: Int, _ written: String, first: Int) {
      var earliest = first
      if !identifiers(of: first, namespace, hash: WrittenIdentifiers.Part(written).hash).contains(written) {
        guard let earlier = sameHash[namespace][written] else {
          sameHash[namespace][written] = owner
          if owner < 0 { own[namespace].insert(written) }
          return
        }
        earliest = earlier
      }
      let pair = Pair(earliest, owner)
      guard earliest != owner, pairs.insert(pair).inserted else { return }
      var (earlier, later) = (earliest < 0 ? nil : owners[earliest], owners[owner])
      // Reported at the one written later in its file; between layers, the theme's order decides.
      if let early = earlier, early.location.file == later.location.file, later.location < early.location {
        (earlier, later) = (later, early)
      }
      let file = OutputTarget.outputPath(target.namespaces[namespace].file, theme: theme)
      found.append(
        (
          pair,
          Collision(
            target: target.id, file: "\(target.id)/\(file)", scope: target.namespaces[namespace].scope,
            identifier: written, earlier: earlier, later: later, alsoIn: [])
        ))
    }
    // The target's own names are few and kept as text; entries' identifiers as hashes.
    target.fixed(entries, context, WrittenIdentifiers.Write(take))
    let hashes = WrittenIdentifiers.Write(keepsText: false, take)
    for index in entries.indices {
      owner = index
      target.entry(entries[index], context, hashes)
    }
    return found
  }

  /// The collisions as diagnostics, one per pair.
  package static func diagnostics(_ collisions: [Collision]) -> [Diagnostic] {
    collisions.map { collision in
      let also = collision.alsoIn.isEmpty ? "" : " (and in \(collision.alsoIn.joined(separator: ", ")))"
      let written = "'\(collision.identifier)', a \(collision.scope) in \(collision.file)\(also)"
      guard let earlier = collision.earlier else {
        return Diagnostic(
          id, .error, "\(collision.later.description) becomes \(written), which the \(collision.target) target writes of its own",
          at: collision.later.location, hint: "rename it")
      }
      return Diagnostic(
        id, .error, "\(collision.later.description) and \(earlier.description) both become \(written)",
        at: collision.later.location,
        hint: "rename one of them; each target joins names its own way, so names that differ in the theme can meet",
        notes: [Diagnostic.Note("'\(earlier.path)' is defined here", at: earlier.location)])
    }
  }

  /// The first owner of each key, in one flat table probed in turn from the key's slot:
  /// a `Dictionary` would hash each key, itself a hash, once more.
  private struct FirstOwners {
    /// 0 marks an empty slot; a key of 0 is kept as 1, which only makes two
    /// identifiers share a hash, as any two may.
    private var keys: [UInt64]
    private var owners: [Int]
    private var count = 0
    private var shift: UInt64

    init(capacity: Int) {
      var bits: UInt64 = 6
      while 1 << bits < capacity * 2 { bits += 1 }
      keys = Array(repeating: 0, count: 1 << bits)
      owners = Array(repeating: 0, count: 1 << bits)
      shift = 64 - bits
    }

    /// The owner kept for `key`, or nil after keeping `owner` for it.
    mutating func first(_ key: UInt64, else owner: Int) -> Int? {
      let key = max(key, 1)
      let mask = keys.count - 1
      // Fibonacci hashing spreads the high bits of a multiple over the slots.
      var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
      while keys[slot] != 0 {
        if keys[slot] == key { return owners[slot] }
        slot = (slot + 1) & mask
      }
      keys[slot] = key
      owners[slot] = owner
      count += 1
      if count * 2 > keys.count { grow() }
      return nil
    }

    private mutating func grow() {
      var larger = FirstOwners(capacity: keys.count)
      for (key, owner) in zip(keys, owners) where key != 0 { _ = larger.first(key, else: owner) }
      self = larger
    }
  }

  /// An unordered pair of owners.
  private struct Pair: Hashable {
    let low: Int
    let high: Int
    init(_ a: Int, _ b: Int) { (low, high) = a < b ? (a, b) : (b, a) }
  }

  /// Every metric, category, component and variant, in the theme's order, with who
  /// owns it. Variants repeat their names across components; each is spelled once.
  private static func entries(_ input: LintInput) -> ([WrittenIdentifiers.Entry], [Owner]) {
    let (document, resolved) = (input.document, input.resolved)
    var entries: [WrittenIdentifiers.Entry] = []
    var owners: [Owner] = []
    var names: [String: WrittenIdentifiers.SpelledName] = [:]
    func name(_ raw: String) -> WrittenIdentifiers.SpelledName {
      if let known = names[raw] { return known }
      let made = WrittenIdentifiers.SpelledName(raw)
      names[raw] = made
      return made
    }
    func add(_ kind: WrittenIdentifiers.Entry.Kind, _ written: NamedShape, _ shape: ResolvedShape, in component: String? = nil) {
      let raw = written.name.value
      entries.append(
        WrittenIdentifiers.Entry(kind: kind, name: name(raw), component: component.map(name), shape: shape))
      owners.append(Owner(kind: kind, name: raw, component: component, location: written.name.location))
    }
    // The document and the resolved theme list their entries in the same order.
    for (written, entry) in zip(document.scale, resolved.scale) { add(.metric, written, entry.shape) }
    for (written, entry) in zip(document.categories, resolved.categories) { add(.category, written, entry.shape) }
    for (written, component) in zip(document.components, resolved.components) {
      add(.component, written, component.shape)
      for (variant, resolvedVariant) in zip(written.shape.variants, component.variants) {
        add(.variant, variant, resolvedVariant.shape, in: written.name.value)
      }
    }
    return (entries, owners)
  }
}
