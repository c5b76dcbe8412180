import Foundation
import TestSupport
import Testing

/// The Swift example of docs/library.md type-checks against ChamferKit and
/// ChamferEmitters as this test run built them.
@Suite struct LibraryExampleTests {
  /// The build folder holding `Modules/ChamferKit.swiftmodule`: the test bundle's own,
  /// found by walking up from it.
  static var modules: URL? {
    guard let executable = CommandLine.arguments.first else { return nil }
    var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = folder.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("ChamferKit.swiftmodule").path) {
        return candidate
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// Yams' C module, which Yams' module (and so ChamferKit's) refers to: in the
  /// checkouts beside the build folders.
  static func yamlHeaders(near modules: URL) -> URL? {
    var folder = modules
    for _ in 0..<5 {
      folder.deleteLastPathComponent()
      let candidate = folder.appendingPathComponent("checkouts/Yams/Sources/CYaml/include")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  @Test func theLibraryExampleTypeChecks() throws {
    let modules = try #require(Self.modules, "no Modules folder near \(CommandLine.arguments.first ?? "?")")
    let headers = try #require(Self.yamlHeaders(near: modules))
    let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/library.md"), encoding: .utf8)
    let example = try #require(page.firstMatch(of: /```swift\n((?:.*\n)*?)```/)?.1)
    #expect(example.contains("import ChamferKit") && example.contains("import ChamferEmitters"))
    let file = Scratch.path("library", suffix: ".swift")
    try String(example).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try Spawn.capture("swiftc", ["-typecheck", "-I", modules.path, "-I", headers.path, file.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }
}
