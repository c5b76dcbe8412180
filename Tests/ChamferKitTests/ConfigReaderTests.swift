import ChamferKit
import Testing

/// chamfer.yml: themes multiplied by modes, outputs per target, and errors with places.
@Suite struct ConfigReaderTests {
  @Test func themesTimesModesInTheOrderWritten() throws {
    let (config, problems) = ChamferConfig.read(
      """
      version: 1
      themes:
        acme: [base.yaml, acme.yaml]
        globex: base.yaml
      modes:
        compact: [compact.yaml]
        dense: [dense.yaml]
      outputs:
        swift: { path: ios/Generated }
        css: { params: { prefix: acme } }
      """, path: "project/chamfer.yml")
    #expect(problems.isEmpty, "\(problems)")
    let read = try #require(config)
    #expect(read.themes.map(\.name) == ["acme", "acme-compact", "acme-dense", "globex", "globex-compact", "globex-dense"])
    #expect(read.themes[1].layers == ["project/base.yaml", "project/acme.yaml", "project/compact.yaml"])
    #expect(read.themes[3].layers == ["project/base.yaml"])
    #expect(read.outputs["swift"] == ChamferConfig.Output(path: "project/ios/Generated"))
    #expect(read.outputs["css"] == ChamferConfig.Output(params: ["prefix": "acme"]))
  }

  /// `rules` sets theme rules; an id raised outside themes is named as such, not as unknown.
  @Test func rulesSetOnlyThemeRules() throws {
    let (_, fixed) = ChamferConfig.read("version: 1\nrules: { import/not-tokens: off }\n", path: "chamfer.yml")
    #expect(fixed.map(\.id) == ["config/unknown-rule"])
    #expect(fixed.first?.message == "'import/not-tokens' is not a theme rule, so its severity is fixed")
    let (_, unknown) = ChamferConfig.read("version: 1\nrules: { unused-metrc: off }\n", path: "chamfer.yml")
    #expect(unknown.first?.message == "there is no rule 'unused-metrc'")
    let (config, none) = ChamferConfig.read("version: 1\nrules: { web-relative-size: off }\n", path: "chamfer.yml")
    #expect(none.isEmpty)
    #expect(try #require(config).severities["lint/web-relative-size"] == .some(nil))
  }

  @Test(arguments: [
    ("version: 1\nmodes: { compact: [c.yaml] }\n", "config/modes-without-themes chamfer.yml:2:1"),
    ("version: 1\nlayers: [a.yaml]\nthemes: { a: [a.yaml] }\n", "config/layers-and-themes chamfer.yml:2:1"),
    ("version: 1\nthemes: { 9lives: [a.yaml] }\n", "config/invalid-name chamfer.yml:2:11"),
    ("version: 1\noutputs: { css: { pth: web } }\n", "config/unknown-key chamfer.yml:2:19"),
    ("version: 1\noutputs: { css: { params: [a] } }\n", "load/wrong-type chamfer.yml:2:27"),
    ("version: 1\nthemse: {}\n", "config/unknown-key chamfer.yml:2:1"),
    ("version: 1\noutputs: { css: { path: ../web } }\n", "config/invalid-output-path chamfer.yml:2:25"),
    ("version: 1\noutputs: { css: { path: /web } }\n", "config/invalid-output-path chamfer.yml:2:25"),
    ("version: 1\noutputs: { css: { path: \"a\\nb\" } }\n", "config/invalid-output-path chamfer.yml:2:25"),
    ("version: 1\noutputs: { css: { path: a//b } }\n", "config/invalid-output-path chamfer.yml:2:25"),
  ])
  func mistakesAreReportedWhereTheyAreWritten(_ text: String, _ expected: String) {
    let (config, problems) = ChamferConfig.read(text, path: "chamfer.yml")
    #expect(config == nil)
    #expect(problems.map { "\($0.id) \($0.location.map(\.description) ?? "-")" } == [expected])
  }

  /// Params are pasted into code (`.{{prefix}}-card {`, `package {{param.package}}`), so
  /// each is held to what the targets that read it accept.
  @Test(arguments: [
    ("prefix: \"x{} body { display: none }\"", "2:37"),
    ("prefix: \"a\\nb\"", "2:37"),
    ("prefix: \"\"", "2:37"),
    ("package: \"a.b\\n}\\nfun evil() {\"", "2:38"),
    ("package: \"com.acme.when\"", "2:38"),
    ("package: \"com..acme\"", "2:38"),
    ("package: \"com.1acme\"", "2:38"),
    ("header: \"*/ evil /*\"", "2:37"),
    ("header: \"a\\u0000b\"", "2:37"),
  ])
  func paramsThatCouldBreakOutOfTheCodeAreErrors(_ param: String, _ at: String) {
    let (config, problems) = ChamferConfig.read(
      "version: 1\noutputs: { css: { params: { \(param) } } }\n", path: "chamfer.yml")
    #expect(config == nil)
    #expect(problems.map { "\($0.id) \($0.location.map(\.description) ?? "-")" } == ["config/invalid-param chamfer.yml:\(at)"])
    #expect(problems.allSatisfy { $0.hint != nil && !$0.message.contains("\n") })
  }

