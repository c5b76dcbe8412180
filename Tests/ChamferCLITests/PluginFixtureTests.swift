import Foundation
import TestSupport
import Testing

/// Chamfer's SwiftPM plugins, used by a package the way an app would use them: a copy
/// of Tests/Fixtures/PluginFixture is built with `swift build`, so the build-tool plugin
/// turns its Brand.chamfer.yaml into Swift (enum BrandShapes), which code in the fixture uses;
/// then `swift package chamfer ...` runs the command plugin in it.
///
/// The copy lives next to the test bundle (under this run's `--scratch-path`) rather than
/// in a temporary folder, so a second run only rebuilds what changed; each run starts
/// from fresh copies of the fixture's files. Its dependency on Chamfer is this checkout,
/// and Chamfer's own dependencies resolve exactly as they do for this package.
@Suite(.serialized) struct PluginFixtureTests {
  /// What the plugin prints in the build log each time its command runs.
  static let commandRan = "Chamfer: generating Swift from Brand.chamfer.yaml"

  @Test(.timeLimit(.minutes(20)))
  func buildToolPluginGeneratesSwiftAndRunsOnlyWhenAThemeChanged() throws {
    let fixture = try FixturePackage.prepare()

    // The first build generates BrandShapes and compiles the code that uses it.
    let first = try fixture.swiftBuild()
    try #require(first.status == 0, "\(first)")
    // A theme named without `.chamfer` is pointed out rather than silently skipped.
    #expect(
      (first.stdout + first.stderr).contains(
        "other.yaml in target 'Misnamed' looks like a Chamfer theme; name it other.chamfer.yaml"), "\(first)")
    let generated = try #require(fixture.generatedFile(), "no Brand.chamfer.yaml.swift in the plugin's output\n\(first)")
    var swift = try String(contentsOf: generated, encoding: .utf8)
    #expect(swift.contains("public enum BrandShapes"))
    #expect(swift.contains(".points(12)") && !swift.contains(".points(10)"), "the medium metric is 12")
    #expect(
      try fixture.demo() == """
        button: 12.0 rounded
        button.pressed: 6.0 rounded
        card: 4.0 rounded
        tag: 20.0 rounded
        ticket: 12.0 cut
        components: card button button.pressed tag ticket

        """)

    // Nothing changed: the command does not run again. SwiftPM links the plugin's tool
    // a second time in the first build after a clean one (it is built once for the
    // plugins and once more in the package's own build), which makes the command run
    // once more; so one build settles that first.
    try #require(try fixture.swiftBuild().status == 0)
    let modified = try fixture.modificationDate(generated)
    let unchanged = try fixture.swiftBuild()
    #expect(unchanged.status == 0, "\(unchanged)")
    #expect(!unchanged.stdout.contains(Self.commandRan), "the plugin's command ran with no change\n\(unchanged)")
    #expect(try fixture.modificationDate(generated) == modified)

    // A changed theme runs the command again.
    try fixture.edit("Sources/Fixture/Brand.chamfer.yaml", replacing: "medium: 12", with: "medium: 10")
    let themeChanged = try fixture.swiftBuild()
    #expect(themeChanged.status == 0, "\(themeChanged)")
    #expect(themeChanged.stdout.contains(Self.commandRan), "\(themeChanged)")
    swift = try String(contentsOf: generated, encoding: .utf8)
    #expect(swift.contains(".points(10)") && !swift.contains(".points(12)"), "the medium metric is now 10")
    #expect(try fixture.demo().hasPrefix("button: 10.0 rounded\n"))

    // So does a changed layer that the theme extends.
    try fixture.edit("Sources/Fixture/brand-base.chamfer-layer.yaml", replacing: "small: 4", with: "small: 3")
    let layerChanged = try fixture.swiftBuild()
    #expect(layerChanged.status == 0, "\(layerChanged)")
    #expect(layerChanged.stdout.contains(Self.commandRan), "\(layerChanged)")
    #expect(try fixture.demo().contains("\ncard: 3.0 rounded\n"))

    let again = try fixture.swiftBuild()
    #expect(again.status == 0, "\(again)")
    #expect(!again.stdout.contains(Self.commandRan), "\(again)")

    // `swift package chamfer ...` passes its arguments to chamfer, run in the package.
    let css = try fixture.swiftPackage(
      "--allow-writing-to-package-directory", "chamfer",
      "build", "Sources/Fixture/Brand.chamfer.yaml", "--target", "css", "--out", "build/chamfer")
    #expect(css.status == 0, "\(css)")
    let stylesheet = try String(
      contentsOf: fixture.folder.appendingPathComponent("build/chamfer/css/brand-shapes.css"), encoding: .utf8)
    #expect(stylesheet.contains("10px"), "the medium metric")
    #expect(!FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("build/chamfer/swift").path))

    // chamfer's failure fails the command.
    let missing = try fixture.swiftPackage("--allow-writing-to-package-directory", "chamfer", "lint", "missing.yaml")
    #expect(missing.status != 0, "\(missing)")
    #expect((missing.stdout + missing.stderr).contains("cannot read 'missing.yaml'"), "\(missing)")

    let timings = fixture.timings.map { "\($0.what) \(String(format: "%.1f", $0.seconds)) s" }
    print("plugin fixture: swift \(timings.joined(separator: ", "))")
  }
}

