import Foundation
import Yams

/// Reads the text of one YAML or JSON file into a `SourceNode` tree.
///
/// JSON is read by the same parser (JSON is YAML's flow style), so JSON errors get
/// lines and columns too. Never throws: problems come back as diagnostics.
public struct YAMLReader: Sendable {
  /// Deepest nesting accepted; themes need about six levels.
  public var maximumDepth = 64
  /// The largest file read, in bytes; a theme of 100,000 components is about 20 MB.
  public var maximumBytes = 32 << 20
  /// Nodes allowed per byte of input. Real files have fewer nodes than bytes; only
  /// alias expansion ("billion laughs") can exceed this.
  public var nodesPerByte = 4

  public init() {}

  /// The root node of `text`, or diagnostics explaining why there is none.
  public func read(_ text: String, file: String) -> (SourceNode?, [Diagnostic]) {
    guard text.utf8.count <= maximumBytes else {
      return (
        nil,
        [
          Diagnostic(
            "load/too-large", .error,
            "the file is \(text.utf8.count >> 20) MB; Chamfer reads theme files up to \(maximumBytes >> 20) MB",
            at: FileLocation(file: file, line: 1, column: 1),
            hint: "split the theme into several, one per product or platform")
        ]
      )
    }
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    if text.allSatisfy(\.isWhitespace) {
      return (nil, [.emptyFile(at: FileLocation(file: file, line: 1, column: 1))])
    }
    let root: Node?
    do {
      // The basic resolver tags every scalar as a string. The decoder reads scalars
      // itself, and skipping Yams's regular-expression tag matching makes large themes
      // load several times faster.
      root = try Yams.compose(yaml: text, .basic)
    } catch let error as YamlError {
      return (nil, [.syntaxError(error, file: file, text: text)])
    } catch {
      return (nil, [.syntaxError(message: "\(error)", at: FileLocation(file: file, line: 1, column: 1))])
    }
    guard let root else {
      return (nil, [.emptyFile(at: FileLocation(file: file, line: 1, column: 1))])
    }
    var budget = max(text.utf8.count * nodesPerByte, 1_000)
    var diagnostics: [Diagnostic] = []
    let node = convert(root, file: file, depth: 0, budget: &budget, diagnostics: &diagnostics)
    if budget < 0 {
      return (nil, [.tooManyNodes(at: FileLocation(file: file, mark: root.mark))])
    }
    return diagnostics.isEmpty ? (node, []) : (nil, diagnostics)
  }

  private func convert(
    _ node: Node, file: String, depth: Int, budget: inout Int, diagnostics: inout [Diagnostic]
  ) -> SourceNode? {
    let location = FileLocation(file: file, mark: node.mark)
    budget -= 1
    if budget < 0 {
      diagnostics.append(.tooManyNodes(at: location))
      return nil
    }
    if depth > maximumDepth {
      diagnostics.append(.tooDeep(limit: maximumDepth, at: location))
      return nil
    }
    switch node {
    case .scalar(let scalar):
      let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        || scalar.style == .literal || scalar.style == .folded
      return .scalar(.init(text: scalar.string, location: location, isQuoted: quoted))
    case .alias:
      return .scalar(.init(text: "", location: location, isQuoted: false))
    case .sequence(let sequence):
      var items: [SourceNode] = []
      items.reserveCapacity(sequence.count)
      for item in sequence {
        guard
          let converted = convert(
            item, file: file, depth: depth + 1, budget: &budget, diagnostics: &diagnostics)
        else { return nil }
        items.append(converted)
      }
      return .sequence(.init(items: items, location: location))
    case .mapping(let mapping):
      var entries: [(key: SourceNode.Scalar, value: SourceNode)] = []
      entries.reserveCapacity(mapping.count)
      for (key, value) in mapping {
        let keyLocation = FileLocation(file: file, mark: key.mark)
        guard let keyText = key.scalar?.string else {
          diagnostics.append(.complexKey(at: keyLocation))
          return nil
        }
        guard
          let converted = convert(
            value, file: file, depth: depth + 1, budget: &budget, diagnostics: &diagnostics)
        else { return nil }
        entries.append((.init(text: keyText, location: keyLocation, isQuoted: true), converted))
      }
      return .mapping(.init(entries: entries, location: location))
    }
  }
}

