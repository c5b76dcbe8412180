/// Content insets as a theme states them, before a box is known: points, or a share of
/// the shorter side.
public struct ContentInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Size
  /// The inset from the left edge.
  public var left: Size
  /// The inset from the bottom edge.
  public var bottom: Size
  /// The inset from the right edge.
  public var right: Size

  /// True when any edge is a share of the shorter side.
  public var isRelative: Bool { [top, left, bottom, right].contains { $0.unit == .percent } }
}

extension ResolvedShape {
  /// How far content must stay from each edge to clear the corners: r(1 − 1/√2) for a
  /// circular corner, s/2 for a cut, the depth of the curve on the diagonal for a
  /// continuous one; an edge takes the deeper of its two corners. A circle keeps its
  /// content in its inscribed square, assuming a square box.
  ///
  /// These are the insets before a small box makes corners shrink; `ShapeGeometry`
  /// gives them for a given box. When one corner of an edge is in points and the other
  /// a share of the shorter side, the share is kept. An arrow's height is added to its
  /// edge's inset when that inset is in points.
  public var contentInsets: ContentInsets {
    if kind == .circle {
      let share = Size.percent((1 - 1 / 2.squareRoot()) / 2 * 100)
      return ContentInsets(top: share, left: share, bottom: share, right: share)
    }
    let depths = corners.map { corner -> Size in
      Size(corner.size.value * Self.depthRatio(corner), corner.size.unit)
    }
    func deeper(_ a: Size, _ b: Size) -> Size {
      if a.unit == b.unit { return a.value >= b.value ? a : b }
      let share = a.unit == .percent ? a : b
      return share.value > 0 ? share : (a.unit == .points ? a : b)
    }
    // An arrow stands inside the box, so its height comes on top of its edge's inset;
    // a share of the shorter side cannot take points, and stays as it is.
    func withArrow(_ inset: Size, _ edge: EdgeName) -> Size {
      guard let arrow = self[edge].arrow, inset.unit == .points else { return inset }
      return Size(inset.value + arrow.height, .points)
    }
    return ContentInsets(
      top: withArrow(deeper(depths[0], depths[1]), .top), left: withArrow(deeper(depths[0], depths[3]), .left),
      bottom: withArrow(deeper(depths[2], depths[3]), .bottom), right: withArrow(deeper(depths[1], depths[2]), .right))
  }

  /// The corner's diagonal depth for a size of 1, with nothing to clamp it.
  static func depthRatio(_ corner: ResolvedCorner) -> Double {
    CornerPath(
      corner: corner, radius: 1, budget: .infinity, frame: CornerFrame(index: 0, width: 1, height: 1),
      forPointTests: false
    ).diagonalDepth
  }
}
