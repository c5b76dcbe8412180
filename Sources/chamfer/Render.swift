import ArgumentParser
import ChamferKit
import Foundation

/// `chamfer render THEME button.pressed --size 120x48`: one shape as an SVG picture.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw one shape as SVG, from Chamfer's own geometry.",
    discussion: """
      PATH is component[.variant], scale.NAME or categories.NAME. The outline follows the \
      rules every target shares: percentages of the shorter side, overlapping corners \
      shrinking together as in CSS, cuts, and continuous corners with their smoothing.
      """)

  @Argument(help: "Theme layers (optional with chamfer.yml), then the PATH of the shape.")
  var arguments: [String]

  @Option(name: .long, help: "A config file; defaults to chamfer.yml when no theme is given.")
  var config: String?

  @Option(name: .long, help: ArgumentHelp(ProjectRoot.help, valueName: "DIR"))
  var root: String?

  @Option(name: .long, help: "The box to draw in, WIDTHxHEIGHT in points.")
  var size = "120x48"

  @Option(name: .long, help: "The picture format (svg).")
  var format = "svg"

  @Option(name: .long, help: "The fill colour.")
  var fill = "#000"

  @Option(name: .shortAndLong, help: "Write the picture to this file instead of standard output.")
  var output: String?

  func validate() throws {
    try ThemesThenPath.validate(arguments, what: "of the shape to draw", example: "button.pressed")
    guard Self.parse(size) != nil else {
      throw ValidationError("--size takes WIDTHxHEIGHT with positive numbers, such as 120x48")
    }
    guard format == "svg" else { throw ValidationError("--format: only svg is supported") }
  }

  static func parse(_ size: String) -> (width: Double, height: Double)? {
    let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
    return (parts[0], parts[1])
  }

  func run() throws {
    let console = Console()
    let (found, inputs) = try ThemesThenPath.findWithInputs(arguments, config: config, root: root, console: console)
    guard found.target.corner == nil else {
      throw console.usageError(
        "'\(arguments.last!)' names a corner; render draws whole shapes, such as button.pressed")
    }
    let (width, height) = Self.parse(size)!
    let svg = ShapeGeometry(found.shape, width: width, height: height).svg(fill: fill)
    try console.write(svg, to: output, notOver: inputs)
  }
}
