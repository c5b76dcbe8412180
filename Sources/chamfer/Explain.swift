import ArgumentParser
import ChamferKit
import Foundation

/// `chamfer explain THEME button.pressed.topLeft`: how one value was reached.
struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show how a corner was resolved, level by level, with file:line:column.",
    discussion: """
      PATH is component[.variant][.corner], scale.NAME[.corner] or categories.NAME[.corner], \
      for example button.pressed.topLeft. Without a corner, all four are shown.
      """)

  @Argument(help: "Theme layers (optional with chamfer.yml), then the PATH to explain.")
  var arguments: [String]

  @Option(name: .long, help: "A config file; defaults to chamfer.yml when no theme is given.")
  var config: String?

  func validate() throws {
    guard let last = arguments.last else {
      throw ValidationError("give the PATH to explain, such as button.pressed.topLeft")
    }
    // `explain tokens/default.yaml` would otherwise read chamfer.yml and look for a
    // component called 'tokens/default'.
    let themeSuffixes = [".yaml", ".yml", ".json"]
    var isFolder: ObjCBool = false
    if themeSuffixes.contains(where: last.hasSuffix),
      FileManager.default.fileExists(atPath: last, isDirectory: &isFolder), !isFolder.boolValue
    {
      throw ValidationError("'\(last)' is a theme file; give the PATH to explain after it, such as button.pressed.topLeft")
    }
  }

  func run() throws {
    let console = Console()
    var input = InputOptions()
    input.themes = Array(arguments.dropLast())
    input.config = config
    let (loaded, _) = try input.loadConfig(console: console)
    let theme = try input.resolvedTheme(console: console, config: loaded, provenance: true)
    switch Explanation.find(arguments.last!, in: theme) {
    case .success(let explanation):
      console.output(explanation.text())
    case .failure(let problem):
      let hint = problem.suggestion.map { "; did you mean '\($0)'?" } ?? ""
      throw console.usageError(problem.message + hint)
    }
  }
}
