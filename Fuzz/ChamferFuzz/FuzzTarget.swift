@_spi(Testing) import ChamferEmitters
import ChamferKit

// A libFuzzer target over every kind of input Chamfer reads. The first byte of an input
// picks its kind when it is one of the `InputKind` bytes (0x01…0x08, which no text file
// starts with); any other input is a theme, so a corpus of plain themes stays one.
// A theme goes the whole way: read, validate, resolve, report, render every bundled
// target and lay out every shape. scripts/fuzz.sh builds it with
// `-sanitize=fuzzer -D CHAMFER_FUZZ`, where libFuzzer provides `main`; an ordinary
// `swift build` gets a stub that says how to run it.

/// Loaded once: reading the templates for every input would drown the fuzzer.
let targets = (try? OutputTarget.bundled()) ?? []

/// A small theme with one of each kind of shape, resolved once, for the template inputs.
let templateTheme: ResolvedTheme? = {
  let text = """
    chamfer: 1
    name: Fuzz
    description: "A theme with \\"quotes\\", {{braces}} and <tags>"
    scale: { none: 0, small: 4, medium: { size: 8, family: cut }, full: full }
    categories: { small: small, large: { shape: medium, corners: [topLeft, topRight] } }
    components:
      button: { category: small, variants: { pressed: { size: 2 } } }
      card: { shape: medium, edges: { top: { arrow: { width: 12, height: 6 } } }, description: a card }
      chip: { shape: full, curve: continuous, smoothing: 0.6 }
    """
  return Pipeline.check([ThemeSource(path: "fuzz-theme.yaml", text: text)]).theme
}()

/// What the first byte of an input makes of the rest.
enum InputKind: UInt8 {
  /// `chamfer.yml`.
  case config = 1
  /// A DTCG resolver; every file it names is the input again.
  case resolver = 2
  /// A Tokens Studio `$themes.json`; every set it names is the input again.
  case themesFile = 3
  /// A token file (DTCG, Style Dictionary, Tokens Studio, Theo) read as a layer.
  case tokens = 4
  /// Templates: a file template and two partials, `a` and `b`, cut at NUL bytes,
  /// rendered with a small theme.
  case templates = 5
  /// A text report quoting the input at places its bytes choose.
  case report = 6
  /// A theme read from a JSON file.
  case jsonTheme = 7
  /// An output folder's `.chamfer-manifest`.
  case manifest = 8
  /// An import `--mapping` file and a token file, cut at a NUL byte, imported together:
  /// the mapping's wildcards are matched against every token path.
  case mapping = 9
}

