import ChamferKit

/// How one language writes a corner size and a plain number. Templates call a style
/// by name: `{{swift(size)}}` renders `.points(8)`, `{{swift(smoothing)}}` renders `0.6`.
///
/// A new output target usually needs no Swift at all: add a folder under
/// `templates/targets/`. Only a language with a new way of writing values needs a
/// style: one file here and one line in `ValueStyles.all`.
public protocol ValueStyle: Sendable {
  /// The transform name templates use.
  static var name: String { get }
  static func literal(for size: Size) -> String
  static func literal(for number: Double) -> String
}

extension ValueStyle {
  /// A plain number as JSON writes it, `0.6` or `12`: what most languages take as is.
  public static func literal(for number: Double) -> String { JSONValue.format(number) }
}

/// Every built-in value style.
public enum ValueStyles {
  public static let all: [any ValueStyle.Type] = [
    SwiftValueStyle.self, CSSValueStyle.self, AndroidValueStyle.self, DartValueStyle.self,
    DTCGValueStyle.self, ComposeValueStyle.self,
  ]

  private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  static func named(_ name: String) -> (any ValueStyle.Type)? { byName[name] }
}

/// What a template shows when it asks for a transform that does not exist, so a typo is
/// visible in the output (and rejected by the golden tests) instead of rendering as nothing.
func unknownTransformMarker(_ name: String) -> String { "<<unknown transform '\(name)'>>" }

extension String {
  /// Whether a number's text already reads as a floating-point literal: it has a point or
  /// an exponent. Looks at the bytes; `contains(".")` would go through Foundation's
  /// string search, which showed up in large builds' profiles.
  var readsAsFloatingPoint: Bool {
    utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") }
  }
}
