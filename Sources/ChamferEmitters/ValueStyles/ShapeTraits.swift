import ChamferKit

/// What targets ask of a shape to pick the native shape that draws it, worked out once
/// per shape: `ShapeScope` shows these to templates, and value styles build on them.
struct ShapeTraits: Sendable {
  let isCircle: Bool
  let isUniform: Bool
  let isCapsule: Bool
  /// Visible corners mix families or curves.
  let isMixed: Bool
  /// Every visible corner is cut (and they do not mix).
  let isCut: Bool
  /// Every visible corner is rounded with a continuous curve (and they do not mix).
  let isContinuous: Bool
  let hasCut: Bool
  let hasContinuous: Bool
  /// A percentage other than a capsule's or a circle's.
  let hasRelativeSize: Bool
  let hasArrows: Bool

  init(_ shape: ResolvedShape) {
    isCircle = shape.kind == .circle
    isUniform = shape.isUniform
    isCapsule = shape.isCapsule
    isMixed = shape.mixesTreatments
    isCut = !isMixed && shape.sharedFamily == .cut
    isContinuous = !isMixed && shape.sharedFamily == .rounded && shape.sharedCurve == .continuous
    let visible = shape.visibleCorners
    hasCut = visible.contains { $0.family == .cut }
    hasContinuous = visible.contains { $0.family == .rounded && $0.curve == .continuous }
    hasRelativeSize = shape.hasRelativeSize
    hasArrows = shape.edges.contains { $0.arrow != nil }
  }
}
