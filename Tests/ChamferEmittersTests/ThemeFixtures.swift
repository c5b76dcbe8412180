import ChamferKit
import Foundation
import TestSupport

/// Loads a theme from `tokens/`, following its `extends` on disk.
func checkBundledTheme(_ file: URL) throws -> Pipeline.Result {
  let root = packageRoot.path + "/"
  let relative = file.path.hasPrefix(root) ? String(file.path.dropFirst(root.count)) : file.path
  let text = try String(contentsOf: file, encoding: .utf8)
  return Pipeline.check(
    [ThemeSource(path: relative, text: text)],
    provider: { path in
      try? String(contentsOfFile: path.hasPrefix("/") ? path : root + path, encoding: .utf8)
    })
}

/// Runs a program and returns its exit status and combined output.
func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> (
  status: Int32, output: String
) {
  let result = try Spawn.capture(
    executable, arguments, in: folder?.path ?? FileManager.default.currentDirectoryPath)
  return (result.status, result.stdout + result.stderr)
}
