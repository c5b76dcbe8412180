/// The record Chamfer keeps in an output folder of the files it wrote there, and the
/// rules for the paths it may write.
///
/// The manifest sits in a folder anyone can commit to, so it is read as input: each
/// line is checked, and only a line that names a file Chamfer could have written is
/// used. Version 2 (the first line `# chamfer manifest 2`) gives each file the hash of
/// the contents Chamfer wrote, so a file someone changed since is never removed.
/// Version 1 (no header) lists bare paths; their files are reported, never removed.
public enum OutputManifest {
  /// The manifest's file name, in the output folder.
  public static let fileName = ".chamfer-manifest"
  /// The lock file a build holds while it writes into the folder.
  public static let lockName = ".chamfer-lock"
  /// Where a build stages files before it moves them into place.
  public static let stagingPrefix = ".chamfer-staging-"
  static let header = "# chamfer manifest 2: the FNV-1a 64-bit hash of each file Chamfer wrote, and its path"
  static let headerStart = "# chamfer manifest 2"

  /// One file in the manifest: its path relative to the output folder and, when the
  /// manifest recorded it, the hash of what Chamfer wrote.
  public struct Entry: Hashable, Sendable {
    public var path: String
    public var hash: UInt64?
    /// The line of the manifest it was read from; 0 for one made in this run.
    public var line: Int
    public init(path: String, hash: UInt64?, line: Int = 0) {
      self.path = path
      self.hash = hash
      self.line = line
    }
  }

  /// The usable entries of `text`, and a warning for every line that is not one;
  /// `file` names the manifest in the warnings.
  public static func read(_ text: String, file: String) -> (entries: [Entry], warnings: [Diagnostic]) {
    var entries: [Entry] = []
    var warnings: [Diagnostic] = []
    var seen: Set<String> = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let hashed = lines.first.map { $0.hasPrefix(headerStart) } ?? false
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
        let parts = raw.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
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
  public static func text(_ entries: [Entry]) -> String {
    var text = header + "\n"
    for entry in entries.sorted(by: { $0.path < $1.path }) {
      text += (entry.hash.map(hex) ?? "-") + " " + entry.path + "\n"
    }
    return text
  }

  /// A hash as 16 lowercase hexadecimal digits.
  public static func hex(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// FNV-1a, 64 bits: the hash a manifest records for each file, to tell whether a file
/// still holds what Chamfer wrote. Not cryptographic: it catches edits, not forgeries,
/// and a forged manifest can only ever name files inside the output folder.
public struct FNV1a64: Sendable {
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01b3

  public init() {}

  public mutating func update(_ bytes: some Sequence<UInt8>) {
    var value = self.value
    for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
    self.value = value
  }

  public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hasher = FNV1a64()
    hasher.update(bytes)
    return hasher.value
  }
}

/// The paths Chamfer writes inside an output folder: relative, made of plain segments.
public enum OutputPath {
  /// Why `path` (relative to an output folder, segments separated by `/`) cannot be
  /// written, or nil when it can: it must not be empty or absolute, and each segment
  /// must be a plain name (see `segmentProblem`). The names Chamfer keeps for itself
  /// at the top of the folder are refused too.
  public static func problem(_ path: String) -> String? {
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
  /// `.`, `..`, a backslash or a control or line-separating character.
  public static func segmentProblem(_ segment: String) -> String? {
    if segment.isEmpty { return "has an empty segment ('//' or a '/' at an end)" }
    if segment == "." || segment == ".." { return "has a '\(segment)' segment; output paths stay inside the output folder" }
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
