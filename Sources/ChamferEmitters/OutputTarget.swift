import BundledTemplates
import ChamferKit
import Foundation

/// An output language, defined entirely by a folder of templates.
///
/// `templates/targets/swift/[Name]Shapes.swift.mustache` makes a target called
/// `swift` that writes `AcmeShapes.swift` for a theme named Acme. The folder name is
/// the id users pass to `--target`; there is no list of targets in Swift.
///
/// In a template's file name, `[Name]` becomes the theme name in PascalCase,
/// `[name_]` in snake_case and `[name-]` in kebab-case. A file whose name starts
/// with `_` is a partial: `_token.mustache` is included with `{{> token}}` and
/// writes no file of its own.
public struct OutputTarget: Sendable {
  public let id: String
  /// Where the templates were read from, for messages.
  public let folder: String
  /// Each file template's output path, sorted by path.
  let outputPatterns: [String]
  /// The templates, parsed.
  let templates: TemplateSet

  /// Reads every `*.mustache` file under `folder` (recursively) as one target. A folder
  /// other than a bundled target's has its names checked too (`TemplateNameCheck`).
  public static func load(from folder: URL) throws -> OutputTarget {
    try load(from: folder, within: [])
  }

  /// `load(from:)`, reading a template only when, links followed, it is inside one of
  /// the folders `roots` (absolute, links resolved); any file when `roots` is empty. A
  /// build passes the project root and a `--templates` folder, so a template that is a
  /// link to a file elsewhere (`/proc/self/environ`) is refused, never copied into code.
  package static func load(from folder: URL, within roots: [String]) throws -> OutputTarget {
    if let prefetched = try takePrefetched(folder.standardizedFileURL.path) { return prefetched }
    return try read(from: folder, within: roots)
  }

  /// `load(from:within:)` from the disk.
  static func read(from folder: URL, within roots: [String] = []) throws -> OutputTarget {
    // Plain path strings: working through `URL`s cost more than parsing some templates.
    let base = folder.standardizedFileURL.path
    // The bundled targets' names are checked by the tests, not on every build.
    let bundled = BundledTemplates.targetsURL.map { base.hasPrefix($0.standardizedFileURL.path + "/") } ?? false
    var subpaths: [String] = []
    // Counted as the folder is walked, so a folder of a million files is not listed whole.
    try FileText.walk(base) { subpath in
      guard subpath.hasSuffix(".mustache") else { return }
      subpaths.append(subpath)
      if subpaths.count > Limits.templateFiles { throw TemplateChecks.tooManyFiles(base + "/" + subpath) }
    }
    subpaths.sort()
    var files: [(outputPath: String, path: String, text: String)] = []
    var partials: [Partial] = []
    // What is left of `Limits.templateBytes`; a file past it is refused from its size.
    var left = Limits.templateBytes
    for subpath in subpaths {
      let path = base + "/" + subpath
      if !bundled, !roots.isEmpty, !isInside(path, roots) {
        throw TemplateChecks.error(
          "template/outside-root", "the template leads through a symbolic link to a file outside the project", in: path,
          hint: "keep templates as files inside the project; a link may point only at a file inside it")
      }
      let text: String
      switch FileText.read(path, limit: left, strictUTF8: true) {
      case .text(let read): text = read
      case .tooLarge: throw TemplateChecks.tooLarge(path)
      case .unreadable: throw TemplateChecks.unreadable(path)
      }
      left -= text.utf8.count
      let fileName = subpath.split(separator: "/").last ?? ""
      if fileName.hasPrefix("_") {
        partials.append(Partial(name: String(fileName.dropFirst().dropLast(".mustache".count)), path: path, text: text))
      } else {
        files.append((String(subpath.dropLast(".mustache".count)), path, text))
      }
    }
    // Of two partials with one name (in different subfolders), the later path wins.
    partials.reverse()
    partials += try sharedPartials.get().filter { shared in !partials.contains { $0.name == shared.name } }
    return try assemble(
      id: folder.lastPathComponent, folder: folder.path, files: files, partials: partials, checkingNames: !bundled)
  }

  /// A partial's name, file and text, and its template when it was parsed already.
  private struct Partial {
    var name: String
    var path: String
    var text: String
    var template: Template?
  }

