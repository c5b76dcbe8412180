/// `chamfer.yml`: which theme layers to read, where to write, which targets, and
/// per-rule severities. Read with the same located reader as themes, so its errors
/// have lines and columns too.
///
/// ```yaml
/// version: 1
/// layers: [tokens/default.yaml]       # lowest priority first, relative to this file
/// out: build/chamfer                  # each target writes into out/<target>/
/// targets: [swift]                    # optional; every available target when absent
/// templates: my-templates             # optional folder of extra or replacement targets
/// rules: { unused-metric: off }       # off | warning | error, by rule id
/// ```
public struct ChamferConfig: Sendable {
  public var layers: [String] = []
  public var out = "build/chamfer"
  public var targets: [String]?
  public var templates: String?
  public var severities: [String: Diagnostic.Severity?] = [:]

  public init() {}

  static let keys = ["version", "layers", "out", "targets", "templates", "rules"]

  /// Reads `text` (the contents of `path`); paths inside are made relative to the
  /// folder of `path`.
  public static func read(_ text: String, path: String) -> (ChamferConfig?, [Diagnostic]) {
    let (root, problems) = YAMLReader().read(text, file: path)
    guard let root else { return (nil, problems) }
    guard case .mapping(let mapping) = root else {
      return (nil, [.wrongType(expected: "a mapping of settings", found: root, key: nil)])
    }
    var diagnostics: [Diagnostic] = []
    var config = ChamferConfig()
    func relative(_ value: String) -> String { Paths.resolve(value, relativeTo: path) }
    func strings(_ node: SourceNode, key: String) -> [String] {
      switch node {
      case .scalar(let scalar): return [scalar.text]
      case .sequence(let sequence):
        return sequence.items.compactMap {
          if case .scalar(let scalar) = $0 { return scalar.text }
          diagnostics.append(.wrongType(expected: "text", found: $0, key: key))
          return nil
        }
      case .mapping:
        diagnostics.append(.wrongType(expected: "a list", found: node, key: key))
        return []
      }
    }
    for (key, value) in mapping.entries {
      switch key.text {
      case "version":
        if case .scalar(let scalar) = value, scalar.text == "1" { continue }
        diagnostics.append(
          Diagnostic(
            "config/unsupported-version", .error, "this Chamfer reads config version 1, found \(value.kindDescription)",
            at: value.location, hint: "write 'version: 1'"))
      case "layers": config.layers = strings(value, key: "layers").map(relative)
      case "out": config.out = strings(value, key: "out").first.map(relative) ?? config.out
      case "targets": config.targets = strings(value, key: "targets")
      case "templates": config.templates = strings(value, key: "templates").first.map(relative)
      case "rules":
        guard case .mapping(let rules) = value else {
          diagnostics.append(.wrongType(expected: "a mapping of rule ids to severities", found: value, key: "rules"))
          continue
        }
        let known = Rules.all.map(\.id)
        for (rule, severity) in rules.entries {
          let id = rule.text.contains("/") ? rule.text : "lint/\(rule.text)"
          guard known.contains(id) else {
            diagnostics.append(
              Diagnostic(
                "config/unknown-rule", .error, "there is no rule '\(rule.text)'", at: rule.location,
                hint: Spelling.hint(for: id, among: known) ?? "'chamfer rules' lists every rule"))
            continue
          }
          switch (severity as SourceNode?).flatMap({ if case .scalar(let s) = $0 { s.text } else { nil } }) {
          case "off": config.severities[id] = .some(nil)
          case "warning": config.severities[id] = .warning
          case "error": config.severities[id] = .error
          default:
            diagnostics.append(
              Diagnostic(
                "config/invalid-severity", .error,
                "\(severity.kindDescription) is not a severity; use 'off', 'warning' or 'error'",
                at: severity.location))
          }
        }
      default:
        diagnostics.append(
          Diagnostic(
            "config/unknown-key", .error, "unknown key '\(key.text)' in the config", at: key.location,
            hint: Spelling.hint(for: key.text, among: keys)
              ?? "allowed: \(keys.map { "'\($0)'" }.joined(separator: ", "))"))
      }
    }
    if mapping["version"] == nil {
      diagnostics.append(
        Diagnostic(
          "config/unsupported-version", .error, "the config does not say its version",
          at: mapping.location, hint: "start it with 'version: 1'"))
    }
    return (diagnostics.hasErrors ? nil : config, diagnostics)
  }
}
