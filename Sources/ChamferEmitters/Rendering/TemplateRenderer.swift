/// Runs a `CompiledTarget` over a context and writes UTF-8 into a buffer that it hands
/// to a sink whenever it grows past `flushSize`, so a file of any size renders in a
/// small, fixed amount of memory.
///
/// It renders exactly as swift-mustache does (the golden tests render the bundled
/// targets both ways and compare): names are looked up from the innermost section
/// outwards and stop at the first object that has the name's first part; a list
/// section repeats with its position available as `first()`, `last()` and `index()`;
/// a flag section keeps the current object; a partial starts again in HTML content
/// and indents a token's output when the block's own output so far ends a line.
///
/// swift-mustache puts that indentation in front of a token's output once the token
/// has rendered, if it rendered anything. Here it is held back instead and written just
/// before the token's first byte, so nothing already written ever moves and the buffer
/// can be flushed at any point.
///
/// Sections over shared scopes are rendered once and then replayed: see `Script`.
struct TemplateRenderer {
  /// Holds the target's program while the renderer reads its buffers.
  private let target: CompiledTarget
  /// The program's buffers (`RenderProgram`).
  private let ops: UnsafeBufferPointer<RenderProgram.Op>
  private let bytes: UnsafeBufferPointer<UInt8>
  private let partials: UnsafeBufferPointer<RenderProgram.Body>
  private let names: UnsafeBufferPointer<Unmanaged<CompiledTemplate.TemplateName>>
  private var indentations: Indentations
  /// The stack of sections being rendered, one level per section (and per element of a
  /// list), in two arrays of the same length. A level that is a scope has it in
  /// `scopes`, unretained, and nil in `values`: whatever pushed the scope holds it
  /// until the level is popped (the section's value, or the list the element is in),
  /// so pushing one and looking names up in it costs no reference counting. Any other
  /// level has nil in `scopes` and its value in `values`.
  private var scopes: [Unmanaged<TemplateScope>?]
  private var values: [TemplateData?]
  private var output: OutputBytes
  /// Bytes already handed to the sink; `output` holds what follows.
  private var flushed = 0
  /// Indentation owed to the token being rendered, written before its first byte, by
  /// its number in `indentations`; 0 for none.
  private var pendingIndentation: Int32 = 0
  private let sink: (UnsafeBufferPointer<UInt8>) -> Void
  /// Counts calls to `append`, even of nothing: each pays indentation owed.
  private var appends = 0

  /// Per section number, the objects it has met (scopes or lists): the number of the
  /// first of their entries in `meetings`.
  private var scripts: [ScriptTable]
  /// Every meeting of a section with an object, with the escaping and indentation it
  /// came with, by number; a struct array, so that reading one retains nothing.
  private var meetings: [Meeting] = []
  /// Holds the scripts that meetings refer to without retaining them.
  private var recordings: [Script] = []
  /// Per section number: its output once depended on more than its own scope and the
  /// names it writes, or it never met the same object twice in its first
  /// `Script.trial` meetings, so it is always rendered.
  private var unscripted: [Bool]
  /// Per section number: how many objects it has met for the first time, and whether
  /// it has met one again.
  private var firstMeetings: [Int]
  private var metAgain: [Bool]
  /// The script being recorded, if any; only one at a time.
  private var take: Take?
  /// Where the last `lookUp` found its name's first part: a stack level, -1 for
  /// nowhere, or `Int.max` for something that is not on the stack (a list position).
  private var foundLevel = 0
  /// The rendered text of a replay's holes, end to end, reused from replay to replay.
  private var holeText = OutputBytes(capacity: 1 << 10)
  private var holeEnds: [Int] = []
  /// Changes whenever the stack does, so two lookups of a name with the same
  /// `stackVersion` find the same value.
  private var stackVersion = 0
  /// The last value a replay's hole or guard found for each name (by `TemplateName.id`), and
  /// when: sections replayed one after another over the same component ask for the same
  /// few names (its name, the theme's prefix) again and again.
  private var found: [(version: Int, value: TemplateAnswer?)]
  private var counts = ScriptCounts()

  /// How much output is kept before it goes to the sink.
  static let flushSize = 1 << 20

