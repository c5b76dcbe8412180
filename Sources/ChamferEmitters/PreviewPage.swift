import BundledTemplates
import ChamferKit
import Foundation
import Mustache

/// `chamfer preview`: one self-contained HTML page that draws every shape of a theme
/// from Chamfer's geometry (not from the CSS target, so the two can be compared), and
/// an SVG file per shape.
public enum PreviewPage {
  /// Renders `index.html` and `svg/<shape>.svg`. Pure: writes nothing.
  public static func render(_ theme: ResolvedTheme) throws -> [GeneratedFile] {
    guard let folder = BundledTemplates.previewURL else {
      throw TemplateError(file: "preview", message: "the template bundle is missing")
    }
    let file = folder.appendingPathComponent("index.html.mustache")
    let template = try MustacheTemplate(string: try String(contentsOf: file, encoding: .utf8))
    // Each item lays its shape out twice (as is, and with curves swapped): once is enough.
    let sections = sections(theme)
    var files = [
      GeneratedFile(path: "index.html", contents: template.render(context(theme, sections: sections)))
    ]
    files += sections.flatMap(\.items).map {
      GeneratedFile(path: "svg/\($0.file)", contents: $0.geometry.svg())
    }
    return files
  }

  struct Item {
    var label: String
    var file: String
    var geometry: ShapeGeometry
    var swapped: ShapeGeometry

    var dictionary: [String: Any] {
      let shape = geometry.shape
      let details: [String] =
        shape.kind == .circle
        ? ["circle of the shorter side"]
        : shape.isUniform
          ? ["all corners: \(PreviewPage.describe(shape.corners[0]))"]
          : zip(CornerName.allCases, shape.corners).map { "\($0.rawValue): \(PreviewPage.describe($1))" }
      let insets = geometry.contentInsets
      return [
        "label": label, "file": file, "details": details,
        "width": JSONValue.format(geometry.width), "height": JSONValue.format(geometry.height),
        "path": geometry.svgPathData, "swappedPath": swapped.svgPathData,
        "insetX": PreviewPage.number(insets.left), "insetY": PreviewPage.number(insets.top),
        "insetWidth": PreviewPage.number(max(0, geometry.width - insets.left - insets.right)),
        "insetHeight": PreviewPage.number(max(0, geometry.height - insets.top - insets.bottom)),
      ]
    }
  }

  static func describe(_ corner: ResolvedCorner) -> String {
    var text = "\(corner.size) \(corner.family.rawValue)"
    if corner.family == .rounded { text += " \(corner.curve.rawValue)" }
    if let smoothing = corner.smoothing, corner.family == .rounded {
      text += " \(JSONValue.format(smoothing))"
    }
    return text
  }

  static func number(_ value: Double) -> String { JSONValue.format((value * 100).rounded() / 100) }

  /// A size that suits the component: buttons are wide and short, avatars square.
  static func box(for name: String) -> (Double, Double) {
    let sizes: [String: (Double, Double)] = [
      "button": (120, 40), "chip": (96, 32), "card": (200, 120), "sheet": (240, 120),
      "bottomSheet": (240, 120), "fab": (56, 56), "avatar": (56, 56), "badge": (40, 24),
      "textField": (200, 48), "tooltip": (128, 32), "dialog": (240, 160), "tab": (120, 40),
      "menu": (160, 120), "snackbar": (240, 48), "navigationBar": (240, 64),
    ]
    return sizes[Names.camel(name)] ?? (160, 64)
  }

  /// The shape with circular and continuous curves swapped, for the page's toggle.
  static func swapped(_ shape: ResolvedShape) -> ResolvedShape {
    var result = shape
    result.corners = shape.corners.map { corner in
      var changed = corner
      changed.curve = corner.curve == .continuous ? .circular : .continuous
      changed.smoothing = changed.curve == .continuous ? (corner.smoothing ?? 0.6) : nil
      return changed
    }
    return result
  }

  static func item(_ label: String, file: String, shape: ResolvedShape, box: (Double, Double)) -> Item {
    Item(
      label: label, file: file, geometry: ShapeGeometry(shape, width: box.0, height: box.1),
      swapped: ShapeGeometry(swapped(shape), width: box.0, height: box.1))
  }

