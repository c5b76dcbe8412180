import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

@Suite struct DTCGTargetTests {
  /// Every exported file validates against the DTCG 2025.10 schemas.
  @Test(arguments: bundledThemes())
  func theExportValidatesAgainstTheDTCGSchema(_ file: URL) throws {
    let (_, files) = try render("dtcg", file)
    let folder = try Scratch.folder("dtcg")
    try write(files, to: folder)
    Validator.check("check_dtcg.py", files.map { folder.appendingPathComponent($0.path).path })
  }

  /// The export's `$description` is the theme's, or says whose shapes these are when
  /// the theme has none (it was an empty string).
  @Test func theExportIsDescribedWithOrWithoutADescription() throws {
    let target = try #require(try OutputTarget.bundled().first { $0.id == "dtcg" })
    for (described, expected) in [(true, "\"Rounded, and \\\"soft\\\".\""), (false, "\"The shapes of the Plain theme\"")] {
      let text = "chamfer: 1\nname: Plain\n" + (described ? "description: Rounded, and \"soft\".\n" : "")
        + "scale: { small: 4 }\ncomponents:\n  button: { shape: small }\n"
      let theme = try #require(Pipeline.check([ThemeSource(path: "plain.yaml", text: text)]).theme)
      let tokens = try #require(target.render(theme).first { $0.path.hasSuffix(".tokens.json") })
      #expect(tokens.contents.hasPrefix("{\n  \"$description\": \(expected),\n"), "\(tokens.contents.prefix(120))")
    }
  }

