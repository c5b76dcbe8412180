import ArgumentParser
import ChamferEmitters
import ChamferKit
import Foundation

/// Theme layers from the command line, or from `chamfer.yml` when none are given.
struct InputOptions: ParsableArguments {
  @Argument(help: "Theme layers, lowest priority first (YAML or JSON).")
  var themes: [String] = []

  @Option(name: .long, help: "A config file; defaults to chamfer.yml when no theme is given.")
  var config: String?

  @Option(name: .long, help: "Only this theme of the config's 'themes' (repeat for several).")
  var theme: [String] = []

  @Option(name: .long, help: ArgumentHelp(ProjectRoot.help, valueName: "DIR"))
  var root: String?

  /// The folder that files named inside the inputs must be in.
  func projectRoot(firstInput: String?) throws -> ProjectRoot {
    if let root, !ProjectRoot.isFolder(root) { throw ValidationError("--root '\(root)' is not a folder") }
    return ProjectRoot.find(root: root, config: configInUse, firstInput: firstInput)
  }

  @Option(name: .long, help: "What a number without a unit means in token files given as layers: px or rem.")
  var unitless = TokenImporter.UnitlessUnit.px

  /// The config whose layers and outputs apply: `--config`, else, when no theme is
  /// given, the nearest chamfer.yml.
  var configInUse: String? { config ?? (themes.isEmpty ? nearestConfig() : nil) }

  /// `chamfer.yml` in the current folder or the nearest folder above it that has one,
  /// as git finds `.git`: the search stops at the top of a git work tree, else at `/`.
  /// The path is relative to the current folder (`../../chamfer.yml`), so messages
  /// and the paths inside the config read as the user would type them.
  /// With `--root`, the search stops at that folder too: a config above the project
  /// is not the project's.
  func nearestConfig() -> String? {
    let start = ProjectRoot.absolute(".")
    var folder = ProjectRoot.resolve(start) ?? start
    let top = root.map(ProjectRoot.identity)
    var up = ""
    while true {
      if FileText.exists(folder + "/chamfer.yml") { return up + "chamfer.yml" }
      if FileText.exists(folder + "/.git") || folder == "/" || folder == top { return nil }
      folder = Paths.normalize(folder + "/..")
      up += "../"
    }
  }

  /// The config in use (see `configInUse`). Given theme files and no `--config`, the
  /// nearest chamfer.yml still sets the rules' severities, so `lint THEME` reports what
  /// `lint` does; its layers, targets and outputs do not apply.
  func loadConfig(console: Console) throws -> (ChamferConfig?, [String: String]) {
    guard let file = try configFile(console: console) else { return (nil, [:]) }
    let text = try config == nil ? readDiscovered(config: file.path, console: console) : Disk.read(file.path, console: console)
    return try readConfig(text, file: file, console: console)
  }

  /// The config file `loadConfig` reads, and whether only its rules apply; nil when
  /// there is none and theme files are given.
  func configFile(console: Console) throws -> (path: String, rulesOnly: Bool)? {
    if let configInUse { return (configInUse, false) }
    guard !themes.isEmpty else {
      console.error(
        "no theme given and no chamfer.yml in this folder or the folders above it; "
          + "run 'chamfer init' to start a project here, or pass a theme file or --config FILE")
      throw ExitCode(ExitStatus.missingInput)
    }
    return nearestConfig().map { ($0, true) }
  }

  /// The config in `text`, the text of `file`: its problems printed, and only its
  /// rules kept when only they apply.
  func readConfig(_ text: String, file: (path: String, rulesOnly: Bool), console: Console) throws
    -> (ChamferConfig?, [String: String])
  {
    let (loaded, diagnostics) = ChamferConfig.read(text, path: file.path)
    if !diagnostics.isEmpty {
      console.report(diagnostics, sources: [file.path: text], files: 1)
    }
    guard let loaded else { throw ExitCode(ExitStatus.themeErrors) }
    guard file.rulesOnly else { return (loaded, [file.path: text]) }
    var rules = ChamferConfig()
    rules.severities = loaded.severities
    return (rules, [file.path: text])
  }

  /// The text of a config found by looking (`nearestConfig`), not named by `--config`: the
  /// repository put it there, so it is held to the project root around it like the files
  /// it names, and a link out of the repository is refused, nothing of its target quoted.
  private func readDiscovered(config path: String, console: Console) throws -> String {
    let root = ProjectRoot.find(root: root, config: path, firstInput: nil)
    do {
      if let text = try root.read(path) { return text }
    } catch {
      console.report([error.diagnostic(reference: path, at: nil)], sources: [:], files: 1)
      throw ExitCode(ExitStatus.themeErrors)
    }
    return try Disk.read(path, console: console)
  }