  static func sections(_ theme: ResolvedTheme) -> [(title: String, items: [Item])] {
    let scale = theme.scale.map {
      item($0.name, file: "scale-\(Names.kebab($0.name)).svg", shape: $0.shape, box: (96, 64))
    }
    let categories = theme.categories.map {
      item($0.name, file: "category-\(Names.kebab($0.name)).svg", shape: $0.shape, box: (120, 72))
    }
    let components = theme.components.flatMap { component -> [Item] in
      let box = box(for: component.name)
      let name = Names.kebab(component.name)
      return [item(component.name, file: "\(name).svg", shape: component.shape, box: box)]
        + component.variants.map {
          item(
            "\(component.name).\($0.name)", file: "\(name)--\(Names.kebab($0.name)).svg",
            shape: $0.shape, box: box)
        }
    }
    return [("Scale", scale), ("Categories", categories), ("Components and variants", components)]
      .filter { !$0.items.isEmpty }
  }

  // MARK: - Demonstrations

  /// Each metric on the top corners only, the way `corners: [topLeft, topRight]` uses it.
  static func topCorners(_ theme: ResolvedTheme) -> [Item] {
    theme.scale.filter { $0.shape.kind == .rectangle && $0.shape.visibleCorners.count == 4 }.map { metric in
      var shape = metric.shape
      shape.corners[2].size = .zero
      shape.corners[3].size = .zero
      return item("\(metric.name) on topLeft, topRight", file: "", shape: shape, box: (120, 64))
    }
  }

  /// Two metrics morphing into each other, as discrete SVG frames.
  static func morph(_ theme: ResolvedTheme) -> [String: Any]? {
    let rectangles = theme.scale.filter { $0.shape.kind == .rectangle && !$0.shape.isCapsule }
    guard let from = rectangles.first(where: { !$0.shape.visibleCorners.isEmpty }),
      let to = rectangles.last, from.name != to.name
    else { return nil }
    let (width, height) = (160.0, 96.0)
    let shorter = min(width, height)
    func points(_ size: Size) -> Double { size.fraction.map { $0 * shorter } ?? size.value }
    let frames = (0...24).map { step -> String in
      let t = 0.5 - 0.5 * cos(Double(step) / 24 * 2 * Double.pi)
      var shape = from.shape
      for index in 0..<4 {
        let a = from.shape.corners[index]
        let b = to.shape.corners[index]
        shape.corners[index] = t < 0.5 ? a : b
        shape.corners[index].size = .points(points(a.size) * (1 - t) + points(b.size) * t)
      }
      return ShapeGeometry(shape, width: width, height: height).svgPathData
    }
    return [
      "from": from.name, "to": to.name, "width": "160", "height": "96",
      "first": frames[0], "frames": frames.joined(separator: ";"),
    ]
  }

  /// A capsule and a circle resizing, with their content rectangle kept clear of the
  /// corners by the content insets.
  static func resizing(_ theme: ResolvedTheme) -> [[String: Any]] {
    var capsule = ResolvedShape(
      kind: .rectangle,
      corners: Array(
        repeating: ResolvedCorner(size: .full, family: .rounded, curve: .circular), count: 4))
    if let full = theme.scale.first(where: { $0.shape.isCapsule }) { capsule = full.shape }
    var circle = capsule
    circle.kind = .circle
    return [("capsule", capsule, 48.0), ("circle", circle, 72.0)].map { name, shape, height in
      let widths = (0...24).map { step in 72 + 168 * (0.5 - 0.5 * cos(Double(step) / 24 * 2 * Double.pi)) }
      let geometries = widths.map { ShapeGeometry(shape, width: $0, height: height) }
      func join(_ values: [Double]) -> String { values.map(number).joined(separator: ";") }
      let insets = geometries.map(\.contentInsets)
      return [
        "name": name, "height": JSONValue.format(height),
        "first": geometries[0].svgPathData,
        "paths": geometries.map(\.svgPathData).joined(separator: ";"),
        "x": join(insets.map(\.left)), "y": join(insets.map(\.top)),
        "w": join(zip(geometries, insets).map { max(0, $0.width - $1.left - $1.right) }),
        "h": join(zip(geometries, insets).map { max(0, $0.height - $1.top - $1.bottom) }),
      ]
    }
  }

  static func context(_ theme: ResolvedTheme, sections: [(title: String, items: [Item])])
    -> [String: Any]
  {
    let topCorners = topCorners(theme)
    var values: [String: Any] = [
      "name": theme.name,
      "description": theme.description ?? "",
      "sections": sections.map { section -> [String: Any] in
        ["title": section.title, "items": section.items.map(\.dictionary)]
      },
      "topCorners": topCorners.map(\.dictionary),
      "hasTopCorners": !topCorners.isEmpty,
      "resizing": resizing(theme),
    ]
    if let morph = morph(theme) { values["morph"] = morph }
    return values
  }
}
