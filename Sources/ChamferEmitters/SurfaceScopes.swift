import ChamferKit

/// A colour, in each language's notation (docs/targets/fields.md lists the names).
final class ColorScope: TemplateScope {
  let color: Color

  init(_ color: Color) { self.color = color }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    func unit(_ value: UInt8) -> TemplateValue { .number(Color.share(value)) }
    switch key.known {
    case .hex: return .text(color.description)
    case .rgbHex: return .text(color.rgbHex)
    case .rgba:
      return .text(
        "rgba(\(color.red), \(color.green), \(color.blue), \(JSONValue.format((color.opacity * 1000).rounded() / 1000)))")
    case .argb: return .text(color.argb)
    case .androidHex: return .text("#" + Color.hexDigits(color.alpha, color.red, color.green, color.blue))
    case .red: return .number(unit(color.red))
    case .green: return .number(unit(color.green))
    case .blue: return .number(unit(color.blue))
    case .opacity: return .number(unit(color.alpha))
    case .isOpaque: return .flag(color.alpha == 255)
    default: return nil
    }
  }
}

extension Color {
  /// The bytes as upper-case hex, two digits each: `hexDigits(0x80, 0xFF)` is `80FF`.
  static func hexDigits(_ bytes: UInt8...) -> String {
    bytes.map { byte in
      let text = String(byte, radix: 16, uppercase: true)
      return byte < 16 ? "0" + text : text
    }.joined()
  }

  /// `0xAARRGGBB`, as Flutter's and Compose's `Color` take it.
  var argb: String { "0x" + Self.hexDigits(alpha, red, green, blue) }

  /// `#RRGGBB`, the alpha left out, as DTCG's colour `hex` must be.
  var rgbHex: String { "#" + Self.hexDigits(red, green, blue) }

  /// A channel as a share of full, 0...1, to three places.
  static func share(_ value: UInt8) -> Double { (Double(value) / 255 * 1000).rounded() / 1000 }
}

/// One shadow of a surface (docs/targets/fields.md lists the names).
final class ShadowScope: TemplateScope {
  let shadow: Shadow
  let color: ColorScope

  init(_ shadow: Shadow) {
    self.shadow = shadow
    color = ColorScope(shadow.color)
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .color: color.templateData
    case .x: .number(TemplateValue.number(shadow.x))
    case .y: .number(TemplateValue.number(shadow.y))
    case .blur: .number(TemplateValue.number(shadow.blur))
    case .spread: .number(TemplateValue.number(shadow.spread))
    case .inset, .isInset: shadow.inset.templateData
    case .isOuter: .flag(!shadow.inset)
    // Android's android:elevation for this shadow, in dp: |y| + blur / 4, within 1dp of
    // the levels (1, 3, 6, 8, 12dp) of Material 3's CSS key shadows.
    case .androidElevation: .number(TemplateValue.number(abs(shadow.y) + shadow.blur / 4))
    default: nil
    }
  }
}

/// A shape's fill, border and shadows (docs/targets/fields.md lists the names).
final class SurfaceScope: TemplateScope {
  final class BorderScope: TemplateScope {
    let border: ResolvedBorder
    let color: ColorScope

    init(_ border: ResolvedBorder) {
      self.border = border
      color = ColorScope(border.color)
    }

    func answer(forKey key: TemplateKey) -> TemplateData? {
      switch key.known {
      case .width: .number(TemplateValue.number(border.width))
      case .halfWidth: .number(TemplateValue.number(border.width / 2))
      case .color: color.templateData
      case .position: border.position.rawValue.templateData
      case .isInside: .flag(border.position == .inside)
      case .isCenter: .flag(border.position == .center)
      case .isOutside: .flag(border.position == .outside)
      default: nil
      }
    }
  }

  let surface: ResolvedSurface
  let fill: ColorScope?
  let border: BorderScope?
  let shadows: Many<ShadowScope>
  /// CSS's values for the surface, from `CSSValueStyle`: the shadows as `box-shadow`,
  /// the inset ones alone, the outer ones as `drop-shadow()` filters, and the border
  /// and shadows together as `box-shadow`.
  let cssShadows: String
  let cssInsetShadows: String
  let cssDropShadows: String
  let cssBoxShadow: String
  /// The surface as DTCG `fill`, `border` and `shadow` tokens, from `DTCGValueStyle`.
  let dtcgSurfaceTokens: String

  init(_ surface: ResolvedSurface) {
    self.surface = surface
    fill = surface.fill.map(ColorScope.init)
    border = surface.border.map(BorderScope.init)
    shadows = Many(surface.shadows.map(ShadowScope.init))
    cssShadows = CSSValueStyle.shadows(surface.shadows)
    cssInsetShadows = CSSValueStyle.shadows(surface.shadows.filter(\.inset))
    cssDropShadows = CSSValueStyle.dropShadows(surface.shadows)
    cssBoxShadow = CSSValueStyle.boxShadow(border: surface.border, shadows: surface.shadows)
    dtcgSurfaceTokens = DTCGValueStyle.surfaceTokens(surface)
  }

  func answer(forKey key: TemplateKey) -> TemplateData? {
    switch key.known {
    case .fill: fill.templateData
    case .hasFill: .flag(fill != nil)
    case .border: border.templateData
    case .hasBorder: .flag(border != nil)
    case .shadows: shadows.templateData
    case .hasShadows: .flag(!shadows.isEmpty)
    // Lists made for the asking, so not lent.
    case .outerShadows: Many(shadows.filter { !$0.shadow.inset }).templateData
    case .innerShadows: Many(shadows.filter { $0.shadow.inset }).templateData
    case .hasOuterShadows: .flag(shadows.contains { !$0.shadow.inset })
    case .hasInnerShadows: .flag(shadows.contains { $0.shadow.inset })
    case .style: surface.style.rawValue.templateData
    case .isFlat: .flag(surface.style == .flat)
    case .isConvex: .flag(surface.style == .convex)
    case .isConcave: .flag(surface.style == .concave)
    case .isNeumorphic: .flag(surface.style != .flat)
    case .distance: .number(TemplateValue.number(surface.distance))
    case .intensity: .number(TemplateValue.number(surface.intensity))
    case .derivedShadows: surface.derivedShadows.templateData
    case .cssShadows: .text(cssShadows)
    case .cssInsetShadows: .text(cssInsetShadows)
    case .cssDropShadows: .text(cssDropShadows)
    case .cssBoxShadow: .text(cssBoxShadow)
    case .dtcgSurfaceTokens: .text(dtcgSurfaceTokens)
    default: nil
    }
  }
}
