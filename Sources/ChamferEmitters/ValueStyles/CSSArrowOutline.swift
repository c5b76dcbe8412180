import ChamferKit

/// The CSS outlines of one shape with arrows, the `polygon()` fallback, the `shape()`
/// clip and the ring a border is cut from, in `calc()` pieces: arrows stand inside the
/// box, so each one moves the edge it is on inward by its height, and corners and
/// positions are measured from there.
struct CSSArrowOutline {
  private let shape: ResolvedShape
  /// By `EdgeName.index`.
  private let arrows: [ResolvedArrow?]
  /// Each arrow's height as written, by `EdgeName.index`; nil on an edge without one.
  private let heights: [String?]
  /// `6px + ` when the left (top) edge has an arrow 6 high: where the body starts.
  private let leftOffset: String
  private let topOffset: String
  /// ` - 6px` when the right (bottom) edge has an arrow 6 high: where the body ends.
  private let rightShrink: String
  private let bottomShrink: String
  /// Each corner's extent along the horizontal (x) and vertical (y) edges, a share of
  /// the body's width or height for a percentage, by `CornerName.index`.
  private let lengths: [(x: String, y: String)]
  /// Where the middle of each arrow sits along its edge, by `EdgeName.index`; set last,
  /// from the pieces above.
  private var centres: [String] = []

  /// Every piece is written once here: the outlines repeat them many times, and writing
  /// a number is most of the cost of a piece.
  init(_ shape: ResolvedShape) {
    self.shape = shape
    let arrows = shape.edges.map(\.arrow)
    let heights = arrows.map { $0.map { JSONValue.format($0.height) } }
    func height(_ edge: EdgeName) -> String? { heights[edge.index] }
    leftOffset = height(.left).map { "\($0)px + " } ?? ""
    topOffset = height(.top).map { "\($0)px + " } ?? ""
    rightShrink = height(.right).map { " - \($0)px" } ?? ""
    bottomShrink = height(.bottom).map { " - \($0)px" } ?? ""
    func length(_ corner: ResolvedCorner, _ before: EdgeName, _ after: EdgeName) -> String {
      if corner.size.value == 0 { return "0px" }
      guard let fraction = corner.size.fraction else { return CSSValueStyle.literal(for: corner.size) }
      let shrink = [before, after].compactMap { height($0).map { " - \($0)px" } }.joined()
      return "(100%\(shrink)) * \(JSONValue.format(fraction))"
    }
    lengths = shape.corners.map { (length($0, .left, .right), length($0, .top, .bottom)) }
    self.arrows = arrows
    self.heights = heights
    centres = EdgeName.allCases.map(makeCentre)
  }

  private func number(_ value: Double) -> String { JSONValue.format(value) }
  private func height(_ edge: EdgeName) -> String? { heights[edge.index] }
  private func lenX(_ corner: CornerName) -> String { lengths[corner.index].x }
  private func lenY(_ corner: CornerName) -> String { lengths[corner.index].y }

  /// Where the middle of the arrow on `edge` sits along that edge; empty without one.
  func centre(_ edge: EdgeName) -> String { centres[edge.index] }

  /// The `border-width` of the transparent strip each arrow stands in, top, right,
  /// bottom, left: its height where there is an arrow, `0` elsewhere.
  var borderWidths: String { heights.map { $0.map { "\($0)px" } ?? "0" }.joined(separator: " ") }

  /// The `inset` of a border's ring, which reaches over those strips.
  var ringInset: String { heights.map { $0.map { "-\($0)px" } ?? "0" }.joined(separator: " ") }

  /// Content insets (top, right, bottom, left, as `EdgeName.allCases`) measured from the
  /// body, less the height of the arrow on each edge: `calc(8px - 6px)`.
  func bodyInsets(_ insets: [Size]) -> String {
    zip(insets, heights).map { inset, height in
      let literal = CSSValueStyle.literal(for: inset)
      return height.map { "calc(\(literal) - \($0)px)" } ?? literal
    }.joined(separator: " ")
  }

