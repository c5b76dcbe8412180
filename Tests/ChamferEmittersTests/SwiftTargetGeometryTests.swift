import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// The generated Swift lays shapes out by the rules ChamferKit's `ShapeGeometry` follows:
/// arrows inside the box, corners measured on the body, the same arrow centres and
/// clamps, the same rounded tips. A program compiled with the generated file prints
/// every token's outline, corner sizes, body, content insets and arrows at several
/// sizes, and each is compared with `ShapeGeometry` for the resolved shape.
///
/// Outlines are compared step by step: lines and cubics (continuous corners, rounded
/// tips) exactly; where `ShapeGeometry` has a circular arc the generated code has the
/// usual cubic, whose ends must match and whose midpoint must lie on the arc.
@Suite(.serialized) struct SwiftTargetGeometryTests {
  static let themes = bundledThemes()
  /// Boxes wide, square, flat, tall, and small enough that corners shrink and arrows
  /// are cut to their edge.
  static let sizes: [(Double, Double)] = [(120, 48), (120, 40), (48, 48), (200, 30), (30, 120), (20, 40), (10, 8)]

  @Test(arguments: themes)
  func generatedLayoutMatchesShapeGeometry(theme file: URL) throws {
    let (folder, source, theme) = try SwiftTargetTests.generate(file)
    let measured = try Self.measure(theme, source: source, folder: folder)
    let shapes = Self.shapesByName(theme)
    #expect(!measured.isEmpty)

    var compared = 0
    for (name, shape) in shapes {
      for (width, height) in Self.sizes {
        let key = "\(name)\t\(width)\t\(height)"
        let geometry = ShapeGeometry(shape, width: width, height: height)
        guard let outline = measured["outline\t" + key]?.first,
          let radii = measured["radii\t" + key]?.first, let body = measured["body\t" + key]?.first,
          let insets = measured["insets\t" + key]?.first
        else {
          Issue.record("the probe printed nothing for \(name) at \(width)×\(height)")
          continue
        }
        let problems = Self.compare(Self.parseSteps(outline), geometry.outline)
        #expect(problems.isEmpty, "\(name) at \(width)×\(height): \(problems.prefix(4))")
        #expect(Self.close(Self.numbers(radii), geometry.radii), "\(name) at \(width)×\(height): radii \(radii) against \(geometry.radii)")
        let box = geometry.body
        #expect(Self.close(Self.numbers(body), [box.x, box.y, box.width, box.height]), "\(name) at \(width)×\(height): body \(body) against \(box)")
        let expected = geometry.contentInsets
        #expect(
          Self.close(Self.numbers(insets), [expected.top, expected.left, expected.bottom, expected.right]),
          "\(name) at \(width)×\(height): insets \(insets) against \(expected)")
        compared += 1
      }
    }
    #expect(compared == shapes.count * Self.sizes.count)
    let selfChecks = measured.filter { $0.key.hasPrefix("check\t") && $0.value != ["ok"] }
    #expect(selfChecks.isEmpty, "\(selfChecks.sorted { $0.key < $1.key }.prefix(6))")
  }

  /// The default theme's tooltips at 120×40, from the rules by hand: a 12×6 arrow
  /// whose body is 120×34, centred, at the end (120 − 4 − 6), 16pt in, or on the top
  /// edge; cut to the edge and kept on it in a 20pt and a 10pt box.
  @Test func tooltipArrowsSitWhereTheRulesPutThem() throws {
    let file = try #require(Self.themes.first { $0.lastPathComponent == "default.yaml" })
    let (folder, source, theme) = try SwiftTargetTests.generate(file)
    let measured = try Self.measure(theme, source: source, folder: folder)
    let expected: [(name: String, size: (Double, Double), arrow: String)] = [
      ("components.tooltip", (120, 40), "bottom 66.0 34.0 60.0 40.0 54.0 34.0"),
      ("components.tooltip.below", (120, 40), "top 54.0 6.0 60.0 0.0 66.0 6.0"),
      ("components.tooltip.trailing", (120, 40), "bottom 116.0 34.0 110.0 40.0 104.0 34.0"),
      ("components.tooltip.leading", (120, 40), "bottom 22.0 34.0 16.0 40.0 10.0 34.0"),
      // 16pt from the start would leave the 20pt edge: the arrow stops at its end.
      ("components.tooltip.leading", (20, 40), "bottom 20.0 34.0 14.0 40.0 8.0 34.0"),
      // At the end of a 20pt edge: 20 − 4 − 6.
      ("components.tooltip.trailing", (20, 40), "bottom 16.0 34.0 10.0 40.0 4.0 34.0"),
      // A 10pt edge is narrower than the arrow: the base is cut to the edge.
      ("components.tooltip", (10, 8), "bottom 10.0 2.0 5.0 8.0 0.0 2.0"),
    ]
    for (name, size, arrow) in expected {
      let key = "arrow\t\(name)\t\(size.0)\t\(size.1)"
      #expect(measured[key] == [arrow], "\(name) at \(size): \(measured[key] ?? [])")
    }
    // ShapeGeometry agrees: the sharp apex is on its outline, and the rounded tip is the
    // quadratic through points 1pt from the apex with the apex as control point.
    let shapes = Self.shapesByName(theme)
    let below = try #require(shapes.first { $0.name == "components.tooltip.below" }?.shape)
    #expect(ShapeGeometry(below, width: 120, height: 40).outline.contains(.line(Point(60, 0))))
    let tooltip = try #require(shapes.first { $0.name == "components.tooltip" }?.shape)
    let step = 1 / 2.squareRoot()
    let (a, b) = (Point(60 + step, 40 - step), Point(60 - step, 40 - step))
    let c1 = Point(a.x + 2 / 3 * (60 - a.x), a.y + 2 / 3 * (40 - a.y))
    let c2 = Point(b.x + 2 / 3 * (60 - b.x), b.y + 2 / 3 * (40 - b.y))
    let cubics = ShapeGeometry(tooltip, width: 120, height: 40).outline.compactMap { element -> [Double]? in
      guard case .cubic(let p, let q, let to) = element else { return nil }
      return [p.x, p.y, q.x, q.y, to.x, to.y]
    }
    #expect(cubics.contains { Self.close($0, [c1.x, c1.y, c2.x, c2.y, b.x, b.y]) }, "\(cubics)")
  }

  // MARK: - Running the generated code

  /// Every resolved shape under the name the generated lists give it, with its list.
  static func shapesByName(_ theme: ResolvedTheme) -> [(name: String, shape: ResolvedShape)] {
    var shapes: [(String, ResolvedShape)] = []
    for entry in theme.scale { shapes.append(("scale.\(entry.name)", entry.shape)) }
    for entry in theme.categories { shapes.append(("categories.\(entry.name)", entry.shape)) }
    for component in theme.components {
      shapes.append(("components.\(component.name)", component.shape))
      for variant in component.variants {
        shapes.append(("components.\(component.name).\(variant.name)", variant.shape))
      }
    }
    return shapes
  }

  /// Compiles `geometryProbe` with the generated file, runs it, and returns its lines
  /// by their first four fields (kind, token, width, height).
  static func measure(_ theme: ResolvedTheme, source: URL, folder: URL) throws -> [String: [String]] {
    let main = folder.appendingPathComponent("main.swift")
    try geometryProbe("\(Names.pascal(theme.name))Shapes").write(to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("geometry").path
    let build = try run("swiftc", ["-swift-version", "6", source.path, main.path, "-o", executable])
    #expect(build.status == 0, "\(build.output)")
    guard build.status == 0 else { return [:] }
    let output = try run(executable, [])
    #expect(output.status == 0, "\(output.output)")
    var lines: [String: [String]] = [:]
    for line in output.output.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 5 else { continue }
      lines[fields[0..<4].joined(separator: "\t"), default: []].append(fields[4])
    }
    return lines
  }

  /// Prints, tab-separated, `outline`, `radii`, `body`, `insets` and one `arrow` line
  /// per arrow for every token at every size, then `check` with what the code must
  /// also get right: the same outline in a moved rectangle, `outset: 0` changing
  /// nothing, and outsets whose straight pieces lie parallel to the outline's at the
  /// outset's distance (rounded and cut corners, edges, arrow sides), circles growing
  /// by it.
  static func geometryProbe(_ type: String) -> String {
    let sizes = Self.sizes.map { "(\($0.0), \($0.1))" }.joined(separator: ", ")
    return """
      import Foundation

      func n(_ value: CGFloat) -> String { "\\(Double(value))" }
      func pt(_ point: CGPoint) -> String { "\\(n(point.x)) \\(n(point.y))" }

      func steps(_ elements: [\(type).PathElement]) -> String {
        elements.map { element in
          switch element {
          case .move(let point): return "M " + pt(point)
          case .line(let point): return "L " + pt(point)
          case .curve(let point, let c1, let c2): return "C \\(pt(c1)) \\(pt(c2)) \\(pt(point))"
          case .close: return "Z"
          }
        }.joined(separator: ";")
      }

      func points(_ elements: [\(type).PathElement]) -> [CGPoint] {
        elements.flatMap { element -> [CGPoint] in
          switch element {
          case .move(let point), .line(let point): return [point]
          case .curve(let point, let c1, let c2): return [c1, c2, point]
          case .close: return []
          }
        }
      }

      /// What is wrong with `outset` as `amount` pushed out of `original`.
      func outsetProblems(_ original: [\(type).PathElement], _ outset: [\(type).PathElement], _ amount: CGFloat) -> [String] {
        guard original.count == outset.count else { return ["\\(original.count) steps became \\(outset.count)"] }
        var problems: [String] = []
        var (p0, q0) = (CGPoint.zero, CGPoint.zero)
        for (index, (a, b)) in zip(original, outset).enumerated() {
          switch (a, b) {
          case (.move(let p), .move(let q)): (p0, q0) = (p, q)
          case (.line(let p1), .line(let q1)):
            let (dx, dy) = (p1.x - p0.x, p1.y - p0.y)
            let (ex, ey) = (q1.x - q0.x, q1.y - q0.y)
            let (d, e) = ((dx * dx + dy * dy).squareRoot(), (ex * ex + ey * ey).squareRoot())
            if d > 1e-6, e > 1e-6 {
              let cross = (dx * ey - dy * ex) / (d * e)
              let dot = (dx * ex + dy * ey) / (d * e)
              // Out is to the left of a clockwise outline, in y-down coordinates.
              let distance = ((q0.x - p0.x) * dy - (q0.y - p0.y) * dx) / d
              if abs(cross) > 1e-9 || dot < 0 || abs(distance - amount) > 1e-9 {
                problems.append("step \\(index): \\(pt(p0))→\\(pt(p1)) became \\(pt(q0))→\\(pt(q1))")
              }
            }
            (p0, q0) = (p1, q1)
          case (.curve(let p1, _, _), .curve(let q1, _, _)): (p0, q0) = (p1, q1)
          case (.close, .close): break
          default: problems.append("step \\(index) changed kind")
          }
        }
        return problems
      }

      var tokens: [(String, \(type).Token)] = []
      for (name, token) in \(type).scale { tokens.append(("scale.\\(name)", token)) }
      for (name, token) in \(type).categories { tokens.append(("categories.\\(name)", token)) }
      for (name, token) in \(type).components { tokens.append(("components.\\(name)", token)) }

      let sizes: [(CGFloat, CGFloat)] = [\(sizes)]
      for (name, token) in tokens {
        for (width, height) in sizes {
          let rect = CGRect(x: 0, y: 0, width: width, height: height)
          let layout = token.layout(in: rect)
          let key = "\\(name)\\t\\(Double(width))\\t\\(Double(height))"
          let outline = token.outline(in: rect)
          print("outline\\t\\(key)\\t\\(steps(outline))")
          print("radii\\t\\(key)\\t\\(layout.radii.map(n).joined(separator: " "))")
          print("body\\t\\(key)\\t\\(n(layout.body.minX)) \\(n(layout.body.minY)) \\(n(layout.body.width)) \\(n(layout.body.height))")
          let insets = token.contentInsets(in: rect.size)
          print("insets\\t\\(key)\\t\\(n(insets.top)) \\(n(insets.left)) \\(n(insets.bottom)) \\(n(insets.right))")
          for arrow in layout.arrows {
            print("arrow\\t\\(key)\\t\\(arrow.edge.rawValue) \\(pt(arrow.start)) \\(pt(arrow.apex)) \\(pt(arrow.end))")
          }

          var problems: [String] = []
          let moved = points(token.outline(in: rect.offsetBy(dx: 7, dy: -3)))
          if zip(points(outline), moved).contains(where: { abs($0.x + 7 - $1.x) > 1e-9 || abs($0.y - 3 - $1.y) > 1e-9 }) {
            problems.append("moving the rectangle changes the outline")
          }
          if token.outline(in: rect, outset: 0) != outline { problems.append("outset 0 changes the outline") }
          if width >= 120 {
            for amount: CGFloat in [2, -1.5] {
              let grown = token.outline(in: rect, outset: amount)
              if token.kind == .circle {
                guard case .move(let top)? = grown.first else { continue }
                if abs(top.y - (rect.midY - min(width, height) / 2 - amount)) > 1e-9 { problems.append("circle outset \\(amount)") }
              } else {
                problems += outsetProblems(outline, grown, amount).map { "outset \\(amount): \\($0)" }
              }
            }
          }
          print("check\\t\\(key)\\t\\(problems.isEmpty ? "ok" : problems.joined(separator: "; "))")
        }
      }
      """
  }

  // MARK: - Comparing

  enum Step: Equatable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case close
  }

  static func numbers(_ text: String) -> [Double] {
    text.split(separator: " ").compactMap { Double($0) }
  }

  static func parseSteps(_ text: String) -> [Step] {
    text.split(separator: ";").compactMap { step in
      let values = numbers(String(step.dropFirst()))
      switch step.first {
      case "M" where values.count == 2: return .move(Point(values[0], values[1]))
      case "L" where values.count == 2: return .line(Point(values[0], values[1]))
      case "C" where values.count == 6:
        return .curve(Point(values[0], values[1]), Point(values[2], values[3]), Point(values[4], values[5]))
      case "Z": return .close
      default: return nil
      }
    }
  }

  static func close(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($1)) }
  }

  static func close(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    close([a.x, a.y], [b.x, b.y], tolerance: tolerance)
  }

  /// Differences between the generated outline and ShapeGeometry's, step by step.
  static func compare(_ generated: [Step], _ expected: [PathElement]) -> [String] {
    guard generated.count == expected.count else {
      return ["\(generated.count) steps against \(expected.count): \(generated) against \(expected)"]
    }
    var problems: [String] = []
    var current = Point(0, 0)
    for (index, (step, element)) in zip(generated, expected).enumerated() {
      switch (step, element) {
      case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
        if !close(p, q) { problems.append("step \(index): \(step) against \(element)") }
        current = q
      case (.curve(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
        if !(close(c1, d1) && close(c2, d2) && close(p, q)) {
          problems.append("step \(index): \(step) against \(element)")
        }
        current = q
      case (.curve(let c1, let c2, let p), .arc(let radius, let q)):
        // The cubic's midpoint must be the arc's: out from the chord's middle, to the
        // left of a clockwise outline, by the quarter circle's sagitta.
        let (dx, dy) = (q.x - current.x, q.y - current.y)
        let chord = (dx * dx + dy * dy).squareRoot()
        let sagitta = radius * (1 - 1 / 2.squareRoot())
        let arcMiddle =
          chord > 0
          ? Point((current.x + q.x) / 2 + dy / chord * sagitta, (current.y + q.y) / 2 - dx / chord * sagitta)
          : current
        let curveMiddle = Point(
          (current.x + 3 * c1.x + 3 * c2.x + p.x) / 8, (current.y + 3 * c1.y + 3 * c2.y + p.y) / 8)
        if !close(p, q) || !close(curveMiddle, arcMiddle, tolerance: 1e-6) {
          problems.append("step \(index): \(step) against \(element) (midpoint \(curveMiddle), arc's \(arcMiddle))")
        }
        current = q
      case (.close, .close):
        break
      default:
        problems.append("step \(index): \(step) against \(element)")
      }
    }
    return problems
  }
}
