/// Style Dictionary's syntax, which Tokens Studio's legacy files share: `value`, `type`,
/// `deprecated` and `unit` without DTCG's `$`, types such as `borderRadius`, and the
/// variations of the pipelines teams build on it (Fluent's `aliasOf` and per-platform
/// values, Spectrum's types named by schema). The tree around the tokens is read as
/// DTCG's is (`TokenTree.swift`).
extension TokenImporter {
  /// The keys a token's parts are written under.
  struct TokenSyntax {
    var value, type, deprecated, unit: String

    static let dtcg = TokenSyntax(value: "$value", type: "$type", deprecated: "$deprecated", unit: "$unit")
    static let styleDictionary = TokenSyntax(value: "value", type: "type", deprecated: "deprecated", unit: "unit")
  }

  /// The syntax of the file being read.
  var syntax: TokenSyntax { legacy ? .styleDictionary : .dtcg }

  /// Fluent's alias, `aliasOf: "Global.Corner.Radius.Medium"`, as `{…}`.
  static func fluentAlias(of group: SourceNode.Mapping) -> SourceNode? {
    guard case .scalar(var alias)? = group["aliasOf"] else { return nil }
    alias.text = "{\(alias.text)}"
    return .scalar(alias)
  }

  /// Fluent's per-platform values (`platform: { ios: { value: 8 } }`): the value of the
  /// platform `--platform` chose, when the token has one.
  func platformOverride(of group: SourceNode.Mapping) -> SourceNode? {
    guard let platform, case .mapping(let platforms)? = group["platform"],
      case .mapping(let chosen)? = platforms[platform]
    else { return nil }
    return chosen["value"] ?? Self.fluentAlias(of: chosen)
  }

  /// Spectrum names each token's type by the schema it follows (`…/dimension.json`):
  /// `dimension` or `multiplier`, or no type radii take.
  static func spectrumType(schema: String) -> String? {
    let kind = schema.split(separator: "/").last.map { String($0.dropLast(".json".count)) }
    return ["dimension", "multiplier"].contains(kind ?? "") ? kind : nil
  }
}
