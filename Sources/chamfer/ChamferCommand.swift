import ArgumentParser
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
}
