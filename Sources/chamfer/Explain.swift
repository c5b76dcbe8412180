import ArgumentParser
import ChamferKit
import Foundation

/// `chamfer explain THEME button.pressed.topLeft`: how one value was reached.
struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Show how a corner was resolved, level by level, with file:line:column.",
    discussion: """
      PATH is component[.variant][.corner], scale.NAME[.corner] or categories.NAME[.corner], \
      for example button.pressed.topLeft. Without a corner, all four are shown.
      """)

  @Argument(help: "Theme layers (optional with chamfer.yml), then the PATH to explain.")
  var arguments: [String]

  @Option(name: .long, help: "A config file; defaults to chamfer.yml when no theme is given.")
  var config: String?

  @Option(name: .long, help: ArgumentHelp(ProjectRoot.help, valueName: "DIR"))
  var root: String?

  func validate() throws {
    try ThemesThenPath.validate(arguments, what: "to explain", example: "button.pressed.topLeft")
  }

  func run() throws {
    let console = Console()
    let found = try ThemesThenPath.find(arguments, config: config, root: root, console: console, provenance: true)
    console.output(found.text())
  }
}
