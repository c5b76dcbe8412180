import Foundation
import TestSupport
import Testing

/// The README and `docs/` stay true: every relative link reaches a file (and a heading,
/// when it names one), and every theme they show builds as the text says.
@Suite struct DocumentationTests {
  /// README.md and every Markdown page under docs/, relative to the package.
  static let pages: [String] = {
    var pages = ["README.md"]
    let docs = packageRoot.appendingPathComponent("docs")
    if let walker = FileManager.default.enumerator(atPath: docs.path) {
      pages += walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    }
    return pages.sorted()
  }()

  static func text(_ page: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
  }

  /// The page with its fenced code blocks blanked, so links and headings inside them
  /// are not read.
  static func prose(_ text: String) -> [String] {
    var inBlock = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("```") {
        inBlock.toggle()
        return ""
      }
      return inBlock ? "" : String(line)
    }
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
        return nil
      })
  }

  static func anchors(_ text: String) -> Set<String> {
    Set(prose(text).compactMap { line in
      guard let match = line.firstMatch(of: /^#{1,6} (.+)$/) else { return nil }
      return anchor(String(match.1))
    })
  }

  @Test func thereIsAReferenceInDocs() {
    for page in ["docs/format.md", "docs/command-line.md", "docs/untrusted-input.md", "docs/targets/README.md"] {
      #expect(Self.pages.contains(page), "\(page) is missing")
    }
  }

  /// Each bundled target's page names every one of its templates in its `## Templates`
  /// section, so someone changing the output finds the file to edit.
  @Test func everyTargetPageListsItsTemplates() throws {
    let targets = packageRoot.appendingPathComponent("templates/targets")
    let ids = try FileManager.default.contentsOfDirectory(atPath: targets.path).filter { !$0.hasPrefix(".") }.sorted()
    #expect(ids.count >= 8)
    for id in ids {
      let page = try Self.text("docs/targets/\(id).md")
      let section = page.components(separatedBy: "\n## Templates\n").dropFirst().first?.components(separatedBy: "\n## ").first
      let listed = try #require(section, "docs/targets/\(id).md has no '## Templates' section")
      let files = FileManager.default.enumerator(atPath: targets.appendingPathComponent(id).path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".mustache") } ?? []
      #expect(!files.isEmpty)
      for file in files {
        #expect(listed.contains("`\(file)`"), "docs/targets/\(id).md does not list \(file)")
      }
    }
  }

  @Test(arguments: pages) func relativeLinksReachAFileAndHeading(page: String) throws {
    let text = try Self.text(page)
    let folder = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
    for (number, line) in Self.prose(text).enumerated() {
      for match in line.matches(of: /\]\(([^)\s]+)\)/) {
        let link = String(match.1)
        if link.contains("://") || link.hasPrefix("mailto:") { continue }
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let target = path.isEmpty ? page : (folder == "." ? path : folder + "/" + path)
        let url = packageRoot.appendingPathComponent(target).standardizedFileURL
        #expect(
          FileManager.default.fileExists(atPath: url.path), "\(page):\(number + 1): '\(link)' reaches no file")
        if parts.count == 2, target.hasSuffix(".md"), FileManager.default.fileExists(atPath: url.path) {
          let anchors = Self.anchors(try String(contentsOf: url, encoding: .utf8))
          #expect(anchors.contains(String(parts[1])), "\(page):\(number + 1): '\(link)' names no heading")
        }
      }
    }
  }

  /// A YAML block whose top level has `chamfer:` is a whole theme: it builds with no
  /// error and no warning, unless the line before the block says what it expects: an
  /// error as `<!-- expect: ID -->`, or the platform notes it shows on purpose as
  /// `<!-- warns: ID ID -->`.
  @Test(arguments: pages) func everyThemeExampleBuilds(page: String) throws {
    let lines = try Self.text(page).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    var checked = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index] == "```yaml" || lines[index] == "```json" else { continue }
      let before = index > 0 ? lines[index - 1] : ""
      let expected = before.firstMatch(of: /<!-- expect: ([a-z\/-]+) -->/)?.1
      let allowed = Set((before.firstMatch(of: /<!-- warns: ([a-z\/ -]+) -->/)?.1 ?? "").split(separator: " ").map(String.init))
      let start = index + 1
      var end = start
      while end < lines.count, lines[end] != "```" { end += 1 }
      let block = lines[start..<end].joined(separator: "\n") + "\n"
      let isYAML = lines[index] == "```yaml"
      index = end
      // A JSON block is a theme only if it is JSON at all (the resolved theme's outline
      // has placeholders).
      let isTheme =
        isYAML
        ? block.contains(/(^|\n)chamfer: 1/)
        : block.contains(/^\{\s*"chamfer": 1/) && (try? JSONSerialization.jsonObject(with: Data(block.utf8))) != nil
      guard isTheme else { continue }
      checked += 1
      let chamfer = try Chamfer()
      defer { chamfer.cleanUp() }
      let file = isYAML ? "example.yaml" : "example.json"
      try chamfer.write(block, to: file)
      let run = try chamfer("lint", file)
      let place = "\(page):\(start)"
      if let expected {
        #expect(run.status == 1, "\(place): expected \(expected)\n\(run)")
        #expect(run.stderr.contains("[\(expected)]"), "\(place): expected \(expected)\n\(run)")
      } else {
        #expect(run.status == 0, "\(place)\n\(run)")
        let warned = run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.compactMap {
          $0.firstMatch(of: /\[([a-z\/-]+)\]$/).map { String($0.1) }
        }
        #expect(Set(warned).isSubset(of: allowed), "\(place) warns\n\(run)")
      }
    }
    if page == "README.md" || page == "docs/format.md" {
      #expect(checked > 0, "\(page) shows no theme")
    }
  }

  /// A text block that starts with `$ chamfer ARGUMENTS` over the bundled themes, or
  /// over files the page shows in blocks marked `<!-- file: NAME -->`, shows what that
  /// command prints, exactly.
  @Test(arguments: pages) func everyShownCommandPrintsWhatThePageShows(page: String) throws {
    let text = try Self.text(page)
    var shown: [String: String] = [:]
    for block in text.matches(of: /<!-- file: ([^ ]+) -->[^\n]*\n```[a-z]+\n((?:.*\n)*?)```/) {
      shown[String(block.1)] = String(block.2)
    }
    for block in text.matches(of: /```text\n\$ chamfer ([^\n]+)\n((?:.*\n)*?)```/) {
      let arguments = block.1.split(separator: " ").map(String.init)
      guard arguments.contains(where: { $0.hasPrefix("tokens/") || shown[$0] != nil }) else { continue }
      let chamfer = try Chamfer.withBundledThemes()
      defer { chamfer.cleanUp() }
      for (name, contents) in shown { try chamfer.write(contents, to: name) }
      let run = try chamfer(arguments)
      #expect(run.stdout + run.stderr == String(block.2), "\(page): chamfer \(block.1)")
    }
  }

  /// The pictures were drawn from the themes, templates and preview code as they are
  /// now: scripts/pictures.sh records a hash of those inputs beside the pictures.
  @Test func picturesAreNotOlderThanWhatTheyShow() throws {
    let script = packageRoot.appendingPathComponent("scripts/picture-inputs.py").path
    let result = try Spawn.capture("python3", [script, "--check"])
    #expect(result.status == 0, "\(result.stderr)")
  }
}
