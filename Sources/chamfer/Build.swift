import ArgumentParser
import ChamferEmitters
import ChamferKit
import Foundation

/// `chamfer build`: check the theme and write every target.
struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Resolve a theme and write the code of every target.",
    discussion: """
      With no theme and no --config, reads chamfer.yml in the current folder. Each target \
      writes into OUT/<target>/. Nothing is written when the theme has errors; files \
      whose contents did not change are left untouched; changed files are staged and \
      moved into place together. OUT/.chamfer-manifest lists what Chamfer wrote, so files \
      it no longer writes are reported (and removed with --clean) and others never touched.
      """)

  @OptionGroup var input: InputOptions

  @Option(name: .long, help: "The folder to write into (default: the config's 'out', else build/chamfer).")
  var out: String?

  @Option(name: .long, help: "Only this target; repeat for several (default: every target).")
  var target: [String] = []

  @Option(name: .long, help: "A folder of extra target folders, or ones that replace bundled targets.")
  var templates: String?

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Flag(help: "Remove files an earlier build wrote that this build no longer produces.")
  var clean = false

  func run() throws {
    let console = Console()
    let (config, _) = try input.loadConfig(console: console)
    let result = try input.check(
      console: console, config: config, targets: target.isEmpty ? nil : target)
    console.report(result.diagnostics, sources: result.sources, files: result.sources.count, format: "text")
    guard let theme = result.theme, !(strict && result.diagnostics.contains { $0.severity == .warning })
    else { throw ExitCode(ExitStatus.themeErrors) }

    let templateFolder = templates ?? config?.templates
    let available: [OutputTarget]
    do {
      available = try OutputTarget.available(overrides: templateFolder.map { URL(fileURLWithPath: $0) })
    } catch {
      console.error("cannot read templates: \(error)")
      throw ExitCode(ExitStatus.missingInput)
    }
    let wanted = target.isEmpty ? (config?.targets ?? available.map(\.id)) : target
    for id in wanted where !available.contains(where: { $0.id == id }) {
      let suggestion = Spelling.suggestion(for: id, among: available.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
      throw console.usageError("unknown target '\(id)'\(suggestion) (available: \(available.map(\.id).joined(separator: ", ")))")
    }
    let folder = out ?? config?.out ?? "build/chamfer"
    let targets = available.filter { wanted.contains($0.id) }
    let files = zip(targets, OutputTarget.render(targets, theme: theme)).flatMap { target, files in
      files.map { (path: "\(target.id)/\($0.path)", contents: $0.contents) }
    }
    do {
      let done = try Disk.publish(files, into: folder, clean: clean)
      console.output("wrote \(done.written) file\(done.written == 1 ? "" : "s") to \(folder) (\(done.unchanged) unchanged)\n")
      for path in done.removed { console.output("removed \(folder)/\(path), which no target writes any more\n") }
      if !done.stale.isEmpty, !clean {
        console.warning(
          "\(done.stale.count) file\(done.stale.count == 1 ? "" : "s") from an earlier build no target writes any more (build --clean removes them): "
            + done.stale.map { "\(folder)/\($0)" }.joined(separator: ", "))
      }
    } catch {
      console.error("cannot write to '\(folder)': \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    }
  }
}
