/// How one corner (or every corner of one shape) was reached, level by level:
/// what `chamfer explain THEME button.pressed.topLeft` prints.
public struct Explanation: Sendable {
  /// A path into the resolved theme that `explain` understands.
  public struct Target: Sendable, Equatable {
    /// The part of the theme a path looks in.
    public enum Group: String, Sendable {
      /// The scale metrics.
      case scale
      /// The categories.
      case categories
      /// The components and their variants.
      case components
    }
    /// The part of the theme the path looks in.
    public var group: Group
    /// The metric, category or component named.
    public var name: String
    /// The component's variant, when the path names one.
    public var variant: String?
    /// nil explains all four corners (and the edges and surface a shape has).
    public var corner: CornerName?
    /// `tooltip.bottom`: one edge's treatment.
    public var edge: EdgeName?
    /// `tooltip.surface`: the surface's fields.
    public var surface = false
  }

  /// What the path named.
  public var target: Target
  /// The resolved shape it names.
  public var shape: ResolvedShape
  /// The theme's metrics, so a size taken from `{scale.NAME}` can be followed to where
  /// that metric is written.
  var metrics: [String: ResolvedShape] = [:]

  /// Parses `button.pressed.topLeft`, `button.topLeft`, `button`, `scale.small.topLeft`,
  /// `categories.small` and `components.button.pressed.topLeft`.
  ///
  /// Returns a message saying what is wrong when the path names nothing.
  public static func find(_ path: String, in theme: ResolvedTheme) -> Result<Explanation, PathError> {
    // `tooltip.bottom` and `tooltip.surface` explain an edge or the surface of a shape.
    var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var edge: EdgeName?
    var surface = false
    if parts.count > 1, let last = parts.last {
      if let name = EdgeName(rawValue: last) {
        edge = name
        parts.removeLast()
      } else if last == "surface" {
        surface = true
        parts.removeLast()
      }
    }
    return findShape(parts.joined(separator: "."), in: theme).map { found in
      var found = found
      found.target.edge = edge
      found.target.surface = surface
      for metric in theme.scale where found.metrics[metric.name] == nil { found.metrics[metric.name] = metric.shape }
      return found
    }
  }

  private static func findShape(_ path: String, in theme: ResolvedTheme) -> Result<Explanation, PathError> {
    var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var corner: CornerName?
    if let last = parts.last, let name = CornerName(rawValue: last) {
      corner = name
      parts.removeLast()
    }
    var group = Target.Group.components
    if let first = parts.first, let explicit = Target.Group(rawValue: first), parts.count > 1 {
      group = explicit
      parts.removeFirst()
    }
    guard let name = parts.first, !name.isEmpty else {
      return .failure(PathError(message: "'\(path)' names no shape", suggestion: nil))
    }
    func notFound(_ what: String, _ candidates: [String]) -> Result<Explanation, PathError> {
      .failure(
        PathError(
          message: "there is no \(what) called '\(name)'",
          suggestion: Spelling.suggestion(for: name, among: candidates)))
    }
    switch group {
    case .scale, .categories:
      guard parts.count == 1 else {
        return .failure(PathError(message: "'\(path)' has too many parts", suggestion: nil))
      }
      let list = group == .scale ? theme.scale : theme.categories
      guard let entry = list.first(where: { $0.name == name }) else {
        return notFound(group == .scale ? "scale metric" : "category", list.map(\.name))
      }
      return .success(
        Explanation(target: Target(group: group, name: name, corner: corner), shape: entry.shape))
    case .components:
      guard let component = theme.component(name) else {
        if parts.count == 1, let metric = theme.scale.first(where: { $0.name == name }) {
          return .success(
            Explanation(
              target: Target(group: .scale, name: name, corner: corner), shape: metric.shape))
        }
        return notFound("component", theme.components.map(\.name))
      }
      guard parts.count <= 2 else {
        let hint = parts.count > 2 && CornerName(rawValue: parts[2]) == nil
        return .failure(
          PathError(
            message: "'\(path)' has too many parts",
            suggestion: hint ? Spelling.suggestion(for: parts[2], among: CornerName.allCases.map(\.rawValue)) : nil))
      }
      if parts.count == 2 {
        guard let variant = component.variant(parts[1]) else {
          let variants = component.variants.map(\.name)
          let corners = CornerName.allCases.map(\.rawValue)
          let existing =
            variants.isEmpty
            ? "it has no variants; its corners are \(corners.joined(separator: ", "))"
            : "its variants are \(variants.joined(separator: ", ")); its corners \(corners.joined(separator: ", "))"
          return .failure(
            PathError(
              message: "'\(name)' has no variant or corner called '\(parts[1])' (\(existing))",
              suggestion: Spelling.suggestion(for: parts[1], among: variants + corners)))
        }
        return .success(
          Explanation(
            target: Target(group: .components, name: name, variant: variant.name, corner: corner),
            shape: variant.shape))
      }
      return .success(
        Explanation(
          target: Target(group: .components, name: name, corner: corner), shape: component.shape))
    }
  }

  /// Why a path names nothing, with a close match if there is one.
  public struct PathError: Error, Sendable {
    /// What is wrong with the path, such as "there is no component called 'buton'".
    public var message: String
    /// The closest name that exists, when one is close enough to be a likely typo.
    public var suggestion: String?
  }