  /// The bundled partials every target can include (`templates/partials/`), read and
  /// parsed once for all targets.
  private static let sharedPartials = Result { () throws -> [Partial] in
    guard let folder = BundledTemplates.partialsURL else {
      throw TemplateError(file: "partials", message: "the template bundle is missing")
    }
    let base = folder.standardizedFileURL.path
    let names = try FileText.names(in: base)
      .filter { $0.hasSuffix(".mustache") && $0.hasPrefix("_") }
      .sorted()
    return try names.map { name in
      let path = base + "/" + name
      let text = try FileText.shippedText(path)
      return Partial(
        name: String(name.dropFirst().dropLast(".mustache".count)), path: path, text: text,
        template: try parse(text, path: path))
    }
  }

  /// A target from template texts given here rather than read from a folder, for the
  /// fuzzer and tests: `files` by output path, `partials` by name, each text as written.
  /// `checkingNames` as a target read from a folder of the user's is checked.
  @_spi(Testing) public static func fromTexts(
    id: String, files: [(outputPath: String, text: String)], partials: [(name: String, text: String)],
    checkingNames: Bool = false
  ) throws -> OutputTarget {
    try assemble(
      id: id, folder: id, files: files.map { ($0.outputPath, "\(id)/\($0.outputPath)", $0.text) },
      partials: partials.map { Partial(name: $0.name, path: "\(id)/_\($0.name)", text: $0.text) },
      checkingNames: checkingNames)
  }

  /// Parses the templates; the first partial of a name is the one `{{> name}}` includes.
  /// `checkingNames`: check every name against the specimen theme (`TemplateNameCheck`).
  private static func assemble(
    id: String, folder: String, files: [(outputPath: String, path: String, text: String)],
    partials: [Partial], checkingNames: Bool
  ) throws -> OutputTarget {
    var parsedPartials: [String: (text: String, template: Template)] = [:]
    for partial in partials where parsedPartials[partial.name] == nil {
      parsedPartials[partial.name] = (partial.text, try partial.template ?? parse(partial.text, path: partial.path))
    }
    let depths = try TemplateChecks.rejectRecursion(parsedPartials)
    let parsedFiles = try files.map { try parse($0.text, path: $0.path) }
    try TemplateChecks.rejectDeepNesting(zip(parsedFiles, files.map(\.text)).map { ($0, $1) }, partials: depths)
    if checkingNames {
      try TemplateChecks.checkNames(
        parsedFiles, partials: parsedPartials.mapValues(\.template),
        texts: Dictionary(files.map { ($0.path, $0.text) } + partials.map { ($0.path, $0.text) }) { first, _ in first })
    }
    let templates = TemplateSet(files: parsedFiles, partials: parsedPartials.mapValues(\.template))
    return OutputTarget(id: id, folder: folder, outputPatterns: files.map(\.outputPath), templates: templates)
  }

  private static func parse(_ text: String, path: String) throws -> Template {
    do {
      return try Template(text, path: path)
    } catch {
      throw TemplateChecks.syntaxError(error, path: path, text: text)
    }
  }

  /// The targets shipped with Chamfer.
  public static func bundled() throws -> [OutputTarget] {
    try load(targetFolders(in: bundledFolder()))
  }

  /// Bundled targets, with same-named folders in `overrides` replacing them and new
  /// ones added.
  public static func available(overrides: URL?) throws -> [OutputTarget] {
    try load(folders(overrides: overrides))
  }

