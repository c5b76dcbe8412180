import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// What the css and scss targets promise for each corner, written from the contract
/// rather than from the templates.
enum WebExpectation {
  static let corners = ["top-left", "top-right", "bottom-right", "bottom-left"]

  /// A capsule or a circle is 9999px, which CSS shrinks to half the shorter side.
  static func radius(_ corner: ResolvedCorner, in shape: ResolvedShape) -> String {
    if shape.kind == .circle || shape.isCapsule { return "9999px" }
    if corner.size.value == 0 { return "0" }
    let number = JSONValue.format(corner.size.value)
    return corner.size.unit == .percent ? "\(number)%" : "\(number)px"
  }

  /// The radius as getComputedStyle reports it: zero gets its unit.
  static func computedRadius(_ corner: ResolvedCorner, in shape: ResolvedShape) -> String {
    let radius = radius(corner, in: shape)
    return radius == "0" ? "0px" : radius
  }

  /// bevel for cut, superellipse(1 + smoothing / 6) for continuous, round otherwise.
  static func cornerShape(_ corner: ResolvedCorner) -> String {
    if corner.family == .cut { return "bevel" }
    if corner.curve == .continuous { return "superellipse(\(superellipse(corner)))" }
    return "round"
  }

  /// Chromium reports every keyword in its superellipse() form.
  static func computedCornerShape(_ corner: ResolvedCorner) -> String {
    if corner.family == .cut { return "superellipse(0)" }
    if corner.curve == .continuous { return "superellipse(\(superellipse(corner)))" }
    return "superellipse(1)"
  }

  static func superellipse(_ corner: ResolvedCorner) -> String {
    JSONValue.format(((1 + (corner.smoothing ?? 0) / 6) * 1000).rounded() / 1000)
  }

  /// The fallback polygon's points, corner by corner: two for a visible cut, the
  /// corner itself otherwise.
  static func polygon(_ shape: ResolvedShape) -> String {
    let points = zip(CornerName.allCases, shape.corners).map { name, corner -> String in
      let r = radius(corner, in: shape)
      let cut = corner.family == .cut && corner.size.value > 0
      switch name {
      case .topLeft: return cut ? "0 \(r), \(r) 0" : "0 0"
      case .topRight: return cut ? "calc(100% - \(r)) 0, 100% \(r)" : "100% 0"
      case .bottomRight: return cut ? "100% calc(100% - \(r)), calc(100% - \(r)) 100%" : "100% 100%"
      case .bottomLeft: return cut ? "\(r) 100%, 0 calc(100% - \(r))" : "0 100%"
      }
    }
    return "polygon(\(points.joined(separator: ", ")))"
  }

  /// A content inset edge as the targets round it: to a thousandth.
  static func rounded(_ size: Size) -> Size { Size((size.value * 1000).rounded() / 1000, size.unit) }

  /// CSS padding order: top, right, bottom, left; nil when an edge is relative.
  static func contentInset(_ shape: ResolvedShape) -> String? {
    let insets = shape.contentInsets
    guard !insets.isRelative else { return nil }
    return [insets.top, insets.right, insets.bottom, insets.left].map {
      let size = rounded($0)
      return size.value == 0 ? "0" : "\(JSONValue.format(size.value))px"
    }.joined(separator: " ")
  }

  /// Every component and variant with the class name the css target gives it.
  static func classes(_ theme: ResolvedTheme) -> [(name: String, shape: ResolvedShape)] {
    let prefix = Names.kebab(theme.name)
    return theme.components.flatMap { component in
      [("\(prefix)-\(Names.kebab(component.name))", component.shape)]
        + component.variants.map {
          ("\(prefix)-\(Names.kebab(component.name))--\(Names.kebab($0.name))", $0.shape)
        }
    }
  }
}

func render(_ targetID: String, _ file: URL) throws -> (ResolvedTheme, [GeneratedFile]) {
  let theme = try #require(try checkBundledTheme(file).theme)
  let target = try #require(try OutputTarget.bundled().first { $0.id == targetID })
  return (theme, target.render(theme))
}

