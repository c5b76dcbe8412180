import Foundation
import PackagePlugin

/// Turns every theme in a target (`*.chamfer.yaml`, `*.chamfer.yml`, `*.chamfer.json`)
/// into Swift as part of the build.
///
/// Each theme becomes one build command that runs
/// `chamfer build THEME --target swift --output-file WORK/THEME-PATH.swift`, and that
/// file is compiled into the target (THEME-PATH is the theme's path in the package, WORK
/// the plugin's work folder for the target). The command's inputs are the theme, the
/// layers it `extends` and every other YAML or JSON file in the target, and its output is
/// the Swift file, so the build system runs it again only when one of them (or the
/// `chamfer` tool) changed. The output's path does not depend on anything inside the
/// theme, so renaming the theme (`name:`) needs nothing more than a build.
@main
struct ChamferSwiftPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target.sourceModule else { return [] }
    let themes = target.sourceFiles.map(\.url).filter(ThemeFile.isTheme).sorted { $0.path < $1.path }
    guard !themes.isEmpty else {
      // Applied to a target without a theme: say why nothing is generated, rather than
      // leave the build to fail later with "cannot find 'BrandShapes' in scope".
      let lookalikes = target.sourceFiles.map(\.url).filter(ThemeFile.looksLikeTheme)
      if let file = lookalikes.first {
        let name = file.deletingPathExtension().lastPathComponent
        Diagnostics.warning(
          "ChamferSwiftPlugin: \(file.lastPathComponent) in target '\(target.name)' looks like a Chamfer theme; "
            + "name it \(name).chamfer.\(file.pathExtension) so the plugin generates Swift from it")
      } else {
        Diagnostics.warning(
          "ChamferSwiftPlugin: target '\(target.name)' has no theme; put one in it as NAME.chamfer.yaml")
      }
      return []
    }
    let chamfer = try context.tool(named: "chamfer").url
    // Every YAML and JSON file in the target is an input of every theme's command, as
    // well as the layers each theme extends: SwiftPM keeps the commands this plugin
    // returns until the package changes, so a layer a theme starts extending later is
    // still covered when it sits in the target.
    let dataFiles = target.sourceFiles.map(\.url).filter {
      ["yaml", "yml", "json"].contains($0.pathExtension.lowercased())
    }
    let packageFolder = context.package.directoryURL.standardizedFileURL.path + "/"
    return themes.map { theme in
      // Each theme writes a file named after its path in the package, so two themes
      // never share one.
      let path = theme.standardizedFileURL.path
      let relative =
        path.hasPrefix(packageFolder) ? String(path.dropFirst(packageFolder.count)) : theme.lastPathComponent
      let generated = context.pluginWorkDirectoryURL.appendingPathComponent(relative + ".swift")
      var inputs = [theme] + ThemeFile.layers(of: theme)
      let known = Set(inputs.map(\.standardizedFileURL.path))
      inputs += dataFiles.filter { !known.contains($0.standardizedFileURL.path) }
      return .buildCommand(
        displayName: "Chamfer: generating Swift from \(theme.lastPathComponent)",
        executable: chamfer,
        // The package is the project: its themes may extend files anywhere in it.
        arguments: [
          "build", theme.path, "--target", "swift", "--output-file", generated.path,
          "--root", context.package.directoryURL.path,
        ],
        inputFiles: inputs,
        outputFiles: [generated])
    }
  }
}

/// Just enough of a theme file to plan the build: the layers it extends.
/// Chamfer itself reads the theme properly when the command runs, and reports any
/// mistake in it.
enum ThemeFile {
  static let suffixes = [".chamfer.yaml", ".chamfer.yml", ".chamfer.json"]

  static func isTheme(_ url: URL) -> Bool {
    let name = url.lastPathComponent.lowercased()
    return suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
  }

