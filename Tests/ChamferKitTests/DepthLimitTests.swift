@testable import ChamferKit
import Testing

/// Every reader and evaluator that recurses has a depth limit: at the limit the input is
/// read, one level past it is one located error, and thousands of levels (a few
/// kilobytes) are that same error rather than a crash of the stack.
@Suite struct DepthLimitTests {
  static func importing(_ text: String) -> (theme: String?, errors: [Diagnostic]) {
    var importer = TokenImporter(file: "tokens.json")
    let theme = importer.theme(from: text, name: "Deep")
    return (theme, importer.diagnostics.filter { $0.severity == .error })
  }

  // MARK: Token math

  enum MathNesting: String, CaseIterable, Sendable {
    case parentheses, functions, signs

    /// `4px` inside `levels` of this nesting.
    func value(_ levels: Int) -> String {
      switch self {
      case .parentheses: String(repeating: "(", count: levels) + "4px" + String(repeating: ")", count: levels)
      case .functions: String(repeating: "abs(", count: levels) + "4px" + String(repeating: ")", count: levels)
      case .signs: String(repeating: "-", count: levels) + "4px"
      }
    }
  }

  static func mathToken(_ value: String) -> String {
    #"{ "radius": { "$type": "dimension", "a": { "$value": "\#(value)" } } }"#
  }

  @Test(arguments: MathNesting.allCases)
  func tokenMathIsWorkedOutToItsDepthLimit(_ nesting: MathNesting) throws {
    let atLimit = Self.importing(Self.mathToken(nesting.value(Limits.mathDepth)))
    // Where the value starts, after its opening quote.
    let column = Self.mathToken("").utf8.count - #"" } } }"#.utf8.count
    // An even count of signs is a positive size; an odd one is a negative size, refused as such.
    if nesting != .signs {
      #expect(atLimit.errors.isEmpty, "\(atLimit.errors)")
      #expect(atLimit.theme?.contains("a: 4") == true, "\(atLimit.theme ?? "-")")
    } else {
      #expect(!atLimit.errors.contains { $0.id == "import/too-deep" }, "\(atLimit.errors)")
    }
    for levels in [Limits.mathDepth + 1, 10_000] {
      let past = Self.importing(Self.mathToken(nesting.value(levels)))
      #expect(past.errors.map(\.id) == ["import/too-deep"], "\(past.errors)")
      #expect(past.errors.first?.location == FileLocation(file: "tokens.json", line: 1, column: column))
      #expect(past.errors.first?.message.contains("more than 64 levels") == true)
      // The value is not quoted in the message.
      #expect((past.errors.first?.message.utf8.count ?? 0) < 200)
    }
  }

  // MARK: DTCG `$ref`

  /// Groups `g0` … `g<count>`, each a `$ref` to the next (placed under `x` with
  /// `nested`), the last holding a token.
  static func pointers(_ count: Int, nested: Bool) -> String {
    let groups = (0..<count).map { index in
      nested ? ##""g\##(index)": { "x": { "$ref": "#/g\##(index + 1)" } }"## : ##""g\##(index)": { "$ref": "#/g\##(index + 1)" }"##
    }
    let last = #""g\#(count)": { "a": { "$type": "dimension", "$value": "4px" } }"#
    return "{ " + (groups + [last]).joined(separator: ",\n") + " }"
  }

  @Test func pointersToPointersAreFollowedToTheDepthLimit() {
    #expect(Self.importing(Self.pointers(Limits.nestingDepth, nested: false)).errors.isEmpty)
    for count in [Limits.nestingDepth + 1, 20_000] {
      let errors = Self.importing(Self.pointers(count, nested: false)).errors
      #expect(errors.map(\.id) == ["import/too-deep"], "\(errors)")
      // At the pointer past the limit, on the line of its group.
      #expect(errors.first?.location?.line == Limits.nestingDepth + 1, "\(errors)")
    }
  }

  /// Each copy of a group holding a `$ref` nests the next one level deeper; the copies
  /// may go as deep as a file may nest, 64 levels below the top.
  @Test func copiesNestToTheDepthLimit() {
    // g0.x is g1, whose x is g2 … : the token `a` of g<count> ends count + 2 levels down.
    #expect(Self.importing(Self.pointers(Limits.nestingDepth - 3, nested: true)).errors.isEmpty)
    for count in [Limits.nestingDepth - 2, 3_000] {
      let errors = Self.importing(Self.pointers(count, nested: true)).errors.filter { $0.id != "import/too-large" }
      #expect(errors.map(\.id) == ["import/too-deep"], "\(errors)")
    }
  }

