@_spi(Testing) import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Renders every theme in `tokens/` with every bundled target and compares each file
/// with `Goldens/<theme>/<target>/<file>`. New targets and themes need no new test.
@Suite struct OutputTargetGoldenTests {
  static let themes = bundledThemes()
  static let targetIDs = ((try? OutputTarget.bundled()) ?? []).map(\.id)

  @Test func findsThemesAndTargets() {
    #expect(Self.themes.count >= 2, "expected tokens/default.yaml and tokens/material3.yaml")
    #expect(Self.targetIDs.contains("swift"), "the template bundle is missing the swift target")
  }

  @Test(arguments: themes, targetIDs)
  func everyTargetMatchesItsGolden(theme file: URL, targetID: String) throws {
    let result = try checkBundledTheme(file)
    #expect(!result.diagnostics.hasErrors, "\(file.lastPathComponent): \(result.diagnostics)")
    #expect(
      result.diagnostics.ignoringPlatformLimits.isEmpty,
      "bundled themes must be free of warnings too, but for platform limits")
    let theme = try #require(result.theme)
    let target = try #require(try OutputTarget.bundled().first { $0.id == targetID })
    let themeName = file.deletingPathExtension().lastPathComponent
    let files = target.render(theme)
    #expect(!files.isEmpty)
    for generated in files {
      #expect(!generated.contents.contains("<<unknown transform"), "in \(generated.path)")
      try expectMatchesGolden(generated.contents, "\(themeName)/\(targetID)/\(generated.path)")
    }
  }

  /// A golden that no target writes any more (a renamed theme or file) is stale, and a
  /// file with no golden is missing.
  @Test func everyGoldenFileIsStillWritten() throws {
    let goldens = packageRoot.appendingPathComponent("Tests/ChamferEmittersTests/Goldens")
    for file in Self.themes {
      let themeName = file.deletingPathExtension().lastPathComponent
      let theme = try #require(try checkBundledTheme(file).theme)
      let written = Set(
        try OutputTarget.bundled().flatMap { target in
          target.render(theme).map { "\(target.id)/\($0.path)" }
        })
      let folder = goldens.appendingPathComponent(themeName)
      let stored = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
        .filter { path in
          var isFolder: ObjCBool = false
          _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
          return !isFolder.boolValue
        }
      #expect(Set(stored).subtracting(written).isEmpty, "stale: \(Set(stored).subtracting(written).sorted())")
      // While goldens are being recorded, the other tests are writing the missing ones.
      if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == nil {
        #expect(written.subtracting(stored).isEmpty, "missing: \(written.subtracting(stored).sorted())")
      }
    }
  }

  @Test func renderingTwiceGivesIdenticalFiles() throws {
    for file in Self.themes {
      let theme = try #require(try checkBundledTheme(file).theme)
      for target in try OutputTarget.bundled() {
        #expect(target.render(theme) == target.render(theme))
      }
    }
  }

  /// A target read from a folder is refused at such a transform (`TemplateNameCheck`);
  /// one made without the check, through the library, shows it in the output.
  @Test func anUnknownTransformIsVisibleInTheOutput() throws {
    let folder = try Scratch.folder("templates").appendingPathComponent("probe")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = "{{%CONTENT_TYPE:TEXT}}\n{{kebap(name)}} {{swfit(name)}}\n"
    try text.write(to: folder.appendingPathComponent("[name-].txt.mustache"), atomically: true, encoding: .utf8)
    #expect { try OutputTarget.load(from: folder) } throws: { error in
      (error as? TemplateError)?.diagnostic?.id == "template/unknown-transform"
    }
    let target = try OutputTarget.fromTexts(id: "probe", files: [("[name-].txt", text)], partials: [])
    let theme = try #require(try checkBundledTheme(Self.themes[0]).theme)
    let files = target.render(theme)
    #expect(files.map(\.path) == ["\(Names.kebab(theme.name)).txt"])
    #expect(files[0].contents == "<<unknown transform 'kebap'>> <<unknown transform 'swfit'>>\n")
  }

  /// Targets write code, not HTML: nothing is escaped, in a template or in a partial,
  /// without the template asking.
  @Test func valuesRenderAsTheyAreInTemplatesAndPartials() throws {
    let folder = try Scratch.folder("plain").appendingPathComponent("plain")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "{{param.code}}|{{> part}}".write(
      to: folder.appendingPathComponent("out.txt.mustache"), atomically: true, encoding: .utf8)
    try "{{param.code}}".write(
      to: folder.appendingPathComponent("_part.mustache"), atomically: true, encoding: .utf8)
    let theme = try #require(try checkBundledTheme(Self.themes[0]).theme)
    let files = try OutputTarget.load(from: folder).render(theme, params: ["code": "a < b && \"c\""])
    #expect(files.first?.contents == "a < b && \"c\"|a < b && \"c\"")
  }

  @Test func aUserFolderReplacesABundledTargetAndAddsNewOnes() throws {
    let root = try Scratch.folder("overrides")
    for id in ["swift", "notes"] {
      let folder = root.appendingPathComponent(id)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try "{{%CONTENT_TYPE:TEXT}}\n{{#scale}}{{name}}={{#shape}}{{#uniform}}{{size}}{{/uniform}}{{/shape}}\n{{/scale}}"
        .write(to: folder.appendingPathComponent("[Name].txt.mustache"), atomically: true, encoding: .utf8)
    }
    let targets = try OutputTarget.available(overrides: root)
    #expect(targets.map(\.id).contains("notes"))
    let swift = try #require(targets.first { $0.id == "swift" })
    let theme = try #require(try checkBundledTheme(Self.themes[0]).theme)
    let output = swift.render(theme)
    #expect(output.count == 1)
    #expect(output[0].contents.hasPrefix("\(theme.scale[0].name)=\(theme.scale[0].shape.corners[0].size)\n"))
  }
}
