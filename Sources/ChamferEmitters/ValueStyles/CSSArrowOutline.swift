import ChamferKit

/// The `calc()` pieces of a CSS outline with arrows, for one shape: arrows stand inside
/// the box, so each one moves the edge it is on inward by its height, and corners and
/// positions are measured from there.
struct CSSArrowOutline {
  private let shape: ResolvedShape
  private let arrows: [EdgeName: ResolvedArrow]

  init(_ shape: ResolvedShape) {
    self.shape = shape
    var arrows: [EdgeName: ResolvedArrow] = [:]
    for (edge, arrow) in shape.arrows { arrows[edge] = arrow }
    self.arrows = arrows
  }

  private func number(_ value: Double) -> String { JSONValue.format(value) }
  private func height(_ edge: EdgeName) -> String? { arrows[edge].map { number($0.height) } }

  /// `6px + ` when the left (top) edge has an arrow 6 high: where the body starts.
  private var leftOffset: String { height(.left).map { "\($0)px + " } ?? "" }
  private var topOffset: String { height(.top).map { "\($0)px + " } ?? "" }
  /// ` - 6px` when the right (bottom) edge has an arrow 6 high: where the body ends.
  private var rightShrink: String { height(.right).map { " - \($0)px" } ?? "" }
  private var bottomShrink: String { height(.bottom).map { " - \($0)px" } ?? "" }

  /// A corner's extent along the horizontal (vertical) edges: a share of the body's
  /// width (height) for a percentage.
  private func lenX(_ corner: ResolvedCorner) -> String {
    length(corner, before: .left, after: .right)
  }
  private func lenY(_ corner: ResolvedCorner) -> String {
    length(corner, before: .top, after: .bottom)
  }
  private func length(_ corner: ResolvedCorner, before: EdgeName, after: EdgeName) -> String {
    if corner.size.value == 0 { return "0px" }
    guard let fraction = corner.size.fraction else { return CSSValueStyle.literal(for: corner.size) }
    let shrink = [before, after].compactMap { height($0).map { " - \($0)px" } }.joined()
    return "(100%\(shrink)) * \(number(fraction))"
  }

  /// Where the middle of the arrow on `edge` sits along that edge.
  func centre(_ edge: EdgeName) -> String {
    guard let arrow = arrows[edge] else { return "" }
    let width = number(arrow.width)
    let horizontal = edge.isHorizontal
    let (before, after): (EdgeName, EdgeName) = horizontal ? (.left, .right) : (.top, .bottom)
    let offset = horizontal ? leftOffset : topOffset
    let shrink = horizontal ? rightShrink : bottomShrink
    func len(_ corner: CornerName) -> String { horizontal ? lenX(shape[corner]) : lenY(shape[corner]) }
    switch arrow.position {
    case .center:
      let start = height(before).map { " + \($0)px / 2" } ?? ""
      let end = height(after).map { " - \($0)px / 2" } ?? ""
      return "(50%\(start)\(end))"
    case .start:
      let corner: CornerName = edge == .top || edge == .left ? .topLeft : (edge == .bottom ? .bottomLeft : .topRight)
      return "(\(offset)\(len(corner)) + \(width)px / 2)"
    case .end:
      let corner: CornerName = edge == .top ? .topRight : (edge == .left ? .bottomLeft : .bottomRight)
      return "(100%\(shrink) - \(len(corner)) - \(width)px / 2)"
    case .points(let points):
      return "clamp(\(offset)\(width)px / 2, \(offset)\(number(points))px, 100%\(shrink) - \(width)px / 2)"
    case .fraction(let fraction):
      let start = height(before).map { " - \($0)px" } ?? ""
      return "clamp(\(offset)\(width)px / 2, \(offset)(100%\(start)\(shrink)) * \(number(fraction)), "
        + "100%\(shrink) - \(width)px / 2)"
    }
  }

