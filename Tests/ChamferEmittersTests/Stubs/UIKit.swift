// A stand-in for the parts of UIKit and Core Animation (QuartzCore) that Chamfer's Swift
// target uses, so the generated `#if canImport(UIKit)` code is type-checked and run on
// Linux.
// Source: Apple's developer documentation of UIKit and QuartzCore, iOS 18 / tvOS 18 /
// watchOS 11 SDKs (Xcode 16): each declaration keeps Apple's availability (`introduced`
// versions and platforms where it is unavailable) and isolation (`UIView`, `UIResponder`
// and `UIEvent` are `@MainActor`; Core Animation is not isolated).
// Core Animation is not part of watchOS, and watchOS's UIKit has no `UIView`: both are
// marked `@available(watchOS, unavailable)` here, which `AppleSDKCheck` enforces when it
// checks for watchOS.
// Animations and layers keep their state and `add(_:forKey:)` stores a copy, as Core
// Animation does, so a test can run the generated views and read what they did.
import Foundation

// MARK: - Core Animation

public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, macCatalyst 13.1, *)
@available(watchOS, unavailable)
public struct CALayerCornerCurve: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

@available(watchOS, unavailable)
public struct CAMediaTimingFillMode: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

@available(watchOS, unavailable)
public struct CAMediaTimingFunctionName: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
}

@available(watchOS, unavailable)
open class CAMediaTimingFunction: NSObject {
  public let name: CAMediaTimingFunctionName
  public init(name: CAMediaTimingFunctionName) { self.name = name }
}

/// The timing every animation and layer has.
@available(watchOS, unavailable)
public protocol CAMediaTiming {
  var beginTime: TimeInterval { get set }
  var duration: TimeInterval { get set }
  var speed: Float { get set }
  var timeOffset: TimeInterval { get set }
  var repeatCount: Float { get set }
  var repeatDuration: TimeInterval { get set }
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}

@available(watchOS, unavailable)
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
  public required override init() {}
  open var beginTime: TimeInterval = 0
  open var duration: TimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: TimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: TimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  open var timingFunction: CAMediaTimingFunction?
  open var isRemovedOnCompletion = true

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copyState(into: copy)
    return copy
  }

  /// The stand-in's way of copying every property, class by class.
  func copyState(into copy: CAAnimation) {
    copy.beginTime = beginTime
    copy.duration = duration
    copy.speed = speed
    copy.timeOffset = timeOffset
    copy.repeatCount = repeatCount
    copy.repeatDuration = repeatDuration
    copy.autoreverses = autoreverses
    copy.fillMode = fillMode
    copy.timingFunction = timingFunction
    copy.isRemovedOnCompletion = isRemovedOnCompletion
  }
}

@available(watchOS, unavailable)
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  open var isAdditive = false
  open var isCumulative = false
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
  override func copyState(into copy: CAAnimation) {
    super.copyState(into: copy)
    guard let copy = copy as? CAPropertyAnimation else { return }
    copy.keyPath = keyPath
    copy.isAdditive = isAdditive
    copy.isCumulative = isCumulative
  }
}

@available(watchOS, unavailable)
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
  override func copyState(into copy: CAAnimation) {
    super.copyState(into: copy)
    guard let copy = copy as? CABasicAnimation else { return }
    copy.fromValue = fromValue
    copy.toValue = toValue
    copy.byValue = byValue
  }
}

@available(iOS 9.0, macOS 10.11, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  open var settlingDuration: TimeInterval { duration }
  override func copyState(into copy: CAAnimation) {
    super.copyState(into: copy)
    guard let copy = copy as? CASpringAnimation else { return }
    copy.mass = mass
    copy.stiffness = stiffness
    copy.damping = damping
    copy.initialVelocity = initialVelocity
  }
}

