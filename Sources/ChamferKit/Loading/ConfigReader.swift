/// `chamfer.yml`: which theme layers to read, where to write, which targets, and
/// per-rule severities. Read with the same located reader as themes, so its errors
/// have lines and columns too.
///
/// ```yaml
/// version: 1
/// layers: [tokens/default.yaml]       # lowest priority first, relative to this file
/// out: build/chamfer                  # each target writes into out/<target>/
/// targets: [swift]                    # optional; every available target when absent
/// outputs:                            # optional, per target: a folder and template params
///   css: { path: web/shapes, params: { prefix: acme } }
/// templates: my-templates             # optional folder of extra or replacement targets
/// rules: { unused-metric: off }       # off | warning | error, by rule id
/// themes:                             # optional: several themes, each its own layers
///   acme: [tokens/base.yaml, tokens/acme.yaml]
///   globex: [tokens/base.yaml, tokens/globex.yaml]
/// modes:                              # optional: every theme again with these on top
///   compact: [tokens/compact.yaml]    #   acme-compact, globex-compact
/// ```
package struct ChamferConfig: Sendable {
  package var layers: [String] = []
  package var out = "build/chamfer"
  package var targets: [String]?
  package var templates: String?
  /// `limits: { outputMB: N }`: the bytes one build may write, in place of
  /// `Limits.outputBytes`.
  package var outputBytes = Limits.outputBytes
  package var severities: [String: Diagnostic.Severity?] = [:]
  /// Per target: where its files go instead of `out/<target>`, and the params its
  /// templates read as `{{param.NAME}}`.
  package var outputs: [String: Output] = [:]
  /// Named layer stacks, brands × modes already multiplied out, in the order written.
  package var themes: [Stack] = []
  /// Where each target's `outputs.<target>.path` is written, for messages about it.
  package var outputLocations: [String: FileLocation] = [:]
  /// Where `out` is written, for messages about it; nil when the config has none.
  package var outLocation: FileLocation?
  /// Where `templates` is written, for messages about it.
  package var templatesLocation: FileLocation?
  /// Where each layer path (as resolved) is first written, for errors about the file.
  package var layerLocations: [String: FileLocation] = [:]
  /// Where each theme of `themes` is named: a theme's own name, or for a theme with a
  /// mode, the mode's; for errors about the files it writes.
  package var themeLocations: [String: FileLocation] = [:]

  package struct Output: Sendable, Equatable {
    package var path: String?
    package var params: [String: String] = [:]
    package init(path: String? = nil, params: [String: String] = [:]) {
      self.path = path
      self.params = params
    }
  }

  /// One theme to build: a name and its layers, lowest priority first.
  package struct Stack: Sendable, Equatable {
    package var name: String
    package var layers: [String]
    package init(name: String, layers: [String]) {
      self.name = name
      self.layers = layers
    }
  }

  package init() {}

  static let keys = ["version", "layers", "out", "targets", "outputs", "templates", "rules", "themes", "modes", "limits"]

  /// Reads `text` (the contents of `path`); paths inside are made relative to the
  /// folder of `path`.
  package static func read(_ text: String, path: String) -> (ChamferConfig?, [Diagnostic]) {
    let (root, problems) = YAMLReader().read(text, file: path)
    guard let root else { return (nil, problems) }
    guard case .mapping(let mapping) = root else {
      return (nil, [.wrongType(expected: "a mapping of settings", found: root, key: nil)])
    }
    var diagnostics: [Diagnostic] = []
    var config = ChamferConfig()
    var namedThemes: [Stack] = []
    var modes: [Stack] = []
    var stackLocations: [String: FileLocation] = [:]
    func relative(_ value: String) -> String { Paths.resolve(value, relativeTo: path) }
    // Without 'out', the output goes beside the config too, wherever chamfer runs.
    config.out = relative(config.out)
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
    func locate(_ node: SourceNode) {
      let scalars: [SourceNode] = if case .sequence(let list) = node { list.items } else { [node] }
      for case .scalar(let scalar) in scalars where config.layerLocations[relative(scalar.text)] == nil {
        config.layerLocations[relative(scalar.text)] = scalar.location
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
      case "layers":
        config.layers = strings(value, key: "layers").map(relative)
        locate(value)
      case "out":
        guard let written = strings(value, key: "out").first else { continue }
        if let problem = outputFolderProblem(written) {
          diagnostics.append(
            Diagnostic(
              "config/invalid-output-path", .error, "the output folder '\(written)' \(problem)", at: value.location,
              hint: "write a folder inside the config's folder, such as 'build/chamfer'; --out can point elsewhere"))
          continue
        }
        config.out = relative(written)
        config.outLocation = value.location
      case "targets": config.targets = strings(value, key: "targets")
      case "templates":
        config.templates = strings(value, key: "templates").first.map(relative)
        config.templatesLocation = value.location
      case "outputs":
        guard case .mapping(let outputs) = value else {
          diagnostics.append(.wrongType(expected: "a mapping of targets to { path, params }", found: value, key: "outputs"))
          continue
        }
        for (target, settings) in outputs.entries {
          guard case .mapping(let fields) = settings else {
            diagnostics.append(.wrongType(expected: "{ path, params }", found: settings, key: target.text))
            continue
          }
          var output = Output()
          for (field, setting) in fields.entries {
            switch field.text {
            case "path":
              guard let written = strings(setting, key: "path").first else { continue }
              if let problem = outputFolderProblem(written) {
                diagnostics.append(
                  Diagnostic(
                    "config/invalid-output-path", .error, "the output folder '\(written)' \(problem)",
                    at: setting.location,
                    hint: "write a folder inside the config's folder, such as 'ios/Generated'; --out can point elsewhere"))
                continue
              }
              output.path = relative(written)
              config.outputLocations[target.text] = setting.location
            case "params":
              guard case .mapping(let params) = setting else {
                diagnostics.append(.wrongType(expected: "a mapping of names to text", found: setting, key: "params"))
                continue
              }
              for (name, param) in params.entries {
                guard case .scalar(let text) = param else {
                  diagnostics.append(.wrongType(expected: "text", found: param, key: name.text))
                  continue
                }
                if let problem = ParamRules.problem(name: name.text, value: text.text) {
                  diagnostics.append(
                    Diagnostic(
                      "config/invalid-param", .error, "param '\(name.text)': \(problem.message)", at: text.location,
                      hint: problem.hint))
                  continue
                }
                output.params[name.text] = text.text
              }
            default:
              diagnostics.append(
                Diagnostic(
                  "config/unknown-key", .error, "unknown key '\(field.text)' in an output", at: field.location,
                  hint: Spelling.hint(for: field.text, among: ["path", "params"]) ?? "allowed: 'path', 'params'"))
            }
          }
          config.outputs[target.text] = output
        }
      case "themes", "modes":
        guard case .mapping(let stacks) = value else {
          diagnostics.append(.wrongType(expected: "a mapping of names to layer lists", found: value, key: key.text))
          continue
        }
        for (name, layers) in stacks.entries {
          guard Names.isValid(name.text) else {
            diagnostics.append(
              Diagnostic(
                "config/invalid-name", .error, "'\(name.text)' is not a theme or mode name", at: name.location,
                hint: "names start with a letter and hold letters, digits, '-' and '_'"))
            continue
          }
          let stack = Stack(name: name.text, layers: strings(layers, key: name.text).map(relative))
          locate(layers)
          stackLocations[key.text + "/" + name.text] = name.location
          if key.text == "themes" { namedThemes.append(stack) } else { modes.append(stack) }
        }
      case "limits":
        guard case .mapping(let limits) = value else {
          diagnostics.append(.wrongType(expected: "a mapping such as { outputMB: 512 }", found: value, key: "limits"))
          continue
        }
        for (limit, setting) in limits.entries {
          guard limit.text == "outputMB" else {
            diagnostics.append(
              Diagnostic(
                "config/unknown-key", .error, "unknown key '\(limit.text)' in 'limits'", at: limit.location,
                hint: "allowed: 'outputMB'"))
            continue
          }
          let megabytes = (setting as SourceNode?).flatMap { if case .scalar(let s) = $0 { Int(s.text) } else { nil } }
          guard let megabytes, (1...Limits.outputMegabytesCeiling).contains(megabytes) else {
            diagnostics.append(
              Diagnostic(
                "config/invalid-limit", .error,
                "\(setting.kindDescription) is not a size in MB from 1 to \(Limits.grouped(Limits.outputMegabytesCeiling))",
                at: setting.location, hint: "write a whole number of megabytes, such as 'outputMB: 1024'"))
            continue
          }
          config.outputBytes = megabytes << 20
        }
      case "rules":
        guard case .mapping(let rules) = value else {
          diagnostics.append(.wrongType(expected: "a mapping of rule ids to severities", found: value, key: "rules"))
          continue
        }
        let known = Rules.all.map(\.id)
        for (rule, severity) in rules.entries {
          let id = rule.text.contains("/") ? rule.text : "lint/\(rule.text)"
          guard known.contains(id) else {
            // An id raised outside themes has a fixed severity.
            let fixed = Rules.outsideThemes.contains { $0.id == id }
            diagnostics.append(
              Diagnostic(
                "config/unknown-rule", .error,
                fixed ? "'\(rule.text)' is not a theme rule, so its severity is fixed" : "there is no rule '\(rule.text)'",
                at: rule.location,
                hint: fixed
                  ? "'rules' sets the load/, resolve/ and lint/ rules; 'chamfer rules' lists them first"
                  : Spelling.hint(for: id, among: known) ?? "'chamfer rules' lists every rule"))
            continue
          }
          switch (severity as SourceNode?).flatMap({ if case .scalar(let s) = $0 { s.text } else { nil } }) {
          case "off": config.severities[id] = .some(nil)
          case "note": config.severities[id] = .note
          case "warning": config.severities[id] = .warning
          case "error": config.severities[id] = .error
          default:
            diagnostics.append(
              Diagnostic(
                "config/invalid-severity", .error,
                "\(severity.kindDescription) is not a severity; use 'off', 'note', 'warning' or 'error'",
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
    if !modes.isEmpty, namedThemes.isEmpty, let key = mapping.entries.first(where: { $0.key.text == "modes" })?.key {
      diagnostics.append(
        Diagnostic(
          "config/modes-without-themes", .error, "'modes' multiply 'themes', and there are none", at: key.location,
          hint: "list the themes: themes: { acme: [tokens/acme.yaml] }"))
    }
    if !namedThemes.isEmpty, mapping["layers"] != nil, let key = mapping.entries.first(where: { $0.key.text == "layers" })?.key {
      diagnostics.append(
        Diagnostic(
          "config/layers-and-themes", .error, "a config has 'layers' for one theme or 'themes' for several, not both",
          at: key.location, hint: "put these layers at the start of each theme's list"))
    }
    let themeCount = Limits.product([namedThemes.count, modes.count + 1], above: Limits.themesPerConfig)
    if themeCount.exceeds, let key = mapping.entries.last(where: { ["themes", "modes"].contains($0.key.text) })?.key {
      diagnostics.append(
        Diagnostic(
          "config/too-many-themes", .error,
          "\(namedThemes.count) themes\(modes.isEmpty ? "" : " × \(modes.count + 1) (each alone and with each of \(modes.count) modes)") "
            + "make \(themeCount.words) themes; Chamfer builds up to \(Limits.themesPerConfig) from one config",
          at: key.location, hint: "split the config, one per product, or build fewer modes"))
      return (nil, diagnostics)
    }
    for theme in namedThemes {
      config.themes.append(theme)
      config.themeLocations[theme.name] = stackLocations["themes/" + theme.name]
      for mode in modes {
        let name = "\(theme.name)-\(mode.name)"
        config.themes.append(Stack(name: name, layers: theme.layers + mode.layers))
        config.themeLocations[name] = config.themeLocations[name] ?? stackLocations["modes/" + mode.name]
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

  /// Why `path`, an `outputs.<target>.path`, is not a folder a config may name, or nil:
  /// it is relative to the config's folder and stays inside it, each segment a plain
  /// name (a trailing `/` is allowed).
  static func outputFolderProblem(_ path: String) -> String? {
    if path.hasPrefix("/") { return "is absolute" }
    var trimmed = Substring(path)
    if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    for segment in trimmed.split(separator: "/", omittingEmptySubsequences: false) where segment != "." {
      if let problem = OutputPath.segmentProblem(String(segment)) { return problem }
    }
    return nil
  }
}

/// What a template param may hold. Templates paste params into code as they are
/// (`.{{prefix}}-card {`, `package {{param.package}}`), so a param that could close a
/// rule, a string or a comment would let a config write arbitrary code into every file.
/// Known params follow the identifier rules of the targets that read them; any other
/// param, whose target is unknown, keeps to characters every language reads inside an
/// identifier, a string or a comment alike.
enum ParamRules {
  /// Why `value` cannot be the param `name`, with a hint; nil when it can.
  static func problem(name: String, value: String) -> (message: String, hint: String)? {
    switch name {
    case "prefix":
      // CSS class and custom-property names are made from it.
      guard !Names.isValid(value) else { return nil }
      return (
        "'\(printable(value))' is not a name for CSS classes and custom properties",
        "a prefix starts with a letter and holds letters, digits, '-' and '_', such as acme")
    case "package":
      let segments = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      if let bad = segments.first(where: { !isKotlinIdentifier($0) || kotlinKeywords.contains($0) }) {
        let why = kotlinKeywords.contains(bad) ? "'\(bad)' is a Kotlin keyword" : "'\(printable(bad))' is not a Kotlin identifier"
        return (
          "'\(printable(value))' is not a Kotlin package name: \(why)",
          "write dot-separated identifiers of letters, digits and '_', such as com.acme.shapes")
      }
      return nil
    case "materialVersion":
      // The android target writes only what this Material Components release has.
      if let version = MaterialComponents.version(value),
        !version.lexicographicallyPrecedes(MaterialComponents.oldestVersion)
      {
        return nil
      }
      return (
        "'\(printable(value))' is not a Material Components release Chamfer knows (1.12.0 or later)",
        "write the version of com.google.android.material:material the app uses, such as \(MaterialComponents.defaultVersion) or 1.13.0")
    default:
      guard !value.unicodeScalars.allSatisfy(isPlain) else { return nil }
      return (
        "'\(printable(value))' holds characters a template may not be able to write safely",
        "params hold letters, digits, '.', '-' and '_'")
    }
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
  }

  private static func isKotlinIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else {
      return false
    }
    return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
  }

  /// Kotlin's hard keywords, which no package segment can be without backticks.
  private static let kotlinKeywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
    "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
    "when", "while",
  ]

  /// The value with line breaks and other controls shown as escapes, so that the
  /// message stays on one line.
  static func printable(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .lineSeparator
        || scalar.properties.generalCategory == .paragraphSeparator
      {
        out += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