  /// What a block inherits from the tag that opened it. Plain values only, so passing
  /// one on costs no reference counting.
  private struct Context {
    var position: SequencePosition?
    /// The indentation of the partials the block is in, by its number in
    /// `indentations`; 0 for none.
    var indentation: Int32
    var escapesHTML: Bool
  }

  private init(_ target: CompiledTarget, root: TemplateData, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.target = target
    ops = target.program.ops
    bytes = target.program.bytes
    partials = target.program.partials
    names = target.program.names
    indentations = Indentations(tags: target.program.indentations)
    scopes = []
    values = []
    self.sink = sink
    output = OutputBytes(capacity: Self.flushSize + (Self.flushSize >> 2))
    unscripted = Array(repeating: false, count: target.sectionCount)
    scripts = Array(repeating: ScriptTable(), count: target.sectionCount)
    firstMeetings = Array(repeating: 0, count: target.sectionCount)
    metAgain = Array(repeating: false, count: target.sectionCount)
    found = Array(repeating: (-1, nil), count: target.names.count)
    // `render` holds the root until the renderer is done.
    push(root)
  }

  /// Renders one file of the target, handing its UTF-8 to `sink` piece by piece.
  @discardableResult
  static func render(
    _ file: Int, of target: CompiledTarget, root: TemplateData,
    into sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void
  ) -> ScriptCounts {
    var renderer = TemplateRenderer(target, root: root, sink: sink)
    defer {
      renderer.output.deallocate()
      renderer.holeText.deallocate()
    }
    renderer.render(target.program.files[file], Context(position: nil, indentation: 0, escapesHTML: true))
    renderer.flush(keeping: 0)
    renderer.counts.unscripted = renderer.unscripted.count { $0 }
    return renderer.counts
  }

  /// How often sections were recorded and replayed in one rendering (see `Script`).
  struct ScriptCounts: Equatable {
    var recorded = 0
    var replayed = 0
    /// Replays refused because a guard or hole no longer held; those sections rendered.
    var refused = 0
    /// Sections found not to be replayable.
    var unscripted = 0
  }

  /// How many bytes have been rendered in all.
  private var written: Int { flushed + output.count }

