import CYaml
import Foundation

extension EventReader {
  /// How a large YAML file is cut so that its parts can be read at once.
  ///
  /// A large theme is one long section — `components:` with thousands of entries — and
  /// libyaml reads a file from start to end on one core. So the section's entries are
  /// cut into `count` runs of whole lines, each starting at an entry's key, and each run
  /// is read as a document of its own: a block mapping indented as it is in the file,
  /// which libyaml reads exactly as it reads the same lines inside the file. The rest of
  /// the file (the *frame*) is read with the section's lines emptied, so that every line
  /// after it keeps its number; the section's entries are then put back under its key.
  ///
  /// Only what certainly reads the same is cut:
  /// - the section is the value of a top-level key written alone on its line (`name:`,
  ///   perhaps a comment), and every line of it up to the next top-level line is blank,
  ///   a comment, or indented at least as far as its first entry;
  /// - a part starts only at a line indented exactly as the first entry and starting
  ///   with a letter, digit or `_`. In block context such a line can only start a new
  ///   key; were it inside a quoted scalar or a flow collection, the part before it
  ///   would end in the middle of one, which libyaml reports, and the file is read
  ///   whole instead;
  /// - the file breaks lines with `\n` only (libyaml also counts a lone `\r`, U+0085,
  ///   U+2028 and U+2029, which would throw the line numbers off).
  /// - a key written with `?` and given no value gets an empty value placed where the
  ///   next token starts. At a cut that is the next part's first key in the file, but
  ///   the end of the part read alone; `readInParts` moves it back.
  /// `readInParts` then checks the rest: the frame is a block mapping whose key has no
  /// value, every part is a block mapping without anchors or aliases (which could
  /// refer across parts), no key is repeated across parts, and all the nodes together
  /// are within the file's budget. Anything else reads the file whole.
  struct Parts {
    /// The whole text with the section's lines left out but for their line breaks.
    let frame: [UInt8]
    /// The section key's line, counted from 0.
    let keyLine: Int
    /// Each part's bytes in the file, and the line it starts on, counted from 0.
    let runs: [(bytes: Range<Int>, line: Int)]

    /// Nil when `bytes` has no section that can be cut into at least two parts.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) {
      guard count >= 2, let section = Self.largestSection(bytes) else { return nil }
      var runs: [(bytes: Range<Int>, line: Int)] = []
      var start = section.entries[0]
      let size = section.bytes.upperBound - section.bytes.lowerBound
      for part in 1..<count {
        let target = section.bytes.lowerBound + size * part / count
        // The first entry at or after the target that starts after the current run.
        guard let next = section.entries.first(where: { $0.offset >= target && $0.offset > start.offset }) else {
          break
        }
        runs.append((start.offset..<next.offset, start.line))
        start = next
      }
      guard !runs.isEmpty else { return nil }
      runs.append((start.offset..<section.bytes.upperBound, start.line))
      // The section's line breaks alone, so the lines after it keep their numbers.
      let breaks = UnsafeBufferPointer(rebasing: bytes[section.bytes]).count { $0 == newline }
      var frame: [UInt8] = []
      frame.reserveCapacity(bytes.count - section.bytes.count + breaks)
      frame += bytes[..<section.bytes.lowerBound]
      frame += repeatElement(newline, count: breaks)
      frame += bytes[section.bytes.upperBound...]
      self.frame = frame
      keyLine = section.keyLine
      self.runs = runs
    }

    /// Where each entry of a section starts: its first byte and line.
    private typealias Entry = (offset: Int, line: Int)

