import Foundation

/// A point in a shape's box: x to the right, y down, in points.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
}

/// One step of an outline. Arcs are circular, clockwise and at most a quarter turn.
public enum PathElement: Hashable, Sendable {
  case move(Point)
  case line(Point)
  case cubic(control1: Point, control2: Point, to: Point)
  case arc(radius: Double, to: Point)
  case close
}

/// Insets from each edge of a box.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
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
public struct ShapeGeometry: Sendable {
  public let shape: ResolvedShape
  public let width: Double
  public let height: Double
  /// The corner sizes after clamping, clockwise from the top left.
  public let radii: [Double]

  public init(_ shape: ResolvedShape, width: Double, height: Double) {
    self.shape = shape
    self.width = max(0, width)
    self.height = max(0, height)
    let shorter = min(self.width, self.height)
    if shape.kind == .circle {
      radii = Array(repeating: shorter / 2, count: 4)
      cornerPaths = []
      return
    }
    let raw = shape.corners.map { corner -> Double in
      max(0, corner.size.fraction.map { $0 * shorter } ?? corner.size.value)
    }
    let edges = [
      (raw[0] + raw[1], self.width), (raw[1] + raw[2], self.height),
      (raw[2] + raw[3], self.width), (raw[3] + raw[0], self.height),
    ]
    var factor = 1.0
    for (needed, available) in edges where needed > available && needed > 0 {
      factor = min(factor, available / needed)
    }
    radii = raw.map { $0 * factor }
    cornerPaths = (0..<4).map { [radii, width = self.width, height = self.height] index in
      CornerPath(
        corner: shape.corners[index], radius: radii[index], budget: shorter / 2,
        frame: CornerFrame(index: index, width: width, height: height))
    }
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
    for (index, corner) in cornerPaths.enumerated() {
      let steps = corner.elements
      if case .line(let start)? = steps.first {
        elements.append(index == 0 ? .move(start) : .line(start))
      }
      elements += steps.dropFirst()
    }
    elements.append(.close)
    return elements
  }

  // MARK: - Area and inside

  /// The exact area: the box less what each corner removes (r²(1 − π/4) for a circular
  /// corner, s²/2 for a cut, the area under the curve for a continuous one).
  public var area: Double {
    if let (_, r) = circle { return Double.pi * r * r }
    return width * height - cornerPaths.map(\.removedArea).reduce(0, +)
  }

  /// True when `point` is inside the shape; points on the outline count as inside.
  public func contains(_ point: Point) -> Bool {
    if let (centre, r) = circle {
      let dx = point.x - centre.x
      let dy = point.y - centre.y
      return dx * dx + dy * dy <= r * r
    }
    guard point.x >= 0, point.y >= 0, point.x <= width, point.y <= height else { return false }
    return !cornerPaths.contains { $0.removes(point) }
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
    let depth = cornerPaths.map(\.diagonalDepth)
    return EdgeInsets(
      top: max(depth[0], depth[1]), left: max(depth[0], depth[3]),
      bottom: max(depth[2], depth[3]), right: max(depth[1], depth[2]))
  }
}
