@testable import ChamferEmitters
import ChamferKit
import Testing

/// Components whose shapes look alike share one shape scope, and so its literals; shapes
/// that differ in any value templates read never do. `ShapeLookTests` fails when the
/// resolved types gain a field, which may need a place in `ScopeCache`'s key.
@Suite struct ScopeSharingTests {
  @Test func shapesShareAScopeOnlyWhenTheyLookAlike() throws {
    let result = Pipeline.check([
      ThemeSource(
        path: "theme.yaml",
        text: """
          chamfer: 1
          name: A
          defaults: { curve: continuous, smoothing: 0.6 }
          scale:
            medium: 8
          components:
            fromTheScale: { shape: medium }
            ofItsOwn: { size: 8 }
            smoother: { size: 8, smoothing: 0.8 }
            circular: { size: 8, curve: circular }
            oneCut: { size: 8, corners: { bottomLeft: { family: cut } } }
            oneLarger: { size: 8, corners: { topRight: { size: 9 } } }
            aShare: { size: 8%, corners: { topRight: { size: 8 } } }
            round: { shape: circle }
          """)
    ])
    let theme = try #require(result.theme, "\(result.diagnostics)")
    let shapes = ThemeScope(theme, params: [:]).components.map(\.shape)
    #expect(shapes[0] === shapes[1])
    for index in 2..<shapes.count {
      for other in 0..<index {
        #expect(shapes[index] !== shapes[other], "\(theme.components[index].name) shares a scope")
      }
    }
    #expect(shapes[2].cssCornerShapes != shapes[1].cssCornerShapes, "\(shapes[2].cssCornerShapes)")
  }
}
