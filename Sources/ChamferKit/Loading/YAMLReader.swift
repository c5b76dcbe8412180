import Foundation
import Yams

/// Reads the text of one YAML or JSON file into a `SourceNode` tree.
///
/// JSON is read by the same parser (JSON is YAML's flow style), so JSON errors get
/// lines and columns too. Never throws: problems come back as diagnostics.
package struct YAMLReader: Sendable {
  /// Deepest nesting accepted; themes need about six levels.
  package var maximumDepth = Limits.nestingDepth
  /// The largest file read, in bytes; a theme of 100,000 components is about 20 MB.
  package var maximumBytes = Limits.fileBytes
  /// Nodes allowed per byte of input. Real files have fewer nodes than bytes; only
  /// alias expansion ("billion laughs") can exceed this.
  package var nodesPerByte = 4
  /// For a theme: the most shapes it may define. Reading stops where a file passes it,
  /// with that one error, rather than reading the rest of a file that is refused anyway.
  package var shapeLimit: Pipeline.ShapeLimit?

  package init() {}

  /// The root node of `text`, or diagnostics explaining why there is none.
  package func read(_ text: String, file: String) -> (SourceNode?, [Diagnostic]) {
    read(text, file: file, fastPaths: true)
  }

  /// What `read` gives, in words, with its fast paths and without (through Yams alone),
  /// for the tests and the fuzzer: the two must always be the same.
  package func readBothWays(_ text: String, file: String) -> (fast: String, slow: String) {
    func words(_ reading: (SourceNode?, [Diagnostic])) -> String {
      (reading.0.map(\.structureDescription) ?? "nothing") + "\n" + reading.1.map { "\($0)" }.joined(separator: "\n")
    }
    return (words(read(text, file: file, fastPaths: true)), words(read(text, file: file, fastPaths: false)))
  }

  private func read(_ text: String, file: String, fastPaths: Bool) -> (SourceNode?, [Diagnostic]) {
    guard text.utf8.count <= maximumBytes else {
      return (nil, [FileText.tooLarge(file, bytes: text.utf8.count, limit: maximumBytes)])
    }
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    if text.allSatisfy(\.isWhitespace) {
      return (nil, [.emptyFile(at: FileLocation(file: file, line: 1, column: 1))])
    }
    let isJSON = file.lowercased().hasSuffix(".json")
    // The reader of simple YAML leaves a text holding U+FFFD to the others, so a text it
    // reads needs no search for one: a whole pass over a large theme.
    var simple: FastReading?
    if fastPaths, !isJSON {
      simple = SimpleYAMLReader.read(text, file: file, maximumDepth: maximumDepth, shapeLimit: shapeLimit?.count)
      if case .unread? = simple { simple = nil }
    }
    if simple == nil, let replaced = SourcePosition.firstReplacementCharacter(in: text) {
      return (nil, [.notUTF8(at: FileLocation(file: file, line: replaced.line, column: replaced.column))])
    }
    // The fast paths read files without problems: JSON by a reader of its own, YAML by
    // one that knows the forms themes are written in. Anything else (anchors, tags,
    // escapes, text over several lines) is read below, through Yams, which also words
    // every diagnostic.
    if fastPaths {
      let fast = isJSON ? JSONReader.read(text, file: file, maximumDepth: maximumDepth, shapeLimit: shapeLimit?.count) : simple
      switch (fast, shapeLimit) {
      case (.read(let root)?, _): return (root, [])
      case (.tooManyShapes(let location)?, let limit?): return (nil, [limit.passed(at: location)])
      case (.tooManyShapes?, nil), (.unread?, _), (nil, _): break
      }
    }
    let (root, diagnostics) = readSlowly(text, file: file, isJSON: isJSON)
    // Counted in the whole tree, the shapes pass the limit where the fast readers stop.
    if let root, let shapeLimit {
      var tally = ShapeTally(limit: shapeLimit.count)
      tally.count(root)
      if let passed = tally.passedAt { return (nil, [shapeLimit.passed(at: passed)]) }
    }
    return (root, diagnostics)
  }

  /// `read` through Yams' `Node` tree, after the checks that need no parser. Slow on
  /// large files, but it explains every problem.
  package func readSlowly(_ text: String, file: String, isJSON: Bool) -> (SourceNode?, [Diagnostic]) {
    if isJSON, let problem = JSONSyntax.firstProblem(in: text, maximumDepth: maximumDepth) {
      if problem.tooDeep {
        return (nil, [.tooDeep(limit: maximumDepth, at: FileLocation(file: file, line: problem.line, column: problem.column))])
      }
      return (
        nil,
        [
          Diagnostic(
            "load/syntax", .error, "invalid JSON: \(problem.message)",
            at: FileLocation(file: file, line: problem.line, column: problem.column),
            hint: problem.hint
              ?? "a .json theme must be strict JSON; write YAML in a .yaml file for comments and quotes of either kind")
        ]
      )
    }
    let input = LibYAMLInput(text, file: file, isJSON: isJSON)
    let root: Node?
    do {
      // The basic resolver tags every scalar as a string. The decoder reads scalars
      // itself, and skipping Yams's regular-expression tag matching makes large themes
      // load several times faster.
      root = try Yams.compose(yaml: input.text, .basic)
    } catch let error as YamlError {
      if case .parser(_, let problem, let mark, _) = error, problem.contains("nesting level") {
        // libyaml's own limit, far above this reader's: the same error as below it.
        return (nil, [.tooDeep(limit: maximumDepth, at: input.location(mark))])
      }
      return (nil, [.syntaxError(error, input: input)])
    } catch {
      return (nil, [.syntaxError(message: "\(error)", at: FileLocation(file: file, line: 1, column: 1))])
    }
    guard let root else {
      return (nil, [.emptyFile(at: FileLocation(file: file, line: 1, column: 1))])
    }
    var budget = max(text.utf8.count * nodesPerByte, 1_000)
    var diagnostics: [Diagnostic] = []
    let node = convert(root, input: input, depth: 0, budget: &budget, diagnostics: &diagnostics)
    if budget < 0 {
      return (nil, [.tooManyNodes(at: input.location(root.mark))])
    }
    return diagnostics.isEmpty ? (node, []) : (nil, diagnostics)
  }

  private func convert(
    _ node: Node, input: LibYAMLInput, depth: Int, budget: inout Int, diagnostics: inout [Diagnostic]
  ) -> SourceNode? {
    let location = input.location(node.mark)
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
      return .scalar(.init(text: input.restored(scalar.string), location: location, isQuoted: quoted))
    case .alias:
      return .scalar(.init(text: "", location: location, isQuoted: false))
    case .sequence(let sequence):
      var items: [SourceNode] = []
      items.reserveCapacity(sequence.count)
      for item in sequence {
        guard
          let converted = convert(
            item, input: input, depth: depth + 1, budget: &budget, diagnostics: &diagnostics)
        else { return nil }
        items.append(converted)
      }
      return .sequence(.init(items: items, location: location))
    case .mapping(let mapping):
      var entries: [(key: SourceNode.Scalar, value: SourceNode)] = []
      entries.reserveCapacity(mapping.count)
      for (key, value) in mapping {
        let keyLocation = input.location(key.mark)
        guard let keyText = key.scalar.map({ input.restored($0.string) }) else {
          diagnostics.append(.complexKey(at: keyLocation))
          return nil
        }
        guard
          let converted = convert(
            value, input: input, depth: depth + 1, budget: &budget, diagnostics: &diagnostics)
        else { return nil }
        entries.append((.init(text: keyText, location: keyLocation, isQuoted: true), converted))
      }
      return .mapping(.init(entries: entries, location: location))
    }
  }
}

