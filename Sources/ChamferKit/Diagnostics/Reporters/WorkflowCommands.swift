/// Keeps text that came from input from being read as a CI workflow command.
///
/// A CI runner reads the log it collects: on GitHub Actions a line that starts with `::`
/// once leading blanks are trimmed (`::add-mask::`, `::stop-commands::`) or that holds
/// `##[` anywhere is a command, and Azure Pipelines reads `##vso[` the same way. Reports
/// quote theme lines and names verbatim, so a pull request could write such a line into
/// its theme and have Chamfer print it. Every report and message passes through here
/// on its way out; only the lines that a runner would act on change.
package enum WorkflowCommands {
  /// `text` with a zero-width space (U+200B) put inside each command marker: between the
  /// colons of a leading `::`, and between `##` and `[` (or `vso[`). The line reads the
  /// same to a person and is no command to a runner.
  package static func neutralised(_ text: String) -> String {
    guard mayHoldCommands(text) else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices { lines[index] = neutralisedLine(lines[index]) }
    return lines.joined(separator: "\n")
  }

  /// `text` for a JSON document: `#` in `##[` and `##vso[` written `\u0023`. JSON has no
  /// `#` outside strings, so the document keeps its exact value; no line of it starts
  /// with `::`, as strings escape their line breaks.
  package static func neutralisedJSON(_ json: String) -> String {
    guard json.contains("##") else { return json }
    return json.replacingOccurrences(of: "##[", with: "#\\u0023[").replacingOccurrences(of: "##vso[", with: "#\\u0023vso[")
  }

  /// A quick look for the bytes a command needs, so an ordinary report is not split.
  static func mayHoldCommands(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == previous, byte == UInt8(ascii: ":") || byte == UInt8(ascii: "#") { return true }
      previous = byte
    }
    return false
  }

  static func neutralisedLine(_ line: String) -> String {
    var line = line
    let start = line.firstIndex { !$0.isWhitespace } ?? line.endIndex
    if line[start...].hasPrefix("::") { line.insert("\u{200B}", at: line.index(after: start)) }
    if line.contains("##") {
      line = line.replacingOccurrences(of: "##[", with: "##\u{200B}[").replacingOccurrences(of: "##vso[", with: "##\u{200B}vso[")
    }
    return line
  }
}
