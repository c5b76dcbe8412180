import Fixture
import Foundation

// Prints values that come from Brand.chamfer.yaml through the generated BrandShapes.
for (name, token) in [
  ("button", FixtureShapes.button), ("button.pressed", FixtureShapes.pressed),
  ("card", FixtureShapes.card), ("tag", FixtureShapes.tag), ("ticket", FixtureShapes.ticket),
] {
  print("\(name): \(FixtureShapes.radius(token)) \(token.topLeft.family)")
}
print("components: \(FixtureShapes.componentNames.joined(separator: " "))")
