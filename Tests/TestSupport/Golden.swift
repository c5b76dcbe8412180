import ChamferKit
import Foundation
import Testing

/// Compares `actual` with the committed file `Goldens/<path>` next to the calling test file.
///
/// Run with `RECORD_GOLDENS=1 swift test` to rewrite goldens after an intended change,
/// then review them with `git diff`. A missing golden is written and the test fails
/// once, so a new target or fixture never passes without a committed expectation.
public func expectMatchesGolden(
  _ actual: String, _ path: String, callerFile: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let golden = URL(fileURLWithPath: callerFile).deletingLastPathComponent()
    .appendingPathComponent("Goldens").appendingPathComponent(path)
  let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil
  guard !recording, let expected = try? String(contentsOf: golden, encoding: .utf8) else {
    try FileManager.default.createDirectory(
      at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: golden, atomically: true, encoding: .utf8)
    if !recording {
      Issue.record("Recorded golden \(path); review it and commit it.", sourceLocation: sourceLocation)
    }
    return
  }
  if actual != expected {
    Issue.record(
      "\(path) differs from its golden:\n\(lineDiff(expected, actual))", sourceLocation: sourceLocation)
  }
}

/// `-N: old` / `+N: new` lines for the lines that differ.
public func lineDiff(_ expected: String, _ actual: String) -> String {
  let old = expected.components(separatedBy: "\n")
  let new = actual.components(separatedBy: "\n")
  return new.difference(from: old).prefix(40).map { change in
    switch change {
    case .remove(let offset, let line, _): "-\(offset + 1): \(line)"
    case .insert(let offset, let line, _): "+\(offset + 1): \(line)"
    }
  }.joined(separator: "\n")
}

/// The package's root folder, found from this source file.
public let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every theme in `tokens/` (not its subfolders), sorted by name.
public func bundledThemes() -> [URL] {
  let folder = packageRoot.appendingPathComponent("tokens")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
    .sorted().map { folder.appendingPathComponent($0) }
}

/// Rules that note what one platform cannot draw. The bundled default theme shows
/// every feature, so it triggers them on purpose; any other diagnostic is a mistake.
public let platformLimitRuleIDs: Set<String> = [
  "lint/android-continuous-curve", "lint/web-relative-size", "lint/android-surface-limits",
  "lint/compose-continuous-curve", "lint/android-material-version",
]

extension Array where Element == Diagnostic {
  /// All but the platform notes.
  public var ignoringPlatformLimits: [Diagnostic] {
    filter { !platformLimitRuleIDs.contains($0.id) || $0.severity != .note }
  }
}

/// The ids of the bundled targets: the folders of `templates/targets`.
public let bundledTargetIDs: [String] = {
  let folder = packageRoot.appendingPathComponent("templates/targets")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { !$0.hasPrefix(".") }.sorted()
}()

/// How many files building every bundled target writes for one theme: the templates
/// that are not partials (`_name.mustache`).
public let bundledOutputCount: Int = {
  let folder = packageRoot.appendingPathComponent("templates/targets")
  let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
  return paths.filter { path in
    let name = path.split(separator: "/").last ?? ""
    return name.hasSuffix(".mustache") && !name.hasPrefix("_")
  }.count
}()
