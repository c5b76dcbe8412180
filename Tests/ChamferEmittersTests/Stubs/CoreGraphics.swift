// A stand-in for the Core Graphics geometry and path types that Chamfer's Swift target
// uses, as the iOS 17 / macOS 14 SDKs (Xcode 15) declare them.
// Source: Apple's developer documentation of CoreGraphics (CGPoint, CGSize, CGRect,
// CGVector, CGAffineTransform, CGPath, CGMutablePath, CGColor), checked against the
// iOS 18 / macOS 15 SDK notes, where CGPoint, CGSize, CGRect and CGVector gained
// `Hashable`.
//
// The point of this file: Linux's Foundation declares these types `Hashable`, which
// Apple's SDKs before iOS 18 / macOS 15 do not. `AppleSDKCheck` compiles the generated
// file in one module with this one, whose declarations shadow Foundation's, so generated
// code that hashes a `CGPoint` fails here as it fails in Xcode 15.
// CGFloat stays Foundation's: it is `Hashable` on every Apple SDK.
import Foundation

public struct CGPoint: Equatable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static var zero: CGPoint { CGPoint() }
}

public struct CGSize: Equatable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { self.init(width: 0, height: 0) }
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
  public static var zero: CGSize { CGSize() }
}

public struct CGVector: Equatable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { self.init(dx: 0, dy: 0) }
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public static var zero: CGVector { CGVector() }
}

public struct CGRect: Equatable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { self.init(origin: .zero, size: .zero) }
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public static var zero: CGRect { CGRect() }
  public var width: CGFloat { abs(size.width) }
  public var height: CGFloat { abs(size.height) }
  public var minX: CGFloat { min(origin.x, origin.x + size.width) }
  public var maxX: CGFloat { max(origin.x, origin.x + size.width) }
  public var midX: CGFloat { (minX + maxX) / 2 }
  public var minY: CGFloat { min(origin.y, origin.y + size.height) }
  public var maxY: CGFloat { max(origin.y, origin.y + size.height) }
  public var midY: CGFloat { (minY + maxY) / 2 }
  public var isEmpty: Bool { width == 0 || height == 0 }
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }
  public func contains(_ point: CGPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}

public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// Records its steps, so a test can read back what generated code built.
open class CGPath: @unchecked Sendable {
  public enum Step: Equatable { case move(CGPoint), line(CGPoint), curve(CGPoint, CGPoint, CGPoint), close }
  var steps: [Step] = []
  init() {}
  public var isEmpty: Bool { steps.isEmpty }
}

open class CGMutablePath: CGPath, @unchecked Sendable {
  public override init() {}
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { steps.append(.move(point)) }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { steps.append(.line(point)) }
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    steps.append(.curve(end, control1, control2))
  }
  public func closeSubpath() { steps.append(.close) }
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { steps += path.steps }
}

open class CGColor: @unchecked Sendable {
  public let components: [CGFloat]
  init(components: [CGFloat]) { self.components = components }
}

/// A drawing context; only the calls a path fill needs. It records each fill, so a test
/// can read what was drawn.
open class CGContext {
  init() {}
  private var path: [CGPath.Step] = []
  private var color: [CGFloat] = []
  public private(set) var fills: [(steps: [CGPath.Step], color: [CGFloat])] = []
  public func addPath(_ path: CGPath) { self.path += path.steps }
  public func setFillColor(_ color: CGColor) { self.color = color.components }
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fills.append((path, color))
    path = []
  }
}

public enum CGPathFillRule: Int, Sendable {
  case winding
  case evenOdd
}
