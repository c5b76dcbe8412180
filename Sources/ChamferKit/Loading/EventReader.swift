import CYaml

/// Builds a `SourceNode` tree straight from libyaml's events: the fast path of
/// `YAMLReader` for YAML that `SimpleYAMLReader` leaves (block scalars, anchors, tags,
/// escapes, text over several lines).
///
/// Yams' `compose` first builds its own `Node` tree (and hashes every mapping's keys to
/// find duplicates), which `YAMLReader` then copied into a `SourceNode` tree; on large
/// themes that was most of the time and memory of a run. This reads the same events
/// from the same libyaml that Yams embeds, and builds the `SourceNode` tree once.
///
/// `CYaml`, the libyaml that Yams builds, is a target of Yams' package rather than a
/// product; it is imported here alone, for its event parser, as reading a theme through
/// Yams' `Node` tree instead takes about twice as long (0.62 s rather than 0.30 s to
/// lint 10,000 components).
///
/// It only handles files that read without any problem. At the first sign of one — a
/// libyaml error, a duplicate key, a key that is not a scalar, too deep or too many
/// nodes, more than one document — it gives up and returns nil, and `YAMLReader` reads
/// the file the old way, through Yams, which words every diagnostic. So the messages
/// stay exactly what they were, and this file only has to agree with Yams on files
/// that are fine.
struct EventReader {
  /// The file's number in `FilePaths`, looked up once rather than for every node.
  private let file: Int
  private let maximumDepth: Int
  /// Nodes still allowed, counting every node an alias expands to, as `YAMLReader` does.
  private var budget: Int
  /// The theme's shapes so far, when the file is a theme with a limit on them.
  private(set) var shapes: ShapeTally?
  /// Each anchored node as Yams keeps it: the last node with that anchor, once complete.
  private var anchors: [String: Anchored] = [:]
  private var parser = yaml_parser_t()
  private var event = yaml_event_t()
  /// True while `event` holds an event that must be deleted.
  private var holdsEvent = false

  /// A node with what it costs in nodes and depth: an alias to it expands to all of it.
  struct Anchored {
    var node: SourceNode
    var count: Int
    var height: Int
  }

  /// What reading a file gave.
  enum Outcome {
    case read(SourceNode)
    /// The theme passed its limit of shapes here; the rest was not read.
    case tooManyShapes(FileLocation)
    /// The text is empty or has a problem: Yams reads it again to say what.
    case unread
  }

  /// The root node of `text`. With `shapeLimit`, the text is a theme, and reading stops
  /// where its shapes pass that many.
  static func read(_ text: String, file: String, maximumDepth: Int, budget: Int, shapeLimit: Int? = nil) -> Outcome {
    var text = text
    // libyaml reads the bytes in place; a bridged or non-contiguous string is copied once.
    text.makeContiguousUTF8()
    let fileID = FilePaths.shared.id(file)
    return text.utf8.withContiguousStorageIfAvailable { bytes -> Outcome in
      var reader = EventReader(file: fileID, maximumDepth: maximumDepth, budget: budget)
      reader.shapes = shapeLimit.map(ShapeTally.init(limit:))
      let root = reader.readDocument(bytes)
      if let passed = reader.shapes?.passedAt { return .tooManyShapes(passed) }
      return root.map { .read($0.node) } ?? .unread
    } ?? .unread
  }

  init(file: Int, maximumDepth: Int, budget: Int) {
    self.file = file
    self.maximumDepth = maximumDepth
    self.budget = budget
  }

  /// The document's root with its node count, or nil on any problem.
  mutating func readDocument(_ bytes: UnsafeBufferPointer<UInt8>) -> Anchored? {
    guard yaml_parser_initialize(&parser) == 1 else { return nil }
    defer {
      if holdsEvent { yaml_event_delete(&event) }
      yaml_parser_delete(&parser)
    }
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
    // The same sequence Yams' `singleRoot` expects: one document, then the end.
    guard next(), event.type == YAML_STREAM_START_EVENT,
      next(), event.type == YAML_DOCUMENT_START_EVENT,
      next(),
      let root = node(depth: 0, place: .root),
      next(), event.type == YAML_DOCUMENT_END_EVENT,
      next(), event.type == YAML_STREAM_END_EVENT
    else { return nil }
    return root
  }

  /// Moves to the next event; false on a libyaml error.
  private mutating func next() -> Bool {
    if holdsEvent { yaml_event_delete(&event) }
    holdsEvent = yaml_parser_parse(&parser, &event) == 1
    return holdsEvent
  }

  private var location: FileLocation {
    FileLocation(fileID: file, line: event.start_mark.line + 1, column: event.start_mark.column + 1)
  }

