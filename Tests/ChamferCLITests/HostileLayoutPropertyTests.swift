import Foundation
import TestSupport
import Testing

/// Random hostile projects: configs whose `out`, `outputs`, `templates` and layers point
/// out of the project, into `.git` or through links; templates and `extends` linked to
/// files outside; foreign files where output goes; a `chamfer.yml` that is itself a link.
/// Around the project sit canary files, each with text of its own. After `build`,
/// `lint`, `preview`, `import` and `diff` run in the project, nothing outside it changed,
/// no file that was in it changed, nothing appeared in a `.git`, and no canary's text is
/// in any stream or any file written.
///
/// `CHAMFER_LAYOUTS=N` sets how many layouts (CI runs 40); `CHAMFER_LAYOUT_SEED` the first
/// seed, so a failing layout can be run alone.
@Suite struct HostileLayoutPropertyTests {
  static let count = ProcessInfo.processInfo.environment["CHAMFER_LAYOUTS"].flatMap(Int.init) ?? 40
  static let firstSeed = ProcessInfo.processInfo.environment["CHAMFER_LAYOUT_SEED"].flatMap(UInt64.init) ?? 1

  /// One project, made from `seed`.
  struct Layout {
    let chamfer: Chamfer
    /// Text planted outside the project (and in a file inside that is no theme), which
    /// must never be printed or copied.
    let canaries: [String]
    var sandbox: URL { chamfer.outside }

    init(seed: UInt64) throws {
      var random = SplitMix(seed: seed)
      chamfer = try Chamfer()
      let tag = "\(seed)-\(UUID().uuidString.prefix(8))"
      canaries = (0..<4).map { "canary\($0)x\(tag)" }
      let outside = sandbox.appendingPathComponent("outside")
      // Files outside: a theme, a template, a config and a token file, each holding a canary.
      try write(
        "chamfer: 1\nname: Outside\ndescription: \(canaries[0])\nscale: { small: 4 }\n", at: outside.appendingPathComponent("theme.yaml"))
      try write("\(canaries[1])\n", at: outside.appendingPathComponent("secret.txt"))
      try write("version: 1\nlayers: [\(canaries[2])]\n", at: outside.appendingPathComponent("chamfer.yml"))
      try write(
        "{\"radius\": {\"$type\": \"dimension\", \"$value\": {\"value\": 4, \"unit\": \"px\"}, \"$description\": \"\(canaries[3])\"}}",
        at: outside.appendingPathComponent("tokens.json"))
      try write("[core]\n", at: outside.appendingPathComponent("repo/.git/config"))

      // The project: a git work tree with a theme, and text that is no theme.
      try chamfer.write("[core]\n\tfsmonitor = evil\n", to: ".git/config")
      try chamfer.write("TOKEN=\(canaries[1])\n", to: ".env.yaml")
      // Most layouts get a theme that builds, so the writes are tried too.
      let extends = Int.random(in: 0..<10, using: &random) < 6
        ? nil
        : ["../outside/theme.yaml", outside.appendingPathComponent("theme.yaml").path, "linked.yaml", ".env.yaml"]
          .randomElement(using: &random)!
      try chamfer.write(
        "chamfer: 1\nname: Small\n" + (extends.map { "extends: \($0)\n" } ?? "")
          + "scale: { small: 4 }\ncomponents:\n  button: { shape: small }\n",
        to: "theme.yaml")
      try link("linked.yaml", to: outside.appendingPathComponent("theme.yaml"))
      try link("away", to: outside)
      try link("gitlink", to: chamfer.url(".git"))

      let folders = [
        "build/chamfer", "../outside", outside.path, ".", ".git", ".git/hooks", "away", "away/deeper", "gitlink",
        "build/../../outside", ".GIT", "build/.git/x", "elsewhere",
      ]
      var config = "version: 1\n"
      let layer = Int.random(in: 0..<10, using: &random) < 7
        ? "theme.yaml" : ["linked.yaml", "../outside/theme.yaml", ".env.yaml"].randomElement(using: &random)!
      config += "layers: [\(layer)]\n"
      if Bool.random(using: &random) { config += "out: \(folders.randomElement(using: &random)!)\n" }
      if Bool.random(using: &random) { config += "outputs: { css: { path: \(folders.randomElement(using: &random)!) } }\n" }
      var targets = ["css", "dtcg"]
      switch Int.random(in: 0..<4, using: &random) {
      case 0: config += "templates: \(["tpl", "../outside", "away", outside.path].randomElement(using: &random)!)\n"
      default: break
      }
      // The author's own targets: one linked out, one named like a dot-folder.
      try chamfer.write("{{name}}\n", to: "tpl/plain/plain.txt.mustache")
      try FileManager.default.createDirectory(at: chamfer.url("tpl/leak"), withIntermediateDirectories: true)
      try link("tpl/leak/env.txt.mustache", to: outside.appendingPathComponent("secret.txt"))
      try chamfer.write("{{name}}\n", to: "tpl/.git/config.mustache")
      if config.contains("templates: tpl") { targets += ["plain", "leak"].filter { _ in Bool.random(using: &random) } }
      config += "targets: [\(targets.joined(separator: ", "))]\n"
      // Files already where output may go, that Chamfer never wrote.
      for place in ["build/chamfer/css/small-shapes.css", "elsewhere/small-shapes.css", "build/chamfer/dtcg/small.tokens.json"]
      where Bool.random(using: &random) {
        try chamfer.write("mine\n", to: place)
      }
      if Int.random(in: 0..<10, using: &random) == 0 {
        try link("chamfer.yml", to: outside.appendingPathComponent("chamfer.yml"))
      } else {
        try chamfer.write(config, to: "chamfer.yml")
      }
      // A token file whose reference leads out.
      let reference = ["../outside/tokens.json", "away/tokens.json", outside.appendingPathComponent("tokens.json").path]
        .randomElement(using: &random)!
      try chamfer.write("{\"r\": {\"$ref\": \"\(reference)#/radius\"}}", to: "tokens.json")
    }

