import Foundation
import Testing

/// Files that inputs name (`extends`, `$ref`, Theo `imports`, token sets) are read only
/// when they are regular files inside the project root, reached through no symbolic
/// link that leaves it. Anything else is one error where the name is written, with a
/// stable id and a hint, and nothing of the refused file is printed.
@Suite struct HostileInputTests {
  static let theme = "chamfer: 1\nname: Acme\nextends: %@\ncomponents:\n  button: { shape: small }\n"
  static let base = "chamfer: 1\nscale: { small: 4 }\n"

  /// A theme at `path` that extends `reference` (line 3, column 10).
  static func write(_ chamfer: Chamfer, themeAt path: String, extending reference: String) throws {
    try chamfer.write(theme.replacingOccurrences(of: "%@", with: reference), to: path)
  }

  /// The error lines of a run.
  static func errors(_ run: Chamfer.Run) -> [Substring] {
    run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
  }

  /// Exactly one error, at `location`, with `rule`.
  static func expectOneError(_ run: Chamfer.Run, at location: String, _ rule: String) {
    let errors = errors(run)
    #expect(run.status == 1, "\(run)")
    #expect(errors.count == 1, "\(run)")
    #expect(
      errors.first?.hasPrefix("\(location): error: ") == true && errors.first?.hasSuffix("[\(rule)]") == true,
      "\(run)")
  }

  func link(_ chamfer: Chamfer, _ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: chamfer.url(path).path, withDestinationPath: destination)
  }

  @Test(arguments: ["/etc/passwd", "/proc/self/environ", "/etc/shadow", "../../../../../../../etc/passwd"])
  func aSystemFileIsRefusedAndNothingOfItPrinted(_ reference: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try Self.write(chamfer, themeAt: "theme.yaml", extending: reference)
    let run = try chamfer("build", "theme.yaml", "--out", "out")
    Self.expectOneError(run, at: "theme.yaml:3:10", "load/outside-root")
    #expect(run.stderr.contains("hint: ") && run.stderr.contains("--root"), "\(run)")
    #expect(!run.stderr.contains("root:x:") && !run.stderr.contains("PATH="), "\(run)")
    #expect(!chamfer.exists("out"))
  }

  @Test func aLinkThatLeavesTheRootIsRefused() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "elsewhere/base.yaml")
    try Self.write(chamfer, themeAt: "project/theme.yaml", extending: "base.yaml")
    try link(chamfer, "project/base.yaml", to: "../elsewhere/base.yaml")
    let run = try chamfer("build", "project/theme.yaml", "--out", "out")
    Self.expectOneError(run, at: "project/theme.yaml:3:10", "load/outside-root")
    #expect(run.stderr.contains("symbolic link"), "\(run)")

    // A link to a folder outside is the same.
    try FileManager.default.removeItem(at: chamfer.url("project/base.yaml"))
    try link(chamfer, "project/shared", to: "../elsewhere")
    try Self.write(chamfer, themeAt: "project/theme.yaml", extending: "shared/base.yaml")
    let throughFolder = try chamfer("build", "project/theme.yaml", "--out", "out")
    Self.expectOneError(throughFolder, at: "project/theme.yaml:3:10", "load/outside-root")

    // `--root` widens the project to take it in.
    let widened = try chamfer("build", "project/theme.yaml", "--out", "out", "--root", ".")
    #expect(widened.status == 0, "\(widened)")
  }

  @Test func aLinkInsideTheRootIsRead() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "shared/base.yaml")
    try link(chamfer, "current.yaml", to: "shared/base.yaml")
    try Self.write(chamfer, themeAt: "theme.yaml", extending: "current.yaml")
    let run = try chamfer("lint", "theme.yaml")
    #expect(run.status == 0, "\(run)")
  }

  /// The root is the folder of the config in use, else the git work tree, else the
  /// first input's folder.
  @Test func theRootIsTheConfigFolderOrTheGitWorkTree() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "shared/base.yaml")
    try Self.write(chamfer, themeAt: "themes/brand.yaml", extending: "../shared/base.yaml")

    let alone = try chamfer("lint", "themes/brand.yaml")
    Self.expectOneError(alone, at: "themes/brand.yaml:3:10", "load/outside-root")
    #expect(alone.stderr.contains("the folder of themes/brand.yaml"), "\(alone)")

    try chamfer.write("version: 1\nlayers: [themes/brand.yaml]\n", to: "chamfer.yml")
    let configured = try chamfer("lint")
    #expect(configured.status == 0, "\(configured)")
    try FileManager.default.removeItem(at: chamfer.url("chamfer.yml"))

    try FileManager.default.createDirectory(at: chamfer.url(".git"), withIntermediateDirectories: true)
    let inGit = try chamfer("lint", "themes/brand.yaml")
    #expect(inGit.status == 0, "\(inGit)")
  }

  /// The layers a config lists are named inside it, and held to the root too.
  @Test(arguments: ["layers:\n  - ../../../../../../etc/passwd\n", "themes:\n  a: [/proc/self/environ]\n"])
  func aConfigLayerOutsideTheRootIsRefused(_ layers: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("version: 1\n" + layers, to: "chamfer.yml")
    let run = try chamfer("build")
    let column = layers.hasPrefix("layers") ? 5 : 7
    Self.expectOneError(run, at: "chamfer.yml:3:\(column)", "load/outside-root")
    #expect(!run.stderr.contains("root:x:") && !run.stderr.contains("PATH="), "\(run)")
    #expect(!chamfer.exists("build"))
  }

  @Test func aFolderIsNotAFile() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "base/base.yaml")
    try Self.write(chamfer, themeAt: "theme.yaml", extending: "base")
    Self.expectOneError(try chamfer("lint", "theme.yaml"), at: "theme.yaml:3:10", "load/not-a-file")
  }

  @Test func linksThatGoRoundAreACycleNotAMissingFile() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try link(chamfer, "a.yaml", to: "b.yaml")
    try link(chamfer, "b.yaml", to: "a.yaml")
    try Self.write(chamfer, themeAt: "theme.yaml", extending: "a.yaml")
    Self.expectOneError(try chamfer("lint", "theme.yaml"), at: "theme.yaml:3:10", "load/link-cycle")

    // A link back to the theme itself is an ordinary cycle of `extends`.
    try link(chamfer, "again.yaml", to: "theme.yaml")
    try Self.write(chamfer, themeAt: "theme.yaml", extending: "again.yaml")
    Self.expectOneError(try chamfer("lint", "theme.yaml"), at: "theme.yaml:3:10", "load/extends-cycle")
  }

  @Test func textThatIsNoThemeIsNotQuoted() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("admin:x:0:0:admin:/home/admin:/bin/sh\nsecret-token-123\n", to: "accounts")
    try Self.write(chamfer, themeAt: "theme.yaml", extending: "accounts")
    let run = try chamfer("lint", "theme.yaml")
    Self.expectOneError(run, at: "theme.yaml:3:10", "load/not-a-theme")
    #expect(!run.stderr.contains("admin:x") && !run.stderr.contains("secret-token"), "\(run)")
    #expect(run.stderr.contains("hint: "), "\(run)")
  }

  @Test func aMissingBaseIsOneError() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("chamfer: 1\nextends: foundation.yaml\ncomponents:\n  button: { shape: small }\n", to: "theme.yaml")
    let run = try chamfer("build", "theme.yaml", "--out", "out")
    Self.expectOneError(run, at: "theme.yaml:2:10", "load/missing-extends")
  }

  @Test func aLongChainStopsAtTheLimit() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("chamfer: 1\nname: Acme\nextends: c1.yaml\ncomponents:\n  button: { shape: small }\n", to: "c0.yaml")
    for index in 1..<3_000 {
      try chamfer.write("chamfer: 1\nextends: c\(index + 1).yaml\n", to: "c\(index).yaml")
    }
    try chamfer.write(Self.base, to: "c3000.yaml")
    let run = try chamfer("lint", "c0.yaml")
    Self.expectOneError(run, at: "c0.yaml:3:10", "load/extends-too-deep")
    #expect(run.stderr.contains("c63.yaml:2:10: note: "), "\(run)")
    #expect(run.stderr.contains("64"), "\(run)")
  }

  @Test(.timeLimit(.minutes(10))) func aDiamondIsReadOncePerFile() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      "chamfer: 1\nname: Acme\nextends: [f1.yaml, f1.yaml]\ncomponents:\n  button: { shape: small }\n", to: "f0.yaml")
    for index in 1..<30 {
      try chamfer.write("chamfer: 1\nextends: [f\(index + 1).yaml, f\(index + 1).yaml]\n", to: "f\(index).yaml")
    }
    try chamfer.write(Self.base, to: "f30.yaml")
    // Each file is read once (ExtendsLoadingTests counts the reads); read per path,
    // this would be 2^30 files and never end.
    let run = try chamfer("lint", "f0.yaml")
    #expect(run.status == 0, "\(run)")
  }

  // MARK: - Token files

  @Test func aResolverRefIsHeldToTheRoot() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(#"{ "radius": { "md": { "$value": "12px", "$type": "dimension" } } }"#, to: "other/base.json")
    try chamfer.write(
      """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "/etc/passwd" }, { "$ref": "../other/base.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }]
      }
      """, to: "tokens/shapes.resolver.json")
    let run = try chamfer("import", "tokens/shapes.resolver.json")
    let errors = Self.errors(run)
    #expect(run.status == 1, "\(run)")
    #expect(errors.count == 2, "\(run)")
    #expect(errors.allSatisfy { $0.hasSuffix("[import/outside-root]") }, "\(run)")
    #expect(errors.first?.hasPrefix("tokens/shapes.resolver.json:3:45: error: '/etc/passwd'") == true, "\(run)")
    #expect(!run.stderr.contains("root:x:"), "\(run)")
    #expect(run.stderr.contains("--root"), "\(run)")

    try chamfer.write(
      ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "../other/base.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##,
      to: "tokens/shapes.resolver.json")
    let widened = try chamfer("import", "tokens/shapes.resolver.json", "--root", ".")
    #expect(widened.status == 0, "\(widened)")
  }

  @Test func aTheoImportAndATokenSetAreHeldToTheRoot() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("aliases:\n  RADIUS_MEDIUM: 0.25rem\n", to: "outside/radius.yml")
    try chamfer.write(
      "global: { type: size, category: radius }\nimports: [../outside/radius.yml]\nprops:\n  BORDER_RADIUS_MEDIUM: { value: '{!RADIUS_MEDIUM}' }\n",
      to: "theo/radius.yml")
    let theo = try chamfer("import", "theo/radius.yml", "--from", "theo")
    #expect(theo.stderr.contains("theo/radius.yml:2:11: error: '../outside/radius.yml' is outside"), "\(theo)")
    #expect(theo.stderr.contains("[import/outside-root]"), "\(theo)")

    try chamfer.write(#"{ "radius": { "md": { "value": "8", "type": "borderRadius" } } }"#, to: "outside/core.json")
    try chamfer.write(
      #"[{ "name": "Light", "selectedTokenSets": { "../outside/core": "enabled" } }]"#, to: "studio/$themes.json")
    let studio = try chamfer("import", "studio/$themes.json")
    let errors = Self.errors(studio)
    #expect(errors.count == 1, "\(studio)")
    #expect(errors.first?.hasPrefix("studio/$themes.json:1:44: error: '../outside/core'") == true, "\(studio)")
    #expect(errors.first?.hasSuffix("[import/outside-root]") == true, "\(studio)")
  }

  @Test func aResolverWithNothingInItIsAnError() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(#"{ "version": "2025.10", "resolutionOrder": [] }"#, to: "empty.resolver.json")
    let run = try chamfer("import", "empty.resolver.json")
    Self.expectOneError(run, at: "empty.resolver.json:1:44", "import/no-themes")
    #expect(run.stderr.contains("hint: "), "\(run)")
  }
}