  /// The node that starts at the current event, with its node count and height, or nil
  /// when anything would make `YAMLReader.convert` or Yams report a problem, or the
  /// theme's shapes pass their limit. `place` is where the node sits in a theme.
  private mutating func node(depth: Int, place: ShapeTally.Place) -> Anchored? {
    budget -= 1
    guard budget >= 0, depth <= maximumDepth else { return nil }
    let location = self.location
    switch event.type {
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      let quoted = scalar.style != YAML_PLAIN_SCALAR_STYLE && scalar.style != YAML_ANY_SCALAR_STYLE
      let anchor = Self.string(scalar.anchor)
      let result = Anchored(
        node: .scalar(.init(text: text, location: location, isQuoted: quoted)), count: 1, height: 0)
      if let anchor { anchors[anchor] = result }
      return result

    case YAML_ALIAS_EVENT:
      // Yams puts the anchored node itself in place of an alias, so its nodes count
      // again, at this depth.
      guard let name = Self.string(event.data.alias.anchor), let anchored = anchors[name] else { return nil }
      budget -= anchored.count - 1
      guard budget >= 0, depth + anchored.height <= maximumDepth else { return nil }
      // The shapes the alias stands for count again too.
      shapes?.count(anchored.node, at: place)
      guard shapes?.passedAt == nil else { return nil }
      return anchored

    case YAML_SEQUENCE_START_EVENT:
      let anchor = Self.string(event.data.sequence_start.anchor)
      var items: [SourceNode] = []
      var count = 1
      var height = 0
      while true {
        guard next() else { return nil }
        if event.type == YAML_SEQUENCE_END_EVENT { break }
        guard let item = node(depth: depth + 1, place: .elsewhere) else { return nil }
        items.append(item.node)
        count += item.count
        height = max(height, item.height + 1)
      }
      let result = Anchored(node: .sequence(.init(items: items, location: location)), count: count, height: height)
      if let anchor { anchors[anchor] = result }
      return result

    case YAML_MAPPING_START_EVENT:
      let anchor = Self.string(event.data.mapping_start.anchor)
      var entries: [(key: SourceNode.Scalar, value: SourceNode)] = []
      var count = 1
      var height = 0
      while true {
        guard next() else { return nil }
        if event.type == YAML_MAPPING_END_EVENT { break }
        guard let key = node(depth: depth + 1, place: .elsewhere), case .scalar(var keyScalar) = key.node else {
          return nil
        }
        // `YAMLReader.convert` neither counts keys nor descends into them.
        budget += 1
        if shapes != nil {
          guard shapes?.count(entryAt: keyScalar.location, in: place) == true else { return nil }
        }
        let valuePlace = shapes == nil ? .elsewhere : ShapeTally.place(ofValueOf: keyScalar.text, at: keyScalar.location, in: place)
        guard next(), let value = node(depth: depth + 1, place: valuePlace) else { return nil }
        // `YAMLReader` marks keys as quoted: a key is always a name, never a number.
        keyScalar.isQuoted = true
        entries.append((keyScalar, value.node))
        count += value.count
        height = max(height, value.height + 1)
      }
      guard !Self.hasRepeatedKey(entries) else { return nil }
      let result = Anchored(
        node: .mapping(.init(entries: entries, location: location)), count: count, height: height)
      if let anchor { anchors[anchor] = result }
      return result

    default:
      return nil
    }
  }

  /// True when two keys have the same text. Yams may or may not call that a duplicate
  /// (it compares tags too), so such a file takes the slow path, which knows.
  static func hasRepeatedKey(_ entries: [(key: SourceNode.Scalar, value: SourceNode)]) -> Bool {
    // Most mappings have a handful of keys, where comparing pairs beats hashing.
    if entries.count <= 12 {
      for index in entries.indices.dropFirst() {
        for earlier in 0..<index where entries[earlier].key.text == entries[index].key.text { return true }
      }
      return false
    }
    var seen = Set<String>(minimumCapacity: entries.count)
    return entries.contains { !seen.insert($0.key.text).inserted }
  }

  /// Where the first mapping key that is a list or a mapping starts, in document order,
  /// as a 1-based line and column; nil when there is none or the text does not parse
  /// that far. Such a key is an error of its own (`load/wrong-type`), reported here
  /// when Yams has stopped at it first: Yams orders duplicate keys that are not
  /// scalars differently from one run to the next.
  static func firstKeyNotScalar(in text: String) -> (line: Int, column: Int)? {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { bytes -> (line: Int, column: Int)? in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) == 1 else { return nil }
      defer { yaml_parser_delete(&parser) }
      yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
      // The open collections; a mapping's next node is either a key or its value.
      enum Open { case sequence, mappingAtKey, mappingAtValue }
      var open: [Open] = []
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        defer { yaml_event_delete(&event) }
        switch event.type {
        case YAML_STREAM_END_EVENT:
          return nil
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
          open.removeLast()
        case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT, YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
          let isCollection = event.type == YAML_MAPPING_START_EVENT || event.type == YAML_SEQUENCE_START_EVENT
          if let last = open.indices.last {
            switch open[last] {
            case .mappingAtKey:
              if isCollection { return (event.start_mark.line + 1, event.start_mark.column + 1) }
              open[last] = .mappingAtValue
            case .mappingAtValue: open[last] = .mappingAtKey
            case .sequence: break
            }
          }
          if event.type == YAML_MAPPING_START_EVENT { open.append(.mappingAtKey) }
          if event.type == YAML_SEQUENCE_START_EVENT { open.append(.sequence) }
        default:
          break
        }
      }
      return nil
    } ?? nil
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }
}
