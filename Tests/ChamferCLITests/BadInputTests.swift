import Foundation
import Testing
import TestSupport

/// Issue 5, malformed and hostile input: every theme in `BadInputs/` must make
/// `chamfer build` fail the way a compiler does.
///
/// For each case listed in `BadInputs/expected.tsv` the build must exit with status 1
/// without crashing, print `file:line:column: error: message [rule-id]` for the listed
/// rule at the listed place, and write nothing. The list and the folder must agree: a
/// file without a line, or a line without a file, fails `listMatchesFolder`.
@Suite struct BadInputTests {
  /// One line of `expected.tsv`.
  struct Case: Sendable, CustomTestStringConvertible {
    /// Relative to `BadInputs/`: a theme file, or a folder holding `theme.yaml`.
    var path: String
    var isFolder: Bool
    var rule: String
    /// The file the diagnostic must name, as printed: relative to the working folder.
    var file: String
    var line: Int
    var column: Int
    /// Why Chamfer gets this case wrong today, for cases marked `bug:`.
    var bug: String?
    /// The line of `expected.tsv` this case came from, for messages.
    var listLine: Int

    /// The theme argument given to `chamfer build`.
    var theme: String { isFolder ? "\(path)/theme.yaml" : path }
    var testDescription: String { path }
  }

  /// The cases, and every way the list and the folder disagree.
  struct Listing: Sendable {
    var cases: [Case] = []
    var problems: [String] = []
  }

  static let folder = packageRoot.appendingPathComponent("Tests/ChamferCLITests/BadInputs")
  static let listName = "expected.tsv"
  static let listing = readListing()

  /// Reads `expected.tsv`; never throws, so a broken list fails `listMatchesFolder`
  /// instead of hiding every case.
  static func readListing() -> Listing {
    var listing = Listing()
    let text: String
    do {
      text = try String(contentsOf: folder.appendingPathComponent(listName), encoding: .utf8)
    } catch {
      listing.problems.append("cannot read \(listName): \(error)")
      return listing
    }
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3 || (fields.count == 4 && fields[3].hasPrefix("bug:")) else {
        listing.problems.append("\(listName):\(number): expected path, rule-id and line:column separated by tabs, and optionally 'bug: ...'")
        continue
      }
      let (path, rule) = (fields[0], fields[1])
      guard rule.contains("/") else {
        listing.problems.append("\(listName):\(number): '\(rule)' is not a rule id such as load/syntax")
        continue
      }
      // line:column, or file:line:column for a diagnostic in another file of a folder case.
      var parts = fields[2].split(separator: ":").map(String.init)
      guard parts.count >= 2, let column = Int(parts.removeLast()), let lineNumber = Int(parts.removeLast())
      else {
        listing.problems.append("\(listName):\(number): '\(fields[2])' is not line:column")
        continue
      }
      let other = parts.joined(separator: ":")
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
      var entry = Case(
        path: path, isFolder: isFolder.boolValue, rule: rule, file: path, line: lineNumber,
        column: column,
        bug: fields.count == 4 ? String(fields[3].dropFirst("bug:".count)).trimmingCharacters(in: .whitespaces) : nil,
        listLine: number)
      if entry.isFolder {
        entry.file = "\(path)/\(other.isEmpty ? "theme.yaml" : other)"
      } else if !other.isEmpty {
        listing.problems.append("\(listName):\(number): only a folder case can name another file")
      }
      if listing.cases.contains(where: { $0.path == path }) {
        listing.problems.append("\(listName):\(number): '\(path)' is listed twice")
      }
      listing.cases.append(entry)
    }

