import ChamferKit
import Foundation

/// Mistakes in a target's templates, found before anything renders, as located
/// diagnostics: a syntax error, partials that include themselves, and sections and
/// partials nested deeper than rendering goes.
enum TemplateChecks {
  /// The error `id` in the template at `path`, at `location`; `source`, the template's
  /// text, for the excerpt.
  static func error(
    _ id: String, _ message: String, in path: String, at location: Template.Location = .init(line: 1, column: 1),
    hint: String, source: String = ""
  ) -> TemplateError {
    let at = FileLocation(file: shown(path), line: location.line, column: location.column)
    return TemplateError(Diagnostic(id, .error, message, at: at, hint: hint), source: source)
  }

  /// A template that does not parse, at the line and column of the tag at fault.
  static func syntaxError(_ error: Template.SyntaxError, path: String, text: String) -> TemplateError {
    self.error(
      "template/syntax", "the template does not parse: \(error.message)", in: path, at: error.location,
      hint: error.hint, source: text)
  }

  /// A target whose templates, read in path order, pass `Limits.templateBytes` at `path`.
  static func tooLarge(_ path: String) -> TemplateError {
    let limit = Limits.templateBytes >> 20
    return error(
      "template/too-large", "the target's templates hold more than \(limit) MB with this file", in: path,
      hint: "a target's templates are read whole; keep them under \(limit) MB together, generated text included")
  }