  private func makeCentre(_ edge: EdgeName) -> String {
    guard let arrow = arrows[edge.index] else { return "" }
    let width = number(arrow.width)
    let horizontal = edge.isHorizontal
    let (before, after): (EdgeName, EdgeName) = horizontal ? (.left, .right) : (.top, .bottom)
    let offset = horizontal ? leftOffset : topOffset
    let shrink = horizontal ? rightShrink : bottomShrink
    func len(_ corner: CornerName) -> String { horizontal ? lenX(corner) : lenY(corner) }
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
    /// A cut corner is the line between its ends, a circular one an arc through them.
    func corner(_ name: CornerName, zero: String, round: (String, String) -> String, ends: (String, String)) {
      let corner = shape[name]
      if corner.size.value == 0 { return points.append(zero) }
      points.append(ends.0)
      if corner.family != .cut { points += samples.map { round($0.0, $0.1) } }
      points.append(ends.1)
    }
    let tl = (x: lenX(.topLeft), y: lenY(.topLeft))
    corner(
      .topLeft, zero: "calc(\(lo)0px) calc(\(to)0px),",
      round: { "calc(\(lo)\(tl.x) * \($0)) calc(\(to)\(tl.y) * \($1))," },
      ends: ("calc(\(lo)0px) calc(\(to)\(tl.y)),", "calc(\(lo)\(tl.x)) calc(\(to)0px),"))
    arrow(.top, into: &points)
    let tr = (x: lenX(.topRight), y: lenY(.topRight))
    corner(
      .topRight, zero: "calc(100%\(rs)) calc(\(to)0px),",
      round: { "calc(100%\(rs) - \(tr.x) * \($1)) calc(\(to)\(tr.y) * \($0))," },
      ends: ("calc(100%\(rs) - \(tr.x)) calc(\(to)0px),", "calc(100%\(rs)) calc(\(to)\(tr.y)),"))
    arrow(.right, into: &points)
    let br = (x: lenX(.bottomRight), y: lenY(.bottomRight))
    corner(
      .bottomRight, zero: "calc(100%\(rs)) calc(100%\(bs)),",
      round: { "calc(100%\(rs) - \(br.x) * \($0)) calc(100%\(bs) - \(br.y) * \($1))," },
      ends: ("calc(100%\(rs)) calc(100%\(bs) - \(br.y)),", "calc(100%\(rs) - \(br.x)) calc(100%\(bs)),"))
    arrow(.bottom, into: &points)
    let bl = (x: lenX(.bottomLeft), y: lenY(.bottomLeft))
    corner(
      .bottomLeft, zero: "calc(\(lo)0px) calc(100%\(bs)),",
      round: { "calc(\(lo)\(bl.x) * \($1)) calc(100%\(bs) - \(bl.y) * \($0))," },
      ends: ("calc(\(lo)\(bl.x)) calc(100%\(bs)),", "calc(\(lo)0px) calc(100%\(bs) - \(bl.y)),"))
    arrow(.left, into: &points)
    points.append("calc(\(lo)0px) calc(\(to)\(tl.y))")
    return points
  }

  /// The outline as the commands of a CSS `shape()`, one a line, each followed by a
  /// comma (the caller closes it): from the top left clockwise, a rounded corner as an
  /// arc of its extent on each axis, a cut one as a line, each arrow as lines to its tip,
  /// a rounded tip as a curve around it.
  var outlineCommands: [String] {
    let (lo, to, rs, bs) = (leftOffset, topOffset, rightShrink, bottomShrink)
    var commands: [String] = []
    commands.reserveCapacity(20)
    // Each corner, then the arrow on the edge that follows it (the same index).
    for name in CornerName.allCases {
      let corner = shape[name]
      let (x, y) = lengths[name.index]
      switch name {
      case .topLeft: commands.append("from calc(\(lo)0px) calc(\(to)\(y)),")
      case .topRight: commands.append("line to calc(100%\(rs) - \(x)) calc(\(to)0px),")
      case .bottomRight: commands.append("line to calc(100%\(rs)) calc(100%\(bs) - \(y)),")
      case .bottomLeft: commands.append("line to calc(\(lo)\(x)) calc(100%\(bs)),")
      }
      if corner.size.value != 0 {
        let end =
          switch name {
          case .topLeft: "calc(\(lo)\(x)) calc(\(to)0px)"
          case .topRight: "calc(100%\(rs)) calc(\(to)\(y))"
          case .bottomRight: "calc(100%\(rs) - \(x)) calc(100%\(bs))"
          case .bottomLeft: "calc(\(lo)0px) calc(100%\(bs) - \(y))"
          }
        commands.append("\(cornerTo(corner)) \(end)\(cornerOf(corner, x, y)),")
      }
      arrowCommands(EdgeName.allCases[name.index], into: &commands)
    }
    return commands
  }

