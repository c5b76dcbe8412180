import ArgumentParser
import ChamferKit
import BundledSchemas
import Foundation

/// `chamfer schema`: prints the JSON Schema of themes or of `chamfer.yml`.
struct Schema: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of a theme or of chamfer.yml, for editors.",
    discussion: """
      Editors complete and check keys with it: VS Code's YAML extension and JetBrains IDEs \
      read a first line '# yaml-language-server: $schema=PATH'. chamfer init writes both \
      schemas into .chamfer/ and that line into the files it makes.
      """)

  enum Kind: String, ExpressibleByArgument, CaseIterable {
    case theme, config
  }

  @Argument(help: "theme or config")
  var kind: Kind = .theme

  func run() throws {
    let console = Console()
    guard let text = Self.text(kind) else {
      console.error("the schemas are missing beside the chamfer binary (Chamfer_BundledSchemas); reinstall it")
      throw ExitCode(ExitStatus.missingInput)
    }
    console.output(text)
  }

  static func text(_ kind: Kind) -> String? {
    let url = kind == .theme ? BundledSchemas.themeURL : BundledSchemas.configURL
    return url.flatMap { try? FileText.shippedText($0.path) }
  }
}
