/// Lint findings that an error already accounts for, left out so that each mistake is
/// reported once, by the error that names its cause.
///
/// Two rules, by what a lint rule reads (`LintRule.reach`):
/// - a rule that weighs the whole theme (is a metric used anywhere, are the metrics in
///   order) reports nothing while the theme has an error: a component dropped for a bad
///   name, a reference that does not resolve or a metric in a cycle makes its answer
///   wrong;
/// - a rule about one shape reports nothing at an entry (metric, category, component or
///   variant) whose definition has an error, nor at a component or variant shaped by
///   such an entry (its category, the metrics they name, the component of a variant).
///
/// An error belongs to the entry written last before it in its file: the entry's name,
/// its value and everything up to the next entry. One before every entry of its file
/// (in `defaults`, a section's type, the theme's name) belongs to no entry and breaks
/// them all.
package enum FollowOn {
  package static func kept(
    _ findings: [(Diagnostic, LintReach)], errors: [Diagnostic], input: LintInput
  ) -> [Diagnostic] {
    guard !errors.isEmpty else { return findings.map(\.0) }
    let entries = ThemeEntries(input.document)
    var broken: Set<FileLocation> = []
    for error in errors {
      guard let entry = error.location.flatMap({ entries.entry(at: $0) }) else { return [] }
      broken.insert(entry)
    }
    // A shape built from a broken definition is broken too.
    for shape in input.componentShapes {
      let own = entries.entry(at: shape.name.location)
      guard let own, !broken.contains(own) else { continue }
      if shape.definitions.contains(where: { entries.defined[$0.location].map(broken.contains) == true }) {
        broken.insert(own)
      }
    }
    return findings.compactMap { finding, reach in
      switch reach {
      case .theme: return nil
      case .shape:
        guard let location = finding.location, let entry = entries.entry(at: location) else { return finding }
        return broken.contains(entry) ? nil : finding
      }
    }
  }
}

/// What a lint rule's findings depend on, so that `FollowOn` can tell which errors make
/// them wrong.
package enum LintReach: Sendable {
  /// One shape and the definitions that shaped it.
  case shape
  /// Every entry of the theme at once.
  case theme
}

/// Where each entry of a theme (metric, category, component, variant) starts, by file,
/// in order: what `FollowOn` and `Suppressions` map a place to.
package struct ThemeEntries: Sendable {
  /// Per file, each entry's start (its name) in order of place.
  private var starts: [Int: [FileLocation]] = [:]
  /// The start of the entry each definition belongs to, by the definition's place.
  package var defined: [FileLocation: FileLocation] = [:]
  /// Each entry's path, by its start: `scale.small`, `components.button.pressed`.
  var paths: [FileLocation: String] = [:]

  package init(_ document: ThemeDocument) {
    func add(_ entry: NamedShape, _ path: String) {
      starts[entry.name.location.fileID, default: []].append(entry.name.location)
      defined[entry.shape.location] = entry.name.location
      paths[entry.name.location] = path
    }
    for entry in document.scale { add(entry, "scale.\(entry.name.value)") }
    for entry in document.categories { add(entry, "categories.\(entry.name.value)") }
    for component in document.components {
      add(component, "components.\(component.name.value)")
      for variant in component.shape.variants { add(variant, "components.\(component.name.value).\(variant.name.value)") }
    }
    for file in starts.keys { starts[file]!.sort() }
  }

  /// The entry written last at or before `location` in its file, by its start.
  package func entry(at location: FileLocation) -> FileLocation? {
    guard let list = starts[location.fileID] else { return nil }
    var (low, high) = (0, list.count)
    while low < high {
      let middle = (low + high) / 2
      if list[middle] <= location { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : list[low - 1]
  }
}
