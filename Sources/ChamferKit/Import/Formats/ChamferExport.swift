/// Chamfer's own `dtcg` export, read back with every family, curve, smoothing,
/// per-corner value, arrow and surface it carries under `$extensions["dev.chamfer"]`.
///
/// The `surfaces` and `arrows` groups of the export repeat a shape's surface and arrows
/// as plain DTCG tokens for other tools; the extension is what comes back, because
/// only it says where an arrow sits, where a border lies and whether shadows were
/// derived from the fill (written back as `style`, `distance` and `intensity`, so the
/// theme derives them again) or written.
extension TokenImporter {
  func isChamferExport(_ root: SourceNode.Mapping) -> Bool {
    guard case .mapping(let extensions)? = root["$extensions"] else { return false }
    return extensions["dev.chamfer"] != nil && root["scale"] != nil
  }

  mutating func chamferExport(_ root: SourceNode.Mapping, name: String) -> String {
    var lines = header(name: exportedName(root) ?? name)
    for group in ["scale", "categories"] {
      guard case .mapping(let entries)? = root[group], !entries.entries.isEmpty else { continue }
      lines.append("\(group):")
      for (key, node) in entries.entries where exportedName(key) {
        if let shape = shape(node, path: "\(group).\(key.text)") {
          lines.append("  \(key.text): \(Self.flow(shape.fields))  # \(YAMLText.comment(key.location.description))")
        }
      }
    }
    if case .mapping(let components)? = root["components"], !components.entries.isEmpty {
      lines.append("components:")
      for (key, node) in components.entries where exportedName(key) {
        guard case .mapping(let component) = node, let shapeNode = component["shape"],
          let own = shape(shapeNode, path: key.text)
        else { continue }
        lines.append("  \(key.text):  # \(YAMLText.comment(key.location.description))")
        lines += own.fields.map { "    \($0.key): \($0.value)" }
        if case .mapping(let variants)? = component["variants"], !variants.entries.isEmpty {
          lines.append("    variants:")
          for (variant, variantNode) in variants.entries where exportedName(variant) {
            // A variant starts from its component, so it undoes what it does not share.
            if let shape = shape(variantNode, path: "\(key.text).\(variant.text)", over: own.look) {
              lines.append("      \(variant.text): \(Self.flow(shape.fields))  # \(YAMLText.comment(variant.location.description))")
            }
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Whether a key of the export can be written as a name in the theme; if not, an
  /// error. The export writes only names, and anything else would be written into the
  /// theme's YAML as it is.
  private mutating func exportedName(_ key: SourceNode.Scalar) -> Bool {
    guard !Names.isValid(key.text) else { return true }
    diagnostics.append(
      Diagnostic(
        "import/invalid-name", .error, "'\(YAMLText.comment(key.text))' cannot be a name in a Chamfer theme",
        at: key.location, hint: "names start with a letter and hold letters, digits, '-' and '_'"))
    return false
  }

  private func exportedName(_ root: SourceNode.Mapping) -> String? {
    guard case .mapping(let extensions)? = root["$extensions"],
      case .mapping(let chamfer)? = extensions["dev.chamfer"],
      case .scalar(let name)? = chamfer["name"]
    else { return nil }
    return name.text
  }

  /// One shape's fields, to go inside a YAML flow mapping: a token, or a group of four
  /// corner tokens, with the edges and surface its `dev.chamfer` extension holds.
  /// `parent` is what a variant inherits from its component.
  private mutating func shape(_ node: SourceNode, path: String, over parent: ExportedLook? = nil)
    -> (fields: [(key: String, value: String)], look: ExportedLook)?
  {
    guard case .mapping(let mapping) = node else {
      diagnostics.append(
        Diagnostic("import/not-tokens", .error, "'\(path)' should be a token or a group", at: node.location))
      return nil
    }
    let look = self.look(mapping, path: path)
    guard let corners = cornerFields(mapping, path: path) else { return nil }
    return (corners + look.fields(over: parent), look)
  }

  /// The corner fields of a token, or of a group of four corner tokens.
  private mutating func cornerFields(_ mapping: SourceNode.Mapping, path: String) -> [(key: String, value: String)]? {
    if mapping["$value"] != nil {
      guard let corner = corner(mapping, path: path) else { return nil }
      if corner.kind == "circle" { return [("shape", "circle")] }
      return corner.fields
    }
    var parts: [String] = []
    for name in CornerName.allCases {
      guard case .mapping(let token)? = mapping[name.rawValue], let corner = corner(token, path: "\(path).\(name.rawValue)")
      else {
        diagnostics.append(
          Diagnostic(
            "import/not-tokens", .error, "'\(path)' has no '\(name.rawValue)' token", at: mapping.location))
        return nil
      }
      parts.append("\(name.rawValue): \(Self.flow(corner.fields))")
    }
    return [("size", "0"), ("corners", "{ \(parts.joined(separator: ", ")) }")]
  }

  /// A corner token of the export: the fields Chamfer wrote under `dev.chamfer`.
  private mutating func corner(_ token: SourceNode.Mapping, path: String)
    -> (fields: [(key: String, value: String)], kind: String)?
  {
    guard case .mapping(let extensions)? = token["$extensions"],
      case .mapping(let chamfer)? = extensions["dev.chamfer"],
      case .scalar(let size)? = chamfer["size"], case .scalar(let family)? = chamfer["family"],
      case .scalar(let curve)? = chamfer["curve"]
    else {
      diagnostics.append(
        Diagnostic(
          "import/not-tokens", .error, "'\(path)' lacks the dev.chamfer extension Chamfer's export writes",
          at: token.location))
      return nil
    }
    var fields: [(key: String, value: String)] = []
    for (key, value) in [("size", size), ("family", family), ("curve", curve)] {
      guard let text = checkedField(key, value) else { return nil }
      fields.append((key, text))
    }
    if case .scalar(let smoothing)? = chamfer["smoothing"] {
      guard let text = checkedField("smoothing", smoothing) else { return nil }
      fields.append(("smoothing", text))
    }
    let kind: String
    if case .scalar(let written)? = chamfer["kind"] { kind = written.text } else { kind = "rectangle" }
    return (fields, kind)
  }

  static func flow(_ fields: [(key: String, value: String)]) -> String {
    "{ " + fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
  }
}

/// A shape's arrows and surface as the export's `dev.chamfer` extension gives them,
/// checked and ready to be written as theme YAML.
struct ExportedLook {
  /// Per edge with an arrow, in `EdgeName.allCases` order: `{ arrow: { width, height, position, tip } }`.
  var arrows: [(edge: EdgeName, text: String)] = []
  var surface: Surface?

  struct Surface {
    var fill: String?
    var border: String?
    var style: SurfaceStyle = .flat
    var distance: String?
    var intensity: String?
    /// The shadows written, as flow mappings; nil when the theme derived them from the fill.
    var shadows: [String]?

    /// True when a shape starting from this surface would paint shadows.
    var paintsShadows: Bool { shadows.map { !$0.isEmpty } ?? (style != .flat && fill != nil) }
  }

  /// `edges` and `surface`, for a shape that starts from `parent` (a variant from its
  /// component) or from nothing. Every field of an arrow and of a surface is written, so
  /// nothing the parent set leaks through; what the parent had and this shape has not
  /// (an arrow, a border, shadows) is written as `none`.
  func fields(over parent: ExportedLook?) -> [(key: String, value: String)] {
    var fields: [(key: String, value: String)] = []
    var edges: [String] = []
    for edge in EdgeName.allCases {
      if let arrow = arrows.first(where: { $0.edge == edge }) {
        edges.append("\(edge.rawValue): \(arrow.text)")
      } else if parent?.arrows.contains(where: { $0.edge == edge }) == true {
        edges.append("\(edge.rawValue): none")
      }
    }
    if !edges.isEmpty { fields.append(("edges", "{ " + edges.joined(separator: ", ") + " }")) }
    if let surface {
      var parts: [String] = []
      if let fill = surface.fill { parts.append("fill: \"\(fill)\"") }
      if let border = surface.border {
        parts.append("border: \(border)")
      } else if parent?.surface?.border != nil {
        parts.append("border: none")
      }
      parts.append("style: \(surface.style.rawValue)")
      if let distance = surface.distance { parts.append("distance: \(distance)") }
      if let intensity = surface.intensity { parts.append("intensity: \(intensity)") }
      if let shadows = surface.shadows {
        if !shadows.isEmpty {
          parts.append("shadows: [" + shadows.joined(separator: ", ") + "]")
        } else if surface.style != .flat || parent?.surface?.paintsShadows == true {
          // Without this, a raised or pressed-in surface with a fill would derive a pair.
          parts.append("shadows: none")
        }
      }
      fields.append(("surface", "{ " + parts.joined(separator: ", ") + " }"))
    }
    return fields
  }
}

extension TokenImporter {
  /// The `edges` and `surface` under a shape token's or group's `dev.chamfer`; anything
  /// malformed is an error and left out.
  mutating func look(_ shape: SourceNode.Mapping, path: String) -> ExportedLook {
    var look = ExportedLook()
    guard case .mapping(let extensions)? = shape["$extensions"],
      case .mapping(let chamfer)? = extensions["dev.chamfer"]
    else { return look }
    if let node = chamfer["edges"] {
      guard case .mapping(let edges) = node else {
        malformed(node, "'\(path)' has dev.chamfer edges that are not an object of edges")
        return look
      }
      for (key, value) in edges.entries {
        guard let edge = EdgeName(rawValue: key.text) else {
          malformed(.scalar(key), "'\(path)' has no edge called '\(key.text)'")
          continue
        }
        guard case .mapping(let arrow) = value, let width = number(arrow["width"]),
          let height = number(arrow["height"]), let tip = number(arrow["tip"]),
          let position = arrowPosition(arrow["position"])
        else {
          malformed(value, "'\(path)' \(edge.rawValue) arrow needs a width, height, position and tip")
          continue
        }
        look.arrows.append(
          (edge, "{ arrow: { width: \(width), height: \(height), position: \(position), tip: \(tip) } }"))
      }
      look.arrows.sort { EdgeName.allCases.firstIndex(of: $0.edge)! < EdgeName.allCases.firstIndex(of: $1.edge)! }
    }
    if let node = chamfer["surface"] {
      guard case .mapping(let fields) = node else {
        malformed(node, "'\(path)' has a dev.chamfer surface that is not an object")
        return look
      }
      var surface = ExportedLook.Surface()
      if let fill = fields["fill"] {
        guard let color = color(fill) else {
          malformed(fill, "'\(path)' has a surface fill that is not #RRGGBB or #RRGGBBAA")
          return look
        }
        surface.fill = color
      }
      if let node = fields["border"] {
        guard case .mapping(let border) = node, let width = number(border["width"]),
          let color = color(border["color"]), case .scalar(let position)? = border["position"],
          BorderPosition(rawValue: position.text) != nil
        else {
          malformed(node, "'\(path)' has a surface border without a width, color and position")
          return look
        }
        surface.border = "{ width: \(width), color: \"\(color)\", position: \(position.text) }"
      }
      if let node = fields["style"] {
        guard case .scalar(let text) = node, let style = SurfaceStyle(rawValue: text.text) else {
          malformed(node, "'\(path)' has a surface style other than flat, convex or concave")
          return look
        }
        surface.style = style
      }
      for key in ["distance", "intensity"] {
        guard let node = fields[key] else { continue }
        guard let value = number(node) else {
          malformed(node, "'\(path)' has a surface \(key) that is not a number")
          return look
        }
        if key == "distance" { surface.distance = value } else { surface.intensity = value }
      }
      if case .scalar(let derived)? = fields["derivedShadows"], derived.text == "true" {
        surface.shadows = nil
      } else {
        surface.shadows = []
        if let node = fields["shadows"] {
          guard case .sequence(let list) = node else {
            malformed(node, "'\(path)' has surface shadows that are not a list")
            return look
          }
          for item in list.items {
            guard case .mapping(let shadow) = item, let color = color(shadow["color"]),
              let x = number(shadow["x"]), let y = number(shadow["y"]), let blur = number(shadow["blur"]),
              let spread = number(shadow["spread"]), case .scalar(let inset)? = shadow["inset"],
              ["true", "false"].contains(inset.text), !inset.isQuoted
            else {
              malformed(item, "'\(path)' has a shadow without a color, x, y, blur, spread and inset")
              return look
            }
            surface.shadows?.append(
              "{ color: \"\(color)\", x: \(x), y: \(y), blur: \(blur), spread: \(spread), inset: \(inset.text) }")
          }
        }
      }
      look.surface = surface
    }
    return look
  }

  private mutating func malformed(_ node: SourceNode, _ message: String) {
    diagnostics.append(Diagnostic("import/not-tokens", .error, message, at: node.location))
  }

  /// A JSON number, as written.
  private func number(_ node: SourceNode?) -> String? {
    guard case .scalar(let scalar)? = node, !scalar.isQuoted, let value = Double(scalar.text), value.isFinite
    else { return nil }
    return scalar.text
  }

  /// `#RRGGBB` or `#RRGGBBAA`.
  private func color(_ node: SourceNode?) -> String? {
    guard case .scalar(let scalar)? = node, let color = Color(hex: scalar.text) else { return nil }
    return color.description
  }

  /// `start`, `center`, `end`, `8pt` or `25%`.
  private func arrowPosition(_ node: SourceNode?) -> String? {
    guard case .scalar(let scalar)? = node else { return nil }
    let text = scalar.text
    if ["start", "center", "end"].contains(text) { return text }
    for suffix in ["pt", "%"] where text.hasSuffix(suffix) {
      if let value = Double(text.dropLast(suffix.count)), value.isFinite { return text }
    }
    return nil
  }
}
