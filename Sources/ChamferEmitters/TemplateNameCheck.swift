import ChamferKit

/// The names in a target's templates, checked before anything renders: a name that no
/// value can have where it is read (a misspelled field), a transform that applies to
/// none of the values there and a partial the target does not have are errors at their
/// tag, with the closest name that does exist as a hint.
///
/// Which names a place can read depends on the kinds of value there, not on the theme:
/// a scope answers a name (nil or not) by its class. So the check walks every template
/// over one specimen theme that sets every field (`TemplateSpecimen`), entering every
/// section, inverted or not, with every value its name has in the specimen. Where the
/// specimen has no value for a section, the names inside it are not checked: the check
/// may miss a typo there, but it never refuses a name that could render.
struct TemplateNameCheck {
  /// The values one level of the stack holds, or nil where they are not known.
  private typealias Level = [TemplateData]?

  /// A level of the stack with its number: the same number for the same values.
  private struct Frame {
    var values: Level
    var number: Int
  }

  /// A name, transform or partial the templates cannot have.
  struct Problem: Error {
    var path: String
    var location: Template.Location
    var id: String
    var message: String
    var hint: String
  }

  /// How many tags the check visits in one target: partials that each include the next
  /// from several sections meet their names with ever more stacks, twice as many at each
  /// step. Past this many, the rest of the target is not checked; the bundled targets
  /// visit at most about 750 (swift).
  static let tagLimit = 50_000

  /// A partial and the stack it is included with, each level by its number.
  private struct Visit: Hashable {
    var partial: String
    var levels: [Int]
  }

  /// What tells one value of a level from another.
  private enum ValueID: Hashable {
    case object(ObjectIdentifier)
    case kind(Int)
  }

  /// A name's first part looked up in one level, by the level's number.
  private struct Lookup: Hashable {
    var level: Int
    var key: TemplateKey
  }

  private enum Stop: Error {
    case found(Problem)
    case exhausted
  }

  private let partials: [String: Template]
  private var visited = 0
  /// Partials already checked with a stack, so that a partial included from many places
  /// with the same values is walked once.
  private var checked: Set<Visit> = []
  /// Each level's values by what tells them apart, numbered.
  private var levelNumbers: [[ValueID]: Int] = [:]
  /// Whether some value of a level has a name, and the values it gives there, as
  /// templates read the same names in the same levels many times.
  private var lookups: [Lookup: (had: Bool, found: [TemplateData])] = [:]

  /// Checks every file of a target, and the partials they include where they include them.
  static func check(files: [Template], partials: [String: Template], root: ThemeScope) throws(Problem) {
    var check = TemplateNameCheck(partials: partials)
    let level: Level = [.scope(root)]
    let stack = [Frame(values: level, number: check.number(of: level))]
    do {
      for file in files {
        try check.walk(file.nodes, 0..<file.nodes.count, of: file, stack)
      }
    } catch .found(let problem) {
      throw problem
    } catch {
      // `tagLimit` reached: what was visited had no problem.
    }
  }

  private init(partials: [String: Template]) { self.partials = partials }

  private mutating func walk(
    _ nodes: [Template.Node], _ range: Range<Int>, of template: Template, _ stack: [Frame]
  ) throws(Stop) {
    var index = range.lowerBound
    while index < range.upperBound {
      visited += 1
      if visited > Self.tagLimit { throw .exhausted }
      switch nodes[index] {
      case .text:
        break
      case .variable(let name, _):
        _ = try lookUp(name, in: template, stack)
      case .section(let name, let end, let inverted):
        let found = try lookUp(name, in: template, stack)
        // An inverted section renders only where the name has no value: nothing is pushed.
        if !inverted, let level = Self.body(of: found) {
          try walk(nodes, index + 1..<end, of: template, stack + [Frame(values: level, number: number(of: level))])
        } else {
          try walk(nodes, index + 1..<end, of: template, stack)
        }
        index = end
        continue
      case .partial(let name, _, let location):
        guard let partial = partials[name] else {
          let hint = Spelling.suggestion(for: name, among: partials.keys.sorted()).map { "did you mean '\($0)'?" }
          throw .found(Problem(
            path: template.path, location: location, id: "template/unknown-partial",
            message: "there is no partial '\(name)'",
            hint: hint ?? "a partial is a file named _\(name).mustache in the target's folder or in templates/partials/"))
        }
        if checked.insert(Visit(partial: name, levels: stack.map(\.number))).inserted {
          try walk(partial.nodes, 0..<partial.nodes.count, of: partial, stack)
        }
      }
      index += 1
    }
  }