  /// The explanation as text: one line per step, aligned, then the result.
  /// With no corner, edge or surface named, every corner, then each edge with an arrow
  /// and the surface, when the shape has them.
  public func text() -> String {
    var lines: [String] = []
    let title = ([target.group == .components ? nil : target.group.rawValue, target.name, target.variant].compactMap { $0 })
      .joined(separator: ".")
    if let edge = target.edge {
      appendEdge(edge, title: title, to: &lines)
      return lines.joined(separator: "\n") + "\n"
    }
    if target.surface {
      appendSurface(title: title, to: &lines)
      return lines.joined(separator: "\n") + "\n"
    }
    let corners = target.corner.map { [$0] } ?? CornerName.allCases
    if shape.kind == .circle { lines.append("\(title) is a circle of its shorter side") }
    for corner in corners {
      let resolved = shape[corner]
      lines.append("\(title).\(corner.rawValue)")
      Self.append(
        resolved.provenance.allSteps.filter { $0.field != .smoothing || resolved.curve == .continuous }, to: &lines,
        following: { self.definition(of: $0, corner: corner) })
      var result = "\(resolved.size) \(resolved.family.rawValue) \(resolved.curve.rawValue)"
      if let smoothing = resolved.smoothing { result += " smoothing \(JSONValue.format(smoothing))" }
      lines.append("  = \(result)")
    }
    if target.corner == nil {
      for (edge, _) in shape.arrows { appendEdge(edge, title: title, to: &lines) }
      if shape.surface != nil { appendSurface(title: title, to: &lines) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendEdge(_ edge: EdgeName, title: String, to lines: inout [String]) {
    let resolved = shape[edge]
    lines.append("\(title).\(edge.rawValue)")
    Self.append(resolved.provenance, to: &lines)
    if let arrow = resolved.arrow {
      var result = "arrow \(JSONValue.format(arrow.width))×\(JSONValue.format(arrow.height))pt at \(arrow.position)"
      if arrow.tip > 0 { result += ", tip \(JSONValue.format(arrow.tip))pt" }
      lines.append("  = \(result)")
    } else {
      lines.append("  = straight")
    }
  }

  private func appendSurface(title: String, to lines: inout [String]) {
    lines.append("\(title).surface")
    guard let surface = shape.surface else {
      lines.append("  = no surface")
      return
    }
    Self.append(surface.provenance, to: &lines)
    var parts: [String] = []
    if let fill = surface.fill { parts.append("fill \(fill)") }
    if let border = surface.border {
      parts.append("border \(JSONValue.format(border.width))pt \(border.color) \(border.position.rawValue)")
    }
    if surface.style != .flat { parts.append(surface.style.rawValue) }
    let count = surface.shadows.count
    if count > 0 {
      parts.append("\(count) shadow\(count == 1 ? "" : "s")\(surface.derivedShadows ? " derived from the fill" : "")")
    }
    lines.append("  = \(parts.isEmpty ? "nothing painted" : parts.joined(separator: ", "))")
  }

  /// Where a size taken from `{scale.NAME}` comes from: the steps that set that
  /// metric's size on this corner, each in turn followed if it is a reference too.
  /// Each line reads "{scale.NAME} is written VALUE" at the place it is written.
  func definition(of step: ProvenanceStep, corner: CornerName) -> [(text: String, location: FileLocation?)] {
    var found: [(text: String, location: FileLocation?)] = []
    var seen: Set<String> = []
    var current = step
    while step.field == .size, let match = current.value.firstMatch(of: /from \{scale\.([A-Za-z][A-Za-z0-9_-]*)\}$/),
      seen.insert(String(match.1)).inserted, let metric = metrics[String(match.1)],
      let written = metric[corner].provenance.size.last
    {
      found.append((text: "{scale.\(match.1)} is written \(written.value)", location: written.location))
      current = written
    }
    return found
  }

  /// Steps as aligned lines: level, field and value, place; a step taken from a
  /// reference is followed by where the referenced value is written.
  private static func append(
    _ steps: [ProvenanceStep], to lines: inout [String],
    following: (ProvenanceStep) -> [(text: String, location: FileLocation?)] = { _ in [] }
  ) {
    let levelWidth = steps.map { $0.level.description.count }.max() ?? 0
    let definitions = steps.map(following)
    let valueWidth = max(
      steps.map { $0.field.rawValue.count + 1 + $0.value.count }.max() ?? 0,
      definitions.joined().map { $0.text.count - levelWidth }.max() ?? 0)
    for (step, definitions) in zip(steps, definitions) {
      let level = step.level.description.padding(toLength: levelWidth, withPad: " ", startingAt: 0)
      let value = "\(step.field.rawValue) \(step.value)".padding(toLength: valueWidth, withPad: " ", startingAt: 0)
      lines.append("  \(level)  \(value)  \(step.location?.description ?? "(built in)")")
      for definition in definitions {
        let text = ("  " + definition.text).padding(toLength: levelWidth + 2 + valueWidth, withPad: " ", startingAt: 0)
        lines.append("  \(text)  \(definition.location?.description ?? "(built in)")")
      }
    }
  }
}
