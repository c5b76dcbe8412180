import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// What the generated Swift needs from Apple's SDKs, checked against the stubs written
/// from Apple's declarations (`AppleSDKCheck`), and what its UIKit views do when run
/// against the stubs' behaviour. Part of `SwiftTargetTests`, whose tests run one at a
/// time: each runs the Swift compiler for many seconds.
extension SwiftTargetTests {
  static func generated(_ theme: URL = bundledThemes()[0]) throws -> (folder: URL, text: String) {
    let (folder, source, _) = try SwiftTargetTests.generate(theme)
    return (folder, try String(contentsOf: source, encoding: .utf8))
  }

  /// Xcode 15's SDKs (iOS 17, macOS 14) have no `Hashable` `CGPoint`: nothing generated
  /// may hash one, whatever the deployment target. And nothing deprecated:
  /// `background(alignment:content:)` and clip shapes, not `background(_:alignment:)` and
  /// `mask(_:)`. At a deployment target where every API is there, only these could fail.
  @Test func nothingHashesACoreGraphicsValueOrIsDeprecated() throws {
    let (folder, text) = try Self.generated()
    let result = try AppleSDKCheck(platform: .iOS, deploymentTarget: (17, 0)).typeCheck(text, in: folder)
    #expect(result.status == 0, "\(result.output)")
    #expect(!result.output.contains("Hashable"))
    #expect(!result.output.contains("deprecated"))
  }

  /// The stub's `CGPoint` really is not `Hashable`: a type that hashes one fails.
  @Test func theCoreGraphicsStubRejectsAHashablePoint() throws {
    let (folder, text) = try Self.generated()
    let result = try AppleSDKCheck(platform: .iOS, deploymentTarget: (17, 0))
      .typeCheck(text, extra: "enum Hashed: Hashable { case point(CGPoint) }", in: folder)
    #expect(result.status != 0)
    #expect(result.output.contains("does not conform to protocol 'Hashable'"), "\(result.output)")
  }

  /// watchOS has UIKit but no `UIView` or Core Animation: the UIKit part is left out
  /// there, and the values, geometry and SwiftUI part remain.
  @Test func watchOSGetsTheValuesAndTheSwiftUIShape() throws {
    let (folder, text) = try Self.generated()
    let watch = AppleSDKCheck(platform: .watchOS, deploymentTarget: (6, 0))
    let result = try watch.typeCheck(
      text, extra: "@available(watchOS 6.0, *) @MainActor func use() -> some View { Color.black.clipShape(ChamferShapes.Scale.medium) }",
      in: folder)
    #expect(result.status == 0, "\(result.output)")
    let (rewritten, _) = watch.rewrite(text)
    #expect(rewritten.contains("#if true && !true"), "the UIKit part is guarded against watchOS")
  }

  /// SwiftUI is marked with the versions it needs, so a package at SwiftPM's default
  /// deployment targets builds; code that uses it unmarked does not.
  @Test func theSwiftUIPartSaysWhichVersionsItNeeds() throws {
    // buildsForEveryApplePlatform builds the file itself at the defaults.
    let (folder, text) = try Self.generated()
    let unmarked = try AppleSDKCheck(platform: .macOS, deploymentTarget: (10, 13))
      .typeCheck(text, extra: "func use() -> some View { Color.black.clipShape(ChamferShapes.Scale.medium) }", in: folder)
    #expect(unmarked.status != 0)
    #expect(unmarked.output.contains("is only available in macOS_10_15"), "\(unmarked.output)")
    let tooEarly = try AppleSDKCheck(platform: .iOS, deploymentTarget: (13, 0))
      .typeCheck(text, extra: "@available(iOS 13.0, *) func use() -> some View { Color.black.surface(ChamferShapes.Scale.medium) }", in: folder)
    #expect(tooEarly.output.contains("'surface' is only available in iOS_15_0"), "\(tooEarly.output)")
  }

  /// The stub marks `mask(_:)` deprecated, as Apple does, and the check enforces it.
  @Test func theStubsRejectDeprecatedAPI() throws {
    let (folder, text) = try Self.generated()
    let deprecated = try AppleSDKCheck(platform: .iOS, deploymentTarget: (17, 0))
      .typeCheck(text, extra: "func use() -> some View { Color.black.mask(Color.clear) }", in: folder)
    #expect(deprecated.output.contains("'mask' is deprecated"), "\(deprecated.output)")
  }

