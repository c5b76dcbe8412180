@testable import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Mistakes in a target's templates are one located diagnostic each, found when the
/// target is read: a syntax error where it is written, and a partial that includes
/// itself (which would render for ever) with the chain of partials.
@Suite struct TemplateErrorTests {
  /// A target folder holding `files` (path → text).
  static func target(_ files: [String: String]) throws -> URL {
    let folder = try Scratch.folder("template-errors").appendingPathComponent("t")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }

  static func diagnostic(loading files: [String: String]) throws -> Diagnostic? {
    let folder = try target(files)
    do {
      _ = try OutputTarget.load(from: folder)
      return nil
    } catch let error as TemplateError {
      return error.diagnostic
    }
  }

  @Test(arguments: [
    ("first\nsecond {{#components}}\n{{/scale}}\n", 3),
    // swift-mustache finds these at the end of the text; they are reported where they open.
    ("one\ntwo\n{{#components}}\n{{#scale}}{{/scale}}\nnever closed\n", 3),
    ("{{name}}\n{{ unclosed\n", 2),
    // A lone CR ends a line, as the text report that quotes it counts lines; so does
    // one inside a tag. NEL, LS and PS end none.
    ("first\rsecond\r\n{{#components}}\r{{/scale}}\n", 4),
    ("{{!\ra comment\r}}\r{{#components}}\u{2028}\u{85}{{/scale}}\n", 4),
  ])
  func aSyntaxErrorIsReportedAtItsLineInTheFileAsWritten(_ text: String, _ line: Int) throws {
    let found = try #require(try Self.diagnostic(loading: ["[Name].txt.mustache": text]))
    #expect(found.id == "template/syntax")
    #expect(found.location?.file.hasSuffix("t/[Name].txt.mustache") == true)
    #expect(found.location?.line == line, "\(found.message)")
    #expect(found.hint != nil)
    #expect(!found.message.contains("ParserError"))
  }

  @Test func aPartialIncludingItselfThroughAnotherNamesTheChain() throws {
    let found = try #require(
      try Self.diagnostic(loading: [
        "[Name].txt.mustache": "{{> a}}\n",
        "_a.mustache": "text\n  {{> b}}\n",
        "_b.mustache": "{{#components}}\n{{> a}}\n{{/components}}\n",
      ]))
    #expect(found.id == "template/partial-recursion")
    #expect(found.message.contains("a > b > a"), "\(found.message)")
    #expect(found.location?.file.hasSuffix("t/_a.mustache") == true)
    #expect(found.location?.line == 2 && found.location?.column == 3, "\(found.location?.description ?? "-")")
    #expect(found.hint != nil)
  }

  @Test func aPartialIncludingItselfDirectly() throws {
    let found = try #require(
      try Self.diagnostic(loading: ["[Name].txt.mustache": "{{> self}}\n", "_self.mustache": "x {{>self}}\n"]))
    #expect(found.id == "template/partial-recursion")
    #expect(found.message.contains("self > self"))
    #expect(found.location?.line == 1 && found.location?.column == 3, "\(found.location?.description ?? "-")")
  }

  /// The check reads the parsed templates, so a tag written with other delimiters counts.
  @Test func aPartialIncludingItselfWithOtherDelimiters() throws {
    let found = try #require(
      try Self.diagnostic(loading: ["[Name].txt.mustache": "{{> a}}\n", "_a.mustache": "{{=<% %>=}}\nx <%> a%>\n"]))
    #expect(found.id == "template/partial-recursion")
    #expect(found.location?.line == 2 && found.location?.column == 3, "\(found.location?.description ?? "-")")
  }

  @Test func partialTagsInCommentsAndSharedPartialsAreNoCycle() throws {
    let found = try Self.diagnostic(loading: [
      "[Name].txt.mustache": "{{> a}}{{> b}}\n",
      "_a.mustache": "{{! {{> a}} }}{{> c}}\n",
      "_b.mustache": "{{> c}}{{> c}}\n",
      "_c.mustache": "leaf\n",
    ])
    #expect(found == nil)
  }

  /// `count` sections inside each other, each on a line of its own.
  static func nested(_ count: Int, inside: String = "{{name}}") -> String {
    String(repeating: "{{#components}}\n", count: count) + inside + "\n" + String(repeating: "{{/components}}\n", count: count)
  }

  /// Each level of sections and partials takes stack space as it renders; thousands of
  /// them crashed the renderer (found by the fuzzer), so a target nesting deeper than it
  /// renders is refused where it goes too deep.
  @Test func sectionsNestedDeeperThanRenderingGoesAreRefusedAtTheDeepest() throws {
    let found = try #require(try Self.diagnostic(loading: ["[Name].txt.mustache": Self.nested(250)]))
    #expect(found.id == "template/too-deep")
    #expect(found.message.contains("nested 251 deep"), "\(found.message)")
    #expect(found.location?.line == 250 && found.location?.column == 1, "\(found.location?.description ?? "-")")
    #expect(found.hint != nil)
    #expect(try Self.diagnostic(loading: ["[Name].txt.mustache": Self.nested(199)]) == nil)
  }

  @Test func partialsCountWithTheSectionsAroundThem() throws {
    let found = try #require(
      try Self.diagnostic(loading: [
        "[Name].txt.mustache": "{{#components}}\n  {{> a}}\n{{/components}}\n",
        "_a.mustache": Self.nested(100, inside: "{{> b}}"),
        "_b.mustache": Self.nested(100),
      ]))
    #expect(found.id == "template/too-deep")
    #expect(found.message.contains("nested 204 deep"), "\(found.message)")
    #expect(found.location?.file.hasSuffix("t/[Name].txt.mustache") == true)
    #expect(found.location?.line == 2 && found.location?.column == 3, "\(found.location?.description ?? "-")")
  }

  /// The renderer stops at the same depth on its own, for templates no check has read.
  @Test func theRendererStopsAtTheDepthItsStackAllows() throws {
    let template = try Template(Self.nested(300), path: "deep.mustache")
    let root = TemplateData.scope(DictionaryScope(["components": .flag(true), "name": .text("x")]))
    #expect(throws: TemplateRenderer.RenderError.self) { try TemplateRenderer.render(template, root: root) }
    let shallow = try Template(Self.nested(150), path: "deep.mustache")
    #expect(try TemplateRenderer.render(shallow, root: root) == "x\n")
  }

  /// A target folder is read without following links to folders, so a link back to a
  /// parent (a hostile or careless override folder) neither loops nor reads twice.
  @Test func aLinkToAParentFolderIsNotFollowed() throws {
    let folder = try Self.target([
      "[Name].txt.mustache": "{{> p}}\n",
      "sub/_p.mustache": "partial\n",
      "sub/deeper/[Name].more.mustache": "more\n",
    ])
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("sub/loop").path, withDestinationPath: folder.path)
    let target = try OutputTarget.load(from: folder)
    #expect(target.outputPatterns == ["[Name].txt", "sub/deeper/[Name].more"])
  }
}
