import Foundation

/// Local coordinates for one corner: `u` runs from the corner back along the edge that
/// enters it (walking clockwise), `v` along the edge that leaves it.
struct CornerFrame: Sendable {
  var origin: Point
  var along: (x: Double, y: Double)
  var across: (x: Double, y: Double)

  /// The frame of corner `index` of a `width` × `height` box whose top left is `offset`.
  init(index: Int, width: Double, height: Double, offset: Point = Point(0, 0)) {
    switch index {
    case 0: (origin, along, across) = (Point(0, 0), (0, 1), (1, 0))
    case 1: (origin, along, across) = (Point(width, 0), (-1, 0), (0, 1))
    case 2: (origin, along, across) = (Point(width, height), (0, -1), (-1, 0))
    default: (origin, along, across) = (Point(0, height), (1, 0), (0, -1))
    }
    origin = Point(origin.x + offset.x, origin.y + offset.y)
  }

  func point(_ u: Double, _ v: Double) -> Point {
    Point(origin.x + u * along.x + v * across.x, origin.y + u * along.y + v * across.y)
  }

  /// The local coordinates of a point in the box.
  func local(_ point: Point) -> (u: Double, v: Double) {
    let dx = point.x - origin.x
    let dy = point.y - origin.y
    return (dx * along.x + dy * along.y, dx * across.x + dy * across.y)
  }
}

/// One corner's outline, in its frame and in box coordinates.
struct CornerPath: Sendable {
  let corner: ResolvedCorner
  let radius: Double
  let budget: Double
  let frame: CornerFrame
  /// For a continuous corner, the region it removes as a polygon in (u, v), made once
  /// so that point tests stay cheap.
  private var removedPolygon: [(u: Double, v: Double)] = []

  /// `forPointTests: false` skips that polygon, for callers that only measure the
  /// corner: it is hundreds of points, and themes have thousands of corners.
  init(corner: ResolvedCorner, radius: Double, budget: Double, frame: CornerFrame, forPointTests: Bool = true) {
    self.corner = corner
    self.radius = radius
    self.budget = budget
    self.frame = frame
    if forPointTests, radius > 0, isContinuous { removedPolygon = [(0, 0)] + flattened() }
  }

  /// How a cubic's control points sit along the tangents of a quarter circle.
  static let kappa = 0.552_284_749_831

  var isContinuous: Bool { corner.family == .rounded && corner.curve == .continuous }

  var smooth: Smoothing {
    Smoothing(radius: radius, smoothing: corner.smoothing ?? 0, budget: budget)
  }

  /// How far from the corner the outline leaves each edge.
  var extent: Double { radius > 0 && isContinuous ? smooth.extent : radius }

  /// A `.line` to where the corner starts, then the corner itself.
  var elements: [PathElement] {
    let f = frame
    let r = radius
    guard r > 0 else { return [.line(f.origin)] }
    if corner.family == .cut { return [.line(f.point(r, 0)), .line(f.point(0, r))] }
    guard isContinuous else { return [.line(f.point(r, 0)), .arc(radius: r, to: f.point(0, r))] }
    let s = smooth
    let p = s.extent
    let u1 = p - (s.a + s.b + s.c)
    let handle = 4 / 3 * tan(s.arcAngle / 4) * r
    let tangent = (x: cos(s.beta), y: sin(s.beta))
    return [
      .line(f.point(p, 0)),
      .cubic(control1: f.point(p - s.a, 0), control2: f.point(p - s.a - s.b, 0), to: f.point(u1, s.d)),
      .cubic(
        control1: f.point(u1 - handle * tangent.x, s.d + handle * tangent.y),
        control2: f.point(s.d + handle * tangent.y, u1 - handle * tangent.x), to: f.point(s.d, u1)),
      .cubic(control1: f.point(0, p - s.a - s.b), control2: f.point(0, p - s.a), to: f.point(0, p)),
    ]
  }

  /// The corner's curve as local (u, v) points from (extent, 0) to (0, extent).
  func flattened(steps: Int = 256) -> [(u: Double, v: Double)] {
    var points: [(Double, Double)] = [(extent, 0)]
    var current = frame.point(extent, 0)
    for element in elements.dropFirst() {
      switch element {
      case .cubic(let c1, let c2, let to):
        for step in 1...steps {
          let t = Double(step) / Double(steps)
          let m = 1 - t
          let x = m * m * m * current.x + 3 * m * m * t * c1.x + 3 * m * t * t * c2.x + t * t * t * to.x
          let y = m * m * m * current.y + 3 * m * m * t * c1.y + 3 * m * t * t * c2.y + t * t * t * to.y
          points.append(frame.local(Point(x, y)))
        }
        current = to
      case .line(let to), .arc(_, let to), .move(let to):
        points.append(frame.local(to))
        current = to
      case .close:
        break
      }
    }
    return points
  }

