import ChamferKit

/// A theme snippet with `↓` markers: the text without them, and where each one stood.
public struct MarkedSnippet: Sendable {
  public var text: String
  public var markedLocations: [FileLocation]

  /// Markers stand right before the character a diagnostic must point at.
  public init(_ marked: String, file: String = "example.yaml") {
    var text = ""
    var locations: [FileLocation] = []
    var line = 1
    var column = 1
    for scalar in marked.unicodeScalars {
      if scalar == "↓" {
        locations.append(FileLocation(file: file, line: line, column: column))
        continue
      }
      text.unicodeScalars.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    self.text = text
    self.markedLocations = locations
  }
}