  /// The folders `available(overrides:)` reads, sorted by target id, without reading
  /// them: a build reads only the targets it writes.
  public static func folders(overrides: URL?) throws -> [URL] {
    var folders = try targetFolders(in: bundledFolder())
    if let overrides {
      for folder in try targetFolders(in: overrides) {
        folders.removeAll { $0.lastPathComponent == folder.lastPathComponent }
        folders.append(folder)
      }
    }
    return folders.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// The ids of those of `folders` that are bundled targets, not a user's folders
  /// replacing them: the targets whose identifiers Chamfer knows.
  public static func bundledIDs(_ folders: [URL]) -> [String] {
    guard let bundled = BundledTemplates.targetsURL?.standardizedFileURL.path else { return [] }
    return folders.filter { $0.standardizedFileURL.path.hasPrefix(bundled + "/") }.map(\.lastPathComponent)
  }

  /// Reads each folder as a target, several at once; in the order given.
  public static func load(_ folders: [URL]) throws -> [OutputTarget] {
    try load(folders, within: [])
  }

  /// `load(_:)`, each template held to `roots` as `load(from:within:)` holds it.
  package static func load(_ folders: [URL], within roots: [String]) throws -> [OutputTarget] {
    let results = Slots<Result<OutputTarget, any Error>>(count: folders.count)
    DispatchQueue.concurrentPerform(iterations: folders.count) { index in
      results.store(Result { try load(from: folders[index], within: roots) }, at: index)
    }
    return try results.values.map { try $0!.get() }
  }

  /// Whether `path`, links followed, is inside one of `roots`.
  private static func isInside(_ path: String, _ roots: [String]) -> Bool {
    guard let real = ProjectRoot.resolve(ProjectRoot.absolute(path)) else { return false }
    return roots.contains { real == $0 || real.hasPrefix($0 + "/") }
  }

  /// The target folders in `folder`; a hidden one (`.git`, `.cache`) is no target.
  private static func targetFolders(in folder: URL) throws -> [URL] {
    let entries = try FileText.names(in: folder.path).map { folder.appendingPathComponent($0) }
    return entries.filter { !$0.lastPathComponent.hasPrefix(".") && FileText.isFolder($0.path) }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }


  private static func bundledFolder() throws -> URL {
    guard let url = BundledTemplates.targetsURL else { throw TemplateError(file: "targets", message: "the template bundle is missing") }
    return url
  }

  /// Renders every template of this target. Pure: writes nothing.
  public func render(_ theme: ResolvedTheme, params: [String: String] = [:]) -> [GeneratedFile] {
    render(ThemeScope(theme, params: params), theme: theme)
  }

  /// Renders several targets from one shared context, each on its own thread, and
  /// returns their files in the order of `targets`.
  public static func render(
    _ targets: [OutputTarget], theme: ResolvedTheme, params: [String: String] = [:]
  ) -> [[GeneratedFile]] {
    render(targets, theme: theme, params: { _ in params })
  }

  /// The same, with each target's own params (`outputs.<target>.params` in chamfer.yml);
  /// targets with the same params share one context.
  public static func render(
    _ targets: [OutputTarget], theme: ResolvedTheme, params: (_ target: String) -> [String: String]
  ) -> [[GeneratedFile]] {
    var all: [[GeneratedFile]] = []
    do {
      try stream(targets, theme: theme, params: params, open: { _, path in TextCollector(path: path) }) { _, files in
        all.append(files.map(\.file))
      }
    } catch {
      // A target past the render limit: each is rendered again on its own, and the file
      // past the limit stops there.
      return targets.map { target in target.render(ThemeScope(theme, params: params(target.id)), theme: theme) }
    }
    return all
  }

  /// Renders like `render(_:theme:params:)`, but streams each file into the writer that
  /// `open` returns for its path, so that no file is ever whole in memory. Every target
  /// renders at once, as many at a time as there are cores; `open` and the writers run
  /// on the rendering threads, and `deliver` gets each target's writers, in template
  /// order, on the calling thread once all are done.
  /// `prepared`, if given, holds the contexts of `theme` made ahead (see
  /// `PreparedContexts`); any set of params it lacks is made here. `budget` bounds the
  /// bytes every file writes together, across calls that share it (default: 256 MB for
  /// this call, and the rendering `OutputBudget.build` allows for one theme); past it,
  /// rendering stops with `build/too-much-output` or `build/too-much-rendering`.
  public static func stream<Writer: GeneratedFileWriter>(
    _ targets: [OutputTarget], theme: ResolvedTheme, params: (_ target: String) -> [String: String],
    prepared: PreparedContexts? = nil, budget: OutputBudget? = nil,
    open writer: @Sendable (_ index: Int, _ path: String) -> Writer,
    deliver: (_ index: Int, _ files: [Writer]) throws -> Void
  ) throws {
    let scopes = contexts(for: targets, theme: theme, params: params, prepared: prepared)
    let budget = budget ?? .build(bytes: Limits.outputBytes, shapes: theme.shapeCount, themes: 1)
    let results = Slots<Result<[Writer], TemplateError>>(count: targets.count)
    DispatchQueue.concurrentPerform(iterations: targets.count) { index in
      let result: Result<[Writer], TemplateError>
      do throws(TemplateError) {
        result = .success(try targets[index].stream(scopes[index], theme: theme, budget: budget) { writer(index, $0) })
      } catch {
        result = .failure(error)
      }
      results.store(result, at: index)
    }
    // A target that rendered past its limit fails the whole build before any is delivered.
    let done = try results.values.map { try $0?.get() ?? [] }
    for (index, writers) in done.enumerated() {
      try deliver(index, writers)
    }
  }

  /// The paths this target writes for `theme`, relative to its output folder.
  public func outputPaths(for theme: ResolvedTheme) -> [String] {
    outputPatterns.map { Self.outputPath($0, theme: theme) }
  }

  /// The same paths, each with the template file that writes it.
  public func outputFiles(for theme: ResolvedTheme) -> [(path: String, template: String)] {
    outputPatterns.map { (Self.outputPath($0, theme: theme), "\(folder)/\($0).mustache") }
  }

  /// One context per distinct set of params.
  private static func contexts(
    for targets: [OutputTarget], theme: ResolvedTheme, params: (_ target: String) -> [String: String],
    prepared: PreparedContexts?
  ) -> [ThemeScope] {
    var contexts = prepared?.scopes ?? [:]
    return targets.map { target in
      let own = params(target.id)
      if let shared = contexts[own] { return shared }
      let scope = ThemeScope(theme, params: own)
      contexts[own] = scope
      return scope
    }
  }

  /// Renders each file into the writer `open` gives for its path. Not strict, so no
  /// name can make rendering fail, nor can partials nest past the limit, as the target
  /// has no recursive partials; but a file that renders more list elements and partials
  /// than `Limits.renderedBodiesPerShape` allows for the theme is an error.
  private func stream<Writer: GeneratedFileWriter>(
    _ context: ThemeScope, theme: ResolvedTheme, budget: OutputBudget? = nil, open writerFor: (_ path: String) -> Writer
  ) throws(TemplateError) -> [Writer] {
    let options = TemplateRenderer.Options(
      renderLimit: Limits.renderedBodiesPerShape * (theme.shapeCount + 500),
      budget: budget ?? .build(bytes: Limits.outputBytes, shapes: theme.shapeCount, themes: 1))
    var writers: [Writer] = []
    for index in templates.files.indices {
      let writer = writerFor(Self.outputPath(outputPatterns[index], theme: theme))
      defer { writer.close() }
      do {
        try TemplateRenderer.render(index, of: templates, root: .scope(context), options: options) { writer.write($0) }
      } catch {
        if error.overRenderBudget {
          throw TemplateChecks.error(
            "build/too-much-rendering", error.message, in: error.file, at: error.location,
            hint: "a target of many files that each go over every component is the usual cause; go over each list "
              + "in fewer files, or build fewer themes at a time (--theme NAME)")
        }
        if error.overBudget {
          throw TemplateChecks.error(
            "build/too-much-output", error.message, in: error.file, at: error.location,
            hint: "a template that repeats a large text over many components or themes is the usual cause; "
              + "if the build really writes that much, raise it in chamfer.yml: limits: { outputMB: 1024 }")
        }
        throw TemplateChecks.error(
          "template/too-much-output", error.message, in: error.file, at: error.location,
          hint: "partials that include each other from several sections, or sections nested over the same long list, "
            + "repeat their text without end; render each list once")
      }
      writers.append(writer)
    }
    return writers
  }

  /// The files as `stream` renders them; a file past the limit stops there.
  private func render(_ context: ThemeScope, theme: ResolvedTheme) -> [GeneratedFile] {
    var files: [TextCollector] = []
    _ = try? stream(context, theme: theme) { path in
      let file = TextCollector(path: path)
      files.append(file)
      return file
    }
    return files.map(\.file)
  }

  /// The files, or the error of a file that renders past the limit, for the command
  /// line's `--output-file`.
  public func renderedFiles(_ theme: ResolvedTheme, params: [String: String] = [:]) throws -> [GeneratedFile] {
    try stream(ThemeScope(theme, params: params), theme: theme) { TextCollector(path: $0) }.map(\.file)
  }

  /// Renders every file in strict mode, which reports the first name no value has (a
  /// misspelled field) instead of rendering it as nothing.
  func renderStrictly(_ theme: ResolvedTheme, params: [String: String] = [:]) throws -> [GeneratedFile] {
    let context = ThemeScope(theme, params: params)
    return try templates.files.indices.map { index in
      var bytes: [UInt8] = []
      try TemplateRenderer.render(index, of: templates, root: .scope(context), options: .init(strict: true)) {
        bytes += $0
      }
      return GeneratedFile(
        path: Self.outputPath(outputPatterns[index], theme: theme), contents: String(decoding: bytes, as: UTF8.self))
    }
  }

  static func outputPath(_ pattern: String, theme: ResolvedTheme) -> String {
    // One pass over the bytes: Foundation's `replacingOccurrences` went through
    // `NSString`, and the standard library's `replacing` through generic searching, each
    // about a tenth of a small build's main thread for some forty paths.
    guard pattern.utf8.contains(UInt8(ascii: "[")) else { return pattern }
    let names = [
      ("[Name]", Names.pascal(theme.name)), ("[name_]", Names.snake(theme.name)), ("[name-]", Names.kebab(theme.name)),
    ]
    let bytes = Array(pattern.utf8)
    var path: [UInt8] = []
    var index = 0
    scan: while index < bytes.count {
      if bytes[index] == UInt8(ascii: "[") {
        for (marker, name) in names where bytes[index...].starts(with: marker.utf8) {
          path += name.utf8
          index += marker.utf8.count
          continue scan
        }
      }
      path.append(bytes[index])
      index += 1
    }
    return String(decoding: path, as: UTF8.self)
  }
}

/// What templates read about one theme, made before rendering starts: one context per
/// set of params. Making them is a tenth of a large build, and needs only the resolved
/// theme, so `chamfer build` makes them while the lint rules run
/// (`Pipeline.Options.whileLinting`) and hands them to `OutputTarget.stream`.
public final class PreparedContexts: Sendable {
  let scopes: [[String: String]: ThemeScope]