  /// The area between the corner point and the outline.
  var removedArea: Double {
    guard radius > 0 else { return 0 }
    if corner.family == .cut { return radius * radius / 2 }
    if !isContinuous { return radius * radius * (1 - Double.pi / 4) }
    // The corner point and the curve make a closed polygon; the shoelace formula.
    let polygon = [(u: 0.0, v: 0.0)] + flattened(steps: 2048)
    var twice = 0.0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      twice += a.u * b.v - b.u * a.v
    }
    return abs(twice) / 2
  }

  /// True when the corner cuts `point` away from the box.
  func removes(_ point: Point) -> Bool {
    guard radius > 0 else { return false }
    let (u, v) = frame.local(point)
    guard u >= 0, v >= 0, u < extent, v < extent else { return false }
    if corner.family == .cut { return u + v < radius }
    if !isContinuous {
      guard u < radius, v < radius else { return false }
      let du = radius - u
      let dv = radius - v
      return du * du + dv * dv > radius * radius
    }
    return Self.inside((u, v), removedPolygon)
  }

  /// Even-odd point in polygon.
  static func inside(_ point: (u: Double, v: Double), _ polygon: [(u: Double, v: Double)]) -> Bool {
    var result = false
    var j = polygon.count - 1
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[j]
      if (a.v > point.v) != (b.v > point.v),
        point.u < (b.u - a.u) * (point.v - a.v) / (b.v - a.v) + a.u
      {
        result.toggle()
      }
      j = i
    }
    return result
  }

  /// How deep the corner reaches into the box along its diagonal.
  var diagonalDepth: Double {
    guard radius > 0 else { return 0 }
    if corner.family == .cut { return radius / 2 }
    if !isContinuous { return radius * (1 - 1 / 2.squareRoot()) }
    // The middle of the curve is the middle of its circular arc, whose centre is on
    // the diagonal, `r` from the arc's ends.
    let s = smooth
    let u1 = s.extent - (s.a + s.b + s.c)
    let sum = u1 + s.d
    let centre = (sum + max(0, 2 * radius * radius - (u1 - s.d) * (u1 - s.d)).squareRoot()) / 2
    return centre - radius / 2.squareRoot()
  }
}

/// Figma-style corner smoothing (RESEARCH.md 5.2): where the curve starts, the arc in
/// its middle, and the cubic handles that ease it into the edges.
struct Smoothing: Sendable {
  var extent: Double
  var arcAngle: Double
  var a: Double
  var b: Double
  var c: Double
  var d: Double
  /// The angle between the edge and the arc where they meet.
  var beta: Double

  init(radius r: Double, smoothing: Double, budget: Double) {
    var smoothing = min(max(smoothing, 0), 1)
    var extent = (1 + smoothing) * r
    if extent > budget {
      smoothing = max(0, min(smoothing, budget / r - 1))
      extent = max(r, min(extent, budget))
    }
    arcAngle = Double.pi / 2 * (1 - smoothing)
    let arcChord = sin(arcAngle / 2) * r * 2.squareRoot()
    let alpha = (Double.pi / 2 - arcAngle) / 2
    let p3p4 = r * tan(alpha / 2)
    beta = Double.pi / 4 * smoothing
    c = p3p4 * cos(beta)
    d = c * tan(beta)
    b = (extent - arcChord - c - d) / 3
    a = 2 * b
    self.extent = extent
  }
}

/// Points on a circular corner's arc, for outlines that can only draw straight lines
/// (CSS `polygon()`): where the arc crosses 22.5°, 45° and 67.5°, each as the share of
/// the radius it lies in from the corner's square point along the two edges, rounded to
/// four places. For the top-left corner of radius r, (r·along, r·across) from the box's
/// top-left point, ordered from the left edge to the top edge.
package enum CircularArc {
  package static let samples: [(along: Double, across: Double)] = [22.5, 45, 67.5].map { degrees in
    let angle = degrees * .pi / 180
    func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
    return (rounded(1 - cos(angle)), rounded(1 - sin(angle)))
  }
}