  /// The rendered byte at `position`; only the last two are sure to still be in `output`.
  private func byte(at position: Int) -> UInt8 { output[position - flushed] }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    payIndentation()
    output.append(bytes)
    flushIfFull()
  }

  /// Starts an append: counts it, and writes the indentation owed, if any.
  private mutating func payIndentation() {
    appends &+= 1
    if pendingIndentation != 0 {
      indentations.write(pendingIndentation, into: &output)
      pendingIndentation = 0
    }
  }

  private mutating func flushIfFull() {
    if output.count >= Self.flushSize { flush(keeping: 2) }
  }

  /// Hands all but the last `kept` bytes to the sink; the ones kept tell whether the
  /// output ends a line.
  private mutating func flush(keeping kept: Int) {
    let count = max(0, output.count - kept)
    guard count > 0 else { return }
    sink(output.bytes(0..<count))
    output.removeFirst(count)
    flushed += count
  }

  private mutating func render(_ body: RenderProgram.Body, _ context: Context) {
    var context = context
    guard context.indentation != 0 else {
      for index in body.start..<body.end { render(ops[Int(index)], &context) }
      return
    }
    let start = written
    for index in body.start..<body.end {
      let before = written
      // The block's own output so far ends a line ("\r\n" is one character, and does
      // not count); any indentation owed is written before this token's first byte.
      // Nothing can be owed already: that needs an earlier byte of this block's own.
      if before > start, byte(at: before - 1) == newline, before - 1 == start || byte(at: before - 2) != carriageReturn {
        pendingIndentation = context.indentation
        render(ops[Int(index)], &context)
        pendingIndentation = 0
      } else {
        render(ops[Int(index)], &context)
      }
    }
  }

  private mutating func render(_ op: RenderProgram.Op, _ context: inout Context) {
    switch op {
    case .text(let start, let end):
      append(UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]))
    case .variable(let name, let escaped):
      // The program holds its names; borrowing one here costs no retain.
      name._withUnsafeGuaranteedRef { renderVariable($0, escaped: escaped && context.escapesHTML, context) }
    case .section(let name, let body, let number):
      name._withUnsafeGuaranteedRef { renderSection($0, body, number: Int(number), context) }
    case .invertedSection(let name, let body):
      name._withUnsafeGuaranteedRef { name in
        let value = lookUp(name, context)
        if take != nil, foundLevel < take!.level { take!.guardBranch(on: name, value) }
        renderInvertedSection(value, body, context)
      }
    case .partial(let index, let indentation):
      let inner = Context(
        position: nil, indentation: indentations.nested(indentation, in: context.indentation), escapesHTML: true)
      render(partials[Int(index)], inner)
    case .contentType(let escapesHTML):
      context.escapesHTML = escapesHTML
    }
  }

  private mutating func renderVariable(_ name: CompiledTemplate.TemplateName, escaped: Bool, _ context: Context) {
    let value = lookUp(name, context)
    if take != nil, foundLevel < take!.level {
      writeHole(name, value, escaped: escaped)
      return
    }
    guard let value else { return }
    write(value, escaped: escaped)
  }

  private mutating func renderSection(
    _ name: CompiledTemplate.TemplateName, _ body: RenderProgram.Body, number: Int, _ context: Context
  ) {
    let value = lookUp(name, context)
    if take != nil, foundLevel < take!.level { take!.guardBranch(on: name, value) }
    switch value {
    case .scope?, .list?, .made(.scope)?, .made(.list)?:
      if take == nil, !unscripted[number] {
        renderScripted(number, value!, body, context)
      } else {
        renderSection(value, body, context)
      }
    default:
      renderSection(value, body, context)
    }
  }

  /// Pushes `value`, which the caller holds until the matching `pop`.
  private mutating func push(_ value: TemplateData) {
    if case .scope(let scope) = value {
      push(scope: .passUnretained(scope))
    } else {
      scopes.append(nil)
      values.append(value)
      stackVersion &+= 1
    }
  }

  private mutating func push(scope: Unmanaged<TemplateScope>) {
    scopes.append(scope)
    values.append(nil)
    stackVersion &+= 1
  }

  /// Pushes the element of `list` at `index`; the list holds it until the `pop`.
  private mutating func push(_ list: TemplateList, at index: Int) {
    if let scope = list.scope(at: index) {
      push(scope: scope)
    } else {
      push(list.element(at: index))
    }
  }

  private mutating func pop() {
    scopes.removeLast()
    values.removeLast()
    stackVersion &+= 1
  }

  /// How many levels the stack has.
  private var depth: Int { scopes.count }

  /// The value of the top level: a scope there is lent, as the stack holds it.
  private var top: TemplateAnswer {
    if let scope = scopes[depth - 1] { .scope(scope) } else { .made(values[depth - 1]!) }
  }

  private mutating func renderSection(_ value: TemplateAnswer?, _ block: RenderProgram.Body, _ context: Context) {
    switch value {
    case .list(let list)?:
      list._withUnsafeGuaranteedRef { renderList($0, block, context) }
    case .made(.list(let list))?:
      renderList(list, block, context)
    case .made(.flag(let flag))?:
      if flag { render(block, context) }
    case .scope(let scope)?:
      push(scope: scope)
      render(block, Context(position: nil, indentation: context.indentation, escapesHTML: context.escapesHTML))
      pop()
    case let value?:
      push(value.data)
      render(block, Context(position: nil, indentation: context.indentation, escapesHTML: context.escapesHTML))
      pop()
    case nil:
      return
    }
  }

  /// The block once for each element of `list`, which the caller holds.
  private mutating func renderList(_ list: TemplateList, _ block: RenderProgram.Body, _ context: Context) {
    let count = list.count
    for index in 0..<count {
      push(list, at: index)
      let position = SequencePosition(first: index == 0, last: index == count - 1, index: index)
      render(block, Context(position: position, indentation: context.indentation, escapesHTML: context.escapesHTML))
      pop()
    }
  }

  private mutating func renderInvertedSection(
    _ value: TemplateAnswer?, _ block: RenderProgram.Body, _ context: Context
  ) {
    switch value {
    case .list(let list)? where list._withUnsafeGuaranteedRef({ $0.count }) == 0:
      push(.list(list.takeUnretainedValue()))
      render(block, Context(position: nil, indentation: context.indentation, escapesHTML: context.escapesHTML))
      pop()
    case .made(.list(let list))? where list.count == 0:
      push(.list(list))
      render(block, Context(position: nil, indentation: context.indentation, escapesHTML: context.escapesHTML))
      pop()
    case .made(.flag(false))?, nil:
      render(block, context)
    case .some:
      return
    }
  }

  /// Looks `name` up and sets `foundLevel` to where its first part was found. What it
  /// finds may be lent by a scope on the stack, and is good while that scope is there.
  private mutating func lookUp(_ name: CompiledTemplate.TemplateName, _ context: Context) -> TemplateAnswer? {
    var value: TemplateAnswer?
    switch name.start {
    case .current:
      foundLevel = depth - 1
      value = top
    case .sequencePosition:
      foundLevel = .max
      value = context.position.map { .made(.sequencePosition($0)) }
    case .currentOnly:
      foundLevel = depth - 1
      value = descend(top, name.path[...])
    case .stack:
      guard let first = name.path.first else {
        foundLevel = depth - 1
        value = top
        break
      }
      // Through the unretained scopes: matching each level's `TemplateData` would
      // retain and release each scope passed, and most lookups pass one or two.
      var level = depth - 1
      while level >= 0 {
        if let scope = scopes[level], let child = scope._withUnsafeGuaranteedRef({ $0.answer(forKey: first) }) {
          value = name.path.count == 1 ? child : descend(child, name.path.dropFirst())
          break
        }
        level -= 1
      }
      foundLevel = level
    }
    guard var result = value else { return nil }
    // By index, reading a transform's fields in place: copying a `Transform` retains
    // its name.
    for index in name.transforms.indices {
      guard let next = Self.apply(name.transforms[index], to: result) else { return nil }
      result = next
    }
    return result
  }

  /// `value` with `transform` applied; nil for a transform the value does not have.
  private static func apply(_ transform: CompiledTemplate.Transform, to value: consuming TemplateAnswer) -> TemplateAnswer? {
    // Most transforms spell a name or write a size or number in a value style; which
    // one was found when the template was compiled.
    switch consume value {
    case .name(let name) where transform.spelling != nil:
      .text(name._withUnsafeGuaranteedRef { $0.text(transform.spelling!) })
    case .made(.name(let name)) where transform.spelling != nil: .text(name.text(transform.spelling!))
    case .made(.number(let number)) where transform.style != nil: .text(number.literal(in: transform.style!))
    case let other: other.data.transformed(transform.name).map(TemplateAnswer.made)
    }
  }

  /// The value at `path` below `value`: only a scope has anything below it.
  private func descend(_ value: TemplateAnswer, _ path: ArraySlice<TemplateKey>) -> TemplateAnswer? {
    var value = value
    for key in path {
      let child: TemplateAnswer?
      switch value {
      case .scope(let scope): child = scope._withUnsafeGuaranteedRef { $0.answer(forKey: key) }
      // What a scope made for the asking lends would go with it: take it as a value.
      case .made(.scope(let scope)): child = scope.answer(forKey: key).map { .made($0.data) }
      default: return nil
      }
      guard let child else { return nil }
      value = child
    }
    return value
  }

  /// Writes `value` as text, as one append.
  private mutating func write(_ value: TemplateAnswer, escaped: Bool) {
    payIndentation()
    Self.write(value, escaped: escaped, into: &output)
    flushIfFull()
  }

  private static func write(_ value: TemplateAnswer, escaped: Bool, into output: inout OutputBytes) {
    switch value {
    case .name(let name): name._withUnsafeGuaranteedRef { output.append($0.raw, escapingHTML: escaped) }
    case .made(let value): write(value, escaped: escaped, into: &output)
    case .scope, .list: write(value.data, escaped: escaped, into: &output)
    }
  }

  /// The text of `value`, escaped for HTML if asked, straight from the string it holds.
  private static func write(_ value: TemplateData, escaped: Bool, into output: inout OutputBytes) {
    switch value {
    case .text(let text): output.append(text, escapingHTML: escaped)
    case .name(let name): output.append(name.raw, escapingHTML: escaped)
    case .number(let number): output.append(number.renderText, escapingHTML: escaped)
    case .value(let value): output.append(value.renderText, escapingHTML: escaped)
    case .flag(let flag): output.append(flag ? "true" : "false", escapingHTML: escaped)
    case .integer(let integer): output.append(String(integer), escapingHTML: escaped)
    case .scope, .list, .sequencePosition:
      output.append(String(describing: value.mustacheObject), escapingHTML: escaped)
    }
  }
}

