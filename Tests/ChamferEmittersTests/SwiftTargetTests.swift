import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Proves the Swift target with the Swift compiler: the file type-checks in Swift 6
/// mode without warnings, its UIKit and SwiftUI parts type-check against the stubs for
/// each Apple platform (`AppleSDKCheck`),
/// and, compiled and run, it holds exactly the values of the resolved theme: corners,
/// arrows and surfaces. `SwiftTargetGeometryTests` compares its outlines with ChamferKit's.
@Suite(.serialized) struct SwiftTargetTests {
  static let themes = bundledThemes()

  /// The generated Swift file of a theme, written into a fresh folder.
  static func generate(_ file: URL) throws -> (folder: URL, source: URL, theme: ResolvedTheme) {
    let theme = try #require(try checkBundledTheme(file).theme)
    let target = try #require(try OutputTarget.bundled().first { $0.id == "swift" })
    let generated = target.render(theme)
    #expect(generated.map(\.path) == ["\(Names.pascal(theme.name))Shapes.swift"])
    let folder = try Scratch.folder("swift")
    let source = folder.appendingPathComponent(generated[0].path)
    try generated[0].contents.write(to: source, atomically: true, encoding: .utf8)
    return (folder, source, theme)
  }

  @Test(arguments: themes)
  func typeChecksInSwift6WithoutWarnings(theme: URL) throws {
    let (_, source, _) = try Self.generate(theme)
    let result = try run(
      "swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", source.path])
    #expect(result.status == 0, "\(result.output)")
  }

  /// The UIKit and SwiftUI parts, type-checked against the stubs as Xcode would for
  /// each Apple platform at SwiftPM's default deployment target.
  @Test(arguments: themes, AppleSDKCheck.packageDefaults)
  func buildsForEveryApplePlatform(theme: URL, check: AppleSDKCheck) throws {
    let (folder, source, _) = try Self.generate(theme)
    let result = try check.typeCheck(String(contentsOf: source, encoding: .utf8), in: folder)
    #expect(result.status == 0, "\(check.platform): \(result.output)")
  }

  @Test func theStubsReallyMakeTheUIKitPartCompile() throws {
    let (folder, source, _) = try Self.generate(Self.themes[0])
    let text = try String(contentsOf: source, encoding: .utf8)
    #expect(text.contains("layer.applyShape(token)"))
    let broken = text.replacingOccurrences(of: "layer.applyShape(token)", with: "layer.applyShapes(token)")
    let result = try AppleSDKCheck.packageDefaults[0].typeCheck(broken, in: folder)
    #expect(result.status != 0)
    #expect(result.output.contains("applyShapes"))
  }

  /// The surface code is compiled too, not skipped: breaking a call in the UIKit
  /// `SurfaceView` and one in the SwiftUI `SurfaceBackground` gives one error each.
  @Test func theStubsReallyMakeTheSurfaceCodeCompile() throws {
    let (folder, source, _) = try Self.generate(Self.themes[0])
    let text = try String(contentsOf: source, encoding: .utf8)
    let breaks = [
      ("setShadowPath(token.cgPath(in: box, outset: shadow.spread)", "setShadowPaths"),
      ("Outline(token).fill(fill.color)", "fills"),
    ]
    for (original, name) in breaks {
      #expect(text.contains(original), "the template no longer writes \(original)")
      let broken = text.replacingOccurrences(
        of: original, with: original.replacingOccurrences(of: name.dropLast() + "(", with: name + "("))
      let result = try AppleSDKCheck.packageDefaults[0].typeCheck(broken, in: folder)
      #expect(result.status != 0)
      #expect(result.output.contains(name), "\(result.output)")
    }
  }

  /// A circle with a surface and arrows in every position style give valid Swift that
  /// holds them (the default theme has neither).
  @Test func circlesWithSurfacesAndEveryArrowPositionCompile() throws {
    let text = """
      chamfer: 1
      name: Edgy
      components:
        avatar: { shape: circle, surface: { fill: "#336699", border: { width: 2, color: "#FFFFFF", position: outside } } }
        callout:
          size: 6
          edges:
            top: { arrow: { width: 10, height: 5, position: start } }
            right: { arrow: { position: 25% } }
            left: { arrow: { position: 4, tip: 2 } }
          surface: { shadows: [{ color: "#00000040", x: 1, y: 3, blur: 8, spread: 2, inset: true }], border: { width: 1, color: "#000000", position: center } }
        plain:
          size: 4
          edges: { bottom: { arrow: { position: end } } }
      """
    let result = Pipeline.check([ThemeSource(path: "edgy.yaml", text: text)])
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
    let theme = try #require(result.theme)
    let folder = try Scratch.folder("swift-edgy")
    let target = try #require(try OutputTarget.bundled().first { $0.id == "swift" })
    let generated = target.render(theme)
    let source = folder.appendingPathComponent(generated[0].path)
    try generated[0].contents.write(to: source, atomically: true, encoding: .utf8)
    for platform in AppleSDKCheck.packageDefaults where [.iOS, .watchOS].contains(platform.platform) {
      let check = try platform.typeCheck(generated[0].contents, in: folder)
      #expect(check.status == 0, "\(platform.platform): \(check.output)")
    }
    try expectProbeMatches(theme, source: source, folder: folder)
  }

  /// Compiles the generated file with a small program that prints every token, and
  /// compares each line with the resolved theme.
  @Test(arguments: themes)
  func compiledTokensHoldTheResolvedValues(theme file: URL) throws {
    let (folder, source, theme) = try Self.generate(file)
    try expectProbeMatches(theme, source: source, folder: folder)
  }

  /// Runs `probe` against a generated file and compares its lines with `theme`.
  func expectProbeMatches(
    _ theme: ResolvedTheme, source: URL, folder: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let type = "\(Names.pascal(theme.name))Shapes"
    let main = folder.appendingPathComponent("main.swift")
    try Self.probe(type).write(to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("probe").path
    let build = try run("swiftc", ["-swift-version", "6", source.path, main.path, "-o", executable])
    #expect(build.status == 0, "\(build.output)", sourceLocation: sourceLocation)
    guard build.status == 0 else { return }
    let output = try run(executable, [])
    #expect(output.status == 0, "\(output.output)", sourceLocation: sourceLocation)
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
    #expect(!expected.isEmpty, sourceLocation: sourceLocation)
    #expect(tokenLines == expected, sourceLocation: sourceLocation)
    let outlineProblems = lines.filter { $0.hasPrefix("outline ") && !$0.hasSuffix(" ok") }
    #expect(outlineProblems.isEmpty, "\(outlineProblems)", sourceLocation: sourceLocation)
  }

  /// The same text the probe prints, from the resolved theme.
  static func describe(_ shape: ResolvedShape) -> String {
    let corners = shape.corners.map { corner in
      let size =
        corner.size.unit == .points
        ? "\(corner.size.value)pt" : "\(corner.size.value / 100)fr"
      let smoothing = corner.smoothing.map { "\($0)" } ?? "-"
      return "\(size) \(corner.family.rawValue) \(corner.curve.rawValue) \(smoothing)"
    }
    // A circle has no arrows: the generated `Token.circle` carries none.
    let arrows = (shape.kind == .circle ? [] : shape.arrows).map { edge, arrow in
      let position: String
      switch arrow.position {
      case .start: position = "start"
      case .center: position = "center"
      case .end: position = "end"
      case .points(let value): position = "\(value)pt"
      case .fraction(let value): position = "\(value)fr"
      }
      return "\(edge.rawValue) \(arrow.width) \(arrow.height) \(position) \(arrow.tip)"
    }
    var text = shape.kind.rawValue + " " + corners.joined(separator: " | ")
    text += " / edges: " + arrows.joined(separator: ", ")
    if let surface = shape.surface {
      let fill = surface.fill.map(\.description) ?? "-"
      let border = surface.border.map { "\($0.width) \($0.color) \($0.position.rawValue)" } ?? "-"
      let shadows = surface.shadows.map { shadow in
        "\(shadow.color) \(shadow.x) \(shadow.y) \(shadow.blur) \(shadow.spread) \(shadow.inset ? "inner" : "outer")"
      }
      text += " / surface: fill \(fill); border \(border); shadows [\(shadows.joined(separator: ", "))]; style \(surface.style.rawValue)"
    }
    return text
  }

  /// A program that prints each token as `describe` does, then checks every outline
  /// at 120×48: all points inside the box, touching its edges (or the centred square
  /// for circles; an arrow's apex counts, as a rounded tip does not reach it), and
  /// content insets that are never negative.
  static func probe(_ type: String) -> String {
    """
    import Foundation

    func hex(_ color: \(type).RGBA) -> String {
      let bytes = [color.red, color.green, color.blue, color.opacity].map { Int(($0 * 255).rounded()) }
      return "#" + (bytes[3] == 255 ? Array(bytes[0..<3]) : bytes).map { String(format: "%02X", $0) }.joined()
    }

    func describe(_ token: \(type).Token) -> String {
      var text = token.kind.rawValue + " " + token.corners.map { corner in
        let size: String
        switch corner.size {
        case .points(let value): size = "\\(Double(value))pt"
        case .fraction(let value): size = "\\(Double(value))fr"
        }
        let smoothing = corner.curve == .continuous ? "\\(Double(corner.smoothing))" : "-"
        return "\\(size) \\(corner.family.rawValue) \\(corner.curve.rawValue) \\(smoothing)"
      }.joined(separator: " | ")
      let arrows = \(type).Edge.allCases.compactMap { edge -> String? in
        guard let arrow = token.edges[edge] else { return nil }
        let position: String
        switch arrow.position {
        case .start: position = "start"
        case .center: position = "center"
        case .end: position = "end"
        case .points(let value): position = "\\(Double(value))pt"
        case .fraction(let value): position = "\\(Double(value))fr"
        }
        return "\\(edge.rawValue) \\(Double(arrow.width)) \\(Double(arrow.height)) \\(position) \\(Double(arrow.tip))"
      }
      text += " / edges: " + arrows.joined(separator: ", ")
      if let surface = token.surface {
        let fill = surface.fill.map(hex) ?? "-"
        let border = surface.border.map { "\\(Double($0.width)) \\(hex($0.color)) \\($0.position.rawValue)" } ?? "-"
        let shadows = surface.shadows.map { shadow in
          "\\(hex(shadow.color)) \\(Double(shadow.x)) \\(Double(shadow.y)) \\(Double(shadow.blur)) \\(Double(shadow.spread)) \\(shadow.inset ? "inner" : "outer")"
        }
        text += " / surface: fill \\(fill); border \\(border); shadows [\\(shadows.joined(separator: ", "))]; style \\(surface.style.rawValue)"
      }
      return text
    }

    func checkOutline(_ name: String, _ token: \(type).Token) {
      let rect = CGRect(x: 0, y: 0, width: 120, height: 48)
      var points: [CGPoint] = token.layout(in: rect).arrows.map(\\.apex)
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