/// Runs one input through Chamfer. Anything it finds is a crash, a hang or a leak of
/// memory past libFuzzer's limits; Chamfer itself must never trap.
func exercise(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard let first = bytes.first, let kind = InputKind(rawValue: first) else {
    return exerciseTheme(String(decoding: bytes, as: UTF8.self), file: "fuzz.yaml")
  }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  switch kind {
  case .config:
    _ = ChamferConfig.read(text, path: "chamfer.yml")
  case .resolver:
    var importer = TokenImporter(file: "fuzz.resolver.json")
    for (_, theme) in importer.themes(fromResolver: text, provider: { _ in text }) {
      _ = Pipeline.check([ThemeSource(path: "imported.yaml", text: theme)])
    }
  case .themesFile:
    var importer = TokenImporter(file: "$themes.json")
    for (_, theme) in importer.themes(fromThemesFile: text, provider: { _ in text }) {
      _ = Pipeline.check([ThemeSource(path: "imported.yaml", text: theme)])
    }
  case .tokens:
    for file in ["fuzz.tokens.json", "fuzz.json5", "fuzz.yaml"] {
      guard case .imported(let source?, _) = TokenImporter.read(layer: file, text: text, provider: { _ in text })
      else { continue }
      expectFastReading(source.text, file: source.path)
      let result = Pipeline.check([source])
      _ = TerminalReporter.report(result.diagnostics, sources: result.sources, files: 1, color: false)
    }
  case .templates:
    let parts = text.split(separator: "\u{0}", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    let partials = zip(["a", "b"], parts.dropFirst()).map { (name: $0, text: $1) }
    guard let theme = templateTheme else { return }
    // The name check walks what rendering walks; it must end, and not crash, either way.
    _ = try? OutputTarget.fromTexts(
      id: "fuzz", files: [(outputPath: "out.txt", text: parts[0])], partials: partials, checkingNames: true)
    guard
      let target = try? OutputTarget.fromTexts(
        id: "fuzz", files: [(outputPath: "out.txt", text: parts[0])], partials: partials)
    else { return }
    _ = target.render(theme)
  case .report:
    exerciseReport(Array(bytes.dropFirst()), text: text)
  case .jsonTheme:
    exerciseTheme(text, file: "fuzz.json")
  case .manifest:
    exerciseManifest(text)
  case .mapping:
    let parts = text.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, case (let mapping?, _) = ImportMapping.read(parts[0], path: "mapping.yaml") else { return }
    var importer = TokenImporter(file: "fuzz.tokens.json")
    importer.mapping = mapping
    guard let theme = importer.theme(fromFiles: [("fuzz.tokens.json", parts[1])], name: "Fuzz", provider: { _ in parts[1] })
    else { return }
    _ = Pipeline.check([ThemeSource(path: "imported.yaml", text: theme)])
  }
}

/// An output folder's manifest: every entry it yields must be a plain path inside the
/// folder, whatever the lines say, and read back the same once written.
func exerciseManifest(_ text: String) {
  let manifest = OutputManifest.read(text, file: "out/.chamfer-manifest")
  for entry in manifest.entries {
    precondition(OutputPath.problem(entry.path) == nil, "the manifest yielded '\(entry.path)'")
  }
  precondition(OutputManifest.read(OutputManifest.text(manifest.entries), file: "m").entries.map(\.path).sorted()
    == manifest.entries.map(\.path).sorted(), "a manifest written from the entries reads back differently")
}

/// The fast readers read `text` as Yams does: the tree and the diagnostics, worded the same.
func expectFastReading(_ text: String, file: String) {
  let reading = YAMLReader().readBothWays(text, file: file)
  precondition(reading.fast == reading.slow, "the fast reader of \(file) disagrees with Yams:\n\(reading.fast)\n---\n\(reading.slow)")
}

/// A theme the whole way through.
func exerciseTheme(_ text: String, file: String) {
  // The fast readers must read every input as Yams does, as YAML and as JSON; and as
  // the slow path runs twice when they give up, this also checks that it words its
  // diagnostics the same every time.
  for file in ["fuzz.yaml", "fuzz.json"] { expectFastReading(text, file: file) }
  // A theme's shapes are counted while it is read: the fast readers must stop where the
  // count over the whole tree passes the limit, and nowhere else.
  if case (let whole?, let found) = YAMLReader().read(text, file: "fuzz.yaml"), found.isEmpty {
    var tally = ShapeTally(limit: 3)
    tally.count(whole)
    var counting = YAMLReader()
    counting.shapeLimit = Pipeline.ShapeLimit(count: 3, id: "load/too-many-shapes", says: "up to 3")
    let (root, problems) = counting.read(text, file: "fuzz.yaml")
    // Where the fast reader gives up, Yams reads the whole file and the decoder counts.
    let readWhole = root?.structureDescription == whole.structureDescription && problems.isEmpty
    if let passed = tally.passedAt {
      precondition(readWhole || root == nil && problems.first?.location == passed, "the reader stopped elsewhere: \(problems)")
    } else {
      precondition(readWhole, "counting shapes changed what was read: \(problems)")
    }
  }
  let layers = [ThemeSource(path: file, text: text)]
  // The input may extend itself or a second file; both come from the same bytes.
  let result = Pipeline.check(layers, provider: { $0 == "other.yaml" ? text : nil })
  _ = TerminalReporter.report(result.diagnostics, sources: result.sources, files: 1, color: false)
  _ = SARIFReporter.report(result.diagnostics, sources: result.sources, files: 1, color: false)
  guard let theme = result.theme else { return }
  _ = theme.json(provenance: true).serialized()
  for target in targets { _ = target.render(theme) }
  for shape in theme.components.map(\.shape) + theme.scale.map(\.shape) {
    let geometry = ShapeGeometry(shape, width: 120, height: 48)
    _ = geometry.area
    _ = geometry.svgPathData
    _ = geometry.contains(Point(1, 1))
    _ = shape.contentInsets
  }
}

/// The text report of diagnostics at places the first bytes choose, in the rest as a
/// file: every quoted line stays within its width, with one caret under it.
func exerciseReport(_ bytes: [UInt8], text: String) {
  let places = bytes.prefix(8)
  let source = String(decoding: bytes.dropFirst(places.count), as: UTF8.self)
  var diagnostics: [Diagnostic] = []
  for index in stride(from: 0, to: places.count - 1, by: 2) {
    let line = Int(places[places.startIndex + index]) % 8 + 1
    let column = Int(places[places.startIndex + index + 1]) * 40 + 1
    diagnostics.append(Diagnostic("load/syntax", .error, "here", at: FileLocation(file: "f.json", line: line, column: column)))
  }
  let report = TerminalReporter.report(diagnostics, sources: ["f.json": source], files: 1, color: false)
  let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
  for (index, line) in lines.enumerated() where line.hasPrefix("f.json:") && line.contains(": error: ") {
    guard index + 2 < lines.count, lines[index + 2].hasSuffix("^") else { continue }
    precondition(
      lines[index + 1].unicodeScalars.count <= 4 + Limits.quotedLineWidth + 2,
      "a quoted line is wider than the window:\n\(lines[index + 1])")
    precondition(
      lines[index + 2].unicodeScalars.count <= lines[index + 1].unicodeScalars.count + 1,
      "the caret is past the end of its line:\n\(lines[index + 1])\n\(lines[index + 2])")
  }
}

#if CHAMFER_FUZZ
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    exercise(UnsafeBufferPointer(start: data, count: size))
    return 0
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// SwiftPM links an executable's entry point under this name; hand control to
  /// libFuzzer's driver from it.
  @_cdecl("ChamferFuzz_main")
  public func chamferFuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
  }
#else
  @main
  enum ChamferFuzz {
    static func main() {
      print("Build and run the fuzzer with scripts/fuzz.sh (it needs -sanitize=fuzzer).")
    }
  }
#endif