  // MARK: Files and sets

  /// Resolver sets include sets up to 64 deep: `s0` includes `s1` … up to `s<depth>`.
  @Test func resolverSetsNestToTheDepthLimit() {
    func resolver(_ depth: Int) -> String {
      let sets = (0..<depth).map { ##""s\##($0)": { "sources": [{ "$ref": "#/sets/s\##($0 + 1)" }] }"## }
      let last = #""s\#(depth)": { "sources": [{ "radius": { "a": { "$type": "dimension", "$value": "4px" } } }] }"#
      return ##"{ "version": "2025.10", "sets": { "## + (sets + [last]).joined(separator: ",\n")
        + ##" }, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
    }
    func errors(_ depth: Int) -> [Diagnostic] {
      var importer = TokenImporter(file: "deep.resolver.json")
      _ = importer.themes(fromResolver: resolver(depth), provider: { _ in nil })
      return importer.diagnostics.filter { $0.severity == .error }
    }
    #expect(errors(Limits.nestingDepth).isEmpty, "\(errors(Limits.nestingDepth))")
    for depth in [Limits.nestingDepth + 1, 5_000] {
      let past = errors(depth)
      #expect(past.map(\.id) == ["import/resolver"], "\(past)")
      #expect(past.first?.message.contains("more than 64 deep") == true)
    }
  }

  /// Groups extend groups up to 64 deep.
  @Test func groupsExtendGroupsToTheDepthLimit() {
    func tokens(_ depth: Int) -> String {
      let groups = (0..<depth).map { #""g\#($0)": { "$extends": "{g\#($0 + 1)}" }"# }
      let last = #""g\#(depth)": { "a": { "$type": "dimension", "$value": "4px" } }"#
      return "{ " + (groups + [last]).joined(separator: ",\n") + " }"
    }
    #expect(Self.importing(tokens(Limits.nestingDepth)).errors.isEmpty, "\(Self.importing(tokens(Limits.nestingDepth)).errors)")
    for depth in [Limits.nestingDepth + 1, 5_000] {
      let past = Self.importing(tokens(depth)).errors
      #expect(past.map(\.id) == ["import/bad-extends"], "\(past)")
    }
  }

  /// A theme extends files to a chain of 64, itself included.
  @Test func themesExtendFilesToTheDepthLimit() {
    func check(_ count: Int) -> [Diagnostic] {
      var files: [String: String] = [:]
      for index in 1..<count { files["c\(index).yaml"] = "chamfer: 1\nextends: c\(index + 1).yaml\n" }
      files["c\(count).yaml"] = "chamfer: 1\nscale: { small: 4 }\n"
      let result = Pipeline.check(
        [ThemeSource(path: "c0.yaml", text: "chamfer: 1\nname: Acme\nextends: c1.yaml\ncategories: { a: small }\n")],
        provider: { [files] in files[$0] })
      return result.diagnostics.filter { $0.severity == .error }
    }
    #expect(check(Limits.nestingDepth - 1).isEmpty, "\(check(Limits.nestingDepth - 1))")
    #expect(check(Limits.nestingDepth).map(\.id) == ["load/extends-too-deep"])
  }

  // MARK: YAML and JSON

  /// `levels` lists inside each other as the value of `a`, whose mapping is level 0.
  @Test(arguments: ["fast.yaml", "slow.yaml", "fast.json", "slow.json"])
  func yamlAndJSONNestToTheDepthLimit(_ file: String) {
    func text(_ levels: Int) -> String {
      let lists = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
      // A tab, or an escape, sends the text past the fast readers to Yams.
      switch file {
      case "fast.yaml": return "chamfer: 1\na: \(lists)\n"
      case "slow.yaml": return "chamfer: 1\nb: \"\\t\"\na: \(lists)\n"
      case "fast.json": return "{\"chamfer\": 1, \"a\": \(lists)}"
      default: return "{\"chamfer\": 1,\t\"a\": \(lists)}"
      }
    }
    let (root, atLimit) = YAMLReader().read(text(Limits.nestingDepth), file: file)
    #expect(root != nil && atLimit.isEmpty, "\(atLimit)")
    for levels in [Limits.nestingDepth + 1, 5_000] {
      let (none, past) = YAMLReader().read(text(levels), file: file)
      #expect(none == nil)
      #expect(past.map(\.id) == ["load/too-deep"], "\(past)")
    }
  }
}