  /// The android target's Material Components release: three numbers, 1.12.0 or later.
  @Test(arguments: [("1.12", false), ("1.11.0", false), ("latest", false), ("1.12.0", true), ("1.13.0-rc01", true)])
  func materialVersionIsAReleaseChamferKnows(_ version: String, _ valid: Bool) {
    let (config, problems) = ChamferConfig.read(
      "version: 1\noutputs: { android: { params: { materialVersion: \"\(version)\" } } }\n", path: "chamfer.yml")
    #expect((config != nil) == valid)
    #expect(problems.map(\.id) == (valid ? [] : ["config/invalid-param"]))
    #expect(problems.allSatisfy { $0.location?.description == "chamfer.yml:2:50" && $0.hint != nil })
  }

  /// With materialVersion 1.13.0 the Expressive corner steps are no longer reported.
  @Test func theMaterialVersionRuleReadsTheAndroidParams() {
    let theme = ThemeSource(path: "a.yaml", text: "chamfer: 1\nname: A\nscale: { large: 16, large-increased: 20 }\n")
    let flagged = Pipeline.check([theme]).diagnostics.filter { $0.id == "lint/android-material-version" }
    #expect(flagged.map { $0.location?.description } == ["a.yaml:3:21"])
    var options = Pipeline.Options()
    options.targetParams = ["android": ["materialVersion": "1.13.0"]]
    #expect(!Pipeline.check([theme], options: options).diagnostics.contains { $0.id == "lint/android-material-version" })
    options.targetParams = [:]
    options.targets = ["swift"]
    #expect(!Pipeline.check([theme], options: options).diagnostics.contains { $0.id == "lint/android-material-version" })
  }

  /// The tailwind target writes percentages per axis as css does, so building it alone
  /// still warns; it draws no arrows, so a capsule with an arrow is fine there.
  @Test func theWebRelativeSizeRuleCountsTheTailwindTarget() {
    let theme = ThemeSource(
      path: "a.yaml",
      text: "chamfer: 1\nname: A\ncomponents:\n  tag: { size: 25% }\n  bubble: { size: full, edges: { bottom: arrow } }\n")
    func flagged(_ targets: Set<String>) -> [String] {
      var options = Pipeline.Options()
      options.targets = targets
      return Pipeline.check([theme], options: options).diagnostics.filter { $0.id == "lint/web-relative-size" }
        .compactMap { $0.location?.description }
    }
    #expect(flagged(["tailwind"]) == ["a.yaml:4:3"])
    #expect(flagged(["css"]) == ["a.yaml:4:3", "a.yaml:5:3"])
    #expect(flagged(["swift", "android"]).isEmpty)
  }

  @Test func plainParamsAreKept() throws {
    let (config, problems) = ChamferConfig.read(
      "version: 1\noutputs: { compose: { params: { package: com.acme.ui_theme, prefix: acme-ds, flavour: v1.2_b-3 } } }\n",
      path: "chamfer.yml")
    #expect(problems.isEmpty, "\(problems)")
    #expect(
      config?.outputs["compose"]?.params == ["package": "com.acme.ui_theme", "prefix": "acme-ds", "flavour": "v1.2_b-3"])
  }

  /// An output folder may end in '/' or start with './'; it keeps where it was written.
  @Test func outputFoldersInsideTheConfigAreRead() throws {
    let (config, problems) = ChamferConfig.read(
      "version: 1\noutputs: { css: { path: ./web/ }, swift: { path: ios/Gen } }\n", path: "p/chamfer.yml")
    #expect(problems.isEmpty, "\(problems)")
    let read = try #require(config)
    #expect(read.outputs["css"]?.path == "p/web")
    #expect(read.outputLocations["swift"]?.description == "p/chamfer.yml:2:50")
  }

  @Test func hintsNameTheKeyMeant() {
    let (_, problems) = ChamferConfig.read("version: 1\noutputs: { css: { pth: web } }\nthemse: {}\n", path: "c.yml")
    #expect(problems.map(\.hint) == ["did you mean 'path'?", "did you mean 'themes'?"])
  }
}