// MARK: - Positions in the text

/// Line and column arithmetic as YAML 1.2 and JSON count them, and so every location
/// Chamfer reports: lines end at LF, CR LF or a lone CR, and columns count Unicode
/// scalars from 1. NEL, LS and PS (U+0085, U+2028, U+2029) end no line; they are
/// ordinary characters in YAML 1.2 (section 5.4) as in JSON, whatever libyaml, a YAML
/// 1.1 reader, makes of them (see `LibYAMLInput`).
package enum SourcePosition {
  /// Index of the scalar at `line`:`column`, or nil when the text is shorter.
  static func index(line: Int, column: Int, in scalars: [Unicode.Scalar]) -> Int? {
    var currentLine = 1
    var lineStart = 0
    var index = 0
    while currentLine < line {
      guard index < scalars.count else { return nil }
      let scalar = scalars[index]
      index += 1
      if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
      if isBreak(scalar) {
        currentLine += 1
        lineStart = index
      }
    }
    let target = lineStart + column - 1
    guard column >= 1, target < scalars.count else { return nil }
    for position in lineStart..<target where isBreak(scalars[position]) { return nil }
    return target
  }

  /// Where the first U+FFFD is: the reader of the file put it in place of bytes that
  /// were not UTF-8.
  static func firstReplacementCharacter(in text: String) -> (line: Int, column: Int)? {
    guard containsReplacementCharacter(text) else { return nil }
    var counter = Counter()
    for scalar in text.unicodeScalars {
      if scalar == "\u{FFFD}" { return (counter.line, counter.column) }
      counter.step(over: scalar)
    }
    return nil
  }

  /// True when `text` holds U+FFFD. Looking for its UTF-8 bytes (EF BF BD) is much
  /// quicker on a large file than decoding every scalar.
  static func containsReplacementCharacter(_ text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var index = 0
      while index + 2 < bytes.count {
        if bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBD { return true }
        index += 1
      }
      return false
    }
    return found ?? text.unicodeScalars.contains("\u{FFFD}")
  }

  static func isBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }

  /// The line and column of the scalar that starts at `end` (a boundary of `text`'s
  /// scalars).
  static func position(of end: String.Index, in text: String) -> (line: Int, column: Int) {
    var counter = Counter()
    for scalar in text.unicodeScalars[..<end] { counter.step(over: scalar) }
    return (counter.line, counter.column)
  }

  /// The line and column after the scalars stepped over so far, counted as above: one
  /// place for the rule, for every reader that works out a position by hand.
  package struct Counter {
    package private(set) var line = 1
    package private(set) var column = 1
    private var previous: Unicode.Scalar?

    package init() {}

    package mutating func step(over scalar: Unicode.Scalar) {
      if scalar == "\n", previous == "\r" {
        // The second half of CR LF; the CR already ended the line.
      } else if SourcePosition.isBreak(scalar) {
        line += 1
        column = 1
      } else {
        column += 1
      }
      previous = scalar
    }
  }

  /// The lines of `text` as scalars, without their line breaks.
  static func lines(of text: String) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = [[]]
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == "\n", previous == "\r" {
        // The CR before it ended the line.
      } else if isBreak(scalar) {
        lines.append([])
      } else {
        lines[lines.count - 1].append(scalar)
      }
      previous = scalar
    }
    return lines
  }
}

