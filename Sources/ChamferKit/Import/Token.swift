/// The one model every format's reader fills: a token as its file writes it (`Token`),
/// and a radius read from it, ready for the theme (`ImportedToken`).
extension TokenImporter {
  struct Token {
    let path: [String]
    var type: String?
    var value: SourceNode
    var location: FileLocation
    var deprecated = false
    /// Typed as a radius by its own or a group's `type` (`borderRadius`), whatever its path.
    var radiusTyped = false
    /// Shape fields the token carries besides its size: its `$description`, and the
    /// family, curve and smoothing under `$extensions["dev.chamfer"]`.
    var fields: [(key: String, value: String)] = []
    /// Each key of `path` read, and whether they name a radius (`namesARadius`), worked
    /// out once when the token is collected.
    var keys: [PathKey] = []
    var namesARadius = false
    /// The dotted path, joined once: the token's key in every table of the pass.
    let key: String

    /// `key` is the dotted path when the caller has it already.
    init(
      path: [String], key: String? = nil, type: String?, value: SourceNode, location: FileLocation, deprecated: Bool = false,
      radiusTyped: Bool = false, fields: [(key: String, value: String)] = [], keys: [PathKey] = [],
      namesARadius: Bool = false
    ) {
      self.path = path
      self.type = type
      self.value = value
      self.location = location
      self.deprecated = deprecated
      self.radiusTyped = radiusTyped
      self.fields = fields
      self.keys = keys
      self.namesARadius = namesARadius
      self.key = key ?? path.joined(separator: ".")
    }
  }
}

/// A radius token read from a file, ready to become a metric, a category or a component.
struct ImportedToken {
  /// The token's dotted path.
  var path: String
  /// The parts its metric name is made from (a shared prefix left out).
  var nameParts: [String]
  /// A Chamfer size (`4`, `0.5rem`, `25%`, `full`) or a flow mapping of a shape.
  var value: String
  /// The size alone, when `value` carries fields besides it (`{ size: 4, description: … }`):
  /// what the token is as one corner of a shape.
  var size: String?
  /// The token this one is an alias of, by dotted path.
  var alias: String?
  /// Each key of `path` read, when the token came from a tree of groups.
  var keys: [TokenImporter.PathKey]?
  /// What the comment adds: a capsule read by name, a deprecation.
  var notes: [String] = []
  var location: FileLocation
}
