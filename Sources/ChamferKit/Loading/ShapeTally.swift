/// Counts a theme's shapes — metrics, categories, components and variants — in document
/// order, so that a file defining far too many is refused where the count passes the
/// limit.
///
/// The fast readers count while they read and stop there, rather than reading megabytes
/// more of a file that will be refused anyway; `ThemeDecoder` counts a tree read another
/// way (or merged from layers) with `count(_:at:)`. Both use the same two rules below,
/// so they agree on where a theme passes the limit.
package struct ShapeTally {
  /// Where a mapping sits in a theme, as far as counting shapes goes.
  enum Place {
    /// Anywhere that holds no shapes: nothing below it is counted.
    case elsewhere
    /// The file's top-level mapping.
    case root
    /// `scale` or `categories`: each entry is a shape.
    case section
    /// `components`: each entry is a shape, and so is each of its variants.
    case components
    /// One component's fields, with where its name is written.
    case component(FileLocation)
    /// One component's `variants`, with where the component's name is written: the
    /// count is reported at the component.
    case variants(FileLocation)
  }

  package let limit: Int
  package private(set) var count = 0
  /// Where the count passed `limit`; nil while it has not.
  package private(set) var passedAt: FileLocation?

  package init(limit: Int) {
    self.limit = limit
  }

  /// Where the value of the entry `key`, written at `keyLocation`, sits when the entry
  /// belongs to a mapping at `place`.
  static func place(ofValueOf key: String, at keyLocation: FileLocation, in place: Place) -> Place {
    switch place {
    case .root:
      switch key {
      case "components": .components
      case "scale", "categories": .section
      default: .elsewhere
      }
    case .components: .component(keyLocation)
    case .component(let name): key == "variants" ? .variants(name) : .elsewhere
    case .elsewhere, .section, .variants: .elsewhere
    }
  }

  /// Counts one entry of a mapping at `place`; false once the count has passed the limit.
  mutating func count(entryAt keyLocation: FileLocation, in place: Place) -> Bool {
    guard passedAt == nil else { return false }
    switch place {
    case .section, .components:
      count += 1
      if count > limit { passedAt = keyLocation }
    case .variants(let name):
      count += 1
      if count > limit { passedAt = name }
    case .elsewhere, .root, .component:
      break
    }
    return passedAt == nil
  }

  /// Counts the shapes of a theme's whole tree, until the count passes the limit.
  package mutating func count(_ node: SourceNode) {
    count(node, at: .root)
  }

  /// Counts the shapes in `node`, a value at `place`, until the count passes the limit.
  mutating func count(_ node: SourceNode, at place: Place) {
    guard case .mapping(let mapping) = node else { return }
    if case .elsewhere = place { return }
    for (key, value) in mapping.entries {
      guard count(entryAt: key.location, in: place) else { return }
      count(value, at: Self.place(ofValueOf: key.text, at: key.location, in: place))
    }
  }
}
