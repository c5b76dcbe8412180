/// Chamfer's own `dtcg` export, read back with every family, curve, smoothing and
/// per-corner value it carries under `$extensions["dev.chamfer"]`.
extension DTCGImporter {
  func isChamferExport(_ root: SourceNode.Mapping) -> Bool {
    guard case .mapping(let extensions)? = root["$extensions"] else { return false }
    return extensions["dev.chamfer"] != nil && root["scale"] != nil
  }

  mutating func chamferExport(_ root: SourceNode.Mapping, name: String) -> String {
    var lines = header(name: exportedName(root) ?? name)
    for group in ["scale", "categories"] {
      guard case .mapping(let entries)? = root[group], !entries.entries.isEmpty else { continue }
      lines.append("\(group):")
      for (key, node) in entries.entries {
        if let shape = shape(node, path: "\(group).\(key.text)") {
          lines.append("  \(key.text): \(Self.flow(shape))  # \(key.location)")
        }
      }
    }
    if case .mapping(let components)? = root["components"], !components.entries.isEmpty {
      lines.append("components:")
      for (key, node) in components.entries {
        guard case .mapping(let component) = node, let shapeNode = component["shape"],
          let own = shape(shapeNode, path: key.text)
        else { continue }
        lines.append("  \(key.text):  # \(key.location)")
        lines += own.map { "    \($0.key): \($0.value)" }
        if case .mapping(let variants)? = component["variants"], !variants.entries.isEmpty {
          lines.append("    variants:")
          for (variant, variantNode) in variants.entries {
            if let shape = shape(variantNode, path: "\(key.text).\(variant.text)") {
              lines.append("      \(variant.text): \(Self.flow(shape))  # \(variant.location)")
            }
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func exportedName(_ root: SourceNode.Mapping) -> String? {
    guard case .mapping(let extensions)? = root["$extensions"],
      case .mapping(let chamfer)? = extensions["dev.chamfer"],
      case .scalar(let name)? = chamfer["name"]
    else { return nil }
    return name.text
  }

  /// One shape's fields, to go inside a YAML flow mapping: a token, or a group of four
  /// corner tokens.
  private mutating func shape(_ node: SourceNode, path: String) -> [(key: String, value: String)]? {
    guard case .mapping(let mapping) = node else {
      diagnostics.append(
        Diagnostic("import/not-tokens", .error, "'\(path)' should be a token or a group", at: node.location))
      return nil
    }
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
    var fields = [("size", size.text), ("family", family.text), ("curve", curve.text)]
    if case .scalar(let smoothing)? = chamfer["smoothing"] { fields.append(("smoothing", smoothing.text)) }
    let kind: String
    if case .scalar(let written)? = chamfer["kind"] { kind = written.text } else { kind = "rectangle" }
    return (fields, kind)
  }

  static func flow(_ fields: [(key: String, value: String)]) -> String {
    "{ " + fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
  }
}
