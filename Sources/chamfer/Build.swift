import ArgumentParser
import ChamferEmitters
import ChamferKit
import Foundation

/// `chamfer build`: check the themes and write every target.
struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Resolve a theme and write the code of every target.",
    discussion: """
      With no theme and no --config, reads chamfer.yml in the current folder. Each target \
      writes into OUT/<target>/ (or the config's outputs.<target>.path); a config with \
      'themes' writes each theme into OUT/<theme>/<target>/. Nothing is written when any \
      theme has errors; files whose contents did not change are left untouched; changed \
      files are staged and moved into place together. OUT/.chamfer-manifest lists what \
      Chamfer wrote, so files it no longer writes are reported (and removed with --clean) \
      and others never touched. --watch builds again whenever a theme, a file it extends, \
      the config or a template changes, until Ctrl-C.
      """)

  @OptionGroup var input: InputOptions

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

  @Option(
    name: .long,
    help: "Write the one file of the one --target to exactly this path, for build tools (no folder, no manifest).")
  var outputFile: String?

  func validate() throws {
    guard outputFile != nil else { return }
    guard target.count == 1 else { throw ValidationError("--output-file needs exactly one --target") }
    guard out == nil, !clean else { throw ValidationError("--output-file writes one file; --out and --clean do not apply") }
  }

  func run() throws {
    let console = Console()
    guard watch else {
      var inputs: Set<String> = []
      return try build(console: console, inputs: &inputs)
    }
    Watcher.run(console: console) { inputs in try build(console: console, inputs: &inputs) }
  }

  /// One build. `inputs` collects every file it read (config, layers, the files they
  /// extend, templates), even when the build fails, for `--watch`.
  func build(console: Console, inputs: inout Set<String>) throws {
    let (config, configSources) = try input.loadConfig(console: console)
    inputs.formUnion(configSources.keys)
    let stacks = try input.stacks(console: console, config: config)
    inputs.formUnion(stacks.flatMap(\.layers))

    let templateFolder = templates ?? config?.templates
    if let templateFolder { inputs.formUnion([templateFolder] + Watcher.files(under: templateFolder)) }
    let folders: [URL]
    do {
      folders = try OutputTarget.folders(overrides: templateFolder.map { URL(fileURLWithPath: $0) })
    } catch {
      console.error("cannot read templates: \(error)")
      throw ExitCode(ExitStatus.missingInput)
    }
    let available = folders.map(\.lastPathComponent)
    let wanted = target.isEmpty ? (config?.targets ?? available) : target
    for id in wanted where !available.contains(id) {
      let suggestion = Spelling.suggestion(for: id, among: available).map { "; did you mean '\($0)'?" } ?? ""
      throw console.usageError("unknown target '\(id)'\(suggestion) (available: \(available.joined(separator: ", ")))")
    }
    // The templates are read on other threads while the themes are checked here.
    let chosen = folders.filter { wanted.contains($0.lastPathComponent) }
    let templates = Background { try OutputTarget.load(chosen) }

    // Every theme is checked before anything is written; a layer several themes share
    // reports its problems once.
    var diagnostics: [Diagnostic] = []
    var sources: [String: String] = [:]
    var themes: [(name: String?, theme: ResolvedTheme)] = []
    // Each theme's template contexts, made while its lint rules run.
    var prepared: [PreparedContexts?] = []
    let params = wanted.map { config?.outputs[$0]?.params ?? [:] }
    var failed = false
    // What this build made, handed to `KeptUntilExit` at the end.
    var keep: [Any] = []
    defer { KeptUntilExit.build = keep + [themes, prepared] }
    for stack in stacks {
      let made = Slots<PreparedContexts>(count: 1)
      var prepare: (@Sendable (ResolvedTheme) -> Void)?
      if outputFile == nil { prepare = { theme in made.store(PreparedContexts(theme: theme, params: params), at: 0) } }
      let result = try input.check(
        layers: stack.layers, console: console, config: config, targets: target.isEmpty ? nil : target,
        whileLinting: prepare)
      inputs.formUnion(result.sources.keys)
      diagnostics += result.diagnostics.filter { !diagnostics.contains($0) }
      sources.merge(result.sources) { current, _ in current }
      if let theme = result.theme {
        themes.append((stack.name, theme))
        prepared.append(made.values[0])
      } else {
        failed = true
      }
      keep.append(result)
    }
    diagnostics = diagnostics.sortedByLocation()
    guard !failed, !(strict && diagnostics.contains { $0.severity == .warning }) else {
      console.report(diagnostics, sources: sources, files: sources.count, format: "text")
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
      if let template = error as? TemplateError, let diagnostic = template.diagnostic {
        console.report([diagnostic], sources: [template.file: template.source ?? ""], files: 1, format: "text")
        throw ExitCode(ExitStatus.themeErrors)
      }
      console.error("cannot read templates: \(error)")
      throw ExitCode(ExitStatus.missingInput)
    }
    if let outputFile {
      return try writeSingle(themes, targets: targets, to: outputFile, config: config, console: console)
    }
    let folder = out ?? config?.out ?? "build/chamfer"
    // One publisher per output folder, in the order they are first written to. Files
    // stream into the publishers' staging folders as they render, so no file is ever
    // whole in memory; nothing is visible until every folder is staged.
    var publishers: [Disk.Publisher] = []
    defer { publishers.forEach { $0.abandon() } }
    func publisher(for root: String) -> Disk.Publisher {
      if let known = publishers.first(where: { $0.folder == root }) { return known }
      publishers.append(Disk.Publisher(into: root))
      return publishers[publishers.count - 1]
    }
    func cannotWrite(_ root: String, _ error: any Error) -> ExitCode {
      console.error("cannot write to '\(root)': \(error)")
      return ExitCode(ExitStatus.cannotWrite)
    }
    for ((name, theme), prepared) in zip(themes, prepared) {
      // A target's own folder holds its files directly; the shared one holds a folder
      // per target; several themes each get a folder inside either.
      let places = try targets.map { target -> (publisher: Disk.Publisher, prefix: String) in
        let custom = config?.outputs[target.id]?.path
        let root = custom ?? folder
        let prefix = (name.map { "\($0)/" } ?? "") + (custom == nil ? "\(target.id)/" : "")
        for path in target.outputPaths(for: theme) {
          do { try Disk.Publisher.check(prefix + path) } catch { throw cannotWrite(root, error) }
        }
        return (publisher(for: root), prefix)
      }
      try OutputTarget.stream(
        targets, theme: theme, params: { config?.outputs[$0]?.params ?? [:] }, prepared: prepared,
        open: { index, path in places[index].publisher.writer(for: places[index].prefix + path) }
      ) { index, files in
        for file in files {
          do { try places[index].publisher.add(file) } catch { throw cannotWrite(places[index].publisher.folder, error) }
        }
      }
    }
    if themes.count > 1, targets.contains(where: { $0.id == "dtcg" }), config?.outputs["dtcg"]?.path == nil {
      let resolver = Self.resolver(themes.compactMap { theme in theme.name.map { ($0, theme.theme) } })
      do { try publisher(for: folder).add("themes.resolver.json", resolver) } catch { throw cannotWrite(folder, error) }
    }
    for publisher in publishers {
      let root = publisher.folder
      do {
        let done = try publisher.finish(clean: clean)
        console.output("wrote \(done.written) file\(done.written == 1 ? "" : "s") to \(root) (\(done.unchanged) unchanged)\n")
        for path in done.removed { console.output("removed \(root)/\(path), which no target writes any more\n") }
        if !done.stale.isEmpty, !clean {
          console.warning(
            "\(done.stale.count) file\(done.stale.count == 1 ? "" : "s") from an earlier build no target writes any more (build --clean removes them): "
              + done.stale.map { "\(root)/\($0)" }.joined(separator: ", "))
        }
      } catch {
        console.error("cannot write to '\(root)': \(error)")
        throw ExitCode(ExitStatus.cannotWrite)
      }
    }
  }

  /// `--output-file`: the one file of the one target, written only when it changed.
  func writeSingle(
    _ themes: [(name: String?, theme: ResolvedTheme)], targets: [OutputTarget], to path: String,
    config: ChamferConfig?, console: Console
  ) throws {
    guard themes.count == 1, let target = targets.first else {
      throw console.usageError("--output-file writes one theme; pick one with --theme")
    }
    let files = target.render(themes[0].theme, params: config?.outputs[target.id]?.params ?? [:])
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

/// The last build's themes, in every form: a large theme's documents, resolved values
/// and template contexts take a tenth of the build to free object by object, and the
/// process ends right after, which frees them all at once. A build under `--watch`
/// replaces the previous one's, which then goes.
enum KeptUntilExit {
  nonisolated(unsafe) static var build: [Any] = []
}

/// Work started on another thread that is waited for later, such as reading the
/// target folders while the themes are checked: `wait()` returns what `work` returned,
/// or throws what it threw, once it is done.
final class Background<Value>: @unchecked Sendable {
  // Unchecked: `result` is written once, before `done` is signalled, and read after.
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<Value, any Error>?

  init(_ work: @escaping @Sendable () throws -> Value) {
    DispatchQueue.global().async {
      self.result = Result { try work() }
      self.done.signal()
    }
  }

  func wait() throws -> Value {
    done.wait()
    done.signal()
    return try result!.get()
  }
}
