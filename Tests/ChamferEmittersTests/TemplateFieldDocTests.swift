@testable import ChamferEmitters
import Foundation
import TestSupport
import Testing

/// Every name the built-in scopes answer is documented for template authors, in the doc
/// comments of the emitters' sources, in a code span (`TemplateContext.swift` lists most).
@Suite struct TemplateFieldDocTests {
  @Test func everyTemplateFieldIsDocumented() throws {
    let folder = packageRoot.appendingPathComponent("Sources/ChamferEmitters")
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    let docs = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
      .split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("///") }
      .joined(separator: " ")
    // Every identifier written in code spans (`name`, `{corner, size}`, `material.card`).
    var named: Set<String> = []
    for (index, span) in docs.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
      named.formUnion(span.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }
    let undocumented = TemplateKey.Known.allCases.map(\.rawValue).filter { !named.contains($0) }
    #expect(undocumented.isEmpty, "no doc comment names \(undocumented)")
  }
}
