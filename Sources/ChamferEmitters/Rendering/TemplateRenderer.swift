import ChamferKit

/// A target's templates compiled into flat lists of steps, which `TemplateRenderer` walks
/// by index.
///
/// Each file and each partial body is one list, a step for each of its template's nodes.
/// A section step holds the index where its body ends, and every other step holds
/// indices into the set's tables, so steps copy without reference counting: the nodes
/// hold names and texts, which the renderer would retain and release at every visit.
///
/// Every partial tag is looked up here, once: it becomes an `include` of a body, compiled
/// with the indentation of the tags that include it (a standalone tag indents every line
/// of the partial).
struct TemplateSet: Sendable {
  enum Step: Sendable {
    /// `texts[index]`, written as it is.
    case text(Int)
    /// `names[index]`; `escaped`: `{{name}}` rather than `{{{name}}}` or `{{&name}}`.
    case variable(Int, escaped: Bool)
    /// `names[index]`; the body is the steps after this one up to `end`.
    case section(Int, end: Int)
    case inverted(Int, end: Int)
    /// `bodies[index]`, a partial as included here.
    case include(Int)
    /// `unlinked[index]`: a partial the set does not have, or one nested past `bodyLimit`.
    case unlinked(Int)
  }

  /// A file or a partial, compiled, with the path of the template it came from.
  struct Body: Sendable {
    var steps: [Step]
    let path: String
  }

  /// A name, with the case that most names are (one known key searched up the stack,
  /// perhaps spelled by a transform) worked out once, so the renderer looks such a name
  /// up without touching the `Template.Name` object.
  struct NameForm: Sendable {
    /// The key, when the name is one known key searched up the stack, with no
    /// transform or only `spelling`; nil for any other name.
    var key: TemplateKey.Known?
    var spelling: NameSpelling?
    /// `{{.}}`, the innermost value as it is: each element of a list of literals.
    var isCurrent = false
  }

  /// Each file's body, in the order given.
  private(set) var files: [Int] = []
  private(set) var bodies: [Body] = []
  private(set) var texts: [[UInt8]] = []
  private(set) var names: [Template.Name] = []
  private(set) var forms: [NameForm] = []
  private(set) var unlinked: [(name: String, indentation: String, location: Template.Location)] = []
  /// Each partial by name, parsed, for the renderer to compile the tags left unlinked;
  /// empty when every tag was linked, so that a target keeps no more than its steps.
  private(set) var partials: [String: Template]

  /// How many partial bodies are compiled ahead; a partial that includes itself with an
  /// indentation would make ever deeper ones, whose tags stay unlinked and are compiled
  /// by the renderer as it meets them.
  static let bodyLimit = 1000

  init(files: [Template], partials: [String: Template]) {
    self.partials = partials
    var linked: [String: [String: Int]] = [:]
    for file in files {
      let index = bodies.count
      self.files.append(index)
      bodies.append(Body(steps: [], path: file.path))
      var steps: [Step] = []
      compile(file.nodes, into: &steps, &linked)
      bodies[index].steps = steps
    }
    if unlinked.isEmpty { self.partials = [:] }
  }

  /// A step for each node, so a section's `end` stays the same index.
  private mutating func compile(_ nodes: [Template.Node], into steps: inout [Step], _ linked: inout [String: [String: Int]]) {
    steps.reserveCapacity(nodes.count)
    for node in nodes {
      switch node {
      case .text(let text):
        steps.append(.text(texts.count))
        texts.append(text)
      case .variable(let name, let escaped):
        steps.append(.variable(add(name), escaped: escaped))
      case .section(let name, let end, let inverted):
        let name = add(name)
        steps.append(inverted ? .inverted(name, end: end) : .section(name, end: end))
      case .partial(let name, let indentation, let location):
        if let body = linked[name]?[indentation] {
          steps.append(.include(body))
        } else if let body = compilePartial(name, indentation: indentation, &linked) {
          steps.append(.include(body))
        } else {
          steps.append(.unlinked(unlinked.count))
          unlinked.append((name, indentation, location))
        }
      }
    }
  }

