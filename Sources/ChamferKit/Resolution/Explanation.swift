/// How one corner (or every corner of one shape) was reached, level by level:
/// what `chamfer explain THEME button.pressed.topLeft` prints.
public struct Explanation: Sendable {
  /// A path into the resolved theme that `explain` understands.
  public struct Target: Sendable, Equatable {
    public enum Group: String, Sendable { case scale, categories, components }
    public var group: Group
    public var name: String
    public var variant: String?
    /// nil explains all four corners.
    public var corner: CornerName?
  }

  public var target: Target
  public var shape: ResolvedShape

  /// Parses `button.pressed.topLeft`, `button.topLeft`, `button`, `scale.small.topLeft`,
  /// `categories.small` and `components.button.pressed.topLeft`.
  ///
  /// Returns a message saying what is wrong when the path names nothing.
  public static func find(_ path: String, in theme: ResolvedTheme) -> Result<Explanation, PathError> {
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
          let candidates = component.variants.map(\.name) + CornerName.allCases.map(\.rawValue)
          return .failure(
            PathError(
              message: "'\(name)' has no variant or corner called '\(parts[1])'",
              suggestion: Spelling.suggestion(for: parts[1], among: candidates)))
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
    public var message: String
    public var suggestion: String?
  }

  /// The explanation as text: one line per step, aligned, then the result.
  public func text() -> String {
    let corners = target.corner.map { [$0] } ?? CornerName.allCases
    var lines: [String] = []
    let title = ([target.group == .components ? nil : target.group.rawValue, target.name, target.variant].compactMap { $0 })
      .joined(separator: ".")
    if shape.kind == .circle { lines.append("\(title) is a circle of its shorter side") }
    for corner in corners {
      let resolved = shape[corner]
      lines.append("\(title).\(corner.rawValue)")
      let steps = resolved.provenance.allSteps.filter {
        $0.field != .smoothing || resolved.curve == .continuous
      }
      let levelWidth = steps.map { $0.level.description.count }.max() ?? 0
      let valueWidth = steps.map { $0.field.rawValue.count + 1 + $0.value.count }.max() ?? 0
      for step in steps {
        let level = step.level.description.padding(toLength: levelWidth, withPad: " ", startingAt: 0)
        let value = "\(step.field.rawValue) \(step.value)".padding(
          toLength: valueWidth, withPad: " ", startingAt: 0)
        lines.append("  \(level)  \(value)  \(step.location?.description ?? "(built in)")")
      }
      var result = "\(resolved.size) \(resolved.family.rawValue) \(resolved.curve.rawValue)"
      if let smoothing = resolved.smoothing { result += " smoothing \(JSONValue.format(smoothing))" }
      lines.append("  = \(result)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
