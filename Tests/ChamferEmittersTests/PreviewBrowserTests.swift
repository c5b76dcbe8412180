import ChamferKit
import Foundation
import Testing
import TestSupport

@testable import ChamferEmitters

/// The preview page opened in headless Chromium (Tests/Validators/check_page.py runs
/// preview_checks.js on it): no errors, every shape of the theme present, captions that
/// follow the curve toggle, the corner inspector, the appearance switch and the system's
/// dark setting, and a page that loads quickly, even with a thousand components.
@Suite struct PreviewBrowserTests {
  struct Opened {
    var loadMilliseconds: Double
    var errors: [String]
    var report: [String: Any]
  }

  /// Writes the page of `theme` into a fresh folder and opens it.
  static func open(_ theme: ResolvedTheme, dark: Bool = false) throws -> Opened {
    let folder = Scratch.path("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in try PreviewPage.render(theme) {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.contents.write(to: url, atomically: true, encoding: .utf8)
    }
    let script = Validator.folder.appendingPathComponent("preview_checks.js").path
    let output = try #require(
      Validator.check("check_page.py", [folder.appendingPathComponent("index.html").path, script] + (dark ? ["--dark"] : [])))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return Opened(
      loadMilliseconds: try #require(object["loadMilliseconds"] as? Double),
      errors: try #require(object["errors"] as? [String]),
      report: try #require(object["report"] as? [String: Any]))
  }

  static func theme(_ name: String) throws -> ResolvedTheme {
    try #require(try checkBundledTheme(bundledThemes().first { $0.lastPathComponent == name }!).theme)
  }

  /// Every metric, category, component and variant, in page order, with its caption as
  /// drawn and with circular and continuous curves swapped.
  static func expected(_ theme: ResolvedTheme) -> [(name: String, caption: String, swapped: String)] {
    let shapes: [(String, ResolvedShape)] =
      theme.scale.map { ($0.name, $0.shape) } + theme.categories.map { ($0.name, $0.shape) }
      + theme.components.flatMap { component in
        [(component.name, component.shape)] + component.variants.map { ("\(component.name).\($0.name)", $0.shape) }
      }
    return shapes.map { ($0.0, ShapeWords.shape($0.1), ShapeWords.shape(PreviewPage.swapped($0.1))) }
  }

  @Test(arguments: ["default.yaml", "material3.yaml"])
  func thePageShowsEveryShapeAndItsControlsWork(_ file: String) throws {
    let theme = try Self.theme(file)
    let opened = try Self.open(theme)
    #expect(opened.errors.isEmpty, "\(opened.errors)")
    let report = opened.report
    let names = try #require(report["names"] as? [String])
    let before = try #require(report["before"] as? [String])
    let swapped = try #require(report["swapped"] as? [String])
    let back = try #require(report["back"] as? [String])
    let expected = Self.expected(theme)
    try #require(names.count >= expected.count)
    #expect(Array(names.prefix(expected.count)) == expected.map(\.name), "every shape, in order")
    #expect(Array(before.prefix(expected.count)) == expected.map(\.caption))
    #expect(Array(swapped.prefix(expected.count)) == expected.map(\.swapped), "captions follow the curve toggle")
    #expect(back == before)
    #expect(zip(before, swapped).contains { $0 != $1 }, "some caption changes with the toggle")
    let drawings = try #require(report["drawings"] as? [Int])
    #expect(!drawings.contains(0), "every figure draws its shape")

    let inspector = try #require(report["inspector"] as? [String: Any])
    #expect(inspector["open"] as? Bool == true)
    #expect(inspector["closed"] as? Bool == true)
    #expect(inspector["title"] as? String == inspector["name"] as? String)
    #expect(inspector["paths"] as? [String] == ["actual", "ref circular", "ref continuous", "ref ios"])
    #expect(inspector["corners"] as? [String] == ["topLeft", "topRight", "bottomRight", "bottomLeft"])
    #expect(inspector["size"] as? [Double] == [320, 320])
    let legend = try #require(inspector["legend"] as? [String])
    #expect(legend.count == 5 && legend[3].hasPrefix("iOS continuous corner: starts at "), "\(legend)")

    // What each platform draws: the css target's class on a real element, overlapping
    // the geometry, and Android's circular stand-in for continuous corners named.
    let platforms = try #require(inspector["platforms"] as? [String: Any])
    #expect(platforms["shown"] as? Bool == true)
    let overlap = try #require(platforms["overlap"] as? Double)
    #expect(overlap >= 0.97, "the browser's drawing overlaps the geometry by \(overlap)")
    let inspected = try #require(inspector["name"] as? String)
    let shapes = Dictionary(
      WebExpectation.classes(theme).map { ($0.name, $0.shape) }, uniquingKeysWith: { first, _ in first })
    let prefix = Names.kebab(theme.name)
    func shape(_ label: String) -> ResolvedShape? {
      let parts = label.split(separator: ".", maxSplits: 1).map { Names.kebab(String($0)) }
      return shapes["\(prefix)-\(parts[0])" + (parts.count > 1 ? "--\(parts[1])" : "")]
    }
    let inspectedShape = try #require(shape(inspected))
    let notes = try #require(platforms["notes"] as? [String])
    if inspectedShape.visibleCorners.contains(where: { $0.family == .rounded && $0.curve == .continuous }) {
      #expect(notes.contains { $0.hasSuffix("lint/android-continuous-curve, lint/compose-continuous-curve") }, "\(notes)")
    } else {
      #expect(!notes.isEmpty)
    }
    #expect(platforms["radii"] as? [String] == inspectedShape.corners.map { WebExpectation.computedRadius($0, in: inspectedShape) })
    // Every component's class, as this browser computes it, says what the theme resolved.
    let radii = try #require(report["cssRadii"] as? [[String]])
    #expect(radii.count == shapes.count)
    for row in radii {
      let expected = try #require(shape(row[0]), "\(row[0])")
      #expect(Array(row.dropFirst()) == expected.corners.map { WebExpectation.computedRadius($0, in: expected) }, "\(row[0])")
    }

    try Self.checkPlatformRows(theme, report)

    let light = try #require(report["light"] as? [String: Any])
    let dark = try #require(report["dark"] as? [String: Any])
    #expect(light["label"] as? String == "Appearance: light")
    #expect((light["colors"] as? [String: String])?["page"] == "rgb(244, 244, 246)")
    #expect((dark["colors"] as? [String: String])?["page"] == "rgb(20, 20, 22)")
    #expect((dark["colors"] as? [String: String])?["ink"] == "rgb(242, 242, 245)")
    #expect((report["system"] as? [String: Any])?["label"] as? String == "Appearance: system")
    let outlines = try #require(report["insetOutline"] as? [String])
    #expect(outlines == ["rgba(0, 0, 0, 0)", "rgb(37, 99, 235)"], "insets show with their switch")
    // A generous bound for a shared test machine; the default theme takes about 0.25 s.
    #expect(opened.loadMilliseconds < 1000, "loaded in \(opened.loadMilliseconds) ms")
  }

