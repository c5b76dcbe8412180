/// A token-path pattern of a mapping file: parts between `.`, where `**` stands for
/// any number of parts (none included) and `*` inside a part for any text.
///
/// Matching never backtracks more than once per step: on a mismatch it goes back only
/// to the last `**` (between parts) or the last `*` (inside a part), which is enough,
/// because whatever a later star-free run could match further on, the star before it
/// could reach as well. A path of P parts against a pattern of Q parts takes at most
/// P × Q part comparisons, and each of those at most the product of the two parts'
/// lengths: never the exponential search that trying every split of every star makes.
struct PathPattern: Sendable {
  private enum Part: Sendable {
    case anyParts
    /// Characters, where `nil` is a `*`.
    case part([Character?])
  }

  private let parts: [Part]
  /// The pattern as written, where the error about matching work points.
  let text: String

  init(_ text: String) {
    self.text = text
    parts = text.split(separator: ".").map { part in
      part == "**" ? .anyParts : .part(part.map { $0 == "*" ? nil : $0 })
    }
  }

  /// True when the pattern matches only the path it spells: no `*`, and no empty part
  /// (which a pattern drops and a path keeps).
  var isLiteral: Bool {
    !text.isEmpty && !text.contains("*") && !text.hasPrefix(".") && !text.hasSuffix(".") && !text.contains("..")
  }

  /// True when `path`, split at every `.`, matches; `work` is lowered by the steps
  /// taken, and matching gives up (false) when it would go below zero.
  func matches(_ path: [[Character]], work: inout Int) -> Bool {
    var index = 0, next = 0
    // Where the last `**` was, and the first path part it has not yet taken.
    var star: (pattern: Int, path: Int)?
    while index < path.count {
      work -= 1
      guard work >= 0 else { return false }
      if next < parts.count, case .part(let part) = parts[next], Self.matches(path[index], part, work: &work) {
        index += 1
        next += 1
      } else if next < parts.count, case .anyParts = parts[next] {
        star = (next, index)
        next += 1
      } else if let last = star {
        // The `**` takes one more part, and matching goes on after it.
        star = (last.pattern, last.path + 1)
        next = last.pattern + 1
        index = last.path + 1
      } else {
        return false
      }
    }
    while next < parts.count, case .anyParts = parts[next] { next += 1 }
    return next == parts.count && work >= 0
  }

  /// One path part against one pattern part, the same way one character at a time.
  private static func matches(_ text: [Character], _ pattern: [Character?], work: inout Int) -> Bool {
    var index = 0, next = 0
    var star: (pattern: Int, text: Int)?
    while index < text.count {
      work -= 1
      guard work >= 0 else { return false }
      if next < pattern.count, let character = pattern[next], character == text[index] {
        index += 1
        next += 1
      } else if next < pattern.count, pattern[next] == nil {
        star = (next, index)
        next += 1
      } else if let last = star {
        star = (last.pattern, last.text + 1)
        next = last.pattern + 1
        index = last.text + 1
      } else {
        return false
      }
    }
    while next < pattern.count, pattern[next] == nil { next += 1 }
    return next == pattern.count
  }
}

/// The patterns of one list of a mapping file (`skip`, or `scale` as a list), matched
/// against every token of an import: paths without a `*` are looked up, the rest share
/// one budget of `Limits.patternWork` steps, so a long list of wildcards over a large
/// file stops instead of taking minutes.
struct PathPatterns {
  private let literals: Set<String>
  private let wildcards: [PathPattern]
  private(set) var work = Limits.patternWork
  /// The pattern that was being matched when the budget ran out.
  private(set) var exhaustedAt: PathPattern?

  init(_ patterns: [String]) {
    let compiled = patterns.map(PathPattern.init)
    literals = Set(compiled.filter(\.isLiteral).map(\.text))
    wildcards = compiled.filter { !$0.isLiteral }
  }

  var isEmpty: Bool { literals.isEmpty && wildcards.isEmpty }

  mutating func matches(_ path: String) -> Bool {
    if literals.contains(path) { return true }
    guard !wildcards.isEmpty, exhaustedAt == nil else { return false }
    let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(Array.init)
    for pattern in wildcards {
      if pattern.matches(parts, work: &work) { return true }
      if work < 0 {
        exhaustedAt = pattern
        return false
      }
    }
    return false
  }
}
