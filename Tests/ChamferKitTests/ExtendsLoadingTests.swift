import ChamferKit
import Synchronization
import Testing

/// How `extends` is followed: each file once, a bounded chain, and one error for a
/// file that cannot or may not be read.
@Suite struct ExtendsLoadingTests {
  /// Counts what the provider is asked for.
  final class Reads: Sendable {
    let paths = Mutex<[String]>([])
    func record(_ path: String) { paths.withLock { $0.append(path) } }
    var all: [String] { paths.withLock { $0 } }
  }

  static let top = "chamfer: 1\nname: Acme\nextends: [f1.yaml, f1.yaml]\ncomponents:\n  button: { shape: small }\n"

  @Test func aDiamondReadsEachFileOnce() {
    // f0 extends f1 twice, f1 extends f2 twice, and so on: 2^20 paths, 20 files.
    var files: [String: String] = ["f20.yaml": "chamfer: 1\nscale: { small: 4 }\n"]
    for index in 1..<20 { files["f\(index).yaml"] = "chamfer: 1\nextends: [f\(index + 1).yaml, f\(index + 1).yaml]\n" }
    let reads = Reads()
    let result = Pipeline.check(
      [ThemeSource(path: "f0.yaml", text: Self.top)],
      provider: { [files] path in
        reads.record(path)
        return files[path]
      })
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.theme != nil)
    #expect(reads.all.sorted() == files.keys.sorted(), "\(reads.all.count) reads")
  }

  @Test func aLongChainIsOneErrorWhereItLeavesTheLayer() {
    var files: [String: String] = [:]
    for index in 1..<5_000 { files["c\(index).yaml"] = "chamfer: 1\nextends: c\(index + 1).yaml\n" }
    let result = Pipeline.check(
      [ThemeSource(path: "c0.yaml", text: "chamfer: 1\nname: Acme\nextends: c1.yaml\n")],
      provider: { [files] in files[$0] })
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id) == ["load/extends-too-deep"], "\(errors)")
    #expect(errors.first?.location == FileLocation(file: "c0.yaml", line: 3, column: 10))
    #expect(errors.first?.notes.first?.location == FileLocation(file: "c63.yaml", line: 2, column: 10))
    #expect(errors.first?.message.contains("64") == true)
  }

  @Test func aRefusedFileIsOneErrorAtTheName() {
    let result = Pipeline.check(
      [ThemeSource(path: "theme.yaml", text: Self.top.replacingOccurrences(of: "[f1.yaml, f1.yaml]", with: "/etc/shadow"))],
      provider: { path throws(SourceRefusal) in
        throw SourceRefusal(.outsideRoot, "is outside the project root '/p'", hint: "pass --root")
      })
    #expect(result.diagnostics.map(\.id) == ["load/outside-root"], "\(result.diagnostics)")
    #expect(result.diagnostics.first?.location == FileLocation(file: "theme.yaml", line: 3, column: 10))
    #expect(result.diagnostics.first?.message == "'/etc/shadow' is outside the project root '/p'")
    #expect(result.sources.keys.sorted() == ["theme.yaml"])
  }

  @Test(arguments: ["root:x:0:0:root:/root:/bin/bash\nbin:x:1:1::/:\n", "\u{0}\u{1}PNG", "- a\n- b\n", "   \n"])
  func aFileThatIsNoThemeIsNeitherParsedIntoErrorsNorQuoted(_ text: String) {
    let result = Pipeline.check(
      [ThemeSource(path: "theme.yaml", text: Self.top.replacingOccurrences(of: "[f1.yaml, f1.yaml]", with: "other"))],
      provider: { $0 == "other" ? text : nil })
    #expect(result.diagnostics.map(\.id) == ["load/not-a-theme"], "\(result.diagnostics)")
    #expect(result.diagnostics.first?.location == FileLocation(file: "theme.yaml", line: 3, column: 10))
    #expect(result.sources["other"] == nil, "its text would be quoted")
  }

  @Test func nestingPastTheLimitIsTooDeepInJSONAndPastTheParsersOwnLimit() {
    let json = "{\"chamfer\": 1, \"a\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
    let (_, jsonProblems) = YAMLReader().read(json, file: "deep.json")
    #expect(jsonProblems.map(\.id) == ["load/too-deep"], "\(jsonProblems)")
    #expect(jsonProblems.first?.location == FileLocation(file: "deep.json", line: 1, column: 21 + 64))

    let yaml = "chamfer: 1\na: " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "\n"
    let (_, yamlProblems) = YAMLReader().read(yaml, file: "deep.yaml")
    #expect(yamlProblems.map(\.id) == ["load/too-deep"], "\(yamlProblems)")
    #expect(yamlProblems.first.map { !$0.message.contains("yaml_") } == true, "\(yamlProblems)")
  }
}