// MARK: - Scripts

/// A section's output over one scope or list, kept so the section need not be rendered
/// again: its bytes, with holes where it wrote a name found outside that scope.
///
/// Themes share a handful of shapes among many components, and a component's section
/// over its shape (`{{#shape}}…{{/shape}}`) mostly writes what the shape says, with the
/// component's name here and there. The second time a section meets the same scope
/// (the same object) it is recorded: every byte it writes, and for each name it writes
/// that was found further out, a hole. From then on it is replayed: the holes' names
/// are looked up again, from the section's place in the stack, and written between the
/// recorded bytes.
///
/// A replay gives what rendering would, because everything else the section did was
/// decided inside its own scope, which has not changed:
/// - a section or inverted section inside it whose name was found further out is a
///   `Guard`: the replay checks it is still absent, the same flag, or the very same
///   scope, list or name. Any other value makes the section unscripted for good, as does
///   a hole whose text ends a line.
/// - a partial's indentation goes where the block's own output ends a line, so a hole
///   must again be missing, empty or text as it was when recorded, and must not end
///   with a line break (`\r` included: before a `\n` it joins it). A replay that
///   would break either renders the section instead.
/// - indentation owed when the section begins is paid by its first `append`, in a
///   replay as in rendering; `writes` says whether there was one.
///
/// The first meeting only notes the object, so sections over scopes that come once
/// (a component's own) cost an entry, not a copy of their output, and only until
/// `trial` of them have come and gone.
private final class Script {
  /// How many different objects a section may meet before it has met one of them
  /// again; one that has not (a section over each component's own variants, say)
  /// stops being noted.
  static let trial = 32