  /// A YAML or JSON file that starts a theme (`chamfer: 1`) without a theme's name, and
  /// is not a layer (`.chamfer-layer.yaml`).
  static func looksLikeTheme(_ url: URL) -> Bool {
    let name = url.lastPathComponent.lowercased()
    guard ["yaml", "yml", "json"].contains(url.pathExtension.lowercased()), !name.contains(".chamfer-layer."),
      let data = FileManager.default.contents(atPath: url.path)
    else { return false }
    let text = String(decoding: data.prefix(4096), as: UTF8.self)
    return text.contains(/(^|\n)chamfer: *1\b/) || text.contains(/"chamfer" *: *1\b/)
  }

  /// What one file says about the layers under it.
  struct Header {
    var extends: [String] = []
  }

  /// Every existing file that `theme` extends, directly or through other layers, in the
  /// order Chamfer reads them (without `theme` itself).
  static func layers(of theme: URL) -> [URL] {
    var seen: Set<String> = [theme.standardizedFileURL.path]
    var found: [URL] = []
    func visit(_ file: URL) {
      for layer in extended(by: file) where seen.insert(layer.path).inserted {
        guard FileManager.default.fileExists(atPath: layer.path) else { continue }
        visit(layer)
        found.append(layer)
      }
    }
    visit(theme)
    return found
  }

  /// The files `file` names under `extends`, relative to its folder.
  static func extended(by file: URL) -> [URL] {
    let folder = file.deletingLastPathComponent()
    return (header(of: file)?.extends ?? []).map { path in
      (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path))
        .standardizedFileURL
    }
  }

  static func header(of file: URL) -> Header? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    if file.pathExtension.lowercased() == "json" {
      return jsonHeader(data)
    }
    return yamlHeader(String(decoding: data, as: UTF8.self))
  }

  static func jsonHeader(_ data: Data) -> Header? {
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
    var header = Header()
    switch object["extends"] {
    case let path as String: header.extends = [path]
    case let paths as [Any]: header.extends = paths.compactMap { $0 as? String }
    default: break
    }
    return header
  }

  /// Reads the top-level `extends:` line: a single path, a flow list (`[a.yaml, b.yaml]`)
  /// or a block list of `- path` lines below it.
  static func yamlHeader(_ text: String) -> Header {
    var header = Header()
    var readingList = false
    for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let line = String(rawLine)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if readingList {
        if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
        if trimmed.hasPrefix("- ") || trimmed == "-", line.first == " " || line.first == "-" {
          let item = scalar(String(trimmed.dropFirst()))
          if !item.isEmpty { header.extends.append(item) }
          continue
        }
        readingList = false
      }
      guard let first = line.first, first != " ", first != "\t", first != "#" else { continue }
      if let value = value(of: "extends", in: line) {
        let text = withoutComment(value).trimmingCharacters(in: .whitespaces)
        if text.isEmpty {
          header.extends = []
          readingList = true
        } else if text.hasPrefix("[") && text.hasSuffix("]") {
          header.extends = text.dropFirst().dropLast().split(separator: ",").map { scalar(String($0)) }
            .filter { !$0.isEmpty }
        } else {
          header.extends = [scalar(text)]
        }
      }
    }
    return header
  }

  /// What follows `key:` on a top-level line, or nil for another key.
  static func value(of key: String, in line: String) -> String? {
    for quote in ["", "\"", "'"] {
      let prefix = "\(quote)\(key)\(quote):"
      guard line.hasPrefix(prefix) else { continue }
      let rest = line.dropFirst(prefix.count)
      guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
      return String(rest)
    }
    return nil
  }

  /// A plain or quoted YAML scalar, without a trailing comment.
  static func scalar(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    for quote in ["\"", "'"] where trimmed.hasPrefix(quote) {
      let body = trimmed.dropFirst()
      guard let end = body.firstIndex(of: Character(quote)) else { return String(body) }
      return String(body[..<end])
    }
    return withoutComment(trimmed).trimmingCharacters(in: .whitespaces)
  }

  /// `text` up to a ` #` comment.
  static func withoutComment(_ text: String) -> String {
    if text.hasPrefix("#") { return "" }
    guard let range = text.range(of: " #") ?? text.range(of: "\t#") else { return text }
    return String(text[..<range.lowerBound])
  }
}