  private mutating func lookUp(_ name: Template.Name, in template: Template, _ stack: [Frame]) throws(Stop) -> Level {
    do {
      return try values(of: name, in: template, stack)
    } catch {
      throw .found(error)
    }
  }

  /// The level a section's body sees: the elements of a list, the value itself for
  /// anything else but a flag, which pushes nothing. Nil when nothing is pushed.
  private static func body(of found: Level) -> Level? {
    guard let found else { return .some(nil) }
    var pushed: [TemplateData] = []
    var onlyFlags = true
    for value in found {
      switch value {
      case .flag: continue
      case .list(let list): pushed += list.elements
      case .absent: break
      default: pushed.append(value)
      }
      onlyFlags = false
    }
    if onlyFlags { return nil }
    // Empty lists and unset values only: what the body sees is not known.
    return pushed.isEmpty ? .some(nil) : .some(distinct(pushed))
  }

  /// The values `name` can stand for here, transforms applied; nil when not known.
  private mutating func values(of name: Template.Name, in template: Template, _ stack: [Frame]) throws(Problem) -> Level {
    var current: [TemplateData]
    var path = name.path[...]
    switch name.start {
    case .current:
      guard let top = stack.last!.values else { return nil }
      current = top
    case .position:
      current = [.sequencePosition(SequencePosition(first: true, last: true, index: 0))]
    case .currentOnly:
      guard let top = stack.last!.values else { return nil }
      current = top
    case .stack:
      guard let found = try first(name, in: template, stack) else { return nil }
      current = found
      path = path.dropFirst()
    }
    for (offset, key) in zip(path.indices, path) {
      let answer = Self.answers(key, in: current)
      if !answer.had {
        guard !current.isEmpty else { return nil }
        let read = name.path[..<offset].map(\.text).joined(separator: ".")
        throw problem(
          name, key, in: template, "'\(key.text)' is not a name of \(read.isEmpty ? "the value here" : "'\(read)'")",
          names: Self.names(in: current))
      }
      guard !answer.found.isEmpty else { return nil }
      current = answer.found
    }
    for transform in name.transforms {
      let applied = current.compactMap { TemplateRenderer.apply(transform, to: $0) }
      guard !applied.isEmpty else {
        let closest = Spelling.suggestion(for: transform.name, among: Self.transforms)
        throw Problem(
          path: template.path, location: name.location, id: "template/unknown-transform",
          message: "'\(name.text)': the transform '\(transform.name)' does not apply here",
          hint: closest.map { "did you mean '\($0)'?" }
            ?? "names take spellings such as kebab(…), sizes and numbers a value style such as css(…); "
            + "docs/targets/fields.md lists which value takes which")
      }
      current = Self.distinct(applied)
    }
    return current
  }