  /// The recorded bytes, without the holes.
  let bytes: [UInt8]
  let holes: [Hole]
  let guards: [Guard]
  let writes: Bool

  init(bytes: [UInt8], holes: [Hole], guards: [Guard], writes: Bool) {
    self.bytes = bytes
    self.holes = holes
    self.guards = guards
    self.writes = writes
  }

  /// Plain values, so that a replay walks the holes without retaining anything.
  struct Hole {
    /// Where in `bytes` the hole's text goes.
    var offset: Int
    /// The name, by `TemplateName.id`.
    var name: Int
    var escaped: Bool
    var fill: Fill
  }

  /// What a hole held. A missing name writes nothing and pays no indentation owed; an
  /// empty one pays it; text ends whatever line the block was on.
  enum Fill: Equatable {
    case missing, empty, text

    init(_ missing: Bool, _ empty: Bool) {
      self = missing ? .missing : empty ? .empty : .text
    }
  }
}

/// A branch taken inside a recorded section on a name found outside its scope.
private struct Guard {
  enum Outcome: Equatable {
    case absent
    case flag(Bool)
    /// A scope, list or name, which the section then rendered over: the replay must
    /// find the very same object (a partial that opens `{{#shape}}` inside a section
    /// over that shape finds it through the component), by its address.
    case object(UInt)
  }

  /// The name, by `TemplateName.id`.
  var name: Int
  var outcome: Outcome
  /// The object of an `.object` outcome, held so that no other can take its address.
  var held: AnyObject?
}

extension TemplateAnswer {
  /// The address of the object the answer is (a scope, a list or a name), if it is one.
  var address: UInt? { object.map { UInt(bitPattern: $0.toOpaque()) } }
}

/// A section's meeting with one object, with the escaping and indentation it came with.
/// A partial can be included at several indentations, so an object can meet the same
/// section in more than one way; the others are chained through `next`.
private struct Meeting {
  /// Held so that no other object can take its address while the renderer runs.
  let identity: AnyObject
  let escapesHTML: Bool
  /// By its number in the renderer's `Indentations`.
  let indentation: Int32
  /// The section's output over the object, once recorded (`recordings` holds it).
  var script: Unmanaged<Script>?
  /// The number of the object's previous meeting with the section; -1 for none.
  let next: Int32
}

