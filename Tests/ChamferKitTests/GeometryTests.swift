import ChamferKit
import Foundation
import Testing

/// Shapes laid out in boxes, checked against closed forms.
@Suite struct GeometryTests {
  static func shape(_ yaml: String) throws -> ResolvedShape {
    let result = check("chamfer: 1\nname: G\ncomponents:\n  box: \(yaml)\n")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
    return try #require(result.theme?.component("box")?.shape)
  }

  /// Counts grid points inside: a check on `contains` that does not share its code path
  /// with `area`.
  static func sampledArea(_ geometry: ShapeGeometry, step: Double = 0.25) -> Double {
    var inside = 0
    var y = step / 2
    while y < geometry.height {
      var x = step / 2
      while x < geometry.width {
        if geometry.contains(Point(x, y)) { inside += 1 }
        x += step
      }
      y += step
    }
    return Double(inside) * step * step
  }

  @Test func aCutRemovesHalfTheSquareOfItsSizeAtEveryCorner() throws {
    let geometry = ShapeGeometry(try Self.shape("{ size: 10, family: cut }"), width: 120, height: 48)
    #expect(abs(geometry.area - (120 * 48 - 4 * 50)) < 1e-9)
    #expect(abs(Self.sampledArea(geometry) - geometry.area) / geometry.area < 0.002)
    #expect(!geometry.contains(Point(2, 2)))
    #expect(geometry.contains(Point(5.5, 5.5)))  // just past the cut line u + v = 10
    #expect(!geometry.contains(Point(4.5, 4.5)))
  }

  @Test func aCircularCornerRemovesRSquaredTimesOneMinusQuarterPi() throws {
    let geometry = ShapeGeometry(try Self.shape("{ size: 12 }"), width: 100, height: 60)
    #expect(abs(geometry.area - (100 * 60 - 4 * 144 * (1 - Double.pi / 4))) < 1e-9)
    #expect(abs(Self.sampledArea(geometry) - geometry.area) / geometry.area < 0.002)
    // On the arc's diagonal: r(1 − 1/√2) from the corner is the outline.
    let depth = 12 * (1 - 1 / 2.squareRoot())
    #expect(geometry.contains(Point(depth + 0.01, depth + 0.01)))
    #expect(!geometry.contains(Point(depth - 0.01, depth - 0.01)))
    #expect(abs(geometry.contentInsets.top - depth) < 1e-9)
  }

  @Test func fullIsACapsuleOfTheShorterSideAndCircleIsCentred() throws {
    let capsule = ShapeGeometry(try Self.shape("{ size: full }"), width: 120, height: 40)
    #expect(capsule.radii == [20, 20, 20, 20])
    #expect(abs(capsule.area - (120 * 40 - 4 * 400 * (1 - Double.pi / 4))) < 1e-9)
    let circle = ShapeGeometry(try Self.shape("{ shape: circle }"), width: 120, height: 40)
    #expect(abs(circle.area - Double.pi * 400) < 1e-9)
    #expect(circle.contains(Point(60, 20)) && !circle.contains(Point(30, 20)))
    #expect(abs(Self.sampledArea(circle) - circle.area) / circle.area < 0.002)
    // The content square inscribed in the circle: side r√2.
    let side = 20 * 2.squareRoot()
    #expect(abs(circle.contentInsets.left - (120 - side) / 2) < 1e-9)
  }

  @Test func percentagesAreOfTheShorterSide() throws {
    let geometry = ShapeGeometry(try Self.shape("{ size: 25%, family: cut }"), width: 200, height: 80)
    #expect(geometry.radii == [20, 20, 20, 20])
  }

  /// The documented clamping rule: when corners on one edge overlap, all four shrink
  /// by one factor, as in CSS.
  @Test func overflowingRadiiShrinkTogether() throws {
    let shape = try Self.shape("{ size: 10, corners: { topLeft: 60, topRight: 60 } }")
    let geometry = ShapeGeometry(shape, width: 100, height: 200)
    let factor = 100.0 / 120
    #expect(geometry.radii.map { ($0 * 1e9).rounded() } == [60, 60, 10, 10].map { ($0 * factor * 1e9).rounded() })
    #expect(abs(geometry.area - (100 * 200 - (2 * 2500 + 2 * 69.444_444_444_444_44) * (1 - Double.pi / 4))) < 1e-6)
  }

  @Test func continuousCornersStartFurtherOutAndAgreeWithSampling() throws {
    for smoothing in [0.0, 0.6, 1.0] {
      let shape = try Self.shape("{ size: 16, curve: continuous, smoothing: \(smoothing) }")
      let geometry = ShapeGeometry(shape, width: 120, height: 80)
      #expect(abs(Self.sampledArea(geometry) - geometry.area) / geometry.area < 0.002, "\(smoothing)")
      let lines = geometry.outline.compactMap { element -> Point? in
        if case .line(let point) = element { point } else { nil }
      }
      guard let start = lines.first else {
        Issue.record("no straight top edge")
        continue
      }
      // Walking clockwise, the top edge ends (1 + smoothing) × r before the right edge.
      #expect(abs((120 - start.x) - (1 + smoothing) * 16) < 1e-9, "\(smoothing)")
    }
    // Smoothing 0 removes what a circular corner removes, up to the cubic that
    // approximates its arc (0.1% of the corner's area).
    let zero = ShapeGeometry(try Self.shape("{ size: 16, curve: continuous, smoothing: 0 }"), width: 120, height: 80)
    let circular = 256 * (1 - Double.pi / 4)
    #expect(abs((120 * 80 - zero.area) / 4 - circular) / circular < 0.002)
  }

