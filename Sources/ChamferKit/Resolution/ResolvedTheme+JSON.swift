/// The resolved theme as the JSON of FORMAT.md section 2, for tools that are not Swift.
extension ResolvedTheme {
  /// Keys follow source order. With `provenance`, each corner carries a `source`
  /// object naming where each of its fields was set (built-in defaults have none).
  public func json(provenance: Bool = false) -> JSONValue {
    func entries(_ list: [ResolvedEntry]) -> JSONValue {
      .object(list.map { ($0.name, $0.shape.json(provenance: provenance)) })
    }
    return .object([
      ("chamfer", .number(Double(formatVersion))),
      ("name", .string(name)),
      ("scale", entries(scale)),
      ("categories", entries(categories)),
      (
        "components",
        .object(
          components.map { component in
            var members: [(String, JSONValue)] = [
              ("shape", component.shape.json(provenance: provenance))
            ]
            if !component.variants.isEmpty {
              members.append(("variants", entries(component.variants)))
            }
            return (component.name, .object(members))
          })
      ),
    ])
  }
}

extension ResolvedShape {
  func json(provenance: Bool) -> JSONValue {
    .object([
      ("kind", .string(kind.rawValue)),
      (
        "corners",
        .object(
          zip(CornerName.allCases, corners).map { name, corner in
            (name.rawValue, corner.json(provenance: provenance))
          })
      ),
    ])
  }
}

extension ResolvedCorner {
  func json(provenance includeSources: Bool) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("size", .object([("value", .number(size.value)), ("unit", .string(size.unit.rawValue))])),
      ("family", .string(family.rawValue)),
      ("curve", .string(curve.rawValue)),
    ]
    if let smoothing { members.append(("smoothing", .number(smoothing))) }
    if includeSources {
      var sources: [(String, JSONValue)] = []
      let fields: [(String, [ProvenanceStep])] = [
        ("size", provenance.size), ("family", provenance.family), ("curve", provenance.curve),
        ("smoothing", smoothing == nil ? [] : provenance.smoothing),
      ]
      for (field, steps) in fields {
        if let location = steps.last?.location { sources.append((field, .string(location.description))) }
      }
      members.append(("source", .object(sources)))
    }
    return .object(members)
  }
}
