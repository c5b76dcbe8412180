import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Renders a theme with every bundled target into a fresh folder and checks each file
/// with its ecosystem's tool; returns the folder, target by target, for further reading.
func renderEveryTargetAndCheck(_ theme: ResolvedTheme, sourceLocation: SourceLocation = #_sourceLocation)
  throws -> URL
{
  let folder = try Scratch.folder("every-target")
  let written = try renderEveryTarget(theme, into: folder)
  try checkEveryTarget([written], sourceLocation: sourceLocation)
  return folder
}

/// What `renderEveryTarget` wrote for one theme: the theme, and each target's files
/// with where they were written.
struct RenderedTheme {
  var theme: ResolvedTheme
  var files: [String: [(file: GeneratedFile, url: URL)]]
}

/// Writes each bundled target's files for `theme` into `folder/<target id>/`.
func renderEveryTarget(_ theme: ResolvedTheme, into folder: URL) throws -> RenderedTheme {
  var files: [String: [(file: GeneratedFile, url: URL)]] = [:]
  for target in try OutputTarget.bundled() {
    let rendered = target.render(theme)
    let base = folder.appendingPathComponent(target.id)
    try write(rendered, to: base)
    files[target.id] = rendered.map { ($0, base.appendingPathComponent($0.path)) }
  }
  return RenderedTheme(theme: theme, files: files)
}

/// Checks what `renderEveryTarget` wrote for any number of themes, each target's files
/// with its language's own tool, run once over all of them. A bundled target this has
/// no check for is a failure, so a new target cannot go unchecked.
func checkEveryTarget(_ themes: [RenderedTheme], sourceLocation: SourceLocation = #_sourceLocation) throws {
  func files(_ target: String, _ suffix: String) -> [String] {
    themes.flatMap { $0.files[target] ?? [] }.map(\.url.path).filter { $0.hasSuffix(suffix) }
  }
  let location = sourceLocation
  // Each bundled target's check, by its id; a target missing here fails below.
  let checks: [String: () throws -> Void] = [
    "css": { Validator.check("check_css.py", files("css", ".css"), sourceLocation: location) },
    "scss": { Validator.check("check_scss.py", ["--strict"] + files("scss", ".scss"), sourceLocation: location) },
    "android": {
      // The `res` folder of each theme's android files, which aapt2 links together.
      let resources = Set(
        files("android", ".xml").compactMap { path in path.range(of: "/res/").map { String(path[..<$0.lowerBound]) + "/res" } })
      Validator.check("check_android.py", resources.sorted(), sourceLocation: location)
    },
    "flutter": { Validator.check("check_dart.py", files("flutter", ".dart"), sourceLocation: location) },
    "compose": { Validator.check("check_kotlin.py", ["--strict"] + files("compose", ".kt"), sourceLocation: location) },
    "dtcg": { Validator.check("check_dtcg.py", files("dtcg", ".json"), sourceLocation: location) },
    "swift": {
      let swift = try run("swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + files("swift", ".swift"))
      #expect(swift.status == 0, "\(swift.output)", sourceLocation: location)
    },
    // Every component's and variant's utility, compiled by the Tailwind CLI.
    "tailwind": {
      for (index, rendered) in themes.enumerated() {
        guard let file = rendered.files["tailwind"]?.first else { continue }
        let utilities = TailwindTargetTests.utilities(rendered.theme).map(\.name)
        let page = utilities.map { "<div class=\"\($0)\"></div>" }.joined(separator: "\n") + "\n"
        let folder = try Scratch.folder("every-target-tailwind-\(index)")
        let compiled = try TailwindTargetTests.compile([file.file], page: page, in: folder)
        for utility in utilities where compiled?.contains(".\(utility) {") == false {
          Issue.record("the Tailwind CLI made no .\(utility) from \(file.url.path)", sourceLocation: location)
        }
      }
    },
  ]
  for target in try OutputTarget.bundled() {
    guard let check = checks[target.id] else {
      Issue.record("no tool checks the \(target.id) target's files: add one here", sourceLocation: location)
      continue
    }
    try check()
  }
}
