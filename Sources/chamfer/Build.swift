import ArgumentParser
import ChamferEmitters
import ChamferKit
import Foundation

/// `chamfer build`: check the themes and write every target.
struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Resolve a theme and write the code of every target.",
    discussion: """
      With no theme and no --config, reads chamfer.yml in the current folder. Each target \
      writes into OUT/<target>/ (or the config's outputs.<target>.path); a config with \
      'themes' writes each theme into OUT/<theme>/<target>/. Nothing is written when any \
      theme has errors; files whose contents did not change are left untouched; changed \
      files are staged and moved into place together, or not at all. OUT/.chamfer-manifest \
      lists what Chamfer wrote and a hash of each file, so files it no longer writes are \
      reported (and removed with --clean while they still hold what Chamfer wrote) and \
      others never touched; --theme and --target leave the other themes' and targets' \
      files alone. A second build into the same folder waits for the first \
      (--no-wait fails instead). --watch builds again whenever a theme, a file it extends, \
      the config or a template changes, until Ctrl-C.
      """)

  @OptionGroup var input: InputOptions
  @OptionGroup var report: ReportOptions

  @Option(name: .long, help: "The folder to write into (default: the config's 'out', else build/chamfer).")
  var out: String?

  @Option(name: .long, help: "Only this target; repeat for several (default: every target).")
  var target: [String] = []

  @Option(name: .long, help: "A folder of extra target folders, or ones that replace bundled targets.")
  var templates: String?

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Flag(help: "Remove files an earlier build wrote that this build no longer produces.")
  var clean = false

  @Flag(help: "Keep running, and build again whenever an input changes; stop with Ctrl-C.")
  var watch = false

  @Flag(help: "Fail at once when another chamfer is writing to the output folder, instead of waiting for it.")
  var noWait = false

  @Flag(help: "Replace files in the output folder that Chamfer did not write, and own them from now on.")
  var force = false

  @Option(
    name: .long,
    help: "Write the one file of the one --target to exactly this path, for build tools (no folder, no manifest).")
  var outputFile: String?

  func validate() throws {
    guard outputFile != nil else { return }
    guard target.count == 1 else { throw ValidationError("--output-file needs exactly one --target") }
    guard out == nil, !clean, !noWait else {
      throw ValidationError("--output-file writes one file; --out, --clean and --no-wait do not apply")
    }
  }

  func run() throws {
    let console = Console(report: report)
    guard watch else {
      var inputs: [String: Watcher.Fingerprint?] = [:]
      var built: [Any] = []
      do { try build(console: console, inputs: &inputs, built: &built) } catch { Self.exit(keeping: built, error) }
      Self.exit(keeping: built)
    }
    // Under --watch, each build's objects are freed as it ends.
    Watcher.run(console: console) { inputs in
      var built: [Any] = []
      try build(console: console, inputs: &inputs, built: &built)
    }
  }

  /// One build. `inputs` collects every file it read (config, layers, the files they
  /// extend, templates), even when the build fails, for `--watch`; `built` holds what it
  /// made (documents, resolved themes, template contexts), for `exit(keeping:)`.
  func build(console: Console, inputs: inout [String: Watcher.Fingerprint?], built: inout [Any]) throws {
    // Each input is noted (no output may overwrite it) and, with `--watch`, fingerprinted
    // before it is read where it is known ahead (the config, the layers, the templates,
    // and whatever `--watch` saw the last build read), so an edit saved while the build
    // runs makes `--watch` build again. A build without `--watch` reads no file for it.
    func noteBeforeReading(_ paths: [String]) {
      for path in paths where inputs[path] == nil {
        inputs.updateValue(watch ? Watcher.fingerprint(path) : nil, forKey: path)
      }
    }
    func read(_ sources: [String: String]) { noteBeforeReading(Array(sources.keys)) }
    let configPath = input.configInUse ?? input.nearestConfig()
    if let configPath { noteBeforeReading([configPath]) }
    let (config, configSources) = try input.loadConfig(console: console)
    read(configSources)
    let stacks = try input.stacks(console: console, config: config)
    noteBeforeReading(stacks.flatMap(\.layers))
    // The config that lists the layers, where build-wide limits are reported; one found
    // beside theme files given by name lends them only its rules.
    let configFile = input.configInUse == nil ? nil : configSources.keys.first

    let templateFolder = templates ?? config?.templates
    if let templateFolder { noteBeforeReading([templateFolder] + Watcher.files(under: templateFolder)) }
    // The project root: what the config names, to read or to write into, stays inside it.
    let projectRoot = try input.projectRoot(firstInput: stacks.first?.layers.first)
    var layerBudget = LayerBudget(stacks: stacks, config: config, configFile: configFile)
    if let problem = layerBudget.checkSizes(files: projectRoot) {
      console.report([problem], sources: configSources, files: 1)
      throw ExitCode(ExitStatus.themeErrors)
    }
    if let templateFolder, let problem = Self.templateFolderProblem(
      templateFolder, at: templates == nil ? config?.templatesLocation : nil, root: templates == nil ? projectRoot : nil)
    {
      console.report([problem], sources: [:], files: 0)
      // A folder outside the project is refused input; one that is not there is missing.
      throw ExitCode(problem.id == "templates/outside-root" ? ExitStatus.themeErrors : ExitStatus.missingInput)
    }
    let folders: [URL]
    do {
      folders = try OutputTarget.folders(overrides: templateFolder.map { URL(fileURLWithPath: $0) })
    } catch {
      console.error("cannot read templates: \(Disk.reason(error) ?? "\(error)")")
      throw ExitCode(ExitStatus.missingInput)
    }
    // A target's id names its output folder and its code, so it must be a plain name.
    let badNames = folders.map(\.lastPathComponent).filter { !Names.isValid($0) }
    if !badNames.isEmpty {
      console.report(
        badNames.map { name in
          Diagnostic(
            "templates/invalid-target-name", .error,
            "the templates folder '\(templateFolder ?? "")' holds a target folder '\(name)', which is not a name",
            at: self.templates == nil ? config?.templatesLocation : nil,
            hint: "name target folders with a letter, then letters, digits, '-' or '_', such as 'react-native'")
        }, sources: configSources, files: 1)
      throw ExitCode(ExitStatus.themeErrors)
    }
    let available = folders.map(\.lastPathComponent)
    let wanted = target.isEmpty ? (config?.targets ?? available) : target
    for id in wanted where !available.contains(id) {
      let suggestion = Spelling.suggestion(for: id, among: available).map { "; did you mean '\($0)'?" } ?? ""
      throw console.usageError("unknown target '\(id)'\(suggestion) (available: \(available.joined(separator: ", ")))")
    }
    // The templates are read on other threads while the themes are checked here.
    let chosen = folders.filter { wanted.contains($0.lastPathComponent) }
    // Templates are read from inside the project, or the --templates folder given.
    let templateRoots = [projectRoot.path] + (self.templates.map { [ProjectRoot.identity($0)] } ?? [])
    let templates = Background { try OutputTarget.load(chosen, within: templateRoots) }

    // Every theme is checked before anything is written; a layer several themes share
    // reports its problems once.
    var diagnostics: [Diagnostic] = []
    // The diagnostics already kept, so each theme's are checked against them at once
    // rather than one by one through the list.
    var kept: Set<Diagnostic> = []
    var sources: [String: String] = [:]
    var themes: [(name: String?, theme: ResolvedTheme)] = []
    // Each theme's template contexts, made while its lint rules run.
    var prepared: [PreparedContexts?] = []
    let params = wanted.map { config?.outputs[$0]?.params ?? [:] }
    var failed = false
    // Shapes resolved so far, over every theme.
    var shapes = 0
    defer { built += [themes, prepared] }
    for (index, stack) in stacks.enumerated() {
      let made = Slots<PreparedContexts>(count: 1)
      var prepare: (@Sendable (ResolvedTheme) -> Void)?
      if outputFile == nil { prepare = { theme in made.store(PreparedContexts(theme: theme, params: params), at: 0) } }
      let result = try input.check(
        layers: stack.layers, console: console, config: config, targets: target.isEmpty ? nil : target,
        whileLinting: prepare, identifiersOf: OutputTarget.bundledIDs(chosen))
      read(result.sources)
      if let problem = layerBudget.spend(result.sources, theme: index) {
        console.report([problem], sources: configSources, files: 1)
        throw ExitCode(ExitStatus.themeErrors)
      }
      diagnostics += result.diagnostics.filter { kept.insert($0).inserted }
      sources.merge(result.sources) { current, _ in current }
      if let theme = result.theme {
        shapes += theme.shapeCount
        if shapes > Limits.shapesPerBuild {
          console.report(
            [
              Diagnostic(
                "build/too-many-shapes", .error,
                "the themes of this build define more than \(Limits.grouped(Limits.shapesPerBuild)) shapes in all, "
                  + "\(Limits.grouped(shapes)) by theme \(themes.count + 1) of \(stacks.count)",
                at: (configFile ?? stack.layers.last).map { FileLocation(file: $0, line: 1, column: 1) },
                hint: "build fewer themes at a time (--theme), or split the config, one per product")
            ], sources: configSources, files: 1)
          throw ExitCode(ExitStatus.themeErrors)
        }
        themes.append((stack.name, theme))
        prepared.append(made.values[0])
      } else {
        failed = true
      }
      built.append(result)
    }
    // Notes never fail a build, --strict included.
    diagnostics = diagnostics.sortedByLocation()
    let warnings = diagnostics.warningCount
    guard !failed, !(strict && warnings > 0) else {
      console.report(diagnostics, sources: sources, files: sources.count)
      if !diagnostics.hasErrors { console.error(Self.strictFailure(warnings: warnings)) }
      throw ExitCode(ExitStatus.themeErrors)
    }
    // The build goes on, so the warnings are written while the targets render: a
    // large theme's thousands take milliseconds to format, which would leave a core
    // idle. The console prints nothing else until they are written.
    console.reportInBackground(diagnostics, sources: sources, files: sources.count)
    defer { console.waitForBackgroundReport() }

    let targets: [OutputTarget]
    do {
      targets = try templates.wait()
    } catch {
      // A mistake in a template's text is bad input, reported like one in a theme.
      if let template = error as? TemplateError, template.diagnostic != nil { throw Self.report(template, console: console) }
      console.error("cannot read templates: \(error)")
      throw ExitCode(ExitStatus.missingInput)
    }
    TestHooks.pause(at: "read")
    if let outputFile {
      if Set(inputs.keys.map(Disk.resolvedPath)).contains(Disk.resolvedPath(outputFile)) {
        console.report([Disk.overwritesInput(outputFile)], sources: [:], files: 0)
        throw ExitCode(ExitStatus.usage)
      }
      return try writeSingle(themes, targets: targets, to: outputFile, config: config, console: console)
    }
    // Counted before anything renders: many themes times many templates could
    // otherwise fill a disk with files.
    let fileCount = themes.reduce(0) { sum, theme in sum + targets.reduce(0) { $0 + $1.outputPaths(for: theme.theme).count } }
    if fileCount > Limits.filesPerBuild {
      let place = configFile ?? stacks.first?.layers.first
      console.report(
        [
          Diagnostic(
            "build/too-many-files", .error,
            "this build would write \(Limits.grouped(fileCount)) files (\(themes.count) theme\(themes.count == 1 ? "" : "s") "
              + "× the templates of \(targets.count) target\(targets.count == 1 ? "" : "s")); "
              + "Chamfer writes up to \(Limits.grouped(Limits.filesPerBuild)) in one build",
            at: place.map { FileLocation(file: $0, line: 1, column: 1) },
            hint: "build fewer themes or targets at a time (--theme, --target), or use fewer templates")
        ], sources: configSources, files: 1)
      throw ExitCode(ExitStatus.themeErrors)
    }
    let folder = out ?? config?.out ?? "build/chamfer"
    // One publisher per output folder, in the order they are first written to; two
    // spellings of one folder (`build/`, `./build`, a link to it) share one, so one
    // manifest lists everything Chamfer writes there. Files stream into the publishers'
    // staging folders as they render, so no file is ever whole in memory; nothing is
    // visible until every folder is staged.
    var publishers: [Disk.Publisher] = []
    defer { publishers.forEach { $0.abandon() } }
    var publisherIndex: [String: Int] = [:]
    // A folder the config names (`out:`, its default beside the config, `outputs.*.path`),
    // rather than --out, must stay inside the project.
    func publisher(for root: String, namedAt location: FileLocation?) -> Disk.Publisher {
      let candidate = Disk.Publisher(into: root)
      if let known = publisherIndex[candidate.resolvedRoot] { return publishers[known] }
      if root != out, config != nil {
        candidate.namedBy = projectRoot
        candidate.namedAt = location
      }
      candidate.adopts = force
      publisherIndex[candidate.resolvedRoot] = publishers.count
      publishers.append(candidate)
      return candidate
    }
    func publisher(for root: String) -> Disk.Publisher { publisher(for: root, namedAt: config?.outLocation) }
    // Where every file goes, checked before anything is written: each path a plain
    // relative path, no two files at one place, and no file over an input. Places are
    // compared ignoring case, as a file system that ignores it would make `dark/` and
    // `Dark/` one folder.
    var problems: [Diagnostic] = []
    var claimed: [String: (writer: String, shown: String, theme: String?)] = [:]
    // Two themes meet in every file they write: reported once.
    var meeting: Set<[String]> = []
    let readPaths = Set(inputs.keys.map(Disk.resolvedPath))
    /// `theme`: the theme of several whose file this is, named in messages.
    func claim(_ path: String, in publisher: Disk.Publisher, by target: String?, theme: String? = nil, at location: FileLocation?) {
      let key = publisher.resolvedRoot + "/" + path
      let shown = "\(publisher.folder)/\(path)"
      let writer =
        target.map { "the \($0) target" + (theme.map { " of the theme '\($0)'" } ?? "") } ?? "the resolver over every theme"
      if readPaths.contains(key) {
        problems.append(
          Diagnostic(
            "output/overwrites-input", .error, "\(writer) would write '\(shown)', which is one of this build's inputs",
            at: location, hint: "write the output into a folder of its own (--out, or outputs.<target>.path)"))
      } else if let other = claimed[key.lowercased()] {
        let message =
          other.shown == shown
          ? "\(writer) and \(other.writer) would both write '\(shown)'"
          : "\(writer) would write '\(shown)' and \(other.writer) '\(other.shown)', one file where file names ignore case"
        // Two themes' folders meet when their names differ only in case.
        let themes = theme != nil && other.theme != nil && other.theme != theme
        if themes, !meeting.insert([other.theme!, theme!]).inserted { return }
        problems.append(
          Diagnostic(
            "output/same-file-twice", .error, message,
            at: themes ? config?.themeLocations[theme!] ?? location : location,
            hint: themes
              ? "give the themes names that differ in more than case"
              : "give each target a folder of its own in outputs.<target>.path"))
      } else {
        claimed[key.lowercased()] = (writer, shown, theme)
      }
    }
    var plans: [[(publisher: Disk.Publisher, prefix: String)]] = []
    for (name, theme) in themes {
      plans.append(
        targets.map { target in
          let (root, prefix) = Self.place(of: target.id, theme: name, in: folder, config: config)
          let place = publisher(for: root, namedAt: config?.outputLocations[target.id] ?? config?.outLocation)
          for file in target.outputFiles(for: theme) {
            let path = prefix + file.path
            let template = FileLocation(file: file.template, line: 1, column: 1)
            if let problem = OutputPath.problem(path) {
              problems.append(
                Diagnostic(
                  "output/invalid-path", .error, "the template would write '\(path)', which \(problem)", at: template,
                  hint: "name template files with plain names: no control characters, '\\', '.' or '..' segments, "
                    + "and keep a theme's name short enough for names of \(Limits.fileNameBytes) bytes"))
              continue
            }
            claim(
              path, in: place, by: target.id, theme: themes.count > 1 ? name : nil,
              at: config?.outputLocations[target.id] ?? template)
          }
          return (place, prefix)
        })
    }
    let resolver = Self.writesResolver(themes: themes.count, targets: targets.map(\.id), config: config)
    if resolver { claim("themes.resolver.json", in: publisher(for: folder), by: nil, at: nil) }
    spareOthers(
      in: folder, config: config, built: stacks.map(\.name), targets: wanted, available: available,
      writesResolver: resolver
    ) { publisherIndex[Disk.resolvedPath($0)].map { publishers[$0] } }
    guard problems.isEmpty else {
      console.report(problems, sources: [:], files: 0)
      throw ExitCode(ExitStatus.themeErrors)
    }
    func cannotWrite(_ root: String, _ error: any Error) -> ExitCode {
      console.error("cannot write to '\(root)': \(error)")
      return ExitCode(ExitStatus.cannotWrite)
    }
    // Every folder is locked before the first file is staged, always in the same order,
    // so two builds sharing folders never wait for each other in a circle.
    for publisher in publishers.sorted(by: { $0.resolvedRoot < $1.resolvedRoot }) {
      do {
        try publisher.lock(wait: !noWait, console: console)
      } catch let refused as Disk.Refused {
        throw Self.report(refused, console: console, sources: configSources)
      } catch let busy as Disk.FolderLock.Busy {
        console.report([busy.diagnostic], sources: [:], files: 0)
        throw ExitCode(ExitStatus.cannotWrite)
      } catch {
        throw cannotWrite(publisher.folder, error)
      }
    }
    // Every file of every theme draws on one budget of bytes and of rendering.
    let budget = OutputBudget.build(bytes: config?.outputBytes ?? Limits.outputBytes, shapes: shapes, themes: themes.count)
    for (((_, theme), prepared), places) in zip(zip(themes, prepared), plans) {
      do {
        try OutputTarget.stream(
          targets, theme: theme, params: { config?.outputs[$0]?.params ?? [:] }, prepared: prepared, budget: budget,
          open: { index, path in places[index].publisher.writer(for: places[index].prefix + path) }
        ) { index, files in
          for file in files {
            do { try places[index].publisher.add(file) } catch { throw cannotWrite(places[index].publisher.folder, error) }
          }
        }
      } catch let error as TemplateError {
        throw Self.report(error, console: console)
      }
    }
    if resolver {
      let resolver = Self.resolver(themes.compactMap { theme in theme.name.map { ($0, theme.theme) } })
      do { try publisher(for: folder).add("themes.resolver.json", resolver) } catch { throw cannotWrite(folder, error) }
    }
    TestHooks.pause(at: "publish")
    // Every folder checks all its destinations before any file moves; a rename that
    // fails then puts back every folder already changed, so the output is wholly old or
    // wholly new.
    for publisher in publishers {
      do {
        try publisher.prepare(clean: clean)
      } catch let refused as Disk.Refused {
        throw Self.report(refused, console: console, sources: configSources)
      } catch {
        throw cannotWrite(publisher.folder, error)
      }
    }
    var renamed = 0
    for (index, publisher) in publishers.enumerated() {
      do {
        try publisher.commit(renamed: &renamed)
      } catch {
        publishers[..<index].reversed().forEach { $0.undo() }
        throw cannotWrite(publisher.folder, error)
      }
    }
    for publisher in publishers {
      let root = publisher.folder
      let done = publisher.complete()
      console.output("wrote \(done.written) file\(done.written == 1 ? "" : "s") to \(root) (\(done.unchanged) unchanged)\n")
      for path in done.removed { console.output("removed \(root)/\(path), which no target writes any more\n") }
      if !done.stale.isEmpty, !clean {
        console.warning(
          "\(done.stale.count) file\(done.stale.count == 1 ? "" : "s") from an earlier build no target writes any more (build --clean removes them): "
            + done.stale.map { "\(root)/\($0)" }.joined(separator: ", "))
      }
      if !done.warnings.isEmpty { console.report(done.warnings, sources: [:], files: 1) }
    }
  }

  /// What `--strict` says when warnings alone fail the run.
  static func strictFailure(warnings: Int) -> String {
    "failing because of \(warnings) warning\(warnings == 1 ? "" : "s") (--strict)"
  }

  /// A build of some of the config's themes or targets (`--theme`, `--target`) leaves
  /// the others' files alone: they are not stale, and `--clean` keeps them. Marks in each
  /// publisher the places that a build of every theme and target writes and this one
  /// does not; `folder` is the shared output folder, and `publisher` gives the publisher
  /// of a folder this build writes into.
  private func spareOthers(
    in folder: String, config: ChamferConfig?, built: [String?], targets: [String], available: [String],
    writesResolver: Bool, publisher: (String) -> Disk.Publisher?
  ) {
    guard !input.theme.isEmpty || !target.isEmpty else { return }
    let names: [String?] = input.themes.isEmpty ? (config?.themes.map(\.name) ?? []) : []
    let allNames = names.isEmpty ? [nil] : names
    let allTargets = config?.targets ?? available
    for name in allNames {
      for id in allTargets where !(built.contains(name) && targets.contains(id)) {
        let (root, prefix) = Self.place(of: id, theme: name, in: folder, config: config)
        publisher(root)?.spared.append(prefix)
      }
    }
    if !writesResolver, Self.writesResolver(themes: allNames.count, targets: allTargets, config: config) {
      publisher(folder)?.spared.append("themes.resolver.json")
    }
  }

  /// Where target `id` writes theme `theme`'s files: the folder, and the path inside it.
  /// A target's own folder (`outputs.<id>.path`) holds its files directly; the shared one
  /// holds a folder per target; several themes each get a folder inside either.
  static func place(of id: String, theme: String?, in folder: String, config: ChamferConfig?) -> (
    folder: String, prefix: String
  ) {
    let custom = config?.outputs[id]?.path
    return (custom ?? folder, (theme.map { "\($0)/" } ?? "") + (custom == nil ? "\(id)/" : ""))
  }

  /// Whether a build writes the DTCG resolver over every theme: for several themes, with
  /// the dtcg target in the shared folder.
  static func writesResolver(themes: Int, targets: [String], config: ChamferConfig?) -> Bool {
    themes > 1 && targets.contains("dtcg") && config?.outputs["dtcg"]?.path == nil
  }

  /// Why the folder of extra targets cannot be used, or nil: it must be a folder that
  /// can be read, and inside `root` when the config names it. `location` is where the
  /// config names it, if it does.
  static func templateFolderProblem(_ folder: String, at location: FileLocation?, root: ProjectRoot?) -> Diagnostic? {
    let option = location == nil ? "--templates" : "'templates'"
    if let root, !root.contains(ProjectRoot.identity(folder)) {
      return Diagnostic(
        "templates/outside-root", .error,
        "the templates folder '\(folder)' is outside the project root '\(root.path)'", at: location,
        hint: "keep the config's templates inside the project; --templates on the command line may name any folder")
    }
    guard FileText.exists(folder) else {
      return Diagnostic(
        "templates/not-found", .error, "the templates folder '\(folder)' does not exist", at: location,
        hint: "\(option) names a folder holding one folder of templates per target, such as my-templates/swift/")
    }
    guard FileText.isFolder(folder) else {
      return Diagnostic(
        "templates/not-a-folder", .error, "the templates folder '\(folder)' is a file, not a folder", at: location,
        hint: "\(option) names a folder holding one folder of templates per target, such as my-templates/swift/")
    }
    guard FileText.isReadable(folder) else {
      return Diagnostic(
        "templates/unreadable", .error, "the templates folder '\(folder)' cannot be read", at: location,
        hint: "check its permissions")
    }
    return nil
  }

  /// Reports writing a rule forbids, found before anything was written, and the exit
  /// status: the inputs asked for it, so it is bad input rather than a failing disk.
  static func report(_ refused: Disk.Refused, console: Console, sources: [String: String]) -> ExitCode {
    console.report(refused.diagnostics, sources: sources, files: 1)
    return ExitCode(ExitStatus.themeErrors)
  }

  /// Reports a mistake in a target's templates like one in a theme, and the exit status.
  static func report(_ error: TemplateError, console: Console) -> ExitCode {
    guard let diagnostic = error.diagnostic else {
      console.error("\(error)")
      return ExitCode(ExitStatus.themeErrors)
    }
    console.report([diagnostic], sources: [error.file: error.source ?? ""], files: 1)
    return ExitCode(ExitStatus.themeErrors)
  }

  /// `--output-file`: the one file of the one target, written only when it changed.
  func writeSingle(
    _ themes: [(name: String?, theme: ResolvedTheme)], targets: [OutputTarget], to path: String,
    config: ChamferConfig?, console: Console
  ) throws {
    guard themes.count == 1, let target = targets.first else {
      throw console.usageError("--output-file writes one theme; pick one with --theme")
    }
    let files: [GeneratedFile]
    do {
      files = try target.renderedFiles(themes[0].theme, params: config?.outputs[target.id]?.params ?? [:])
    } catch let error as TemplateError {
      throw Self.report(error, console: console)
    }
    guard files.count == 1 else {
      throw console.usageError("the \(target.id) target writes \(files.count) files; --output-file takes a target that writes one")
    }
    do {
      let done = try Disk.write([(path, files[0].contents)])
      console.output(done.written == 1 ? "wrote \(path)\n" : "\(path) is unchanged\n")
    } catch {
      console.error("cannot write '\(path)': \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    }
  }

  /// A DTCG resolver over every theme of a multi-theme build: one modifier, `theme`,
  /// whose contexts are the themes, each the tokens file its dtcg target wrote.
  static func resolver(_ themes: [(name: String, theme: ResolvedTheme)]) -> String {
    let contexts = themes.map { name, theme -> (String, JSONValue) in
      let file = "\(name)/dtcg/\(Names.kebab(theme.name)).tokens.json"
      return (name, .array([.object([("$ref", .string(file))])]))
    }
    let document = JSONValue.object([
      ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
      ("name", .string("Chamfer themes")),
      ("version", .string("2025.10")),
      ("description", .string("Every theme this build wrote, one context each. Generated by Chamfer; do not edit.")),
      (
        "modifiers",
        .object([
          ("theme", .object([("contexts", .object(contexts)), ("default", .string(themes[0].name))]))
        ])
      ),
      ("resolutionOrder", .array([.object([("$ref", .string("#/modifiers/theme"))])])),
    ])
    return document.serialized()
  }
}

/// Work started on another thread that is waited for later, such as reading the
/// target folders while the themes are checked: `wait()` returns what `work` returned,
/// or throws what it threw, once it is done.
final class Background<Value>: Sendable {
  private let result = Pending<Result<Value, any Error>>()

  init(_ work: @escaping @Sendable () throws -> Value) {
    let result = self.result
    DispatchQueue.global().async { result.fill(Result { try work() }) }
  }

  func wait() throws -> Value { try result.wait().get() }
}