extension [Meeting] {
  /// The number of the meeting for this escaping and indentation, in the chain that
  /// starts at `first`; -1 for none.
  func matching(_ first: Int32, escapesHTML: Bool, indentation: Int32) -> Int32 {
    var number = first
    while number >= 0 {
      if self[Int(number)].escapesHTML == escapesHTML, self[Int(number)].indentation == indentation { return number }
      number = self[Int(number)].next
    }
    return -1
  }
}

/// A section's meetings by object. The key is the object's address, unique already, so
/// a slot is found with a multiply and a mask: hashing each key through `Hasher`, as a
/// `Dictionary` does, was most of the cost of the 600,000 sections a 10,000-component
/// build meets. Open addressing, at most half full. A struct, changed in place in the
/// renderer's array: a class's arrays would be checked for exclusive access on every use.
private struct ScriptTable {
  /// Addresses; 0 marks an empty slot (no object lives at address 0).
  private var keys = [UInt](repeating: 0, count: 16)
  /// The number of the object's latest meeting; -1 in an empty slot.
  private var entries = [Int32](repeating: -1, count: 16)
  private var count = 0

  subscript(address: UInt) -> Int32 {
    get { entries[slot(for: address)] }
    set {
      let index = slot(for: address)
      if keys[index] == 0 {
        keys[index] = address
        count += 1
      }
      entries[index] = newValue
      if count * 2 > keys.count { grow() }
    }
  }

  /// The slot holding `address`, or the empty one where it would go.
  private func slot(for address: UInt) -> Int {
    let mask = keys.count - 1
    // Fibonacci hashing: the high bits of the product mix every bit of the address.
    var index = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    while keys[index] != 0, keys[index] != address { index = (index + 1) & mask }
    return index
  }

  private mutating func grow() {
    let old = zip(keys, entries)
    keys = Array(repeating: 0, count: keys.count * 2)
    entries = Array(repeating: -1, count: keys.count)
    for (address, entry) in old where address != 0 {
      let index = slot(for: address)
      keys[index] = address
      entries[index] = entry
    }
  }
}

/// A script being recorded.
private struct Take {
  /// The stack level the section's scope, or each element of its list, is pushed at;
  /// names found below it are the holes and guards.
  let level: Int
  /// Where the section's first byte of its own output will be (after indentation owed).
  var start: Int
  /// Written positions of each hole's text: its start and end.
  var holeSpans: [(start: Int, end: Int)] = []
  var holes: [Script.Hole] = []
  var guards: [Guard] = []
  /// Something the section did cannot be replayed.
  var failed = false

  mutating func guardBranch(on name: CompiledTemplate.TemplateName, _ value: TemplateAnswer?) {
    let outcome: Guard.Outcome
    var held: AnyObject?
    switch value {
    case nil: outcome = .absent
    case .made(.flag(let flag))?: outcome = .flag(flag)
    case let value?:
      guard let object = value.object else {
        failed = true
        return
      }
      outcome = .object(UInt(bitPattern: object.toOpaque()))
      held = object.takeUnretainedValue()
    }
    // Sections inside a list meet the same names once per element.
    if !guards.contains(where: { $0.name == name.id && $0.outcome == outcome }) {
      guards.append(Guard(name: name.id, outcome: outcome, held: held))
    }
  }
}

