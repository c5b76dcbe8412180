import Foundation
import TestSupport
import Testing

/// Commands given inputs that ask for far more work than any design system needs end
/// with one located error and write nothing.
@Suite struct HostileInputCLITests {
  static let theme = "chamfer: 1\nname: Small\nscale: { small: 4 }\ncomponents:\n  button: { shape: small }\n"

  /// Writes `count` one-line templates of `text` into `templates/NAME`, each writing a
  /// file, with one shell: a write from Foundation here takes milliseconds each.
  static func manyTemplates(_ chamfer: Chamfer, _ name: String, count: Int, text: String = "{{name}}") throws {
    let folder = chamfer.url("templates/\(name)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let written = try Spawn.run(
      "/bin/sh", ["-c", "i=1; while [ $i -le \(count) ]; do echo '\(text)' > f$i.txt.mustache; i=$((i+1)); done"],
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

  /// A target of 1,000 files, each going over every variant of 2,000 components,
  /// renders 6 million list elements: each file is within its own limit, but the build
  /// passes what it may render for its 6,000 shapes, and writes nothing. Twenty such
  /// files build.
  @Test func filesTimesShapesAreBudgetedAsAProduct() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      "chamfer: 1\nname: Wide\ncomponents:\n" + (0..<2_000).map { "  c\($0): { size: 2, variants: { a: 1, b: 3 } }\n" }.joined(),
      to: "theme.yaml")
    try Self.manyTemplates(chamfer, "wide", count: 1_000, text: "{{#components}}{{#variants}}{{/variants}}{{/components}}")
    let run = try chamfer("build", "theme.yaml", "--templates", "templates", "--target", "wide", "--out", "out")
    #expect(run.status == 1, "\(run.stdout)")
    #expect(
      run.stderr.contains(": error: the build's files render more than 650,000 list elements and partials in all, here"),
      "\(run.stderr)")
    #expect(run.stderr.contains("[build/too-much-rendering]"))
    #expect(!chamfer.exists("out"))
    try Self.manyTemplates(chamfer, "narrow", count: 20, text: "{{#components}}{{#variants}}{{/variants}}{{/components}}")
    let narrow = try chamfer("build", "theme.yaml", "--templates", "templates", "--target", "narrow", "--out", "out")
    #expect(narrow.status == 0, "\(narrow.stderr)")
    #expect(chamfer.files(under: "out").count >= 20)
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

  /// A layer of about 54 KB: 1,037 components with two variants each.
  static let largeLayer =
    "chamfer: 1\nname: Large\nscale: { small: 4, medium: 8, large: 16 }\ncomponents:\n"
    + (0..<1_037).map { "  c\($0): { shape: medium, variants: { a: 2, b: 6 } }\n" }.joined()

  /// 256 themes over one 54 KB layer read 13.2 MB between them: refused from the
  /// layer's size before any theme is read, by build and lint alike, at the theme
  /// that passes the budget.
  @Test func themesOverOneLargeLayerAreBudgetedAsAProduct() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.largeLayer, to: "tokens/large.yaml")
    let themes = (0..<256).map { "  t\($0): [tokens/large.yaml]" }.joined(separator: "\n")
    try chamfer.write("version: 1\nout: out\nthemes:\n\(themes)\n", to: "chamfer.yml")
    let build = try chamfer("build")
    #expect(build.status == 1)
    #expect(
      build.stderr.hasPrefix("chamfer.yml:159:3: error: the layers of the 256 themes read here, with the files they extend, come to 13.2 MB"),
      "\(build.stderr)")
    #expect(build.stderr.contains("[build/too-much-input]"))
    #expect(build.stderr.contains("1 error, 0 warnings"), "\(build.stderr)")
    #expect(!chamfer.exists("out"))
    let lint = try chamfer("lint", "--format", "json")
    #expect(lint.status == 1)
    #expect(lint.stdout.contains(#""id": "build/too-much-input""#), "\(lint.stdout)")
    // One theme is no product: it is held to its file's own limits.
    let one = try chamfer("build", "--theme", "t7", "--target", "css")
    #expect(one.status == 0, "\(one.stderr)")
  }

  /// Themes whose small layers each extend one large file are counted with what they
  /// extend, still before any theme is checked.
  @Test func themesExtendingOneLargeFileAreBudgetedBeforeTheyAreRead() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.largeLayer, to: "tokens/large.yaml")
    for index in 0..<256 {
      try chamfer.write("chamfer: 1\nname: T\(index)\nextends: [large.yaml]\n", to: "tokens/t\(index).yaml")
    }
    let themes = (0..<256).map { "  t\($0): [tokens/t\($0).yaml]" }.joined(separator: "\n")
    try chamfer.write("version: 1\nout: out\nthemes:\n\(themes)\n", to: "chamfer.yml")
    let build = try chamfer("build")
    #expect(build.status == 1)
    #expect(build.stderr.hasPrefix("chamfer.yml:159:3: error: the layers of the 256 themes read here"), "\(build.stderr)")
    #expect(build.stderr.contains("[build/too-much-input]"))
    #expect(!chamfer.exists("out"))
    // Within the budget, themes over the same file build as before.
    let fewer = (0..<8).map { "  t\($0): [tokens/t\($0).yaml]" }.joined(separator: "\n")
    try chamfer.write("version: 1\nout: out\ntargets: [css]\nthemes:\n\(fewer)\n", to: "chamfer.yml")
    let within = try chamfer("build")
    #expect(within.status == 0, "\(within.stderr)")
    #expect(chamfer.exists("out/t7/css"))
  }

  /// A 36-byte wildcard whose stars can each take any share of a long token name: the
  /// old split-by-split search ran for minutes. The import is given 20 seconds, far
  /// more than it needs, and killed after them.
  @Test func aBacktrackingWildcardEndsAtOnce() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let name = String(repeating: "a", count: 200)
    try chamfer.write(
      #"{ "radius": { "\#(name)": { "$type": "dimension", "$value": "4px" }, "\#(name)b": { "$type": "dimension", "$value": "8px" } } }"#,
      to: "tokens.json")
    try chamfer.write("scale:\n  - \"radius.\(String(repeating: "*a", count: 13))*b\"\n", to: "mapping.yaml")
    let run = try chamfer.start(["import", "tokens.json", "--mapping", "mapping.yaml", "--name", "Wild", "--output", "wild.yaml"])
    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(20)
    var ended = false
    while Date() < deadline, !ended {
      ended = waitpid(run.pid, &status, WNOHANG) == run.pid
      if !ended { usleep(50_000) }
    }
    if !ended {
      kill(run.pid, SIGKILL)
      _ = try Spawn.wait(run.pid)
    }
    #expect(ended, "still matching after 20 seconds")
    guard ended else { return }
    #expect((status >> 8) & 0xff == 0, "\(run.printed)")
    let theme = String(decoding: try chamfer.read("wild.yaml"), as: UTF8.self)
    #expect(theme.contains("\(name)b: 8"), "only the name ending in b is a metric\n\(theme)")
    #expect(!theme.contains("\(name): 4"), "\(theme)")
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
