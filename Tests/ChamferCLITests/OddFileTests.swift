import Foundation
import Testing

/// Files that are not plain UTF-8 files with plain names — a pipe, a device, a folder,
/// a name that is not UTF-8, a name longer than a file system allows — are bad input:
/// one located error with a stable id, never a Foundation error printed whole, a hang,
/// or the exit status of an output that cannot be written.
@Suite struct OddFileTests {
  static let theme = "chamfer: 1\nname: Acme\nscale: { small: 4 }\n"

  /// Exactly one error, at `location`, with `id`, and exit status 1, or 66 for an
  /// input named on the command line that cannot be read.
  static func expectOneError(
    _ run: Chamfer.Run, at location: String, _ id: String, status: Int32 = 1,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(run.status == status, "\(run)", sourceLocation: sourceLocation)
    #expect(errors.count == 1, "\(run)", sourceLocation: sourceLocation)
    #expect(errors.first?.hasPrefix("\(location): error: ") == true, "\(run)", sourceLocation: sourceLocation)
    #expect(errors.first?.hasSuffix("[\(id)]") == true, "\(run)", sourceLocation: sourceLocation)
    #expect(!run.stderr.contains("Error Domain"), "\(run)", sourceLocation: sourceLocation)
  }

  /// Creates a file whose name is `prefix`, a byte that is not UTF-8, then `suffix`.
  static func writeFile(in folder: URL, prefix: String, suffix: String, contents: String) throws {
    var name = Array((folder.path + "/" + prefix).utf8)
    name += [0xFF] + Array(suffix.utf8)
    let path = name.map { CChar(bitPattern: $0) } + [0]
    let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    let bytes = Array(contents.utf8)
    #expect(write(descriptor, bytes, bytes.count) == bytes.count)
    close(descriptor)
  }

  enum Odd: String, CaseIterable, Sendable { case pipe, device, folder }

  /// Makes `path` a pipe, a link to /dev/zero, or a folder.
  static func make(_ odd: Odd, at path: String, in chamfer: Chamfer) throws {
    let url = chamfer.url(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    switch odd {
    case .pipe: try #require(mkfifo(url.path, 0o644) == 0)
    case .device: try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
    case .folder: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
  }

  @Test(arguments: Odd.allCases)
  func aFileNamedOnTheCommandLineThatIsNoFileIsOneError(_ odd: Odd) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try Self.make(odd, at: "odd.yaml", in: chamfer)
    try chamfer.write(Self.theme, to: "theme.yaml")
    for arguments in [
      ["lint", "odd.yaml"], ["build", "odd.yaml", "--out", "out"], ["import", "odd.yaml"],
      ["build", "--config", "odd.yaml", "--out", "out"], ["import", "theme.yaml", "--mapping", "odd.yaml"],
    ] {
      Self.expectOneError(try chamfer(arguments), at: "odd.yaml:1:1", "load/not-a-file", status: 66)
    }
    #expect(!chamfer.exists("out"))
  }

  @Test(arguments: [Odd.pipe, .device])
  func aTemplateThatIsNoFileIsOneError(_ odd: Odd) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    try Self.make(odd, at: "templates/mine/[Name].txt.mustache", in: chamfer)
    let run = try chamfer("build", "theme.yaml", "--templates", "templates", "--target", "mine", "--out", "out")
    // A device is a link to /dev, outside the project, which is refused before its kind.
    let id = odd == .device ? "template/outside-root" : "template/not-a-file"
    Self.expectOneError(run, at: "templates/mine/[Name].txt.mustache:1:1", id)
    #expect(!chamfer.exists("out"))
  }

  /// The folder's listing spells a name that is not UTF-8 with U+FFFD, so the file is
  /// not found by that name.
  @Test(arguments: ["[Name]-", "_partial-"])
  func aTemplateWhoseNameIsNotUTF8IsOneError(_ prefix: String) throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    try chamfer.write("{{name}}\n", to: "templates/mine/a.txt.mustache")
    try Self.writeFile(in: chamfer.url("templates/mine"), prefix: prefix, suffix: ".mustache", contents: "{{name}}\n")
    let run = try chamfer("build", "theme.yaml", "--templates", "templates", "--target", "mine", "--out", "out")
    Self.expectOneError(run, at: "templates/mine/\(prefix)\u{FFFD}.mustache:1:1", "template/unreadable")
    #expect(run.stderr.contains("file name is not UTF-8"), "\(run)")
    #expect(!chamfer.exists("out"))
  }

  @Test func aTemplateWhoseTextIsNotUTF8IsOneErrorWhereItStops() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme, to: "theme.yaml")
    try chamfer.write("", to: "templates/mine/.keep")
    // `{{name}}`, a line break, `a` and half of a two-byte character.
    try Data(Array("{{name}}\ra".utf8) + [0xC3]).write(to: chamfer.url("templates/mine/a.txt.mustache"))
    let run = try chamfer("build", "theme.yaml", "--templates", "templates", "--target", "mine", "--out", "out")
    Self.expectOneError(run, at: "templates/mine/a.txt.mustache:2:2", "template/unreadable")
    #expect(!chamfer.exists("out"))
  }

  /// Output names come from theme, context and shape names: past the 255 bytes a file
  /// system allows in a name, one is refused before anything is written.
  @Test func aNameTooLongForAFileIsOneError() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    let long = String(repeating: "a", count: 300)
    try chamfer.write("chamfer: 1\nname: \(long)\nscale: { small: 4 }\n", to: "theme.yaml")
    let build = try chamfer("build", "theme.yaml", "--target", "css", "--out", "out")
    #expect(build.status == 1 && build.stderr.contains("[output/invalid-path]") && build.stderr.contains("255"), "\(build)")
    #expect(!chamfer.exists("out"))

    try chamfer.write("chamfer: 1\nname: Acme\nscale: { small: 4 }\ncomponents:\n  \(long): { shape: small }\n", to: "wide.yaml")
    Self.expectOneError(try chamfer("preview", "wide.yaml", "--out", "preview"), at: "wide.yaml:1:1", "output/invalid-path")
    #expect(!chamfer.exists("preview"))

    try chamfer.write(#"{"radius": {"small": {"value": "4px", "type": "borderRadius"}}}"#, to: "tokens/global.json")
    try chamfer.write(#"{"radius": {"small": {"value": "2px", "type": "borderRadius"}}}"#, to: "tokens/tight.json")
    try chamfer.write(
      #"[{"id": "1", "name": "\#(long)", "group": "mode", "selectedTokenSets": {"global": "enabled"}},"#
        + #" {"id": "2", "name": "b", "group": "mode", "selectedTokenSets": {"global": "enabled", "tight": "enabled"}}]"#,
      to: "tokens/$themes.json")
    Self.expectOneError(
      try chamfer("import", "tokens/$themes.json", "-o", "imported"), at: "tokens/$themes.json:1:1", "output/invalid-path")
    #expect(!chamfer.exists("imported"))
  }
}
