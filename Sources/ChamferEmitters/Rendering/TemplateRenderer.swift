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
struct TemplateRenderer {
  private let target: CompiledTarget
  private var stack: [TemplateData]
  private var output: [UInt8] = []
  /// Bytes already handed to the sink; `output` holds what follows.
  private var flushed = 0
  /// Indentation owed to the token being rendered, written before its first byte.
  private var pendingIndentation: [UInt8]?
  private let sink: (UnsafeBufferPointer<UInt8>) -> Void

  /// How much output is kept before it goes to the sink.
  static let flushSize = 1 << 20

  /// What a block inherits from the tag that opened it.
  private struct Context {
    var position: SequencePosition?
    var indentation: [UInt8]?
    var escapesHTML: Bool
  }

  private init(_ target: CompiledTarget, root: TemplateData, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.target = target
    stack = [root]
    self.sink = sink
  }

  /// Renders one file of the target, handing its UTF-8 to `sink` piece by piece.
  static func render(
    _ file: Int, of target: CompiledTarget, root: TemplateData,
    into sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var renderer = TemplateRenderer(target, root: root, sink: sink)
    renderer.output.reserveCapacity(flushSize + (flushSize >> 2))
    renderer.render(target.files[file].nodes, Context(position: nil, indentation: nil, escapesHTML: true))
    renderer.flush(keeping: 0)
  }

  /// How many bytes have been rendered in all.
  private var written: Int { flushed + output.count }

  /// The rendered byte at `position`; only the last two are sure to still be in `output`.
  private func byte(at position: Int) -> UInt8 { output[position - flushed] }

  private mutating func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    if let indentation = pendingIndentation {
      pendingIndentation = nil
      output.append(contentsOf: indentation)
    }
    output.append(contentsOf: bytes)
    if output.count >= Self.flushSize { flush(keeping: 2) }
  }

  /// Hands all but the last `kept` bytes to the sink; the ones kept tell whether the
  /// output ends a line.
  private mutating func flush(keeping kept: Int) {
    let count = max(0, output.count - kept)
    guard count > 0 else { return }
    output.withUnsafeBufferPointer { sink(UnsafeBufferPointer(rebasing: $0[..<count])) }
    output.removeFirst(count)
    flushed += count
  }

  private mutating func render(_ block: CompiledTemplate.Block, _ context: Context) {
    var context = context
    guard let indentation = context.indentation, !indentation.isEmpty else {
      for node in block { render(node, &context) }
      return
    }
    let start = written
    for node in block {
      let before = written
      // The block's own output so far ends a line ("\r\n" is one character, and does
      // not count); any indentation owed is written before this token's first byte.
      // Nothing can be owed already: that needs an earlier byte of this block's own.
      if before > start, byte(at: before - 1) == newline, before - 1 == start || byte(at: before - 2) != carriageReturn {
        pendingIndentation = indentation
        render(node, &context)
        pendingIndentation = nil
      } else {
        render(node, &context)
      }
    }
  }

  private mutating func render(_ node: CompiledTemplate.Node, _ context: inout Context) {
    switch node {
    case .text(let bytes):
      append(bytes)
    case .variable(let name, let escaped):
      guard let value = lookUp(name, context) else { return }
      write(value, escaped: escaped && context.escapesHTML)
    case .section(let name, let block):
      renderSection(lookUp(name, context), block, context)
    case .invertedSection(let name, let block):
      renderInvertedSection(lookUp(name, context), block, context)
    case .partial(let index, let indentation):
      guard let index else { return }
      var inner = Context(position: nil, indentation: context.indentation, escapesHTML: true)
      if let indentation { inner.indentation = (context.indentation ?? []) + indentation }
      render(target.partials[index], inner)
    case .contentType(let escapesHTML):
      context.escapesHTML = escapesHTML
    }
  }

  private mutating func renderSection(_ value: TemplateData?, _ block: CompiledTemplate.Block, _ context: Context) {
    switch value {
    case .list(let list)?:
      let count = list.count
      guard count > 0 else { return }
      for index in 0..<count {
        stack.append(list.element(at: index))
        let position = SequencePosition(first: index == 0, last: index == count - 1, index: index)
        render(block, Context(position: position, indentation: context.indentation, escapesHTML: context.escapesHTML))
        stack.removeLast()
      }
    case .flag(let flag)?:
      if flag { render(block, context) }
    case let value?:
      stack.append(value)
      render(block, Context(position: nil, indentation: context.indentation, escapesHTML: context.escapesHTML))
      stack.removeLast()
    case nil:
      return
    }
  }

  private mutating func renderInvertedSection(
    _ value: TemplateData?, _ block: CompiledTemplate.Block, _ context: Context
  ) {
    switch value {
    case .list(let list)? where list.count == 0:
      stack.append(.list(list))
      render(block, Context(position: nil, indentation: context.indentation, escapesHTML: context.escapesHTML))
      stack.removeLast()
    case .flag(false)?, nil:
      render(block, context)
    case .some:
      return
    }
  }

  private func lookUp(_ name: CompiledTemplate.TemplateName, _ context: Context) -> TemplateData? {
    var value: TemplateData?
    switch name.start {
    case .current:
      value = stack.last
    case .sequencePosition:
      value = context.position.map(TemplateData.sequencePosition)
    case .currentOnly:
      value = stack.last.flatMap { descend($0, name.path[...]) }
    case .stack:
      guard let first = name.path.first else {
        value = stack.last
        break
      }
      // By index, matching the scope in place: iterating `stack.reversed()` copied every
      // value it passed, and most names are found in the first scope or two.
      var level = stack.count - 1
      while level >= 0 {
        if case .scope(let scope) = stack[level], let child = scope.value(forKey: first) {
          value = name.path.count == 1 ? child : descend(child, name.path.dropFirst())
          break
        }
        level -= 1
      }
    }
    guard var result = value else { return nil }
    for transform in name.transforms {
      // Sizes and numbers meet a value style in most transforms; it was found once.
      if case .number(let number) = result, let style = transform.style {
        result = .text(number.literal(in: style))
        continue
      }
      guard let next = result.transformed(transform.name) else { return nil }
      result = next
    }
    return result
  }

  private func descend(_ value: TemplateData, _ path: ArraySlice<TemplateKey>) -> TemplateData? {
    var value = value
    for key in path {
      guard let child = value.child(key) else { return nil }
      value = child
    }
    return value
  }

  private mutating func write(_ value: TemplateData, escaped: Bool) {
    let text: String =
      switch value {
      case .text(let text): text
      case .name(let name): name.raw
      case .number(let number): number.renderText
      case .value(let value): value.renderText
      case .flag(let flag): flag ? "true" : "false"
      case .integer(let integer): String(integer)
      case .scope, .list, .sequencePosition: String(describing: value.mustacheObject)
      }
    if escaped {
      appendEscapingHTML(text)
    } else {
      append(text.utf8)
    }
  }

  /// swift-mustache's HTML escaping: `<`, `>`, `&`, `"` and `'`.
  private mutating func appendEscapingHTML(_ text: String) {
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
      default: escaped.append(byte)
      }
    }
    append(escaped)
  }
}

private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