  /// `params`: each target's `outputs.<target>.params`; repeats are made once.
  public init(theme: ResolvedTheme, params: [[String: String]]) {
    var scopes: [[String: String]: ThemeScope] = [:]
    for own in params where scopes[own] == nil { scopes[own] = ThemeScope(theme, params: own) }
    self.scopes = scopes
  }
}

/// Where `OutputTarget.stream` sends a file as it is rendered: `write` gets its UTF-8
/// in pieces, then `close` is called once, all on one thread; the writer then goes back
/// to the thread that called `stream`.
public protocol GeneratedFileWriter: AnyObject, Sendable {
  func write(_ bytes: [UInt8])
  func close()
}

/// Keeps a rendered file in memory, for the renders that return `GeneratedFile`s.
private final class TextCollector: GeneratedFileWriter {
  private let path: String
  private let bytes = Slots<[UInt8]>(count: 1)

  init(path: String) { self.path = path }

  func write(_ bytes: [UInt8]) { self.bytes.update(at: 0) { $0 = ($0 ?? []) + bytes } }
  func close() {}

  var file: GeneratedFile { GeneratedFile(path: path, contents: String(decoding: bytes.values[0] ?? [], as: UTF8.self)) }
}

/// One file a target produced: a path relative to the output folder, and its text.
public struct GeneratedFile: Sendable, Equatable {
  public var path: String
  public var contents: String
}

/// A template that could not be read or parsed.
public struct TemplateError: Error, CustomStringConvertible {
  public var file: String
  public var message: String
  /// Where in the template, with a stable id and a hint, for a mistake in its text
  /// (rather than a folder or file that cannot be read).
  public var diagnostic: Diagnostic?
  /// The template's text as written, for the reporter's excerpt.
  public var source: String?
  public var description: String { diagnostic.map { "\($0.location?.description ?? file): \($0.message)" } ?? "\(file): \(message)" }

  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }

  init(_ diagnostic: Diagnostic, source: String) {
    file = diagnostic.location?.file ?? ""
    message = diagnostic.message
    self.diagnostic = diagnostic
    self.source = source
  }
}
