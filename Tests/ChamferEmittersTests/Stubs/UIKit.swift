// A stand-in for the parts of UIKit and Core Animation that Chamfer's Swift target
// uses, so the generated `#if canImport(UIKit)` code is type-checked on Linux.
// Each declaration mirrors the signature Apple documents; nothing here runs.
@_exported import Foundation

open class CGPath: @unchecked Sendable {
  public init() {}
}

open class CGMutablePath: CGPath, @unchecked Sendable {
  public override init() {}
  public func move(to point: CGPoint) {}
  public func addLine(to point: CGPoint) {}
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public func closeSubpath() {}
}

public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

@available(iOS 13.0, tvOS 13.0, macCatalyst 13.1, *)
public struct CALayerCornerCurve: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

open class CAMediaTimingFunction {
  public init() {}
}

open class CAAnimation {
  public init() {}
  open var duration: TimeInterval = 0
  open var timingFunction: CAMediaTimingFunction?
}

open class CABasicAnimation: CAAnimation {
  public init(keyPath: String?) {}
  open var fromValue: Any?
  open var toValue: Any?
}

open class CGColor: @unchecked Sendable {
  public init() {}
}

open class UIColor: @unchecked Sendable {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  open var cgColor: CGColor { CGColor() }
}

open class CALayer {
  public init() {}
  open var bounds: CGRect = .zero
  open var frame: CGRect = .zero
  open var isHidden: Bool = false
  open var cornerRadius: CGFloat = 0
  open var maskedCorners: CACornerMask = []
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  open var shadowRadius: CGFloat = 3
  open var shadowPath: CGPath?
  open var sublayers: [CALayer]?
  open func addSublayer(_ layer: CALayer) {}
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {}
  open func removeFromSuperlayer() {}
  @available(iOS 13.0, tvOS 13.0, macCatalyst 13.1, *)
  open var cornerCurve: CALayerCornerCurve {
    get { .circular }
    set {}
  }
  open var mask: CALayer?
  open func animation(forKey key: String) -> CAAnimation? { nil }
  open func add(_ animation: CAAnimation, forKey key: String?) {}
}

public struct CAShapeLayerFillRule: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor?
  open var fillRule: CAShapeLayerFillRule = .nonZero
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
}

open class CATransaction {
  public class func begin() {}
  public class func commit() {}
  public class func setDisableActions(_ flag: Bool) {}
}

public struct UIEdgeInsets: Sendable {
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

@MainActor
open class UIView {
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  open var layer: CALayer { CALayer() }
  open var bounds: CGRect = .zero
  open var frame: CGRect = .zero
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  open func layoutSubviews() {}
  open func setNeedsLayout() {}
  open func addSubview(_ view: UIView) {}
}
