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
    // those read at a git revision are a temporary copy.
    var read: [String] = []
    if let git = options.git {
      var input = try options.input(themes: base)
      let (loaded, configSources) = try input.loadConfig(console: console)
      let head = try input.resolvedThemeAndInputs(console: console, config: loaded, provenance: true, shapeLimit: .preview)
      after = head.theme
      read = Array(configSources.keys) + head.inputs
      let headRoot = try input.projectRoot(firstInput: input.themes.first)
      before = try GitSnapshot.withTree(at: git, console: console) { snapshot in
        // The inputs are read as they are at REV: the same relative paths from the
        // same folder of the snapshot, and absolute ones moved into it. The project
        // root moves too, as the snapshot has no .git to find it by.
        input.themes = try input.themes.map { try snapshot.move($0) }
        input.config = try input.config.map { try snapshot.move($0) }
        if let root = options.root {
          input.root = try snapshot.move(root)
        } else if !input.themes.isEmpty, input.config == nil {
          input.root = snapshot.moveIfInside(headRoot.path)
        }
        let (config, _) = try input.loadConfig(console: console)
        return try input.resolvedTheme(console: console, config: config, provenance: true, shapeLimit: .preview)
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

/// A git revision's files, unpacked into a temporary folder, with the working folder
/// moved into it while a theme is read from it.
struct GitSnapshot {
  /// The top of the unpacked tree, standing for the work tree's top.
  let tree: String
  /// The work tree's top folder, links resolved.
  let top: String
  let revision: String

  /// Runs `body` in the unpacked files of `revision`, from the folder matching the
  /// current one, and removes them afterwards.
  static func withTree<T>(at revision: String, console: Console, _ body: (GitSnapshot) throws -> T) throws -> T {
    guard let top = git(["rev-parse", "--show-toplevel"])?.trimmingCharacters(in: .newlines), !top.isEmpty else {
      throw console.usageError("--git needs a git work tree, and this folder is not in one")
    }
    guard git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]) != nil else {
      throw console.usageError("--git: '\(revision)' names no commit in this repository")
    }
    let prefix = git(["rev-parse", "--show-prefix"])?.trimmingCharacters(in: .newlines) ?? ""
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chamfer-diff-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tree = folder + "/tree"
    let archive = folder + "/tree.tar"
    try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
    guard git(["archive", "--format=tar", "-o", archive, revision]) != nil,
      run("/usr/bin/env", ["tar", "-xf", archive, "-C", tree]) != nil
    else {
      console.error("cannot unpack the files of '\(revision)' (git archive, then tar)")
      throw ExitCode(ExitStatus.missingInput)
    }
    let snapshot = GitSnapshot(tree: tree, top: ProjectRoot.identity(top), revision: revision)
    let working = FileManager.default.currentDirectoryPath
    let inside = tree + (prefix.isEmpty ? "" : "/" + prefix)
    guard FileManager.default.changeCurrentDirectoryPath(inside) else {
      console.error("this folder ('\(prefix)') does not exist at \(revision)")
      throw ExitCode(ExitStatus.missingInput)
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(working) }
    do {
      return try body(snapshot)
    } catch let exit as ExitCode where exit != .success {
      console.note("the problems above are in the theme as it is at \(revision)")
      throw exit
    }
  }

  /// An absolute path inside the work tree moved into the snapshot; relative paths
  /// stay, since the working folder is moved too.
  func move(_ path: String) throws -> String {
    guard path.hasPrefix("/") else { return path }
    guard let moved = moveIfInside(path) else {
      throw ValidationError("'\(path)' is outside the git work tree, so it has no version at \(revision)")
    }
    return moved
  }

  func moveIfInside(_ path: String) -> String? {
    let real = ProjectRoot.identity(path)
    if real == top { return tree }
    guard real.hasPrefix(top + "/") else { return nil }
    return tree + real.dropFirst(top.count)
  }

  /// What `git ARGUMENTS` printed, or nil when it failed.
  static func git(_ arguments: [String]) -> String? { run("/usr/bin/env", ["git"] + arguments) }

  static func run(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
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