  /// The themes to read: the layers on the command line, else the config's `themes`
  /// (those `--theme` names), else its `layers`. A stack named nil is the only theme.
  func stacks(console: Console, config: ChamferConfig?) throws -> [(name: String?, layers: [String])] {
    if !themes.isEmpty { return [(nil, themes)] }
    guard let config, !config.themes.isEmpty else {
      if !theme.isEmpty { throw console.usageError("--theme picks from the config's 'themes', and it lists none") }
      return [(nil, config?.layers ?? [])]
    }
    let names = config.themes.map(\.name)
    for wanted in theme where !names.contains(wanted) {
      let suggestion = Spelling.suggestion(for: wanted, among: names).map { "; did you mean '\($0)'?" } ?? ""
      throw console.usageError("the config has no theme '\(wanted)'\(suggestion) (themes: \(names.joined(separator: ", ")))")
    }
    return config.themes.filter { theme.isEmpty || theme.contains($0.name) }.map { ($0.name, $0.layers) }
  }

  /// Reads every layer and checks the theme: the first of `stacks`, for commands that
  /// read one theme. Only `explain` and `resolve --provenance` need the cascade steps
  /// behind each value. `targets` are the ones that will be built (default: the
  /// config's, else all), for the rules about one platform's limits. `files` is where
  /// the theme is read from (default: the disk, within the project root).
  func check(
    console: Console, config: ChamferConfig?, provenance: Bool = false, targets: [String]? = nil,
    shapeLimit: Pipeline.ShapeLimit = .build, files: (any InputFiles)? = nil
  ) throws -> Pipeline.Result {
    try check(
      layers: try stacks(console: console, config: config)[0].layers, console: console, config: config,
      provenance: provenance, targets: targets, shapeLimit: shapeLimit, files: files)
  }

  /// Reads and checks one theme's layers.
  /// `whileLinting` runs beside the lint rules (`Pipeline.Options.whileLinting`).
  /// `written`: the bundled targets whose identifiers are checked for collisions
  /// (`IdentifierCollisions`), as lint and build do; an error there leaves no theme.
  func check(
    layers paths: [String], console: Console, config: ChamferConfig?, provenance: Bool = false,
    targets: [String]? = nil, whileLinting: (@Sendable (ResolvedTheme) -> Void)? = nil,
    shapeLimit: Pipeline.ShapeLimit = .build, files: (any InputFiles)? = nil, identifiersOf written: [String]? = nil
  ) throws -> Pipeline.Result {
    guard !paths.isEmpty else {
      throw console.usageError("no theme layers: pass theme files or list 'layers' in the config")
    }
    let root = try files ?? projectRoot(firstInput: paths[0])
    let provider = root.provider
    var sources: [ThemeSource] = []
    // Token files (DTCG, Style Dictionary, Tokens Studio) are layers too: those next to
    // each other are read as one token document, as `chamfer import` reads them, and
    // problems found on the way join the rest.
    var imported: [Diagnostic] = []
    var originals: [String: String] = [:]
    var texts: [(path: String, text: String)] = []
    for path in paths {
      texts.append((path, try read(layer: path, config: config, root: root, console: console)))
    }
    // A theme comes back with the tree read while telling it from a token file, so
    // the pipeline does not parse it a second time.
    for layer in TokenImporter.read(layers: texts, unitless: unitless, provider: provider, shapeLimit: shapeLimit) {
      switch layer {
      case .theme(let source):
        sources.append(source)
      case .imported(let layer, let diagnostics):
        imported += diagnostics
        if let layer { sources.append(layer) }
      }
    }
    for (path, text) in texts where !sources.contains(where: { $0.path == path }) { originals[path] = text }
    var options = Pipeline.Options(
      severities: config?.severities ?? [:], recordsProvenance: provenance,
      targets: (targets ?? config?.targets).map(Set.init), whileLinting: whileLinting,
      identity: { root.identity($0) })
    options.shapeLimit = shapeLimit
    options.targetParams = config?.outputs.mapValues(\.params) ?? [:]
    var result = Pipeline.check(sources, options: options, provider: provider)
    if let written, let input = result.lintInput {
      let found = IdentifierCollisions.diagnostics(
        IdentifierCollisions.collisions(input, targets: written) { config?.outputs[$0]?.params ?? [:] })
      // A name the lint rule already reports is not reported again.
      let reported = Set(result.diagnostics.lazy.filter { $0.id == "lint/identifier-collision" }.compactMap(\.location))
      let new = found.filter { !reported.contains($0.location!) }
      if !new.isEmpty {
        result.diagnostics = (result.diagnostics + new).sortedByLocation()
        result.theme = nil
      }
    }
    if !originals.isEmpty {
      result.diagnostics = (imported + result.diagnostics).sortedByLocation()
      result.sources.merge(originals) { current, _ in current }
      if imported.hasErrors { result.theme = nil }
    }
    return result
  }
}