  /// The values of the first part of `name`, found from the innermost level outwards
  /// as rendering finds it; nil when not known.
  private mutating func first(
    _ name: Template.Name, in template: Template, _ stack: [Frame]
  ) throws(Problem) -> [TemplateData]? {
    let key = name.path[0]
    var had = false
    for frame in stack.reversed() {
      guard let level = frame.values else { return nil }
      let lookup = Lookup(level: frame.number, key: key)
      let answer = lookups[lookup] ?? Self.answers(key, in: level)
      lookups[lookup] = answer
      had = had || answer.had
      // Where every value leaves the name unset, rendering goes on outwards.
      if !answer.found.isEmpty { return answer.found }
    }
    guard had else {
      throw problem(
        name, key, in: template, "no value here has the name '\(key.text)'",
        names: stack.flatMap { Self.names(in: $0.values ?? []) })
    }
    return nil
  }

  /// Whether some scope in `level` has `key`, and the distinct values it gives.
  private static func answers(_ key: TemplateKey, in level: [TemplateData]) -> (had: Bool, found: [TemplateData]) {
    var had = false
    var found: [TemplateData] = []
    for case .scope(let scope) in level {
      guard let answer = scope.answer(forKey: key) else { continue }
      had = true
      if case .absent = answer {} else { found.append(answer) }
    }
    return (had, distinct(found))
  }

  /// `key`, the part of `name` that nothing here has, with the closest of `names`.
  private func problem(
    _ name: Template.Name, _ key: TemplateKey, in template: Template, _ why: String, names: [String]
  ) -> Problem {
    let hint = Spelling.suggestion(for: key.text, among: names).map { "did you mean '\($0)'?" }
    return Problem(
      path: template.path, location: name.location, id: "template/unknown-name", message: "'\(name.text)': \(why)",
      hint: hint ?? "docs/targets/fields.md lists the names each value has")
  }

  /// Every name some scope among `values` has, for suggestions.
  private static func names(in values: [TemplateData]) -> [String] {
    var names = TemplateKey.Known.allCases.filter { key in
      values.contains { if case .scope(let scope) = $0 { scope.answer(forKey: .known(key)) != nil } else { false } }
    }.map(\.rawValue)
    // Tables whose names are outside the table of keys.
    for case .scope(let scope) in values {
      switch scope {
      case is MaterialRoles: names += MaterialRoles.components.map(\.role)
      case is MaterialCornerRoles: names += MaterialRoles.corner.names.keys.sorted()
      case is MaterialKind: names += MaterialKind.names
      case let table as DictionaryScope: names += table.entries.keys.sorted()
      default: break
      }
    }
    return names
  }

  /// Every transform some value takes, for suggestions.
  private static let transforms =
    ["empty", "capitalized", "lowercased", "uppercased", "reversed", "equalzero", "plusone", "minusone", "even", "odd"]
    + ["first", "last", "index", "count", "json", "kdoc", "xmlComment"]
    + ValueStyles.all.map { $0.name } + NameSpelling.allCases.map(\.rawValue)

  /// `values` with each object once, and one value of each other kind: every value of
  /// such a kind answers the same names and transforms.
  private static func distinct(_ values: [TemplateData]) -> [TemplateData] {
    var seen: Set<ValueID> = []
    return values.filter { seen.insert(id(of: $0)).inserted }
  }

  /// What tells `value` apart: its object, or the class of a text value, or its kind.
  private static func id(of value: TemplateData) -> ValueID {
    switch value {
    case .scope(let scope): .object(ObjectIdentifier(scope))
    case .list(let list): .object(ObjectIdentifier(list))
    case .value(let text): .object(ObjectIdentifier(type(of: text)))
    case .name: .object(ObjectIdentifier(TemplateName.self))
    case .flag: .kind(0)
    case .text: .kind(1)
    case .integer: .kind(2)
    case .number: .kind(3)
    case .sequencePosition: .kind(4)
    case .absent: .kind(5)
    }
  }

  /// The level's number: the same for the same values. An unknown level is -1.
  private mutating func number(of level: Level) -> Int {
    guard let level else { return -1 }
    let identities = level.map(Self.id(of:))
    if let number = levelNumbers[identities] { return number }
    levelNumbers[identities] = levelNumbers.count
    return levelNumbers.count - 1
  }
}
