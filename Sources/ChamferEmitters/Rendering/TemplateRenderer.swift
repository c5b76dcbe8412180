/// A target's templates, parsed: its files, and its partials by name.
///
/// Every partial tag is looked up once, here: it becomes a `linked` node, an index into
/// `bodies`, which holds each partial as parsed with the indentation of the tags that
/// include it (a standalone tag indents every line of the partial).
struct TemplateSet: Sendable {
  private(set) var files: [Template]
  /// Each partial's text, for parsing it with an indentation, and its template parsed
  /// without one.
  let partials: [String: (text: String, template: Template)]
  /// Partials as included, each with its file's path, by `linked` index.
  private(set) var bodies: [(nodes: [Template.Node], path: String)] = []

  /// How many partial bodies are made ahead; a partial that includes itself with an
  /// indentation would make ever deeper ones, whose tags stay unlinked and are parsed
  /// by the renderer as it meets them.
  static let bodyLimit = 1000

  init(files: [Template], partials: [String: (text: String, template: Template)]) {
    self.partials = partials
    self.files = []
    var linker = Linker()
    for file in files {
      var linked = file
      linked.nodes = link(file.nodes, &linker)
      self.files.append(linked)
    }
  }

  private struct Linker {
    var indices: [String: [String: Int]] = [:]
  }

  private mutating func link(_ nodes: [Template.Node], _ linker: inout Linker) -> [Template.Node] {
    nodes.map { node in
      switch node {
      case .section(let name, let inner, let inverted):
        return .section(name, link(inner, &linker), inverted: inverted)
      case .partial(let name, let indentation, _):
        if let index = linker.indices[name]?[indentation] { return .linked(index) }
        guard let partial = partials[name], bodies.count < Self.bodyLimit else { return node }
        var template = partial.template
        if !indentation.isEmpty {
          // The text parsed without an indentation, so it parses with one.
          guard let indented = try? Template(partial.text, path: template.path, indentation: indentation) else {
            return node
          }
          template = indented
        }
        let index = bodies.count
        linker.indices[name, default: [:]][indentation] = index
        bodies.append(([], template.path))
        bodies[index].nodes = link(template.nodes, &linker)
        return .linked(index)
      default:
        return node
      }
    }
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
  }

  /// A name strict rendering did not find, or partials nested past `maximumDepth`.
  struct RenderError: Error, Equatable, CustomStringConvertible {
    var file: String
    var location: Template.Location
    var message: String
    var description: String { "\(file):\(location.line):\(location.column): \(message)" }
  }

  /// How many partials may be open inside each other: enough for any sane recursion
  /// over data, and far short of exhausting the thread's stack.
  static let maximumDepth = 200
  /// How much output is kept before it goes to the sink.
  static let flushSize = 1 << 18

  private let set: TemplateSet
  private let options: Options
  private let sink: ([UInt8]) -> Void
  private var output: [UInt8] = []
  private var stack: [TemplateData] = []
  /// Partials parsed with the indentation of a standalone tag, by name and indentation.
  private var indented: [String: [String: Template]] = [:]
  private var depth = 0
  /// The template being rendered, for messages.
  private var file: String

  /// Renders `set.files[file]` over `root`, handing its UTF-8 to `sink` piece by piece.
  static func render(
    _ file: Int, of set: TemplateSet, root: TemplateData, options: Options = Options(),
    into sink: @escaping ([UInt8]) -> Void
  ) throws(RenderError) {
    var renderer = TemplateRenderer(set: set, options: options, sink: sink, file: set.files[file].path)
    renderer.output.reserveCapacity(flushSize + 4096)
    renderer.stack.append(root)
    try renderer.render(set.files[file].nodes, position: nil)
    if !renderer.output.isEmpty { sink(renderer.output) }
  }