// MARK: - Finding the second of two duplicate keys

/// libyaml (through Yams) reports a duplicate key at its first occurrence; people want
/// to see the second.
///
/// Rather than guess from the text, the finder asks the parser again with the first
/// occurrence renamed: its first character becomes a private-use character, so no
/// column moves. Other duplicates the parser then meets are renamed the same way until
/// the text parses; the mapping that holds the renamed first key then holds the second.
enum DuplicateKeyFinder {
  /// Parses to try before giving up, for files with many duplicated keys.
  static let attempts = 16

  /// The location of the next `key` after `first` in the same mapping, block or flow style.
  static func secondOccurrence(of key: String, after first: Mark, in input: LibYAMLInput) -> FileLocation? {
    var scalars = Array(input.text.unicodeScalars)
    // Every key renamed so far, with the key it was, by position.
    var renamed: [Position: String] = [:]
    var next: (mark: Mark, key: String)? = (first, key)
    for attempt in 0..<attempts {
      // A different private-use character each time, so renamed keys never clash.
      let marker = Unicode.Scalar(0xE000 + UInt32(attempt))!
      guard let (mark, name) = next, markKey(at: mark, to: marker, in: &scalars) else { return nil }
      renamed[Position(mark)] = name
      do {
        let root = try Yams.compose(
          yaml: String(String.UnicodeScalarView(scalars)), .basic)
        var budget = max(scalars.count * 4, 1_000)
        guard let root,
          let mark = search(root, firstKey: Position(first), key: key, renamed: renamed, budget: &budget)
        else { return nil }
        return input.location(mark)
      } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
        guard let duplicate = duplicates.first, renamed[Position(context.mark)] == nil else { return nil }
        next = (context.mark, duplicate)
      } catch {
        return nil
      }
    }
    return nil
  }

  /// Where the first mapping key that is a list or a mapping starts, as a 1-based line
  /// and column: a flow list or mapping followed by `:`, or the node after an explicit
  /// `?`. Yams names such keys `<uncovertable>` when they repeat, and in a different
  /// order from one run to the next, so their place is found in the text. Nil when the
  /// text holds no such key in these forms.
  static func firstKeyNotScalar(in text: String) -> (line: Int, column: Int)? {
    let lines = SourcePosition.lines(of: text)
    // After an explicit `?` that ends its line, the key is the next line with content.
    var keyOnNextLine = false
    for (number, line) in lines.enumerated() {
      var index = 0
      while index < line.count, line[index] == " " { index += 1 }
      guard index < line.count, line[index] != "#", line[index] != "\r" else { continue }
      if keyOnNextLine { return (number + 1, index + 1) }
      // Block list items, `- - `, come before a key.
      while index + 1 < line.count, line[index] == "-", line[index + 1] == " " {
        index += 2
        while index < line.count, line[index] == " " { index += 1 }
      }
      // Places a key may start: the line's content, and after `{` or `,` in a flow mapping.
      var opened: [Unicode.Scalar] = []
      var startsKey = true
      while index < line.count {
        let scalar = line[index]
        if startsKey, scalar == "?", index + 1 == line.count || line[index + 1] == " " || line[index + 1] == "\r" {
          index += 1
          while index < line.count, line[index] == " " { index += 1 }
          if index == line.count || line[index] == "\r" || line[index] == "#" {
            keyOnNextLine = true
            break
          }
          if line[index] == "[" || line[index] == "{" { return (number + 1, index + 1) }
          continue
        }
        if startsKey, scalar == "[" || scalar == "{", let end = closing(line, from: index), followedByColon(line, end + 1) {
          return (number + 1, index + 1)
        }
        switch scalar {
        case "\"", "'":
          index = (quoteEnd(line, from: index) ?? line.count - 1)
          startsKey = false
        case "[", "{":
          opened.append(scalar)
          startsKey = scalar == "{"
        case "]", "}":
          _ = opened.popLast()
          startsKey = false
        case ",":
          startsKey = opened.last == "{"
        case " ":
          break
        case "#" where index > 0 && line[index - 1] == " ":
          index = line.count
        default:
          startsKey = false
        }
        index += 1
      }
    }
    return nil
  }

  /// The index of the bracket that closes the one at `start`, on the same line.
  private static func closing(_ line: [Unicode.Scalar], from start: Int) -> Int? {
    var depth = 0
    var index = start
    while index < line.count {
      switch line[index] {
      case "[", "{": depth += 1
      case "]", "}":
        depth -= 1
        if depth == 0 { return index }
      case "\"", "'":
        guard let end = quoteEnd(line, from: index) else { return nil }
        index = end
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The index of the quote that closes the one at `start`, on the same line.
  private static func quoteEnd(_ line: [Unicode.Scalar], from start: Int) -> Int? {
    let quote = line[start]
    var index = start + 1
    while index < line.count {
      if quote == "\"", line[index] == "\\" {
        index += 2
        continue
      }
      if line[index] == quote { return index }
      index += 1
    }
    return nil
  }

  private static func followedByColon(_ line: [Unicode.Scalar], _ start: Int) -> Bool {
    var index = start
    while index < line.count, line[index] == " " { index += 1 }
    return index < line.count && line[index] == ":"
  }

  /// A mark's line and column, which is all that identifies a key here.
  struct Position: Hashable {
    var line: Int
    var column: Int
    init(_ mark: Mark) {
      line = mark.line
      column = mark.column
    }
  }

  /// Replaces the first character of the key at `mark` (after its opening quote, if
  /// any) with `marker`; false when there is no such character.
  private static func markKey(
    at mark: Mark, to marker: Unicode.Scalar, in scalars: inout [Unicode.Scalar]
  ) -> Bool {
    guard var index = SourcePosition.index(line: mark.line, column: mark.column, in: scalars)
    else { return false }
    let opening = scalars[index]
    if opening == "\"" || opening == "'" {
      index += 1
      // An empty quoted key has no character to replace.
      guard index < scalars.count, scalars[index] != opening else { return false }
    }
    guard !SourcePosition.isBreak(scalars[index]) else { return false }
    scalars[index] = marker
    return true
  }

  /// The mark of the second key in the mapping whose key at `firstKey` was renamed:
  /// the first later key that is `key`, or that was `key` before it was renamed.
  private static func search(
    _ node: Node, firstKey: Position, key: String, renamed: [Position: String], budget: inout Int
  ) -> Mark? {
    budget -= 1
    guard budget >= 0 else { return nil }
    switch node {
    case .mapping(let mapping):
      var passedFirst = false
      for (entryKey, _) in mapping {
        guard let mark = entryKey.mark else { continue }
        if passedFirst, entryKey.string == key || renamed[Position(mark)] == key { return mark }
        if Position(mark) == firstKey { passedFirst = true }
      }
      if passedFirst { return nil }
      for (_, value) in mapping {
        if let found = search(value, firstKey: firstKey, key: key, renamed: renamed, budget: &budget) {
          return found
        }
      }
      return nil
    case .sequence(let sequence):
      for item in sequence {
        if let found = search(item, firstKey: firstKey, key: key, renamed: renamed, budget: &budget) {
          return found
        }
      }
      return nil
    case .scalar, .alias:
      return nil
    }
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

  static func syntaxError(_ error: YamlError, input: LibYAMLInput) -> Diagnostic {
    let file = input.file
    func clean(_ problem: String) -> String {
      problem.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let problem = clean(problem)
      var location = input.location(mark)
      var message = "invalid YAML or JSON: \(problem)"
      var hint: String?
      var notes: [Note] = []
      if let context, !context.text.isEmpty, context.mark.line >= 1 {
        let started = input.location(context.mark)
        switch (clean(context.text), problem) {
        case ("while scanning a quoted scalar", "found unexpected end of stream"):
          // libyaml stops at the end of the file, past every line; the quote that was
          // never closed is what to fix.
          message = "invalid YAML or JSON: this quoted text is never closed"
          notes.append(Note("the file ends here, still inside the quotes", at: location))
          location = started
        case ("while scanning a simple key", "could not find expected ':'"):
          // libyaml notices on the line after; the key without its ':' is on this one.
          message = "invalid YAML or JSON: this key is not followed by ':'"
          hint = "a key and its value are written 'key: value', with a space after the ':'"
          notes.append(Note("the parser gave up here", at: location))
          location = started
        case (let context, _):
          notes.append(Note(context, at: started))
        }
      }
      let scalars = Array(input.text.unicodeScalars)
      if let index = SourcePosition.index(line: mark.line, column: mark.column, in: scalars),
        scalars[index] == "\t"
      {
        hint = "YAML does not allow tabs for indentation; indent with spaces"
      }
      return Diagnostic(
        "load/syntax", .error, message, at: location, hint: hint, notes: notes)
    case .reader(let problem, let offset, _, _):
      // Yams gives the offset in characters of the text it read.
      let location =
        offset.flatMap { input.text.index(input.text.startIndex, offsetBy: $0, limitedBy: input.text.endIndex) }
        .map { input.location(SourcePosition.position(of: $0, in: input.text)) }
        ?? FileLocation(file: file, line: 1, column: 1)
      return Diagnostic("load/syntax", .error, "unreadable text: \(clean(problem))", at: location)
    case .duplicatedKeysInMapping(let duplicates, let context):
      // Yams names keys that are not scalars "<uncovertable>" and orders them differently
      // from one run to the next; such a key is an error in itself, so report that.
      if duplicates.contains("<uncovertable>"), let key = DuplicateKeyFinder.firstKeyNotScalar(in: input.original) {
        return .complexKey(at: FileLocation(file: file, line: key.line, column: key.column))
      }
      let hiddenKey = duplicates.first ?? "?"
      let key = input.restored(hiddenKey)
      let first = input.location(context.mark)
      let second = DuplicateKeyFinder.secondOccurrence(of: hiddenKey, after: context.mark, in: input)
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

  static func notUTF8(at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/syntax", .error, "unreadable text: the file is not valid UTF-8 here", at: location,
      hint: "save the file as UTF-8; the character U+FFFD, which stands in for unreadable bytes, is not allowed either")
  }

  static func tooManyNodes(at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/too-large", .error,
      "the document expands to far more values than its text holds (YAML aliases)",
      at: location, hint: "write the values out instead of nesting aliases")
  }

  static func tooDeep(limit: Int, at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/too-deep", .error, "values are nested more than \(limit) levels deep", at: location,
      hint: "a theme or token file needs a handful of levels; this file is not one, or is damaged")
  }

  static func complexKey(at location: FileLocation) -> Diagnostic {
    Diagnostic(
      "load/wrong-type", .error, "a key must be a plain name, not a list or mapping",
      at: location)
  }
}

/// What a fast reader made of a file.
enum FastReading {
  case read(SourceNode)
  /// The theme passed its limit of shapes here; the rest was not read.
  case tooManyShapes(FileLocation)
  /// The text holds something the reader leaves to Yams: a problem, or a form it does
  /// not read.
  case unread
}