  /// The outline moved in by a border `width` wide, as `outlineCommands` from a `move to`:
  /// with `outlineCommands`, under `evenodd`, it leaves the ring a border on a shape with
  /// arrows is drawn as. Corners shrink by the width (a cut corner by 0.5858 of it,
  /// `2 - √2`, so its slope stays 45°), never below zero; arrows keep their angle.
  func innerOutlineCommands(borderWidth: Double) -> [String] {
    let (lo, to, rs, bs) = (leftOffset, topOffset, rightShrink, bottomShrink)
    let bw = "\(number(borderWidth))px"
    var commands: [String] = []
    commands.reserveCapacity(20)
    for name in CornerName.allCases {
      let corner = shape[name]
      let (x, y): (String, String)
      if corner.size.value == 0 {
        (x, y) = ("0px", "0px")
      } else {
        let cut = corner.family == .cut ? " * 0.5858" : ""
        (x, y) = ("max(0px, \(lengths[name.index].x) - \(bw)\(cut))", "max(0px, \(lengths[name.index].y) - \(bw)\(cut))")
      }
      switch name {
      case .topLeft: commands.append("move to calc(\(lo)\(bw)) calc(\(to)\(bw) + \(y)),")
      case .topRight: commands.append("line to calc(100%\(rs) - \(bw) - \(x)) calc(\(to)\(bw)),")
      case .bottomRight: commands.append("line to calc(100%\(rs) - \(bw)) calc(100%\(bs) - \(bw) - \(y)),")
      case .bottomLeft: commands.append("line to calc(\(lo)\(bw) + \(x)) calc(100%\(bs) - \(bw)),")
      }
      if corner.size.value != 0 {
        let end =
          switch name {
          case .topLeft: "calc(\(lo)\(bw) + \(x)) calc(\(to)\(bw))"
          case .topRight: "calc(100%\(rs) - \(bw)) calc(\(to)\(bw) + \(y))"
          case .bottomRight: "calc(100%\(rs) - \(bw) - \(x)) calc(100%\(bs) - \(bw))"
          case .bottomLeft: "calc(\(lo)\(bw)) calc(100%\(bs) - \(bw) - \(y))"
          }
        let of = corner.family == .cut ? "" : " of \(x)\(corner.size.fraction == nil ? "" : " \(y)") cw"
        commands.append("\(cornerTo(corner)) \(end)\(of),")
      }
      innerArrowCommands(EdgeName.allCases[name.index], borderWidth: bw, into: &commands)
    }
    return commands
  }

  private func cornerTo(_ corner: ResolvedCorner) -> String { corner.family == .cut ? "line to" : "arc to" }

  /// The radii of a rounded corner's arc: its extent, on each axis for a percentage.
  private func cornerOf(_ corner: ResolvedCorner, _ x: String, _ y: String) -> String {
    guard corner.family != .cut else { return "" }
    return corner.size.fraction == nil ? " of \(x) cw" : " of calc(\(x)) calc(\(y)) cw"
  }

  /// How far a rounded tip's ends sit from the apex, along (x) and across (y) the edge:
  /// the tip's radius on each side of the arrow, whose half-angle the width and height set.
  private func tipInsets(_ arrow: ResolvedArrow) -> (x: String, y: String) {
    let (w, h, tip) = (number(arrow.width), number(arrow.height), number(arrow.tip))
    return ("\(tip)px * \(w) / 2 / hypot(\(w) / 2, \(h))", "\(tip)px * \(h) / hypot(\(w) / 2, \(h))")
  }