extension FileLocation {
  /// Yams marks are 1-based already; a missing mark means the start of the file.
  init(file: String, mark: Mark?) {
    self.init(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }
}

// MARK: - Finding the second of two duplicate keys

/// libyaml reports a duplicate key at its first occurrence; people want to see the second.
enum DuplicateKeyFinder {
  /// The location of the next `key` after `first` in the same mapping, block or flow style.
  static func secondOccurrence(of key: String, after first: Mark, in text: String, file: String)
    -> FileLocation?
  {
    // Split on scalars: a "\r\n" pair is one Character, so splitting the String on "\n"
    // would leave a CRLF file as one line.
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.last == "\r" ? Array($0.dropLast()) : Array($0) }
    guard first.line >= 1, first.line <= lines.count else { return nil }
    let column = first.column
    let spellings = [key, "\"\(key)\"", "'\(key)'"]
    // Block style: a later line with the key at the same column, before the mapping ends.
    for index in first.line..<lines.count {
      let line = lines[index]
      let indent = line.prefix { $0 == " " }.count
      if indent == line.count || line[indent] == "#" { continue }
      if indent + 1 < column { break }
      guard indent + 1 == column else { continue }
      let rest = String(String.UnicodeScalarView(line[indent...]))
      for spelling in spellings where rest.hasPrefix(spelling) {
        let after = rest.dropFirst(spelling.count).drop { $0 == " " }
        if after.first == ":" { return FileLocation(file: file, line: index + 1, column: column) }
      }
    }
    // Flow style (JSON, or YAML's `{ size: 4, size: 8 }`): the same key at the same
    // bracket depth, in a key position (after a comma), quoted or plain.
    var line = first.line
    var col = 0
    var depth = 0
    var started = false
    var expectingKey = false
    var scalars = Array(text.unicodeScalars)[...]
    var current = 1
    while current < first.line, let newline = scalars.firstIndex(of: "\n") {
      scalars = scalars[(newline + 1)...]
      current += 1
    }
    var iterator = scalars.makeIterator()
    var pending: [Unicode.Scalar] = []
    func next() -> Unicode.Scalar? {
      let scalar = pending.isEmpty ? iterator.next() : pending.removeFirst()
      if scalar == "\n" { line += 1; col = 0 } else if scalar != nil { col += 1 }
      return scalar
    }
    func pushBack(_ scalar: Unicode.Scalar) {
      pending.insert(scalar, at: 0)
      col -= 1
    }
    while let scalar = next() {
      if !started { if line == first.line && col >= first.column { started = true } else { continue } }
      switch scalar {
      case "{", "[":
        depth += 1
        expectingKey = false
      case "}", "]":
        depth -= 1
        if depth < 0 { return nil }
      case ",":
        if depth == 0 { expectingKey = true }
      case "\"", "'":
        let startLine = line
        let startColumn = col
        var value = ""
        while let inner = next(), inner != scalar {
          if scalar == "\"", inner == "\\", let escaped = next() {
            value.unicodeScalars.append(escaped)
          } else {
            value.unicodeScalars.append(inner)
          }
        }
        if depth == 0, expectingKey, value == key {
          return FileLocation(file: file, line: startLine, column: startColumn)
        }
        expectingKey = false
      default:
        guard depth == 0, expectingKey, !scalar.properties.isWhitespace else { break }
        let startLine = line
        let startColumn = col
        var word = String(scalar)
        while let inner = next() {
          if inner == ":" {
            if word.trimmingCharacters(in: .whitespaces) == key {
              return FileLocation(file: file, line: startLine, column: startColumn)
            }
            break
          }
          if [",", "{", "}", "[", "]"].contains(inner) {
            pushBack(inner)
            break
          }
          if inner == "\n" { break }
          word.unicodeScalars.append(inner)
        }
        expectingKey = false
      }
    }
    return nil
  }
}

// MARK: - Messages

extension Diagnostic {
  static func emptyFile(at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/empty-file", .error, "the file is empty", at: location,
      hint: "a theme starts with 'chamfer: 1' and 'name: ...'")
  }

  static func syntaxError(message: String, at location: FileLocation) -> Diagnostic {
    Diagnostic("load/syntax", .error, message, at: location)
  }

  static func syntaxError(_ error: YamlError, file: String, text: String) -> Diagnostic {
    func clean(_ problem: String) -> String {
      problem.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var notes: [Note] = []
      if let context, !context.text.isEmpty, context.mark.line >= 1 {
        notes.append(Note(clean(context.text), at: FileLocation(file: file, mark: context.mark)))
      }
      return Diagnostic(
        "load/syntax", .error, "invalid YAML or JSON: \(clean(problem))",
        at: FileLocation(file: file, mark: mark), notes: notes)
    case .reader(let problem, let offset, _, _):
      let location = offset.map { byteOffset -> FileLocation in
        let prefix = text.utf8.prefix(byteOffset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = (String(decoding: prefix, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).last?.unicodeScalars.count ?? 0) + 1
        return FileLocation(file: file, line: line, column: column)
      } ?? FileLocation(file: file, line: 1, column: 1)
      return Diagnostic("load/syntax", .error, "unreadable text: \(clean(problem))", at: location)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let key = duplicates.first ?? "?"
      let first = FileLocation(file: file, mark: context.mark)
      let second = DuplicateKeyFinder.secondOccurrence(
        of: key, after: context.mark, in: text, file: file)
      return Diagnostic(
        "load/duplicate-key", .error,
        "the key '\(key)' appears more than once in the same mapping", at: second ?? first,
        hint: "keep one of them; a later layer file is the way to override a value",
        notes: second == nil ? [] : [Note("'\(key)' first appears here", at: first)])
    default:
      return Diagnostic(
        "load/syntax", .error, "invalid YAML or JSON: \(error)",
        at: FileLocation(file: file, line: 1, column: 1))
    }
  }

  static func tooManyNodes(at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/too-large", .error,
      "the document expands to far more values than its text holds (YAML aliases)",
      at: location, hint: "write the values out instead of nesting aliases")
  }

  static func tooDeep(limit: Int, at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/too-deep", .error, "values are nested more than \(limit) levels deep", at: location)
  }

  static func complexKey(at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/wrong-type", .error, "a key must be a plain name, not a list or mapping",
      at: location)
  }
}
