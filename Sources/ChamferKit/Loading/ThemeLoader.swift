import Foundation

/// One theme file's path and text, as the caller read it.
public struct ThemeSource: Sendable {
  /// The path as the user wrote it; diagnostics print it unchanged.
  public var path: String {
    didSet { parsed = nil }
  }
  /// The file's text as read.
  public var text: String {
    didSet { parsed = nil }
  }
  /// The tree already read from `text`, when something had to read the file before the
  /// pipeline (to tell token files from themes); `ThemeLoader` takes it instead of
  /// parsing the file again.
  var parsed: ParsedText?

  /// A layer at `path` holding `text`.
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
  // Unchecked: `result` is only read and written holding `lock`.
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

/// Reads the files a theme `extends`, `$ref`s or imports. The command line reads from
/// disk, and throws `SourceRefusal` for a path it will not read; tests pass a
/// dictionary. Returns nil when the file does not exist or cannot be read.
public typealias SourceProvider = @Sendable (_ path: String) throws(SourceRefusal) -> String?

/// Why a provider would not read a file named inside an input: it lies outside the
/// project, is not a regular file, or its symbolic links go round in a circle. The
/// reader of the naming file reports it once, where the name is written.
public struct SourceRefusal: Error, Sendable, Equatable {
  /// Why the file is refused.
  public enum Reason: Sendable {
    /// The file, or a link on the way to it, lies outside the project root.
    case outsideRoot
    /// The path names a folder, device or pipe.
    case notAFile
    /// Symbolic links on the way go round in a circle.
    case linkCycle
    /// The file is larger than Chamfer reads (`Limits.fileBytes`).
    case tooLarge
    /// The path is, or leads through, a symbolic link in a git revision's tree, which
    /// `chamfer diff --git` never follows: the history may point it anywhere.
    case linkInTree
  }
  /// Why the file is refused.
  public var reason: Reason
  /// What is wrong, in words that follow the name as written ("is outside the project …").
  public var detail: String
  /// What the user can do about it, shown as the diagnostic's hint.
  public var hint: String

  /// A refusal for `reason`, with the words that follow the file's name and a hint.
  public init(_ reason: Reason, _ detail: String, hint: String) {
    self.reason = reason
    self.detail = detail
    self.hint = hint
  }

  /// The diagnostic for `reference`, the name as written in a theme (`extends`) or,
  /// when `inTokens`, in a token file.
  public func diagnostic(reference: String, at location: FileLocation?, inTokens: Bool = false) -> Diagnostic {
    let id: String
    switch reason {
    case .outsideRoot: id = inTokens ? "import/outside-root" : "load/outside-root"
    case .notAFile: id = inTokens ? "import/not-a-file" : "load/not-a-file"
    case .linkCycle: id = inTokens ? "import/link-cycle" : "load/link-cycle"
    case .tooLarge: id = "load/too-large"
    case .linkInTree: id = "diff/link-in-tree"
    }
    return Diagnostic(id, .error, "'\(reference)' \(detail)", at: location, hint: hint)
  }
}

/// Reads layer files and the files they extend, and merges them into one tree.
///
/// Later layers win key by key: mappings merge, scalars and lists replace. A file's
/// `extends` (a path relative to it, or a list) is read first, so the file itself wins
/// over what it extends. Each file is read once, however many files extend it, and a
/// chain of `extends` stops at `maximumDepth` files.
struct ThemeLoader {
  /// The longest chain of files each extending the next, the layer itself included.
  static let maximumDepth = 64

  let provider: SourceProvider
  /// The one name a file goes by (symbolic links resolved), so a file reached two
  /// ways is read once and a cycle through a link is seen. Path arithmetic alone
  /// when no file system is involved.
  let identity: @Sendable (String) -> String
  private var reader = YAMLReader()
  /// Every text read, by path, so reporters can quote lines.
  private(set) var sources: [String: String] = [:]
  private(set) var diagnostics: [Diagnostic] = []
  /// The suppressions written in every file read.
  private(set) var suppressions = Suppressions()
  /// Whether a file that some layer extends could not be read. What the theme then
  /// lacks would only give further errors that the one about the file explains.
  private(set) var lacksBase = false
  /// The files being read, outermost first: their identities, paths as printed and
  /// where they are named (nil for a layer).
  private var stack: [(identity: String, path: String, namedAt: FileLocation?)] = []
  /// Each extended file's tree with what it extends merged in, by identity; nil when it
  /// could not be read.
  private var loaded: [String: SourceNode?] = [:]

