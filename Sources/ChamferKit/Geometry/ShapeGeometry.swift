import Foundation

/// A point in a shape's box: x to the right, y down, in points.
public struct Point: Hashable, Sendable {
  /// The distance from the box's left side, in points.
  public var x: Double
  /// The distance from the box's top, in points.
  public var y: Double

  /// The point at `x`, `y`.
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
}

/// One step of an outline. Arcs are circular, clockwise and at most a quarter turn.
public enum PathElement: Hashable, Sendable {
  /// Starts the outline at a point.
  case move(Point)
  /// A straight line to a point.
  case line(Point)
  /// A cubic Bézier curve to a point, through two control points.
  case cubic(control1: Point, control2: Point, to: Point)
  /// A circular arc of this radius to a point, turning clockwise.
  case arc(radius: Double, to: Point)
  /// A straight line back to where the outline started.
  case close
}

/// Insets from each edge of a box.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge, in points.
  public var top: Double
  /// The inset from the left edge, in points.
  public var left: Double
  /// The inset from the bottom edge, in points.
  public var bottom: Double
  /// The inset from the right edge, in points.
  public var right: Double
}

/// A resolved shape laid out in a box of `width` × `height`: its outline, area, what is
/// inside it, and how far content must stay from each edge.
///
/// Rules, the same on every platform Chamfer draws for:
/// - A percentage is a share of the shorter side; `circle` is a circle of the shorter
///   side, centred in the box.
/// - When two corners on one edge would overlap, all four shrink by one factor until
///   they fit: the rule CSS uses for `border-radius`.
/// - A cut of size s joins the points s from the corner along each edge.
/// - A continuous corner is Figma-style smoothing: a circular arc in the middle, eased
///   into each edge by a cubic that starts (1 + smoothing) × r from the corner, never
///   more than half the shorter side. Smoothing 0 is a circular corner; about 0.53
///   starts the curve 1.528 × r out, where the iOS 7 continuous corner starts.
/// - Arrows stand inside the box: the body is the box less each arrow's height on its
///   edge, and corners and percentages are measured on the body. An arrow's centre is
///   half its width past the start corner (`start`), before the end corner (`end`), in
///   the middle (`center`), or at a distance or share of the body's edge, read left to
///   right or top to bottom; it never leaves the edge. A rounded tip is a quadratic
///   curve whose ends are `tip` from the apex along each side. A circle has no arrows.
public struct ShapeGeometry: Sendable {
  /// The shape laid out.
  public let shape: ResolvedShape
  /// The box's width in points, never negative.
  public let width: Double
  /// The box's height in points, never negative.
  public let height: Double
  /// The box less the arrows: where the corners are.
  public let body: (x: Double, y: Double, width: Double, height: Double)
  /// The corner sizes after clamping, clockwise from the top left.
  public let radii: [Double]
  /// Each arrow's base and apex points, in box coordinates, in outline order.
  let arrowPoints: [EdgeName: (start: Point, apex: Point, end: Point, tip: Double)]

