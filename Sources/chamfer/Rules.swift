import ArgumentParser
import ChamferKit

/// `chamfer rules`: every diagnostic id with its severity and summary.
struct Rules: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List every rule: id, default severity and what it reports.")

  func run() {
    let rules = ChamferKit.Rules.all
    let width = rules.map(\.id.count).max() ?? 0
    let lines = rules.map {
      "\($0.id.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \($0.summary)"
    }
    Console().output(lines.joined(separator: "\n") + "\n")
  }
}
