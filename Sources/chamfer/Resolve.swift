import ArgumentParser
import ChamferKit

/// `chamfer resolve`: print the resolved theme as JSON.
struct Resolve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Print the resolved theme as JSON (docs/format.md).")

  @OptionGroup var input: InputOptions
  @OptionGroup var report: ReportOptions

  @Flag(help: "Print JSON, which is also what resolve prints without it.")
  var json = false

  @Flag(help: "Give every corner a 'source' naming where each field was set.")
  var provenance = false

  func run() throws {
    let console = Console(report: report)
    let (config, _) = try input.loadConfig(console: console)
    let result = try input.check(console: console, config: config, provenance: provenance)
    console.report(result.diagnostics, sources: result.sources, files: result.sources.count)
    guard let theme = result.theme else { throw ExitCode(ExitStatus.themeErrors) }
    console.output(theme.json(provenance: provenance).serialized())
  }
}
