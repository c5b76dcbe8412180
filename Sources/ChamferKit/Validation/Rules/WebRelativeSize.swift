/// Chamfer's percentages are a share of the shorter side; CSS resolves a percentage
/// radius against each axis separately. The css, scss and tailwind targets write capsules
/// and circles as 9999px, which is exact, and other percentages as CSS percentages, which
/// draw elliptical corners on elements that are not square.
struct WebRelativeSize: LintRule {
  static let id = "web-relative-size"
  static let summary =
    "A percentage size other than a capsule's becomes a per-axis CSS percentage in the css, scss and tailwind targets."
  static let defaultSeverity = Diagnostic.Severity.note
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\nscale:\n  full: full\ncomponents:\n  fab: { shape: full }\n  avatar: { shape: circle }\n"
    ],
    failing: [
      // A component that only takes a metric's shape is covered by the metric's warning.
      "chamfer: 1\nname: A\nscale:\n  ↓notch: { size: 25%, family: cut }\ncomponents:\n  badge: { shape: notch }\n  ↓tag: { shape: notch, corners: [topLeft] }\n",
      "chamfer: 1\nname: A\ncomponents:\n  ↓pill: { size: full, corners: [topLeft, bottomLeft] }\n",
      // With an arrow the outline is a clip-path, where even a capsule's 50% is per axis.
      "chamfer: 1\nname: A\ncomponents:\n  ↓bubble: { size: full, edges: { bottom: arrow } }\n",
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    // Only css and scss draw arrows, with a clip-path; tailwind writes the corners alone.
    let clipsArrows = theme.builds("css") || theme.builds("scss")
    guard clipsArrows || theme.builds("tailwind") else { return [] }
    let resolved = theme.resolved
    let document = theme.document
    var findings: [Diagnostic] = []
    var metricShapes: [String: ResolvedShape] = [:]
    for (written, entry) in zip(document.scale, resolved.scale) {
      metricShapes[entry.name] = entry.shape
      if Self.isPerAxis(entry.shape, clipsArrows: clipsArrows) { findings.append(finding(written.name, entry.shape)) }
    }
    func visit(_ written: NamedShape, _ shape: ResolvedShape) {
      guard Self.isPerAxis(shape, clipsArrows: clipsArrows) else { return }
      // `shape: notch` with nothing of its own repeats the metric's warning.
      if case .metric(let name)? = written.shape.base?.value, !written.shape.setsCornerFields,
        written.shape.category == nil, let metric = metricShapes[name], metric.sameLook(as: shape)
      {
        return
      }
      findings.append(finding(written.name, shape))
    }
    for (written, entry) in zip(document.categories, resolved.categories) {
      visit(written, entry.shape)
    }
    // By index, in place: iterating would copy every component and all it holds.
    for index in 0..<min(document.components.count, resolved.components.count) {
      visit(document.components[index], resolved.components[index].shape)
      let variants = document.components[index].shape.variants
      for variant in 0..<min(variants.count, resolved.components[index].variants.count) {
        visit(variants[variant], resolved.components[index].variants[variant].shape)
      }
    }
    return findings
  }

  /// True when CSS draws some corner as a per-axis percentage: any percentage but a
  /// capsule's, and, where arrows are drawn (`clipsArrows`), any percentage at all on a
  /// shape with arrows, whose outline is a clip-path.
  static func isPerAxis(_ shape: ResolvedShape, clipsArrows: Bool) -> Bool {
    if shape.hasRelativeSize { return true }
    return clipsArrows && shape.kind != .circle && shape.edges.contains { $0.arrow != nil }
      && shape.corners.contains { $0.size.unit == .percent && $0.size.value > 0 }
  }

  private func finding(_ name: Located<String>, _ shape: ResolvedShape) -> Diagnostic {
    if !shape.hasRelativeSize {
      return violation(
        "'\(name.value)' has an arrow and corners that are a share of its shorter side; CSS draws its outline as a clip-path, where percentages are per axis, so it is elliptical on elements that are not square",
        at: name.location, hint: "use point sizes for the corners of shapes with arrows")
    }
    let sizes = Set(shape.corners.map(\.size).filter { $0.unit == .percent && $0.value > 0 })
      .map(\.description).sorted().joined(separator: ", ")
    return violation(
      "'\(name.value)' has corners of \(sizes) of its shorter side, which CSS cannot express: the css, scss and tailwind targets write per-axis percentages, elliptical on elements that are not square",
      at: name.location,
      hint: "use point sizes, or 'full' on all four corners for a capsule; if the web targets are not built, list the others in chamfer.yml: targets: [swift, android, flutter, compose, dtcg]")
  }
}
