import ChamferKit

/// `Limits.layerBytesPerBuild` over the themes one build or lint checks: each file is
/// counted once for every theme that reads it, because each theme is read, resolved and
/// rendered on its own. It is checked twice: before any theme is checked, from the
/// layers and the files they extend, so a config of many themes over one large file
/// ends at once; and from the files each theme really read, in case reading found more.
struct LayerBudget {
  private let stacks: [(name: String?, layers: [String])]
  private let config: ChamferConfig?
  /// The config that lists the themes, where the error goes when no theme is located.
  private let configFile: String?
  /// Bytes counted so far from the files the themes read.
  private var spent = 0

  init(stacks: [(name: String?, layers: [String])], config: ChamferConfig?, configFile: String?) {
    self.stacks = stacks
    self.config = config
    self.configFile = configFile
  }

  /// Before the themes are checked: the sum of each theme's layers with the files
  /// they extend, located at the theme that passes the budget. One theme is no
  /// product and is held to its files' own limits.
  func checkSizes(files: ProjectRoot) -> Diagnostic? {
    guard stacks.count > 1 else { return nil }
    var sizes: [String: Int] = [:]
    var total = 0
    var passing: Int?
    for (index, stack) in stacks.enumerated() {
      for layer in stack.layers { total += Self.size(of: layer, with: files, known: &sizes) }
      if passing == nil, total > Limits.layerBytesPerBuild { passing = index }
    }
    return passing.map { exceeded("the layers of the \(stacks.count) themes read here, with the files they extend, come to", total: total, at: $0) }
  }

  /// The bytes of `path` and of every file it extends, through `files`, so what the
  /// project root refuses counts nothing here and is reported when the theme is read.
  /// Only a file whose text mentions `extends` is parsed for it; a file met again
  /// while its own count is under way (a cycle) counts once.
  private static func size(of path: String, with files: ProjectRoot, known: inout [String: Int], depth: Int = 0) -> Int {
    if let size = known[path] { return size }
    known[path] = 0
    guard depth < Limits.nestingDepth, let text = try? files.read(path) else { return 0 }
    var size = text.utf8.count
    if text.contains("extends"), case (.mapping(let mapping)?, _) = YAMLReader().read(text, file: path),
      let extends = mapping["extends"]
    {
      let named: [SourceNode] =
        switch extends {
        case .sequence(let list): list.items
        default: [extends]
        }
      for case .scalar(let reference) in named where !reference.text.isEmpty {
        size += Self.size(of: Paths.resolve(reference.text, relativeTo: path), with: files, known: &known, depth: depth + 1)
      }
    }
    known[path] = size
    return size
  }

  /// After theme `index` was read: every file it read, from `sources`.
  mutating func spend(_ sources: [String: String], theme index: Int) -> Diagnostic? {
    guard stacks.count > 1 else { return nil }
    spent += sources.values.reduce(0) { $0 + $1.utf8.count }
    guard spent > Limits.layerBytesPerBuild else { return nil }
    return exceeded(
      "the files that the first \(index + 1) of the \(stacks.count) themes read, extended ones included, come to",
      total: spent, at: index)
  }

  /// `read` says what was counted: "the layers of the 256 themes read here come to".
  private func exceeded(_ read: String, total: Int, at index: Int) -> Diagnostic {
    let location =
      stacks[index].name.flatMap { config?.themeLocations[$0] }
      ?? (configFile ?? stacks[index].layers.first).map { FileLocation(file: $0, line: 1, column: 1) }
    return Diagnostic(
      "build/too-much-input", .error,
      "\(read) \(Limits.megabytes(total)), each file counted once for every theme that reads it; Chamfer reads up "
        + "to \(Limits.megabytes(Limits.layerBytesPerBuild)) for the themes of one run, and '\(stacks[index].name ?? "")' "
        + "passes it",
      at: location,
      hint: "build fewer themes at a time (--theme NAME), or split the config, one per product")
  }
}
