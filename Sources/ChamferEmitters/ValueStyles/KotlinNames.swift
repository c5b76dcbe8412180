import ChamferKit
import Foundation

/// Kotlin spellings, for the targets that write Kotlin (compose, and android's edges):
/// identifiers that are keywords get backticks, and doc comment text cannot end or nest a
/// comment.
enum KotlinNames {
  /// Kotlin's hard keywords, which cannot name a property without backticks, and the two
  /// soft keywords tree-sitter's Kotlin grammar misreads as property names.
  static let keywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
    "interface", "is", "null", "object", "package", "return", "super", "this", "throw", "true",
    "try", "typealias", "typeof", "val", "var", "when", "while", "dynamic", "suspend",
  ]

  /// `extraSmall`; `` `class` `` for a keyword.
  static func identifier(_ camel: String) -> String {
    keywords.contains(camel) ? "`\(camel)`" : camel
  }

  /// A package segment: the words run together in lowercase (`m3baseline`), as Java and
  /// Kotlin packages are written; `` `in` `` for a keyword.
  static func packageSegment(_ spellings: Names.Spellings) -> String {
    identifier(spellings.kebab.replacingOccurrences(of: "-", with: ""))
  }

  /// Text for a line of a `/** … */` comment. Kotlin comments nest, so an opening `/*`
  /// would swallow the rest of the file as surely as a `*/` would end the comment early;
  /// both get a space (`DocLine` has already broken up every `*/`).
  static func commentText(_ text: String) -> String {
    var safe = text
    while safe.contains("/*") || safe.contains("*/") {
      safe = safe.replacingOccurrences(of: "/*", with: "/ *").replacingOccurrences(of: "*/", with: "* /")
    }
    return safe
  }
}
