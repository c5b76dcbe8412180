import ChamferKit
import Foundation
import Testing
import TestSupport

/// Every token file in Corpus/ (real files from public design systems, SOURCES.md) is
/// imported, and its scale and components are checked against values read off the file
/// by hand: each metric's or component's four corners in points (one value when they
/// agree), or a percentage.
@Suite struct CorpusImportTests {
  static let corpus = packageRoot.appendingPathComponent("Tests/ChamferKitTests/Corpus")

  struct Case: CustomTestStringConvertible, Sendable {
    /// The file under test first, then the files its aliases reach into.
    var files: [String]
    var expected: [String: String]
    /// False when the files hold more metrics than `expected` lists.
    var complete = true
    var platform: String?
    /// Warnings the file deserves, as `id line:column`.
    var warnings: [String] = []
    var testDescription: String { files[0] + (platform.map { " (\($0))" } ?? "") }
  }

  static let materialScale = [
    "none": "0pt", "extra-small": "4pt", "extra-small-top": "4pt 4pt 0pt 0pt", "small": "8pt", "medium": "12pt",
    "large": "16pt", "large-top": "16pt 16pt 0pt 0pt", "large-start": "16pt 0pt 0pt 16pt",
    "large-end": "0pt 16pt 16pt 0pt", "extra-large": "28pt", "extra-large-top": "28pt 28pt 0pt 0pt", "full": "50%",
  ]
  static let fluent = [
    "global-corner-radius-none": "0pt", "global-corner-radius-small": "2pt", "global-corner-radius-medium": "4pt",
    "global-corner-radius-large": "6pt", "global-corner-radius-extra-large": "8pt",
    "global-corner-radius-circle": "50%", "square-corner-radius": "0pt", "component icon": "4pt",
    "component control": "4pt", "component surface": "4pt", "component illustration": "8pt",
    "round-corner-radius": "50%",
  ]
  static let openProps = [
    "radius-1": "2pt", "radius-2": "5pt", "radius-3": "16pt", "radius-4": "32pt", "radius-5": "64pt",
    "radius-6": "128pt", "radius-round": "50%",
  ]
  static let primer = [
    "border-radius-small": "3pt", "border-radius-medium": "6pt", "border-radius-large": "12pt",
    "border-radius-full": "50%", "border-radius-default": "6pt",
  ]
  static let workday = [
    "shape-none": "0pt", "shape-sm": "4pt", "shape-md": "8pt", "shape-lg": "12pt", "shape-xl": "16pt",
    "shape-xxl": "24pt", "shape-xxxl": "32pt", "shape-full": "50%",
  ]
  static let lion = ["border-radius-none": "0pt", "border-radius-lg": "8pt"]
  static let openPropsUnsupported =
    (0..<6).map { "import/unsupported-value \(29 + 4 * $0):18" } + (0..<5).map { "import/unsupported-value \(55 + 4 * $0):18" }
  /// The first number without a unit in each file, read as px.
  static func unitless(_ places: String...) -> [String] { places.map { "import/unitless-dimension \($0)" } }

