/// One of the four corners of a shape, in the order CSS and Chamfer list them.
public enum CornerName: String, CaseIterable, Hashable, Sendable, Comparable {
  /// The top-left corner.
  case topLeft
  /// The top-right corner.
  case topRight
  /// The bottom-right corner.
  case bottomRight
  /// The bottom-left corner.
  case bottomLeft

  /// Orders corners clockwise from the top left.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

  /// `allCases`, made once: the synthesized `allCases` builds a new array on every use,
  /// and the cascade and the rules ask for every shape.
  static let ordered = allCases

  /// The corner's position in `allCases`, and in a resolved shape's `corners`.
  public var index: Int {
    switch self {
    case .topLeft: 0
    case .topRight: 1
    case .bottomRight: 2
    case .bottomLeft: 3
    }
  }
}

/// How a corner is treated: rounded by an arc, or cut by a straight line.
public enum CornerFamily: String, CaseIterable, Hashable, Sendable {
  /// An arc (circular or continuous) joins the two edges.
  case rounded
  /// A cut of size s joins the points s from the corner along each edge.
  case cut
}

/// The profile of a rounded corner.
public enum CornerCurve: String, CaseIterable, Hashable, Sendable {
  /// A quarter circle.
  case circular
  /// Apple's "smooth corners": the curvature eases in from the edges.
  case continuous
}

/// Whether a shape is a rectangle with shaped corners, or a circle of its shorter side.
public enum ShapeKind: String, Hashable, Sendable {
  /// A rectangle whose four corners are shaped as resolved.
  case rectangle
  /// Centred, with the diameter of the shorter side; never an ellipse or a capsule.
  case circle
}
