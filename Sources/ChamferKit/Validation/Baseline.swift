import Foundation

/// The findings a team has accepted, for adopting lint on a theme that already has some:
/// `lint --write-baseline FILE` records today's, `lint --baseline FILE` reports only new
/// ones.
///
/// A finding is known by its rule, the shape it is at (`components.button.pressed`,
/// `scale.small`, or the file for a place in no shape) and its message, never its line,
/// so edits elsewhere in the file keep it known. Each fingerprint is counted: a third
/// finding where the baseline has two of the same is new. Errors are never part of a
/// baseline. Writing it again from today's findings drops those fixed since.
public struct Baseline: Sendable, Equatable {
  /// One accepted finding and how many of it there are.
  public struct Entry: Codable, Hashable, Sendable, Comparable {
    /// The diagnostic id: `lint/unused-metric`.
    public var rule: String
    /// The shape it is at (`components.button.pressed`), or the file for no shape.
    public var shape: String
    /// The message, as reported.
    public var message: String
    /// How many findings have this rule, shape and message.
    public var count: Int

    /// Orders entries by shape, then rule, then message, as the file lists them.
    public static func < (a: Entry, b: Entry) -> Bool {
      (a.shape, a.rule, a.message) < (b.shape, b.rule, b.message)
    }
  }

  /// The accepted findings, sorted.
  public private(set) var entries: [Entry]

  package static let invalid = "baseline/invalid"

  /// The baseline of `findings`, each at the shape `shape` says it is at.
  package init(_ findings: [Diagnostic], shape: (Diagnostic) -> String) {
    var counts: [Fingerprint: Int] = [:]
    for finding in findings where finding.severity != .error && !finding.isSuppressed {
      counts[Fingerprint(finding, shape: shape(finding)), default: 0] += 1
    }
    entries = counts.map { Entry(rule: $0.key.rule, shape: $0.key.shape, message: $0.key.message, count: $0.value) }.sorted()
  }

  /// Reads a file `text(of:)` wrote; nil when it is no baseline.
  package init?(text: String) {
    struct File: Codable {
      var version: Int
      var findings: [Entry]
    }
    guard let file = try? JSONDecoder().decode(File.self, from: Data(text.utf8)), file.version == 1,
      file.findings.allSatisfy({ $0.count > 0 })
    else { return nil }
    entries = file.findings
  }

  /// The file: JSON, one finding per entry, sorted, so it diffs well in review.
  package var text: String {
    let findings = entries.map { entry -> JSONValue in
      .object([
        ("rule", .string(entry.rule)), ("shape", .string(entry.shape)), ("message", .string(entry.message)),
        ("count", .number(Double(entry.count))),
      ])
    }
    return JSONValue.object([("version", .number(1)), ("findings", .array(findings))]).serialized()
  }

  /// `findings` without those the baseline accepts.
  package func newFindings(_ findings: [Diagnostic], shape: (Diagnostic) -> String) -> [Diagnostic] {
    var left: [Fingerprint: Int] = [:]
    for entry in entries {
      left[Fingerprint(rule: entry.rule, shape: entry.shape, message: entry.message), default: 0] += entry.count
    }
    return findings.filter { finding in
      guard finding.severity != .error, !finding.isSuppressed else { return true }
      let key = Fingerprint(finding, shape: shape(finding))
      guard let count = left[key], count > 0 else { return true }
      left[key] = count - 1
      return false
    }
  }

  private struct Fingerprint: Hashable {
    var rule: String
    var shape: String
    var message: String

    init(rule: String, shape: String, message: String) {
      (self.rule, self.shape, self.message) = (rule, shape, message)
    }

    init(_ finding: Diagnostic, shape: String) {
      self.init(rule: finding.id, shape: shape, message: finding.message)
    }
  }
}

extension ThemeEntries {
  /// The entry a place is in, as a baseline names it (`components.button.pressed`), or
  /// the file for a place in no entry.
  package func shapePath(of location: FileLocation?) -> String {
    guard let location else { return "" }
    return entry(at: location).flatMap { paths[$0] } ?? location.file
  }
}
