/// Questions targets ask about a resolved shape to pick the native shape that draws
/// it: a circle, a capsule, one family and curve on every corner that shows, or a mix.
///
/// A corner of size zero is square whatever its family and curve, so only corners
/// that show (non-zero size) count when deciding whether a shape mixes families.
extension ResolvedShape {
  /// The corners with a non-zero size.
  public var visibleCorners: [ResolvedCorner] { corners.filter { $0.size.value > 0 } }

  /// A rectangle whose four corners are rounded at 50% of the shorter side: a capsule
  /// (stadium) on any rectangle.
  public var isCapsule: Bool {
    kind == .rectangle && corners.allSatisfy { $0.size == .full && $0.family == .rounded }
  }

  /// The family every visible corner shares; nil when they differ or none shows.
  public var sharedFamily: CornerFamily? { shared(\.family) }

  /// The curve every visible rounded corner shares; nil when they differ or none shows.
  public var sharedCurve: CornerCurve? {
    Self.onlyValue(of: visibleCorners.lazy.filter { $0.family == .rounded }.map(\.curve))
  }

  /// Visible corners mix cut and rounded, or circular and continuous curves.
  public var mixesTreatments: Bool {
    let visible = visibleCorners
    let rounded = visible.lazy.filter { $0.family == .rounded }
    return visible.contains { $0.family != visible[0].family }
      || rounded.contains { $0.curve != rounded.first?.curve }
  }

  /// Some corner is a percentage of the shorter side, and the shape is not a circle
  /// or a capsule (which every target draws natively).
  public var hasRelativeSize: Bool {
    kind == .rectangle && !isCapsule && corners.contains { $0.size.unit == .percent && $0.size.value > 0 }
  }

  private func shared<Value: Equatable>(_ field: KeyPath<ResolvedCorner, Value>) -> Value? {
    Self.onlyValue(of: visibleCorners.lazy.map { $0[keyPath: field] })
  }

  /// The value every element has, or nil when they differ or there are none. Shapes
  /// have four corners: comparing with the first beats building a set.
  private static func onlyValue<Values: Collection>(of values: Values) -> Values.Element?
  where Values.Element: Equatable {
    guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
    return first
  }
}
