import Foundation

/// The record Chamfer keeps in an output folder of the files it wrote there, and the
/// rules for the paths it may write.
///
/// The manifest sits in a folder anyone can commit to, so it is read as input: each
/// line is checked, and only a line that names a file Chamfer could have written is
/// used. Version 2 (the first line `# chamfer manifest 2`) gives each file the hash of
/// the contents Chamfer wrote, so a file someone changed since is never removed.
/// Version 1 (no header) lists bare paths; their files are reported, never removed.
package enum OutputManifest {
  /// The manifest's file name, in the output folder.
  package static let fileName = ".chamfer-manifest"
  /// The lock file a build holds while it writes into the folder.
  package static let lockName = ".chamfer-lock"
  /// Where a build stages files before it moves them into place.
  package static let stagingPrefix = ".chamfer-staging-"
  static let header = "# chamfer manifest 2: the XXH64 hash of each file Chamfer wrote, and its path"
  static let headerStart = "# chamfer manifest 2"

  /// One file in the manifest: its path relative to the output folder and, when the
  /// manifest recorded it, the hash of what Chamfer wrote.
  package struct Entry: Hashable, Sendable {
    package var path: String
    package var hash: UInt64?
    /// The line of the manifest it was read from; 0 for one made in this run.
    package var line: Int
    package init(path: String, hash: UInt64?, line: Int = 0) {
      self.path = path
      self.hash = hash
      self.line = line
    }
  }

  /// The warning for a manifest larger than Chamfer reads, which is ignored whole: no
  /// build writes one so large (`Limits.filesPerBuild` lines).
  package static func tooLarge(file: String, bytes: Int) -> Diagnostic {
    Diagnostic(
      "manifest/invalid-entry", .warning,
      "ignored the manifest: it is \(bytes >> 20) MB, more than Chamfer reads (\(Limits.fileBytes >> 20) MB)",
      at: FileLocation(file: file, line: 1, column: 1),
      hint: "Chamfer rewrites this file on every build; one it did not write is never acted on")
  }

  /// The usable entries of `text`, and a warning for every line that is not one;
  /// `file` names the manifest in the warnings.
  package static func read(_ text: String, file: String) -> (entries: [Entry], warnings: [Diagnostic]) {
    var entries: [Entry] = []
    var warnings: [Diagnostic] = []
    var seen: Set<String> = []
    // Lines and their fields are split at bytes, not characters: a path may start with a
    // combining mark, which would make one character of it and the space before it.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    let hashed = lines.first.map { $0.utf8.starts(with: headerStart.utf8) } ?? false
    for (index, raw) in lines.enumerated() {
      if raw.isEmpty || (index == 0 && hashed) { continue }
      let location = FileLocation(file: file, line: index + 1, column: 1)
      func reject(_ reason: String) {
        warnings.append(
          Diagnostic(
            "manifest/invalid-entry", .warning, "ignored a manifest line: \(reason)", at: location,
            hint: "Chamfer rewrites this file on every build; a line it did not write is never acted on"))
      }
      var path = String(raw)
      var hash: UInt64?
      if hashed {
        let parts = raw.utf8.split(separator: UInt8(ascii: " "), maxSplits: 1, omittingEmptySubsequences: false)
          .map { Substring($0) }
        guard parts.count == 2 else {
          reject("expected a hash and a path")
          continue
        }
        if parts[0] != "-" {
          guard parts[0].utf8.count == 16, let value = UInt64(parts[0], radix: 16) else {
            reject("'\(parts[0])' is not a 16-digit hexadecimal hash")
            continue
          }
          hash = value
        }
        path = String(parts[1])
      }
      if let problem = OutputPath.problem(path) {
        reject("'\(path)' \(problem)")
        continue
      }
      guard seen.insert(path).inserted else { continue }
      entries.append(Entry(path: path, hash: hash, line: index + 1))
    }
    return (entries, warnings)
  }

  /// The text of a manifest listing `entries`, sorted by path.
  package static func text(_ entries: [Entry]) -> String {
    var text = header + "\n"
    for entry in entries.sorted(by: { $0.path < $1.path }) {
      text += (entry.hash.map(hex) ?? "-") + " " + entry.path + "\n"
    }
    return text
  }

  /// A hash as 16 lowercase hexadecimal digits.
  package static func hex(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// XXH64 with seed 0: the hash a manifest records for each file, to tell whether a file
/// still holds what Chamfer wrote. Not cryptographic: it catches edits, not forgeries,
/// and a forged manifest can only ever name files inside the output folder. Chosen for
/// speed, as every byte a build writes goes through it: four independent lanes of
/// eight bytes. Fed in pieces of any size, it gives the same hash as in one.
package struct XXH64: Sendable {
  static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

  private var lanes: (UInt64, UInt64, UInt64, UInt64) = (prime1 &+ prime2, prime2, 0, 0 &- prime1)
  /// Bytes not yet making a whole stripe of 32.
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  package init() { pending.reserveCapacity(32) }

  private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
    rotate(lane &+ input &* prime2, 31) &* prime1
  }

  private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }

  /// The little-endian word of eight bytes at `index`.
  private static func word<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ index: Bytes.Index) -> UInt64 {
    var value: UInt64 = 0
    var position = index
    for shift in stride(from: 0 as UInt64, to: 64, by: 8) {
      value |= UInt64(bytes[position]) << shift
      position = bytes.index(after: position)
    }
    return value
  }

  private mutating func stripe<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Bytes.Index) {
    lanes.0 = Self.round(lanes.0, Self.word(bytes, start))
    lanes.1 = Self.round(lanes.1, Self.word(bytes, bytes.index(start, offsetBy: 8)))
    lanes.2 = Self.round(lanes.2, Self.word(bytes, bytes.index(start, offsetBy: 16)))
    lanes.3 = Self.round(lanes.3, Self.word(bytes, bytes.index(start, offsetBy: 24)))
  }

  // Concrete entry points, so that callers in other modules get code specialised here
  // rather than a generic loop over each byte.
  package mutating func update(_ bytes: [UInt8]) { add(bytes) }
  package mutating func update(_ bytes: Data) { add(bytes) }

  package static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hasher = XXH64()
    hasher.update(bytes)
    return hasher.value
  }

  package static func hash(_ bytes: Data) -> UInt64 {
    var hasher = XXH64()
    hasher.update(bytes)
    return hasher.value
  }

  private mutating func add<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) {
    length &+= UInt64(bytes.count)
    var start = bytes.startIndex
    if !pending.isEmpty {
      let taken = min(32 - pending.count, bytes.count)
      let end = bytes.index(start, offsetBy: taken)
      pending.append(contentsOf: bytes[start..<end])
      start = end
      guard pending.count == 32 else { return }
      stripe(pending, 0)
      pending.removeAll(keepingCapacity: true)
    }
    while bytes.distance(from: start, to: bytes.endIndex) >= 32 {
      stripe(bytes, start)
      start = bytes.index(start, offsetBy: 32)
    }
    pending.append(contentsOf: bytes[start...])
  }

  package var value: UInt64 {
    var hash: UInt64
    if length >= 32 {
      hash = Self.rotate(lanes.0, 1) &+ Self.rotate(lanes.1, 7) &+ Self.rotate(lanes.2, 12) &+ Self.rotate(lanes.3, 18)
      for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
        hash = (hash ^ Self.round(0, lane)) &* Self.prime1 &+ Self.prime4
      }
    } else {
      hash = Self.prime5
    }
    hash &+= length
    var index = 0
    while pending.count - index >= 8 {
      hash ^= Self.round(0, Self.word(pending, index))
      hash = Self.rotate(hash, 27) &* Self.prime1 &+ Self.prime4
      index += 8
    }
    if pending.count - index >= 4 {
      var half: UInt64 = 0
      for offset in 0..<4 { half |= UInt64(pending[index + offset]) << UInt64(8 * offset) }
      hash ^= half &* Self.prime1
      hash = Self.rotate(hash, 23) &* Self.prime2 &+ Self.prime3
      index += 4
    }
    while index < pending.count {
      hash ^= UInt64(pending[index]) &* Self.prime5
      hash = Self.rotate(hash, 11) &* Self.prime1
      index += 1
    }
    hash ^= hash >> 33
    hash &*= Self.prime2
    hash ^= hash >> 29
    hash &*= Self.prime3
    hash ^= hash >> 32
    return hash
  }
}

