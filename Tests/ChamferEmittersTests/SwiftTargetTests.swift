import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Proves the Swift target with the Swift compiler: the file type-checks in Swift 6
/// mode without warnings, its UIKit and SwiftUI parts type-check against stub modules,
/// and, compiled and run, it holds exactly the values of the resolved theme.
@Suite(.serialized) struct SwiftTargetTests {
  static let themes = bundledThemes()

  /// The generated Swift file of a theme, written into a fresh folder.
  static func generate(_ file: URL) throws -> (folder: URL, source: URL, theme: ResolvedTheme) {
    let theme = try #require(try checkBundledTheme(file).theme)
    let target = try #require(try OutputTarget.bundled().first { $0.id == "swift" })
    let generated = target.render(theme)
    #expect(generated.map(\.path) == ["\(Names.pascal(theme.name))Shapes.swift"])
    let folder = try temporaryFolder("swift")
    let source = folder.appendingPathComponent(generated[0].path)
    try generated[0].contents.write(to: source, atomically: true, encoding: .utf8)
    return (folder, source, theme)
  }

  /// UIKit and SwiftUI stand-ins compiled once into a module folder.
  static let stubModules: Result<URL, any Error> = Result {
    let folder = try temporaryFolder("stubs")
    let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Stubs")
    for module in ["UIKit", "SwiftUI"] {
      let result = try run(
        "swiftc",
        [
          "-emit-module", "-parse-as-library", "-module-name", module,
          stubs.appendingPathComponent("\(module).swift").path,
          "-o", folder.appendingPathComponent("\(module).swiftmodule").path,
        ])
      guard result.status == 0 else { throw StubError(output: result.output) }
    }
    return folder
  }

  struct StubError: Error { var output: String }

  @Test(arguments: themes)
  func typeChecksInSwift6WithoutWarnings(theme: URL) throws {
    let (_, source, _) = try Self.generate(theme)
    let result = try run(
      "swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", source.path])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(arguments: themes)
  func uiKitAndSwiftUIPartsTypeCheckAgainstStubs(theme: URL) throws {
    let stubs = try Self.stubModules.get()
    let (_, source, _) = try Self.generate(theme)
    let result = try run(
      "swiftc",
      ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", stubs.path, source.path])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func theStubsReallyMakeTheUIKitPartCompile() throws {
    let stubs = try Self.stubModules.get()
    let (_, source, _) = try Self.generate(Self.themes[0])
    let broken = try String(contentsOf: source, encoding: .utf8)
      .replacingOccurrences(of: "layer.applyShape(token)", with: "layer.applyShapes(token)")
    try broken.write(to: source, atomically: true, encoding: .utf8)
    let result = try run("swiftc", ["-typecheck", "-I", stubs.path, source.path])
    #expect(result.status != 0)
    #expect(result.output.contains("applyShapes"))
  }

  /// Compiles the generated file with a small program that prints every token, and
  /// compares each line with the resolved theme.
  @Test(arguments: themes)
  func compiledTokensHoldTheResolvedValues(theme file: URL) throws {
    let (folder, source, theme) = try Self.generate(file)
    let type = "\(Names.pascal(theme.name))Shapes"
    let main = folder.appendingPathComponent("main.swift")
    try Self.probe(type).write(to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("probe").path
    let build = try run("swiftc", ["-swift-version", "6", source.path, main.path, "-o", executable])
    #expect(build.status == 0, "\(build.output)")
    guard build.status == 0 else { return }
    let output = try run(executable, [])
    #expect(output.status == 0, "\(output.output)")
    let lines = output.output.split(separator: "\n").map(String.init)

    var expected: [String] = []
    for entry in theme.scale { expected.append("scale.\(entry.name): \(Self.describe(entry.shape))") }
    for entry in theme.categories {
      expected.append("categories.\(entry.name): \(Self.describe(entry.shape))")
    }
    for component in theme.components {
      expected.append("components.\(component.name): \(Self.describe(component.shape))")
      for variant in component.variants {
        expected.append("components.\(component.name).\(variant.name): \(Self.describe(variant.shape))")
      }
    }
    let tokenLines = lines.filter { !$0.hasPrefix("outline ") }
    #expect(expected.count > 10)
    #expect(tokenLines == expected)
    let outlineProblems = lines.filter { $0.hasPrefix("outline ") && !$0.hasSuffix(" ok") }
    #expect(outlineProblems.isEmpty, "\(outlineProblems)")
  }

  /// The same text the probe prints, from the resolved theme.
  static func describe(_ shape: ResolvedShape) -> String {
    shape.kind.rawValue + " "
      + shape.corners.map { corner in
        let size =
          corner.size.unit == .points
          ? "\(corner.size.value)pt" : "\(corner.size.value / 100)fr"
        let smoothing = corner.smoothing.map { "\($0)" } ?? "-"
        return "\(size) \(corner.family.rawValue) \(corner.curve.rawValue) \(smoothing)"
      }.joined(separator: " | ")
  }

  /// A program that prints each token as `describe` does, then checks every outline
  /// at 120×48: all points inside the box, touching its edges (or the centred
  /// square for circles), and content insets that are never negative.
  static func probe(_ type: String) -> String {
    """
    import Foundation

    func describe(_ token: \(type).Token) -> String {
      token.kind.rawValue + " " + token.corners.map { corner in
        let size: String
        switch corner.size {
        case .points(let value): size = "\\(Double(value))pt"
        case .fraction(let value): size = "\\(Double(value))fr"
        }
        let smoothing = corner.curve == .continuous ? "\\(Double(corner.smoothing))" : "-"
        return "\\(size) \\(corner.family.rawValue) \\(corner.curve.rawValue) \\(smoothing)"
      }.joined(separator: " | ")
    }

    func checkOutline(_ name: String, _ token: \(type).Token) {
      let rect = CGRect(x: 0, y: 0, width: 120, height: 48)
      var points: [CGPoint] = []
      for element in token.outline(in: rect) {
        switch element {
        case .move(let point), .line(let point): points.append(point)
        case .curve(let point, let c1, let c2): points += [point, c1, c2]
        case .close: break
        }
      }
      let xs = points.map(\\.x), ys = points.map(\\.y)
      let expected = token.kind == .circle ? CGRect(x: 36, y: 0, width: 48, height: 48) : rect
      let close = { (a: CGFloat, b: CGFloat) in abs(a - b) < 1e-9 }
      let insets = token.contentInsets(in: rect.size)
      let fits = close(xs.min()!, expected.minX) && close(xs.max()!, expected.maxX)
        && close(ys.min()!, expected.minY) && close(ys.max()!, expected.maxY)
      let sane = [insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0 >= 0 && $0 <= 60 }
      print("outline \\(name) " + (fits && sane ? "ok" : "bad: \\(xs.min()!)...\\(xs.max()!) \\(ys.min()!)...\\(ys.max()!) \\(insets)"))
    }

    for (name, token) in \(type).scale { print("scale.\\(name): \\(describe(token))") }
    for (name, token) in \(type).categories { print("categories.\\(name): \\(describe(token))") }
    for (name, token) in \(type).components { print("components.\\(name): \\(describe(token))") }
    for (name, token) in \(type).scale + \(type).categories + \(type).components { checkOutline(name, token) }
    """
  }
}
