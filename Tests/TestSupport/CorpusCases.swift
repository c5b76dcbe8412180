import ChamferKit
import Foundation
import Testing

/// The real token files in `Tests/ChamferKitTests/Corpus/` (from public design systems;
/// SOURCES.md there names each source and licence), and how each is imported.
public enum Corpus {
  public static let folder = packageRoot.appendingPathComponent("Tests/ChamferKitTests/Corpus")

  public static func read(_ path: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  /// The theme the importer writes for `test` (a resolver file gives its first theme),
  /// named `name`, and the importer's diagnostics; nil when it writes none.
  public static func importedTheme(_ test: CorpusCase, name: String = "Corpus") -> (yaml: String?, diagnostics: [Diagnostic]) {
    var importer = TokenImporter(file: test.files[0])
    importer.platform = test.platform
    let provider: SourceProvider = { read($0) }
    guard let text = read(test.files[0]) else { return (nil, []) }
    let yaml: String?
    if TokenImporter.isResolverFile(path: test.files[0], text: text) {
      yaml = importer.themes(fromResolver: text, provider: provider).first?.theme
    } else {
      yaml = importer.theme(fromFiles: test.files.map { ($0, read($0) ?? "") }, name: name, provider: provider)
    }
    return (yaml, importer.diagnostics)
  }
}

/// One import of the corpus, with what it must give: its scale and components as read
/// off the files by hand, each metric's or component's four corners in points (one value
/// when they agree) or a percentage, and the warnings the files deserve.
public struct CorpusCase: CustomTestStringConvertible, Sendable {
  /// The file under test first, then the files its aliases reach into.
  public var files: [String]
  public var expected: [String: String]
  /// False when the files hold more metrics than `expected` lists.
  public var complete = true
  public var platform: String?
  /// Warnings the file deserves, as `id line:column`.
  public var warnings: [String] = []
  public var testDescription: String { files[0] + (platform.map { " (\($0))" } ?? "") }
}

extension CorpusCase {
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