  private func arrowCommands(_ edge: EdgeName, into commands: inout [String]) {
    guard let arrow = arrows[edge.index] else { return }
    let (c, half) = (centre(edge), "\(number(arrow.width))px / 2")
    let (tx, ty) = tipInsets(arrow)
    let tip = arrow.tip > 0
    switch edge {
    case .top:
      commands.append("line to calc(\(c) - \(half)) calc(\(topOffset)0px),")
      commands += tip
        ? ["line to calc(\(c) - \(tx)) calc(\(ty)),", "curve to calc(\(c) + \(tx)) calc(\(ty)) with calc(\(c)) 0px,"]
        : ["line to calc(\(c)) 0px,"]
      commands.append("line to calc(\(c) + \(half)) calc(\(topOffset)0px),")
    case .right:
      commands.append("line to calc(100%\(rightShrink)) calc(\(c) - \(half)),")
      commands += tip
        ? [
          "line to calc(100% - \(ty)) calc(\(c) - \(tx)),",
          "curve to calc(100% - \(ty)) calc(\(c) + \(tx)) with 100% calc(\(c)),",
        ]
        : ["line to 100% calc(\(c)),"]
      commands.append("line to calc(100%\(rightShrink)) calc(\(c) + \(half)),")
    case .bottom:
      commands.append("line to calc(\(c) + \(half)) calc(100%\(bottomShrink)),")
      commands += tip
        ? [
          "line to calc(\(c) + \(tx)) calc(100% - \(ty)),",
          "curve to calc(\(c) - \(tx)) calc(100% - \(ty)) with calc(\(c)) 100%,",
        ]
        : ["line to calc(\(c)) 100%,"]
      commands.append("line to calc(\(c) - \(half)) calc(100%\(bottomShrink)),")
    case .left:
      commands.append("line to calc(\(leftOffset)0px) calc(\(c) + \(half)),")
      commands += tip
        ? ["line to calc(\(ty)) calc(\(c) + \(tx)),", "curve to calc(\(ty)) calc(\(c) - \(tx)) with 0px calc(\(c)),"]
        : ["line to 0px calc(\(c)),"]
      commands.append("line to calc(\(leftOffset)0px) calc(\(c) - \(half)),")
    }
  }

  /// An arrow of the outline moved in by a border `bw` wide: its sides move in by the
  /// width along their normals, so its base narrows and its apex drops.
  private func innerArrowCommands(_ edge: EdgeName, borderWidth bw: String, into commands: inout [String]) {
    guard let arrow = arrows[edge.index] else { return }
    let (w, h) = (number(arrow.width), number(arrow.height))
    let c = centre(edge)
    let half = "(\(w)px / 2 - \(bw) * (hypot(\(w) / 2, \(h)) - \(w) / 2) / \(h))"
    let apex = "\(bw) * hypot(\(w) / 2, \(h)) / (\(w) / 2)"
    let (tx, ty) = tipInsets(arrow)
    let tip = arrow.tip > 0
    switch edge {
    case .top:
      commands.append("line to calc(\(c) - \(half)) calc(\(topOffset)\(bw)),")
      commands += tip
        ? [
          "line to calc(\(c) - \(tx)) calc(\(apex) + \(ty)),",
          "curve to calc(\(c) + \(tx)) calc(\(apex) + \(ty)) with calc(\(c)) calc(\(apex)),",
        ]
        : ["line to calc(\(c)) calc(\(apex)),"]
      commands.append("line to calc(\(c) + \(half)) calc(\(topOffset)\(bw)),")
    case .right:
      commands.append("line to calc(100%\(rightShrink) - \(bw)) calc(\(c) - \(half)),")
      commands += tip
        ? [
          "line to calc(100% - \(apex) - \(ty)) calc(\(c) - \(tx)),",
          "curve to calc(100% - \(apex) - \(ty)) calc(\(c) + \(tx)) with calc(100% - \(apex)) calc(\(c)),",
        ]
        : ["line to calc(100% - \(apex)) calc(\(c)),"]
      commands.append("line to calc(100%\(rightShrink) - \(bw)) calc(\(c) + \(half)),")
    case .bottom:
      commands.append("line to calc(\(c) + \(half)) calc(100%\(bottomShrink) - \(bw)),")
      commands += tip
        ? [
          "line to calc(\(c) + \(tx)) calc(100% - \(apex) - \(ty)),",
          "curve to calc(\(c) - \(tx)) calc(100% - \(apex) - \(ty)) with calc(\(c)) calc(100% - \(apex)),",
        ]
        : ["line to calc(\(c)) calc(100% - \(apex)),"]
      commands.append("line to calc(\(c) - \(half)) calc(100%\(bottomShrink) - \(bw)),")
    case .left:
      commands.append("line to calc(\(leftOffset)\(bw)) calc(\(c) + \(half)),")
      commands += tip
        ? [
          "line to calc(\(apex) + \(ty)) calc(\(c) + \(tx)),",
          "curve to calc(\(apex) + \(ty)) calc(\(c) - \(tx)) with calc(\(apex)) calc(\(c)),",
        ]
        : ["line to calc(\(apex)) calc(\(c)),"]
      commands.append("line to calc(\(leftOffset)\(bw)) calc(\(c) - \(half)),")
    }
  }

  private func arrow(_ edge: EdgeName, into points: inout [String]) {
    guard let arrow = arrows[edge.index] else { return }
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