  @Test func anOutlineIsClosedAndItsSVGIsAPath() throws {
    let geometry = ShapeGeometry(
      try Self.shape("{ size: 8, corners: { topLeft: { family: cut }, topRight: { curve: continuous } } }"),
      width: 120, height: 48)
    #expect(geometry.outline.first.map { if case .move = $0 { true } else { false } } == true)
    #expect(geometry.outline.last == .close)
    #expect(geometry.svgPathData.hasPrefix("M0 8 L8 0 "))
    #expect(geometry.svg().contains("viewBox=\"0 0 120 48\""))
  }
}

@Suite struct ContentInsetTests {
  @Test func insetsMatchTheGeometryWhenNothingIsClamped() throws {
    for yaml in [
      "{ size: 12 }", "{ size: 10, family: cut }", "{ size: 8, curve: continuous, smoothing: 0.6 }",
      "{ size: 4, corners: { topLeft: { size: 16, family: cut }, bottomRight: { size: 12, curve: continuous } } }",
    ] {
      let shape = try GeometryTests.shape(yaml)
      let insets = shape.contentInsets
      let geometry = ShapeGeometry(shape, width: 200, height: 120).contentInsets
      #expect(!insets.isRelative)
      for (stated, laidOut) in [
        (insets.top, geometry.top), (insets.left, geometry.left),
        (insets.bottom, geometry.bottom), (insets.right, geometry.right),
      ] {
        #expect(abs(stated.value - laidOut) < 1e-9, "\(yaml)")
      }
    }
  }

  @Test func sharesOfTheShorterSideStayShares() throws {
    let capsule = try GeometryTests.shape("{ size: full }").contentInsets
    #expect(capsule.isRelative)
    #expect(abs(capsule.top.value - 50 * (1 - 1 / 2.squareRoot())) < 1e-9)
    let laidOut = ShapeGeometry(try GeometryTests.shape("{ size: full }"), width: 160, height: 40)
    #expect(abs(laidOut.contentInsets.left - capsule.left.value / 100 * 40) < 1e-9)
    let circle = try GeometryTests.shape("{ shape: circle }").contentInsets
    let square = ShapeGeometry(try GeometryTests.shape("{ shape: circle }"), width: 80, height: 80)
    #expect(abs(circle.top.value / 100 * 80 - square.contentInsets.top) < 1e-9)
  }
}

/// Arrows: where they stand, what they add, and the room they leave for content.
@Suite struct ArrowGeometryTests {
  @Test func aCentredArrowAddsItsTriangleBelowTheBody() throws {
    let shape = try GeometryTests.shape("{ size: 0, edges: { bottom: { arrow: { width: 12, height: 6 } } } }")
    let geometry = ShapeGeometry(shape, width: 100, height: 46)
    #expect(geometry.body.width == 100 && geometry.body.height == 40, "the arrow stands inside the box")
    #expect(abs(geometry.area - (100 * 40 + 12 * 6 / 2)) < 1e-9)
    #expect(abs(GeometryTests.sampledArea(geometry) - geometry.area) < 2, "sampling on a 0.25pt grid")
    #expect(geometry.contains(Point(50, 45.5)), "just above the apex")
    #expect(!geometry.contains(Point(40, 43)), "beside the arrow, below the body")
    #expect(geometry.outline.contains(.line(Point(50, 46))), "the apex, centred")
    #expect(geometry.contentInsets.bottom == 6, "content stays in the body")
  }

  @Test(arguments: [
    ("start", 8.0 + 6), ("end", 100.0 - 8 - 6), ("center", 50.0), ("30", 30.0), ("25%", 25.0), ("2", 6.0),
  ])
  func positionsFollowTheCornersAndStayOnTheEdge(_ position: String, _ apexX: Double) throws {
    let shape = try GeometryTests.shape(
      "{ size: 8, edges: { top: { arrow: { width: 12, height: 5, position: \"\(position)\" } } } }")
    let geometry = ShapeGeometry(shape, width: 100, height: 45)
    #expect(geometry.body.y == 5)
    #expect(geometry.outline.contains(.line(Point(apexX, 0))), "\(geometry.outline)")
  }

  @Test func aRoundedTipCutsAThirdOfTheTipTriangle() throws {
    let sharp = ShapeGeometry(
      try GeometryTests.shape("{ size: 0, edges: { right: { arrow: { width: 10, height: 10 } } } }"), width: 60, height: 40)
    let round = ShapeGeometry(
      try GeometryTests.shape("{ size: 0, edges: { right: { arrow: { width: 10, height: 10, tip: 2 } } } }"),
      width: 60, height: 40)
    // The tip's ends are 2pt from the apex along sides √125 long: the triangle they cut
    // is (2/√125)² of the arrow's 50, and the curve keeps two thirds of it.
    let cut = 50 * (4.0 / 125) / 3
    #expect(abs((sharp.area - round.area) - cut) < 1e-9)
    #expect(abs(GeometryTests.sampledArea(round, step: 0.1) - round.area) < 1, "contains() treats the tip as sharp")
  }

  @Test func theThemesInsetsAddTheArrowsHeight() throws {
    let shape = try GeometryTests.shape("{ size: 8, family: cut, edges: { bottom: { arrow: { height: 6 } } } }")
    #expect(shape.contentInsets.bottom == Size(10, .points), "a cut's half, 4pt, and the arrow's 6pt")
    #expect(shape.contentInsets.top == Size(4, .points))
  }

  @Test func aCircleIgnoresArrows() throws {
    let geometry = ShapeGeometry(try GeometryTests.shape("{ shape: circle, edges: { bottom: arrow } }"), width: 40, height: 40)
    #expect(abs(geometry.area - Double.pi * 400) < 1e-9)
  }
}
