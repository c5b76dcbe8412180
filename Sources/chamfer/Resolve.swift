import ArgumentParser
import ChamferKit

/// `chamfer resolve --json`: print the resolved theme.
struct Resolve: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the resolved theme as JSON (docs/format.md).")

  @OptionGroup var input: InputOptions

  @Flag(help: "Print JSON (the only format for now).")
  var json = false

  @Flag(help: "Give every corner a 'source' naming where each field was set.")
  var provenance = false

  func validate() throws {
    guard json else { throw ValidationError("pass --json; the resolved theme is printed as JSON") }
  }

  func run() throws {
    let console = Console()
    let (config, _) = try input.loadConfig(console: console)
    let result = try input.check(console: console, config: config, provenance: provenance)
    console.report(result.diagnostics, sources: result.sources, files: result.sources.count, format: "text")
    guard let theme = result.theme else { throw ExitCode(ExitStatus.themeErrors) }
    console.output(theme.json(provenance: provenance).serialized())
  }
}