extension InputOptions {
  /// The text of a layer. One the config names is held to the project root, as files
  /// that themes name are; one on the command line is read as given.
  func read(layer path: String, config: ChamferConfig?, root: any InputFiles, console: Console) throws -> String {
    guard themes.isEmpty, let location = config?.layerLocations[path] else { return try root.read(given: path, console: console) }
    let text: String?
    do {
      text = try root.read(path)
    } catch {
      console.report([error.diagnostic(reference: path, at: location)], sources: [:], files: 1)
      throw ExitCode(ExitStatus.themeErrors)
    }
    // A missing layer is reported as the command line reports one.
    return try text ?? root.read(given: path, console: console)
  }

  /// The resolved theme, for commands that only read it (explain, render, preview):
  /// errors are printed and end the run; warnings are `lint`'s business.
  func resolvedTheme(
    console: Console, config: ChamferConfig?, provenance: Bool = false, shapeLimit: Pipeline.ShapeLimit = .build
  ) throws -> ResolvedTheme {
    try resolvedThemeAndInputs(console: console, config: config, provenance: provenance, shapeLimit: shapeLimit).theme
  }

  /// The same, with every file read for it (layers and the files they extend), from
  /// `files` (default: the disk). Errors are reported; with `reportingAll`, warnings
  /// and notes too, as `lint` reports them.
  func resolvedThemeAndInputs(
    console: Console, config: ChamferConfig?, provenance: Bool = false, shapeLimit: Pipeline.ShapeLimit = .build,
    files: (any InputFiles)? = nil, reportingAll: Bool = false
  ) throws -> (theme: ResolvedTheme, inputs: [String]) {
    let result = try check(console: console, config: config, provenance: provenance, shapeLimit: shapeLimit, files: files)
    let shown = reportingAll ? result.diagnostics : result.diagnostics.filter { $0.severity == .error }
    if !shown.isEmpty {
      console.report(shown, sources: result.sources, files: result.sources.count)
    }
    guard let theme = result.theme else { throw ExitCode(ExitStatus.themeErrors) }
    return (theme, Array(result.sources.keys))
  }
}

/// The arguments of `explain` and `render`: theme layers (optional with chamfer.yml),
/// then one PATH into the theme.
enum ThemesThenPath {
  /// Requires a PATH, and refuses a theme file in its place: `explain tokens/default.yaml`
  /// would otherwise read chamfer.yml and look for a component called 'tokens/default'.
  static func validate(_ arguments: [String], what: String, example: String) throws {
    guard let last = arguments.last else {
      throw ValidationError("give the PATH \(what), such as \(example)")
    }
    if [".yaml", ".yml", ".json"].contains(where: last.hasSuffix), FileText.exists(last), !FileText.isFolder(last) {
      throw ValidationError("'\(last)' is a theme file; give the PATH \(what) after it, such as \(example)")
    }
  }

  /// The resolved theme and what PATH names in it; a bad PATH is a usage error with a
  /// suggestion.
  static func find(
    _ arguments: [String], config: String?, root: String?, console: Console, provenance: Bool = false
  ) throws -> Explanation {
    try findWithInputs(arguments, config: config, root: root, console: console, provenance: provenance).found
  }

  /// The same, with every file read for it: the config, the layers and what they extend.
  static func findWithInputs(
    _ arguments: [String], config: String?, root: String?, console: Console, provenance: Bool = false
  ) throws -> (found: Explanation, inputs: [String]) {
    var input = try InputOptions.parse([])
    input.themes = Array(arguments.dropLast())
    input.config = config
    input.root = root
    let (loaded, configSources) = try input.loadConfig(console: console)
    let (theme, read) = try input.resolvedThemeAndInputs(console: console, config: loaded, provenance: provenance)
    switch Explanation.find(arguments.last!, in: theme) {
    case .success(let found):
      return (found, read + configSources.keys + input.themes)
    case .failure(let problem):
      let hint = problem.suggestion.map { "; did you mean '\($0)'?" } ?? ""
      throw console.usageError(problem.message + hint)
    }
  }
}

/// Exit statuses from sysexits.h, as docs/command-line.md lists them.
enum ExitStatus {
  static let themeErrors: Int32 = 1
  static let usage: Int32 = 64
  static let missingInput: Int32 = 66
  static let cannotWrite: Int32 = 73
}