/// A copy of Tests/Fixtures/PluginFixture that depends on this checkout, and its builds.
final class FixturePackage {
  let folder: URL
  let scratch: URL
  private(set) var timings: [(what: String, seconds: Double)] = []

  private init(folder: URL) {
    self.folder = folder
    scratch = folder.appendingPathComponent(".build")
  }

  static let source = packageRoot.appendingPathComponent("Tests/Fixtures/PluginFixture")

  /// Copies the fixture's files over an earlier copy (keeping its `.build`), pointing its
  /// dependency at this checkout.
  static func prepare() throws -> FixturePackage {
    let manager = FileManager.default
    let fixture = FixturePackage(folder: workFolder.appendingPathComponent("PluginFixture"))
    try manager.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
    for entry in try manager.contentsOfDirectory(atPath: fixture.folder.path) where entry != ".build" {
      try manager.removeItem(at: fixture.folder.appendingPathComponent(entry))
    }
    for entry in try manager.contentsOfDirectory(atPath: source.path) where entry != ".build" && entry != ".swiftpm" {
      try manager.copyItem(at: source.appendingPathComponent(entry), to: fixture.folder.appendingPathComponent(entry))
    }
    // The manifest depends on "../chamfer", as docs/plugins.md shows: a link by that name
    // beside the copy reaches this checkout, and gives the dependency the identity
    // "chamfer" whatever the checkout's folder is called.
    let link = workFolder.appendingPathComponent("chamfer")
    try? manager.removeItem(at: link)
    try manager.createSymbolicLink(at: link, withDestinationURL: packageRoot.standardizedFileURL)
    return fixture
  }

  /// The folder of the running test bundle when it is inside this checkout (so the copy
  /// lands in the scratch folder of this `swift test`), else a temporary folder.
  static var workFolder: URL {
    if let executable = CommandLine.arguments.first {
      let folder = URL(fileURLWithPath: executable).standardizedFileURL.deletingLastPathComponent()
      if folder.path.hasPrefix(packageRoot.standardizedFileURL.path + "/") {
        return folder.appendingPathComponent("plugin-fixture")
      }
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("chamfer-plugin-fixture")
  }

  func swiftBuild() throws -> Spawned {
    try swift("build", ["build", "--package-path", folder.path, "--scratch-path", scratch.path])
  }

  func swiftPackage(_ arguments: String...) throws -> Spawned {
    try swift("package", ["package", "--package-path", folder.path, "--scratch-path", scratch.path] + arguments)
  }

  private func swift(_ what: String, _ arguments: [String]) throws -> Spawned {
    let start = Date()
    let result = try Spawn.capture("swift", arguments, in: folder.path)
    timings.append((what, Date().timeIntervalSince(start)))
    return Spawned(status: result.status, stdout: result.stdout, stderr: result.stderr)
  }

  /// The Swift file the plugin wrote, wherever this SwiftPM keeps plugin outputs.
  func generatedFile() -> URL? {
    let outputs = scratch.appendingPathComponent("plugins/outputs")
    let walker = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
    return walker?.compactMap { $0 as? URL }.first {
      $0.lastPathComponent == "Brand.chamfer.yaml.swift" && $0.path.contains("/ChamferSwiftPlugin/")
    }
  }

  /// What the fixture's executable prints.
  func demo() throws -> String {
    let result = try Spawn.capture(scratch.appendingPathComponent("debug/fixture-demo").path, [], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  func modificationDate(_ file: URL) throws -> Date {
    try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
  }

  /// Replaces `old` (which must be there) with `new` in the copy's file at `path`.
  func edit(_ path: String, replacing old: String, with new: String) throws {
    let url = folder.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    try #require(text.contains(old), "\(path) has no '\(old)'")
    try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
  }

  /// One run of `swift`.
  struct Spawned: CustomTestStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var testDescription: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
  }
}
