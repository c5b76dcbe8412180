import Foundation
import Mustache
import Testing
import TestSupport

@testable import ChamferEmitters

/// `TemplateParser` must give exactly the nodes that swift-mustache's parser gives (read
/// back through `Mirror`), or give up: for every bundled template, for templates that
/// each try one rule, and for thousands of random ones.
@Suite struct TemplateParserTests {
  static let partials: [(name: String, text: String)] = [
    ("p", "P {{x}}\n"), ("q", "  {{#s}}\n  q\n  {{/s}}\n"),
  ]

  @Test func everyBundledTargetParsesAsSwiftMustacheDoes() throws {
    for target in try OutputTarget.bundled() {
      let mine = try #require(
        CompiledTarget(parsing: target.files.map(\.text), partials: target.partials), "\(target.id)")
      let mustache = try target.swiftMustache()
      let theirs = try #require(CompiledTarget(files: mustache.files, partials: mustache.partials), "\(target.id)")
      #expect(Self.dump(mine) == Self.dump(theirs), "\(target.id)")
    }
  }

  /// Each must parse, and the same as swift-mustache.
  @Test(arguments: [
    "plain text\nand more\r\nand a lone \r in a line\n",
    "{{x}} {{ y.z }} {{{u}}} {{& v }} {{.}} {{.name}}\n",
    "  {{#s}}\n  in\n  {{/s}}\nafter\n",
    "  {{#s}}  \r\n  in\r\n  {{/s}}  \r\n",
    "a {{#s}}b{{/s}} c\n{{^s}}none{{/s}}\n",
    "{{#first()}}({{/first()}}{{index()}}{{^last()}}, {{/last()}}{{kebab(name)}}{{a(b(c.d))}}\n",
    "{{! a comment }}\n  {{! standalone }}\n  x {{! inline }} y\n   {{!c}}z\n",
    "  {{> p}}\n\t{{>q}}\n  a {{> p}} b\n{{> missing}}",
    "{{%CONTENT_TYPE:HTML}}\n{{x}}\n  {{% CONTENT_TYPE : TEXT }}  \n{{x}}\n",
    "tail spaces at the end   ",
    "{{#s}}\n{{/s}}   ",
    "{ } }} {x} {{x}}{{y}}\n",
    "café … × — {{x}} ✓\n",
    "{{\n  spaced\n}}\n",
    "{{#s}}{{#t}}{{#u}}deep{{/u}}{{/t}}{{/s}}\n",
  ])
  func templatesParseAsSwiftMustacheDoes(template: String) throws {
    let (mine, theirs) = try Self.parseBothWays(template)
    let parsed = try #require(mine, "TemplateParser gave up")
    #expect(Self.dump(parsed) == Self.dump(try #require(theirs)))
  }

  /// Each is left to swift-mustache: an error it reports, or something this parser does
  /// not read.
  @Test(arguments: [
    "{{#s}}never closed", "{{/s}}", "{{#s}}{{/t}}", "{{x", "{{x}", "ends with {", "{{a)b}}", "{{a(b}}",
    "{{a(b))}}", "{{! unfinished comment", "{{{x}}", "{{<parent}}{{/parent}}", "{{$block}}x{{/block}}",
    "{{=<% %>=}}<%x%>", "{{>*dynamic}}", "{{%CONTENT_TYPE:XML}}", "{{%OTHER:TEXT}}",
    // A combining accent joins the brace into one Character, so swift-mustache sees no tag.
    "{{\u{301}x}}", "text \u{301}{{x}}",
  ])
  func templatesLeftToSwiftMustache(template: String) throws {
    let (mine, _) = try Self.parseBothWays(template)
    #expect(mine == nil)
  }

  /// Random templates built from fragments that meet every rule, in a fixed sequence:
  /// where swift-mustache fails, this parser must give up; where this parser succeeds,
  /// the nodes must be the same.
  @Test func randomTemplatesParseAsSwiftMustacheDoes() throws {
    let fragments = [
      "a", "text", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "é", "…", "{", "}", "{{x}}", "{{ y.z }}",
      "{{{x}}}", "{{&x}}", "{{#s}}", "{{/s}}", "{{^s}}", "{{#t}}", "{{/t}}", "{{#first()}}", "{{/first()}}",
      "{{kebab(name)}}", "{{! c }}", "{{!\n}}", "{{>p}}", "{{> q }}", "{{%CONTENT_TYPE:HTML}}",
      "{{%CONTENT_TYPE:TEXT}}", "{{.}}", "{{\n}}", "{{ \n x \n }}", "}}", "{{",
    ]
    var generator = SplitMix(seed: 0x5EED)
    var parsed = 0
    for round in 0..<3000 {
      let count = 1 + Int(generator.next() % 14)
      let template = (0..<count).map { _ in fragments[Int(generator.next() % UInt64(fragments.count))] }.joined()
      let (mine, theirs) = try Self.parseBothWays(template)
      guard let mine else { continue }
      parsed += 1
      guard let theirs else {
        Issue.record("round \(round): swift-mustache cannot parse \(template.debugDescription), TemplateParser can")
        continue
      }
      #expect(Self.dump(mine) == Self.dump(theirs), "round \(round): \(template.debugDescription)")
    }
    // Most random templates are valid; make sure the comparison happened.
    #expect(parsed > 500, "only \(parsed) of 3000 parsed")
  }

  /// A template swift-mustache cannot parse still fails to load, with its message.
  @Test func aBrokenTemplateIsReportedWithItsFile() throws {
    #expect {
      try TemplateRendererTests.target("broken", ["out.txt": "{{#s}}never closed\n"])
    } throws: { error in
      "\(error)".contains("out.txt.mustache")
    }
  }

  // MARK: - Support

  /// The template compiled by `TemplateParser` (nil when it gives up) and through
  /// swift-mustache's tokens (nil when swift-mustache cannot parse it).
  static func parseBothWays(_ template: String) throws -> (mine: CompiledTarget?, theirs: CompiledTarget?) {
    let mine = CompiledTarget(parsing: [template], partials: partials)
    let theirs: CompiledTarget?
    do {
      let file = try MustacheTemplate(string: template)
      let parsedPartials = try partials.map { ($0.name, try MustacheTemplate(string: $0.text)) }
      theirs = CompiledTarget(files: [file], partials: parsedPartials)
    } catch {
      theirs = nil
    }
    return (mine, theirs)
  }

  /// Every node of a target, spelled out.
  static func dump(_ target: CompiledTarget) -> String {
    var out = "sections \(target.sectionCount)\nnames \(target.names.map(dump).joined(separator: " "))\n"
    for (index, file) in target.files.enumerated() {
      out += "file \(index)\n"
      dump(file.nodes, into: &out, depth: 1)
    }
    for (index, partial) in target.partials.enumerated() {
      out += "partial \(index)\n"
      dump(partial, into: &out, depth: 1)
    }
    return out
  }

  static func dump(_ block: CompiledTemplate.Block, into out: inout String, depth: Int) {
    let indent = String(repeating: "  ", count: depth)
    for node in block {
      switch node {
      case .text(let bytes): out += indent + "text \(String(decoding: bytes, as: UTF8.self).debugDescription)\n"
      case .variable(let name, let escaped): out += indent + "variable \(dump(name)) escaped \(escaped)\n"
      case .section(let name, let inner, let number):
        out += indent + "section \(dump(name)) #\(number)\n"
        dump(inner, into: &out, depth: depth + 1)
      case .invertedSection(let name, let inner):
        out += indent + "inverted \(dump(name))\n"
        dump(inner, into: &out, depth: depth + 1)
      case .partial(let index, let indentation):
        out += indent + "partial \(index.map(String.init) ?? "none") \(indentation.map { String(decoding: $0, as: UTF8.self).debugDescription } ?? "nil")\n"
      case .contentType(let escapesHTML): out += indent + "content escapes \(escapesHTML)\n"
      }
    }
  }

  static func dump(_ name: CompiledTemplate.TemplateName) -> String {
    "\(name.start):\(name.path.map(\.text).joined(separator: ".")):\(name.transforms.map(\.name))#\(name.id)"
  }
}
