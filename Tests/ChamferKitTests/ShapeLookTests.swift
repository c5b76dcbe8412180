import ChamferKit
import Testing

/// `ResolvedShape.sameLook(as:)` decides when two shapes are the same shape: `chamfer diff`
/// reports changes by it, the cascade finds a component that takes a metric whole by it,
/// and the emitters share one scope between shapes that look alike by it. A field it left
/// out would make all three merge shapes that differ; so would one left out of the key by
/// which the emitters share shapes (`ScopeCache`, tested by `ScopeSharingTests`).
@Suite struct ShapeLookTests {
  static let corner = ResolvedCorner(size: Size(8, .points), family: .rounded, curve: .continuous, smoothing: 0.6)
  static let surface = ResolvedSurface(
    fill: Color(red: 1, green: 1, blue: 1), border: nil, style: .flat, distance: 6, intensity: 0.15,
    shadows: [], derivedShadows: false)
  static let shape = ResolvedShape(kind: .rectangle, corners: Array(repeating: corner, count: 4), surface: surface)

  @Test func everyFieldThatChangesTheLookTellsTwoShapesApart() {
    let base = Self.shape
    var changes: [(String, (inout ResolvedShape) -> Void)] = [
      ("kind", { $0.kind = .circle }),
      ("size", { $0.corners[2].size = Size(9, .points) }),
      ("unit", { $0.corners[2].size = Size(8, .percent) }),
      ("family", { $0.corners[1].family = .cut }),
      ("curve", { $0.corners[3].curve = .circular }),
      ("smoothing", { $0.corners[0].smoothing = 0.5 }),
      ("arrow", { $0.edges[1].arrow = .builtIn }),
      ("fill", { $0.surface?.fill = Color(red: 0, green: 0, blue: 0) }),
      ("border", { $0.surface?.border = ResolvedBorder(width: 1, color: Color(red: 0, green: 0, blue: 0), position: .inside) }),
      ("style", { $0.surface?.style = .convex }),
      ("shadows", { $0.surface?.shadows = [Shadow(color: Color(red: 0, green: 0, blue: 0), x: 0, y: 2, blur: 4)] }),
      ("no surface", { $0.surface = nil }),
    ]
    changes.append(("arrow position", { $0.edges[1].arrow = ResolvedArrow(width: 12, height: 6, position: .start) }))
    for (field, change) in changes {
      var changed = base
      change(&changed)
      #expect(!changed.sameLook(as: base), "a different \(field) looks the same")
      #expect(!base.sameLook(as: changed), "a different \(field) looks the same")
    }
  }

  @Test func whereAValueCameFromDoesNotChangeTheLook() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      scale:
        medium: 8
      components:
        fromTheScale: { shape: medium }
        ofItsOwn: { size: 8 }
      """)
    let fromTheScale = try #require(theme.shape("fromTheScale"))
    let ofItsOwn = try #require(theme.shape("ofItsOwn"))
    #expect(fromTheScale.corners[0].level(.size) != ofItsOwn.corners[0].level(.size))
    #expect(fromTheScale.sameLook(as: ofItsOwn))
  }

  /// A new stored field fails here until it is either compared by `sameLook(as:)` and
  /// `ScopeCache`'s key (and added to the tests of both) or known not to change the look.
  @Test func everyStoredFieldIsComparedOrKnownNotToChangeTheLook() {
    func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
    #expect(fields(Self.shape) == ["kind", "corners", "edges", "surface"])
    #expect(
      fields(Self.corner) == [
        "size", "family", "curve", "smoothing",
        // Where the values came from.
        "provenance", "explicitSmoothing", "curveSetAfterSmoothing",
      ])
    #expect(fields(Self.shape.edges[0]) == ["name", "arrow", "provenance"])
    #expect(fields(ResolvedArrow.builtIn) == ["width", "height", "position", "tip"])
    #expect(
      fields(Self.surface) == [
        "fill", "border", "style",
        // Inputs of the derived shadows, which are in `shadows` when they are derived.
        "distance", "intensity",
        "shadows", "derivedShadows",
        "provenance",
      ])
  }
}