  /// Renders a template that includes no partials: `text` over `root`, all at once.
  static func render(_ template: Template, root: TemplateData, options: Options = Options()) throws(RenderError) -> String {
    var bytes: [UInt8] = []
    try render(0, of: TemplateSet(files: [template], partials: [:]), root: root, options: options) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  private init(set: TemplateSet, options: Options, sink: @escaping ([UInt8]) -> Void, file: String) {
    self.set = set
    self.options = options
    self.sink = sink
    self.file = file
  }

  private mutating func render(_ nodes: [Template.Node], position: SequencePosition?) throws(RenderError) {
    for node in nodes {
      switch node {
      case .text(let text):
        output.append(contentsOf: text)
      case .linked(let index):
        try renderBody(index)
      case .variable(let name, let escaped):
        if let value = try lookUp(name, position) { write(value, escaped: escaped && options.escapesHTML) }
      case .section(let name, let nodes, let inverted):
        let value = try lookUp(name, position)
        if inverted {
          try renderInverted(value, nodes, position)
        } else {
          try renderSection(value, nodes, position)
        }
      case .partial(let name, let indentation, let location):
        try renderPartial(name, indentation: indentation, at: location)
      }
      if output.count >= Self.flushSize {
        sink(output)
        output.removeAll(keepingCapacity: true)
      }
    }
  }

  private mutating func renderSection(
    _ value: TemplateData?, _ nodes: [Template.Node], _ position: SequencePosition?
  ) throws(RenderError) {
    switch value {
    case nil, .absent?, .flag(false)?: return
    case .flag(true)?: try render(nodes, position: position)
    case .list(let list)?:
      let elements = list.elements
      for index in elements.indices {
        stack.append(elements[index])
        try render(
          nodes, position: SequencePosition(first: index == 0, last: index == elements.count - 1, index: index))
        stack.removeLast()
      }
    case let value?:
      stack.append(value)
      try render(nodes, position: nil)
      stack.removeLast()
    }
  }

  private mutating func renderInverted(
    _ value: TemplateData?, _ nodes: [Template.Node], _ position: SequencePosition?
  ) throws(RenderError) {
    switch value {
    case nil, .absent?, .flag(false)?: try render(nodes, position: position)
    case .list(let list)? where list.elements.isEmpty: try render(nodes, position: position)
    default: return
    }
  }

  private mutating func renderBody(_ index: Int) throws(RenderError) {
    guard depth < Self.maximumDepth else {
      throw RenderError(file: file, location: .init(line: 1, column: 1), message: "partials are nested more than \(Self.maximumDepth) deep")
    }
    let outer = file
    file = set.bodies[index].path
    depth += 1
    // A partial sees the stack but not the list position of the tag that includes it.
    try render(set.bodies[index].nodes, position: nil)
    depth -= 1
    file = outer
  }

  /// A partial tag that `TemplateSet` left unlinked: one it does not have, or one nested
  /// deeper than it made bodies for.
  private mutating func renderPartial(_ name: String, indentation: String, at location: Template.Location) throws(RenderError) {
    guard let partial = set.partials[name] else {
      if options.strict { throw RenderError(file: file, location: location, message: "there is no partial '\(name)'") }
      return
    }
    guard depth < Self.maximumDepth else {
      throw RenderError(
        file: file, location: location, message: "partials are nested more than \(Self.maximumDepth) deep")
    }
    var template = partial.template
    if !indentation.isEmpty {
      if let known = indented[name]?[indentation] {
        template = known
      } else {
        // The text parsed when the target was read, so it parses again.
        template = (try? Template(partial.text, path: partial.template.path, indentation: indentation)) ?? template
        indented[name, default: [:]][indentation] = template
      }
    }
    let outer = file
    file = template.path
    depth += 1
    // A partial sees the stack but not the list position of the tag that includes it.
    try render(template.nodes, position: nil)
    depth -= 1
    file = outer
  }

  /// The value `name` stands for here, transforms applied; nil when there is none.
  private func lookUp(_ name: Template.Name, _ position: SequencePosition?) throws(RenderError) -> TemplateData? {
    var value: TemplateData?
    switch name.start {
    case .current:
      value = stack.last
    case .position:
      value = position.map(TemplateData.sequencePosition)
    case .currentOnly:
      value = try descend(stack[stack.count - 1], name.path[...], name)
    case .stack:
      let first = name.path[0]
      var known = false
      var level = stack.count - 1
      while level >= 0 {
        if case .scope(let scope) = stack[level], let found = scope.answer(forKey: first) {
          if case .absent = found {
            known = true
          } else {
            value = name.path.count == 1 ? found : try descend(found, name.path.dropFirst(), name)
            break
          }
        }
        level -= 1
      }
      if level < 0, !known, options.strict { throw missing(name, "no value here has the name '\(first.text)'") }
    }
    guard var result = value else { return nil }
    for transform in name.transforms {
      if case .absent = result { return nil }
      if let applied = Self.apply(transform, to: result) {
        result = applied
      } else if options.strict {
        throw missing(name, "the transform '\(transform.name)' does not apply here")
      } else if result.marksUnknownTransforms {
        return .text(unknownTransformMarker(transform.name))
      } else {
        return nil
      }
    }
    return result
  }

  private static func apply(_ transform: Template.Transform, to value: TemplateData) -> TemplateData? {
    switch value {
    case .name(let name) where transform.spelling != nil: .text(name.text(transform.spelling!))
    case .number(let number) where transform.style != nil: .text(number.literal(in: transform.style!))
    default: value.transformed(transform.name)
    }
  }

  /// The value at `path` below `value`: only a scope has anything below it.
  private func descend(
    _ value: TemplateData, _ path: ArraySlice<TemplateKey>, _ name: Template.Name
  ) throws(RenderError) -> TemplateData? {
    var value = value
    for key in path {
      guard case .scope(let scope) = value, let child = scope.answer(forKey: key) else {
        if options.strict { throw missing(name, "'\(key.text)' is not a name of the value it is read from") }
        return nil
      }
      if case .absent = child { return nil }
      value = child
    }
    return value
  }

  private func missing(_ name: Template.Name, _ why: String) -> RenderError {
    RenderError(file: file, location: name.location, message: "'\(name.text)': \(why)")
  }

  private mutating func write(_ value: TemplateData, escaped: Bool) {
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
