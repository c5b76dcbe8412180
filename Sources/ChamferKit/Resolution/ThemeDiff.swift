/// What changed between two resolved themes, shape by shape: what `chamfer diff`
/// reports.
///
/// Shapes are matched by their path (`scale.small`, `categories.small`, `button`,
/// `button.pressed`), so a renamed shape is one removed and one added. Only what is
/// drawn counts: the kind, each corner's size, family, curve and smoothing where they
/// show, each edge's arrow and the surface; descriptions and where a value was written
/// do not. Each change names where its new value comes from, so a metric that changed
/// under many components shows as the cause of each of them.
public struct ThemeDiff: Sendable {
  /// Whether a shape is in both themes and drawn differently, only in the head theme,
  /// or only in the base theme.
  public enum Status: String, Sendable {
    /// In both themes, drawn differently.
    case changed
    /// Only in the head theme.
    case added
    /// Only in the base theme.
    case removed
  }

  /// One field of one shape, before and after.
  public struct Change: Sendable, Equatable {
    /// `topLeft`, `all corners`, `shape`, `bottom edge`, `fill`.
    public var what: String
    /// The field in the base theme, in words: `8 pt`, `rounded`.
    public var before: String
    /// The field in the head theme, in words.
    public var after: String
    /// Where the new value comes from: `scale.medium`, `categories.small`, `button`.
    public var cause: String?

    /// `topLeft 8 pt → 12 pt, from scale.medium`.
    public var text: String {
      "\(what) \(before) → \(after)" + (cause.map { ", from \($0)" } ?? "")
    }
  }

  /// One shape that differs between the themes.
  public struct Entry: Sendable {
    /// `scale.small`, `categories.small`, `button`, `button.pressed`.
    public var path: String
    /// The component a variant belongs to, or the component itself; nil for metrics and
    /// categories. Pages use it to pick a size that suits the component.
    public var component: String?
    /// Changed, added or removed.
    public var status: Status
    /// Empty for added and removed shapes.
    public var changes: [Change]
    /// The shape in the base theme; nil when it was added.
    public var before: ResolvedShape?
    /// The shape in the head theme; nil when it was removed.
    public var after: ResolvedShape?
  }

  /// The base theme's name.
  public var baseName: String
  /// The head theme's name.
  public var headName: String
  /// Changed shapes in the head theme's order, then added ones, then removed ones in the
  /// base theme's order.
  public var entries: [Entry]
  /// Shapes in both themes that look the same.
  public var unchanged: Int

  /// True when every shape is drawn the same in both themes.
  public var isEmpty: Bool { entries.isEmpty }

  /// How many shapes have `status`.
  public func count(_ status: Status) -> Int { entries.count { $0.status == status } }

  /// Compares `base`, the theme before, with `head`, the theme after.
  public init(base: ResolvedTheme, head: ResolvedTheme) {
    baseName = base.name
    headName = head.name
    let before = Self.shapes(base)
    var byPath: [String: (component: String?, shape: ResolvedShape)] = [:]
    for entry in before { byPath[entry.path] = (entry.component, entry.shape) }
    var changed: [Entry] = []
    var added: [Entry] = []
    var seen: Set<String> = []
    var unchanged = 0
    for entry in Self.shapes(head) {
      seen.insert(entry.path)
      guard let old = byPath[entry.path] else {
        added.append(Entry(path: entry.path, component: entry.component, status: .added, changes: [], after: entry.shape))
        continue
      }
      let changes = Self.changes(from: old.shape, to: entry.shape)
      if changes.isEmpty {
        unchanged += 1
      } else {
        changed.append(
          Entry(
            path: entry.path, component: entry.component, status: .changed, changes: changes, before: old.shape,
            after: entry.shape))
      }
    }
    let removed = before.filter { !seen.contains($0.path) }.map {
      Entry(path: $0.path, component: $0.component, status: .removed, changes: [], before: $0.shape)
    }
    entries = changed + added + removed
    self.unchanged = unchanged
  }

  /// Every shape of a theme with its path, in the theme's order.
  static func shapes(_ theme: ResolvedTheme) -> [(path: String, component: String?, shape: ResolvedShape)] {
    theme.scale.map { ("scale.\($0.name)", nil, $0.shape) }
      + theme.categories.map { ("categories.\($0.name)", nil, $0.shape) }
      + theme.components.flatMap { component in
        [(component.name, component.name, component.shape)]
          + component.variants.map { ("\(component.name).\($0.name)", component.name, $0.shape) }
      }
  }

  // MARK: - Comparing two shapes

