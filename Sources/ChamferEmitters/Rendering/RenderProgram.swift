/// A compiled target laid out flat for `TemplateRenderer`: every node of every template
/// is an `Op` of plain integers and unretained references, in one buffer, and all text
/// is in another.
///
/// Walking `CompiledTemplate`'s tree copies each node it visits, and copying a node
/// retains what it holds (its text, its name, its block). Those retains and releases are
/// atomic, and on a large build they were over a third of the renderer's time. An `Op`
/// holds nothing that is counted, so walking the program costs no reference counting at
/// all. The names an op refers to are kept alive by `names`, for as long as the program
/// lives.
///
/// The tree stays what the parser and its tests work with; the program is made from it
/// once per target.
final class RenderProgram: @unchecked Sendable {
  // Unchecked: the buffers are written only by `init` and read-only after it.

  /// A block of ops: `ops[start..<end]`.
  struct Body {
    var start: Int32
    var end: Int32
  }

  /// One node, as `CompiledTemplate.Node`, with its text, block and partial as places
  /// in the program's buffers.
  enum Op {
    /// `bytes[start..<end]`.
    case text(start: Int32, end: Int32)
    case variable(Unmanaged<CompiledTemplate.TemplateName>, escaped: Bool)
    case section(Unmanaged<CompiledTemplate.TemplateName>, Body, number: Int32)
    case invertedSection(Unmanaged<CompiledTemplate.TemplateName>, Body)
    /// `partials[partial]`, with the indentation of a standalone partial tag, by its
    /// index in `indentations` (0 for none).
    case partial(Int32, indentation: Int32)
    case contentType(escapesHTML: Bool)
  }

  let ops: UnsafeBufferPointer<Op>
  let bytes: UnsafeBufferPointer<UInt8>
  /// Each partial's body, by its index in `CompiledTarget.partials`.
  let partials: UnsafeBufferPointer<Body>
  /// Each file's body, by its index in `CompiledTarget.files`.
  let files: [Body]
  /// The indentations that standalone partial tags have, each once; 0 is none.
  let indentations: [[UInt8]]
  /// The target's names, by `TemplateName.id`, unretained.
  let names: UnsafeBufferPointer<Unmanaged<CompiledTemplate.TemplateName>>
  /// Holds the names the ops refer to.
  private let heldNames: [CompiledTemplate.TemplateName]

  init(files: [CompiledTemplate], partials: [CompiledTemplate.Block], names: [CompiledTemplate.TemplateName]) {
    var builder = Builder()
    let partialBodies = partials.map { builder.lower($0) }
    self.files = files.map { builder.lower($0.nodes) }
    ops = Self.copy(builder.ops)
    bytes = Self.copy(builder.bytes)
    self.partials = Self.copy(partialBodies)
    indentations = builder.indentations
    self.names = Self.copy(names.map { .passUnretained($0) })
    heldNames = names
  }

  deinit {
    ops.deallocate()
    bytes.deallocate()
    partials.deallocate()
    names.deallocate()
  }

  private static func copy<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
    _ = buffer.initialize(from: elements)
    return UnsafeBufferPointer(rebasing: buffer[..<elements.count])
  }

  /// Lays blocks out one after another; a section's block comes before the ops of the
  /// block that holds it, so that every block is one run of ops.
  private struct Builder {
    var ops: [Op] = []
    var bytes: [UInt8] = []
    var indentations: [[UInt8]] = [[]]
    private var indentationIndices: [[UInt8]: Int32] = [[]: 0]

    mutating func lower(_ block: CompiledTemplate.Block) -> Body {
      var own: [Op] = []
      own.reserveCapacity(block.count)
      for node in block {
        switch node {
        case .text(let text):
          let start = Int32(bytes.count)
          bytes += text
          own.append(.text(start: start, end: Int32(bytes.count)))
        case .variable(let name, let escaped):
          own.append(.variable(.passUnretained(name), escaped: escaped))
        case .section(let name, let block, let number):
          own.append(.section(.passUnretained(name), lower(block), number: Int32(number)))
        case .invertedSection(let name, let block):
          own.append(.invertedSection(.passUnretained(name), lower(block)))
        case .partial(let index, let indentation):
          // A partial the target does not have renders nothing, so it needs no op.
          guard let index else { continue }
          own.append(.partial(Int32(index), indentation: indentationIndex(indentation ?? [])))
        case .contentType(let escapesHTML):
          own.append(.contentType(escapesHTML: escapesHTML))
        }
      }
      let start = Int32(ops.count)
      ops += own
      return Body(start: start, end: Int32(ops.count))
    }

    private mutating func indentationIndex(_ indentation: [UInt8]) -> Int32 {
      if let index = indentationIndices[indentation] { return index }
      let index = Int32(indentations.count)
      indentations.append(indentation)
      indentationIndices[indentation] = index
      return index
    }
  }
}
