import ChamferKit
import Mustache

/// What templates see of a shape's arrows and surface.
///
/// In a shape: `{{#hasArrows}}`, `{{#arrows}}…{{/arrows}}` (each arrow with `edge`,
/// `width`, `height`, `tip`, `isTop`/`isRight`/`isBottom`/`isLeft`, `isHorizontal`, and
/// its position as `isStart`/`isCenter`/`isEnd`/`isPoints`/`isFraction` with `offset`
/// in points or `fraction` 0...1), `{{#topArrow}}` and the other edges by name, and
/// `{{#surface}}…{{/surface}}` when the theme paints the shape.
final class ArrowScope: TemplateScope, Sendable {
  let edge: TemplateName
  let name: EdgeName
  let arrow: ResolvedArrow

  init(_ name: EdgeName, _ arrow: ResolvedArrow) {
    edge = TemplateName(name.rawValue)
    self.name = name
    self.arrow = arrow
  }

  func value(forKey key: String) -> (any TemplateConvertible)? {
    switch key {
    case "edge": edge
    case "width": TemplateValue.number(arrow.width)
    case "height": TemplateValue.number(arrow.height)
    case "tip": TemplateValue.number(arrow.tip)
    case "hasTip": arrow.tip > 0
    case "isTop": name == .top
    case "isRight": name == .right
    case "isBottom": name == .bottom
    case "isLeft": name == .left
    case "isHorizontal": name.isHorizontal
    case "isVertical": !name.isHorizontal
    case "position": arrow.position.description
    case "isStart": arrow.position == .start
    case "isCenter": arrow.position == .center
    case "isEnd": arrow.position == .end
    case "isPoints": { if case .points = arrow.position { return true } else { return false } }()
    case "isFraction": { if case .fraction = arrow.position { return true } else { return false } }()
    case "offset":
      { if case .points(let value) = arrow.position { return TemplateValue.number(value) } else { return nil } }()
    case "fraction":
      { if case .fraction(let value) = arrow.position { return TemplateValue.number(value) } else { return nil } }()
    default: nil
    }
  }
}

/// A colour: `{{hex}}` (#RRGGBB or #RRGGBBAA), `{{rgba}}` (CSS `rgba(r, g, b, a)`),
/// `{{argb}}` (`0xAARRGGBB`, for Flutter and Compose), `{{androidHex}}` (`#AARRGGBB`),
/// `{{red}}`, `{{green}}`, `{{blue}}` as 0...1 and `{{opacity}}`.
final class ColorScope: TemplateScope, Sendable {
  let color: Color

  init(_ color: Color) { self.color = color }

  func value(forKey key: String) -> (any TemplateConvertible)? {
    func unit(_ value: UInt8) -> TemplateValue { .number((Double(value) / 255 * 1000).rounded() / 1000) }
    func hex(_ value: UInt8) -> String {
      let text = String(value, radix: 16, uppercase: true)
      return value < 16 ? "0" + text : text
    }
    switch key {
    case "hex": return color.description
    // #RRGGBB without the alpha, as DTCG's colour `hex` must be.
    case "rgbHex": return "#" + hex(color.red) + hex(color.green) + hex(color.blue)
    case "rgba":
      return "rgba(\(color.red), \(color.green), \(color.blue), \(JSONValue.format((color.opacity * 1000).rounded() / 1000)))"
    case "argb": return "0x" + hex(color.alpha) + hex(color.red) + hex(color.green) + hex(color.blue)
    case "androidHex": return "#" + hex(color.alpha) + hex(color.red) + hex(color.green) + hex(color.blue)
    case "red": return unit(color.red)
    case "green": return unit(color.green)
    case "blue": return unit(color.blue)
    case "opacity": return unit(color.alpha)
    case "isOpaque": return color.alpha == 255
    default: return nil
    }
  }
}

/// One shadow: `color`, `x`, `y`, `blur`, `spread`, `inset`.
final class ShadowScope: TemplateScope, Sendable {
  let shadow: Shadow
  let color: ColorScope

  init(_ shadow: Shadow) {
    self.shadow = shadow
    color = ColorScope(shadow.color)
  }

  func value(forKey key: String) -> (any TemplateConvertible)? {
    switch key {
    case "color": color
    case "x": TemplateValue.number(shadow.x)
    case "y": TemplateValue.number(shadow.y)
    case "blur": TemplateValue.number(shadow.blur)
    case "spread": TemplateValue.number(shadow.spread)
    case "inset", "isInset": shadow.inset
    case "isOuter": !shadow.inset
    // Android's android:elevation for this shadow, in dp: |y| + blur / 4, within 1dp of
    // the levels (1, 3, 6, 8, 12dp) of Material 3's CSS key shadows.
    case "androidElevation": TemplateValue.number(abs(shadow.y) + shadow.blur / 4)
    default: nil
    }
  }
}

/// A surface: `fill` (a colour), `border` (`width`, `color`, `position`, `isInside`,
/// `isCenter`, `isOutside`), `shadows` in paint order, `outerShadows`, `innerShadows`,
/// `hasShadows`, `hasOuterShadows`, `hasInnerShadows`, `style` with `isFlat`, `isConvex`,
/// `isConcave`, and `derivedShadows`.
final class SurfaceScope: TemplateScope, Sendable {
  final class BorderScope: TemplateScope, Sendable {
    let border: ResolvedBorder
    let color: ColorScope

    init(_ border: ResolvedBorder) {
      self.border = border
      color = ColorScope(border.color)
    }

    func value(forKey key: String) -> (any TemplateConvertible)? {
      switch key {
      case "width": TemplateValue.number(border.width)
      case "halfWidth": TemplateValue.number(border.width / 2)
      case "color": color
      case "position": border.position.rawValue
      case "isInside": border.position == .inside
      case "isCenter": border.position == .center
      case "isOutside": border.position == .outside
      default: nil
      }
    }
  }

  let surface: ResolvedSurface
  let fill: ColorScope?
  let border: BorderScope?
  let shadows: [ShadowScope]

  init(_ surface: ResolvedSurface) {
    self.surface = surface
    fill = surface.fill.map(ColorScope.init)
    border = surface.border.map(BorderScope.init)
    shadows = surface.shadows.map(ShadowScope.init)
  }

  func value(forKey key: String) -> (any TemplateConvertible)? {
    switch key {
    case "fill": fill
    case "hasFill": fill != nil
    case "border": border
    case "hasBorder": border != nil
    case "shadows": shadows
    case "hasShadows": !shadows.isEmpty
    case "outerShadows": shadows.filter { !$0.shadow.inset }
    case "innerShadows": shadows.filter { $0.shadow.inset }
    case "hasOuterShadows": shadows.contains { !$0.shadow.inset }
    case "hasInnerShadows": shadows.contains { $0.shadow.inset }
    case "style": surface.style.rawValue
    case "isFlat": surface.style == .flat
    case "isConvex": surface.style == .convex
    case "isConcave": surface.style == .concave
    case "isNeumorphic": surface.style != .flat
    case "distance": TemplateValue.number(surface.distance)
    case "intensity": TemplateValue.number(surface.intensity)
    case "derivedShadows": surface.derivedShadows
    default: nil
    }
  }
}