/// The paths Chamfer writes inside an output folder: relative, made of plain segments.
package enum OutputPath {
  /// Why `path` (relative to an output folder, segments separated by `/`) cannot be
  /// written, or nil when it can: it must not be empty or absolute, and each segment
  /// must be a plain name (see `segmentProblem`). The names Chamfer keeps for itself
  /// at the top of the folder are refused too.
  package static func problem(_ path: String) -> String? {
    if path.isEmpty { return "is empty" }
    if path.hasPrefix("/") { return "is absolute; an output path is relative to the output folder" }
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    for segment in segments {
      if let problem = segmentProblem(String(segment)) { return problem }
    }
    let first = String(segments[0])
    if first == OutputManifest.fileName || first == OutputManifest.lockName
      || first.hasPrefix(OutputManifest.stagingPrefix)
    {
      return "is a name Chamfer keeps for its own files"
    }
    return nil
  }

  /// Why `segment` cannot be one folder or file name of an output path, or nil: empty,
  /// `.`, `..`, `.git` in any case, a backslash or a control or line-separating
  /// character, or longer than file systems allow a name (`Limits.fileNameBytes`).
  package static func segmentProblem(_ segment: String) -> String? {
    if segment.isEmpty { return "has an empty segment ('//' or a '/' at an end)" }
    if segment.utf8.count > Limits.fileNameBytes {
      return "has a name of \(Limits.grouped(segment.utf8.count)) bytes; file systems allow \(Limits.fileNameBytes)"
    }
    if segment == "." || segment == ".." { return "has a '\(segment)' segment; output paths stay inside the output folder" }
    if segment.lowercased() == ".git" { return "has a '\(segment)' segment; Chamfer never writes into a git folder" }
    if segment.contains("/") { return "contains '/'" }
    if segment.contains("\\") { return "contains '\\'" }
    if segment.unicodeScalars.contains(where: isControl) {
      return "contains a control character"
    }
    return nil
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
