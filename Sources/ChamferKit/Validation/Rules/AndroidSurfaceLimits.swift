/// What the android target's XML cannot say about a surface or an edge. A view casts one
/// elevation shadow, from a light above the screen, so the android target turns the first
/// outer shadow into `android:elevation` and a shadow colour and drops the rest: inner
/// shadows, further outer shadows and spread. Material strokes inside the outline, so a
/// border centred on it or outside it is drawn inside. ShapeAppearance styles hold no
/// edge treatments: arrows are drawn only by the generated Kotlin helper. One finding per
/// place in the theme, naming everything lost there.
struct AndroidSurfaceLimits: LintRule {
  static let id = "android-surface-limits"
  static let summary =
    "Inner shadows, more than one outer shadow, shadow spread, a border off the inside and arrows, which Android XML cannot express."
  static let defaultSeverity = Diagnostic.Severity.note
  static let examples = RuleExamples(
    passing: [
      // One outer shadow without spread, and an inside border: android:elevation and a stroke.
      "chamfer: 1\nname: A\ncomponents:\n  card: { size: 8, surface: { fill: \"#FFFFFF\", border: { width: 1, color: \"#00000022\" }, shadows: [{ color: \"#00000033\", y: 2, blur: 6 }] } }\n",
      // A flat surface has no derived shadows.
      "chamfer: 1\nname: A\ncomponents:\n  key: { size: 8, surface: { fill: \"#E0E5EC\", style: flat } }\n",
    ],
    failing: [
      "chamfer: 1\nname: A\ncomponents:\n  tip:\n    size: 4\n    edges: { bottom: { arrow: ↓{ width: 12, height: 6 } } }\n    surface: { shadows: ↓[{ color: \"#0000002E\", y: 2, blur: 6 }, { color: \"#0000001F\", y: 10, blur: 24, spread: -4 }] }\n",
      // Derived neumorphic shadows are reported where the style is written, once for
      // the variants that inherit them.
      "chamfer: 1\nname: A\ncomponents:\n  key:\n    size: 8\n    surface: { fill: \"#E0E5EC\", style: ↓convex }\n    variants:\n      hovered: { size: 10 }\n      pressed: { surface: { style: ↓concave } }\n",
      "chamfer: 1\nname: A\ncomponents:\n  well: { size: 8, surface: { shadows: ↓[{ color: \"#00000033\", y: 2, blur: 4, inset: true }], border: { width: 2, color: \"#000000\", position: ↓outside } } }\n",
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    guard theme.builds("android") else { return [] }
    var findings: [Diagnostic] = []
    var reported: Set<FileLocation> = []
    func report(_ item: LintInput.ShapeInContext, _ what: String, at location: FileLocation, hint: String) {
      guard reported.insert(location).inserted else { return }
      findings.append(violation("'\(item.path)': Android XML cannot express \(what)", at: location, hint: hint))
    }
    for item in theme.componentShapes {
      if item.shape.kind != .circle {
        for edge in item.shape.edges.lazy.filter({ $0.arrow != nil }).map(\.name) {
          report(
            item, "the arrow on the \(edge.rawValue) edge: ShapeAppearance has no edge treatments",
            at: item.location { $0.edges[edge]?.location },
            hint: "draw it with the generated Kotlin helper (kotlin/<Name>Edges.kt), which adds it to a ShapeAppearanceModel")
        }
      }
      guard let surface = item.shape.surface else { continue }
      if let border = surface.border, border.position != .inside {
        report(
          item, "a border \(border.position == .center ? "centred on" : "outside") the outline: Material strokes inside it",
          at: item.location { $0.surface?.borderPosition?.location },
          hint: "use 'position: inside', or accept a border drawn inside on Android")
      }
      let lost = Self.lostShadows(surface.shadows)
      guard !lost.isEmpty else { continue }
      let location =
        surface.derivedShadows
        ? item.location { $0.surface?.style?.location } : item.location { $0.surface?.shadows?.location }
      report(
        item, Self.list(lost) + ": a view casts one elevation shadow, made from the first outer shadow",
        at: location,
        hint: "nothing to change if the Android surface may be plainer; draw the rest in code, or add to chamfer.yml: rules: { \(Self.id): off }")
    }
    return findings
  }

  /// What of `shadows` android:elevation leaves out, as phrases.
  static func lostShadows(_ shadows: [Shadow]) -> [String] {
    var lost: [String] = []
    let inner = shadows.filter(\.inset).count
    let outer = shadows.filter { !$0.inset }
    if inner > 0 { lost.append(inner == 1 ? "an inner shadow" : "\(inner) inner shadows") }
    if outer.count > 1 { lost.append("\(outer.count) outer shadows") }
    if let spread = outer.first(where: { $0.spread != 0 })?.spread {
      lost.append("a shadow spread (\(JSONValue.format(spread))pt)")
    }
    return lost
  }

  /// "a, b and c".
  static func list(_ items: [String]) -> String {
    items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