  /// Every corner of every shape, read back from the tokens: a dimension in px, a
  /// number for a share of the shorter side, 9999px for a capsule or a circle, and the
  /// family, curve and smoothing under `dev.chamfer`.
  @Test(arguments: bundledThemes())
  func everyTokenHoldsTheResolvedCorner(_ file: URL) throws {
    let (theme, files) = try render("dtcg", file)
    let tokens = try #require(files.first { $0.path.hasSuffix(".tokens.json") })
    let json = try #require(try JSONSerialization.jsonObject(with: Data(tokens.contents.utf8)) as? [String: Any])
    func group(_ key: String) -> [String: Any] { json[key] as? [String: Any] ?? [:] }
    var expected: [(String, Any?, ResolvedShape)] = []
    expected += theme.scale.map { ("scale.\($0.name)", group("scale")[$0.name], $0.shape) }
    expected += theme.categories.map { ("categories.\($0.name)", group("categories")[$0.name], $0.shape) }
    for component in theme.components {
      let node = group("components")[component.name] as? [String: Any]
      expected.append((component.name, node?["shape"], component.shape))
      let variants = node?["variants"] as? [String: Any]
      expected += component.variants.map { ("\(component.name).\($0.name)", variants?[$0.name], $0.shape) }
    }
    var aliases = 0
    for (path, node, shape) in expected {
      let object = try #require(node as? [String: Any], "no tokens for \(path)")
      for (corner, resolved) in zip(CornerName.allCases, shape.corners) {
        var token = try #require(
          (shape.isUniform ? object : object[corner.rawValue]) as? [String: Any], "\(path) \(corner)")
        // An alias such as {scale.small} or {scale.tab.topLeft} stands for that token.
        if let alias = token["$value"] as? String, alias.hasPrefix("{") {
          let parts = alias.dropFirst().dropLast().split(separator: ".").map(String.init)
          var node: Any? = json
          for part in parts { node = (node as? [String: Any])?[part] }
          token = try #require(node as? [String: Any], "\(path): \(alias) names no token")
          aliases += 1
        }
        Self.expect(token, holds: resolved, in: shape, "\(path) \(corner)")
      }
    }
    // The themes use metrics whole somewhere (default: fab is `shape: full`).
    #expect(aliases > 0)
  }

  /// Every shape's surface and arrows, read back from the plain DTCG tokens of the
  /// `surfaces` and `arrows` groups (colour components, border, shadow offsets, blur,
  /// spread and inset; arrow width, height and tip) and from the shape's `dev.chamfer`
  /// extension, which the import reads.
  @Test(arguments: bundledThemes())
  func everySurfaceAndArrowTokenHoldsTheResolvedValues(_ file: URL) throws {
    let (theme, files) = try render("dtcg", file)
    let tokens = try #require(files.first { $0.path.hasSuffix(".tokens.json") })
    let json = try #require(try JSONSerialization.jsonObject(with: Data(tokens.contents.utf8)) as? [String: Any])
    func node(_ path: [String], in root: Any?) -> [String: Any]? {
      var node = root
      for part in path { node = (node as? [String: Any])?[part] }
      return node as? [String: Any]
    }
    // (where the shape's tokens are, where its surface and arrow tokens are, the shape)
    var shapes: [(shape: [String], look: [String], resolved: ResolvedShape)] = []
    shapes += theme.scale.map { (["scale", $0.name], ["scale", $0.name], $0.shape) }
    shapes += theme.categories.map { (["categories", $0.name], ["categories", $0.name], $0.shape) }
    for component in theme.components {
      shapes.append((["components", component.name, "shape"], ["components", component.name], component.shape))
      shapes += component.variants.map {
        (["components", component.name, "variants", $0.name], ["components", component.name, "variants", $0.name], $0.shape)
      }
    }
    var surfaces = 0
    var arrows = 0
    for (shapePath, lookPath, shape) in shapes {
      let place = shapePath.joined(separator: ".")
      let token = try #require(node(shapePath, in: json), "no tokens for \(place)")
      let chamfer = node(["$extensions", "dev.chamfer"], in: token)
      let surfaceTokens = node(["surfaces"] + lookPath, in: json)
      if let surface = shape.surface {
        surfaces += 1
        Self.expect(surfaceTokens, hold: surface, place)
        Self.expect(chamfer?["surface"] as? [String: Any], describes: surface, place)
      } else {
        for key in ["fill", "border", "shadow"] { #expect(surfaceTokens?[key] == nil, "\(place) \(key)") }
        #expect(chamfer?["surface"] == nil, "\(place)")
      }
      let arrowTokens = node(["arrows"] + lookPath, in: json)
      let edges = chamfer?["edges"] as? [String: Any]
      for edge in EdgeName.allCases {
        guard let arrow = shape[edge].arrow else {
          #expect(arrowTokens?[edge.rawValue] == nil && edges?[edge.rawValue] == nil, "\(place) \(edge)")
          continue
        }
        arrows += 1
        let group = arrowTokens?[edge.rawValue] as? [String: Any]
        for (key, value) in [("width", arrow.width), ("height", arrow.height), ("tip", arrow.tip)] {
          let token = group?[key] as? [String: Any]
          #expect(token?["$type"] as? String == "dimension", "\(place) \(edge) \(key)")
          #expect(Self.dimension(token?["$value"]) == value, "\(place) \(edge) \(key)")
        }
        #expect(node(["$extensions", "dev.chamfer"], in: group)?["position"] as? String == arrow.position.description)
        let written = edges?[edge.rawValue] as? [String: Any]
        #expect(written?["width"] as? Double == arrow.width, "\(place) \(edge)")
        #expect(written?["height"] as? Double == arrow.height, "\(place) \(edge)")
        #expect(written?["tip"] as? Double == arrow.tip, "\(place) \(edge)")
        #expect(written?["position"] as? String == arrow.position.description, "\(place) \(edge)")
      }
    }
    // The default theme paints its tooltip and neumorphic button, and points the tooltip.
    if theme.components.contains(where: { $0.shape.surface != nil }) {
      #expect(surfaces > 0 && arrows > 0)
    }
  }

  /// A `dimension` value in px, as a number.
  static func dimension(_ value: Any?) -> Double? {
    guard let value = value as? [String: Any], value["unit"] as? String == "px" else { return nil }
    return value["value"] as? Double
  }

  /// A DTCG colour value: sRGB components and alpha that round to the colour's bytes, and
  /// its hex without the alpha.
  static func expect(_ value: Any?, is color: Color, _ place: String) {
    let value = value as? [String: Any]
    let components = value?["components"] as? [Double] ?? []
    func byte(_ unit: Double?) -> Int? { unit.map { Int(($0 * 255).rounded()) } }
    #expect(value?["colorSpace"] as? String == "srgb", "\(place)")
    #expect(
      components.map { byte($0) } == [Int(color.red), Int(color.green), Int(color.blue)], "\(place): \(components)")
    #expect(byte(value?["alpha"] as? Double) == Int(color.alpha), "\(place)")
    #expect(value?["hex"] as? String == String(color.description.prefix(7)), "\(place)")
  }

  static func expect(_ tokens: [String: Any]?, hold surface: ResolvedSurface, _ place: String) {
    let fill = tokens?["fill"] as? [String: Any]
    if let color = surface.fill {
      #expect(fill?["$type"] as? String == "color", "\(place) fill")
      expect(fill?["$value"], is: color, "\(place) fill")
    } else {
      #expect(fill == nil, "\(place) fill")
    }
    let border = tokens?["border"] as? [String: Any]
    if let resolved = surface.border {
      let value = border?["$value"] as? [String: Any]
      #expect(border?["$type"] as? String == "border", "\(place) border")
      #expect(dimension(value?["width"]) == resolved.width, "\(place) border")
      #expect(value?["style"] as? String == "solid", "\(place) border")
      expect(value?["color"], is: resolved.color, "\(place) border")
      let chamfer = (border?["$extensions"] as? [String: Any])?["dev.chamfer"] as? [String: Any]
      #expect(chamfer?["position"] as? String == resolved.position.rawValue, "\(place) border")
    } else {
      #expect(border == nil, "\(place) border")
    }
    let shadow = tokens?["shadow"] as? [String: Any]
    if surface.shadows.isEmpty {
      #expect(shadow == nil, "\(place) shadow")
      return
    }
    #expect(shadow?["$type"] as? String == "shadow", "\(place) shadow")
    let values = shadow?["$value"] as? [[String: Any]] ?? []
    #expect(values.count == surface.shadows.count, "\(place) shadow")
    for (index, (value, resolved)) in zip(values, surface.shadows).enumerated() {
      let where_ = "\(place) shadow \(index)"
      expect(value["color"], is: resolved.color, where_)
      #expect(dimension(value["offsetX"]) == resolved.x, "\(where_)")
      #expect(dimension(value["offsetY"]) == resolved.y, "\(where_)")
      #expect(dimension(value["blur"]) == resolved.blur, "\(where_)")
      #expect(dimension(value["spread"]) == resolved.spread, "\(where_)")
      #expect(value["inset"] as? Bool == resolved.inset, "\(where_)")
    }
  }

  /// The surface under `dev.chamfer`: what the import writes back into the theme, shadows
  /// only where the theme wrote them rather than derived them from the fill.
  static func expect(_ written: [String: Any]?, describes surface: ResolvedSurface, _ place: String) {
    #expect(written?["fill"] as? String == surface.fill?.description, "\(place)")
    let border = written?["border"] as? [String: Any]
    #expect(border?["width"] as? Double == surface.border?.width, "\(place)")
    #expect(border?["color"] as? String == surface.border?.color.description, "\(place)")
    #expect(border?["position"] as? String == surface.border?.position.rawValue, "\(place)")
    #expect(written?["style"] as? String == surface.style.rawValue, "\(place)")
    if surface.style != .flat {
      #expect(written?["distance"] as? Double == surface.distance, "\(place)")
      #expect(written?["intensity"] as? Double == surface.intensity, "\(place)")
    }
    if surface.derivedShadows {
      #expect(written?["derivedShadows"] as? Bool == true, "\(place)")
      #expect(written?["shadows"] == nil, "\(place)")
    } else {
      let shadows = written?["shadows"] as? [[String: Any]] ?? []
      #expect(shadows.count == surface.shadows.count, "\(place)")
      for (shadow, resolved) in zip(shadows, surface.shadows) {
        #expect(shadow["color"] as? String == resolved.color.description, "\(place)")
        #expect(shadow["x"] as? Double == resolved.x && shadow["y"] as? Double == resolved.y, "\(place)")
        #expect(shadow["blur"] as? Double == resolved.blur && shadow["spread"] as? Double == resolved.spread, "\(place)")
        #expect(shadow["inset"] as? Bool == resolved.inset, "\(place)")
      }
    }
  }

  static func expect(_ token: [String: Any], holds corner: ResolvedCorner, in shape: ResolvedShape, _ place: String) {
    let chamfer = (token["$extensions"] as? [String: Any])?["dev.chamfer"] as? [String: Any]
    #expect(chamfer?["size"] as? String == corner.size.description, "\(place)")
    #expect(chamfer?["family"] as? String == corner.family.rawValue, "\(place)")
    #expect(chamfer?["curve"] as? String == corner.curve.rawValue, "\(place)")
    #expect((chamfer?["smoothing"] as? Double) == corner.smoothing, "\(place)")
    #expect(chamfer?["kind"] as? String == shape.kind.rawValue, "\(place)")
    if shape.isCapsule || shape.kind == .circle {
      #expect(token["$type"] as? String == "dimension", "\(place)")
      #expect((token["$value"] as? [String: Any])?["value"] as? Double == 9999, "\(place)")
    } else if let fraction = corner.size.fraction {
      #expect(token["$type"] as? String == "number", "\(place)")
      #expect(token["$value"] as? Double == fraction, "\(place)")
    } else {
      let value = token["$value"] as? [String: Any]
      #expect(token["$type"] as? String == "dimension", "\(place)")
      #expect(value?["value"] as? Double == corner.size.value && value?["unit"] as? String == "px", "\(place)")
    }
  }
}

