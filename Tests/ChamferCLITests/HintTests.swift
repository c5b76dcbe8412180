import Foundation
import TestSupport
import Testing

/// A hint that names a setting shows the YAML that works: applied to chamfer.yml as
/// written, the finding it came with goes away.
@Suite struct HintTests {
  /// Themes that draw each platform note whose hint names a chamfer.yml setting.
  static let themes: [String] = [
    // lint/android-continuous-curve and lint/compose-continuous-curve
    "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: small, curve: continuous }\n",
    // lint/android-surface-limits
    """
    chamfer: 1
    name: A
    scale:
      small: 4
    components:
      card:
        shape: small
        surface: { fill: "#FFFFFF", shadows: [{ color: "#00000033", blur: 4, inset: true }] }

    """,
    // lint/web-relative-size
    "chamfer: 1\nname: A\nscale:\n  small: 25%\ncomponents:\n  card: { shape: small }\n",
  ]

  struct Finding: Decodable {
    var id: String
    var hint: String?
  }

  struct Report: Decodable {
    var diagnostics: [Finding]
  }

  static func lint(_ chamfer: Chamfer) throws -> [Finding] {
    let run = try chamfer("lint", "--format", "json")
    return try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8)).diagnostics
  }

  @Test(arguments: themes) func everySettingAHintShowsSilencesItsFinding(theme: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(theme, to: "theme.yaml")
    let config = "version: 1\nlayers: [theme.yaml]\n"
    try chamfer.write(config, to: "chamfer.yml")
    let findings = try Self.lint(chamfer)
    let withSettings = findings.filter { $0.hint?.contains("chamfer.yml: ") == true }
    #expect(!withSettings.isEmpty, "\(findings)")
    for finding in withSettings {
      let hint = try #require(finding.hint)
      let setting = String(hint[hint.range(of: "chamfer.yml: ")!.upperBound...])
      try chamfer.write(config + setting + "\n", to: "chamfer.yml")
      let after = try Self.lint(chamfer)
      #expect(!after.contains { $0.id == finding.id }, "'\(setting)' leaves \(finding.id): \(after)")
    }
  }
}
