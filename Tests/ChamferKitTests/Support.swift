import ChamferKit
import Foundation
import TestSupport
import Testing

/// Runs one theme text through the whole pipeline as `example.yaml`.
///
/// The provider answers `example.yaml` with the same text, so a theme that extends
/// itself is read as a cycle rather than as a missing file, and `exampleFiles` with
/// the rest.
func check(_ text: String, path: String = "example.yaml") -> Pipeline.Result {
  Pipeline.check(
    [ThemeSource(path: path, text: text)],
    provider: { file throws(SourceRefusal) in
      // Refused as the command line refuses them.
      if file.hasPrefix("/") { throw SourceRefusal(.outsideRoot, "is outside the project root", hint: "") }
      if file == "folder" { throw SourceRefusal(.notAFile, "is not a regular file", hint: "") }
      if file == "loop.yaml" { throw SourceRefusal(.linkCycle, "leads round in a circle", hint: "") }
      return file == path ? text : exampleFiles(file)
    })
}

/// Files the rule examples extend: text that is no theme (`notes.txt`), and a chain of
/// files each extending the next (`chain/1.yaml`, `chain/2.yaml`, ...).
func exampleFiles(_ path: String) -> String? {
  if path == "notes.txt" { return "admin:x:0:0:admin:/home/admin:/bin/sh\n" }
  if path.hasPrefix("chain/"), path.hasSuffix(".yaml"), let number = Int(path.dropFirst(6).dropLast(5)) {
    return "chamfer: 1\nextends: \(number + 1).yaml\n"
  }
  return nil
}

/// Runs layers through the pipeline, reading `extends` targets from `files`.
func check(_ layers: [ThemeSource], files: [String: String]) -> Pipeline.Result {
  Pipeline.check(layers, provider: { files[$0] })
}

/// Reads package files by their path relative to the package root, the way the
/// command line reads them relative to the working folder.
let packageFiles: @Sendable (String) -> String? = { path in
  try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
}

/// Checks a theme in `tokens/` by its path relative to the package root, so every
/// location in the result reads like `tokens/default.yaml:12:3`.
func checkPackageTheme(_ relativePath: String) -> Pipeline.Result {
  let text = packageFiles(relativePath) ?? ""
  return Pipeline.check([ThemeSource(path: relativePath, text: text)], provider: packageFiles)
}

/// `file:line:column` for a location in `example.yaml`.
func at(_ line: Int, _ column: Int, in file: String = "example.yaml") -> String {
  FileLocation(file: file, line: line, column: column).description
}

extension Pipeline.Result {
  /// The ids of every diagnostic, in report order.
  var ids: [String] { diagnostics.map(\.id) }

  /// The ids of the errors only.
  var errorIDs: [String] { diagnostics.filter { $0.severity == .error }.map(\.id) }
}

extension ResolvedCorner {
  /// Where the winning value of `field` was set, as `file:line:column`, or nil when
  /// it is Chamfer's built-in value.
  func source(_ field: ProvenanceStep.Field) -> String? {
    steps(field).last?.location?.description
  }

  /// The level that set the winning value of `field`.
  func level(_ field: ProvenanceStep.Field) -> CascadeLevel? { steps(field).last?.level }

  func steps(_ field: ProvenanceStep.Field) -> [ProvenanceStep] {
    switch field {
    case .size: provenance.size
    case .family: provenance.family
    case .curve: provenance.curve
    case .smoothing: provenance.smoothing
    default: []
    }
  }
}

/// The resolved theme of `text`, recording an issue for every error it reports.
func resolve(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> ResolvedTheme {
  let result = check(text)
  #expect(
    result.errorIDs.isEmpty,
    "unexpected errors: \(result.diagnostics.map { "\($0.location?.description ?? "-") \($0.message)" })",
    sourceLocation: sourceLocation)
  return try #require(result.theme, sourceLocation: sourceLocation)
}

extension ResolvedTheme {
  /// The resolved shape at `path`: `scale.small`, `categories.large`, `button` or
  /// `button.pressed`.
  func shape(_ path: String) -> ResolvedShape? {
    let parts = path.split(separator: ".").map(String.init)
    switch parts.first {
    case "scale": return scale.first { $0.name == parts[1] }?.shape
    case "categories": return categories.first { $0.name == parts[1] }?.shape
    default:
      guard let component = component(parts[0]) else { return nil }
      return parts.count == 1 ? component.shape : component.variant(parts[1])?.shape
    }
  }
}

extension ResolvedShape {
  /// The four sizes in corner order, as `8pt` or `50%`.
  var sizes: [String] { corners.map(\.size.description) }
}
