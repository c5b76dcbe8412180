import ChamferKit
import Foundation

/// Descriptions as the comment lines every target writes them in.
enum TemplateText {
  /// Description text split into lines, for line comments that no text can break out of.
  static func docLines(_ text: String?) -> Many<DocLine> {
    // A YAML block scalar (`|`) ends with a newline, which is not a line of its own.
    guard let text = text?.trimmingTrailingNewlines, !text.isEmpty else { return noLines }
    return Many(
      text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
        DocLine(commentSafe(String($0)).replacingOccurrences(of: "*/", with: "* /"))
      })
  }

  /// The line with every character that some target's comments cannot hold replaced
  /// by U+FFFD: control characters other than tab (a NUL ends a Kotlin or Dart source
  /// early, and XML 1.0 admits no C0 control even as a character reference) and the
  /// noncharacters such as U+FFFF, which XML refuses too. The rest of the line stays.
  static func commentSafe(_ line: String) -> String {
    guard !line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return line }
    var safe = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      let unwritable =
        (scalar.properties.generalCategory == .control && scalar != "\t") || scalar.properties.isNoncharacterCodePoint
      safe.append(unwritable ? "\u{FFFD}" : scalar)
    }
    return String(safe)
  }

  /// Most entries have no description; they share one empty list.
  private static let noLines = Many<DocLine>([])
}

extension String {
  fileprivate var trimmingTrailingNewlines: String {
    var text = Substring(self)
    while text.last?.isNewline == true { text = text.dropLast() }
    return String(text)
  }
}

/// Free text, such as a description: `{{.}}` as written, `{{json(.)}}` as a JSON string
/// literal with its quotes.
final class TextValue: TextualValue {
  let text: String
  /// A YAML block scalar's final newline is not part of the text.
  init(_ text: String) { self.text = text.trimmingTrailingNewlines }

  var renderText: String { text }

  func transformed(_ name: String) -> String? {
    name == "json" ? JSONValue.string(text).serialized(pretty: false) : nil
  }
}

/// One line of a description. `{{.}}` is safe in line comments and in `/* */`;
/// `{{xmlComment(.)}}` is safe inside `<!-- -->`, which may not contain `--`, and
/// `{{kdoc(.)}}` inside Kotlin's `/** */`, in which `/*` opens a nested comment.
final class DocLine: TextualValue {
  let text: String
  init(_ text: String) { self.text = text }

  var renderText: String { text }

  func transformed(_ name: String) -> String? {
    switch name {
    case "kdoc": return KotlinNames.commentText(text)
    case "xmlComment":
      var safe = text
      while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
      return safe.hasSuffix("-") ? safe + " " : safe
    default: return nil
    }
  }
}

/// A theme name that templates can spell in each language's convention. The spellings
/// are worked out once, since templates ask for them many times.
final class TemplateName: TemplateConvertible, Sendable {
  let raw: String
  let spellings: Names.Spellings
  private let swiftIdentifier: String
  private let swiftType: String
  private let dartIdentifier: String
  /// A keyword check, which hashes the name: the Compose target asks for it a dozen
  /// times a component.
  private let kotlinIdentifier: String

  init(_ raw: String) {
    self.raw = raw
    spellings = Names.Spellings(raw)
    swiftIdentifier = spellings.swiftIdentifier
    swiftType = spellings.swiftType
    dartIdentifier = Names.dartIdentifier(spellings.camel)
    kotlinIdentifier = KotlinNames.identifier(spellings.camel)
  }

  var templateData: TemplateData { .name(self) }

  func text(_ spelling: NameSpelling) -> String {
    switch spelling {
    case .camel: spellings.camel
    case .pascal: spellings.pascal
    case .kebab: spellings.kebab
    case .snake: spellings.snake
    case .swiftIdentifier: swiftIdentifier
    case .swiftType: swiftType
    case .dartIdentifier: dartIdentifier
    case .kotlinIdentifier: kotlinIdentifier
    case .kotlinPackage: KotlinNames.packageSegment(spellings)
    }
  }
}

/// The transforms that spell a `TemplateName`: `{{kebab(name)}}`.
enum NameSpelling: String, Sendable, CaseIterable {
  case camel, pascal, kebab, snake, swiftIdentifier, swiftType, dartIdentifier, kotlinIdentifier, kotlinPackage
}

/// A size or number that value styles turn into a literal.
enum TemplateValue: TemplateConvertible, Sendable {
  case size(Size)
  case number(Double)

  var renderText: String {
    switch self {
    case .size(let size): size.description
    case .number(let number): JSONValue.format(number)
    }
  }

  var templateData: TemplateData { .number(self) }

  func literal(in style: any ValueStyle.Type) -> String {
    switch self {
    case .size(let size): style.literal(for: size)
    case .number(let number): style.literal(for: number)
    }
  }
}
