/// Smoothing only shapes continuous corners; on a circular corner it does nothing.
struct SmoothingWithoutContinuous: LintRule {
  static let id = "smoothing-without-continuous"
  static let summary = "Smoothing is set on corners whose curve is circular."
  static let defaultSeverity = Diagnostic.Severity.error
  static let examples = RuleExamples(
    passing: [
      "chamfer: 1\nname: A\nscale:\n  soft: { size: 8, curve: continuous, smoothing: 0.8 }\ncomponents:\n  card: { shape: soft }\n",
      "chamfer: 1\nname: A\ndefaults: { smoothing: 0.7 }\nscale:\n  small: 4\ncomponents:\n  card: { shape: small }\n",
      "chamfer: 1\nname: A\ncomponents:\n  dialog:\n    size: 8\n    curve: continuous\n    smoothing: 0.8\n    variants:\n      flat: { curve: circular }\n",
      "chamfer: 1\nname: A\ncomponents:\n  tab: { size: 8, curve: continuous, smoothing: 0.8, corners: { topLeft: { curve: circular } } }\n",
    ],
    failing: [
      "chamfer: 1\nname: A\nscale:\n  soft: { size: 8, smoothing: ↓0.8 }\ncomponents:\n  card: { shape: soft, curve: continuous }\n",
      "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card:\n    shape: small\n    corners: { topLeft: { size: 8, smoothing: ↓0.5 } }\n",
    ])

  func check(_ theme: LintInput) -> [Diagnostic] {
    var seen: Set<FileLocation> = []
    var findings: [Diagnostic] = []
    theme.resolved.forEachShape { shape in
      for corner in shape.corners where corner.curve != .continuous {
        // A circular curve set after the smoothing, by a later level or by the
        // per-corner mapping, means the smoothing was written for the continuous curve
        // it replaced (a continuous dialog with a circular variant), and shapes that one.
        guard let location = corner.explicitSmoothing, !corner.curveSetAfterSmoothing,
          seen.insert(location).inserted
        else { continue }
        findings.append(
          violation(
            "smoothing is set, but this corner's curve is circular", at: location,
            hint: "add 'curve: continuous' beside it, or remove 'smoothing'"))
      }
    }
    return findings
  }
}

extension ResolvedTheme {
  /// Calls `body` with every resolved shape in order: metrics, categories, components
  /// and their variants (see `containsShape`).
  func forEachShape(_ body: (ResolvedShape) -> Void) {
    _ = containsShape { shape in
      body(shape)
      return false
    }
  }

  /// True when some shape satisfies `predicate`, asked of each in order until one does:
  /// metrics, categories, components and their variants. Shapes are visited in place,
  /// by index: collecting them into an array, or iterating (which copies each
  /// component and all it holds), would copy tens of thousands on a large theme.
  func containsShape(where predicate: (ResolvedShape) -> Bool) -> Bool {
    scale.indices.contains { predicate(scale[$0].shape) } || categories.indices.contains { predicate(categories[$0].shape) }
      || components.indices.contains { index in
        predicate(components[index].shape)
          || components[index].variants.indices.contains { predicate(components[index].variants[$0].shape) }
      }
  }
}