  /// The body of partial `name` included with `indentation`, compiled; nil when there is
  /// no such partial or the set has `bodyLimit` bodies already.
  private mutating func compilePartial(
    _ name: String, indentation: String, _ linked: inout [String: [String: Int]]
  ) -> Int? {
    guard let partial = partials[name], bodies.count < Self.bodyLimit else { return nil }
    let template = partial.indented(by: indentation)
    let index = bodies.count
    // Known before its steps are, so that a partial that includes itself finds it.
    linked[name, default: [:]][indentation] = index
    bodies.append(Body(steps: [], path: template.path))
    var steps: [Step] = []
    compile(template.nodes, into: &steps, &linked)
    bodies[index].steps = steps
    return index
  }

  private mutating func add(_ name: Template.Name) -> Int {
    var form = NameForm(key: nil, spelling: nil, isCurrent: name.start == .current && name.transforms.isEmpty)
    if name.start == .stack, name.path.count == 1, let key = name.path[0].known {
      if name.transforms.isEmpty {
        form.key = key
      } else if name.transforms.count == 1, let spelling = name.transforms[0].spelling {
        form = NameForm(key: key, spelling: spelling)
      }
    }
    names.append(name)
    forms.append(form)
    return names.count - 1
  }
}

/// Renders a `TemplateSet` over a context, writing UTF-8 into a buffer that goes to a
/// sink whenever it grows past `flushSize`, so that a file of any size renders in a
/// small, fixed amount of memory.
///
/// Rendering follows the Mustache specification: a name is looked up from the innermost
/// section outwards and stops at the first value that has its first part; a list
/// section repeats with its position available as `first()`, `last()` and `index()`; a
/// missing partial renders nothing. A scope's `.absent` answer counts as not having the
/// name, so the search goes on outwards.
///
/// In strict mode, a name that no value on the stack has, a part of a dotted name its
/// value does not have, an unknown transform or a missing partial is an error at its
/// tag, rather than nothing: the tests render every bundled template so, which catches
/// a misspelled field.
struct TemplateRenderer {
  struct Options: Sendable {
    /// Escape `{{name}}` for HTML (`&`, `<`, `>`, `"`, `'`), as the specification asks;
    /// Chamfer writes code, so its targets leave it off.
    var escapesHTML = false
    var strict = false
    /// How many list elements and partials one file may render, counting each time one
    /// renders: partials that include each other from several sections, or sections
    /// nested over a long list, would otherwise render for ever.
    var renderLimit = Int.max
    /// The bytes every file of a build may write together, counted as output goes to
    /// the sink: a large template over many components or themes would otherwise write
    /// until the disk is full.
    var budget: OutputBudget?
  }

  /// A name strict rendering did not find, sections and partials nested past
  /// `maximumDepth`, or more bodies rendered than `Options.renderLimit`.
  struct RenderError: Error, Equatable, CustomStringConvertible {
    var file: String
    var location: Template.Location
    var message: String
    /// True when the build's budget of bytes ran out, rather than this file's own limits.
    var overBudget = false
    /// True when the build's budget of rendered list elements and partials ran out.
    var overRenderBudget = false
    var description: String { "\(file):\(location.line):\(location.column): \(message)" }
  }

  /// How many section bodies and partials may be open inside each other, the file's own
  /// body counted: enough for any real target, and far short of exhausting the stack of
  /// a thread. `TemplateChecks` refuses a target that nests deeper.
  static let maximumDepth = 200
  /// How much output is kept before it goes to the sink.
  static let flushSize = 1 << 18
  /// How many rendered bodies are counted against the build's budget at once.
  static let chargeSize = 1 << 14

  /// What changes while a file renders: the output not yet handed to the sink, the
  /// values of the open sections, and which partial is rendering. It is kept apart from
  /// the renderer, which only reads, so that the set's tables are read in place: were
  /// they in the same value as the output, every text would be copied (retained and
  /// released) before being appended.
  private struct State {
    var output: [UInt8] = []
    var stack: [TemplateData] = []
    /// Partials the set left unlinked, compiled on the way, by name and indentation.
    var compiled: [String: [String: TemplateSet]] = [:]
    var depth = 0
    /// List elements and partials rendered so far.
    var bodies = 0
    /// Those not yet counted against the build's budget, which is told in batches of
    /// `chargeSize` so that its lock is taken rarely.
    var uncharged = 0
    /// The body being rendered, for messages (its `path`): an index, so that entering a
    /// partial does not retain and release a path.
    var body = 0
  }

