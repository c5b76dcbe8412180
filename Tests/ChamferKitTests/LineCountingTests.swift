@testable import ChamferKit
import Testing

/// Lines end at LF, CR LF and a lone CR, as YAML 1.2 and JSON count them, in every
/// reader and in the text report that quotes the line. NEL, LS and PS (U+0085, U+2028,
/// U+2029) are ordinary characters: one inside a string moves no later location.
@Suite struct LineCountingTests {
  /// NEL, LS and PS, named so that test names can be read.
  enum Separator: String, CaseIterable, Sendable {
    case nel, ls, ps
    var scalar: Unicode.Scalar {
      switch self {
      case .nel: "\u{85}"
      case .ls: "\u{2028}"
      case .ps: "\u{2029}"
      }
    }
  }

  /// How a theme reaches its tree: each fast reader, and Yams behind each.
  enum Path: String, CaseIterable, Sendable { case fastYAML, yamsYAML, fastJSON, yamsJSON }

  /// A theme with `separator` in its description on line 3 and a bad size on line 6,
  /// `4qq`, whose unit is at column 8 (`bad: 4qq` in YAML, `"bad": "4qq"` in JSON at 9).
  static func theme(_ separator: Separator, _ path: Path) -> (file: String, text: String, column: Int) {
    let s = String(separator.scalar)
    switch path {
    // An escape is what the reader of simple YAML leaves to Yams.
    case .fastYAML: return ("t.yaml", "chamfer: 1\nname: T\ndescription: \"a\(s)b\" # c\(s)d\nscale:\n  small: 4\n  bad: 4qq\n", 8)
    case .yamsYAML: return ("t.yaml", "chamfer: 1\nname: T\ndescription: \"a\(s)b\\t\" # c\(s)d\nscale:\n  small: 4\n  bad: 4qq\n", 8)
    // A tab between values is what the JSON reader leaves to Yams.
    case .fastJSON: return ("t.json", "{\n\"chamfer\": 1, \"name\": \"T\",\n\"description\": \"a\(s)b\",\n\"scale\": {\n  \"small\": 4,\n  \"bad\": \"4qq\"\n}}\n", 10)
    case .yamsJSON: return ("t.json", "{\n\"chamfer\": 1, \"name\": \"T\",\n\"description\": \"a\(s)b\",\t\n\"scale\": {\n  \"small\": 4,\n  \"bad\": \"4qq\"\n}}\n", 10)
    }
  }

  /// Whether a fast reader reads the text, so each case goes the way it is named.
  static func readsFast(_ text: String, file: String) -> Bool {
    let reading =
      file.hasSuffix(".json")
      ? JSONReader.read(text, file: file, maximumDepth: Limits.nestingDepth) : SimpleYAMLReader.read(text, file: file)
    if case .read = reading { return true }
    return false
  }

  @Test(arguments: Separator.allCases, Path.allCases)
  func aSeparatorInAStringMovesNoLaterLocation(_ separator: Separator, _ path: Path) throws {
    let (file, text, column) = Self.theme(separator, path)
    #expect(Self.readsFast(text, file: file) == (path == .fastYAML || path == .fastJSON))
    let result = Pipeline.check([ThemeSource(path: file, text: text)])
    let unit = try #require(result.diagnostics.first { $0.id == "load/unknown-unit" }, "\(result.diagnostics)")
    #expect(unit.location == FileLocation(file: file, line: 6, column: column))
    // The description keeps the character as written.
    let description = try #require(YAMLReader().read(text, file: file).0.flatMap { root -> String? in
      guard case .mapping(let mapping) = root, case .scalar(let scalar)? = mapping["description"] else { return nil }
      return scalar.text
    })
    #expect(description == "a\(separator.scalar)b" + (path == .yamsYAML ? "\t" : ""))
    let report = TerminalReporter.report([unit], sources: [file: text], files: 1, color: false)
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    let quoted = file.hasSuffix(".json") ? "  \"bad\": \"4qq\"" : "  bad: 4qq"
    #expect(lines.count > 2 && lines[1] == "    " + quoted && lines[2] == "    " + String(repeating: " ", count: column - 1) + "^", "\(report)")
  }

  /// On the line of the character itself, it is one column, and the quote shows it as
  /// U+FFFD so that the terminal's line stays whole.
  @Test(arguments: Separator.allCases)
  func aSeparatorIsOneColumnAndQuotedAsAReplacementCharacter(_ separator: Separator) throws {
    for tab in ["", "\t"] {
      let text = "{\"chamfer\": 1, \"name\": \"T\",\(tab) \"description\": \"\(separator.scalar)\", \"scale\": {\"bad\": \"4qq\"}}\n"
      let result = Pipeline.check([ThemeSource(path: "t.json", text: text)])
      let unit = try #require(result.diagnostics.first { $0.id == "load/unknown-unit" }, "\(result.diagnostics)")
      let column = 66 + tab.count
      #expect(unit.location == FileLocation(file: "t.json", line: 1, column: column))
      let report = TerminalReporter.report([unit], sources: ["t.json": text], files: 1, color: false)
      let lines = report.split(separator: "\n")
      #expect(lines[1].contains("\"description\": \"\u{FFFD}\", ") && !lines[1].unicodeScalars.contains(separator.scalar))
      #expect(lines[2].unicodeScalars.count == 4 + column)
    }
  }

  /// libyaml refuses a C1 control where Yams gives its offset in characters, not bytes:
  /// the error is at the control, after text of several bytes a character and CR LF.
  @Test(arguments: ["\n", "\r\n", "\r"])
  func aCharacterLibYAMLRefusesIsReportedWhereItIs(_ lineBreak: String) {
    let text = ["chamfer: 1", "name: \"caf\u{e9} \u{2615}\u{2028}\"", "description: \"x\u{86}\"", ""].joined(separator: lineBreak)
    let (_, problems) = YAMLReader().read(text, file: "t.yaml")
    #expect(problems.map(\.id) == ["load/syntax"])
    #expect(problems.first?.location == FileLocation(file: "t.yaml", line: 3, column: 16), "\(problems)")
  }

  /// A lone CR ends a line in the readers, in a JSON syntax error and in the quote.
  @Test func aLoneCarriageReturnEndsALine() throws {
    let yaml = "chamfer: 1\rname: T\rscale:\r  bad: 4qq\r"
    let result = Pipeline.check([ThemeSource(path: "t.yaml", text: yaml)])
    let unit = try #require(result.diagnostics.first { $0.id == "load/unknown-unit" }, "\(result.diagnostics)")
    #expect(unit.location == FileLocation(file: "t.yaml", line: 4, column: 8))
    let report = TerminalReporter.report([unit], sources: ["t.yaml": yaml], files: 1, color: false)
    #expect(report.split(separator: "\n")[1] == "      bad: 4qq")

    let json = "{\r\"chamfer\": 1,\r\"name\": \"T\",\r}\r"
    let (_, problems) = YAMLReader().read(json, file: "t.json")
    #expect(problems.map(\.id) == ["load/syntax"])
    #expect(problems.first?.location == FileLocation(file: "t.json", line: 3, column: 12), "\(problems)")
  }
}
