import ArgumentParser
import ChamferEmitters
import ChamferKit
import Foundation

/// `chamfer lint`: report every problem and write nothing.
struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check a theme and report every problem; writes nothing.",
    discussion: """
      Exits 1 when there are errors, or warnings under --strict. --write-baseline FILE records \
      today's warnings and notes by rule, shape and message (not line), and --baseline FILE \
      then reports only the ones it does not hold; writing it again drops those fixed since.
      """)

  @OptionGroup var input: InputOptions
  @OptionGroup var report: ReportOptions

  @Option(
    help: ArgumentHelp(
      "How to print the diagnostics.", valueName: DiagnosticReporters.all.map { $0.id }.joined(separator: "|")))
  var format = "text"

  @Flag(help: "Fail on warnings too.")
  var strict = false

  @Option(help: ArgumentHelp("Report only warnings and notes this baseline does not hold (see --write-baseline).", valueName: "FILE"))
  var baseline: String?

  @Option(help: ArgumentHelp("Write today's warnings and notes to FILE as the baseline, for --baseline.", valueName: "FILE"))
  var writeBaseline: String?

  func validate() throws {
    guard DiagnosticReporters.named(format) != nil else {
      throw ValidationError(
        "unknown format '\(format)'; use \(DiagnosticReporters.all.map { $0.id }.joined(separator: " or "))")
    }
  }

  func run() throws {
    // The last theme checked is freed with the process rather than object by object.
    var last: [Any] = []
    do { try lint(last: &last) } catch { Self.exit(keeping: last, error) }
    Self.exit(keeping: last)
  }

  private func lint(last: inout [Any]) throws {
    let console = Console(format: format, report: report)
    let accepted = try baseline.map { try Self.readBaseline($0, console: console) }
    let (config, configSources) = try input.loadConfig(console: console)
    // Every theme of the config; a layer several themes share reports its problems once.
    var diagnostics: [Diagnostic] = []
    // The ones already kept, so a theme's thousands are not each looked for in the list.
    var kept: Set<Diagnostic> = []
    var sources: [String: String] = [:]
    // Each finding's shape, for a baseline.
    var shapes: [Diagnostic: String] = [:]
    // The identifiers of the bundled targets the config builds, or of all of them, are
    // checked as a build checks them; a target the config's templates replace is not.
    let folders = (try? OutputTarget.folders(overrides: config?.templates.map { URL(fileURLWithPath: $0) })) ?? []
    let written = OutputTarget.bundledIDs(folders).filter { config?.targets?.contains($0) ?? true }
    let stacks = try input.stacks(console: console, config: config)
    var layerBudget = LayerBudget(
      stacks: stacks, config: config, configFile: input.configInUse == nil ? nil : configSources.keys.first)
    if let problem = layerBudget.checkSizes(files: try input.projectRoot(firstInput: stacks.first?.layers.first)) {
      console.report([problem], sources: configSources, files: 1)
      throw ExitCode(ExitStatus.themeErrors)
    }
    for (index, stack) in stacks.enumerated() {
      let result = try input.check(layers: stack.layers, console: console, config: config, identifiersOf: written)
      if let problem = layerBudget.spend(result.sources, theme: index) {
        console.report([problem], sources: configSources, files: 1)
        throw ExitCode(ExitStatus.themeErrors)
      }
      let found = result.diagnostics.filter { kept.insert($0).inserted }
      diagnostics += found
      if accepted != nil || writeBaseline != nil, let document = result.document {
        let entries = ThemeEntries(document)
        for finding in found where finding.severity != .error { shapes[finding] = entries.shapePath(of: finding.location) }
      }
      sources.merge(result.sources) { current, _ in current }
      // The theme before goes now, so memory holds one theme at a time.
      last = [result]
    }
    diagnostics = diagnostics.sortedByLocation()
    let shape = { (finding: Diagnostic) in shapes[finding] ?? finding.location?.file ?? "" }
    if let writeBaseline {
      let made = Baseline(diagnostics, shape: shape)
      try console.write(made.text, to: writeBaseline, notOver: Array(sources.keys) + Array(configSources.keys))
      let count = made.entries.reduce(0) { $0 + $1.count }
      console.remark("wrote \(count) finding\(count == 1 ? "" : "s") to \(writeBaseline)")
    }
    if let accepted { diagnostics = accepted.newFindings(diagnostics, shape: shape) }
    console.report(diagnostics, sources: sources, files: sources.count)
    if format == "text", diagnostics.isEmpty, !report.quiet {
      console.output(DiagnosticSummary.line(for: [], files: sources.count) + "\n")
    }
    if diagnostics.hasErrors { throw ExitCode(ExitStatus.themeErrors) }
    let warnings = diagnostics.warningCount
    if strict, warnings > 0 {
      console.error(Build.strictFailure(warnings: warnings))
      throw ExitCode(ExitStatus.themeErrors)
    }
  }

  /// The baseline at `path`; a file that is none is one error.
  static func readBaseline(_ path: String, console: Console) throws -> Baseline {
    let text = try Disk.read(path, console: console)
    guard let baseline = Baseline(text: text) else {
      console.report(
        [
          Diagnostic(
            Baseline.invalid, .error, "'\(path)' is not a baseline chamfer wrote", at: FileLocation(file: path, line: 1, column: 1),
            hint: "write one with 'chamfer lint --write-baseline \(Shell.quoted(path))'")
        ], sources: [:], files: 1)
      throw ExitCode(ExitStatus.themeErrors)
    }
    return baseline
  }
}
