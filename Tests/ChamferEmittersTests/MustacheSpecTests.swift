@testable import ChamferEmitters
import Foundation
import Testing

/// The official Mustache specification's tests (see `MustacheSpec/README.md`), every one
/// of them, rendered by `TemplateRenderer`.
@Suite struct MustacheSpecTests {
  /// One test of the specification.
  struct SpecTest: Decodable, CustomTestStringConvertible, Sendable {
    var name: String
    var data: SpecValue
    var template: String
    var expected: String
    var partials: [String: String]?
    /// The file it comes from, set after decoding.
    var module = ""

    enum CodingKeys: String, CodingKey { case name, data, template, expected, partials }
    var testDescription: String { "\(module): \(name)" }
  }

  /// JSON as the specification's data writes it.
  indirect enum SpecValue: Decodable, Sendable {
    case null, bool(Bool), number(Double), string(String), array([SpecValue]), object([String: SpecValue])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let flag = try? container.decode(Bool.self) {
        self = .bool(flag)
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else if let text = try? container.decode(String.self) {
        self = .string(text)
      } else if let list = try? container.decode([SpecValue].self) {
        self = .array(list)
      } else {
        self = .object(try container.decode([String: SpecValue].self))
      }
    }

    /// As the renderer's data: a number is its shortest text, `85` or `1.21`.
    var data: TemplateData {
      switch self {
      case .null: .absent
      case .bool(let flag): .flag(flag)
      case .number(let number):
        .text(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
      case .string(let text): .text(text)
      case .array(let list): .list(TemplateList(list.map(\.data)))
      case .object(let members): .scope(DictionaryScope(members.mapValues(\.data)))
      }
    }
  }

  static let modules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]

  static let tests: [SpecTest] = modules.flatMap { module -> [SpecTest] in
    struct File: Decodable { var tests: [SpecTest] }
    guard let url = Bundle.module.url(forResource: module, withExtension: "json", subdirectory: "MustacheSpec"),
      let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data)
    else { return [] }
    return file.tests.map { test in
      var test = test
      test.module = module
      return test
    }
  }

  @Test func everyModuleIsRead() {
    for module in Self.modules {
      #expect(Self.tests.contains { $0.module == module }, "\(module).json is missing or does not decode")
    }
    #expect(Self.tests.count == 136)
  }

  @Test(arguments: tests)
  func specTest(_ test: SpecTest) throws {
    let partials = try (test.partials ?? [:]).mapValues { try Template($0, path: "partial") }
    let set = TemplateSet(files: [try Template(test.template, path: test.name)], partials: partials)
    var bytes: [UInt8] = []
    try TemplateRenderer.render(0, of: set, root: test.data.data, options: .init(escapesHTML: true)) { bytes += $0 }
    #expect(String(decoding: bytes, as: UTF8.self) == test.expected)
  }
}
