import Foundation
import TestSupport
import Testing

/// chamfer.yml with several themes and outputs, `init`, and `build --watch`.
@Suite struct BuildIntegrationTests {
  static let base = """
    chamfer: 1
    name: Acme
    scale: { small: 4, medium: 8, large: 16 }
    components:
      button: { shape: small }
      card: { shape: medium }
      sheet: { shape: large }
    """

  @Test func themesAndModesBuildIntoSeparateOutputs() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "tokens/acme.yaml")
    try chamfer.write("chamfer: 1\nname: Globex\nscale: { small: 2 }\n", to: "tokens/globex.yaml")
    try chamfer.write("chamfer: 1\nscale: { large: 12 }\n", to: "tokens/compact.yaml")
    try chamfer.write(
      """
      version: 1
      out: build
      targets: [css, dtcg, swift]
      outputs:
        swift: { path: ios/Generated }
        css: { params: { prefix: ds } }
      themes:
        acme: [tokens/acme.yaml]
        globex: [tokens/acme.yaml, tokens/globex.yaml]
      modes:
        compact: [tokens/compact.yaml]
      """, to: "chamfer.yml")
    let run = try chamfer("build")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      chamfer.files(under: "build") == [
        ".chamfer-manifest",
        "acme-compact/css/acme-shapes.css", "acme-compact/dtcg/acme.resolver.json", "acme-compact/dtcg/acme.tokens.json",
        "acme/css/acme-shapes.css", "acme/dtcg/acme.resolver.json", "acme/dtcg/acme.tokens.json",
        "globex-compact/css/globex-shapes.css", "globex-compact/dtcg/globex.resolver.json",
        "globex-compact/dtcg/globex.tokens.json",
        "globex/css/globex-shapes.css", "globex/dtcg/globex.resolver.json", "globex/dtcg/globex.tokens.json",
        "themes.resolver.json",
      ])
    #expect(
      chamfer.files(under: "ios/Generated") == [
        ".chamfer-manifest", "acme-compact/AcmeShapes.swift", "acme/AcmeShapes.swift",
        "globex-compact/GlobexShapes.swift", "globex/GlobexShapes.swift",
      ])
    // Each theme got its own layers: Globex's small and the compact mode's large.
    let globex = String(decoding: try chamfer.read("build/globex-compact/css/globex-shapes.css"), as: UTF8.self)
    #expect(globex.contains("--ds-scale-small-radius: 2px"), "\(globex.prefix(600))")
    #expect(globex.contains("--ds-scale-large-radius: 12px"))
    let acme = String(decoding: try chamfer.read("build/acme/css/acme-shapes.css"), as: UTF8.self)
    #expect(acme.contains("--ds-scale-large-radius: 16px"))
    #expect(!acme.contains("--acme-"), "the prefix param names every property")
    Validator.check("check_css.py", [chamfer.url("build/acme/css/acme-shapes.css").path])
    // The resolver over all themes names every theme's tokens, and validates.
    Validator.check("check_dtcg.py", [chamfer.url("build/themes.resolver.json").path])
    let resolver = String(decoding: try chamfer.read("build/themes.resolver.json"), as: UTF8.self)
    #expect(resolver.contains(#""globex-compact": ["#))

    let again = try chamfer("build")
    #expect(again.stdout.contains("wrote 0 files to build (13 unchanged)"), "\(again.stdout)")
    let one = try chamfer("lint", "--theme", "globex-compact", "--strict")
    #expect(one.status == 0, "\(one.stderr)")
    let unknown = try chamfer("build", "--theme", "globx")
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("did you mean 'globex'?"), "\(unknown.stderr)")
  }

  @Test func aThemeWithErrorsStopsEveryTheme() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "tokens/acme.yaml")
    try chamfer.write("chamfer: 1\nscale: { small: -2 }\n", to: "tokens/broken.yaml")
    try chamfer.write(
      "version: 1\nthemes:\n  acme: [tokens/acme.yaml]\n  broken: [tokens/acme.yaml, tokens/broken.yaml]\n",
      to: "chamfer.yml")
    let run = try chamfer("build")
    #expect(run.status == 1)
    #expect(run.stderr.contains("tokens/broken.yaml:2:17: error:"), "\(run.stderr)")
    #expect(!chamfer.exists("build/chamfer"), "nothing is written when any theme has errors")
  }

  /// What build tools such as the SwiftPM plugin use: one target's one file, at a path
  /// that does not depend on the theme's name.
  @Test func outputFileWritesOneFileWhereAsked() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.base, to: "acme.yaml")
    let run = try chamfer("build", "acme.yaml", "--target", "swift", "--output-file", "gen/Acme.chamfer.swift")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "wrote gen/Acme.chamfer.swift\n")
    #expect(chamfer.files(under: ".") == ["acme.yaml", "gen/Acme.chamfer.swift"], "no folder per target, no manifest")
    let swift = String(decoding: try chamfer.read("gen/Acme.chamfer.swift"), as: UTF8.self)
    #expect(swift.contains("public enum AcmeShapes"))
    let again = try chamfer("build", "acme.yaml", "--target", "swift", "--output-file", "gen/Acme.chamfer.swift")
    #expect(again.stdout == "gen/Acme.chamfer.swift is unchanged\n")
    let two = try chamfer("build", "acme.yaml", "--target", "dtcg", "--output-file", "x.json")
    #expect(two.status == 64)
    #expect(two.stderr.contains("the dtcg target writes 2 files"), "\(two.stderr)")
    let none = try chamfer("build", "acme.yaml", "--output-file", "x.swift")
    #expect(none.status == 64)
    #expect(none.stderr.contains("--output-file needs exactly one --target"), "\(none.stderr)")
  }

  @Test func initWritesAStarterThatBuildsCleanly() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let run = try chamfer("init", "--name", "Harbor")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(chamfer.exists("chamfer.yml") && chamfer.exists("tokens/harbor.yaml"))
    let lint = try chamfer("lint", "--strict")
    #expect(lint.status == 0, "\(lint.stderr)")
    let build = try chamfer("build")
    #expect(build.status == 0, "\(build.stderr)")
    #expect(chamfer.exists("build/chamfer/swift/HarborShapes.swift"))
    let twice = try chamfer("init")
    #expect(twice.status == 64)
    #expect(twice.stderr.contains("chamfer.yml already exists; pass --force to replace"), "\(twice.stderr)")
    let forced = try chamfer("init", "--force")
    #expect(forced.status == 0)
  }

  @Test func watchBuildsAgainOnEveryChangeUntilInterrupted() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("chamfer: 1\nname: Watched\nextends: base.yaml\ncomponents: { card: { shape: medium } }\n", to: "theme.yaml")
    try chamfer.write("chamfer: 1\nscale: { medium: 8 }\n", to: "base.yaml")
    let watcher = try chamfer.start("build", "theme.yaml", "--target", "css", "--watch", "--out", "out")
    var stopped = false
    defer { if !stopped { _ = try? watcher.interrupt() } }
    let css = "out/css/watched-shapes.css"
    func built(_ radius: String) -> Bool {
      (try? chamfer.read(css)).map { String(decoding: $0, as: UTF8.self).contains("--watched-scale-medium-radius: \(radius)") } ?? false
    }
    #expect(watcher.waitFor { built("8px") && watcher.printed.contains("watching") }, "\(watcher.printed)")

    // A file the theme extends is an input too.
    try chamfer.write("chamfer: 1\nscale: { medium: 12 }\n", to: "base.yaml")
    #expect(watcher.waitFor { built("12px") }, "\(watcher.printed)")

    // An error is reported and the watcher keeps going; the output stays as it was.
    try chamfer.write("chamfer: 1\nscale: { medium: -1 }\n", to: "base.yaml")
    #expect(watcher.waitFor { watcher.printed.contains("build failed; waiting for a change") }, "\(watcher.printed)")
    #expect(watcher.printed.contains("base.yaml:2:18: error:"), "\(watcher.printed)")
    #expect(built("12px"))
    try chamfer.write("chamfer: 1\nscale: { medium: 6 }\n", to: "base.yaml")
    #expect(watcher.waitFor { built("6px") }, "\(watcher.printed)")

    let status = try watcher.interrupt()
    stopped = true
    #expect(status == 0, "\(watcher.printed)")
    #expect(watcher.printed.contains("stopped watching"))
  }

  /// Every edit rebuilds, wherever its byte is: Foundation's `Data` hashes only its
  /// first 80 bytes, so a watcher comparing hashes missed `small: 4` → `small: 6` in
  /// all but the smallest files.
  @Test func watchSeesAnEditOfOneByteAnywhereInAnInput() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    // Each file long enough for every offset; the tail is a comment of letters.
    let pad = String(repeating: "a", count: 10_200)
    let files = [
      "theme.yaml": "chamfer: 1\nname: Watched\nextends: base.yaml\n# \(pad)\n",
      "base.yaml": "chamfer: 1\nscale: { medium: 8 }\n# \(pad)\n",
      "tpl/mine/out.txt.mustache": "{{name}}\n\(pad)\n",
    ]
    for (path, text) in files { try chamfer.write(text, to: path) }
    let watcher = try chamfer.start("build", "theme.yaml", "--templates", "tpl", "--target", "mine", "--watch", "--out", "out")
    defer { _ = try? watcher.interrupt() }
    #expect(watcher.waitFor { watcher.printed.contains("watching") }, "\(watcher.printed)")
    var rebuilds = 0
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      var bytes = Array(text.utf8)
      for offset in [0, 79, 80, 150, 10_000] {
        // One byte changed and then put back, the length kept both times.
        let original = bytes[offset]
        for byte in [original == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x"), original] {
          bytes[offset] = byte
          try chamfer.write(String(decoding: bytes, as: UTF8.self), to: path)
          rebuilds += 1
          let seen = watcher.waitFor(seconds: 10) {
            watcher.printed.components(separatedBy: "building again").count - 1 >= rebuilds
          }
          #expect(seen, "no rebuild after byte \(offset) of \(path) changed")
          if !seen { return }
        }
      }
    }
  }
}