  public static let all: [CorpusCase] = [
    CorpusCase(
      files: ["figma-sds/tokens.json"],
      expected: ["size-radius-100": "4pt", "size-radius-200": "8pt", "size-radius-400": "16pt", "size-radius-full": "50%"],
      warnings: unitless("1214:19")),
    CorpusCase(files: ["fluentui-token-pipeline/fluentui.json"], expected: fluent, warnings: unitless("100:24")),
    CorpusCase(
      files: ["fluentui-token-pipeline/fluentui.json"],
      expected: fluent.merging(
        ["global-corner-radius-large": "8pt", "global-corner-radius-extra-large": "12pt", "component illustration": "12pt"]
      ) { $1 }, platform: "ios", warnings: unitless("100:24")),
    CorpusCase(
      files: ["fluentui-token-pipeline/fluentui.json"],
      expected: fluent.merging(["global-corner-radius-circle": "18pt", "round-corner-radius": "18pt"]) { $1 },
      platform: "winui", warnings: unitless("100:24")),
    CorpusCase(files: ["material3-flutter/shape.json"], expected: materialScale),
    CorpusCase(files: ["material3-material-tokens/shape.json"], expected: materialScale),
    CorpusCase(
      files: ["material3-material-tokens/fab.json", "material3-material-tokens/shape.json"],
      expected: materialScale.merging(["component fab": "0pt", "component fab.branded-large": "28pt"]) { $1 }),
    CorpusCase(files: ["open-props/style-dictionary.tokens.json"], expected: openProps, warnings: openPropsUnsupported),
    CorpusCase(files: ["open-props/open-props.resolver.json"], expected: openProps),
    CorpusCase(files: ["polaris-tokens/radii.yml"], expected: ["radius-3": "3pt", "radius-6": "6pt"]),
    CorpusCase(files: ["primer/radius.json5"], expected: primer),
    CorpusCase(files: ["primer/2024-border/border.json5"], expected: primer),
    CorpusCase(
      files: ["redhat/border.yml", "redhat/length.yaml"],
      expected: ["border-radius-sharp": "0pt", "border-radius-default": "3pt", "border-radius-pill": "50%"]),
    CorpusCase(
      files: ["redhat/length.yaml"], expected: ["length-2xs": "3pt"], complete: false,
      warnings: []),
    CorpusCase(
      files: ["salesforce-slds/primitive/border-radius.yml"],
      expected: [
        "border-radius-small": "2pt", "border-radius-medium": "4pt", "border-radius-large": "8pt",
        "border-radius-circle": "50%",
      ]),
    CorpusCase(
      files: ["salesforce-slds/aliases/border-radius.yml"], expected: [:],
      warnings: ["import/no-shape-tokens 4:1"]),
    CorpusCase(files: ["salesforce-slds/form-factor/small/border-radius.yml"], expected: ["page-header-border-radius": "0pt"]),
    CorpusCase(
      files: ["salesforce-slds/themes/oneSalesforce/ui-force/border-radius.yml"],
      expected: ["page-header-border-radius": "4pt", "table-border-radius": "0pt 0pt 4pt 4pt"]),
    CorpusCase(
      files: [
        "salesforce-slds/aliases/border-radius.yml", "salesforce-slds/primitive/border-radius.yml",
        "salesforce-slds/form-factor/small/border-radius.yml",
      ],
      expected: [
        "border-radius-small": "2pt", "border-radius-medium": "4pt", "border-radius-large": "8pt",
        "border-radius-circle": "50%", "page-header-border-radius": "0pt",
      ]),
    CorpusCase(
      files: ["spectrum/layout.json"],
      expected: [
        "corner-radius-0": "0pt", "corner-radius-75": "3pt", "corner-radius-100": "4pt", "corner-radius-800": "16pt",
        "corner-radius-1000": "50%", "corner-radius-full": "50%", "corner-radius-medium-default": "8pt",
      ], complete: false),
    CorpusCase(
      files: ["spectrum/list-view.json", "spectrum/layout.json"],
      expected: ["list-view-item-top-corner-radius": "8pt", "list-view-item-bottom-corner-radius": "8pt"],
      complete: false),
    CorpusCase(
      files: ["spectrum-tokens-studio/desktop.json"],
      expected: ["corner-radius-75": "2pt", "corner-radius-100": "4pt", "corner-radius-200": "8pt"]),
    CorpusCase(
      files: ["spectrum-tokens-studio/mobile.json"],
      expected: ["corner-radius-75": "2pt", "corner-radius-100": "5pt", "corner-radius-200": "10pt"]),
    CorpusCase(
      files: ["style-dictionary/custom-transforms/button.json"], expected: ["component button": "1%"]),
    CorpusCase(
      files: ["style-dictionary/integration/border.json"], expected: ["size-border-radius-large": "30pt"],
      warnings: unitless("5:29")),
    CorpusCase(
      files: ["style-dictionary/multi-brand-multi-platform/button.json"], expected: ["component button": "4pt"]),
    CorpusCase(files: ["tokens-studio-lion-example/radii.json"], expected: lion, warnings: unitless("4:16")),
    CorpusCase(
      files: ["tokens-studio-lion-example/business.json", "tokens-studio-lion-example/radii.json"],
      expected: lion.merging(["border-radius-default": "0pt"]) { $1 }, warnings: unitless("4:16")),
    CorpusCase(
      files: ["tokens-studio-lion-example/casual.json", "tokens-studio-lion-example/radii.json"],
      expected: lion.merging(["border-radius-default": "8pt"]) { $1 }, warnings: unitless("4:16")),
    CorpusCase(
      files: [
        "tokens-studio-lion-example/button.json", "tokens-studio-lion-example/radii.json",
        "tokens-studio-lion-example/casual.json",
      ],
      expected: lion.merging(["border-radius-default": "8pt", "component button": "8pt"]) { $1 },
      warnings: unitless("4:16")),
    CorpusCase(
      files: ["tokens-studio-lion-example/$metadata.json"], expected: [:],
      warnings: ["import/not-tokens 1:1", "import/no-shape-tokens 1:1"]),
    CorpusCase(
      files: ["twilio-paste/global/border-radius.yml"],
      expected: [
        "border-radius-0": "0pt", "border-radius-10": "2pt", "border-radius-20": "4pt", "border-radius-30": "8pt",
        "border-radius-40": "12pt", "border-radius-50": "16pt", "border-radius-60": "20pt", "border-radius-70": "24pt",
        "border-radius-80": "28pt", "border-radius-90": "32pt", "border-radius-circle": "50%",
        "border-radius-pill": "50%",
      ]),
    CorpusCase(
      files: ["twilio-paste/aliases/border-radius.yml"], expected: [:], warnings: ["import/no-shape-tokens 1:1"]),
    CorpusCase(
      files: [
        "workday-canvas-tokens-studio/sys/shape.json", "workday-canvas-tokens-studio/base/size.json",
        "workday-canvas-tokens-studio/base/base.json",
      ], expected: workday, warnings: unitless("46:16", "4:16")),
    CorpusCase(
      files: [
        "workday-canvas-tokens-studio/deprecated/sys/shape.json",
        "workday-canvas-tokens-studio/deprecated/base/base.json", "workday-canvas-tokens-studio/sys/shape.json",
        "workday-canvas-tokens-studio/base/size.json", "workday-canvas-tokens-studio/base/base.json",
      ],
      expected: workday.merging([
        "shape-zero": "0pt", "shape-half": "2pt", "shape-x1": "4pt", "shape-x1-half": "6pt", "shape-x2": "8pt",
        "shape-x4": "16pt", "shape-x6": "24pt", "shape-round": "50%",
      ]) { $1 }, warnings: unitless("46:16", "4:16")),
    CorpusCase(
      files: ["workday-canvas-tokens-studio/base/size.json", "workday-canvas-tokens-studio/base/base.json"],
      expected: [:], warnings: ["import/no-shape-tokens 1:1"]),
    CorpusCase(
      files: ["workday-canvas-tokens-studio/base/base.json"], expected: [:], warnings: ["import/no-shape-tokens 1:1"]),
    // A file of dimensions that names no radius gives every dimension as a metric.
    CorpusCase(files: ["workday-canvas-tokens-studio/deprecated/base/base.json"], expected: ["base-unit": "4pt"]),
  ]
}
