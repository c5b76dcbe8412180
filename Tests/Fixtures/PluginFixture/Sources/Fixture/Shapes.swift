import Foundation

/// Code that uses the shapes the plugin generates from Brand.chamfer.yaml: it compiles
/// only if the plugin generated BrandShapes and it was compiled into this target.
public enum FixtureShapes {
  /// The box the radii are measured in.
  public static let box = CGSize(width: 100, height: 40)

  public static let button: BrandShapes.Token = BrandShapes.Components.button
  public static let pressed: BrandShapes.Token = BrandShapes.Components.ButtonVariants.pressed
  /// From the layer Brand.chamfer.yaml extends.
  public static let card: BrandShapes.Token = BrandShapes.Components.card
  /// A capsule: half the box's height.
  public static let tag: BrandShapes.Token = BrandShapes.Components.tag
  public static let ticket: BrandShapes.Token = BrandShapes.Components.ticket

  /// The top-left corner radius of `token` in `box`.
  public static func radius(_ token: BrandShapes.Token) -> CGFloat { token.radii(in: box)[0] }

  /// Every component's name, variants included.
  public static var componentNames: [String] { BrandShapes.components.map(\.name) }
}