  /// The Platforms switch: a row for every shape, whose css element's computed radii and
  /// corner shapes are what the theme resolved, whose differences are listed with the
  /// lint rules that report them, and whose drawings are laid out by the page's script
  /// exactly as Swift lays them out; resizing a row lays every drawing out again.
  static func checkPlatformRows(_ theme: ResolvedTheme, _ report: [String: Any]) throws {
    let mismatches = try #require(report["layoutMismatches"] as? [Any])
    #expect(mismatches.isEmpty, "the page's layout script draws as ShapeGeometry does: \(mismatches.prefix(3))")
    let rows = try #require(report["rows"] as? [[String: Any]])
    let expected = Self.expected(theme)
    #expect(rows.map { $0["name"] as? String } == expected.map(\.name), "a row for every shape, in order")
    let shapes: [ResolvedShape] =
      theme.scale.map(\.shape) + theme.categories.map(\.shape)
      + theme.components.flatMap { [$0.shape] + $0.variants.map(\.shape) }
    for (row, shape) in zip(rows, shapes) {
      let name = row["name"] as? String ?? "?"
      #expect(row["shown"] as? Bool == true, "\(name): the row shows in place of the drawing")
      #expect(row["cells"] as? [String] == ["chamfer", "web", "android", "flutter"], "\(name)")
      #expect(row["radii"] as? [String] == shape.corners.map { WebExpectation.computedRadius($0, in: shape) }, "\(name)")
      if shape.kind == .rectangle, !shape.isCapsule {
        #expect(row["cornerShapes"] as? [String] == shape.corners.map(WebExpectation.computedCornerShape), "\(name)")
      }
      let notes = try #require(row["notes"] as? [String])
      let differences = PreviewPage.Platforms.differences(shape)
      #expect(notes == (differences.isEmpty ? ["Every target draws this shape as Chamfer does"] : differences.map(\.line)), "\(name)")
      // Independently of how the lines are made: each rule that reports this shape is named.
      let continuous = shape.kind == .rectangle
        && shape.visibleCorners.contains { $0.family == .rounded && $0.curve == .continuous }
      #expect(
        notes.contains { $0.hasSuffix("lint/android-continuous-curve, lint/compose-continuous-curve") } == continuous, "\(name)")
      #expect(notes.contains { $0.hasSuffix("lint/web-relative-size") } == (shape.hasRelativeSize), "\(name)")
      #expect(
        notes.contains { $0.hasSuffix("lint/android-surface-limits") } == (shape.kind == .rectangle && !shape.arrows.isEmpty),
        "\(name)")
      #expect(((row["differs"] as? [String])?.contains("android") ?? false) == continuous, "\(name)")
      let overlap = try #require(row["overlap"] as? Double)
      #expect(overlap >= 0.9, "\(name): the browser's drawing overlaps the geometry by \(overlap)")
      #expect((row["overlapText"] as? String)?.hasPrefix("This browser's drawing overlaps Chamfer's by ") == true)
    }
    // Turned off, the rows go and the drawings come back.
    #expect(report["platformsOff"] as? String == "none")

    let resized = try #require(report["resized"] as? [[String: Any]])
    #expect(
      resized.contains { $0["kind"] as? String == "circle" } == shapes.contains { $0.kind == .circle },
      "a circle is resized when the theme has one")
    for entry in resized {
      let name = entry["name"] as? String ?? "?"
      let before = try #require(entry["before"] as? [Double])
      let after = try #require(entry["after"] as? [Double])
      let bbox = try #require(entry["bbox"] as? [Double])
      #expect(after[0] > before[0] && after[1] > before[1], "\(name): \(before) → \(after)")
      #expect(zip(bbox, [0, 0] + after).allSatisfy { abs($0 - $1) < 0.5 }, "\(name): outline \(bbox) at \(after)")
      #expect(entry["cssSize"] as? [Double] == after, "\(name): the browser's element follows")
      #expect(entry["android"] as? Double == after[0], "\(name): every drawing is laid out again")
      if entry["kind"] as? String == "circle" {
        #expect(after[0] == after[1], "\(name): a circle's box stays square")
        #expect(entry["arcs"] as? [Double] == Array(repeating: after[0] / 2, count: 4), "\(name): a circle of the new size")
      }
    }
    // The first capsule on the page (all four corners full, no arrow) stays a capsule:
    // its corners are half the new shorter side.
    if let index = shapes.firstIndex(where: { $0.isCapsule && $0.arrows.isEmpty }) {
      let entry = try #require(resized.first { $0["name"] as? String == expected[index].name }, "the capsule is resized")
      let after = try #require(entry["after"] as? [Double])
      #expect(entry["arcs"] as? [Double] == Array(repeating: min(after[0], after[1]) / 2, count: 4), "a capsule stays a capsule")
    }
    let play = try #require(report["play"] as? [Any])
    #expect(play.count == 4 && play[0] as? String == "Play" && play[1] as? Bool == true, "the play control pauses: \(play)")
    #expect(play.count == 4 && play[2] as? String == "Pause" && play[3] as? Bool == false, "and plays again: \(play)")
  }

  @Test func theSystemsDarkSettingIsFollowed() throws {
    let opened = try Self.open(try Self.theme("default.yaml"), dark: true)
    #expect(opened.errors.isEmpty, "\(opened.errors)")
    #expect(opened.report["prefersDark"] as? Bool == true)
    let colors = try #require(opened.report["colors"] as? [String: String])
    #expect(colors["page"] == "rgb(20, 20, 22)" && colors["tile"] == "rgb(31, 31, 35)")
    // The switch can still choose light.
    let light = try #require(opened.report["light"] as? [String: Any])
    #expect((light["colors"] as? [String: String])?["page"] == "rgb(244, 244, 246)")
  }

  /// A thousand components, each with a variant: the page still opens, every shape is on
  /// it, and figures off screen are not laid out until scrolled to.
  @Test func aThousandComponentsStillOpen() throws {
    var text = "chamfer: 1\nname: Many\nscale: { small: 4, medium: 8, large: 16, full: full }\ncomponents:\n"
    let shapes = ["small", "medium", "large", "full"]
    for index in 0..<1000 {
      text +=
        "  part\(index): { shape: \(shapes[index % 4]), variants: { pressed: { size: \(index % 24), curve: continuous } } }\n"
    }
    let result = Pipeline.check([ThemeSource(path: "many.yaml", text: text)], provider: { _ in nil })
    let theme = try #require(result.theme)
    let opened = try Self.open(theme)
    #expect(opened.errors.isEmpty, "\(opened.errors)")
    let names = try #require(opened.report["names"] as? [String])
    #expect(names.filter { $0.hasPrefix("part") }.count == 2000)
    #expect(opened.loadMilliseconds < 10_000, "loaded in \(opened.loadMilliseconds) ms")
    print("1,000 components and 1,000 variants: loaded in \(opened.loadMilliseconds) ms")
  }
}
