import Foundation
import Testing
import TestSupport

/// Names that become one identifier only in some target's spelling are checked by lint
/// and by build, for the targets that are built, before anything is written.
@Suite struct IdentifierCollisionCLITests {
  static let theme = """
    chamfer: 1
    name: Acme
    components:
      button:
        size: 8
        variants:
          pressed: { size: 2 }
      button-pressed: { size: 6 }

    """

  @Test func lintReportsOneErrorAtTheLaterNameWithANoteAtTheEarlier() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    let run = try chamfer("lint", "theme.yaml")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.components(separatedBy: "[build/identifier-collision]").count == 2, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "theme.yaml:8:3: error: the component 'button-pressed' and the variant 'button.pressed' both become"),
      "\(run.stderr)")
    #expect(run.stderr.contains("theme.yaml:7:7: note: 'button.pressed' is defined here"), "\(run.stderr)")
  }

  @Test func buildWritesNothing() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    let run = try chamfer("build", "theme.yaml", "--out", "out")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("[build/identifier-collision]"), "\(run.stderr)")
    #expect(!chamfer.exists("out"))
  }

  /// Swift nests variants in an enum of their own and CSS joins them with `--`, so the
  /// theme builds for those targets, and lints clean for a config that builds only them.
  @Test func onlyTheTargetsBuiltAreChecked() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    let build = try chamfer("build", "theme.yaml", "--out", "out", "--target", "swift", "--target", "css")
    #expect(build.status == 0, "\(build)")
    try chamfer.write("version: 1\nlayers: [theme.yaml]\ntargets: [swift, css]\n", to: "chamfer.yml")
    let lint = try chamfer("lint")
    #expect(lint.status == 0, "\(lint)")
    try chamfer.write("version: 1\nlayers: [theme.yaml]\ntargets: [swift, flutter]\n", to: "chamfer.yml")
    let flutter = try chamfer("lint")
    #expect(flutter.status == 1, "\(flutter)")
    #expect(flutter.stderr.contains("'buttonPressed', a member of the Shapes class in flutter/lib/acme_shapes.dart"))
  }

  /// A target whose templates the config replaces is the user's to spell; it is not
  /// held to the bundled target's names.
  @Test func aReplacedTargetIsNotChecked() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    try chamfer.write("{{#components}}{{name}}\n{{/components}}", to: "templates/tailwind/list.txt.mustache")
    try chamfer.write("{{#components}}{{name}}\n{{/components}}", to: "templates/android/list.txt.mustache")
    try chamfer.write("{{#components}}{{name}}\n{{/components}}", to: "templates/flutter/list.txt.mustache")
    try chamfer.write(
      "version: 1\nlayers: [theme.yaml]\ntemplates: templates\ntargets: [tailwind, android, flutter]\n",
      to: "chamfer.yml")
    let lint = try chamfer("lint")
    #expect(lint.status == 0, "\(lint)")
    let build = try chamfer("build")
    #expect(build.status == 0, "\(build)")
  }
}