extension TemplateRenderer {
  /// Renders a section over `value`, a scope or list, recording it the second time it
  /// meets the same object and replaying it from then on (see `Script`).
  private mutating func renderScripted(
    _ number: Int, _ value: TemplateAnswer, _ block: RenderProgram.Body, _ context: Context
  ) {
    let identity = value.object!
    let key = UInt(bitPattern: identity.toOpaque())
    let indentation = context.indentation
    let chain = scripts[number][key]
    let meeting = meetings.matching(chain, escapesHTML: context.escapesHTML, indentation: indentation)
    guard meeting >= 0 else {
      firstMeetings[number] += 1
      if !metAgain[number], firstMeetings[number] >= Script.trial { unscripted[number] = true }
      scripts[number][key] = Int32(meetings.count)
      meetings.append(
        Meeting(
          identity: identity.takeUnretainedValue(), escapesHTML: context.escapesHTML, indentation: indentation,
          script: nil, next: chain))
      renderSection(value, block, context)
      return
    }
    metAgain[number] = true
    if let script = meetings[Int(meeting)].script {
      if script._withUnsafeGuaranteedRef({ replay($0, context) }) {
        counts.replayed += 1
      } else {
        counts.refused += 1
        renderSection(value, block, context)
      }
      return
    }

    let owed = pendingIndentation
    let flushedBefore = flushed
    let appendsBefore = appends
    take = Take(level: depth, start: written)
    renderSection(value, block, context)
    let recorded = take!
    take = nil
    guard !recorded.failed else {
      unscripted[number] = true
      return
    }
    // Kept only while the whole output is still in the buffer.
    guard flushed == flushedBefore else { return }
    var start = recorded.start - flushed
    if owed != 0, pendingIndentation == 0 { start += indentations.count(of: owed) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(output.count - start)
    var holes = recorded.holes
    for (index, span) in recorded.holeSpans.enumerated() {
      bytes.append(contentsOf: output.bytes(start..<(span.start - flushed)))
      holes[index].offset = bytes.count
      start = span.end - flushed
    }
    bytes.append(contentsOf: output.bytes(start..<output.count))
    let script = Script(bytes: bytes, holes: holes, guards: recorded.guards, writes: appends != appendsBefore)
    recordings.append(script)
    meetings[Int(meeting)].script = .passUnretained(script)
    counts.recorded += 1
  }

  /// Writes a name found outside the section being recorded, and notes it as a hole.
  private mutating func writeHole(_ name: CompiledTemplate.TemplateName, _ value: TemplateAnswer?, escaped: Bool) {
    let owed = pendingIndentation
    var start = written
    if let value { write(value, escaped: escaped) }
    if owed != 0, pendingIndentation == 0 { start += indentations.count(of: owed) }
    let end = written
    if end > start, end > flushed, Self.endsLine(output[end - 1 - flushed]) { take!.failed = true }
    take!.holeSpans.append((start, end))
    take!.holes.append(
      Script.Hole(offset: 0, name: name.id, escaped: escaped, fill: .init(value == nil, start == end)))
  }

  /// `lookUp` for a replay's holes and guards, which are names found outside the
  /// section: answered from `found` when the stack has not changed since.
  private mutating func lookUpAgain(_ id: Int, _ context: Context) -> TemplateAnswer? {
    if found[id].version == stackVersion { return found[id].value }
    let value = names[id]._withUnsafeGuaranteedRef { lookUp($0, context) }
    found[id] = (stackVersion, value)
    return value
  }

  /// Whether text ending in `byte` would change where a partial's indentation goes.
  private static func endsLine(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

  /// Writes `script` if its guards and holes still hold here; false if they do not,
  /// having written nothing.
  private mutating func replay(_ script: Script, _ context: Context) -> Bool {
    for index in script.guards.indices {
      // Field by field: a whole `Guard` would retain the object it holds.
      let value = lookUpAgain(script.guards[index].name, context)
      switch (script.guards[index].outcome, value) {
      case (.absent, nil): continue
      case (.flag(let expected), .made(.flag(let flag))?) where flag == expected: continue
      case (.object(let expected), let value?) where value.address == expected: continue
      default: return false
      }
    }
    holeText.removeAll()
    holeEnds.removeAll(keepingCapacity: true)
    for index in script.holes.indices {
      let hole = script.holes[index]
      let start = holeText.count
      let value = lookUpAgain(hole.name, context)
      if let value { Self.write(value, escaped: hole.escaped, into: &holeText) }
      guard Script.Fill(value == nil, holeText.count == start) == hole.fill,
        holeText.count == start || !Self.endsLine(holeText[holeText.count - 1])
      else { return false }
      holeEnds.append(holeText.count)
    }
    guard script.writes else { return true }
    // What the recorded appends would write, as one append: the indentation owed (paid
    // by the first of them, as `writes` says there was one), then bytes and holes in
    // turn. The buffer is flushed after the whole script rather than inside it, which
    // moves where the sink's pieces begin and end, not what they hold.
    payIndentation()
    script.bytes.withUnsafeBufferPointer { bytes in
      var from = 0
      var holeStart = 0
      for index in script.holes.indices {
        let offset = script.holes[index].offset
        output.append(UnsafeBufferPointer(rebasing: bytes[from..<offset]))
        output.append(holeText.bytes(holeStart..<holeEnds[index]))
        from = offset
        holeStart = holeEnds[index]
      }
      output.append(UnsafeBufferPointer(rebasing: bytes[from...]))
    }
    flushIfFull()
    return true
  }
}

/// The indentations a rendering meets, each numbered once: 0 is none, and a number
/// stands for the same bytes wherever it appears, so contexts and scripts compare
/// numbers. A partial included by a standalone tag is indented by the tag's own
/// indentation after the one it is included with; `nested` finds that number in a
/// table rather than joining the bytes each time.
private struct Indentations {
  /// The bytes of every indentation, end to end; `spans[number]` is where one is.
  private var bytes: [UInt8] = []
  private var spans: [Range<Int>] = [0..<0]
  private var numbers: [[UInt8]: Int32] = [[]: 0]
  /// The program's tag indentations (`RenderProgram.indentations`).
  private let tags: [[UInt8]]
  /// `nested(tag, in: outer)` at `outer * tags.count + tag`, once worked out; -1 before.
  private var nestings: [Int32]

  init(tags: [[UInt8]]) {
    self.tags = tags
    nestings = Array(repeating: -1, count: tags.count)
  }

  /// The indentation of a partial whose tag has indentation `tag` (a program number),
  /// included where indentation `outer` (a number here) is in force.
  mutating func nested(_ tag: Int32, in outer: Int32) -> Int32 {
    guard tag != 0 else { return outer }
    let slot = Int(outer) * tags.count + Int(tag)
    if nestings[slot] >= 0 { return nestings[slot] }
    let joined = Array(bytes[spans[Int(outer)]]) + tags[Int(tag)]
    let number: Int32
    if let known = numbers[joined] {
      number = known
    } else {
      number = Int32(spans.count)
      spans.append(bytes.count..<(bytes.count + joined.count))
      bytes += joined
      numbers[joined] = number
      nestings += Array(repeating: -1, count: tags.count)
    }
    nestings[slot] = number
    return number
  }

  func count(of number: Int32) -> Int { spans[Int(number)].count }

  func write(_ number: Int32, into output: inout OutputBytes) {
    bytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[spans[Int(number)]])) }
  }
}