func write(_ files: [GeneratedFile], to folder: URL) throws {
  for file in files {
    let url = folder.appendingPathComponent(file.path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try file.contents.write(to: url, atomically: true, encoding: .utf8)
  }
}

@Suite struct CSSTargetTests {
  @Test(arguments: bundledThemes())
  func chromiumAcceptsEveryDeclaration(_ file: URL) throws {
    let (_, files) = try render("css", file)
    let folder = try temporaryFolder("css")
    try write(files, to: folder)
    Validator.check("check_css.py", files.map { folder.appendingPathComponent($0.path).path })
  }

  /// Chromium itself reads every corner of every component and variant class back.
  @Test(arguments: bundledThemes())
  func chromiumComputesTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let folder = try temporaryFolder("css-computed")
    try write(files, to: folder)
    let classes = WebExpectation.classes(theme)
    let properties = WebExpectation.corners.flatMap {
      ["border-\($0)-radius", "corner-\($0)-shape"]
    }
    let spec: [String: Any] = [
      "css": files[0].path, "width": 200, "height": 120,
      "elements": classes.map { ["class": $0.name, "properties": properties] },
    ]
    let specURL = folder.appendingPathComponent("spec.json")
    try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
    let output = try #require(Validator.check("check_css.py", ["--computed", specURL.path]))
    let computed = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: String]])
    var compared = 0
    for (name, shape) in classes {
      let values = try #require(computed[name], "Chromium found no .\(name)")
      for (corner, resolved) in zip(WebExpectation.corners, shape.corners) {
        #expect(
          values["border-\(corner)-radius"] == WebExpectation.computedRadius(resolved, in: shape),
          ".\(name) \(corner)")
        #expect(
          values["corner-\(corner)-shape"] == WebExpectation.computedCornerShape(resolved),
          ".\(name) \(corner)")
        compared += 2
      }
    }
    #expect(compared == classes.count * 8)
  }

  /// The clip-path fallback cuts the same corners by the same amounts, for every
  /// class with a cut, and a variant of a cut component without cuts clears it.
  @Test(arguments: bundledThemes())
  func theFallbackPolygonCutsTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let rules = StyleRule.parse(files[0].contents).filter { $0.supports == "not (corner-shape: bevel)" }
    let fallback = Dictionary(rules.map { ($0.selector, $0["clip-path"]) }, uniquingKeysWith: { $1 })
    for (name, shape) in WebExpectation.classes(theme) {
      let hasCut = shape.visibleCorners.contains { $0.family == .cut }
      if hasCut {
        #expect(fallback[".\(name)"] == WebExpectation.polygon(shape), ".\(name)")
      } else if let value = fallback[".\(name)"] {
        #expect(value == "none", ".\(name)")
      }
    }
  }

  /// The custom properties list the four corners of every metric, component and variant.
  @Test(arguments: bundledThemes())
  func customPropertiesHoldTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let root = try #require(StyleRule.parse(files[0].contents).first { $0.selector == ":root" })
    let prefix = Names.kebab(theme.name)
    let entries =
      theme.scale.map { ("\(prefix)-scale-\(Names.kebab($0.name))", $0.shape) }
      + theme.categories.map { ("\(prefix)-category-\(Names.kebab($0.name))", $0.shape) }
      + WebExpectation.classes(theme)
    var insets = 0
    for (name, shape) in WebExpectation.classes(theme) {
      let expected = WebExpectation.contentInset(shape)
      #expect(root["--\(name)-content-inset"] == expected, "--\(name)-content-inset")
      if expected != nil { insets += 1 }
    }
    #expect(insets > 0)
    for (name, shape) in entries {
      #expect(
        root["--\(name)-radius"]
          == shape.corners.map { WebExpectation.radius($0, in: shape) }.joined(separator: " "),
        "--\(name)-radius")
      #expect(
        root["--\(name)-corner-shape"]
          == shape.corners.map(WebExpectation.cornerShape).joined(separator: " "),
        "--\(name)-corner-shape")
    }
    #expect(root.declarations.count == entries.count * 2 + insets)
  }
}

