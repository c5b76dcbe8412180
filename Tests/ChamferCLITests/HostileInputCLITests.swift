import Foundation
import TestSupport
import Testing

/// Commands given inputs that ask for far more work than any design system needs end
/// with one located error and write nothing.
@Suite struct HostileInputCLITests {
  static let theme = "chamfer: 1\nname: Small\nscale: { small: 4 }\ncomponents:\n  button: { shape: small }\n"

  /// Writes `count` one-line templates into `templates/NAME`, each writing a file,
  /// with one shell: a write from Foundation here takes milliseconds each.
  static func manyTemplates(_ chamfer: Chamfer, _ name: String, count: Int) throws {
    let folder = chamfer.url("templates/\(name)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let written = try Spawn.run(
      "/bin/sh", ["-c", "i=1; while [ $i -le \(count) ]; do echo '{{name}}' > f$i.txt.mustache; i=$((i+1)); done"],
      in: folder.path, environment: ProcessInfo.processInfo.environment, stdout: "/dev/null", stderr: "/dev/null")
    #expect(written == 0)
  }

  /// Eleven themes through a target of 1,000 templates: more files than one build writes.
  @Test func aBuildWritesAtMostSoManyFiles() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    try Self.manyTemplates(chamfer, "many", count: 1_000)
    let themes = (1...11).map { "  t\($0): [theme.yaml]\n" }.joined()
    try chamfer.write("version: 1\nout: out\ntemplates: templates\ntargets: [many]\nthemes:\n\(themes)", to: "chamfer.yml")
    let run = try chamfer("build")
    #expect(run.status == 1, "\(run.stdout)")
    #expect(run.stderr.contains("error: this build would write 11,000 files"), "\(run.stderr)")
    #expect(run.stderr.contains("[build/too-many-files]"))
    #expect(!chamfer.exists("out"))
  }

  /// A target of 1,001 templates is refused while its folder is read.
  @Test func aTargetHasAtMostSoManyTemplates() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    try Self.manyTemplates(chamfer, "many", count: 1_001)
    let run = try chamfer("build", "theme.yaml", "--templates", "templates", "--target", "many", "--out", "out")
    #expect(run.status == 1, "\(run.stdout)")
    #expect(run.stderr.contains(": error: the target has more than 1,000 templates [template/too-large]"), "\(run.stderr)")
    #expect(!chamfer.exists("out"))
  }

  /// Templates whose text repeats without end for a small theme: partials that include
  /// the next from two sections (2^40 times), and sections nested over the components.
  /// Each stops at the render limit, with one error and nothing written, also through
  /// `--output-file`.
  @Test(arguments: [
    (
      (0..<40).map { ("_p\($0).mustache", "{{#scale}}{{> p\($0 + 1)}}{{/scale}}{{#categories}}{{> p\($0 + 1)}}{{/categories}}") }
        + [("_p40.mustache", "{{name}}"), ("out.txt.mustache", "{{> p0}}\n")],
      "templates/deep/_p"
    ),
    (
      [("out.txt.mustache", "{{#components}}{{#components}}{{#components}}{{#components}}{{name}}\n"
        + "{{/components}}{{/components}}{{/components}}{{/components}}")],
      "templates/deep/out.txt.mustache:1:"
    ),
  ])
  func textThatRepeatsWithoutEndStopsAtTheRenderLimit(_ files: [(String, String)], _ place: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let components = (0..<300).map { "  c\($0): 4" }.joined(separator: "\n")
    try chamfer.write(
      "chamfer: 1\nname: Small\nscale: { small: 4 }\ncategories: { small: small }\ncomponents:\n\(components)\n",
      to: "theme.yaml")
    for (name, text) in files { try chamfer.write(text, to: "templates/deep/\(name)") }
    for output in [["--out", "out"], ["--output-file", "out.txt"]] {
      let run = try chamfer(["build", "theme.yaml", "--templates", "templates", "--target", "deep"] + output)
      #expect(run.status == 1, "\(run.stdout)")
      #expect(run.stderr.hasPrefix(place), "\(run.stderr)")
      #expect(run.stderr.contains("list elements and partials for this theme [template/too-much-output]"), "\(run.stderr)")
      #expect(!chamfer.exists("out") && !chamfer.exists("out.txt"))
    }
  }

  /// `preview` draws every shape as an SVG of its own; a theme of thousands of
  /// components is refused before any is drawn.
  @Test func previewDrawsAtMostSoManyShapes() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let components = (0..<2_501).map { "  c\($0): { size: 4, variants: { pressed: 2 } }" }.joined(separator: "\n")
    try chamfer.write("chamfer: 1\nname: Many\ncomponents:\n\(components)\n", to: "theme.yaml")
    let run = try chamfer("preview", "theme.yaml", "--out", "preview")
    #expect(run.status == 1, "\(run.stdout)")
    // Located at the component where the count passes the limit.
    #expect(
      run.stderr.hasPrefix(
        "theme.yaml:2504:3: error: the theme passes its limit of shapes here "
          + "(metrics, categories, components and variants together): the preview draws up to 5,000"),
      "\(run.stderr)")
    #expect(run.stderr.contains("[preview/too-many-shapes]"))
    #expect(!chamfer.exists("preview"))
  }

  /// Makes `path` a file of `size` bytes that starts with `head`, written sparse so
  /// that it takes no room on the disk.
  static func sparse(_ chamfer: Chamfer, _ path: String, head: String, size: UInt64 = 6 << 30) throws {
    try chamfer.write(head, to: path)
    let handle = try FileHandle(forWritingTo: chamfer.url(path))
    try handle.truncate(atOffset: size)
    try handle.close()
  }

  /// Files of gigabytes are refused (a manifest, ignored) from their size, the error
  /// giving the size: a theme, a file a theme extends and a template. Before, each
  /// was read whole, which took seconds and as much memory as the file.
  @Test func filesPastTheSizeLimitAreRefusedFromTheirSize() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try Self.sparse(chamfer, "huge.yaml", head: "chamfer: 1\nname: Huge\n")
    var run = try chamfer("lint", "huge.yaml")
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix("huge.yaml:1:1: error: the file is 6144 MB; Chamfer reads input files up to 32 MB [load/too-large]"),
      "\(run.stderr)")

    try chamfer.write("chamfer: 1\nname: Small\nextends: huge.yaml\nscale: { small: 4 }\n", to: "small.yaml")
    run = try chamfer("build", "small.yaml", "--out", "out")
    #expect(run.status == 1)
    #expect(run.stderr.contains("small.yaml:3:10: error: 'huge.yaml' is 6144 MB; Chamfer reads input files up to 32 MB [load/too-large]"), "\(run.stderr)")
    #expect(!chamfer.exists("out"))

    try chamfer.write(Self.theme, to: "theme.yaml")
    try chamfer.write("{{name}}\n", to: "templates/big/out.txt.mustache")
    try Self.sparse(chamfer, "templates/big/_big.mustache", head: "{{name}}\n")
    run = try chamfer("build", "theme.yaml", "--templates", "templates", "--target", "big", "--out", "out")
    #expect(run.status == 1)
    #expect(run.stderr.contains("templates/big/_big.mustache:1:1: error: the target's templates hold more than 4 MB with this file [template/too-large]"), "\(run.stderr)")
    #expect(!chamfer.exists("out"))

    try Self.sparse(chamfer, "manifested/.chamfer-manifest", head: "x\n")
    run = try chamfer("build", "theme.yaml", "--target", "css", "--out", "manifested")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("ignored the manifest: it is 6144 MB, more than Chamfer reads (32 MB) [manifest/invalid-entry]"), "\(run.stderr)")
    #expect(chamfer.exists("manifested/css"))
  }

  /// Reading stops where the count passes the limit: a problem further down the file
  /// is never reached, so a huge theme costs no more than the part of it that was read.
  @Test func readingStopsWhereTheShapesPassTheLimit() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let components = (0..<2_501).map { "  c\($0): { size: 4, variants: { pressed: 2 } }" }.joined(separator: "\n")
    try chamfer.write("chamfer: 1\nname: Many\ncomponents:\n\(components)\n  broken: [unclosed\n", to: "theme.yaml")
    let run = try chamfer("preview", "theme.yaml", "--out", "preview")
    #expect(run.status == 1, "\(run.stdout)")
    #expect(run.stderr.hasPrefix("theme.yaml:2504:3: error: the theme passes its limit of shapes here"), "\(run.stderr)")
    #expect(!run.stderr.contains("load/syntax"), "\(run.stderr)")
  }

  /// 150 themes × 150 modes in a config of a few kilobytes.
  @Test func aConfigOfThousandsOfThemesIsRefused() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    let themes = (0..<150).map { "  t\($0): [theme.yaml]" }.joined(separator: "\n")
    let modes = (0..<150).map { "  m\($0): [theme.yaml]" }.joined(separator: "\n")
    try chamfer.write("version: 1\nout: out\nthemes:\n\(themes)\nmodes:\n\(modes)\n", to: "chamfer.yml")
    let run = try chamfer("build")
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("chamfer.yml:154:1: error: 150 themes × 151"), "\(run.stderr)")
    #expect(run.stderr.contains("[config/too-many-themes]"))
    #expect(!chamfer.exists("out"))
  }

  /// A minified theme with 10,000 mistakes on its one line: a short report, the full
  /// count, and every diagnostic in the JSON report.
  @Test func aMinifiedThemeFullOfMistakesGivesAShortReport() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let components = (0..<10_000).map { #""c\#($0)": { "size": "wide" }"# }.joined(separator: ", ")
    try chamfer.write(#"{ "chamfer": 1, "name": "Minified", "components": { \#(components) } }"#, to: "theme.json")
    let run = try chamfer("lint", "theme.json")
    #expect(run.status == 1)
    #expect(run.stderr.utf8.count < 100_000, "\(run.stderr.utf8.count) bytes")
    #expect(run.stderr.contains("theme.json: note: and 9,950 more diagnostics in this file not shown"))
    let json = try chamfer("lint", "theme.json", "--format", "json")
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect((object?["diagnostics"] as? [Any])?.count == 10_000)
  }
}
