import ArgumentParser
import ChamferEmitters
import ChamferKit
import Foundation

/// `chamfer lint`: report every problem and write nothing.
struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check a theme and report every problem; writes nothing.",
    discussion: "Exits 1 when there are errors, or warnings under --strict.")

  @OptionGroup var input: InputOptions
  @OptionGroup var report: ReportOptions

  @Option(
    help: ArgumentHelp(
      "How to print the diagnostics.", valueName: DiagnosticReporters.all.map { $0.id }.joined(separator: "|")))
  var format = "text"

  @Flag(help: "Fail on warnings too.")
  var strict = false

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
    let (config, configSources) = try input.loadConfig(console: console)
    // Every theme of the config; a layer several themes share reports its problems once.
    var diagnostics: [Diagnostic] = []
    // The ones already kept, so a theme's thousands are not each looked for in the list.
    var kept: Set<Diagnostic> = []
    var sources: [String: String] = [:]
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
      diagnostics += result.diagnostics.filter { kept.insert($0).inserted }
      sources.merge(result.sources) { current, _ in current }
      // The theme before goes now, so memory holds one theme at a time.
      last = [result]
    }
    diagnostics = diagnostics.sortedByLocation()
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
}