@Suite struct SCSSTargetTests {
  /// Includes every mixin the target promises, compiles with Dart Sass (warnings are
  /// failures), checks the CSS with Chromium and reads every value back.
  @Test(arguments: bundledThemes())
  func everyMixinCompilesAndAppliesTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("scss", file)
    let folder = try temporaryFolder("scss")
    try write(files, to: folder)
    let module = URL(fileURLWithPath: files[0].path).deletingPathExtension().lastPathComponent
    var expected: [(selector: String, shape: ResolvedShape, corners: [Int])] = []
    var source = "@use \"\(module)\" as shapes;\n"
    for metric in theme.scale {
      let name = Names.kebab(metric.name)
      source += ".scale-\(name) { @include shapes.scale-\(name); }\n"
      source += ".shape-\(name) { @include shapes.shape(\(name)); }\n"
      source += ".shape-\(name)-top { @include shapes.shape(\(name), top-left, top-right); }\n"
      expected += [
        (".scale-\(name)", metric.shape, [0, 1, 2, 3]), (".shape-\(name)", metric.shape, [0, 1, 2, 3]),
        (".shape-\(name)-top", metric.shape, [0, 1]),
      ]
    }
    for component in theme.components {
      let name = Names.kebab(component.name)
      source += ".c-\(name) { @include shapes.\(name); }\n"
      expected.append((".c-\(name)", component.shape, [0, 1, 2, 3]))
      for variant in component.variants {
        let mixin = "\(name)--\(Names.kebab(variant.name))"
        source += ".c-\(mixin) { @include shapes.\(mixin); }\n"
        expected.append((".c-\(mixin)", variant.shape, [0, 1, 2, 3]))
      }
    }
    let entry = folder.appendingPathComponent("use-every-mixin.scss")
    try source.write(to: entry, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("compiled")
    let scssFolder = folder.path
    try #require(
      Validator.check(
        "check_scss.py",
        ["--strict", "--load-path", scssFolder, "--css-out", out.path, entry.path,
         folder.appendingPathComponent(files[0].path).path]) != nil)
    let css = out.appendingPathComponent("use-every-mixin.css")
    Validator.check("check_css.py", [css.path])

    let rules = StyleRule.parse(try String(contentsOf: css, encoding: .utf8))
    for (selector, shape, corners) in expected {
      let rule = try #require(rules.first { $0.selector == selector && $0.supports == nil }, "\(selector)")
      for index in 0..<4 {
        let corner = WebExpectation.corners[index]
        let radius = rule["border-\(corner)-radius"]
        let cornerShape = rule["corner-\(corner)-shape"]
        if corners.contains(index) {
          #expect(radius == WebExpectation.radius(shape.corners[index], in: shape), "\(selector) \(corner)")
          #expect(cornerShape == WebExpectation.cornerShape(shape.corners[index]), "\(selector) \(corner)")
        } else {
          #expect(radius == nil && cornerShape == nil, "\(selector) must leave \(corner) alone")
        }
      }
      #expect((rule["aspect-ratio"] != nil) == (shape.kind == .circle), "\(selector)")
      let fallback = rules.first { $0.selector == selector && $0.supports == "not (corner-shape: bevel)" }
      let cuts = corners.contains { shape.corners[$0].family == .cut && shape.corners[$0].size.value > 0 }
      #expect((fallback != nil) == cuts, "\(selector) fallback")
      if cuts, corners.count == 4 {
        #expect(fallback?["clip-path"] == WebExpectation.polygon(shape), "\(selector)")
      }
    }
  }

  @Test func anUnknownMetricOrCornerStopsTheBuildWithAClearError() throws {
    let (_, files) = try render("scss", bundledThemes()[0])
    let folder = try temporaryFolder("scss-error")
    try write(files, to: folder)
    let module = URL(fileURLWithPath: files[0].path).deletingPathExtension().lastPathComponent
    for (line, message) in [
      ("a { @include shapes.shape(hugee); }", "there is no scale metric called 'hugee'"),
      ("a { @include shapes.shape(small, top); }", "'top' is not a corner"),
    ] {
      let entry = folder.appendingPathComponent("bad.scss")
      try "@use \"\(module)\" as shapes;\n\(line)\n".write(to: entry, atomically: true, encoding: .utf8)
      let run = try Spawn.capture(
        "python3",
        [Validator.folder.appendingPathComponent("check_scss.py").path, "--load-path",
         folder.path, entry.path])
      #expect(run.status == 1, "\(run)")
      #expect(run.stdout.contains(message), "\(run.stdout)")
    }
  }
}
