/// The resolved theme as the JSON docs/format.md describes, for tools that are not Swift.
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
  /// `edges` appears only when an edge has an arrow and `surface` only when a level set
  /// one, so themes without them print exactly the JSON of docs/format.md.
  func json(provenance: Bool) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("kind", .string(kind.rawValue)),
      (
        "corners",
        .object(
          zip(CornerName.ordered, corners).map { name, corner in
            (name.rawValue, corner.json(provenance: provenance))
          })
      ),
    ]
    let arrows = edges.filter { $0.arrow != nil }
    if !arrows.isEmpty {
      members.append(("edges", .object(arrows.map { ($0.name.rawValue, $0.json(provenance: provenance)) })))
    }
    if let surface { members.append(("surface", surface.json(provenance: provenance))) }
    return .object(members)
  }
}

/// The place each field was last set, for `--provenance`.
private func sources(_ steps: [ProvenanceStep]) -> JSONValue {
  var last: [(String, JSONValue)] = []
  for step in steps {
    guard let location = step.location else { continue }
    last.removeAll { $0.0 == step.field.rawValue }
    last.append((step.field.rawValue, .string(location.description)))
  }
  return .object(last)
}

extension ResolvedEdge {
  func json(provenance: Bool) -> JSONValue {
    guard let arrow else { return .string("none") }
    let position: JSONValue
    switch arrow.position {
    case .start, .center, .end: position = .string(arrow.position.description)
    case .points(let value): position = .object([("value", .number(value)), ("unit", .string("pt"))])
    case .fraction(let value): position = .object([("value", .number(value)), ("unit", .string("fraction"))])
    }
    var members: [(String, JSONValue)] = [
      ("kind", .string("arrow")), ("width", .number(arrow.width)), ("height", .number(arrow.height)),
      ("position", position), ("tip", .number(arrow.tip)),
    ]
    if provenance { members.append(("source", sources(self.provenance))) }
    return .object(members)
  }
}

extension Shadow {
  var json: JSONValue {
    .object([
      ("color", .string(color.description)), ("x", .number(x)), ("y", .number(y)), ("blur", .number(blur)),
      ("spread", .number(spread)), ("inset", .bool(inset)),
    ])
  }
}

extension ResolvedSurface {
  func json(provenance: Bool) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if let fill { members.append(("fill", .string(fill.description))) }
    if let border {
      members.append(
        (
          "border",
          .object([
            ("width", .number(border.width)), ("color", .string(border.color.description)),
            ("position", .string(border.position.rawValue)),
          ])
        ))
    }
    members.append(("style", .string(style.rawValue)))
    if style != .flat {
      members.append(("distance", .number(distance)))
      members.append(("intensity", .number(intensity)))
    }
    members.append(("shadows", .array(shadows.map(\.json))))
    if derivedShadows { members.append(("derivedShadows", .bool(true))) }
    if provenance { members.append(("source", sources(self.provenance))) }
    return .object(members)
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
