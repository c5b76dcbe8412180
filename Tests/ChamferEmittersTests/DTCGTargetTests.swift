import ChamferKit
import Foundation
import Testing
import TestSupport

@Suite struct DTCGTargetTests {
  /// Every exported file validates against the DTCG 2025.10 schemas.
  @Test(arguments: bundledThemes())
  func theExportValidatesAgainstTheDTCGSchema(_ file: URL) throws {
    let (_, files) = try render("dtcg", file)
    let folder = try temporaryFolder("dtcg")
    try write(files, to: folder)
    Validator.check("check_dtcg.py", files.map { folder.appendingPathComponent($0.path).path })
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
    var importer = DTCGImporter(file: tokens.path)
    let imported = importer.theme(from: tokens.contents, name: "Unused")
    try Self.expect(imported, importer, give: theme)
  }

  /// The resolver file the export writes beside the tokens reads back as the same theme.
  @Test(arguments: bundledThemes())
  func importingTheResolverGivesTheSameTheme(_ file: URL) throws {
    let (theme, files) = try render("dtcg", file)
    let resolver = try #require(files.first { $0.path.hasSuffix(".resolver.json") })
    var importer = DTCGImporter(file: resolver.path)
    let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    let themes = importer.themes(fromResolver: resolver.contents, provider: { contents[$0] })
    #expect(themes.map(\.name) == [theme.name])
    try Self.expect(themes.first?.theme, importer, give: theme)
  }

  static func expect(_ imported: String?, _ importer: DTCGImporter, give theme: ResolvedTheme) throws {
    let text = try #require(imported)
    #expect(importer.diagnostics.isEmpty, "\(importer.diagnostics)")
    let back = Pipeline.check([ThemeSource(path: "back.yaml", text: text)])
    #expect(!back.diagnostics.hasErrors, "\(back.diagnostics)\n\(text)")
    let resolved = try #require(back.theme)
    #expect(resolved.json().serialized() == theme.json().serialized())
  }
}