    /// The section with the most bytes that passes the checks above, with the entries
    /// a part may start at; nil if there is none, or the file breaks lines otherwise.
    private static func largestSection(_ bytes: UnsafeBufferPointer<UInt8>)
      -> (keyLine: Int, bytes: Range<Int>, entries: [Entry])?
    {
      var best: (keyLine: Int, bytes: Range<Int>, entries: [Entry])?
      // The section being scanned: its key line, where it starts, its entries'
      // indentation (0 until its first entry) and the entries.
      var open: (keyLine: Int, start: Int, indentation: Int, entries: [Entry])?
      func close(at end: Int) {
        guard let section = open, section.entries.count >= 2 else { return }
        if best == nil || end - section.start > best!.bytes.count {
          best = (section.keyLine, section.start..<end, section.entries)
        }
      }

      var line = 0
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != newline {
          switch bytes[end] {
          case carriageReturn where end + 1 < bytes.count && bytes[end + 1] != newline: return nil
          case 0xC2 where end + 1 < bytes.count && bytes[end + 1] == 0x85: return nil
          case 0xE2 where end + 2 < bytes.count && bytes[end + 1] == 0x80 && (bytes[end + 2] | 1) == 0xA9: return nil
          default: break
          }
          end += 1
        }
        var first = start
        while first < end, bytes[first] == space { first += 1 }
        let indentation = first - start
        let character = first < end ? bytes[first] : carriageReturn
        switch character {
        case carriageReturn, UInt8(ascii: "#"):
          // Blank lines and comments belong to whatever section they are in.
          break
        case _ where indentation == 0:
          close(at: start)
          open = isSectionKey(bytes, start..<end) ? (line, end + 1, 0, []) : nil
        case UInt8(ascii: "\t"):
          open = nil
        default:
          // Read and changed in place: a copy of the section would copy its entries.
          guard let known = open?.indentation, let isEmpty = open?.entries.isEmpty else { break }
          let entries = known == 0 ? indentation : known
          open?.indentation = entries
          if indentation < entries {
            open = nil
          } else if indentation == entries {
            // Only an entry that starts like a plain key can start a part; the first
            // entry must, or the section is not cut at all.
            if startsKey(character) {
              open?.entries.append((start, line))
            } else if isEmpty {
              open = nil
            }
          }
        }
        line += 1
        start = end + 1
      }
      close(at: min(start, bytes.count))
      return best
    }

    /// `name:` alone on its line, or followed by a comment.
    private static func isSectionKey(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
      var index = line.lowerBound
      guard index < line.upperBound, startsKey(bytes[index]) else { return false }
      while index < line.upperBound, startsKey(bytes[index]) || bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: ".") {
        index += 1
      }
      guard index < line.upperBound, bytes[index] == UInt8(ascii: ":") else { return false }
      index += 1
      while index < line.upperBound, bytes[index] == space { index += 1 }
      return index == line.upperBound || bytes[index] == UInt8(ascii: "#") && bytes[index - 1] == space
        || bytes[index] == carriageReturn && index + 1 == line.upperBound
    }

    private static func startsKey(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default: false
      }
    }
  }

  /// Reads the frame and every part at once and puts the section's entries back under
  /// its key; nil when any check in `Parts` fails, and then the file is read whole.
  static func readInParts(
    _ parts: Parts, bytes: UnsafeBufferPointer<UInt8>, file: Int, maximumDepth: Int, budget: Int
  ) -> SourceNode? {
    let read = Slots<Anchored>(count: parts.runs.count + 1)
    // The threads only read the text, which outlives them.
    nonisolated(unsafe) let bytes = bytes
    DispatchQueue.concurrentPerform(iterations: parts.runs.count + 1) { index in
      if index == 0 {
        parts.frame.withUnsafeBufferPointer { frame in
          var reader = EventReader(file: file, maximumDepth: maximumDepth, budget: budget, requiresBlockMapping: true)
          if let root = reader.readDocument(frame) { read.store(root, at: 0) }
        }
        return
      }
      let run = parts.runs[index - 1]
      var reader = EventReader(
        file: file, maximumDepth: maximumDepth, budget: budget, lineOffset: run.line, allowsAnchors: false,
        requiresBlockMapping: true)
      let part = UnsafeBufferPointer(rebasing: bytes[run.bytes])
      if let node = reader.readDocument(part, depth: 1) { read.store(node, at: index) }
    }
    let results = read.values
    guard let frame = results[0], case .mapping(var root) = frame.node,
      let slot = root.entries.firstIndex(where: { $0.key.location.line == parts.keyLine + 1 && $0.key.location.column == 1 }),
      case .scalar(let placeholder) = root.entries[slot].value, placeholder.text.isEmpty, !placeholder.isQuoted
    else { return nil }
    var entries: [(key: SourceNode.Scalar, value: SourceNode)] = []
    var count = frame.count - 1
    var location: FileLocation?
    for (index, result) in results.dropFirst().enumerated() {
      guard let part = result, case .mapping(let mapping) = part.node else { return nil }
      if let last = entries.indices.last {
        // An explicit key left without a value (`? key`) gets an empty value placed
        // where the next token starts: in the file, this part's first key; read alone,
        // the end of the part before.
        let end = FileLocation(fileID: file, line: parts.runs[index].line + 1, column: 1)
        entries[last].value = Self.moving(entries[last].value, from: end, to: mapping.location)
      }
      entries += mapping.entries
      count += part.count
      location = location ?? mapping.location
    }
    guard count <= budget, let location, !hasRepeatedKey(entries) else { return nil }
    root.entries[slot].value = .mapping(.init(entries: entries, location: location))
    return .mapping(root)
  }

  /// `node` with the empty value at its very end moved from `end` to `start`, if it
  /// has one there. Only the last node of a part can be at its end.
  private static func moving(_ node: SourceNode, from end: FileLocation, to start: FileLocation) -> SourceNode {
    switch node {
    case .scalar(var scalar):
      guard scalar.text.isEmpty, !scalar.isQuoted, scalar.location == end else { return node }
      scalar.location = start
      return .scalar(scalar)
    case .mapping(var mapping):
      guard let last = mapping.entries.indices.last else { return node }
      mapping.entries[last].value = moving(mapping.entries[last].value, from: end, to: start)
      return .mapping(mapping)
    case .sequence(var sequence):
      guard let last = sequence.items.indices.last else { return node }
      sequence.items[last] = moving(sequence.items[last], from: end, to: start)
      return .sequence(sequence)
    }
  }
}

private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let space = UInt8(ascii: " ")
