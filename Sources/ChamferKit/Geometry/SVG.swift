/// SVG for shapes: path data and standalone documents.
extension ShapeGeometry {
  /// The outline as SVG path data, numbers rounded to a thousandth.
  public var svgPathData: String {
    func n(_ value: Double) -> String { JSONValue.format((value * 1000).rounded() / 1000) }
    func p(_ point: Point) -> String { "\(n(point.x)) \(n(point.y))" }
    return outline.map { element -> String in
      switch element {
      case .move(let to): "M\(p(to))"
      case .line(let to): "L\(p(to))"
      case .cubic(let c1, let c2, let to): "C\(p(c1)) \(p(c2)) \(p(to))"
      case .arc(let r, let to): "A\(n(r)) \(n(r)) 0 0 1 \(p(to))"
      case .close: "Z"
      }
    }.joined(separator: " ")
  }

  /// A standalone SVG document of the shape filled with `fill`.
  public func svg(fill: String = "#000") -> String {
    let w = JSONValue.format(width)
    let h = JSONValue.format(height)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
        <path d="\(svgPathData)" fill="\(fill)"/>
      </svg>

      """
  }
}