  /// Lays out `shape` in a box of `width` × `height` points; a negative side counts as 0.
  public init(_ shape: ResolvedShape, width: Double, height: Double) {
    self.shape = shape
    self.width = max(0, width)
    self.height = max(0, height)
    func arrowHeight(_ edge: EdgeName) -> Double {
      shape.kind == .circle ? 0 : shape[edge].arrow?.height ?? 0
    }
    let left = min(arrowHeight(.left), self.width)
    let top = min(arrowHeight(.top), self.height)
    let bodyWidth = max(0, self.width - left - arrowHeight(.right))
    let bodyHeight = max(0, self.height - top - arrowHeight(.bottom))
    body = (left, top, bodyWidth, bodyHeight)
    let shorter = min(bodyWidth, bodyHeight)
    if shape.kind == .circle {
      radii = Array(repeating: shorter / 2, count: 4)
      cornerPaths = []
      arrowPoints = [:]
      return
    }
    let raw = shape.corners.map { corner -> Double in
      max(0, corner.size.fraction.map { $0 * shorter } ?? corner.size.value)
    }
    let edges = [
      (raw[0] + raw[1], bodyWidth), (raw[1] + raw[2], bodyHeight),
      (raw[2] + raw[3], bodyWidth), (raw[3] + raw[0], bodyHeight),
    ]
    var factor = 1.0
    for (needed, available) in edges where needed > available && needed > 0 {
      factor = min(factor, available / needed)
    }
    let radii = raw.map { $0 * factor }
    self.radii = radii
    cornerPaths = (0..<4).map { index in
      CornerPath(
        corner: shape.corners[index], radius: radii[index], budget: shorter / 2,
        frame: CornerFrame(index: index, width: bodyWidth, height: bodyHeight, offset: Point(left, top)))
    }
    var arrows: [EdgeName: (start: Point, apex: Point, end: Point, tip: Double)] = [:]
    for (edge, arrow) in shape.arrows {
      let (startCorner, endCorner) = edge.corners
      let length = edge.isHorizontal ? bodyWidth : bodyHeight
      let startRadius = radii[CornerName.allCases.firstIndex(of: startCorner)!]
      let endRadius = radii[CornerName.allCases.firstIndex(of: endCorner)!]
      let half = min(arrow.width, length) / 2
      var centre: Double
      switch arrow.position {
      case .start: centre = startRadius + half
      case .end: centre = length - endRadius - half
      case .center: centre = length / 2
      case .points(let value): centre = value
      case .fraction(let value): centre = value * length
      }
      centre = min(max(centre, half), length - half)
      let (a, b) = (centre - half, centre + half)
      let h = arrow.height
      // In outline (clockwise) order: the top edge runs right, the right edge down, the
      // bottom edge left and the left edge up.
      let points: (Point, Point, Point)
      switch edge {
      case .top: points = (Point(left + a, top), Point(left + centre, top - h), Point(left + b, top))
      case .right:
        let x = left + bodyWidth
        points = (Point(x, top + a), Point(x + h, top + centre), Point(x, top + b))
      case .bottom:
        let y = top + bodyHeight
        points = (Point(left + b, y), Point(left + centre, y + h), Point(left + a, y))
      case .left: points = (Point(left, top + b), Point(left - h, top + centre), Point(left, top + a))
      }
      arrows[edge] = (points.0, points.1, points.2, arrow.tip)
    }
    arrowPoints = arrows
  }

  /// The circle of a `circle` shape: its centre and radius.
  var circle: (centre: Point, radius: Double)? {
    guard shape.kind == .circle else { return nil }
    return (Point(width / 2, height / 2), min(width, height) / 2)
  }

  /// The corners' outlines, each in its own frame.
  let cornerPaths: [CornerPath]

  // MARK: - Outline

  /// The outline, clockwise from the top-left corner.
  public var outline: [PathElement] {
    if let (centre, r) = circle {
      let top = Point(centre.x, centre.y - r)
      return [
        .move(top), .arc(radius: r, to: Point(centre.x + r, centre.y)),
        .arc(radius: r, to: Point(centre.x, centre.y + r)),
        .arc(radius: r, to: Point(centre.x - r, centre.y)), .arc(radius: r, to: top), .close,
      ]
    }
    var elements: [PathElement] = []
    // After corner i comes the edge clockwise from it: top, right, bottom, left.
    let edgeAfter: [EdgeName] = [.top, .right, .bottom, .left]
    for (index, corner) in cornerPaths.enumerated() {
      let steps = corner.elements
      if case .line(let start)? = steps.first {
        elements.append(index == 0 ? .move(start) : .line(start))
      }
      elements += steps.dropFirst()
      if let arrow = arrowPoints[edgeAfter[index]] { elements += Self.arrowElements(arrow) }
    }
    elements.append(.close)
    return elements
  }

