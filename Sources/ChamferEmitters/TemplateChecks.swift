import ChamferKit
import Foundation

/// Mistakes in a target's templates, found before anything renders, as located
/// diagnostics: a syntax error, and partials that include themselves.
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
  /// further up the stack. `partials` is in `OutputTarget.partials` order: the first of
  /// a name is the one `{{> name}}` includes.
  static func rejectRecursion(_ partials: [(name: String, path: String, text: String)]) throws {
    var chosen: [String: (path: String, text: String)] = [:]
    for partial in partials where chosen[partial.name] == nil { chosen[partial.name] = (partial.path, partial.text) }
    var includes: [String: [Include]] = [:]
    for (name, partial) in chosen {
      includes[name] = Self.includes(in: partial.text).filter { chosen[$0.name] != nil }
    }
    // Depth-first, in name order so that the same cycle is always reported the same way.
    var finished: Set<String> = []
    for start in chosen.keys.sorted() where !finished.contains(start) {
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
          let source = chosen[first]!
          let chain = (cycle + [first]).joined(separator: " > ")
          let diagnostic = Diagnostic(
            "template/partial-recursion", .error, "partial '\(first)' includes itself: \(chain)",
            at: FileLocation(file: shown(source.path), line: tag.line, column: tag.column),
            hint: "a partial cannot include itself, directly or through other partials; write the repeated part out")
          throw TemplateError(diagnostic, source: source.text)
        }
        if !finished.contains(target) { path.append((target, 0)) }
      }
    }
  }

  /// `path` relative to the working folder when it is inside it, as paths given on the
  /// command line are shown.
  static func shown(_ path: String) -> String {
    let folder = FileManager.default.currentDirectoryPath
    return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
  }

  /// A tag, at its line and column in the template as written: its kind (`#`, `^`,
  /// `/`, `>`, `!`, or a space for a variable), its name, and whether `}}` ends it.
  struct Tag {
    let kind: Unicode.Scalar
    let name: String
    let line: Int
    let column: Int
    let isClosed: Bool
  }

  typealias Include = Tag

  /// The partial tags of a template, leaving out comments and triple mustaches.
  static func includes(in text: String) -> [Include] { tags(in: text).filter { $0.kind == ">" && !$0.name.isEmpty } }

  /// The tags of a template as written. Set delimiters are not followed: a tag written
  /// with others is not seen.
  static func tags(in text: String) -> [Tag] {
    let scalars = Array(text.unicodeScalars)
    var found: [Tag] = []
    var line = 1
    var lineStart = 0
    var index = 0
    func closes(at position: Int) -> Bool {
      position + 1 < scalars.count && scalars[position] == "}" && scalars[position + 1] == "}"
    }
    func skipBlanks(_ position: inout Int) {
      while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
    }
    while index < scalars.count {
      if scalars[index] == "\n" {
        line += 1
        lineStart = index + 1
        index += 1
        continue
      }
      guard index + 1 < scalars.count, scalars[index] == "{", scalars[index + 1] == "{" else {
        index += 1
        continue
      }
      let tag = (line: line, column: index - lineStart + 1)
      var position = index + 2
      skipBlanks(&position)
      var kind: Unicode.Scalar = " "
      if position < scalars.count, tagKinds.contains(scalars[position]) {
        kind = scalars[position]
        position += 1
        skipBlanks(&position)
      }
      var name = String.UnicodeScalarView()
      while position < scalars.count, !closes(at: position), !isWhitespace(scalars[position]) {
        name.append(scalars[position])
        position += 1
      }
      // On to the tag's end, counting the lines a comment spans.
      while position < scalars.count, !closes(at: position) {
        if scalars[position] == "\n" {
          line += 1
          lineStart = position + 1
        }
        position += 1
      }
      found.append(
        Tag(kind: kind, name: String(name), line: tag.line, column: tag.column, isClosed: position < scalars.count))
      index = position + 2
    }
    return found
  }

  private static let tagKinds = Set("#^/>!&{".unicodeScalars)

  /// Unicode's White_Space, answered without the property tables for ASCII, which is
  /// nearly every character of a template.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }
}