  /// A program that runs the generated UIKit views against the stubs.
  static func runUIKit(_ body: String) throws -> (status: Int32, output: String) {
    let (folder, text) = try generated()
    let main = """
      import Foundation
      typealias Shapes = ChamferShapes
      let cut = Shapes.Token(uniform: Shapes.Corner(.points(12), .cut, .circular))
      \(body)
      """
    return try AppleSDKCheck.runProgram(text, main: main, in: folder)
  }

  /// The mask follows an animated resize with the resize's whole timing: a delayed
  /// spring animation gives a delayed spring of the path, not a basic animation with
  /// only the duration and curve.
  @Test func theMaskFollowsASpringResizeWithItsWholeTiming() throws {
    let result = try Self.runUIKit(
      """
      let view = Shapes.ShapedView(token: cut, frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      view.layoutSubviews()
      let spring = CASpringAnimation(keyPath: "bounds.size")
      spring.beginTime = 7
      spring.duration = 0.8
      spring.damping = 14
      spring.stiffness = 170
      spring.mass = 2
      spring.initialVelocity = 3
      spring.speed = 0.5
      spring.isAdditive = true
      spring.fromValue = CGSize(width: -60, height: 0)
      view.layer.add(spring, forKey: "bounds.size")
      view.bounds = CGRect(x: 0, y: 0, width: 160, height: 40)
      view.layoutSubviews()
      let mask = view.layer.mask as! CAShapeLayer
      guard let follow = mask.animation(forKey: "path") as? CASpringAnimation else {
        print("not a spring: \\(String(describing: mask.animation(forKey: "path")))")
        exit(1)
      }
      print(follow.keyPath ?? "-", follow.beginTime, follow.duration, follow.speed, follow.damping, follow.stiffness, follow.mass, follow.initialVelocity, follow.isAdditive)
      print((follow.fromValue as? CGPath) != nil, (follow.toValue as? CGPath) === mask.path)
      """)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "path 7.0 0.8 0.5 14.0 170.0 2.0 3.0 false\ntrue true\n", "\(result.output)")
  }

  /// A token as a UIImage: the outline in the image's box, filled with the colour,
  /// through UIGraphicsImageRenderer at the scale asked for.
  @Test func aTokenMakesAnImage() throws {
    let result = try Self.runUIKit(
      """
      let image = cut.image(size: CGSize(width: 40, height: 20), fill: UIColor(red: 1, green: 0, blue: 0, alpha: 1), scale: 3)
      let fills = image.drawn?.fills ?? []
      print(image.size.width, image.size.height, image.scale, fills.count, fills.first?.color ?? [])
      let drawn = fills.first?.steps ?? []
      let expected = Shapes.Geometry.cgPath(cut.outline(in: CGRect(x: 0, y: 0, width: 40, height: 20))).steps
      print(drawn.count > 4, drawn == expected)
      """)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "40.0 20.0 3.0 1 [1.0, 0.0, 0.0, 1.0]\ntrue true\n", "\(result.output)")
  }

  /// Touches follow the shape: in the box but in a cut corner is outside the view;
  /// the middle and a point just inside the cut are inside.
  @Test func touchesFollowTheShapeInUIKit() throws {
    let result = try Self.runUIKit(
      """
      let view = Shapes.ShapedView(token: cut, frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      let surface = Shapes.SurfaceView(token: cut, frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      for point in [CGPoint(x: 2, y: 2), CGPoint(x: 50, y: 20), CGPoint(x: 8, y: 8), CGPoint(x: 97, y: 38)] {
        print(view.point(inside: point, with: nil), surface.point(inside: point, with: nil))
      }
      let circle = Shapes.ShapedView(token: .circle, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      print(circle.point(inside: CGPoint(x: 3, y: 3), with: nil), circle.point(inside: CGPoint(x: 20, y: 3), with: nil))
      """)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "false false\ntrue true\ntrue true\nfalse false\nfalse true\n", "\(result.output)")
  }
}
