import ArgumentParser
import ChamferKit

/// `chamfer lint`: report every problem and write nothing.
struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check a theme and report every problem; writes nothing.",
    discussion: "Exits 1 when there are errors, or warnings under --strict.")

  @OptionGroup var input: InputOptions

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
    let console = Console()
    let (config, _) = try input.loadConfig(console: console)
    let result = try input.check(console: console, config: config)
    console.report(result.diagnostics, sources: result.sources, files: result.sources.count, format: format)
    if format == "text", result.diagnostics.isEmpty {
      console.output(DiagnosticSummary.line(for: [], files: result.sources.count) + "\n")
    }
    let failing = result.diagnostics.contains {
      $0.severity == .error || (strict && $0.severity == .warning)
    }
    if failing { throw ExitCode(ExitStatus.themeErrors) }
  }
}
