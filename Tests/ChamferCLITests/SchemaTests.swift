import Foundation
import TestSupport
import Testing

/// The JSON Schemas in `schemas/` describe the files people write: every bundled and
/// documented theme passes, the structural mistakes of the bad-input corpus fail, and
/// the files Chamfer makes point editors at them.
@Suite struct SchemaTests {
  static let themeSchema = packageRoot.appendingPathComponent("schemas/theme.schema.json").path
  static let configSchema = packageRoot.appendingPathComponent("schemas/config.schema.json").path

  static var bundledThemes: [String] {
    let tokens = packageRoot.appendingPathComponent("tokens")
    let walker = FileManager.default.enumerator(atPath: tokens.path)
    return (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".yaml") }
      .map { tokens.appendingPathComponent($0).path }.sorted()
  }

  @Test func bundledThemesAndConfigPass() throws {
    let themes = Self.bundledThemes
    #expect(themes.count >= 3)
    Validator.check("check_schema.py", [Self.themeSchema] + themes)
    Validator.check("check_schema.py", [Self.configSchema, packageRoot.appendingPathComponent("chamfer.yml").path])
  }

  /// Every theme the README and docs/ show, as the documentation tests read them.
  @Test func documentedThemesPass() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    var files: [String] = []
    for page in DocumentationTests.pages {
      let text = try DocumentationTests.text(page)
      // A theme shown for the error it has (`<!-- expect: ID -->` before it) is left out.
      for (number, block) in text.matches(of: /([^\n]*)\n```yaml\n((?:.*\n)*?)```/).enumerated()
      where block.2.contains(/(^|\n)chamfer: 1/) && !block.1.contains("<!-- expect:") {
        let name = "\(page.replacingOccurrences(of: "/", with: "-"))-\(number).yaml"
        try chamfer.write(String(block.2), to: name)
        files.append(chamfer.url(name).path)
      }
    }
    #expect(files.count >= 3)
    Validator.check("check_schema.py", [Self.themeSchema] + files)
  }

  /// Bad-input cases whose diagnostic is about the structure of the file — a key, a
  /// type, a name, a size's spelling — are ones an editor can flag from the schema.
  @Test func structuralErrorsOfTheBadInputCorpusAreSchemaErrors() throws {
    let structural: Set<String> = [
      "load/wrong-type", "load/unknown-key", "load/misplaced-key", "load/malformed-size", "load/invalid-name",
      "load/unknown-unit", "load/missing-version", "load/unsupported-version", "load/unknown-corner",
      "load/smoothing-range", "load/negative-size", "load/shape-and-category", "load/percent-over-50",
      "load/malformed-reference",
    ]
    // What a schema cannot see, because the YAML reader settles it before any schema
    // looks: a merge key is applied, 0x10 is the number 16, 1e400 and .inf are numbers,
    // 1.0 equals 1; and mistakes in a layer another file extends.
    let unseen: Set<String> = [
      "structure-merge-key.yaml", "size-hex.yaml", "size-huge-exponent.yaml", "size-infinity.yaml",
      "version-decimal.yaml", "extends-layer-error", "version-missing-in-layer",
    ]
    let folder = packageRoot.appendingPathComponent("Tests/ChamferCLITests/BadInputs")
    let table = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
    var files: [String] = []
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count >= 3, structural.contains(columns[1]), !unseen.contains(columns[0]) else { continue }
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(columns[0]).path
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      // JSON cases are syntax as often as structure; the YAML ones are enough here.
      guard !isFolder.boolValue, path.hasSuffix(".yaml") else { continue }
      files.append(path)
    }
    #expect(files.count >= 50, "\(files.count) structural cases")
    Validator.check("check_schema.py", ["--invalid", Self.themeSchema] + files)
  }

  /// `chamfer init` writes the schemas beside the project and points its files at them.
  @Test func initPointsEditorsAtTheSchemas() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer("init", "--name", "Acme")
    #expect(run.status == 0, "\(run)")
    for (file, schema) in [("chamfer.yml", "config"), ("tokens/acme.yaml", "theme")] {
      let text = String(decoding: try chamfer.read(file), as: UTF8.self)
      let line = try #require(text.firstMatch(of: /# yaml-language-server: \$schema=(\S+)/), "\(file)")
      let target = chamfer.url(file).deletingLastPathComponent().appendingPathComponent(String(line.1))
        .standardizedFileURL
      #expect(target.lastPathComponent == "\(schema).schema.json")
      #expect(FileManager.default.fileExists(atPath: target.path), "\(file) points at \(target.path)")
      Validator.check("check_schema.py", [target.path, chamfer.url(file).path])
    }
    let printed = try chamfer("schema", "config")
    #expect(printed.status == 0)
    #expect(printed.stdout == String(decoding: try chamfer.read(".chamfer/config.schema.json"), as: UTF8.self))
  }

  /// The bundled themes and chamfer.yml carry the line editors read, pointing at the
  /// schema in this repository.
  @Test func bundledFilesPointAtTheSchemas() throws {
    for path in Self.bundledThemes + [packageRoot.appendingPathComponent("chamfer.yml").path] {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let line = try #require(text.firstMatch(of: /^# yaml-language-server: \$schema=(\S+)\n/), "\(path)")
      let target = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(String(line.1))
      #expect(FileManager.default.fileExists(atPath: target.standardizedFileURL.path), "\(path)")
    }
  }
}