    func write(_ text: String, at url: URL) throws {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func link(_ path: String, to destination: URL) throws {
      try FileManager.default.createSymbolicLink(atPath: chamfer.url(path).path, withDestinationPath: destination.path)
    }

    /// Every entry below the sandbox, but what runs print: files with their bytes, links
    /// with where they point, folders as such.
    func snapshot() -> [String: String] {
      var entries: [String: String] = [:]
      let root = sandbox.path
      var pending = [""]
      while let relative = pending.popLast() {
        let path = relative.isEmpty ? root : root + "/" + relative
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
          let child = relative.isEmpty ? name : relative + "/" + name
          if relative.isEmpty, name == "stdout" || name == "stderr" { continue }
          let full = root + "/" + child
          if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
            entries[child] = "link → " + destination
          } else if let data = FileManager.default.contents(atPath: full) {
            entries[child] = String(decoding: data, as: UTF8.self)
          } else {
            entries[child] = "folder"
            pending.append(child)
          }
        }
      }
      return entries
    }
  }

  /// The commands each layout gets, run in the project (not `build --force`, which is
  /// the user's word that files in the way may go).
  static let commands: [[String]] = [
    ["build"], ["lint"], ["lint", "--format", "json"], ["preview"],
    ["import", "tokens.json", "-o", "imported.yaml"], ["diff", "theme.yaml", "--", "theme.yaml", "--out", "review"],
  ]

  @Test func hostileLayoutsStayInsideTheProject() throws {
    var failures: [String] = []
    for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.count)) {
      let layout = try Layout(seed: seed)
      defer { layout.chamfer.cleanUp() }
      let before = layout.snapshot()
      var printed = ""
      for command in Self.commands {
        let run = try layout.chamfer(command)
        printed += run.stdout + run.stderr
        if run.status > 2, run.status != 64, run.status != 66 {
          failures.append("seed \(seed): \(command.joined(separator: " ")) exited \(run.status): \(run.stderr.prefix(300))")
        }
      }
      let after = layout.snapshot()
      for (path, entry) in before where after[path] != entry {
        failures.append("seed \(seed): \(path) changed or went (it was there before)")
      }
      for (path, entry) in after where before[path] == nil {
        if !path.hasPrefix("work/") { failures.append("seed \(seed): \(path) appeared outside the project") }
        if path.split(separator: "/").contains(where: { $0.lowercased() == ".git" }) {
          failures.append("seed \(seed): \(path) appeared in a .git folder")
        }
        for canary in layout.canaries where entry.contains(canary) {
          failures.append("seed \(seed): \(path) holds a canary's text")
        }
      }
      for canary in layout.canaries where printed.contains(canary) {
        failures.append("seed \(seed): a canary's text was printed: …\(printed.components(separatedBy: canary)[0].suffix(200))")
      }
      if failures.count > 20 { break }
    }
    #expect(failures.isEmpty, "\(failures.count) problems in \(Self.count) layouts:\n\(failures.joined(separator: "\n"))")
  }
}