  static let cases: [Case] = [
    Case(
      files: ["figma-sds/tokens.json"],
      expected: ["size-radius-100": "4pt", "size-radius-200": "8pt", "size-radius-400": "16pt", "size-radius-full": "50%"],
      warnings: unitless("1214:19")),
    Case(files: ["fluentui-token-pipeline/fluentui.json"], expected: fluent, warnings: unitless("100:24")),
    Case(
      files: ["fluentui-token-pipeline/fluentui.json"],
      expected: fluent.merging(
        ["global-corner-radius-large": "8pt", "global-corner-radius-extra-large": "12pt", "component illustration": "12pt"]
      ) { $1 }, platform: "ios", warnings: unitless("100:24")),
    Case(
      files: ["fluentui-token-pipeline/fluentui.json"],
      expected: fluent.merging(["global-corner-radius-circle": "18pt", "round-corner-radius": "18pt"]) { $1 },
      platform: "winui", warnings: unitless("100:24")),
    Case(files: ["material3-flutter/shape.json"], expected: materialScale),
    Case(files: ["material3-material-tokens/shape.json"], expected: materialScale),
    Case(
      files: ["material3-material-tokens/fab.json", "material3-material-tokens/shape.json"],
      expected: materialScale.merging(["component fab": "0pt", "component fab.branded-large": "28pt"]) { $1 }),
    Case(files: ["open-props/style-dictionary.tokens.json"], expected: openProps, warnings: openPropsUnsupported),
    Case(files: ["open-props/open-props.resolver.json"], expected: openProps),
    Case(files: ["polaris-tokens/radii.yml"], expected: ["radius-3": "3pt", "radius-6": "6pt"]),
    Case(files: ["primer/radius.json5"], expected: primer),
    Case(files: ["primer/2024-border/border.json5"], expected: primer),
    Case(
      files: ["redhat/border.yml", "redhat/length.yaml"],
      expected: ["border-radius-sharp": "0pt", "border-radius-default": "3pt", "border-radius-pill": "50%"]),
    Case(
      files: ["redhat/length.yaml"], expected: ["length-2xs": "3pt"], complete: false,
      warnings: []),
    Case(
      files: ["salesforce-slds/primitive/border-radius.yml"],
      expected: [
        "border-radius-small": "2pt", "border-radius-medium": "4pt", "border-radius-large": "8pt",
        "border-radius-circle": "50%",
      ]),
    Case(
      files: ["salesforce-slds/aliases/border-radius.yml"], expected: [:],
      warnings: ["import/no-shape-tokens 4:1"]),
    Case(files: ["salesforce-slds/form-factor/small/border-radius.yml"], expected: ["page-header-border-radius": "0pt"]),
    Case(
      files: ["salesforce-slds/themes/oneSalesforce/ui-force/border-radius.yml"],
      expected: ["page-header-border-radius": "4pt", "table-border-radius": "0pt 0pt 4pt 4pt"]),
    Case(
      files: [
        "salesforce-slds/aliases/border-radius.yml", "salesforce-slds/primitive/border-radius.yml",
        "salesforce-slds/form-factor/small/border-radius.yml",
      ],
      expected: [
        "border-radius-small": "2pt", "border-radius-medium": "4pt", "border-radius-large": "8pt",
        "border-radius-circle": "50%", "page-header-border-radius": "0pt",
      ]),
    Case(
      files: ["spectrum/layout.json"],
      expected: [
        "corner-radius-0": "0pt", "corner-radius-75": "3pt", "corner-radius-100": "4pt", "corner-radius-800": "16pt",
        "corner-radius-1000": "50%", "corner-radius-full": "50%", "corner-radius-medium-default": "8pt",
      ], complete: false),
    Case(
      files: ["spectrum/list-view.json", "spectrum/layout.json"],
      expected: ["list-view-item-top-corner-radius": "8pt", "list-view-item-bottom-corner-radius": "8pt"],
      complete: false),
    Case(
      files: ["spectrum-tokens-studio/desktop.json"],
      expected: ["corner-radius-75": "2pt", "corner-radius-100": "4pt", "corner-radius-200": "8pt"]),
    Case(
      files: ["spectrum-tokens-studio/mobile.json"],
      expected: ["corner-radius-75": "2pt", "corner-radius-100": "5pt", "corner-radius-200": "10pt"]),
    Case(
      files: ["style-dictionary/custom-transforms/button.json"], expected: ["component button": "1%"]),
    Case(
      files: ["style-dictionary/integration/border.json"], expected: ["size-border-radius-large": "30pt"],
      warnings: unitless("5:29")),
    Case(
      files: ["style-dictionary/multi-brand-multi-platform/button.json"], expected: ["component button": "4pt"]),
    Case(files: ["tokens-studio-lion-example/radii.json"], expected: lion, warnings: unitless("4:16")),
    Case(
      files: ["tokens-studio-lion-example/business.json", "tokens-studio-lion-example/radii.json"],
      expected: lion.merging(["border-radius-default": "0pt"]) { $1 }, warnings: unitless("4:16")),
    Case(
      files: ["tokens-studio-lion-example/casual.json", "tokens-studio-lion-example/radii.json"],
      expected: lion.merging(["border-radius-default": "8pt"]) { $1 }, warnings: unitless("4:16")),
    Case(
      files: [
        "tokens-studio-lion-example/button.json", "tokens-studio-lion-example/radii.json",
        "tokens-studio-lion-example/casual.json",
      ],
      expected: lion.merging(["border-radius-default": "8pt", "component button": "8pt"]) { $1 },
      warnings: unitless("4:16")),
    Case(
      files: ["tokens-studio-lion-example/$metadata.json"], expected: [:],
      warnings: ["import/not-tokens 1:1", "import/no-shape-tokens 1:1"]),
    Case(
      files: ["twilio-paste/global/border-radius.yml"],
      expected: [
        "border-radius-0": "0pt", "border-radius-10": "2pt", "border-radius-20": "4pt", "border-radius-30": "8pt",
        "border-radius-40": "12pt", "border-radius-50": "16pt", "border-radius-60": "20pt", "border-radius-70": "24pt",
        "border-radius-80": "28pt", "border-radius-90": "32pt", "border-radius-circle": "50%",
        "border-radius-pill": "50%",
      ]),
    Case(
      files: ["twilio-paste/aliases/border-radius.yml"], expected: [:], warnings: ["import/no-shape-tokens 1:1"]),
    Case(
      files: [
        "workday-canvas-tokens-studio/sys/shape.json", "workday-canvas-tokens-studio/base/size.json",
        "workday-canvas-tokens-studio/base/base.json",
      ], expected: workday, warnings: unitless("46:16", "4:16")),
    Case(
      files: [
        "workday-canvas-tokens-studio/deprecated/sys/shape.json",
        "workday-canvas-tokens-studio/deprecated/base/base.json", "workday-canvas-tokens-studio/sys/shape.json",
        "workday-canvas-tokens-studio/base/size.json", "workday-canvas-tokens-studio/base/base.json",
      ],
      expected: workday.merging([
        "shape-zero": "0pt", "shape-half": "2pt", "shape-x1": "4pt", "shape-x1-half": "6pt", "shape-x2": "8pt",
        "shape-x4": "16pt", "shape-x6": "24pt", "shape-round": "50%",
      ]) { $1 }, warnings: unitless("46:16", "4:16")),
    Case(
      files: ["workday-canvas-tokens-studio/base/size.json", "workday-canvas-tokens-studio/base/base.json"],
      expected: [:], warnings: ["import/no-shape-tokens 1:1"]),
    Case(
      files: ["workday-canvas-tokens-studio/base/base.json"], expected: [:], warnings: ["import/no-shape-tokens 1:1"]),
    // A file of dimensions that names no radius gives every dimension as a metric.
    Case(files: ["workday-canvas-tokens-studio/deprecated/base/base.json"], expected: ["base-unit": "4pt"]),
  ]

