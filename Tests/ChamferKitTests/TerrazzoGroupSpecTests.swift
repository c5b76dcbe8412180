import ChamferKit
import Foundation
import Testing
import TestSupport

/// Terrazzo's cases for `$extends`, JSON Pointer `$ref` and `$root`
/// (github.com/terrazzoapp/terrazzo, packages/parser/test: extends.test.ts,
/// json-refs.test.ts, root.test.ts), restated with radii in place of their colours: the
/// case's file, what Terrazzo's parser gives, and what Chamfer imports (the scale as
/// `metric=size`, or the first error's id and where it is). They agree throughout; where
/// Terrazzo's case holds colours, the same structure is written with dimensions.
@Suite struct TerrazzoGroupSpecTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    /// Terrazzo's result: its tokens and values, or its error.
    var terrazzo: String
    var chamfer: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // extends.test.ts
    Case(
      name: "$extends: override + extension",
      file: """
        { "base": { "$type": "dimension", "a": { "$value": "2px" }, "b": { "$value": "4px" } },
          "radius": { "$extends": "{base}", "a": { "$type": "dimension", "$value": "8px" } } }
        """,
      terrazzo: "extended.a overridden, extended.b inherited",
      // `base` is no radius path, and the file names its radii: only `radius` comes in.
      chamfer: "radius-a=8pt radius-b=4pt"),
    Case(
      name: "$extends: deep extension",
      file: #"{ "a": { "b": { "c": { "$type": "number", "$value": 2 } } }, "radius": { "e": { "$extends": "{a.b}" } } }"#,
      terrazzo: "a.b.c = 2, d.e.c = 2", chamfer: "radius-e-c=2pt"),
    Case(
      name: "$extends: invalid: non-alias", file: #"{ "radius": { "$extends": "bad-value" } }"#,
      terrazzo: "error: $extends must be a valid alias, at the $extends value", chamfer: "error import/bad-extends tokens.json:1:27"),
    Case(
      name: "$extends: invalid: token",
      file: """
        { "radius": { "blue": { "$type": "dimension", "$value": "2px" },
          "red": { "$extends": "{radius.blue}", "$type": "dimension", "$value": "2px" } } }
        """,
      terrazzo: "error: $extends can't exist within a token, at its $extends value",
      chamfer: "error import/bad-extends tokens.json:2:24"),
    Case(
      name: "$extends: invalid: self-referential",
      file: """
        { "button": { "radius": { "$type": "dimension", "$value": "2px" },
          "secondary": { "$extends": "{button}" } } }
        """,
      terrazzo: "error: circular $extends, at the $extends value", chamfer: "error import/bad-extends tokens.json:2:30"),
    Case(
      name: "$extends: invalid: circular",
      file: """
        { "groupA": { "$extends": "{groupB}", "radius": { "$type": "number", "$value": 100 } },
          "groupB": { "$extends": "{groupA}", "radius": { "$type": "number", "$value": 200 } } }
        """,
      terrazzo: "error: circular $extends, at groupA's $extends value", chamfer: "error import/bad-extends tokens.json:1:27"),
    // json-refs.test.ts
    Case(
      name: "$ref: token",
      file: """
        { "radius": { "$type": "dimension", "gray": { "1": { "$value": "2px" } },
          "grey": { "1": { "$ref": "#/radius/gray/1" } } } }
        """,
      terrazzo: "grey.1 is gray.1's value, an alias of it", chamfer: "radius-gray-1=2pt radius-grey-1=2pt"),
    Case(
      name: "$ref: $value",
      file: """
        { "radius": { "$type": "dimension", "gray": { "1": { "$value": "2px" } },
          "grey": { "1": { "$value": { "$ref": "#/radius/gray/1/$value" } } } } }
        """,
      terrazzo: "grey.1 has gray.1's value", chamfer: "radius-gray-1=2pt radius-grey-1=2pt"),
    Case(
      name: "$ref: group",
      file: """
        { "radius": { "$type": "dimension", "gray": { "1": { "$value": "2px" } },
          "grey": { "$ref": "#/radius/gray", "2": { "$value": "3px" } } } }
        """,
      terrazzo: "grey.1 copied, grey.2 its own, gray.2 absent",
      chamfer: "radius-gray-1=2pt radius-grey-1=2pt radius-grey-2=3pt"),
    Case(
      name: "$ref: string literal",
      file: """
        { "radius": { "a": { "$type": { "$ref": "#/radius/b/$type" }, "$value": "2px" },
          "b": { "$type": "dimension", "$value": "3px" } } }
        """,
      terrazzo: "a takes b's $type", chamfer: "radius-a=2pt radius-b=3pt"),
    Case(
      name: "$ref: local $defs and inherited $type",
      file: ##"{ "radius": { "$type": "dimension", "red": { "1": { "$ref": "#/$defs/red-1" } } }, "$defs": { "red-1": { "$value": "5px" } } }"##,
      terrazzo: "red.1 = the definition's value, typed by its group", chamfer: "radius-red-1=5pt"),
    Case(
      name: "$ref: into a dimension's value and unit",
      file: """
        { "base": { "$type": "dimension", "$value": { "value": 6, "unit": "px" } },
          "radius": { "$type": "dimension", "a": { "$value": {
            "value": { "$ref": "#/base/$value/value" }, "unit": { "$ref": "#/base/$value/unit" } } } } }
        """,
      terrazzo: "a = 6px", chamfer: "radius-a=6pt"),
    Case(
      name: "$ref: root", file: ##"{ "radius": { "$type": "dimension", "gray": { "$ref": "#/" } } }"##,
      terrazzo: "error: $ref \"#/\" can't embed its parent document",
      chamfer: "error import/alias-cycle tokens.json:1:55"),
    Case(
      name: "$ref: circular",
      file: """
        { "radius": { "$type": "dimension", "gray": { "$ref": "#/radius/grey" },
          "grey": { "$ref": "#/radius/gray" } } }
        """,
      terrazzo: "error: circular $ref", chamfer: "error import/alias-cycle"),
    Case(
      name: "$ref: invalid", file: #"{ "radius": { "$type": "dimension", "blue": { "100": { "$ref": 23 } } } }"#,
      terrazzo: "error: Invalid $ref. Expected string.", chamfer: "error import/unknown-alias tokens.json:1:64"),
    // root.test.ts
    Case(
      name: "$root: beside other tokens",
      file: """
        { "radius": { "brand": { "$root": { "$type": "dimension", "$value": "{radius.base.8}" },
          "hover": { "$type": "dimension", "$value": "{radius.base.9}" } },
          "base": { "$type": "dimension", "8": { "$value": "8px" }, "9": { "$value": "9px" } } } }
        """,
      terrazzo: "radius.brand is a token, aliasing radius.base.8",
      chamfer: "radius-base-8=8pt radius-base-9=9pt radius-brand=8pt radius-brand-hover=9pt"),
    Case(
      name: "$root: nested, and named by its group",
      file: """
        { "radius": { "brand": { "$root": { "$type": "dimension", "$value": "4px" },
          "hover": { "$type": "dimension", "$value": "{radius.brand}" },
          "secondary": { "$root": { "$type": "dimension", "$value": "{radius.brand}" },
            "hover": { "$type": "dimension", "$value": "{radius.brand.secondary}" } } } } }
        """,
      terrazzo: "radius.brand and radius.brand.secondary are tokens",
      chamfer: "radius-brand=4pt radius-brand-hover=4pt radius-brand-secondary=4pt radius-brand-secondary-hover=4pt"),
  ]

  static func imported(_ text: String) -> String {
    var importer = TokenImporter(file: "tokens.json")
    let theme = importer.theme(from: text, name: "T")
    if let error = importer.diagnostics.first(where: { $0.severity == .error }) {
      return "error \(error.id)" + (error.location.map { " \($0)" } ?? "")
    }
    guard let theme, let scale = check(theme, path: "imported.yaml").theme?.scale else { return "nothing" }
    return scale.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.shape.corners[0].size.description)" }
      .joined(separator: " ")
  }

  @Test(arguments: cases)
  func chamferAgreesWithTerrazzo(_ test: Case) {
    let found = Self.imported(test.file)
    if test.chamfer.hasPrefix("error"), !test.chamfer.contains(" tokens.json:") {
      #expect(found.hasPrefix(test.chamfer + " "), "\(found)")
    } else {
      #expect(found == test.chamfer)
    }
    #expect(test.terrazzo.hasPrefix("error") == test.chamfer.hasPrefix("error"), "Terrazzo and Chamfer agree")
  }

  /// One loop of groups is one error, not one per group in it.
  @Test func aLoopOfGroupsIsOneError() {
    var importer = TokenImporter(file: "tokens.json")
    _ = importer.theme(from: Self.cases.first { $0.name == "$extends: invalid: circular" }!.file, name: "T")
    #expect(importer.diagnostics.filter { $0.id == "import/bad-extends" }.count == 1, "\(importer.diagnostics)")
  }

  /// Pointers to groups of pointers double at every level: 30 levels would be a billion
  /// nodes. The copies are counted, and past the limit it is one error.
  @Test func pointersThatMultiplyAreStopped() {
    var groups = [#""g0": { "a": { "$type": "dimension", "$value": "1px" } }"#]
    for level in 1...30 {
      groups.append(##""g\##(level)": { "x": { "$ref": "#/g\##(level - 1)" }, "y": { "$ref": "#/g\##(level - 1)" } }"##)
    }
    var importer = TokenImporter(file: "tokens.json")
    // Without the count this would not end; with it, it is one error.
    _ = importer.theme(from: "{ \(groups.joined(separator: ", ")) }", name: "T")
    #expect(importer.diagnostics.filter { $0.id == "import/too-large" }.count == 1, "\(importer.diagnostics)")
  }
}