  private let set: TemplateSet
  private let options: Options
  private let sink: ([UInt8]) -> Void

  /// Renders `set.files[file]` over `root`, handing its UTF-8 to `sink` piece by piece.
  static func render(
    _ file: Int, of set: TemplateSet, root: TemplateData, options: Options = Options(),
    into sink: @escaping ([UInt8]) -> Void
  ) throws(RenderError) {
    let renderer = TemplateRenderer(set: set, options: options, sink: sink)
    var state = State()
    state.output.reserveCapacity(flushSize + 4096)
    state.stack.append(root)
    try renderer.render(body: set.files[file], &state)
    try renderer.flush(&state, at: .init(line: 1, column: 1))
    try renderer.charge(&state, at: .init(line: 1, column: 1))
  }

  /// Counts `bodies` more rendered list elements or partials against the file's limit
  /// and, a batch at a time, the build's budget.
  private func count(_ bodies: Int, at location: Template.Location, _ state: inout State) throws(RenderError) {
    state.bodies += bodies
    if state.bodies > options.renderLimit { throw tooMuch(at: location, state) }
    state.uncharged += bodies
    if state.uncharged >= Self.chargeSize { try charge(&state, at: location) }
  }

  /// Tells the build's budget the bodies rendered since it was last told.
  private func charge(_ state: inout State, at location: Template.Location) throws(RenderError) {
    guard let budget = options.budget, state.uncharged > 0 else { return }
    let bodies = state.uncharged
    state.uncharged = 0
    if !budget.render(bodies) {
      throw RenderError(
        file: set.bodies[state.body].path, location: location,
        message: "the build's files render more than \(Limits.grouped(budget.renderLimit)) list elements and partials in all, here",
        overRenderBudget: true)
    }
  }

  /// Hands the output so far to the sink, once the budget has room for it.
  private func flush(_ state: inout State, at location: Template.Location) throws(RenderError) {
    guard !state.output.isEmpty else { return }
    if let budget = options.budget, !budget.spend(state.output.count) {
      throw RenderError(
        file: set.bodies[state.body].path, location: location,
        message: "the build's files pass \(budget.limit >> 20) MB in all, here", overBudget: true)
    }
    sink(state.output)
    state.output.removeAll(keepingCapacity: true)
  }