  /// `shapeLimit` stops reading a file where its shapes pass the limit.
  init(
    provider: @escaping SourceProvider, identity: @escaping @Sendable (String) -> String = Paths.normalize,
    shapeLimit: Pipeline.ShapeLimit? = nil
  ) {
    self.provider = provider
    self.identity = identity
    reader.shapeLimit = shapeLimit
  }

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
    let (root, problems) = source.parsed?.take() ?? reader.read(source.text, file: source.path)
    // A layer that is no theme at all (`.git/HEAD`, `.env.yaml`: a mapping with none of
    // a theme's keys, or one bare text) is one error, and nothing of it is kept to be
    // quoted. An empty file, a list or bad bytes are told as they are, where they are.
    switch root {
    case .mapping(let mapping)? where Self.holdsNoThemeKey(mapping): return notATheme(source.path, "it holds none of a theme's keys")
    case .scalar(let scalar)? where !["", "~", "null"].contains(scalar.text):
      return notATheme(source.path, "it holds no mapping of theme keys")
    default: break
    }
    sources[source.path] = source.text
    diagnostics += problems
    return load(suppressing(root, text: source.text, path: source.path), path: source.path, namedAt: nil)
  }

  /// The tree without what `Suppressions` takes out of it (JSON's `$chamfer` keys, the
  /// shapes' `lint` settings), its directives kept.
  private mutating func suppressing(_ root: SourceNode?, text: String, path: String) -> SourceNode? {
    guard var root else { return nil }
    // Each tree is walked, and copied, only when its text names what is taken out of it.
    if text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{") {
      if Self.contains(text, "$chamfer") { suppressions.takeKeys(from: &root, file: path) }
    } else {
      suppressions.readComments(in: text, file: path)
    }
    if Self.contains(text, "lint") { suppressions.takeShapeSettings(from: &root) }
    return root
  }

  /// Whether `text` holds `word`, searched in its bytes.
  private static func contains(_ text: String, _ word: String) -> Bool {
    let (bytes, word) = (Array(text.utf8), Array(word.utf8))
    guard let first = word.first, bytes.count >= word.count else { return false }
    var index = 0
    while index <= bytes.count - word.count {
      if bytes[index] == first, bytes[index..<index + word.count].elementsEqual(word) { return true }
      index += 1
    }
    return false
  }

  /// Reports the layer at `path` as no theme, for `what` reason.
  private mutating func notATheme(_ path: String, _ what: String) -> SourceNode? {
    diagnostics.append(
      Diagnostic(
        "load/not-a-theme", .error, "'\(path)' is not a Chamfer theme: \(what)",
        at: FileLocation(file: path, line: 1, column: 1),
        hint: "name theme files (YAML or JSON starting with 'chamfer: 1') or token files"))
    lacksBase = true
    return nil
  }

  /// Whether a mapping has keys, none of them a theme's: `ref:` of `.git/HEAD`.
  static func holdsNoThemeKey(_ mapping: SourceNode.Mapping) -> Bool {
    let keys = Set(mapping.entries.map(\.key.text))
    return !keys.isEmpty && keys.isDisjoint(with: ThemeDecoder.topLevelKeys)
  }

  /// The tree of one file read, with the files it extends merged under it.
  private mutating func load(_ root: SourceNode?, path filePath: String, namedAt: FileLocation?) -> SourceNode? {
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
    stack.append((identity(filePath), filePath, namedAt))
    for reference in extendedPaths(extends) {
      if let node = extended(reference, from: filePath) {
        base = base.map { $0.merged(with: node) } ?? node
      }
    }
    stack.removeLast()
    return base.map { $0.merged(with: .mapping(mapping)) } ?? .mapping(mapping)
  }

