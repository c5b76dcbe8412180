import Foundation
import Testing

/// A mistake in a `--templates` target is bad input: one located diagnostic with its id
/// and hint, exit status 1 as for a theme error, and nothing written.
@Suite struct TemplateErrorCLITests {
  @Test(arguments: [
    (
      ["[Name].txt.mustache": "{{name}}\n{{#components}}\n{{/scale}}\n"],
      "templates/t/[Name].txt.mustache:3:", "[template/syntax]"
    ),
    (
      [
        "[Name].txt.mustache": "{{> a}}\n", "_a.mustache": "{{> b}}\n",
        "_b.mustache": "{{#components}}{{> a}}{{/components}}\n",
      ],
      "templates/t/_a.mustache:1:1: error: partial 'a' includes itself: a > b > a", "[template/partial-recursion]"
    ),
    (
      ["[Name].txt.mustache": "{{#components}}\n  {{kebab(nme)}}\n{{/components}}\n"],
      "templates/t/[Name].txt.mustache:2:3: error: 'kebab(nme)': no value here has the name 'nme'", "[template/unknown-name]"
    ),
  ])
  func aBrokenTemplateIsOneLocatedError(_ files: [String: String], _ location: String, _ id: String) throws {
    let chamfer = try Chamfer.withBundledThemes()
    defer { chamfer.cleanUp() }
    for (path, text) in files { try chamfer.write(text, to: "templates/t/\(path)") }
    let run = try chamfer("build", "tokens/default.yaml", "--templates", "templates", "--target", "t", "--out", "out")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains(location) && run.stderr.contains(id), "\(run.stderr)")
    #expect(run.stderr.contains("hint:"), "\(run.stderr)")
    #expect(!run.stderr.contains("ParserError"), "\(run.stderr)")
    #expect(run.stderr.components(separatedBy: "error:").count == 2, "one error: \(run.stderr)")
    #expect(!chamfer.exists("out"))
  }
}
