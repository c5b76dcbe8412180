import ArgumentParser
import ChamferEmitters
import ChamferKit
import Foundation

/// `chamfer preview`: a page that draws every shape of a theme, for review.
struct Preview: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Write an HTML page (and an SVG per shape) that draws every shape of a theme.",
    discussion: """
      The page draws from Chamfer's geometry: every metric, category, component and \
      variant with its corners, painted with its fill, border and shadows; each arrow on \
      every edge; toggles between circular and continuous curves and between convex and \
      concave surfaces; metrics on chosen corners, two metrics morphing, variants turning \
      into each other, and a capsule and a circle resizing with their content insets. The \
      Platforms switch draws each shape as the css target (in the browser), Android, \
      Compose and Flutter draw it, with each difference and the lint rule that reports it, \
      and a handle to resize it.
      """)

  @OptionGroup var input: InputOptions
  @OptionGroup var report: ReportOptions

  @Option(name: .long, help: "The folder to write into.")
  var out = "build/chamfer-preview"

  func run() throws {
    let console = Console(report: report)
    let (config, configSources) = try input.loadConfig(console: console)
    // The page draws every shape as an SVG of its own: a theme of too many is refused
    // before any is resolved.
    let (theme, read) = try input.resolvedThemeAndInputs(
      console: console, config: config, shapeLimit: .preview, reportingAll: true)
    let files: [GeneratedFile]
    do {
      files = try PreviewPage.render(theme)
    } catch {
      console.error("cannot read the preview template: \(error)")
      throw ExitCode(ExitStatus.missingInput)
    }
    try console.refuseOverwriting(Array(configSources.keys) + read, with: files.map(\.path), in: out)
    // An SVG is named after its shape: a name too long for a file is the theme's mistake.
    let place = FileLocation(file: input.themes.last ?? input.configInUse ?? "chamfer.yml", line: 1, column: 1)
    let problems = files.compactMap { file in
      OutputPath.problem(file.path).map {
        Diagnostic(
          "output/invalid-path", .error, "the preview would write '\(file.path)', which \($0)", at: place,
          hint: "shorten the name of the shape it draws")
      }
    }
    guard problems.isEmpty else {
      console.report(problems, sources: [:], files: 1, format: "text")
      throw ExitCode(ExitStatus.themeErrors)
    }
    do {
      // Never clean: the folder may hold anything, and the preview removes nothing.
      let done = try Disk.publish(
        files.map { (path: $0.path, contents: $0.contents) }, into: out, clean: false, console: console)
      console.output("wrote \(done.written) file\(done.written == 1 ? "" : "s") to \(out) (\(done.unchanged) unchanged); open \(out)/index.html\n")
    } catch {
      console.error("cannot write to '\(out)': \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    }
  }
}