  /// A template file that was listed but cannot be read as UTF-8 text: a pipe or device
  /// (`template/not-a-file`), a name that is not UTF-8 (the folder's listing spells it
  /// with U+FFFD, so the file is not found by it), text that is not UTF-8, or a file
  /// the process may not read (`template/unreadable`).
  static func unreadable(_ path: String) -> TemplateError {
    let hint = "a target folder holds template files, '*.mustache', named and written in UTF-8"
    switch FileText.kind(atPath: path) {
    case .special(let kind):
      return error(
        "template/not-a-file", "the template is \(kind), not a regular file", in: path,
        hint: "a target folder holds template files; remove the pipe, device or link to one")
    case .missing where path.unicodeScalars.contains("\u{FFFD}"):
      return error("template/unreadable", "the template's file name is not UTF-8", in: path, hint: "rename it; \(hint)")
    case .missing, .folder:
      return error("template/unreadable", "the template went away while the target was read", in: path, hint: hint)
    case .regularFile:
      guard let data = FileText.bytes(atPath: path) else {
        return error("template/unreadable", "the template cannot be read", in: path, hint: "let Chamfer read the file")
      }
      let bytes = Array(data)
      let (line, column) = firstInvalidUTF8(in: bytes)
      return error(
        "template/unreadable", "the template is not UTF-8 text", in: path, at: .init(line: line, column: column),
        hint: "save it as UTF-8; \(hint)", source: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The line and column of the first byte sequence in `bytes` that is not UTF-8, lines
  /// counted as the text report counts them.
  private static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int) {
    var counter = SourcePosition.Counter()
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while case .scalarValue(let scalar) = decoder.decode(&iterator) { counter.step(over: scalar) }
    return (counter.line, counter.column)
  }

  /// A target folder with more than `Limits.templateFiles` templates, `path` the one past it.
  static func tooManyFiles(_ path: String) -> TemplateError {
    error(
      "template/too-large", "the target has more than \(Limits.grouped(Limits.templateFiles)) templates", in: path,
      hint: "a target needs a template for each file it writes and a handful of partials")
  }

  /// Throws at the first name, transform or partial that no value or file where it is
  /// read has (`TemplateNameCheck`). `texts`: each template's text by path, for the excerpt.
  static func checkNames(_ files: [Template], partials: [String: Template], texts: [String: String]) throws {
    guard let specimen = TemplateSpecimen.context else { return }
    do {
      try TemplateNameCheck.check(files: files, partials: partials, root: specimen)
    } catch {
      throw self.error(
        error.id, error.message, in: error.path, at: error.location, hint: error.hint, source: texts[error.path] ?? "")
    }
  }

  /// Throws when a partial includes itself, directly or through others (`a > b > a`):
  /// rendering it would never end, since every name a section looks up is found again
  /// further up the stack. `partials` holds the partial each name includes, parsed.
  /// Returns how deep each partial renders (`nesting(of:partialDepth:)`), worked out on the
  /// way, each after the partials it includes.
  static func rejectRecursion(_ partials: [String: (text: String, template: Template)]) throws -> [String: Int] {
    // Partials by number, in name order so that the same cycle is always reported the
    // same way; each name is hashed once.
    let names = partials.keys.sorted()
    let number = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    let templates = names.map { partials[$0]!.template }
    let edges = templates.map { template in
      includes(in: template.nodes).compactMap { include in number[include.name].map { (to: $0, include: include) } }
    }
    // Depth-first; a partial's depth is known once every partial it includes is.
    var depths = [Int?](repeating: nil, count: names.count)
    for start in names.indices where depths[start] == nil {
      // The partials on the current path, each with the next include to follow.
      var path: [(partial: Int, next: Int)] = [(start, 0)]
      while let top = path.last {
        let out = edges[top.partial]
        guard top.next < out.count else {
          depths[top.partial] = nesting(of: templates[top.partial].nodes) { node in
            out.first { $0.include.node == node }.flatMap { depths[$0.to] } ?? 0
          }.depth
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let target = out[top.next].to
        if let index = path.firstIndex(where: { $0.partial == target }) {
          let cycle = path[index...].map(\.partial)
          let first = cycle[0]
          let next = cycle.count > 1 ? cycle[1] : first
          let tag = edges[first].first { $0.to == next }?.include ?? out[top.next].include
          let source = partials[names[first]]!
          let chain = (cycle + [first]).map { names[$0] }.joined(separator: " > ")
          throw error(
            "template/partial-recursion", "partial '\(names[first])' includes itself: \(chain)",
            in: source.template.path, at: tag.location,
            hint: "a partial cannot include itself, directly or through other partials; write the repeated part out",
            source: source.text)
        }
        if depths[target] == nil { path.append((target, 0)) }
      }
    }
    return Dictionary(uniqueKeysWithValues: names.indices.map { (names[$0], depths[$0] ?? 0) })
  }

  /// Throws when a file's sections and partials nest deeper than the renderer goes
  /// (`TemplateRenderer.maximumDepth`): each level takes stack space as it renders, and a
  /// template nested thousands deep would exhaust it. `partials`: how deep each partial
  /// renders, from `rejectRecursion`.
  static func rejectDeepNesting(_ files: [(template: Template, text: String)], partials depths: [String: Int]) throws {
    for file in files {
      let nodes = file.template.nodes
      let (depth, deepest) = nesting(of: nodes) { node in
        guard case .partial(let name, _, _) = nodes[node] else { return 0 }
        return depths[name] ?? 0
      }
      guard depth > TemplateRenderer.maximumDepth, let deepest else { continue }
      throw error(
        "template/too-deep",
        "sections and partials are nested \(depth) deep here; Chamfer renders up to \(TemplateRenderer.maximumDepth)",
        in: file.template.path, at: deepest,
        hint: "a target needs a few levels of sections; flatten the template or move its parts into partials side by side",
        source: file.text)
    }
  }

  /// How deep rendering `nodes` goes, counting the body itself, each section's body and
  /// the levels of the partial each partial tag includes (`partialDepth`, by the tag's
  /// index in `nodes`), and the tag where it goes deepest.
  static func nesting(
    of nodes: [Template.Node], partialDepth: (Int) -> Int
  ) -> (depth: Int, at: Template.Location?) {
    // The ends of the sections around the current node.
    var ends: [Int] = []
    var deepest = 0
    var deepestNode: Int?
    for index in nodes.indices {
      while let end = ends.last, end <= index { ends.removeLast() }
      switch nodes[index] {
      case .section(_, let end, _):
        ends.append(end)
        if ends.count > deepest { (deepest, deepestNode) = (ends.count, index) }
      case .partial:
        let below = ends.count + partialDepth(index)
        if below > deepest { (deepest, deepestNode) = (below, index) }
      case .text, .variable:
        break
      }
    }
    let at: Template.Location? =
      switch deepestNode.map({ nodes[$0] }) {
      case .section(let name, _, _)?: name.location
      case .partial(_, _, let location)?: location
      default: nil
      }
    return (1 + deepest, at)
  }

  /// A partial tag: the partial's name, where the tag is in the template as written,
  /// and its index among the template's nodes.
  struct Include {
    let name: String
    let location: Template.Location
    let node: Int
  }

  /// The partial tags of a template, sections' included, in the order written.
  static func includes(in nodes: [Template.Node]) -> [Include] {
    nodes.indices.compactMap { index in
      guard case .partial(let name, _, let location) = nodes[index] else { return nil }
      return Include(name: name, location: location, node: index)
    }
  }

  /// `path` relative to the working folder when it is inside it, as paths given on the
  /// command line are shown.
  static func shown(_ path: String) -> String {
    let folder = FileText.workingFolder
    return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
  }
}
