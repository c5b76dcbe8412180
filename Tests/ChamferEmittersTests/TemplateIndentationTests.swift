@testable import ChamferEmitters
import BundledTemplates
import Foundation
import Testing

/// A partial included by an indented standalone tag: `Template.indented(by:)` must make
/// the nodes that parsing the text with the indentation in front of every line makes,
/// which is how the Mustache specification defines it.
@Suite struct TemplateIndentationTests {
  /// The nodes as text, locations aside (they refer to the text as written).
  static func describe(_ nodes: [Template.Node]) -> [String] {
    nodes.map { node in
      switch node {
      case .text(let bytes): "text \(String(decoding: bytes, as: UTF8.self).debugDescription)"
      case .variable(let name, let escaped): "variable \(name.text) \(escaped)"
      case .section(let name, let end, let inverted): "section \(name.text) end \(end) \(inverted)"
      case .partial(let name, let indentation, _): "partial \(name) \(indentation.debugDescription)"
      }
    }
  }

  /// The text with `indentation` before every line, as the specification words it.
  static func prefixingEveryLine(_ text: String, with indentation: String) -> String {
    var result = ""
    var startsLine = true
    for scalar in text.unicodeScalars {
      if startsLine { result += indentation }
      result.unicodeScalars.append(scalar)
      startsLine = scalar == "\n"
    }
    return result
  }

  static let texts = [
    "", "\n", "a", "a\nb", "a\nb\n", "a\n\nb\n", "a\r\nb\r\n", "{{x}}", "{{x}}\n", "  {{x}}\n", "{{x}} {{y}}\nz\n",
    "{{#s}}\nline\n{{/s}}\n", "{{#s}}x{{/s}}\n", "{{#s}}\n{{/s}}x\n", "{{^s}}\n  a\n{{/s}}\nb", "{{! c }}x\n",
    "{{! c }}\nx\n", "{{! multi\nline }}z\n", "{{=<% %>=}}x\n<%y%>\n", "{{=<% %>=}}\n<%y%>\n<%={{ }}=%>\n{{z}}",
    "{{> p}}\n", "  {{> p}}\n", "\t{{> p}}\n", "{{> p}} x\n", "x {{> p}}\n", "{{ x\n}}\n", "{{#a}}\n\t{{#b}}\n{{c}}\n{{/b}}\n{{/a}}",
    "{{%CONTENT_TYPE:TEXT}}\nx", "{{%CONTENT_TYPE:TEXT}}x\ny", "é\n{{é}}\n", "{{{x}}}\n{{&y}}\n",
  ]

  @Test(arguments: texts)
  func indentingMakesTheNodesOfTheIndentedText(text: String) throws {
    for indentation in [" ", "  ", "\t", " \t "] {
      let indented = try Template(text, path: "p").indented(by: indentation)
      let reference = try Template(Self.prefixingEveryLine(text, with: indentation), path: "p")
      #expect(Self.describe(indented.nodes) == Self.describe(reference.nodes), "\(text.debugDescription), \(indentation.debugDescription)")
    }
  }

  /// Every template Chamfer ships, shared partials and each target's files alike.
  @Test func everyBundledTemplateIndentsAsItsIndentedText() throws {
    var paths: [URL] = []
    for folder in [BundledTemplates.partialsURL, BundledTemplates.targetsURL].compactMap({ $0 }) {
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        if file.pathExtension == "mustache" { paths.append(file) }
      }
    }
    #expect(paths.count > 50)
    for path in paths {
      let text = try String(contentsOf: path, encoding: .utf8)
      let indented = try Template(text, path: path.path).indented(by: "    ")
      let reference = try Template(Self.prefixingEveryLine(text, with: "    "), path: path.path)
      #expect(Self.describe(indented.nodes) == Self.describe(reference.nodes), "\(path.lastPathComponent)")
    }
  }

  /// Indenting keeps where each tag is written, so errors and strict rendering point
  /// into the partial's own text.
  @Test func locationsStayThoseOfTheText() throws {
    let template = try Template("a\n  {{x}}\n", path: "p").indented(by: "    ")
    let names = template.nodes.compactMap { node -> Template.Location? in
      if case .variable(let name, _) = node { name.location } else { nil }
    }
    #expect(names == [Template.Location(line: 2, column: 3)])
  }
}

/// Past `TemplateSet.bodyLimit` compiled bodies, the renderer compiles indented partials
/// as it meets them, so the set keeps its partials exactly when some tag is unlinked.
@Suite struct UnlinkedPartialTests {
  /// Partials `p0` … `p11`, each including the next twice on lines of their own, once
  /// indented by a space and once by a tab: 2¹¹ indentations, more than the set compiles.
  static let depth = 11
  static let partials = Dictionary(
    uniqueKeysWithValues: (0..<depth).map { ("p\($0)", " {{> p\($0 + 1)}}\n\t{{> p\($0 + 1)}}\n") } + [("p\(depth)", "x\n")])

  /// Every leaf line with the indentations of the tags above it, in order.
  static func expected(_ level: Int = 0, indentation: String = "") -> String {
    level == depth ? indentation + "x\n" : expected(level + 1, indentation: indentation + " ") + expected(level + 1, indentation: indentation + "\t")
  }

  @Test func partialsPastTheLimitRenderWithTheirIndentation() throws {
    let partials = try Self.partials.mapValues { try Template($0, path: "partial") }
    let set = TemplateSet(files: [try Template("{{> p0}}\n", path: "file")], partials: partials)
    #expect(!set.unlinked.isEmpty && !set.partials.isEmpty)
    var bytes: [UInt8] = []
    try TemplateRenderer.render(0, of: set, root: .scope(DictionaryScope([:]))) { bytes += $0 }
    let output = String(decoding: bytes, as: UTF8.self)
    #expect(output.count == Self.expected().count)
    #expect(output == Self.expected())
  }

  @Test func aSetWithEveryTagLinkedKeepsNoPartials() throws {
    let set = TemplateSet(
      files: [try Template("  {{> a}}\n", path: "file")], partials: ["a": try Template("x\n{{> b}}\n", path: "a"), "b": try Template("y", path: "b")])
    #expect(set.unlinked.isEmpty && set.partials.isEmpty)
    var bytes: [UInt8] = []
    try TemplateRenderer.render(0, of: set, root: .scope(DictionaryScope([:]))) { bytes += $0 }
    #expect(String(decoding: bytes, as: UTF8.self) == "  x\n  y")
  }
}