@available(watchOS, unavailable)
open class CALayer: NSObject {
  public override init() {}
  open var bounds: CGRect = .zero
  open var frame: CGRect = .zero
  open var isHidden = false
  open var cornerRadius: CGFloat = 0
  @available(iOS 11.0, macOS 10.13, tvOS 11.0, *)
  open var maskedCorners: CACornerMask {
    get { corners }
    set { corners = newValue }
  }
  private var corners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowRadius: CGFloat = 3
  open var shadowPath: CGPath?
  open private(set) var sublayers: [CALayer]?
  open var mask: CALayer?
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, macCatalyst 13.1, *)
  open var cornerCurve: CALayerCornerCurve {
    get { curve.map { CALayerCornerCurve(rawValue: $0) } ?? .circular }
    set { curve = newValue.rawValue }
  }
  private var curve: String?
  private var animations: [String: CAAnimation] = [:]

  open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    var list = (sublayers ?? []).filter { $0 !== layer }
    list.insert(layer, at: min(Int(idx), list.count))
    sublayers = list
  }
  open func removeFromSuperlayer() {}
  open func animation(forKey key: String) -> CAAnimation? { animations[key] }
  open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }
  /// Core Animation stores a copy: changing the animation afterwards changes nothing.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    animations[key ?? UUID().uuidString] = anim.copy() as? CAAnimation
  }
  open func removeAllAnimations() { animations = [:] }
}

@available(watchOS, unavailable)
public struct CAShapeLayerFillRule: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

@available(watchOS, unavailable)
open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor?
  open var fillRule: CAShapeLayerFillRule = .nonZero
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
}

@available(watchOS, unavailable)
open class CATransaction: NSObject {
  open class func begin() {}
  open class func commit() {}
  open class func setDisableActions(_ flag: Bool) {}
}

// MARK: - UIKit

@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  private let channels: [CGFloat]
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    channels = [red, green, blue, alpha]
  }
  open var cgColor: CGColor { CGColor(components: channels) }
}

@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  public let size: CGSize
  public let scale: CGFloat
  /// What the stand-in renderer drew into it.
  public let drawn: CGContext?
  init(size: CGSize, scale: CGFloat = 1, drawn: CGContext? = nil) {
    self.size = size
    self.scale = scale
    self.drawn = drawn
  }
}

public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

@available(iOS 3.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIEvent: NSObject {}

@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {}

@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder {
  private let backingLayer = CALayer()
  public init(frame: CGRect) {
    super.init()
    self.frame = frame
  }
  public required init?(coder: NSCoder) { super.init() }
  open var layer: CALayer { backingLayer }
  /// The view's geometry is its layer's, as in UIKit.
  open var bounds: CGRect {
    get { backingLayer.bounds }
    set {
      backingLayer.bounds = newValue
      backingLayer.frame.size = newValue.size
    }
  }
  open var frame: CGRect {
    get { backingLayer.frame }
    set {
      backingLayer.frame = newValue
      backingLayer.bounds.size = newValue.size
    }
  }
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  open private(set) var subviews: [UIView] = []
  open func layoutSubviews() {}
  open func setNeedsLayout() {}
  open func addSubview(_ view: UIView) { subviews.append(view) }
  /// UIKit's default: inside the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
}

@available(iOS 10.0, tvOS 10.0, *)
@available(watchOS, unavailable)
open class UIGraphicsImageRendererFormat: NSObject {
  open var scale: CGFloat = 1
  open var opaque = false
  public override init() {}
}

@available(iOS 10.0, tvOS 10.0, *)
@available(watchOS, unavailable)
open class UIGraphicsImageRendererContext: NSObject {
  public let cgContext = CGContext()
}

@available(iOS 10.0, tvOS 10.0, *)
@available(watchOS, unavailable)
open class UIGraphicsImageRenderer: NSObject {
  private let size: CGSize
  private let format: UIGraphicsImageRendererFormat
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
  }
  public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext()
    actions(context)
    return UIImage(size: size, scale: format.scale, drawn: context.cgContext)
  }
}
