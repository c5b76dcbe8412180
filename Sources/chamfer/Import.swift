import ArgumentParser
import ChamferKit
import Foundation

/// `chamfer import FILE`: a Chamfer theme from a DTCG token file.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write a Chamfer theme (YAML) from a DTCG, Style Dictionary or Tokens Studio file.",
    discussion: """
      Chamfer's own dtcg export comes back whole: families, curves, smoothing and per-corner \
      values. In any other file every radius token becomes a scale metric named after its \
      path, aliases and token math followed; radii of 999px (62.5rem) or more become 'full'. \
      Tokens of other types are skipped and counted. JSON5 is read too.
      """)

  @Argument(help: "The token file (JSON or JSON5).")
  var file: String

  @Option(name: .long, help: "The theme's name when the file does not carry one.")
  var name = "Imported"

  @Option(name: .shortAndLong, help: "Write the theme here instead of standard output.")
  var output: String?

  func run() throws {
    let console = Console()
    let text = try Disk.read(file, console: console)
    var importer = DTCGImporter(file: file)
    let theme = importer.theme(from: text, name: name, provider: { Disk.readIfPresent($0) })
    console.report(importer.diagnostics, sources: [file: text], files: 1, format: "text")
    guard let theme, !importer.diagnostics.hasErrors else { throw ExitCode(ExitStatus.themeErrors) }
    if importer.skipped > 0 {
      console.warning("skipped \(importer.skipped) token\(importer.skipped == 1 ? "" : "s") that are not radii")
    }
    try console.write(theme, to: output)
  }
}