  /// An arrow's base, its sides and its apex, sharp or rounded by a quadratic curve.
  static func arrowElements(_ arrow: (start: Point, apex: Point, end: Point, tip: Double)) -> [PathElement] {
    let (p1, apex, p2, tip) = arrow
    guard tip > 0 else { return [.line(p1), .line(apex), .line(p2)] }
    func toward(_ from: Point, _ to: Point, _ distance: Double) -> Point {
      let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
      let t = length > 0 ? min(distance, length) / length : 0
      return Point(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)
    }
    let a = toward(apex, p1, tip)
    let b = toward(apex, p2, tip)
    // The quadratic from a to b with its control point at the apex, as a cubic.
    let c1 = Point(a.x + 2 / 3 * (apex.x - a.x), a.y + 2 / 3 * (apex.y - a.y))
    let c2 = Point(b.x + 2 / 3 * (apex.x - b.x), b.y + 2 / 3 * (apex.y - b.y))
    return [.line(p1), .line(a), .cubic(control1: c1, control2: c2, to: b), .line(p2)]
  }

  /// The area an arrow adds: its triangle less the sliver its rounded tip cuts off
  /// (a third of the triangle between the tip's ends and the apex).
  static func arrowArea(_ arrow: (start: Point, apex: Point, end: Point, tip: Double)) -> Double {
    func triangle(_ p: Point, _ q: Point, _ r: Point) -> Double {
      abs((q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)) / 2
    }
    let whole = triangle(arrow.start, arrow.apex, arrow.end)
    guard arrow.tip > 0 else { return whole }
    let elements = arrowElements(arrow)
    guard case .line(let a) = elements[1], case .cubic(_, _, let b) = elements[2] else { return whole }
    return whole - triangle(a, arrow.apex, b) / 3
  }

  // MARK: - Area and inside

  /// The exact area: the box less what each corner removes (r²(1 − π/4) for a circular
  /// corner, s²/2 for a cut, the area under the curve for a continuous one).
  public var area: Double {
    if let (_, r) = circle { return Double.pi * r * r }
    return body.width * body.height - cornerPaths.map(\.removedArea).reduce(0, +)
      + arrowPoints.values.map(Self.arrowArea).reduce(0, +)
  }

  /// True when `point` is inside the shape; points on the outline count as inside.
  public func contains(_ point: Point) -> Bool {
    if let (centre, r) = circle {
      let dx = point.x - centre.x
      let dy = point.y - centre.y
      return dx * dx + dy * dy <= r * r
    }
    for arrow in arrowPoints.values where Self.triangle(arrow, contains: point) { return true }
    guard point.x >= body.x, point.y >= body.y, point.x <= body.x + body.width, point.y <= body.y + body.height
    else { return false }
    return !cornerPaths.contains { $0.removes(point) }
  }

  /// True when `point` is in an arrow's triangle (its rounded tip counts as sharp).
  static func triangle(_ arrow: (start: Point, apex: Point, end: Point, tip: Double), contains point: Point) -> Bool {
    func side(_ p: Point, _ q: Point) -> Double { (q.x - p.x) * (point.y - p.y) - (q.y - p.y) * (point.x - p.x) }
    let (d1, d2, d3) = (side(arrow.start, arrow.apex), side(arrow.apex, arrow.end), side(arrow.end, arrow.start))
    let negative = d1 < 0 || d2 < 0 || d3 < 0
    let positive = d1 > 0 || d2 > 0 || d3 > 0
    return !(negative && positive)
  }

  // MARK: - Content insets

  /// The inset from each edge that keeps a content rectangle clear of the corners:
  /// r(1 − 1/√2) for a circular corner, s/2 for a cut, and the depth of the curve on
  /// the diagonal for a continuous one. A circle keeps content in its inscribed square.
  public var contentInsets: EdgeInsets {
    if let (_, r) = circle {
      let side = r * 2.squareRoot()
      let horizontal = (width - side) / 2
      let vertical = (height - side) / 2
      return EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
    // Content stays in the body: each arrow's height comes on top of its edge's inset.
    let depth = cornerPaths.map(\.diagonalDepth)
    return EdgeInsets(
      top: body.y + max(depth[0], depth[1]), left: body.x + max(depth[0], depth[3]),
      bottom: height - body.y - body.height + max(depth[2], depth[3]),
      right: width - body.x - body.width + max(depth[1], depth[2]))
  }
}
