import Foundation

/// Salesforce's Theo format: `aliases` by name, `props` (a mapping or a list of
/// `{name, value}`) whose values may be `{!ALIAS}` or a CSS shorthand with aliases inside
/// (`0 0 {!RADIUS_MEDIUM} {!RADIUS_MEDIUM}`), and `imports` of other Theo files whose
/// aliases come along. Radii are the props when `global.category` is a radius category or
/// their names say radius. Several files read together merge their props, later ones
/// winning, as Theo's form-factor and theme files override the base ones.
extension TokenImporter {
  mutating func theoTokens(
    _ roots: [(path: String, mapping: SourceNode.Mapping)], name: String, provider: SourceProvider
  ) -> String {
    var aliases: [String: SourceNode.Scalar] = [:]
    func readAliases(_ mapping: SourceNode.Mapping) {
      guard case .mapping(let entries)? = mapping["aliases"] else { return }
      for (key, value) in entries.entries {
        if case .scalar(let scalar) = value { aliases[key.text] = scalar }
        if case .mapping(let nested) = value, case .scalar(let scalar)? = nested["value"] {
          aliases[key.text] = scalar
        }
      }
    }
    var props: [(name: String, value: SourceNode.Scalar, radius: Bool)] = []
    /// Where each prop is in `props`, so a later file's prop replaces it in one step.
    var propIndex: [String: Int] = [:]
    // Theo reads a file's imports before the file, through every file they import in
    // turn, each file once; the importing file's aliases and props win.
    var visited = Set(roots.map(\.path))
    var files: [(path: String, mapping: SourceNode.Mapping)] = []
    func include(_ path: String, _ mapping: SourceNode.Mapping, depth: Int) {
      if case .sequence(let imports)? = mapping["imports"] {
        for case .scalar(let imported) in imports.items {
          guard depth < Limits.theoImportDepth else {
            diagnostics.append(
              Diagnostic(
                "import/too-deep", .error,
                "Theo files import one another more than \(Limits.theoImportDepth) deep here",
                at: imported.location, hint: "real token files import a few files, a level or two deep"))
            return
          }
          guard let (found, file) = theoImport(imported, from: path, provider: provider),
            visited.insert(found).inserted
          else { continue }
          include(found, file, depth: depth + 1)
        }
      }
      files.append((path, mapping))
    }
    for (path, root) in roots { include(path, root, depth: 0) }
    for (_, root) in files {
      readAliases(root)
      var category: String?
      if case .mapping(let global)? = root["global"], case .scalar(let written)? = global["category"] {
        category = written.text
      }
      let radiusFile = category.map { Self.namesARadius([$0]) } ?? false
      func add(_ propName: String, _ scalar: SourceNode.Scalar) {
        let entry = (propName, scalar, radiusFile || Self.namesARadius([propName]))
        if let index = propIndex[propName] {
          props[index] = entry
        } else {
          propIndex[propName] = props.count
          props.append(entry)
        }
      }
      switch root["props"] {
      case .mapping(let mapping)?:
        for (key, value) in mapping.entries {
          if case .mapping(let prop) = value, case .scalar(let scalar)? = prop["value"] { add(key.text, scalar) }
        }
      case .sequence(let list)?:
        for case .mapping(let prop) in list.items {
          if case .scalar(let propName)? = prop["name"], case .scalar(let scalar)? = prop["value"] {
            add(propName.text, scalar)
          }
        }
      default:
        if format == .theo, root["imports"] == nil, root["aliases"] == nil {
          diagnostics.append(
            Diagnostic("import/not-tokens", .error, "a Theo file has 'props', 'aliases' or 'imports'", at: root.location))
        }
      }
    }

    /// `{!ALIAS}` replaced by the alias's value, as often as aliases name aliases.
    var spelling: Spelling.Index?
    func expand(_ scalar: SourceNode.Scalar) -> SourceNode.Scalar? {
      var value = scalar
      var hops = 0
      while let open = value.text.range(of: "{!"), let close = value.text[open.upperBound...].firstIndex(of: "}") {
        let target = String(value.text[open.upperBound..<close])
        guard let next = aliases[target], hops < 64 else {
          if spelling == nil { spelling = Spelling.Index(aliases.keys) }
          diagnostics.append(
            Diagnostic(
              "import/unknown-alias", .error, "'{!\(target)}' names no alias here or in the imported files",
              at: scalar.location,
              hint: spelling?.suggestion(for: target).map { "did you mean '{!\($0)}'?" }))
          return nil
        }
        value.text.replaceSubrange(open.lowerBound...close, with: next.text)
        hops += 1
      }
      return value
    }
    var tokens: [ImportedToken] = []
    for (propName, scalar, radius) in props {
      guard radius else {
        skip(propName, because: "its category is not radius", at: scalar.location)
        continue
      }
      if mappingSkips(propName) { continue }
      guard let value = expand(scalar), let size = size(.scalar(value), path: propName, unitless: true) else { continue }
      var token = ImportedToken(path: propName, nameParts: [propName], value: size, location: scalar.location)
      if scalar.text.hasPrefix("{!"), scalar.text.hasSuffix("}") { token.notes.append(scalar.text) }
      let (capsule, note) = Self.capsuleByName(size, path: [propName])
      token.value = capsule
      if let note { token.notes.append(note) }
      tokens.append(token)
    }
    return document(tokens, name: name, at: roots[0].mapping.location)
  }
  /// The file a Theo `imports` entry names, and its tree: relative to the importing file,
  /// with or without `.json`, `.yml` or `.yaml`; `~package/file` in a `node_modules`
  /// beside the file or in a folder above it. A file not found is a located warning.
  mutating func theoImport(
    _ imported: SourceNode.Scalar, from path: String, provider: SourceProvider
  ) -> (path: String, mapping: SourceNode.Mapping)? {
    let reference = imported.text
    var places: [String]
    if reference.hasPrefix("~") {
      let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      places = (0...folders.count).reversed().map { count in
        Paths.normalize((folders.prefix(count) + ["node_modules", Substring(reference.dropFirst())]).joined(separator: "/"))
      }
    } else {
      places = [Paths.resolve(reference, relativeTo: path)]
    }
    let name = reference.split(separator: "/").last ?? ""
    if !name.contains(".") { places = places.flatMap { [$0, $0 + ".json", $0 + ".yml", $0 + ".yaml"] } }
    for place in places {
      switch readNamed(place, reference: reference, at: imported.location, provider: provider) {
      case .tokens(.mapping(let mapping)): return (place, mapping)
      case .missing: continue
      default: return nil
      }
    }
    diagnostics.append(
      Diagnostic(
        "import/missing-file", .warning, "cannot find the imported file '\(reference)'; its aliases and props are left out",
        at: imported.location,
        hint: reference.hasPrefix("~")
          ? "'~' names a package: Chamfer looks in node_modules beside the file and in each folder above it, within the project"
          : "an import is relative to the file that names it, with or without '.json'"))
    return nil
  }
}
