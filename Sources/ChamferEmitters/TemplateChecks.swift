import ChamferKit
import Foundation

/// Mistakes in a target's templates, found before anything renders, as located
/// diagnostics: a syntax error, partials that include themselves, and sections and
/// partials nested deeper than rendering goes.
enum TemplateChecks {
  /// A template that does not parse, at the line and column of the tag at fault.
  static func syntaxError(_ error: Template.SyntaxError, path: String, text: String) -> TemplateError {
    let diagnostic = Diagnostic(
      "template/syntax", .error, "the template does not parse: \(error.message)",
      at: FileLocation(file: shown(path), line: error.location.line, column: error.location.column), hint: error.hint)
    return TemplateError(diagnostic, source: text)
  }

  /// Throws when a partial includes itself, directly or through others (`a > b > a`):
  /// rendering it would never end, since every name a section looks up is found again
  /// further up the stack. `partials` holds the partial each name includes, parsed.
  static func rejectRecursion(_ partials: [String: (text: String, template: Template)]) throws {
    var includes: [String: [Include]] = [:]
    for (name, partial) in partials {
      includes[name] = Self.includes(in: partial.template.nodes).filter { partials[$0.name] != nil }
    }
    // Depth-first, in name order so that the same cycle is always reported the same way.
    var finished: Set<String> = []
    for start in partials.keys.sorted() where !finished.contains(start) {
      // The partials on the current path, each with the next include to follow.
      var path: [(name: String, next: Int)] = [(start, 0)]
      while let top = path.last {
        let edges = includes[top.name] ?? []
        guard top.next < edges.count else {
          finished.insert(top.name)
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let target = edges[top.next].name
        if let index = path.firstIndex(where: { $0.name == target }) {
          let cycle = path[index...].map(\.name)
          let first = cycle[0]
          let next = cycle.count > 1 ? cycle[1] : first
          let tag = (includes[first] ?? []).first { $0.name == next } ?? edges[top.next]
          let source = partials[first]!
          let chain = (cycle + [first]).joined(separator: " > ")
          let diagnostic = Diagnostic(
            "template/partial-recursion", .error, "partial '\(first)' includes itself: \(chain)",
            at: FileLocation(file: shown(source.template.path), line: tag.location.line, column: tag.location.column),
            hint: "a partial cannot include itself, directly or through other partials; write the repeated part out")
          throw TemplateError(diagnostic, source: source.text)
        }
        if !finished.contains(target) { path.append((target, 0)) }
      }
    }
  }

  /// Throws when a file's sections and partials nest deeper than the renderer goes
  /// (`TemplateRenderer.maximumDepth`): each level takes stack space as it renders, and a
  /// template nested thousands deep would exhaust it. Runs after `rejectRecursion`, so
  /// following includes comes to an end.
  static func rejectDeepNesting(
    _ files: [(template: Template, text: String)], partials: [String: (text: String, template: Template)]
  ) throws {
    // Each partial's depth, its includes' first; a path rather than recursion, as a
    // chain of partials may be long.
    var depths: [String: Int] = [:]
    for start in partials.keys.sorted() where depths[start] == nil {
      var path = [start]
      while let top = path.last {
        let nodes = partials[top]!.template.nodes
        if let next = includes(in: nodes).first(where: { depths[$0.name] == nil && partials[$0.name] != nil }) {
          path.append(next.name)
          continue
        }
        depths[top] = nesting(of: nodes, partials: depths).depth
        path.removeLast()
      }
    }
    for file in files {
      let (depth, deepest) = nesting(of: file.template.nodes, partials: depths)
      guard depth > TemplateRenderer.maximumDepth, let deepest else { continue }
      let diagnostic = Diagnostic(
        "template/too-deep", .error,
        "sections and partials are nested \(depth) deep here; Chamfer renders up to \(TemplateRenderer.maximumDepth)",
        at: FileLocation(file: shown(file.template.path), line: deepest.line, column: deepest.column),
        hint: "a target needs a few levels of sections; flatten the template or move its parts into partials side by side")
      throw TemplateError(diagnostic, source: file.text)
    }
  }

  /// How deep rendering `nodes` goes, counting the body itself, each section's body and
  /// each partial's levels (`partials`), and the tag where it goes deepest.
  static func nesting(of nodes: [Template.Node], partials: [String: Int]) -> (depth: Int, at: Template.Location?) {
    // The ends of the sections around the current node.
    var ends: [Int] = []
    var deepest = 0
    var at: Template.Location?
    for (index, node) in nodes.enumerated() {
      while let end = ends.last, end <= index { ends.removeLast() }
      switch node {
      case .section(let name, let end, _):
        ends.append(end)
        if ends.count > deepest { (deepest, at) = (ends.count, name.location) }
      case .partial(let name, _, let location):
        let below = ends.count + (partials[name] ?? 0)
        if below > deepest { (deepest, at) = (below, location) }
      case .text, .variable:
        break
      }
    }
    return (1 + deepest, at)
  }

  /// A partial tag: the partial's name, and where the tag is in the template as written.
  struct Include {
    let name: String
    let location: Template.Location
  }

  /// The partial tags of a template, sections' included, in the order written.
  static func includes(in nodes: [Template.Node]) -> [Include] {
    nodes.compactMap { node in
      guard case .partial(let name, _, let location) = node else { return nil }
      return Include(name: name, location: location)
    }
  }

  /// `path` relative to the working folder when it is inside it, as paths given on the
  /// command line are shown.
  static func shown(_ path: String) -> String {
    let folder = FileManager.default.currentDirectoryPath
    return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
  }
}
