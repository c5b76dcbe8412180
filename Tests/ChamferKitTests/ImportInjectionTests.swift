import ChamferKit
import Foundation
import Testing

/// What `chamfer import` copies from a token file into the theme it writes (token
/// paths and file names in comments, descriptions, keys and values of Chamfer's own
/// export, mapping names) cannot add YAML of its own: it is escaped for its place, or
/// an error when no theme could hold it.
@Suite struct ImportInjectionTests {
  /// Text that would end a comment or a scalar and start a line of YAML.
  static let breaks = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

  /// `text` as a JSON string with every character outside printable ASCII escaped, as
  /// a token file that YAML's reader (which refuses raw C1 controls) still reads.
  static func json(_ text: String) -> String {
    var out = "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(unit)!)
      default:
        let hex = String(unit, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return out + "\""
  }

  static func importing(_ text: String, file: String = "tokens.json") -> (String?, [Diagnostic]) {
    var importer = TokenImporter(file: file)
    let theme = importer.theme(from: text, name: "Sample")
    return (theme, importer.diagnostics)
  }

  /// No line of the theme starts a key that the importer did not write.
  static func expectOnlyImportedKeys(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let result = check(yaml, path: "imported.yaml")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)\n\(yaml)", sourceLocation: sourceLocation)
    for line in yaml.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      #expect(!line.hasPrefix("extends"), "\(yaml)", sourceLocation: sourceLocation)
    }
    #expect(!yaml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, sourceLocation: sourceLocation)
  }

  @Test(arguments: breaks)
  func aTokenNameWithALineBreakStaysInItsComment(_ lineBreak: String) throws {
    let name = Self.json("small\(lineBreak)extends: /etc/passwd\(lineBreak)#")
    let (theme, diagnostics) = Self.importing(
      #"{ "radius": { "$type": "dimension", \#(name): { "$value": "4px" }, "x": { "$value": "{radius.\#(name.dropFirst().dropLast())}" } } }"#)
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    let yaml = try #require(theme)
    Self.expectOnlyImportedKeys(yaml)
    #expect(yaml.contains(#"\u{"#), "the line break is written as an escape:\n\(yaml)")
  }

  @Test func aFileNameWithALineBreakStaysInTheHeader() throws {
    let (theme, _) = Self.importing(
      #"{ "radius": { "$type": "dimension", "small": { "$value": "4px" } } }"#, file: "tokens\nextends: /etc/passwd\n.json")
    Self.expectOnlyImportedKeys(try #require(theme))
  }

  @Test func descriptionsComeBackExactlyWhateverTheyHold() throws {
    let description = "a\u{0}b\u{1}c\u{7F}d\u{85}e\u{2028}f\u{FEFF}g\u{FFFF}h \"q\" \\ \n# not: a key"
    let json = Self.json(description)
    let (theme, diagnostics) = Self.importing(
      #"{ "radius": { "$type": "dimension", "small": { "$value": "4px", "$description": \#(json) } } }"#)
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    let yaml = try #require(theme)
    Self.expectOnlyImportedKeys(yaml)
    let read = try #require(check(yaml, path: "imported.yaml").theme)
    #expect(read.scale.first?.description == description)
  }

  @Test(arguments: [
    #""family": "cut }\nextends: /etc/passwd\n#""#,
    #""curve": "circular, size: 99""#,
    #""smoothing": "0.5 }, extends: x, a: {""#,
  ])
  func chamfersExtensionFieldsMustBeTheirValues(_ field: String) throws {
    let (theme, diagnostics) = Self.importing(
      #"{ "radius": { "$type": "dimension", "small": { "$value": "4px", "$extensions": { "dev.chamfer": { \#(field) } } } } }"#)
    #expect(diagnostics.map(\.id) == ["import/not-tokens"], "\(diagnostics)")
    #expect(diagnostics.first?.location?.line == 1)
    if let theme { #expect(!theme.contains("extends")) }
  }

  /// Chamfer's own export, with `key` as a scale metric and `size` as its size.
  static func export(key: String, size: String = "4pt") -> String {
    let name = JSONValue.string(key).serialized(pretty: false)
    let sizeText = JSONValue.string(size).serialized(pretty: false)
    return #"""
      { "$extensions": { "dev.chamfer": { "name": "Acme" } },
        "scale": { \#(name): { "$value": "4px", "$extensions": { "dev.chamfer": { "size": \#(sizeText), "family": "rounded", "curve": "circular" } } } } }
      """#
  }

  @Test func theExportsKeysMustBeNames() throws {
    let (theme, diagnostics) = Self.importing(Self.export(key: "small: 4\nextends: /etc/passwd\nx"))
    #expect(diagnostics.map(\.id) == ["import/invalid-name"], "\(diagnostics)")
    #expect(diagnostics.first?.location.map { "\($0.line):\($0.column)" } == "2:14")
    #expect(diagnostics.first?.message.contains("\n") == false)
    if let theme { #expect(!theme.contains("extends")) }
  }

  @Test func theExportsSizesMustBeSizes() throws {
    let (_, diagnostics) = Self.importing(Self.export(key: "small", size: "4 }\nextends: /etc/passwd\n#"))
    #expect(diagnostics.map(\.id) == ["import/not-tokens"], "\(diagnostics)")
  }

  @Test func aGoodExportStillImports() throws {
    let (theme, diagnostics) = Self.importing(Self.export(key: "small"))
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(check(try #require(theme), path: "imported.yaml").theme?.scale.first?.name == "small")
  }

  @Test(arguments: [
    ("categories:\n  \"md\\nextends: x\": shape.md\n", "2:3"),
    ("components:\n  \"card.pressed.x\": a.b\n", "2:3"),
    ("scale:\n  \"2xl\": radius.xl\n", "2:3"),
  ])
  func mappingNamesMustBeNames(_ text: String, _ at: String) {
    let (_, problems) = ImportMapping.read(text, path: "mapping.yaml")
    #expect(problems.map { "\($0.id) \($0.location.map { "\($0.line):\($0.column)" } ?? "-")" } == ["import/invalid-name \(at)"])
  }
}
