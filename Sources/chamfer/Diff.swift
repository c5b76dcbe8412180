import ArgumentParser
import ChamferEmitters
import ChamferKit
import Foundation

/// `chamfer diff`: every shape that differs between two versions of a theme, as a page
/// that draws each before and after over each other, and as Markdown for a pull request.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two versions of a theme: every shape that changed, drawn and listed.",
    usage: """
      chamfer diff BASE_THEME... -- HEAD_THEME...
      chamfer diff --git REV [THEME...]
      """,
    discussion: """
      Lists every metric, category, component and variant whose drawing differs, with the \
      fields that changed and where each new value comes from; a renamed shape is one \
      removed and one added. Writes OUT/index.html (each changed shape drawn before and \
      after, over each other) and OUT/summary.md. With --git REV, the base is the same \
      theme (the layers given, else chamfer.yml) as committed at REV, and the head is the \
      working tree. Exit status: 0 whether or not shapes changed, 2 when they did and \
      --fail-on-change is given, 1 when a theme has errors.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, github
  }

  @OptionGroup var given: DiffOptions

  /// Everything from the first theme on, `--` included, since ArgumentParser cannot split
  /// two lists of arguments at `--`; options among them are read by `split()`.
  @Argument(
    parsing: .captureForPassthrough,
    help: ArgumentHelp(
      "The base theme's layers, then --, then the head theme's (with --git: the theme's layers, chamfer.yml when none).",
      valueName: "theme"))
  var layers: [String] = []

  /// The exit status for a comparison that found changes under `--fail-on-change`.
  static let changedStatus: Int32 = 2

  /// The base layers, the head layers (nil without `--`) and the options, wherever on
  /// the command line they were given.
  func split() throws -> (base: [String], head: [String]?, options: DiffOptions) {
    var options = given
    let parts: [[String]]
    if let terminator = layers.firstIndex(of: "--") {
      parts = [Array(layers[..<terminator]), Array(layers[(terminator + 1)...])]
    } else {
      parts = [layers]
    }
    var lists: [[String]] = []
    for part in parts {
      // Help asked for among the captured arguments is the command's own.
      if part.contains(where: { ["-h", "--help", "-help"].contains($0) }) { throw CleanExit.helpRequest(Diff.self) }
      let parsed: DiffLayers
      do {
        parsed = try DiffLayers.parse(part)
      } catch {
        // A mistake among the themes is a usage error, as one before them is.
        throw ValidationError(DiffLayers.message(for: error))
      }
      options.merge(parsed.options)
      lists.append(parsed.themes)
    }
    return (lists[0], lists.count > 1 ? lists[1] : nil, options)
  }

  func validate() throws {
    let (base, head, options) = try split()
    if options.git != nil, head != nil {
      throw ValidationError("with --git, give the theme's layers without --; the head is the working tree")
    }
    if options.git == nil, base.isEmpty || (head ?? []).isEmpty {
      throw ValidationError(
        "give the base theme's layers, then --, then the head theme's: chamfer diff old.yaml -- new.yaml (or --git REV)")
    }
    if options.git == nil, options.config != nil {
      throw ValidationError("--config goes with --git, where the theme may come from it")
    }
  }

  func run() throws {
    let console = Console()
    let (base, head, options) = try split()
    let out = options.out ?? "build/chamfer-diff"
    let before: ResolvedTheme
    let after: ResolvedTheme
    // The files read from the working tree, which the page and summary must not replace;
    // those read at a git revision come from the repository's objects, not from files.
    var read: [String] = []
    if let git = options.git {
      let input = try options.input(themes: base)
      let (loaded, configSources) = try input.loadConfig(console: console)
      let head = try input.resolvedThemeAndInputs(console: console, config: loaded, provenance: true, shapeLimit: .preview)
      after = head.theme
      read = Array(configSources.keys) + head.inputs
      let headRoot = try input.projectRoot(firstInput: input.themes.first)
      before = try GitRevision.reading(git, console: console) { revision in
        let theme = try Self.baseTheme(input, headRoot: headRoot, at: revision, console: console)
        TestHooks.pause(at: "diff-base")
        return theme
      }
    } else {
      let old = try options.input(themes: base)
      let new = try options.input(themes: head ?? [])
      let base = try old.resolvedThemeAndInputs(console: console, config: nil, provenance: true, shapeLimit: .preview)
      let head = try new.resolvedThemeAndInputs(console: console, config: nil, provenance: true, shapeLimit: .preview)
      (before, after) = (base.theme, head.theme)
      read = base.inputs + head.inputs
    }
    let diff = ThemeDiff(base: before, head: after)
    let files = DiffPage.render(diff)
    try console.refuseOverwriting(read, with: files.map(\.path), in: out)
    do {
      // Never clean: the folder may hold anything.
      _ = try Disk.publish(files.map { (path: $0.path, contents: $0.contents) }, into: out, clean: false, console: console)
    } catch {
      console.error("cannot write to '\(out)': \(error)")
      throw ExitCode(ExitStatus.cannotWrite)
    }
    switch options.format ?? .text {
    case .text:
      console.output(diff.text() + "wrote \(out)/index.html and \(out)/summary.md\n")
    case .markdown:
      console.output(diff.markdown())
    case .github:
      console.output(diff.markdown(github: true))
    }
    if options.failOnChange, !diff.isEmpty { throw ExitCode(Self.changedStatus) }
  }

  /// The theme as committed at `revision`: the config and layers the head reads, by the
  /// same paths, each taken from the revision's tree. Files that inputs name are held
  /// to the folder matching the head's project root.
  static func baseTheme(
    _ input: InputOptions, headRoot: ProjectRoot, at revision: GitRevision, console: Console
  ) throws -> ResolvedTheme {
    let tree = RevisionRoot(revision: revision, folder: "")
    var config: ChamferConfig?
    if let file = try input.configFile(console: console) {
      if let text = try tree.readIfPresent(given: file.path, console: console) {
        config = try input.readConfig(text, file: file, console: console).0
      } else if !file.rulesOnly {
        console.error(
          "'\(file.path)' is not in \(revision.name), and this run reads the theme from it; "
            + "compare with a revision that has it, or name the theme's layers")
        throw ExitCode(ExitStatus.missingInput)
      }
      // A config that only sets rules' severities and came later: the revision's theme
      // is read with the default severities, as it was then.
    }
    let rootFolder: String
    if let root = input.root {
      rootFolder = try revision.folder(root, for: "--root", console: console)
    } else if let configInUse = input.configInUse {
      rootFolder = try revision.folder(ProjectRoot.folder(of: configInUse), for: "the config's folder", console: console)
    } else {
      rootFolder = revision.treePath(headRoot.path) ?? ""
    }
    let files = RevisionRoot(revision: revision, folder: rootFolder)
    return try input.resolvedThemeAndInputs(
      console: console, config: config, provenance: true, shapeLimit: .preview, files: files
    ).theme
  }
}

/// The options of `chamfer diff`, which may come before, among or after the themes.
struct DiffOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("Compare the working tree with this git revision.", valueName: "REV"))
  var git: String?

  @Option(name: .long, help: "With --git: a config file; defaults to chamfer.yml when no theme is given.")
  var config: String?

  @Option(name: .long, help: "Only this theme of the config's 'themes'.")
  var theme: [String] = []

  @Option(name: .long, help: ArgumentHelp(ProjectRoot.help, valueName: "DIR"))
  var root: String?

  @Option(name: .long, help: "The folder to write the page and summary into (default: build/chamfer-diff).")
  var out: String?

  @Option(
    name: .long,
    help: "text (default): one line per change; markdown: the summary; github: the summary with a marker for updating a pull-request comment."
  )
  var format: Diff.Format?

  @Flag(name: .long, help: "Exit with status 2 when any shape changed.")
  var failOnChange = false

  /// Takes what `other` sets.
  mutating func merge(_ other: DiffOptions) {
    git = other.git ?? git
    config = other.config ?? config
    theme += other.theme
    root = other.root ?? root
    out = other.out ?? out
    format = other.format ?? format
    failOnChange = failOnChange || other.failOnChange
  }

  /// Input options reading `themes`, or the config when there are none.
  func input(themes: [String]) throws -> InputOptions {
    var input = try InputOptions.parse([])
    input.themes = themes
    input.config = config
    input.theme = theme
    input.root = root
    return input
  }
}

/// One side of `--`: theme layers, and any options written among them.
struct DiffLayers: ParsableArguments {
  @OptionGroup var options: DiffOptions
  @Argument var themes: [String] = []
}

/// The files of one git revision, read from the repository's objects: the tree is
/// walked one folder at a time and only the blobs a theme names are read, so nothing of
/// the revision is written to disk and the working folder never moves.
///
/// The history may be hostile. A symbolic link or submodule in the tree is refused,
/// never followed; each object's size, from git's header, is held to
/// `Limits.fileBytes` before its bytes are asked for; and what git prints on standard
/// error, which could quote names from the repository, is never shown.
final class GitRevision: @unchecked Sendable {
  // Unchecked: `sizes`, `contents` and `trees` are only used holding `lock`.

  /// One entry of a folder: its mode ("100644", "40000", "120000" for a link) and object.
  typealias Entry = (mode: String, object: String)

  /// The revision as given, for messages.
  let name: String
  /// The work tree's top folder, as git prints it (links resolved).
  let top: String
  /// The current folder inside the work tree: "" at its top, else ending in "/".
  private let prefix: String
  private let rootTree: String
  /// `git cat-file --batch-check`: each object's type and size.
  private let sizes: CatFile
  /// `git cat-file --batch`: an object's bytes, asked for once its size is known.
  private let contents: CatFile
  /// The folders read so far, by object name.
  private var trees: [String: [[UInt8]: Entry]] = [:]
  private let lock = NSLock()

  private init(name: String, top: String, prefix: String, rootTree: String, sizes: CatFile, contents: CatFile) {
    self.name = name
    self.top = top
    self.prefix = prefix
    self.rootTree = rootTree
    self.sizes = sizes
    self.contents = contents
  }

  /// Runs `body` with the files of `name`, a revision of the repository around the
  /// current folder.
  static func reading<T>(_ name: String, console: Console, _ body: (GitRevision) throws -> T) throws -> T {
    guard let top = git(["rev-parse", "--show-toplevel"]).map(line), !top.isEmpty else {
      throw console.usageError("--git needs a git work tree, and this folder is not in one")
    }
    // A name starting with '-' would be taken for an option.
    guard !name.hasPrefix("-"), let commit = git(["rev-parse", "--verify", "--quiet", "\(name)^{commit}"]).map(line),
      let tree = git(["rev-parse", "--verify", "--quiet", "\(commit)^{tree}"]).map(line),
      [40, 64].contains(tree.utf8.count), tree.utf8.allSatisfy({ hexValue($0) != nil })
    else {
      throw console.usageError("--git: '\(name)' names no commit in this repository")
    }
    let prefix = git(["rev-parse", "--show-prefix"]).map(line) ?? ""
    // A git that stopped then makes a write fail, rather than end this process.
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let notStarted = { () -> ExitCode in
      console.error("cannot read the objects of this repository: git cat-file did not start")
      return ExitCode(ExitStatus.missingInput)
    }
    guard let sizes = CatFile("--batch-check") else { throw notStarted() }
    defer { sizes.close() }
    guard let contents = CatFile("--batch") else { throw notStarted() }
    defer { contents.close() }
    let revision = GitRevision(name: name, top: top, prefix: prefix, rootTree: tree, sizes: sizes, contents: contents)
    do {
      return try body(revision)
    } catch let exit as ExitCode where exit != .success {
      console.note("the problems above are in the theme as it is at \(name)")
      throw exit
    }
  }

  /// `path`, relative to the current folder or absolute, as a path inside the work tree
  /// ("" for its top); nil when it lies outside. Told from the names alone.
  func treePath(_ path: String) -> String? {
    let inside: String
    if path.hasPrefix("/") {
      guard let found = Self.relative(Paths.normalize(path), to: top) ?? workTreePart(of: path) else { return nil }
      inside = found
    } else {
      inside = Paths.normalize(prefix + path)
    }
    guard inside != "..", !inside.hasPrefix("../") else { return nil }
    return inside == "." ? "" : inside
  }

  /// The folder `path` names, inside the tree; the whole tree for a folder around it,
  /// since nothing outside the tree has a version at the revision.
  func folder(_ path: String, for what: String, console: Console) throws -> String {
    if let inside = treePath(path) { return inside }
    if Self.relative(top, to: Self.realPath(path)) != nil { return "" }
    throw console.usageError("\(what) '\(path)' is outside the git work tree, so it has no version at \(name)")
  }

  /// The text of the regular file at `path` in the tree; nil when there is none, or git
  /// cannot give it.
  func text(at path: String) throws(SourceRefusal) -> String? {
    lock.lock()
    defer { lock.unlock() }
    let parts = path.split(separator: "/")
    var folder = rootTree
    for (index, part) in parts.enumerated() {
      guard let entry = try entries(of: folder)?[Array(part.utf8)] else { return nil }
      let isLast = index == parts.count - 1
      switch entry.mode {
      case "120000":
        throw linkRefusal(through: isLast ? nil : parts[...index].joined(separator: "/"))
      case "160000":
        throw SourceRefusal(
          .notAFile, "is \(isLast ? "" : "inside ")a submodule at \(name), whose files diff --git does not read",
          hint: "name a file of this repository")
      case "40000":
        guard !isLast else {
          throw SourceRefusal(.notAFile, "is a folder at \(name)", hint: "name a theme or token file, not a folder")
        }
        folder = entry.object
      case "100644", "100755", "100664":
        guard isLast else { return nil }
        guard let size = sizes.size(of: entry.object, type: "blob") else { return nil }
        guard size <= Limits.fileBytes else {
          throw SourceRefusal(
            .tooLarge, "is \(size >> 20) MB at \(name); Chamfer reads input files up to \(Limits.fileBytes >> 20) MB",
            hint: "split the file into several")
        }
        return contents.bytes(of: entry.object, type: "blob", size: size).map { String(decoding: $0, as: UTF8.self) }
      default:
        return nil
      }
    }
    throw SourceRefusal(.notAFile, "is the top folder at \(name)", hint: "name a theme or token file, not a folder")
  }

  private func linkRefusal(through folder: String?) -> SourceRefusal {
    SourceRefusal(
      .linkInTree, folder.map { "leads through '\($0)', a symbolic link at \(name)" } ?? "is a symbolic link at \(name)",
      hint: "diff --git reads files as committed and follows no symbolic link, which could point anywhere; name the file itself")
  }

  /// The entries of the folder `tree`, read once; nil when git cannot give it.
  private func entries(of tree: String) throws(SourceRefusal) -> [[UInt8]: Entry]? {
    if let known = trees[tree] { return known }
    guard let size = sizes.size(of: tree, type: "tree") else { return nil }
    guard size <= Limits.fileBytes else {
      throw SourceRefusal(
        .tooLarge, "is in a folder whose listing is \(size >> 20) MB at \(name); Chamfer reads up to \(Limits.fileBytes >> 20) MB",
        hint: "keep themes in a folder of their own")
    }
    guard let bytes = contents.bytes(of: tree, type: "tree", size: size),
      let parsed = Self.parseTree(bytes, objectBytes: rootTree.utf8.count / 2)
    else { return nil }
    trees[tree] = parsed
    return parsed
  }

  /// A tree object's entries, each `MODE NAME\0` and the object's name in raw bytes;
  /// nil when the bytes are not one. The first of two entries of one name counts.
  static func parseTree(_ bytes: [UInt8], objectBytes: Int) -> [[UInt8]: Entry]? {
    var entries: [[UInt8]: Entry] = [:]
    var index = 0
    while index < bytes.count {
      guard let space = bytes[index...].firstIndex(of: 0x20), let end = bytes[space...].firstIndex(of: 0),
        end + objectBytes < bytes.count
      else { return nil }
      let name = Array(bytes[(space + 1)..<end])
      let digits = "0123456789abcdef".utf8.map { $0 }
      let object = bytes[(end + 1)...(end + objectBytes)].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }
      if entries[name] == nil {
        entries[name] = (String(decoding: bytes[index..<space], as: UTF8.self), String(decoding: object, as: UTF8.self))
      }
      index = end + objectBytes + 1
    }
    return entries
  }

  /// `path` inside `folder`, "." for the folder itself; nil when it is elsewhere.
  private static func relative(_ path: String, to folder: String) -> String? {
    if path == folder { return "." }
    let start = folder == "/" ? "/" : folder + "/"
    return path.hasPrefix(start) ? String(path.dropFirst(start.count)) : nil
  }

  /// For an absolute path that reaches the work tree through a symbolic link above it
  /// (`/tmp` for `/private/tmp`), the part inside the tree. Its leading folders are
  /// tried shortest first, and the first that is the top ends the search, so no link
  /// inside the tree is consulted.
  private func workTreePart(of path: String) -> String? {
    let parts = Paths.normalize(path).split(separator: "/")
    for count in parts.indices.map({ $0 + 1 }) where Self.realPath("/" + parts.prefix(count).joined(separator: "/")) == top {
      return count == parts.count ? "." : parts.dropFirst(count).joined(separator: "/")
    }
    return nil
  }

  /// `path` with the symbolic links on this disk resolved: the one look-up of the file
  /// system here, for a path that does not name the work tree as git spells it. What
  /// the revision holds is never looked for on disk.
  private static func realPath(_ path: String) -> String { ProjectRoot.identity(path) }

  private static func line(_ text: String) -> String { text.hasSuffix("\n") ? String(text.dropLast()) : text }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  /// What `git ARGUMENTS` printed, or nil when it failed; what it said on standard
  /// error is dropped.
  static func git(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}

/// The files of a revision that one theme may read, as `ProjectRoot` is for the disk:
/// files that inputs name must be inside `folder` of the tree ("" for all of it).
struct RevisionRoot: InputFiles {
  let revision: GitRevision
  let folder: String

  func read(_ path: String) throws(SourceRefusal) -> String? {
    guard let inside = revision.treePath(path) else {
      throw SourceRefusal(
        .outsideRoot, "is outside the git work tree, so it has no version at \(revision.name)",
        hint: "name files inside the repository")
    }
    guard folder.isEmpty || inside == folder || inside.hasPrefix(folder + "/") else {
      throw SourceRefusal(
        .outsideRoot, "is outside the project root '\(revision.top)/\(folder)'",
        hint: "Chamfer reads only files inside the project root; pass --root DIR to read files under DIR")
    }
    return try revision.text(at: inside)
  }

  func read(given path: String, console: Console) throws -> String {
    guard let text = try readIfPresent(given: path, console: console) else {
      console.error("cannot read '\(path)' at \(revision.name): no such file there, or git cannot read it")
      throw ExitCode(ExitStatus.missingInput)
    }
    return text
  }

  /// A file named on the command line, or the config, as the revision has it; nil when
  /// it has none. One outside the work tree is a usage error (64), and one refused (a
  /// link, too large) an error at the file (1).
  func readIfPresent(given path: String, console: Console) throws -> String? {
    guard let inside = revision.treePath(path) else {
      throw console.usageError("'\(path)' is outside the git work tree, so it has no version at \(revision.name)")
    }
    do {
      return try revision.text(at: inside)
    } catch {
      console.report(
        [error.diagnostic(reference: path, at: FileLocation(file: path, line: 1, column: 1))], sources: [:], files: 1,
        format: "text")
      throw ExitCode(ExitStatus.themeErrors)
    }
  }

  /// With no link followed, a file's one name is its place in the tree.
  func identity(_ path: String) -> String {
    revision.treePath(path).map { revision.top + "/" + $0 } ?? Paths.normalize(path)
  }
}

/// One `git cat-file` in batch mode, answering the object names written to it one a
/// line for as long as the revision is read. Only object names Chamfer read from git
/// are written to it. After an answer it did not expect it answers nothing more.
private final class CatFile {
  private let process = Process()
  private let input: FileHandle
  private let output: FileHandle
  /// Bytes read from git and not yet used.
  private var buffer: [UInt8] = []
  private var broken = false

  /// Starts `git cat-file MODE`; nil when it cannot be started.
  init?(_ mode: String) {
    let input = Pipe()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "cat-file", mode]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    self.input = input.fileHandleForWriting
    self.output = output.fileHandleForReading
  }

  /// The size of `object` from its header (`OBJECT TYPE SIZE`), when it is of `type`.
  func size(of object: String, type: String) -> Int? {
    guard let header = header(object), header.count == 3, header[1] == type else { return nil }
    return Int(header[2])
  }

  /// The `size` bytes of `object`, with the header before them checked.
  func bytes(of object: String, type: String, size: Int) -> [UInt8]? {
    let answer = header(object)
    guard let answer, answer.count == 3, answer[1] == type, Int(answer[2]) == size else {
      // A missing object is one line; anything else leaves unread bytes behind.
      if answer?.count != 2 { broken = true }
      return nil
    }
    guard fill(size + 1), buffer[size] == 0x0A else {
      broken = true
      return nil
    }
    defer { buffer.removeFirst(size + 1) }
    return Array(buffer[..<size])
  }

  /// Asks for `object` and reads the header line of the answer, split at spaces.
  private func header(_ object: String) -> [Substring]? {
    guard !broken, (try? input.write(contentsOf: Data((object + "\n").utf8))) != nil else { return nil }
    var searched = 0
    while true {
      if let end = buffer[searched...].firstIndex(of: 0x0A) {
        defer { buffer.removeFirst(end + 1) }
        return String(decoding: buffer[..<end], as: UTF8.self).split(separator: " ")
      }
      // A header is an object name, a type and a size.
      searched = buffer.count
      guard searched < 200, fill(searched + 1) else {
        broken = true
        return nil
      }
    }
  }

  /// Reads from git until `count` bytes are waiting; false at the end of its output.
  private func fill(_ count: Int) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while buffer.count < count {
      let got = chunk.withUnsafeMutableBytes { read(output.fileDescriptor, $0.baseAddress, $0.count) }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { return false }
      buffer += chunk[..<got]
    }
    return true
  }

  /// Ends git's input, so it exits, and waits for it.
  func close() {
    try? input.close()
    process.waitUntilExit()
  }
}
