/// Where imported tokens go, when the path conventions are not enough: a YAML (or JSON)
/// file passed to `chamfer import --mapping`.
///
/// ```yaml
/// skip: [radius.blob.*]              # token paths never imported
/// scale:                             # tokens that become metrics (default: every radius)
///   - radius.*                       #   by pattern: the metric is named after the path
///   small: radius.sm                 #   or by name (a mapping instead of a list)
/// categories:                        # category name: token path
///   medium: shape.md
/// components:                        # component (or component.variant): token path
///   button: button.border.radius
///   button.pressed: button.pressed.radius
/// ```
///
/// In a pattern `*` stands for any text within one path part and `**` for any number
/// of parts. A category or component whose token is an alias of a metric starts from
/// that metric (`shape: small`); otherwise it gets the token's own size.
package struct ImportMapping: Sendable {
  package var skip: [String] = []
  /// Patterns, when `scale` is a list.
  package var scalePatterns: [String]?
  /// Metric name → token path, when `scale` is a mapping.
  package var scaleNames: [(name: String, path: String)] = []
  package var categories: [(name: String, path: String)] = []
  package var components: [(name: String, path: String)] = []
  /// Where the file names each token path, for warnings about paths that name no token.
  package var locations: [String: FileLocation] = [:]
  /// Where the file writes each pattern of `skip` and `scale`.
  package var patternLocations: [String: FileLocation] = [:]

  package init() {}

  static let keys = ["skip", "scale", "categories", "components"]

  /// Reads a mapping file; errors carry their line and column.
  package static func read(_ text: String, path: String) -> (ImportMapping?, [Diagnostic]) {
    let (root, problems) = YAMLReader().read(text, file: path)
    guard let root else { return (nil, problems) }
    guard case .mapping(let mapping) = root else {
      return (nil, problems + [.wrongType(expected: "a mapping of skip, scale, categories and components", found: root, key: nil)])
    }
    var diagnostics = problems
    var result = ImportMapping()
    var locations: [String: FileLocation] = [:]
    var patternLocations: [String: FileLocation] = [:]
    func list(_ node: SourceNode, key: String) -> [String] {
      guard case .sequence(let items) = node else {
        if case .scalar(let scalar) = node {
          patternLocations[scalar.text] = patternLocations[scalar.text] ?? scalar.location
          return [scalar.text]
        }
        diagnostics.append(.wrongType(expected: "a list of token paths", found: node, key: key))
        return []
      }
      return items.items.compactMap { item in
        if case .scalar(let scalar) = item {
          patternLocations[scalar.text] = patternLocations[scalar.text] ?? scalar.location
          return scalar.text
        }
        diagnostics.append(.wrongType(expected: "a token path", found: item, key: key))
        return nil
      }
    }
    func pairs(_ node: SourceNode, key: String) -> [(name: String, path: String)] {
      guard case .mapping(let entries) = node else {
        diagnostics.append(.wrongType(expected: "a mapping of names to token paths", found: node, key: key))
        return []
      }
      return entries.entries.compactMap { entry in
        guard case .scalar(let path) = entry.value else {
          diagnostics.append(.wrongType(expected: "a token path", found: entry.value, key: entry.key.text))
          return nil
        }
        // The names become keys of the theme the import writes; a component's may be
        // `component.variant`.
        let parts = entry.key.text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= (key == "components" ? 2 : 1), parts.allSatisfy({ Names.isValid(String($0)) }) else {
          diagnostics.append(
            Diagnostic(
              "import/invalid-name", .error, "'\(YAMLText.comment(entry.key.text))' cannot be a name in a Chamfer theme",
              at: entry.key.location,
              hint: key == "components"
                ? "write a component, or component.variant, of names: letters, digits, '-' and '_', starting with a letter"
                : "names start with a letter and hold letters, digits, '-' and '_'"))
          return nil
        }
        if locations[path.text] == nil { locations[path.text] = path.location }
        return (entry.key.text, path.text)
      }
    }
    for (key, value) in mapping.entries {
      switch key.text {
      case "skip": result.skip = list(value, key: "skip")
      case "scale":
        if case .mapping = value { result.scaleNames = pairs(value, key: "scale") } else {
          result.scalePatterns = list(value, key: "scale")
        }
      case "categories": result.categories = pairs(value, key: "categories")
      case "components": result.components = pairs(value, key: "components")
      default:
        diagnostics.append(
          Diagnostic(
            "import/unknown-mapping-key", .error, "unknown key '\(key.text)' in the mapping file", at: key.location,
            hint: Spelling.hint(for: key.text, among: keys) ?? "allowed: \(keys.map { "'\($0)'" }.joined(separator: ", "))"))
      }
    }
    result.locations = locations
    result.patternLocations = patternLocations
    return (diagnostics.hasErrors ? nil : result, diagnostics)
  }

  /// True when the dotted token path matches the pattern (see `PathPattern`).
  package static func matches(_ path: String, pattern: String) -> Bool {
    var work = Int.max
    let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(Array.init)
    return PathPattern(pattern).matches(parts, work: &work)
  }
}
