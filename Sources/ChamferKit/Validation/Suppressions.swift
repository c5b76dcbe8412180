/// Where a theme turns lint findings off, at the place they are reported:
///
/// - YAML comments: `# chamfer:disable-next-line RULE…` for the line after it, and
///   `# chamfer:disable RULE…` up to `# chamfer:enable RULE…` (or the end of the file);
/// - a `$chamfer` key in a JSON theme, whose value is the same words
///   (`"$chamfer": "disable-next-line unused-metric"`), taken out before the theme is read;
/// - `lint: { off: [RULE…] }` on a category, a component or a variant, for the findings
///   at that shape and at the shapes built from it (a category's components, a
///   component's variants).
///
/// Rules are named with or without `lint/`. Only warnings and notes of the lint rules are
/// suppressed; errors never are. A suppressed finding stays in SARIF, marked as
/// suppressed in source, and leaves every other report. A suppression that suppresses
/// nothing is itself a warning, `lint/unused-suppression`.
package struct Suppressions: Sendable {
  /// One directive and what it covers.
  struct Directive: Sendable {
    enum Reach: Sendable {
      /// Lines of one file, from the first to the last.
      case lines(file: String, ClosedRange<Int>)
      /// The findings of one entry, by where its name is written, and of the shapes built from it.
      case entry(FileLocation)
    }

    /// Each rule named, with its `lint/`, and where it is named.
    var rules: [(id: String, location: FileLocation)]
    var reach: Reach
  }

  var directives: [Directive] = []
  /// Mistakes in the directives themselves.
  package var diagnostics: [Diagnostic] = []

  package init() {}

  static let id = "lint/unused-suppression"
  static let invalid = "load/invalid-suppression"

  // MARK: - Reading

  /// The comment directives of a YAML file: `#` at the start of a line or after a space,
  /// as YAML starts a comment, then `chamfer:`. One pass over the bytes, which stops
  /// only at a `#`: a theme of megabytes has few.
  package mutating func readComments(in text: String, file: String) {
    let bytes = Array(text.utf8)
    let (hash, newline, space, tab, cr) = (UInt8(ascii: "#"), UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"))
    let prefix = Array("chamfer:".utf8)
    var open: [String: (line: Int, location: FileLocation)] = [:]
    var (line, lineStart, index) = (1, 0, 0)
    func columnOf(_ offset: Int) -> Int { String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1 }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == newline {
        (line, lineStart) = (line + 1, index + 1)
      } else if byte == hash, index == lineStart || bytes[index - 1] == space || bytes[index - 1] == tab {
        var start = index + 1
        while start < bytes.count, bytes[start] == space || bytes[start] == tab { start += 1 }
        if bytes[start...].starts(with: prefix) {
          var end = start + prefix.count
          let verbStart = end
          while end < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end]) || bytes[end] == UInt8(ascii: "-") {
            end += 1
          }
          var lineEnd = end
          while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
          let wordsEnd = lineEnd > end && bytes[lineEnd - 1] == cr ? lineEnd - 1 : lineEnd
          read(
            verb: String(decoding: bytes[verbStart..<end], as: UTF8.self),
            words: String(decoding: bytes[end..<wordsEnd], as: UTF8.self), from: columnOf(end),
            at: FileLocation(file: file, line: line, column: columnOf(index)), open: &open)
          index = lineEnd
          continue
        }
      }
      index += 1
    }
    close(&open, file: file, at: line)
  }

  /// Takes the `$chamfer` keys out of a JSON file's tree, reading each as a directive.
  package mutating func takeKeys(from node: inout SourceNode, file: String) {
    var open: [String: (line: Int, location: FileLocation)] = [:]
    var lastLine = 0
    func walk(_ node: inout SourceNode) {
      switch node {
      case .mapping(var mapping):
        lastLine = max(lastLine, mapping.location.line)
        var kept: [(key: SourceNode.Scalar, value: SourceNode)] = []
        for var entry in mapping.entries {
          guard entry.key.text == "$chamfer" else {
            walk(&entry.value)
            kept.append(entry)
            continue
          }
          guard case .scalar(let words) = entry.value else {
            diagnostics.append(
              Diagnostic(
                Self.invalid, .error, "'$chamfer' holds a directive, as text", at: entry.key.location,
                hint: "write \"$chamfer\": \"disable-next-line unused-metric\""))
            continue
          }
          let verb = String(words.text.prefix { $0 != " " })
          // The rules' columns count from after the opening quote.
          read(
            verb: verb, words: String(words.text.dropFirst(verb.count)),
            from: words.location.column + 1 + verb.unicodeScalars.count, at: entry.key.location, open: &open)
        }
        mapping.entries = kept
        node = .mapping(mapping)
      case .sequence(var sequence):
        for index in sequence.items.indices { walk(&sequence.items[index]) }
        node = .sequence(sequence)
      case .scalar(let scalar):
        lastLine = max(lastLine, scalar.location.line)
      }
    }
    walk(&node)
    close(&open, file: file, at: Int.max)
  }

  /// Takes `lint: { off: [...] }` out of each category, component and variant of a
  /// file's tree.
  package mutating func takeShapeSettings(from root: inout SourceNode) {
    guard case .mapping(var top) = root else { return }
    func take(_ shape: inout SourceNode, name: SourceNode.Scalar) {
      guard case .mapping(var mapping) = shape, let index = mapping.entries.firstIndex(where: { $0.key.text == "lint" })
      else { return }
      let (key, value) = mapping.entries[index]
      mapping.entries.removeSubrange(index...index)
      shape = .mapping(mapping)
      guard case .mapping(let settings) = value, settings.entries.count == 1, settings.entries[0].key.text == "off",
        case .sequence(let list) = settings.entries[0].value,
        case let names = list.items.compactMap({ if case .scalar(let s) = $0 { s } else { nil } }),
        names.count == list.items.count, !names.isEmpty
      else {
        diagnostics.append(
          Diagnostic(
            Self.invalid, .error, "'lint' takes 'off' and a list of rules", at: key.location,
            hint: "write lint: { off: [unused-metric] }"))
        return
      }
      directives.append(Directive(rules: names.map { (Self.fullID($0.text), $0.location) }, reach: .entry(name.location)))
    }
    for section in ["categories", "components"] {
      guard let index = top.entries.firstIndex(where: { $0.key.text == section }),
        case .mapping(var entries) = top.entries[index].value
      else { continue }
      for entry in entries.entries.indices {
        take(&entries.entries[entry].value, name: entries.entries[entry].key)
        guard section == "components", case .mapping(var component) = entries.entries[entry].value,
          let variantsIndex = component.entries.firstIndex(where: { $0.key.text == "variants" }),
          case .mapping(var variants) = component.entries[variantsIndex].value
        else { continue }
        for variant in variants.entries.indices {
          take(&variants.entries[variant].value, name: variants.entries[variant].key)
        }
        component.entries[variantsIndex].value = .mapping(variants)
        entries.entries[entry].value = .mapping(component)
      }
      top.entries[index].value = .mapping(entries)
    }
    root = .mapping(top)
  }

  /// One directive, `verb` and the rules after it, which start at column `from` of the
  /// directive's line.
  private mutating func read(
    verb: String, words: String, from start: Int, at location: FileLocation,
    open: inout [String: (line: Int, location: FileLocation)]
  ) {
    var rules: [(id: String, location: FileLocation)] = []
    var column = start
    for part in words.split(separator: " ", omittingEmptySubsequences: false) {
      defer { column += part.unicodeScalars.count + 1 }
      let name = String(part.filter { $0 != "," })
      guard !name.isEmpty else { continue }
      rules.append((Self.fullID(name), FileLocation(file: location.file, line: location.line, column: column)))
    }
    guard ["disable-next-line", "disable", "enable"].contains(verb), !rules.isEmpty else {
      diagnostics.append(
        Diagnostic(
          Self.invalid, .error,
          verb.isEmpty || ["disable-next-line", "disable", "enable"].contains(verb)
            ? "'chamfer:\(verb)' names no rule" : "'chamfer:\(verb)' is not a directive",
          at: location,
          hint: "write chamfer:disable-next-line RULE, or chamfer:disable RULE and later chamfer:enable RULE"))
      return
    }
    switch verb {
    case "disable-next-line":
      directives.append(
        Directive(rules: rules, reach: .lines(file: location.file, (location.line + 1)...(location.line + 1))))
    case "disable":
      for rule in rules where open[rule.id] == nil { open[rule.id] = (location.line, rule.location) }
    default:
      for rule in rules {
        guard let start = open.removeValue(forKey: rule.id) else { continue }
        directives.append(
          Directive(rules: [(rule.id, start.location)], reach: .lines(file: location.file, start.line...location.line)))
      }
    }
  }

  /// A `disable` with no `enable` lasts to the end of the file.
  private mutating func close(_ open: inout [String: (line: Int, location: FileLocation)], file: String, at line: Int) {
    for (id, start) in open.sorted(by: { $0.value.location < $1.value.location }) {
      directives.append(Directive(rules: [(id, start.location)], reach: .lines(file: file, start.line...max(start.line, line))))
    }
    open = [:]
  }

  static func fullID(_ name: String) -> String { name.contains("/") ? name : "lint/\(name)" }

  // MARK: - Applying

  /// The findings with those the directives cover marked suppressed, and a
  /// `lint/unused-suppression` warning for each rule of a directive that covered none.
  /// While the theme has errors, unused suppressions are not reported: the findings they
  /// are for may be left out as follow-on (`FollowOn`).
  package func apply(to findings: [Diagnostic], input: LintInput?, hasErrors: Bool) -> [Diagnostic] {
    guard !directives.isEmpty else { return findings }
    let entries = input.map { ThemeEntries($0.document) }
    // For each entry, the entries it is built from, so a category's `lint` reaches its components.
    var builtFrom: [FileLocation: Set<FileLocation>] = [:]
    if let input, let entries {
      for shape in input.componentShapes {
        builtFrom[shape.name.location] = Set(shape.definitions.compactMap { entries.defined[$0.location] })
      }
    }
    // Each rule's directives, indexed so a finding is looked up rather than compared with
    // every directive: a file may hold thousands. A rule's regions in one file do not
    // overlap (a `disable` while one is open is ignored), so they are searched in order.
    struct Named: Hashable {
      var directive: Int
      var rule: Int
    }
    struct Line: Hashable {
      var rule: String
      var file: String
      var line: Int
    }
    struct Region: Hashable {
      var rule: String
      var file: String
    }
    struct Shape: Hashable {
      var rule: String
      var entry: FileLocation
    }
    var nextLines: [Line: Named] = [:]
    var regions: [Region: [(lines: ClosedRange<Int>, named: Named)]] = [:]
    var shapes: [Shape: Named] = [:]
    for (index, directive) in directives.enumerated() {
      for (rule, named) in directive.rules.enumerated() {
        let key = Named(directive: index, rule: rule)
        switch directive.reach {
        // The first directive of a place is the one that suppresses.
        case .lines(let file, let lines) where lines.count == 1:
          let line = Line(rule: named.id, file: file, line: lines.lowerBound)
          if nextLines[line] == nil { nextLines[line] = key }
        case .lines(let file, let lines): regions[Region(rule: named.id, file: file), default: []].append((lines, key))
        case .entry(let start):
          let shape = Shape(rule: named.id, entry: start)
          if shapes[shape] == nil { shapes[shape] = key }
        }
      }
    }
    for key in regions.keys { regions[key]!.sort { $0.lines.lowerBound < $1.lines.lowerBound } }
    func covering(_ id: String, _ location: FileLocation) -> Named? {
      if let named = nextLines[Line(rule: id, file: location.file, line: location.line)] { return named }
      if let list = regions[Region(rule: id, file: location.file)] {
        var (low, high) = (0, list.count)
        while low < high {
          let middle = (low + high) / 2
          if list[middle].lines.lowerBound <= location.line { low = middle + 1 } else { high = middle }
        }
        if low > 0, list[low - 1].lines.contains(location.line) { return list[low - 1].named }
      }
      guard !shapes.isEmpty, let own = entries?.entry(at: location) else { return nil }
      for start in [own] + (builtFrom[own].map(Array.init) ?? []) {
        if let named = shapes[Shape(rule: id, entry: start)] { return named }
      }
      return nil
    }
    var used = Set<Named>()
    let known = Set(Rules.all.map(\.id))
    var result = findings.map { finding -> Diagnostic in
      guard finding.severity != .error, finding.id.hasPrefix("lint/"), let location = finding.location,
        let named = covering(finding.id, location)
      else { return finding }
      used.insert(named)
      var suppressed = finding
      suppressed.isSuppressed = true
      return suppressed
    }
    for (index, directive) in directives.enumerated() where !hasErrors {
      for (rule, named) in directive.rules.enumerated() where !used.contains(Named(directive: index, rule: rule)) {
        let unknown = !known.contains(named.id)
        result.append(
          Diagnostic(
            Self.id, .warning,
            unknown
              ? "there is no rule '\(named.id)' to suppress"
              : "'\(named.id)' is suppressed here, but reports nothing here",
            at: named.location,
            hint: unknown
              ? Spelling.hint(for: named.id, among: known.sorted()) ?? "'chamfer rules' lists every rule"
              : "remove the suppression"))
      }
    }
    return result
  }
}