/// Rendered bytes not yet handed to the sink, in memory the renderer owns: appending
/// to an `[UInt8]` goes through uniqueness and capacity checks and generic sequence code
/// on every call, and a file is millions of small appends. `deallocate()` frees it.
private struct OutputBytes {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  func deallocate() { base.deallocate() }

  subscript(position: Int) -> UInt8 { base[position] }

  /// The bytes in `range`, valid until the next change.
  func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
  }

  mutating func append(utf8 text: String) {
    if let done: Void = text.utf8.withContiguousStorageIfAvailable({ append($0) }) { return done }
    Array(text.utf8).withUnsafeBufferPointer { append($0) }
  }

  /// `text`'s UTF-8, with swift-mustache's HTML escaping of `<`, `>`, `&`, `"` and `'`
  /// when `escaping` says so.
  mutating func append(_ text: String, escapingHTML escaping: Bool) {
    guard escaping else { return append(utf8: text) }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "<"): append(staticText: "&lt;")
      case UInt8(ascii: ">"): append(staticText: "&gt;")
      case UInt8(ascii: "&"): append(staticText: "&amp;")
      case UInt8(ascii: "\""): append(staticText: "&quot;")
      case UInt8(ascii: "'"): append(staticText: "&#39;")
      default:
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
      }
    }
  }

  private mutating func append(staticText text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func removeAll() { count = 0 }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
    (base + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Drops the first `dropped` bytes, moving the rest to the front.
  mutating func removeFirst(_ dropped: Int) {
    count -= dropped
    if count > 0 { UnsafeMutableRawPointer(base).copyMemory(from: base + dropped, byteCount: count) }
  }

  private mutating func grow(toHold needed: Int) {
    capacity = max(needed, capacity * 2)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    grown.initialize(from: base, count: count)
    base.deallocate()
    base = grown
  }
}

private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
