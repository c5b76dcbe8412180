import ChamferEmitters
@_spi(Testing) import ChamferKit

// A libFuzzer target over the whole path a theme takes: read, validate, resolve, report,
// render every bundled target and lay out every shape. scripts/fuzz.sh builds it with
// `-sanitize=fuzzer -D CHAMFER_FUZZ`, where libFuzzer provides `main`; an ordinary
// `swift build` gets a stub that says how to run it.

/// Loaded once: reading the templates for every input would drown the fuzzer.
let targets = (try? OutputTarget.bundled()) ?? []

/// Runs one input through Chamfer. Anything it finds is a crash, a hang or a leak of
/// memory past libFuzzer's limits; Chamfer itself must never trap.
func exercise(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  // The fast readers must read every input as Yams does, as YAML and as JSON; and as
  // the slow path runs twice when they give up, this also checks that it words its
  // diagnostics the same every time.
  for file in ["fuzz.yaml", "fuzz.json"] {
    let reading = YAMLReader().readBothWays(text, file: file)
    precondition(
      reading.fast == reading.slow, "the fast reader of \(file) disagrees with Yams:\n\(reading.fast)\n---\n\(reading.slow)")
  }
  // Large files are read in parts at once where they can be cut; cut this one into up to
  // eight parts, however small it is.
  var inParts = YAMLReader()
  inParts.partsAbove = 0
  inParts.partCount = 8
  let parted = inParts.readBothWays(text, file: "fuzz.yaml")
  precondition(parted.fast == parted.slow, "the YAML read in parts disagrees with Yams:\n\(parted.fast)\n---\n\(parted.slow)")
  // The same bytes as an output folder's manifest: every entry it yields must be a
  // plain path inside the folder, whatever the lines say.
  let manifest = OutputManifest.read(text, file: "out/.chamfer-manifest")
  for entry in manifest.entries {
    precondition(OutputPath.problem(entry.path) == nil, "the manifest yielded '\(entry.path)'")
  }
  precondition(OutputManifest.read(OutputManifest.text(manifest.entries), file: "m").entries.map(\.path).sorted()
    == manifest.entries.map(\.path).sorted(), "a manifest written from the entries reads back differently")
  let layers = [ThemeSource(path: "fuzz.yaml", text: text)]
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