    let onDisk = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let listed = Set(listing.cases.map(\.path))
    for name in onDisk.sorted() where name != listName && !listed.contains(name) {
      listing.problems.append("BadInputs/\(name) has no line in \(listName)")
    }
    for entry in listing.cases where !onDisk.contains(entry.path) {
      listing.problems.append("\(listName):\(entry.listLine): there is no BadInputs/\(entry.path)")
    }
    for entry in listing.cases where entry.isFolder {
      let theme = folder.appendingPathComponent(entry.theme).path
      if !FileManager.default.fileExists(atPath: theme) {
        listing.problems.append("\(listName):\(entry.listLine): the folder case has no theme.yaml")
      }
    }
    return listing
  }

  @Test func listMatchesFolder() {
    #expect(Self.listing.problems.isEmpty, "\(Self.listing.problems.joined(separator: "\n"))")
    #expect(Self.listing.cases.count >= 60, "the corpus should hold at least 60 cases")
  }

  // A guard against a case that never ends, far above the second each takes.
  @Test(.timeLimit(.minutes(10)), arguments: listing.cases)
  func buildFailsCleanly(_ entry: Case) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    // Copied into the working folder and named relatively, so messages print the
    // same path on every machine.
    try FileManager.default.copyItem(
      at: Self.folder.appendingPathComponent(entry.path), to: chamfer.url(entry.path))
    let run = try chamfer("build", entry.theme, "--out", "out")

    // A crash is never an expected failure, even in a case marked as a bug.
    #expect(run.status < 128, "chamfer was killed by a signal\n\(run)")
    #expect(!run.stderr.contains("Fatal error"), "\(run)")

    let expectations = {
      #expect(run.status == 1, "\(run)")
      #expect(!chamfer.exists("out"), "wrote \(chamfer.files(under: "out")) despite the error")
      let prefix = "\(entry.file):\(entry.line):\(entry.column): error: "
      let suffix = " [\(entry.rule)]"
      let reported = run.stderr.split(separator: "\n").contains { line in
        line.hasPrefix(prefix) && line.hasSuffix(suffix) && line.count > prefix.count + suffix.count
      }
      #expect(reported, "expected a line '\(prefix)... \(suffix)' on stderr\n\(run)")
    }
    if let bug = entry.bug {
      withKnownIssue(Comment(rawValue: bug)) { expectations() }
    } else {
      expectations()
    }
  }

  /// Findings besides the listed error that are causes of their own, not follow-on
  /// noise, by case: an empty object lacks both its version and its name; a circular
  /// corner of a continuous shape leaves its other three corners continuous.
  static let independentFindings: [String: Set<String>] = [
    "json-empty-object.json": ["load/missing-name"],
    "structure-smoothing-on-circular-corner.yaml": ["lint/android-continuous-curve", "lint/compose-continuous-curve"],
  ]

  /// One mistake, one report: lint finds the listed root cause and nothing it brought
  /// along (an unused metric the broken reference meant, a scale out of order because a
  /// metric is in a cycle, a platform note on a shape whose definition is wrong).
  @Test(arguments: listing.cases)
  func lintReportsTheRootCauseAlone(_ entry: Case) throws {
    guard entry.bug == nil else { return }
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try FileManager.default.copyItem(
      at: Self.folder.appendingPathComponent(entry.path), to: chamfer.url(entry.path))
    let run = try chamfer("lint", entry.theme, "--format", "json")
    struct Report: Decodable {
      struct Finding: Decodable {
        var id: String
        var line: Int?
        var column: Int?
      }
      var diagnostics: [Finding]
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
    let others = report.diagnostics.filter { !($0.id == entry.rule && $0.line == entry.line && $0.column == entry.column) }
    let allowed = Self.independentFindings[entry.path] ?? []
    let noise = others.filter { !allowed.contains($0.id) }
    #expect(noise.isEmpty, "\(entry.path): besides \(entry.rule), \(noise.map(\.id))\n\(run.stdout)")
  }

  /// The follow-on findings users met: a reference cycle brought three `scale-order`
  /// warnings, `{scale.xsm}` that `xs` is not used, `shape: large` that `lg` is not.
  @Test(arguments: [
    ("scale:\n  xs: 2\n  sm: \"{scale.md}\"\n  md: \"{scale.sm}\"\n  lg: 16\ncomponents:\n  a: { shape: xs }\n  b: { shape: sm }\n  c: { shape: md }\n  d: { shape: lg }\n", "resolve/reference-cycle"),
    ("scale:\n  xs: 2\n  sm: 4\ncomponents:\n  a: { shape: \"{scale.xsm}\" }\n  b: { shape: sm }\n", "resolve/unknown-reference"),
    ("scale:\n  sm: 4\n  lg: 16\ncomponents:\n  a: { shape: large }\n  b: { shape: sm }\n", "resolve/unknown-metric"),
  ])
  func anErrorBringsNoWarningsAlong(_ body: String, _ rule: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write("chamfer: 1\nname: A\n" + body, to: "theme.yaml")
    let run = try chamfer("lint", "theme.yaml")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("[\(rule)]"), "\(run.stderr)")
    #expect(!run.stderr.contains(": warning: ") && !run.stderr.contains("[lint/"), "\(run.stderr)")
  }

  /// The theme of a folder case, named on the command line as `./CASE/theme.yaml`,
  /// must be recognised when a layer extends it again: one cycle, reported once, in
  /// the file that closes it.
  @Test func extendsCycleIsFoundWhenTheThemeIsNamedWithDotSlash() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try FileManager.default.copyItem(
      at: Self.folder.appendingPathComponent("extends-cycle"), to: chamfer.url("extends-cycle"))
    let run = try chamfer("build", "./extends-cycle/theme.yaml", "--out", "out")
    #expect(run.status == 1, "\(run)")
    #expect(!chamfer.exists("out"))
    let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 1, "\(run)")
    #expect(
      errors.first?.hasPrefix("extends-cycle/base.yaml:2:10: error: ") == true
        && errors.first?.hasSuffix(" [load/extends-cycle]") == true,
      "\(run)")
    #expect(run.stderr.contains("1 error, 0 warnings in 2 files"), "\(run)")
  }

  /// Reserved words of the generated languages are valid theme names: Chamfer escapes
  /// them instead of rejecting them, so they are no error case. The generated Swift and
  /// Dart must use the escaped forms and still compile or parse.
  @Test func reservedWordsAsNamesBuildWithEscapedIdentifiers() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(
      """
      chamfer: 1
      name: Keywords
      scale:
        small: 4
        medium: 8
      components:
        class: { shape: small }
        default: { shape: medium }
        fun: { shape: small }
        switch:
          shape: small
          variants:
            in: { size: 2 }
            return: { shape: medium }

      """, to: "keywords.yaml")
    let run = try chamfer("build", "keywords.yaml", "--out", "out")
    #expect(run.status == 0, "\(run)")
    #expect(!run.stderr.contains("error:"), "\(run)")

    let swiftPath = chamfer.url("out/swift/KeywordsShapes.swift").path
    let swift = try String(contentsOfFile: swiftPath, encoding: .utf8)
    for escaped in ["`class`", "`default`", "`switch`", "`in`", "`return`"] {
      #expect(swift.contains("public static let \(escaped) ="), "no '\(escaped)' member in the Swift output")
    }
    // 'fun' is a Kotlin keyword, not a Swift or Dart one: it stays as it is.
    #expect(swift.contains("public static let fun ="))
    let compiled = try Spawn.capture(
      "swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", swiftPath])
    #expect(compiled.status == 0, "swiftc rejected the Swift output:\n\(compiled.stderr)\(compiled.stdout)")

    let dartPath = chamfer.url("out/flutter/lib/keywords_shapes.dart").path
    let dart = try String(contentsOfFile: dartPath, encoding: .utf8)
    for escaped in ["class_", "default_", "switch_"] {
      #expect(dart.contains("static const OutlinedBorder \(escaped) ="), "no '\(escaped)' in the Dart output")
    }
    #expect(dart.contains("static const OutlinedBorder fun ="))
    Validator.check("check_dart.py", [dartPath])
  }
}