  /// The outline as the points of a CSS `polygon()`, one a line, each but the last
  /// followed by a comma: corners from the top left clockwise, a circular corner as
  /// three points on its arc (`CircularArc`), each arrow as three.
  var polygon: [String] {
    let (lo, to, rs, bs) = (leftOffset, topOffset, rightShrink, bottomShrink)
    let samples = CircularArc.samples.map { (number($0.along), number($0.across)) }
    var points: [String] = []
    func corner(_ name: CornerName, zero: String, cut: [String], round: (String, String) -> String, ends: (String, String)) {
      let corner = shape[name]
      if corner.size.value == 0 { return points.append(zero) }
      if corner.family == .cut { return points += cut }
      points.append(ends.0)
      points += samples.map { round($0.0, $0.1) }
      points.append(ends.1)
    }
    let tl = (x: lenX(shape[.topLeft]), y: lenY(shape[.topLeft]))
    corner(
      .topLeft, zero: "calc(\(lo)0px) calc(\(to)0px),",
      cut: ["calc(\(lo)0px) calc(\(to)\(tl.y)),", "calc(\(lo)\(tl.x)) calc(\(to)0px),"],
      round: { "calc(\(lo)\(tl.x) * \($0)) calc(\(to)\(tl.y) * \($1))," },
      ends: ("calc(\(lo)0px) calc(\(to)\(tl.y)),", "calc(\(lo)\(tl.x)) calc(\(to)0px),"))
    arrow(.top, into: &points)
    let tr = (x: lenX(shape[.topRight]), y: lenY(shape[.topRight]))
    corner(
      .topRight, zero: "calc(100%\(rs)) calc(\(to)0px),",
      cut: ["calc(100%\(rs) - \(tr.x)) calc(\(to)0px),", "calc(100%\(rs)) calc(\(to)\(tr.y)),"],
      round: { "calc(100%\(rs) - \(tr.x) * \($1)) calc(\(to)\(tr.y) * \($0))," },
      ends: ("calc(100%\(rs) - \(tr.x)) calc(\(to)0px),", "calc(100%\(rs)) calc(\(to)\(tr.y)),"))
    arrow(.right, into: &points)
    let br = (x: lenX(shape[.bottomRight]), y: lenY(shape[.bottomRight]))
    corner(
      .bottomRight, zero: "calc(100%\(rs)) calc(100%\(bs)),",
      cut: ["calc(100%\(rs)) calc(100%\(bs) - \(br.y)),", "calc(100%\(rs) - \(br.x)) calc(100%\(bs)),"],
      round: { "calc(100%\(rs) - \(br.x) * \($0)) calc(100%\(bs) - \(br.y) * \($1))," },
      ends: ("calc(100%\(rs)) calc(100%\(bs) - \(br.y)),", "calc(100%\(rs) - \(br.x)) calc(100%\(bs)),"))
    arrow(.bottom, into: &points)
    let bl = (x: lenX(shape[.bottomLeft]), y: lenY(shape[.bottomLeft]))
    corner(
      .bottomLeft, zero: "calc(\(lo)0px) calc(100%\(bs)),",
      cut: ["calc(\(lo)\(bl.x)) calc(100%\(bs)),", "calc(\(lo)0px) calc(100%\(bs) - \(bl.y)),"],
      round: { "calc(\(lo)\(bl.x) * \($1)) calc(100%\(bs) - \(bl.y) * \($0))," },
      ends: ("calc(\(lo)\(bl.x)) calc(100%\(bs)),", "calc(\(lo)0px) calc(100%\(bs) - \(bl.y)),"))
    arrow(.left, into: &points)
    points.append("calc(\(lo)0px) calc(\(to)\(tl.y))")
    return points
  }

  private func arrow(_ edge: EdgeName, into points: inout [String]) {
    guard let arrow = arrows[edge] else { return }
    let (c, half) = (centre(edge), "\(number(arrow.width))px / 2")
    switch edge {
    case .top:
      points += ["calc(\(c) - \(half)) calc(\(topOffset)0px),", "calc(\(c)) 0px,", "calc(\(c) + \(half)) calc(\(topOffset)0px),"]
    case .right:
      points += [
        "calc(100%\(rightShrink)) calc(\(c) - \(half)),", "100% calc(\(c)),", "calc(100%\(rightShrink)) calc(\(c) + \(half)),",
      ]
    case .bottom:
      points += [
        "calc(\(c) + \(half)) calc(100%\(bottomShrink)),", "calc(\(c)) 100%,",
        "calc(\(c) - \(half)) calc(100%\(bottomShrink)),",
      ]
    case .left:
      points += ["calc(\(leftOffset)0px) calc(\(c) + \(half)),", "0px calc(\(c)),", "calc(\(leftOffset)0px) calc(\(c) - \(half)),"]
    }
  }
}
