import Foundation

/// One theme file's path and text, as the caller read it.
public struct ThemeSource: Sendable {
  /// The path as the user wrote it; diagnostics print it unchanged.
  public var path: String {
    didSet { parsed = nil }
  }
  public var text: String {
    didSet { parsed = nil }
  }
  /// The tree already read from `text`, when something had to read the file before the
  /// pipeline (to tell token files from themes); `ThemeLoader` takes it instead of
  /// parsing the file again.
  var parsed: ParsedText?

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  init(path: String, text: String, parsed: ParsedText) {
    self.path = path
    self.text = text
    self.parsed = parsed
  }
}

/// What `YAMLReader.read` gave for one text, handed over once.
///
/// A box rather than a value so that the first reader can take the tree out: whoever
/// still holds the `ThemeSource` then no longer keeps a large theme's tree alive while
/// the rest of the pipeline runs. A second reader finds it empty and parses again.
final class ParsedText: @unchecked Sendable {
  private let lock = NSLock()
  private var result: (SourceNode?, [Diagnostic])?

  init(_ result: (SourceNode?, [Diagnostic])) { self.result = result }

  func take() -> (SourceNode?, [Diagnostic])? {
    lock.lock()
    defer { lock.unlock() }
    let taken = result
    result = nil
    return taken
  }
}

/// Reads the files a theme `extends`. The command line reads from disk; tests
/// pass a dictionary. Returns nil when the file does not exist or cannot be read.
public typealias SourceProvider = @Sendable (_ path: String) -> String?

/// Reads layer files and the files they extend, and merges them into one tree.
///
/// Later layers win key by key: mappings merge, scalars and lists replace. A file's
/// `extends` (a path relative to it, or a list) is read first, so the file itself wins
/// over what it extends.
struct ThemeLoader {
  let provider: SourceProvider
  let reader = YAMLReader()
  /// Every text read, by path, so reporters can quote lines.
  private(set) var sources: [String: String] = [:]
  private(set) var diagnostics: [Diagnostic] = []
  private var stack: [String] = []

  init(provider: @escaping SourceProvider) { self.provider = provider }

  /// The merged tree of all layers, lowest priority first; nil when nothing could be read.
  mutating func load(_ layers: [ThemeSource]) -> SourceNode? {
    var merged: SourceNode?
    for layer in layers {
      guard let node = load(layer) else { continue }
      merged = merged.map { $0.merged(with: node) } ?? node
    }
    return merged
  }

  private mutating func load(_ source: ThemeSource) -> SourceNode? {
    sources[source.path] = source.text
    let (root, problems) = source.parsed?.take() ?? reader.read(source.text, file: source.path)
    diagnostics += problems
    guard case .mapping(var mapping)? = root else {
      if let root { diagnostics.append(.wrongType(expected: "a mapping of theme keys", found: root, key: nil)) }
      return nil
    }
    if mapping["chamfer"] == nil {
      diagnostics.append(
        Diagnostic(
          "load/missing-version", .error, "the file does not say which Chamfer format it uses",
          at: mapping.location, hint: "start the file with 'chamfer: 1'"))
    }
    guard let extends = mapping["extends"] else { return .mapping(mapping) }
    mapping.entries.removeAll { $0.key.text == "extends" }

    var base: SourceNode?
    // Compared with paths that `Paths.resolve` normalised, so a file named on the
    // command line as `./theme.yaml` is recognised when a layer extends it again.
    stack.append(Paths.normalize(source.path))
    for reference in extendedPaths(extends) {
      let path = Paths.resolve(reference.value, relativeTo: source.path)
      if stack.contains(path) {
        diagnostics.append(
          Diagnostic(
            "load/extends-cycle", .error,
            "'\(reference.value)' extends a file that is already being read: \((stack + [path]).joined(separator: " → "))",
            at: reference.location, hint: "remove one of the 'extends' entries"))
        continue
      }
      guard let text = provider(path) else {
        diagnostics.append(
          Diagnostic(
            "load/missing-extends", .error, "cannot read '\(reference.value)' (looked for '\(path)')",
            at: reference.location, hint: "'extends' paths are relative to the file that names them"))
        continue
      }
      if let node = load(ThemeSource(path: path, text: text)) {
        base = base.map { $0.merged(with: node) } ?? node
      }
    }
    stack.removeLast()
    return base.map { $0.merged(with: .mapping(mapping)) } ?? .mapping(mapping)
  }

  private mutating func extendedPaths(_ node: SourceNode) -> [Located<String>] {
    switch node {
    case .scalar(let scalar) where !scalar.text.isEmpty:
      return [Located(scalar.text, at: scalar.location)]
    case .sequence(let sequence):
      return sequence.items.compactMap { item in
        if case .scalar(let scalar) = item, !scalar.text.isEmpty {
          return Located(scalar.text, at: scalar.location)
        }
        diagnostics.append(.wrongType(expected: "a file path", found: item, key: "extends"))
        return nil
      }
    default:
      diagnostics.append(.wrongType(expected: "a file path or a list of them", found: node, key: "extends"))
      return []
    }
  }
}

/// Path arithmetic on strings, so the library never touches the file system.
public enum Paths {
  /// `reference` relative to the folder of `file`, with `.` and `..` folded away.
  public static func resolve(_ reference: String, relativeTo file: String) -> String {
    if reference.hasPrefix("/") { return normalize(reference) }
    let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    return normalize(folder.isEmpty ? reference : folder + "/" + reference)
  }

  /// Removes `.` segments and folds `name/..` pairs.
  public static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", absolute {
        continue
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}