  /// The tree of the file `reference` names, read the first time it is named.
  private mutating func extended(_ reference: Located<String>, from filePath: String) -> SourceNode? {
    // Compared with paths that `Paths.resolve` normalised, so a file named on the
    // command line as `./theme.yaml` is recognised when a layer extends it again.
    let path = Paths.resolve(reference.value, relativeTo: filePath)
    let key = identity(path)
    if stack.contains(where: { $0.identity == key }) {
      diagnostics.append(
        Diagnostic(
          "load/extends-cycle", .error,
          "'\(reference.value)' extends a file that is already being read: \((stack.map(\.path) + [path]).joined(separator: " → "))",
          at: reference.location, hint: "remove one of the 'extends' entries"))
      lacksBase = true
      return nil
    }
    if let done = loaded[key] { return done }
    guard stack.count < Self.maximumDepth else {
      // Reported where the chain leaves the layer, which is the file the user named.
      let start = stack.count > 1 ? stack[1].namedAt : reference.location
      diagnostics.append(
        Diagnostic(
          "load/extends-too-deep", .error,
          "the chain of 'extends' that starts here is more than \(Self.maximumDepth) files long",
          at: start, hint: "extend a shared base directly instead of through a chain of files",
          notes: [Diagnostic.Note("file \(stack.count + 1) of the chain, '\(reference.value)', is named here", at: reference.location)]))
      lacksBase = true
      return nil
    }
    let text: String?
    do {
      text = try provider(path)
    } catch {
      diagnostics.append(error.diagnostic(reference: reference.value, at: reference.location))
      loaded[key] = .some(nil)
      lacksBase = true
      return nil
    }
    guard let text else {
      diagnostics.append(
        Diagnostic(
          "load/missing-extends", .error, "cannot read '\(reference.value)' (looked for '\(path)')",
          at: reference.location, hint: "'extends' paths are relative to the file that names them"))
      loaded[key] = .some(nil)
      lacksBase = true
      return nil
    }
    let (root, problems) = reader.read(text, file: path)
    // A file that is no theme at all (binary data, a system file) is reported where it
    // is named, and nothing of it is quoted.
    if let what = Self.notATheme(text, root: root) {
      diagnostics.append(
        Diagnostic(
          "load/not-a-theme", .error, "'\(reference.value)' is not a Chamfer theme: \(what)",
          at: reference.location, hint: "'extends' names theme files (YAML or JSON starting with 'chamfer: 1')"))
      loaded[key] = .some(nil)
      lacksBase = true
      return nil
    }
    sources[path] = text
    diagnostics += problems
    let node = load(suppressing(root, text: text, path: path), path: path, namedAt: reference.location)
    loaded[key] = .some(node)
    return node
  }

  /// Why `text` is no theme file, or nil when it is one (perhaps with mistakes, which
  /// are then reported in it): a theme is a mapping with at least one theme key (or
  /// none at all), or text that names `chamfer:` but could not be read.
  static func notATheme(_ text: String, root: SourceNode?) -> String? {
    if text.utf8.contains(0) || text.unicodeScalars.contains("\u{FFFD}") { return "it holds binary data" }
    switch root {
    case .mapping(let mapping)?: return holdsNoThemeKey(mapping) ? "it holds none of a theme's keys" : nil
    case .scalar?, .sequence?: return "it holds no mapping of theme keys"
    case nil:
      if text.allSatisfy(\.isWhitespace) { return "it is empty" }
      let namesFormat = text.split(whereSeparator: \.isNewline).contains { line in
        let trimmed = line.drop { $0 == " " || $0 == "{" || $0 == "\"" }
        return trimmed.hasPrefix("chamfer")
      }
      return namesFormat ? nil : "it is not YAML or JSON holding theme keys"
    }
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
package enum Paths {
  /// `reference` relative to the folder of `file`, with `.` and `..` folded away.
  package static func resolve(_ reference: String, relativeTo file: String) -> String {
    if reference.hasPrefix("/") { return normalize(reference) }
    let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    return normalize(folder.isEmpty ? reference : folder + "/" + reference)
  }

  /// Removes `.` segments and folds `name/..` pairs.
  package static func normalize(_ path: String) -> String {
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