  /// The drawn differences between two shapes, corners first, then edges, then the surface.
  public static func changes(from old: ResolvedShape, to new: ResolvedShape) -> [Change] {
    if old.kind != new.kind {
      return [Change(what: "shape", before: ShapeWords.shape(old), after: ShapeWords.shape(new), cause: nil)]
    }
    var result: [Change] = []
    // A circle has no corners or edges of its own: only its surface can change.
    if new.kind == .rectangle {
      result += cornerChanges(from: old, to: new)
      for edge in EdgeName.allCases where old[edge].arrow != new[edge].arrow {
        result.append(
          Change(
            what: "\(edge.rawValue) edge", before: old[edge].arrow.map(ShapeWords.arrow) ?? "straight",
            after: new[edge].arrow.map(ShapeWords.arrow) ?? "straight",
            cause: new[edge].provenance.last.map(cause)))
      }
    }
    result += surfaceChanges(from: old.surface, to: new.surface)
    return result
  }

  /// Corner changes, the corners that changed alike (and for the same reason) together.
  static func cornerChanges(from old: ResolvedShape, to new: ResolvedShape) -> [Change] {
    var groups: [(corners: [CornerName], change: Change)] = []
    for name in CornerName.allCases {
      guard let change = cornerChange(from: old[name], to: new[name]) else { continue }
      if let index = groups.firstIndex(where: { $0.change == change }) {
        groups[index].corners.append(name)
      } else {
        groups.append(([name], change))
      }
    }
    return groups.map { group in
      var change = group.change
      let names = ShapeWords.corners(group.corners)
      change.what = ["top", "bottom", "left", "right"].contains(names) ? "\(names) corners" : names
      return change
    }
  }

  /// One corner's change, naming only the fields that differ where they show: a square
  /// corner's family, a cut corner's curve and a circular corner's smoothing do not.
  static func cornerChange(from old: ResolvedCorner, to new: ResolvedCorner) -> Change? {
    let oldShows = old.size.value > 0
    let newShows = new.size.value > 0
    guard oldShows || newShows else { return nil }
    if oldShows != newShows {
      // The size is what makes a corner appear or go.
      return Change(
        what: "", before: ShapeWords.corner(old), after: ShapeWords.corner(new), cause: cause(of: new, [.size]))
    }
    let rounded = old.family == .rounded && new.family == .rounded
    let sizeChanged = old.size != new.size
    let familyChanged = old.family != new.family
    let curveChanged =
      rounded && (old.curve != new.curve || (new.curve == .continuous && old.smoothing != new.smoothing))
    guard sizeChanged || familyChanged || curveChanged else { return nil }
    // A family change names the curve too when a side of it is smooth.
    let showsCurve =
      curveChanged || (familyChanged && [old, new].contains { $0.family == .rounded && $0.curve == .continuous })
    func words(_ corner: ResolvedCorner) -> String {
      var text = [sizeChanged ? ShapeWords.size(corner.size) : nil, familyChanged ? corner.family.rawValue : nil]
        .compactMap { $0 }.joined(separator: " ")
      if showsCurve, corner.family == .rounded { text += (text.isEmpty ? "" : ", ") + ShapeWords.curve(corner) }
      return text
    }
    var fields: [ProvenanceStep.Field] = []
    if sizeChanged { fields.append(.size) }
    if familyChanged { fields.append(.family) }
    if showsCurve { fields += [.curve, .smoothing] }
    return Change(what: "", before: words(old), after: words(new), cause: cause(of: new, fields))
  }

  /// Where the winning values of `fields` were set, each place once.
  static func cause(of corner: ResolvedCorner, _ fields: [ProvenanceStep.Field]) -> String? {
    let steps = fields.compactMap { field -> ProvenanceStep? in
      switch field {
      case .size: corner.provenance.size.last
      case .family: corner.provenance.family.last
      case .curve: corner.provenance.curve.last
      case .smoothing: corner.curve == .continuous ? corner.provenance.smoothing.last : nil
      default: nil
      }
    }
    return joined(steps.map(cause))
  }

  /// Causes, each once; Chamfer's and the theme's defaults only when nothing else is named
  /// (a curve made continuous takes the default smoothing, which is not news).
  static func joined(_ causes: [String]) -> String? {
    var unique: [String] = []
    for cause in causes where !unique.contains(cause) { unique.append(cause) }
    let specific = unique.filter { $0 != "the built-in default" && $0 != "defaults" }
    if !specific.isEmpty { unique = specific }
    return unique.isEmpty ? nil : unique.joined(separator: " and ")
  }

  /// A step as the place its value comes from: the metric a reference names, else the
  /// level that wrote it.
  static func cause(_ step: ProvenanceStep) -> String {
    if let match = step.value.firstMatch(of: /from \{scale\.([A-Za-z][A-Za-z0-9_-]*)\}$/) {
      return "scale.\(match.1)"
    }
    switch step.level {
    case .builtIn: return "the built-in default"
    case .defaults: return "defaults"
    case .metric(let name): return "scale.\(name)"
    case .category(let name): return "categories.\(name)"
    case .categoryMetric(let category, let metric): return "scale.\(metric) via categories.\(category)"
    case .component(let name): return name
    case .variant(let component, let variant): return "\(component).\(variant)"
    case .variantMetric(_, _, let metric): return "scale.\(metric)"
    }
  }

