import Foundation

/// Edges and surfaces: what a shape is besides its four corners.
///
/// An edge may carry an arrow (a tooltip's pointer). A surface is how the shape is
/// painted: a fill, a border and shadows, or a neumorphic light and dark shadow pair
/// derived from the fill.

/// The four edges, clockwise from the top.
public enum EdgeName: String, CaseIterable, Sendable, Hashable {
  /// The top edge, from the top-left corner to the top-right one.
  case top
  /// The right edge, from the top-right corner to the bottom-right one.
  case right
  /// The bottom edge, from the bottom-left corner to the bottom-right one.
  case bottom
  /// The left edge, from the top-left corner to the bottom-left one.
  case left

  /// The corners at the edge's start and end, reading the edge left to right (top and
  /// bottom) or top to bottom (left and right).
  public var corners: (start: CornerName, end: CornerName) {
    switch self {
    case .top: (.topLeft, .topRight)
    case .right: (.topRight, .bottomRight)
    case .bottom: (.bottomLeft, .bottomRight)
    case .left: (.topLeft, .bottomLeft)
    }
  }

  /// True for the edges that run horizontally.
  public var isHorizontal: Bool { self == .top || self == .bottom }

  /// `allCases`, made once (see `CornerName.ordered`).
  static let ordered = allCases

  /// The edge's position in `allCases`, and in a resolved shape's `edges`.
  public var index: Int {
    switch self {
    case .top: 0
    case .right: 1
    case .bottom: 2
    case .left: 3
    }
  }
}

/// Where an arrow's centre sits along its edge, which is read left to right (top and
/// bottom edges) or top to bottom (left and right edges).
public enum ArrowPosition: Hashable, Sendable, CustomStringConvertible {
  /// Right after the start corner.
  case start
  /// Halfway along the edge.
  case center
  /// Right before the end corner.
  case end
  /// This many points from the edge's start.
  case points(Double)
  /// This share (0...1) of the edge's length from its start.
  case fraction(Double)

  /// The position as a theme writes it: `start`, `center`, `end`, `8pt` or `25%`.
  public var description: String {
    switch self {
    case .start: "start"
    case .center: "center"
    case .end: "end"
    case .points(let value): "\(JSONValue.format(value))pt"
    case .fraction(let value): "\(JSONValue.format(value * 100))%"
    }
  }
}

/// `arrow:` as written: each field may be left to lower levels or the built-in values.
package struct ArrowDefinition: Sendable {
  package var location: FileLocation
  package var width: Located<Double>?
  package var height: Located<Double>?
  package var position: Located<ArrowPosition>?
  package var tip: Located<Double>?

  package init(location: FileLocation) { self.location = location }
}

/// One edge's treatment as written.
package enum EdgeDefinition: Sendable {
  /// `none`: a straight edge, removing an arrow a lower level gave it.
  case none(FileLocation)
  case arrow(ArrowDefinition)

  package var location: FileLocation {
    switch self {
    case .none(let location): location
    case .arrow(let arrow): arrow.location
    }
  }
}

/// An sRGB colour with alpha, written `#RRGGBB` or `#RRGGBBAA`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red channel, 0...255.
  public var red: UInt8
  /// The green channel, 0...255.
  public var green: UInt8
  /// The blue channel, 0...255.
  public var blue: UInt8
  /// The opacity, 0 (transparent) to 255 (opaque).
  public var alpha: UInt8

  /// A colour from its channels; opaque unless `alpha` says otherwise.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `#RRGGBB` or `#RRGGBBAA`, case-insensitive; nil for anything else.
  public init?(hex: String) {
    guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9 else { return nil }
    let digits = hex.dropFirst()
    guard digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else { return nil }
    if digits.count == 6 {
      self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    } else {
      self.init(
        red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF), blue: UInt8(value >> 8 & 0xFF),
        alpha: UInt8(value & 0xFF))
    }
  }

  /// `#RRGGBB` when opaque, else `#RRGGBBAA`, in upper case.
  public var description: String {
    let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#" + parts.map { byte in
      let text = String(byte, radix: 16, uppercase: true)
      return byte < 16 ? "0" + text : text
    }.joined()
  }

  /// The alpha as 0...1.
  public var opacity: Double { Double(alpha) / 255 }

  /// Each colour channel multiplied by `factor` and clamped, alpha kept.
  public func scaled(by factor: Double) -> Color {
    func channel(_ value: UInt8) -> UInt8 { UInt8(max(0, min(255, (Double(value) * factor).rounded()))) }
    return Color(red: channel(red), green: channel(green), blue: channel(blue), alpha: alpha)
  }

  /// WCAG relative luminance, 0 for black to 1 for white.
  public var luminance: Double {
    func linear(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055).pow(2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG contrast ratio between two colours, 1 (none) to 21.
  public func contrast(with other: Color) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}

extension Double {
  fileprivate func pow(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}

/// Where a border's stroke lies against the shape's outline.
public enum BorderPosition: String, CaseIterable, Sendable {
  /// The stroke lies wholly inside the outline.
  case inside
  /// The stroke is centred on the outline.
  case center
  /// The stroke lies wholly outside the outline.
  case outside
}

/// How a surface is lit: flat, raised (convex) or pressed in (concave).
public enum SurfaceStyle: String, CaseIterable, Sendable {
  /// Painted as written: a fill, a border and the shadows given.
  case flat
  /// Raised: a light and a dark shadow derived from the fill fall outside the shape.
  case convex
  /// Pressed in: the derived light and dark shadows fall inside the shape.
  case concave
}

/// One shadow, as CSS's box-shadow has it: an offset, a blur radius, a spread and
/// whether it falls inside the shape.
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour, usually with some transparency.
  public var color: Color
  /// The horizontal offset in points; positive moves it right.
  public var x: Double
  /// The vertical offset in points; positive moves it down.
  public var y: Double
  /// The blur radius in points.
  public var blur: Double
  /// How far the shadow grows (or, when negative, shrinks) before blurring, in points.
  public var spread: Double
  /// True when the shadow falls inside the shape rather than outside it.
  public var inset: Bool

  /// A shadow with this colour, offset and blur; with no spread and outside the shape unless told.
  public init(color: Color, x: Double, y: Double, blur: Double, spread: Double = 0, inset: Bool = false) {
    self.color = color
    self.x = x
    self.y = y
    self.blur = blur
    self.spread = spread
    self.inset = inset
  }
}

/// `surface:` as written.
package struct SurfaceDefinition: Sendable {
  package var location: FileLocation
  package var fill: Located<Color>?
  package var borderWidth: Located<Double>?
  package var borderColor: Located<Color>?
  package var borderPosition: Located<BorderPosition>?
  /// The whole list: a level that writes `shadows` replaces the list below it.
  package var shadows: Located<[Shadow]>?
  package var style: Located<SurfaceStyle>?
  package var distance: Located<Double>?
  package var intensity: Located<Double>?

  package init(location: FileLocation) { self.location = location }
}
