import ArgumentParser
import ChamferKit
import Foundation

extension TokenImporter.Format: ExpressibleByArgument {}
extension TokenImporter.UnitlessUnit: ExpressibleByArgument {}

/// `chamfer import FILE...`: a Chamfer theme from the token files a team already keeps.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write a Chamfer theme (YAML) from DTCG, Style Dictionary, Tokens Studio or Theo files.",
    discussion: """
      Chamfer's own dtcg export comes back whole: families, curves, smoothing and per-corner \
      values. In any other file every radius token becomes a scale metric named after its \
      path (or goes where --mapping says), aliases and token math followed. Radii of 999px \
      (62.5rem) or more, 50% or more, a multiplier of 0.5 or more, and radii of 48px or \
      more named pill, full, round, circle or capsule become 'full'. Token math is worked \
      out as Tokens Studio does (+ - * /, min, max, roundTo, round, ceil, floor, abs), and \
      two to four sizes separated by spaces are corners in CSS border-radius order. Numbers \
      without a unit are px, or rem with --unitless rem. Tokens of other types are skipped \
      and counted. Several files are read as one, later ones winning, so aliases \
      may reach across them. JSON5 and DTCG in YAML are read too. A Tokens Studio \
      $themes.json or a DTCG resolver file gives one theme per combination of its themes \
      or modifier contexts.
      """)

  @Argument(help: "The token files (JSON, JSON5 or YAML), a $themes.json, or a DTCG .resolver.json.")
  var files: [String]

  @Option(name: .long, help: "The encoding: \(TokenImporter.Format.allCases.map(\.rawValue).joined(separator: ", ")).")
  var from = TokenImporter.Format.auto

  @Option(name: .long, help: "A YAML file saying which tokens become the scale, categories and components.")
  var mapping: String?

  @Option(name: .long, help: "Use this platform's overrides where a token has them (Fluent's 'platform').")
  var platform: String?

  @Option(name: .long, help: ArgumentHelp(ProjectRoot.help, valueName: "DIR"))
  var root: String?

  @Option(name: .long, help: "What a number without a unit means in the token files: px or rem.")
  var unitless = TokenImporter.UnitlessUnit.px

  @Flag(name: .long, help: "List each token left out of the theme, and why.")
  var verbose = false

  @OptionGroup var report: ReportOptions

  @Flag(name: .long, help: "Infer no components from token paths: every radius the mapping does not place is a metric.")
  var noInfer = false

  @Flag(name: .long, help: "Keep the namespace every radius token's path starts with ('acme' of acme.radius.sm) in names.")
  var keepPrefix = false

  @Option(name: .long, help: "The theme's name when the file does not carry one.")
  var name = "Imported"

  @Option(
    name: .shortAndLong,
    help: "Write the theme here instead of standard output (a folder when the input gives several themes).")
  var output: String?

  func run() throws {
    let console = Console(report: report)
    if let root, !ProjectRoot.isFolder(root) { throw ValidationError("--root '\(root)' is not a folder") }
    let provider = ProjectRoot.find(root: root, config: nil, firstInput: files.first).provider
    var sources: [String: String] = [:]
    for file in files { sources[file] = try Disk.read(file, console: console) }
    var importer = TokenImporter(file: files[0])
    importer.format = from
    importer.platform = platform
    importer.unitless = unitless
    importer.infers = !noInfer
    importer.keepsPrefix = keepPrefix
    importer.explains = verbose
    if let mapping {
      let text = try Disk.read(mapping, console: console)
      let (read, diagnostics) = ImportMapping.read(text, path: mapping)
      console.report(diagnostics, sources: [mapping: text], files: 1)
      guard let read else { throw ExitCode(ExitStatus.themeErrors) }
      importer.mapping = read
    }
    let first = files[0]
    let text = sources[first] ?? ""
    let several: [(name: String, theme: String)]?
    if files.count == 1, first.hasSuffix("$themes.json") {
      several = importer.themes(fromThemesFile: text, provider: provider)
    } else if files.count == 1, TokenImporter.isResolverFile(path: first, text: text) {
      several = importer.themes(fromResolver: text, provider: provider)
    } else {
      several = nil
    }
    if let several {
      console.report(importer.diagnostics, sources: sources, files: 1)
      guard !importer.diagnostics.hasErrors, !several.isEmpty else { throw ExitCode(ExitStatus.themeErrors) }
      if several.count == 1 { return try console.write(several[0].theme, to: output, notOver: inputs) }
      try write(several, console: console)
      return
    }
    let theme = importer.theme(
      fromFiles: files.map { ($0, sources[$0] ?? "") }, name: name, provider: provider)
    console.report(importer.diagnostics, sources: sources, files: files.count)
    guard let theme, !importer.diagnostics.hasErrors else { throw ExitCode(ExitStatus.themeErrors) }
    if verbose {
      for (path, place) in importer.placements { console.note("'\(path)' is the \(place)") }
      for token in importer.skippedTokens {
        console.note("skipped '\(token.path)'\(token.location.map { " (\($0))" } ?? ""): \(token.reason)")
      }
    }
    if importer.skipped > 0 {
      console.warning(
        "skipped \(importer.skipped) token\(importer.skipped == 1 ? " that is not a radius" : "s that are not radii")"
          + (verbose ? "" : " (--verbose lists them)"))
    }
    if importer.leftOutByMapping > 0 {
      console.warning(
        "left out \(importer.leftOutByMapping) radius token\(importer.leftOutByMapping == 1 ? "" : "s") by the mapping")
    }
    console.note("imported \(importer.imported.description)")
    try console.write(theme, to: output, notOver: inputs)
  }

  /// The files this import reads itself, which it never writes over.
  var inputs: [String] { files + (mapping.map { [$0] } ?? []) }

  /// Several themes, one file each, into the output folder.
  func write(_ themes: [(name: String, theme: String)], console: Console) throws {
    guard let output else {
      throw console.usageError("this file gives \(themes.count) themes, one per combination; pass -o FOLDER")
    }
    // A theme's name comes from the input and becomes a file name: it must be a plain one.
    let read = Set(inputs.map(Disk.resolvedPath))
    let problems = themes.compactMap { theme -> Diagnostic? in
      let path = "\(theme.name).yaml"
      if let problem = OutputPath.segmentProblem(path) {
        return Diagnostic(
          "output/invalid-path", .error, "the theme '\(theme.name)' would be written to '\(path)', which \(problem)",
          at: FileLocation(file: files[0], line: 1, column: 1),
          hint: "name the theme, context or modifier with letters, digits, '-' and '_'")
      }
      return read.contains(Disk.resolvedPath("\(output)/\(path)")) ? Disk.overwritesInput("\(output)/\(path)") : nil
    }
    guard problems.isEmpty else {
      console.report(problems, sources: [:], files: 0)
      throw ExitCode(ExitStatus.themeErrors)
    }
    do {
      let done = try Disk.publish(
        themes.map { (path: "\($0.name).yaml", contents: $0.theme) }, into: output, clean: false, console: console)
      console.output("wrote \(done.written) theme\(done.written == 1 ? "" : "s") to \(output) (\(done.unchanged) unchanged)\n")
      console.output(TokenImporter.themesBlock(themes.map(\.name), folder: output))
    } catch {
      console.error("cannot write to '\(output)': \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    }
  }
}