  static func surfaceChanges(from old: ResolvedSurface?, to new: ResolvedSurface?) -> [Change] {
    var result: [Change] = []
    let steps = new?.provenance ?? []
    func add(_ what: String, _ before: String, _ after: String, _ fields: [ProvenanceStep.Field]) {
      guard before != after else { return }
      let step = steps.last { fields.contains($0.field) }
      result.append(Change(what: what, before: before, after: after, cause: step.map(cause)))
    }
    add("fill", old?.fill?.description ?? "none", new?.fill?.description ?? "none", [.fill])
    add(
      "border", old?.border.map(ShapeWords.border) ?? "none", new?.border.map(ShapeWords.border) ?? "none",
      [.border, .borderWidth, .borderColor, .borderPosition])
    func style(_ surface: ResolvedSurface?) -> String {
      guard let surface, surface.style != .flat else { return "flat" }
      return
        "\(surface.style.rawValue), distance \(JSONValue.format(surface.distance)) pt, intensity \(JSONValue.format(surface.intensity))"
    }
    add("style", style(old), style(new), [.style, .distance, .intensity])
    func shadows(_ surface: ResolvedSurface?) -> String {
      let list = surface?.shadows ?? []
      return list.isEmpty ? "none" : list.map(ShapeWords.shadow).joined(separator: ", ")
    }
    add("shadows", shadows(old), shadows(new), [.shadows, .style, .distance, .intensity, .fill])
    return result
  }
}

// MARK: - Reports

extension ThemeDiff {
  /// The first line of `--format github`, hidden when GitHub shows the comment.
  public static let marker = "<!-- chamfer diff -->"

  /// `3 shapes changed, 1 added, 1 removed; 40 unchanged`.
  public var summary: String {
    guard !isEmpty else { return "no shape changed (\(unchanged) compared)" }
    let changed = count(.changed)
    var parts: [String] = []
    if changed > 0 { parts.append("\(changed) shape\(changed == 1 ? "" : "s") changed") }
    for status in [Status.added, .removed] where count(status) > 0 {
      let number = count(status)
      parts.append(parts.isEmpty ? "\(number) shape\(number == 1 ? "" : "s") \(status.rawValue)" : "\(number) \(status.rawValue)")
    }
    return parts.joined(separator: ", ") + "; \(unchanged) unchanged"
  }

  /// The report as plain lines: `button.pressed: topLeft 8 pt → 12 pt, from scale.medium`,
  /// `+ popover` for an added shape and `- tooltip` for a removed one.
  public func text() -> String {
    var lines: [String] = []
    for entry in entries {
      switch entry.status {
      case .changed: lines += entry.changes.map { "\(entry.path): \($0.text)" }
      case .added: lines.append("+ \(entry.path): \(ShapeWords.shape(entry.after!))")
      case .removed: lines.append("- \(entry.path): \(ShapeWords.shape(entry.before!))")
      }
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as Markdown: a table of changed shapes with every change and its cause,
  /// then the added and removed shapes. `github` starts it with a hidden marker a
  /// workflow can find to update its earlier comment instead of adding another.
  public func markdown(github: Bool = false) -> String {
    var out = github ? Self.marker + "\n" : ""
    let title = baseName == headName ? headName : "\(baseName) → \(headName)"
    out += "### Shape changes in \(Self.escaped(title))\n\n"
    guard !isEmpty else { return out + "No shape changed (\(unchanged) compared).\n" }
    out += summary.prefix(1).uppercased() + summary.dropFirst() + ".\n"
    let changed = entries.filter { $0.status == .changed }
    if !changed.isEmpty {
      out += "\n| shape | change | from |\n|---|---|---|\n"
      for entry in changed {
        for (index, change) in entry.changes.enumerated() {
          let shape = index == 0 ? "`\(entry.path)`" : ""
          let what = Self.escaped("\(change.what) \(change.before) → \(change.after)")
          out += "| \(shape) | \(what) | \(change.cause.map { "`\($0)`" } ?? "") |\n"
        }
      }
    }
    for status in [Status.added, .removed] {
      let list = entries.filter { $0.status == status }
      guard !list.isEmpty else { continue }
      out += "\n**\(status == .added ? "Added" : "Removed"):**\n\n"
      for entry in list {
        out += "- `\(entry.path)`: \(Self.escaped(ShapeWords.shape((entry.after ?? entry.before)!)))\n"
      }
    }
    return out
  }

  /// Text safe in a Markdown table cell: pipes, and the characters that start markup.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      if "|\\`*_[]<>#".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }
}