@Suite struct DTCGRoundTripTests {
  /// Exporting a bundled theme to DTCG and importing it again gives the same resolved
  /// theme, corner for corner.
  @Test(arguments: bundledThemes())
  func importingTheExportGivesTheSameTheme(_ file: URL) throws {
    let (theme, files) = try render("dtcg", file)
    let tokens = try #require(files.first { $0.path.hasSuffix(".tokens.json") })
    var importer = TokenImporter(file: tokens.path)
    let imported = importer.theme(from: tokens.contents, name: "Unused")
    try Self.expect(imported, importer, give: theme)
  }

  /// The resolver file the export writes beside the tokens reads back as the same theme.
  @Test(arguments: bundledThemes())
  func importingTheResolverGivesTheSameTheme(_ file: URL) throws {
    let (theme, files) = try render("dtcg", file)
    let resolver = try #require(files.first { $0.path.hasSuffix(".resolver.json") })
    var importer = TokenImporter(file: resolver.path)
    let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    let themes = importer.themes(fromResolver: resolver.contents, provider: { contents[$0] })
    #expect(themes.map(\.name) == [theme.name])
    try Self.expect(themes.first?.theme, importer, give: theme)
  }

  static func expect(_ imported: String?, _ importer: TokenImporter, give theme: ResolvedTheme) throws {
    let text = try #require(imported)
    #expect(importer.diagnostics.isEmpty, "\(importer.diagnostics)")
    let back = Pipeline.check([ThemeSource(path: "back.yaml", text: text)])
    #expect(!back.diagnostics.hasErrors, "\(back.diagnostics)\n\(text)")
    let resolved = try #require(back.theme)
    #expect(resolved.json().serialized() == theme.json().serialized())
  }
}
