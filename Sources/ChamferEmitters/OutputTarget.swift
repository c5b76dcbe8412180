import BundledTemplates
import ChamferKit
import Foundation
import Mustache

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
  let templates: [(outputPath: String, template: MustacheTemplate)]
  let library: MustacheLibrary
  /// The same templates for `TemplateRenderer`; nil when one of them needs swift-mustache.
  let compiled: CompiledTarget?

  /// Chamfer writes code, never HTML: every template and partial renders its values as
  /// they are. swift-mustache escapes HTML unless told otherwise, and starts each partial
  /// over in HTML, so the pragma goes in front of every file here rather than in each.
  static let plainText = "{{%CONTENT_TYPE:TEXT}}\n"

  /// Reads every `*.mustache` file under `folder` (recursively) as one target.
  public static func load(from folder: URL) throws -> OutputTarget {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "mustache" } ?? []
    let base = folder.standardizedFileURL.path
    var templates: [(String, MustacheTemplate)] = []
    var library = MustacheLibrary()
    var partials: [(name: String, template: MustacheTemplate)] = []
    for file in files.sorted(by: { $0.path < $1.path }) {
      let path = file.standardizedFileURL.path
      let relative = String(path.dropFirst(base.count + 1).dropLast(".mustache".count))
      let text = try String(contentsOf: file, encoding: .utf8)
      let template: MustacheTemplate
      do {
        template = try MustacheTemplate(string: Self.plainText + text)
      } catch {
        throw TemplateError(file: path, message: "\(error)")
      }
      if file.lastPathComponent.hasPrefix("_") {
        let name = String(file.deletingPathExtension().lastPathComponent.dropFirst())
        library.register(template, named: name)
        partials.append((name, template))
      } else {
        templates.append((relative, template))
      }
    }
    // A later partial of the same name wins in the library; keep the same one here.
    partials.reverse()
    return OutputTarget(
      id: folder.lastPathComponent, folder: folder.path, templates: templates, library: library,
      compiled: CompiledTarget(files: templates.map(\.1), partials: partials))
  }

  /// Every target in `folder`: one per subfolder, sorted by id.
  public static func all(in folder: URL) throws -> [OutputTarget] {
    try load(targetFolders(in: folder))
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

  /// Reads each folder as a target, several at once; in the order given.
  public static func load(_ folders: [URL]) throws -> [OutputTarget] {
    let results = Slots<Result<OutputTarget, any Error>>(count: folders.count)
    DispatchQueue.concurrentPerform(iterations: folders.count) { index in
      results.store(Result { try load(from: folders[index]) }, at: index)
    }
    return try results.values.map { try $0!.get() }
  }

  private static func targetFolders(in folder: URL) throws -> [URL] {
    let entries = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    return entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true }
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
    stream(targets, theme: theme, params: params, open: { _, path in TextCollector(path: path) }) { _, files in
      all.append(files.map(\.file))
    }
    return all
  }

  /// Renders like `render(_:theme:params:)`, but streams each file into the writer that
  /// `open` returns for its path, so that no file is ever whole in memory. Every target
  /// renders at once, as many at a time as there are cores; `open` and the writers run
  /// on the rendering threads, and `deliver` gets each target's writers, in template
  /// order, on the calling thread once all are done.
  /// `prepared`, if given, holds the contexts of `theme` made ahead (see
  /// `PreparedContexts`); any set of params it lacks is made here.
  public static func stream<Writer: GeneratedFileWriter>(
    _ targets: [OutputTarget], theme: ResolvedTheme, params: (_ target: String) -> [String: String],
    prepared: PreparedContexts? = nil,
    open: @Sendable (_ index: Int, _ path: String) -> Writer,
    deliver: (_ index: Int, _ files: [Writer]) throws -> Void
  ) rethrows {
    let scopes = contexts(for: targets, theme: theme, params: params, prepared: prepared)
    let results = Slots<[Writer]>(count: targets.count)
    DispatchQueue.concurrentPerform(iterations: targets.count) { index in
      results.store(targets[index].stream(scopes[index], theme: theme) { open(index, $0) }, at: index)
    }
    for (index, writers) in results.values.enumerated() {
      try deliver(index, writers ?? [])
    }
  }

  /// The paths this target writes for `theme`, relative to its output folder.
  public func outputPaths(for theme: ResolvedTheme) -> [String] {
    templates.map { Self.outputPath($0.outputPath, theme: theme) }
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

  private func stream<Writer: GeneratedFileWriter>(
    _ context: ThemeScope, theme: ResolvedTheme, open: (_ path: String) -> Writer
  ) -> [Writer] {
    templates.indices.map { index in
      let writer = open(Self.outputPath(templates[index].outputPath, theme: theme))
      if let compiled {
        TemplateRenderer.render(index, of: compiled, root: .scope(context)) { writer.write($0) }
      } else {
        var text = templates[index].template.render(context, library: library)
        text.withUTF8 { writer.write($0) }
      }
      writer.close()
      return writer
    }
  }

  private func render(_ context: ThemeScope, theme: ResolvedTheme) -> [GeneratedFile] {
    stream(context, theme: theme) { TextCollector(path: $0) }.map(\.file)
  }

  /// Renders with swift-mustache alone, for tests that compare the two renderers.
  func renderWithSwiftMustache(_ theme: ResolvedTheme, params: [String: String] = [:]) -> [GeneratedFile] {
    let context = ThemeScope(theme, params: params)
    return templates.map {
      GeneratedFile(
        path: Self.outputPath($0.outputPath, theme: theme), contents: $0.template.render(context, library: library))
    }
  }

  /// Whether every template of this target runs on the compiled renderer.
  var isCompiled: Bool { compiled != nil }

  static func outputPath(_ pattern: String, theme: ResolvedTheme) -> String {
    pattern.replacingOccurrences(of: "[Name]", with: Names.pascal(theme.name))
      .replacingOccurrences(of: "[name_]", with: Names.snake(theme.name))
      .replacingOccurrences(of: "[name-]", with: Names.kebab(theme.name))
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

/// Results written from concurrent work, one slot each.
private final class Slots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ value: Value, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  var values: [Value?] { lock.withLock { slots } }
}

/// Where `OutputTarget.stream` sends a file as it is rendered: `write` gets its UTF-8
/// in pieces, then `close` is called once, all on one thread; the writer then goes back
/// to the thread that called `stream`.
public protocol GeneratedFileWriter: AnyObject, Sendable {
  func write(_ bytes: UnsafeBufferPointer<UInt8>)
  func close()
}

/// Keeps a rendered file in memory, for the renders that return `GeneratedFile`s.
private final class TextCollector: GeneratedFileWriter, @unchecked Sendable {
  private let path: String
  private var bytes: [UInt8] = []

  init(path: String) { self.path = path }

  func write(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes.append(contentsOf: bytes) }
  func close() {}

  var file: GeneratedFile { GeneratedFile(path: path, contents: String(decoding: bytes, as: UTF8.self)) }
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
  public var description: String { "\(file): \(message)" }
}
