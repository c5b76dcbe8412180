import Foundation
import PackagePlugin

/// `swift package chamfer ARGUMENTS`: runs the `chamfer` tool with ARGUMENTS in the
/// package's folder, for the targets a build-tool plugin cannot make (CSS, SCSS,
/// Android, Flutter, DTCG) or for any other command (`lint`, `explain`, ...).
///
///     swift package --allow-writing-to-package-directory chamfer build
///     swift package chamfer lint tokens/brand.yaml
///
/// Writing into the package needs the permission, which SwiftPM asks for, or which
/// `--allow-writing-to-package-directory` (before `chamfer`) grants.
@main
struct ChamferCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let chamfer = try context.tool(named: "chamfer").url
    let process = Process()
    process.executableURL = chamfer
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // chamfer has said what went wrong; SwiftPM prints this and exits with status 1.
      throw Failure(arguments: arguments, process: process)
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String

    init(arguments: [String], process: Process) {
      let how =
        process.terminationReason == .exit
        ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
      description = "chamfer \(arguments.joined(separator: " ")) failed (\(how))"
    }
  }
}