  static func read(_ path: String) -> String? {
    try? String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8)
  }

  /// Imports the case's files (a resolver or $themes.json gives its first theme) and
  /// resolves the theme, giving each metric's corners.
  static func scale(of test: Case) throws -> (scale: [String: String], diagnostics: [Diagnostic]) {
    var importer = TokenImporter(file: test.files[0])
    importer.platform = test.platform
    let provider: SourceProvider = { Self.read($0) }
    let text = try #require(read(test.files[0]))
    let yaml: String
    if TokenImporter.isResolverFile(path: test.files[0], text: text) {
      let themes = importer.themes(fromResolver: text, provider: provider)
      yaml = try #require(themes.first?.theme)
    } else {
      let files = test.files.map { ($0, read($0) ?? "") }
      let theme = importer.theme(fromFiles: files, name: "Corpus", provider: provider)
      yaml = try #require(theme)
    }
    let result = check(yaml, path: "imported.yaml")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)\n\(yaml)")
    let theme = try #require(result.theme)
    func described(_ shape: ResolvedShape) -> String {
      let corners = shape.corners.map(\.size.description)
      return Set(corners).count == 1 ? corners[0] : corners.joined(separator: " ")
    }
    // Components and their variants come in beside the scale, as `component NAME`
    // and `component NAME.VARIANT`.
    var sizes = theme.scale.map { ($0.name, described($0.shape)) }
    for component in theme.components {
      sizes.append(("component \(component.name)", described(component.shape)))
      sizes += component.variants.map { ("component \(component.name).\($0.name)", described($0.shape)) }
    }
    return (Dictionary(sizes, uniquingKeysWith: { first, _ in first }), importer.diagnostics)
  }

  @Test(arguments: cases)
  func importsWithTheScaleReadOffTheFile(_ test: Case) throws {
    let (scale, diagnostics) = try Self.scale(of: test)
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    if test.complete {
      #expect(scale == test.expected)
    } else {
      for (name, size) in test.expected { #expect(scale[name] == size, "\(name)") }
    }
    let warnings = diagnostics.filter { $0.id != "import/unknown-alias" && $0.id != "import/missing-file" }
      .map { "\($0.id) \($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
    #expect(warnings == test.warnings)
  }

  /// Every token file in the corpus is the file under test of some case, so a file added
  /// to the corpus fails here until it has an expectation.
  @Test func everyCorpusFileHasAnExpectation() throws {
    let files = FileManager.default.enumerator(atPath: Self.corpus.path)?.compactMap { $0 as? String } ?? []
    let tokenFiles = files.filter { path in
      [".json", ".json5", ".yml", ".yaml"].contains { path.hasSuffix($0) } && !path.hasSuffix("$themes.json")
    }
    let tested = Set(Self.cases.map(\.files[0]))
    #expect(tokenFiles.count >= 30)
    for file in tokenFiles { #expect(tested.contains(file), "\(file) has no corpus case") }
  }
}
