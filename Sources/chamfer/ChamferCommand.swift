import ArgumentParser
import ChamferEmitters
import ChamferKit

/// The `chamfer` command: compiles shape themes into code for every platform.
@main
struct ChamferCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chamfer",
    abstract: "A design-token compiler for UI shape.",
    discussion: """
      Reads a YAML or JSON shape theme, checks it, resolves every component through the \
      cascade and writes code for each target. Exit status: 0 success, 1 the theme has \
      errors, 2 shapes changed (diff --fail-on-change), 64 bad usage, 66 an input is missing, 73 an output cannot be written.
      """,
    version: chamferVersion,
    subcommands: [
      Build.self, Lint.self, Resolve.self, Explain.self, Render.self, Preview.self, Diff.self, Import.self, Init.self, Rules.self, Schema.self,
    ],
    defaultSubcommand: Build.self)

  /// Runs the command; a build's bundled templates start loading while its arguments
  /// are parsed (`OutputTarget.prefetchBundled`).
  static func main() {
    if startsABuild(CommandLine.arguments.dropFirst()) { OutputTarget.prefetchBundled() }
    main(nil)
  }

  /// True when `arguments` look like they run `build`, by name or as the default
  /// subcommand. Only a guess, to start work early: parsing decides what runs.
  static func startsABuild(_ arguments: ArraySlice<String>) -> Bool {
    guard let first = arguments.first else { return true }
    if first == "build" { return true }
    let others = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    let notBuilds = ["-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help"]
    return !others.contains(first) && !notBuilds.contains { first == $0 || first.hasPrefix($0 + "=") }
  }
}

extension ParsableCommand {
  /// Ends the process as returning from `run()` (or throwing `error` from it) would, with
  /// `made` still held: a large theme's documents, resolved values and template contexts
  /// take a tenth of the build to free object by object, and the process ending frees
  /// them all at once.
  static func exit(keeping made: [Any], _ error: (any Error)? = nil) -> Never {
    withExtendedLifetime(made) { exit(withError: error) }
  }
}
