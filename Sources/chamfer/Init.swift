import ArgumentParser
import ChamferKit
import Foundation

/// `chamfer init`: a commented starter config and theme for a new project.
struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a starter chamfer.yml and theme into the current folder.",
    discussion: """
      Writes chamfer.yml and tokens/<name>.yaml, both commented, which build and lint \
      cleanly as they are, and the JSON Schemas editors check them with into .chamfer/. \
      Existing files are left alone unless --force is given.
      """)

  @Option(name: .long, help: "The theme's name; generated code is called <Name>Shapes.")
  var name = "App"

  @Flag(help: "Replace chamfer.yml and the theme if they exist.")
  var force = false

  func validate() throws {
    guard Names.isValid(name) else {
      throw ValidationError("'\(name)' is not a theme name: start with a letter; use letters, digits, '-' and '_'")
    }
  }

  func run() throws {
    let console = Console()
    let theme = "tokens/\(Names.kebab(name)).yaml"
    let files = [("chamfer.yml", Self.config(theme: theme)), (theme, Self.theme(name: name))]
    let existing = files.map(\.0).filter(FileText.exists)
    // The schemas belong to this version of Chamfer, so they are always written anew.
    let schemas = Schema.Kind.allCases.compactMap { kind in
      Schema.text(kind).map { (path: ".chamfer/\(kind.rawValue).schema.json", contents: $0) }
    }
    if !existing.isEmpty, !force {
      throw console.usageError("\(existing.joined(separator: " and ")) already exist\(existing.count == 1 ? "s" : ""); pass --force to replace")
    }
    do {
      let done = try Disk.write(files.map { (path: $0.0, contents: $0.1) } + schemas)
      let paths = files.map(\.0) + schemas.map(\.path)
      console.output("wrote \(done.written) file\(done.written == 1 ? "" : "s"): \(paths.joined(separator: ", "))\n")
      console.output("next: chamfer build   (or chamfer build --watch while you edit \(theme))\n")
    } catch {
      console.error("cannot write the starter files: \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    }
  }

  static func config(theme: String) -> String {
    """
    # yaml-language-server: $schema=.chamfer/config.schema.json
    # Chamfer's settings for this project; `chamfer build` reads this file.
    version: 1

    # The theme's layers, lowest priority first (paths relative to this file).
    layers:
      - \(theme)

    # Each target writes into out/<target>/.
    out: build/chamfer

    # Which targets to build; every target when absent.
    # targets: [swift, css, scss, tailwind, android, compose, flutter, dtcg]

    # Per target: a folder of its own, and params its templates read as {{param.NAME}}.
    # outputs:
    #   swift: { path: Sources/App/Generated }
    #   css: { params: { prefix: app } }

    # Rule severities by id: off, note, warning or error (`chamfer rules` lists them).
    # rules: { unused-metric: off }

    # Several themes built in one run, each into out/<theme>/<target>/, instead of
    # 'layers'; 'modes' builds every theme again with more layers on top.
    # themes:
    #   app: [tokens/app.yaml]
    #   brand: [tokens/app.yaml, tokens/brand.yaml]
    # modes:
    #   compact: [tokens/compact.yaml]

    """
  }

  static func theme(name: String) -> String {
    """
    # yaml-language-server: $schema=../.chamfer/theme.schema.json
    # The shape story of \(name). Sizes are points (iOS pt, Android dp, CSS px).
    chamfer: 1
    name: \(name)

    # How corners look unless a shape says otherwise.
    defaults:
      family: rounded        # rounded | cut
      curve: circular        # circular | continuous (iOS-style smooth corners)

    # The scale: named sizes every component draws from.
    scale:
      none: 0
      small: 4
      medium: 8
      large: 16
      full: full             # a capsule: half the shorter side

    # Categories group components that share corners.
    categories:
      small: small
      medium: medium

    # Components take a category or a scale metric, and may change any corner.
    components:
      button:
        category: small
        variants:
          pressed: { shape: medium }
      card: { category: medium }
      sheet:
        shape: large
        corners: { bottomLeft: 0, bottomRight: 0 }
      fab: { shape: full }
      tag: { shape: none }

    """
  }
}
