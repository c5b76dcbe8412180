/// An arrow needs a straight stretch of edge to stand on. It has none on a circle,
/// none on the shorter side of a shape whose two corners on that edge are both full
/// (rounded or cut, they meet in the middle), and it overlaps a corner when its offset
/// puts its base inside the start corner.
struct ArrowWithoutRoom: LintRule {
  static let id = "arrow-without-room"
  static let summary =
    "An arrow on a circle, on an edge its full corners consume, or placed over a corner."
  static let defaultSeverity = Diagnostic.Severity.warning
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\ncomponents:\n  tip: { size: 4, edges: { bottom: { arrow: { width: 12, position: 10 } } } }\n"
    ],
    failing: [
      "chamfer: 1\nname: A\ncomponents:\n  dot: { shape: circle, edges: { bottom: ↓arrow } }\n",
      "chamfer: 1\nname: A\ncomponents:\n  pill: { size: full, family: cut, edges: { left: ↓arrow } }\n",
      "chamfer: 1\nname: A\ncomponents:\n  tip: { size: 8, edges: { top: { arrow: ↓{ width: 12, position: 10 } } } }\n",
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var reported: Set<FileLocation> = []
    for item in theme.componentShapes {
      for edge in EdgeName.ordered {
        guard let arrow = item.shape[edge].arrow else { continue }
        let location = item.location { $0.edges[edge]?.location }
        guard !reported.contains(location) else { continue }
        if let problem = Self.problem(arrow, on: edge, of: item.shape) {
          reported.insert(location)
          findings.append(
            violation(
              "'\(item.path)': the arrow on the \(edge.rawValue) edge \(problem)", at: location,
              hint: "move the arrow to another edge or position, or make the corners smaller"))
        }
      }
    }
    return findings
  }

  static func problem(_ arrow: ResolvedArrow, on edge: EdgeName, of shape: ResolvedShape) -> String? {
    if shape.kind == .circle { return "is not drawn: a circle has no edges" }
    let start = shape[edge.corners.start]
    let end = shape[edge.corners.end]
    if start.size == .full, end.size == .full {
      let how = start.family == .cut && end.family == .cut ? "cut" : "full"
      return "has no straight edge to stand on where that edge is the shorter side: its two \(how) corners consume it"
    }
    if case .points(let offset) = arrow.position, start.size.unit != .percent,
      offset - arrow.width / 2 < start.size.value
    {
      return "starts \(JSONValue.format(offset - arrow.width / 2))pt along the edge, inside the \(start.size.description) \(edge.corners.start.rawValue) corner"
    }
    return nil
  }
}