  /// Renders a template that includes no partials: `text` over `root`, all at once.
  static func render(_ template: Template, root: TemplateData, options: Options = Options()) throws(RenderError) -> String {
    var bytes: [UInt8] = []
    try render(0, of: TemplateSet(files: [template], partials: [:]), root: root, options: options) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  private init(set: TemplateSet, options: Options, sink: @escaping ([UInt8]) -> Void) {
    self.set = set
    self.options = options
    self.sink = sink
  }

  /// Renders one of the set's bodies, a file or a partial; a partial sees the stack but
  /// not the list position of the tag that includes it.
  private func render(body index: Int, _ state: inout State) throws(RenderError) {
    // Entered first, so that an error here names this body of this set: an unlinked
    // partial renders with a set of its own.
    let outer = state.body
    state.body = index
    guard state.depth < Self.maximumDepth else { throw tooDeep(at: .init(line: 1, column: 1), state) }
    try count(1, at: .init(line: 1, column: 1), &state)
    state.depth += 1
    let steps = set.bodies[index].steps
    try render(steps, 0..<steps.count, position: nil, &state)
    state.depth -= 1
    state.body = outer
  }

  private func render(
    _ steps: [TemplateSet.Step], _ range: Range<Int>, position: SequencePosition?, _ state: inout State
  ) throws(RenderError) {
    var index = range.lowerBound
    while index < range.upperBound {
      switch steps[index] {
      case .text(let text):
        state.output.append(contentsOf: set.texts[text])
      case .variable(let name, let escaped):
        try writeValue(of: name, position, escaped: escaped && options.escapesHTML, &state)
      case .section(let name, let end):
        try renderSection(try lookUp(name, position, state), name, steps, index + 1..<end, position, &state)
        index = end
        continue
      case .inverted(let name, let end):
        switch try lookUp(name, position, state) {
        case nil, .absent?, .flag(false)?: try render(section: name, steps, index + 1..<end, position: position, &state)
        case .list(let list)? where list.elements.isEmpty:
          try render(section: name, steps, index + 1..<end, position: position, &state)
        default: break
        }
        index = end
        continue
      case .include(let body):
        try render(body: body, &state)
      case .unlinked(let partial):
        try renderUnlinked(partial, &state)
      }
      if state.output.count >= Self.flushSize { try flush(&state, at: .init(line: 1, column: 1)) }
      index += 1
    }
  }

  private func renderSection(
    _ value: TemplateData?, _ name: Int, _ steps: [TemplateSet.Step], _ body: Range<Int>, _ position: SequencePosition?,
    _ state: inout State
  ) throws(RenderError) {
    switch value {
    case nil, .absent?, .flag(false)?: return
    case .flag(true)?: try render(section: name, steps, body, position: position, &state)
    case .list(let list)?:
      let elements = list.elements
      // Only lists and partials repeat text, so only they count against the limit.
      try count(elements.count, at: set.names[name].location, &state)
      for index in elements.indices {
        state.stack.append(elements[index])
        try render(
          section: name, steps, body,
          position: SequencePosition(first: index == 0, last: index == elements.count - 1, index: index), &state)
        state.stack.removeLast()
      }
    case let value?:
      state.stack.append(value)
      try render(section: name, steps, body, position: nil, &state)
      state.stack.removeLast()
    }
  }

  /// Renders the body of the section named `names[section]`, one level deeper.
  private func render(
    section: Int, _ steps: [TemplateSet.Step], _ body: Range<Int>, position: SequencePosition?, _ state: inout State
  ) throws(RenderError) {
    guard state.depth < Self.maximumDepth else { throw tooDeep(at: set.names[section].location, state) }
    state.depth += 1
    try render(steps, body, position: position, &state)
    state.depth -= 1
  }

  /// A list or partial past `Options.renderLimit`, about to render at `location`.
  private func tooMuch(at location: Template.Location, _ state: State) -> RenderError {
    RenderError(
      file: set.bodies[state.body].path, location: location,
      message: "the file renders more than \(options.renderLimit) list elements and partials for this theme")
  }

  private func tooDeep(at location: Template.Location, _ state: State) -> RenderError {
    RenderError(
      file: set.bodies[state.body].path, location: location, message: "sections and partials are nested more than \(Self.maximumDepth) deep")
  }

  /// A partial tag that `TemplateSet` left unlinked: one it does not have, or one nested
  /// deeper than it compiled bodies for.
  private func renderUnlinked(_ index: Int, _ state: inout State) throws(RenderError) {
    let (name, indentation, location) = set.unlinked[index]
    guard let partial = set.partials[name] else {
      if options.strict { throw RenderError(file: set.bodies[state.body].path, location: location, message: "there is no partial '\(name)'") }
      return
    }
    guard state.depth < Self.maximumDepth else { throw tooDeep(at: location, state) }
    let set: TemplateSet
    if let known = state.compiled[name]?[indentation] {
      set = known
    } else {
      set = TemplateSet(files: [partial.indented(by: indentation)], partials: self.set.partials)
      state.compiled[name, default: [:]][indentation] = set
    }
    try TemplateRenderer(set: set, options: options, sink: sink).render(body: set.files[0], &state)
  }

  /// Writes the value `names[name]` stands for here, if any.
  private func writeValue(
    of name: Int, _ position: SequencePosition?, escaped: Bool, _ state: inout State
  ) throws(RenderError) {
    let form = set.forms[name]
    if form.isCurrent, !escaped, case .text(let text)? = state.stack.last {
      return state.output.append(contentsOf: text.utf8)
    }
    if let key = form.key, !escaped, let found = Self.find(.known(key), in: state.stack) {
      // The common case, written without making a `TemplateData` for the transform.
      switch found {
      case .name(let value):
        return state.output.append(contentsOf: (form.spelling.map(value.text) ?? value.raw).utf8)
      case .text(let text) where form.spelling == nil:
        return state.output.append(contentsOf: text.utf8)
      default: break
      }
    }
    if let value = try lookUp(name, position, state) { Self.write(value, escaped: escaped, to: &state.output) }
  }

  /// The first value up the stack that has `key` and does not leave it absent.
  private static func find(_ key: TemplateKey, in stack: [TemplateData]) -> TemplateData? {
    var level = stack.count - 1
    while level >= 0 {
      if case .scope(let scope) = stack[level], let found = scope.answer(forKey: key) {
        if case .absent = found {} else { return found }
      }
      level -= 1
    }
    return nil
  }

  /// The value `names[index]` stands for here, transforms applied; nil when there is none.
  private func lookUp(_ index: Int, _ position: SequencePosition?, _ state: State) throws(RenderError) -> TemplateData? {
    let form = set.forms[index]
    if let key = form.key, form.spelling == nil, !options.strict {
      return Self.find(.known(key), in: state.stack)
    }
    let name = set.names[index]
    var value: TemplateData?
    switch name.start {
    case .current:
      value = state.stack.last
    case .position:
      value = position.map(TemplateData.sequencePosition)
    case .currentOnly:
      value = try descend(state.stack[state.stack.count - 1], name.path[...], name, state)
    case .stack:
      let first = name.path[0]
      guard let found = Self.find(first, in: state.stack) else {
        if options.strict, !state.stack.contains(where: { if case .scope(let scope) = $0 { scope.answer(forKey: first) != nil } else { false } }) {
          throw missing(name, "no value here has the name '\(first.text)'", state)
        }
        return nil
      }
      value = name.path.count == 1 ? found : try descend(found, name.path.dropFirst(), name, state)
    }
    guard var result = value else { return nil }
    for transform in name.transforms {
      if case .absent = result { return nil }
      if let applied = Self.apply(transform, to: result) {
        result = applied
      } else if options.strict {
        throw missing(name, "the transform '\(transform.name)' does not apply here", state)
      } else if result.marksUnknownTransforms {
        return .text(unknownTransformMarker(transform.name))
      } else {
        return nil
      }
    }
    return result
  }

  /// `value` with `transform` applied; nil when the transform does not apply to it.
  static func apply(_ transform: Template.Transform, to value: TemplateData) -> TemplateData? {
    switch value {
    case .name(let name) where transform.spelling != nil: .text(name.text(transform.spelling!))
    case .number(let number) where transform.style != nil: .text(number.literal(in: transform.style!))
    default: value.transformed(transform.name)
    }
  }

  /// The value at `path` below `value`: only a scope has anything below it.
  private func descend(
    _ value: TemplateData, _ path: ArraySlice<TemplateKey>, _ name: Template.Name, _ state: State
  ) throws(RenderError) -> TemplateData? {
    var value = value
    for key in path {
      guard case .scope(let scope) = value, let child = scope.answer(forKey: key) else {
        if options.strict { throw missing(name, "'\(key.text)' is not a name of the value it is read from", state) }
        return nil
      }
      if case .absent = child { return nil }
      value = child
    }
    return value
  }

  private func missing(_ name: Template.Name, _ why: String, _ state: State) -> RenderError {
    RenderError(file: set.bodies[state.body].path, location: name.location, message: "'\(name.text)': \(why)")
  }

  private static func write(_ value: TemplateData, escaped: Bool, to output: inout [UInt8]) {
    let text: String
    switch value {
    case .text(let string):
      guard escaped else { return output.append(contentsOf: string.utf8) }
      text = string
    case .name(let name):
      guard escaped else { return output.append(contentsOf: name.raw.utf8) }
      text = name.raw
    case .number(let number): text = number.renderText
    case .value(let value): text = value.renderText
    case .flag(let flag): text = flag ? "true" : "false"
    case .integer(let integer): text = String(integer)
    case .scope, .list, .sequencePosition, .absent: return
    }
    guard escaped else { return output.append(contentsOf: text.utf8) }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "<"): output += "&lt;".utf8
      case UInt8(ascii: ">"): output += "&gt;".utf8
      case UInt8(ascii: "&"): output += "&amp;".utf8
      case UInt8(ascii: "\""): output += "&quot;".utf8
      case UInt8(ascii: "'"): output += "&#39;".utf8
      default: output.append(byte)
      }
    }
  }
}
