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

  @Option(
    name: .shortAndLong,
    help: "Write the theme here instead of standard output (a folder for a Tokens Studio $themes.json).")
  var output: String?

  /// Tokens Studio's `$themes.json`: one Chamfer theme per combination of themes.
  func importThemes(_ text: String, console: Console) throws {
    guard let output else {
      throw console.usageError("a $themes.json gives one theme per combination; pass -o FOLDER")
    }
    var importer = DTCGImporter(file: file)
    let themes = importer.themes(fromThemesFile: text, provider: { Disk.readIfPresent($0) })
    console.report(importer.diagnostics, sources: [file: text], files: 1, format: "text")
    guard !importer.diagnostics.hasErrors, !themes.isEmpty else { throw ExitCode(ExitStatus.themeErrors) }
    do {
      let done = try Disk.publish(themes.map { (path: "\($0.name).yaml", contents: $0.theme) }, into: output, clean: false)
      console.output("wrote \(done.written) theme\(done.written == 1 ? "" : "s") to \(output) (\(done.unchanged) unchanged)\n")
    } catch {
      console.error("cannot write to '\(output)': \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    }
  }

  func run() throws {
    let console = Console()
    let text = try Disk.read(file, console: console)
    if file.hasSuffix("$themes.json") { return try importThemes(text, console: console) }
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
