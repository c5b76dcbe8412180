@_spi(Testing) @testable import ChamferEmitters
import BundledTemplates
import ChamferKit
import Foundation
import Testing
import TestSupport

/// A target's own templates are checked against the specimen theme before anything
/// renders: a misspelled name, transform or partial is an error at its tag.
@Suite struct TemplateNameCheckTests {
  @Test func theSpecimenIsAThemeWithoutProblems() throws {
    let result = Pipeline.check([ThemeSource(path: "specimen.yaml", text: TemplateSpecimen.yaml)])
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    #expect(TemplateSpecimen.context != nil)
  }

  /// Per scope class of the specimen's context, the names its scopes answer, and those
  /// some scope of the class gives a value (a list at least one element).
  static func specimenNames() throws -> (answered: [String: Set<String>], set: [String: Set<String>]) {
    let root = try #require(TemplateSpecimen.context)
    var seen: Set<ObjectIdentifier> = []
    var queue: [any TemplateScope] = [root]
    var answered: [String: Set<String>] = [:]
    var set: [String: Set<String>] = [:]
    while let scope = queue.popLast() {
      guard seen.insert(ObjectIdentifier(scope)).inserted else { continue }
      let kind = String(describing: type(of: scope))
      for key in TemplateKey.Known.allCases {
        guard let answer = scope.answer(forKey: .known(key)) else { continue }
        answered[kind, default: []].insert(key.rawValue)
        switch answer {
        case .absent: continue
        case .list(let list) where list.elements.isEmpty: continue
        case .list(let list):
          queue += list.elements.compactMap { if case .scope(let scope) = $0 { scope } else { nil } }
        case .scope(let inner): queue.append(inner)
        default: break
        }
        set[kind, default: []].insert(key.rawValue)
      }
    }
    return (answered, set)
  }

  /// Every name a scope of the specimen answers has a value in some scope of its class
  /// (and every list an element), so the check looks inside every section.
  @Test func theSpecimenSetsEveryField() throws {
    let root = try #require(TemplateSpecimen.context)
    let (answered, set) = try Self.specimenNames()
    #expect(answered.keys.count >= 12, "\(answered.keys.sorted())")
    for (kind, names) in answered where kind != "TextTable" {
      // A component is never inside another component: its `component` is always unset.
      let unset = names.subtracting(set[kind] ?? []).subtracting(kind == "ComponentScope" ? ["component"] : [])
      #expect(unset.isEmpty, "the specimen never sets \(unset.sorted()) on a \(kind)")
    }
    // The Material roles are names outside the table of keys.
    let material = root.material
    for role in MaterialRoles.components.map(\.role) {
      #expect(material.answer(forKey: TemplateKey(role)) != nil, "the specimen has no component for the role \(role)")
    }
  }

  /// Every bundled target, read from a folder of the user's, passes the check.
  @Test func everyBundledTargetPassesTheCheck() throws {
    let folder = try Scratch.folder("name-check")
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundled = try OutputTarget.bundled()
    #expect(bundled.count >= 8)
    for target in bundled {
      let copy = folder.appendingPathComponent(target.id)
      try FileManager.default.copyItem(at: URL(fileURLWithPath: target.folder), to: copy)
      #expect(throws: Never.self, "\(target.id)") { try OutputTarget.load(from: copy) }
    }
  }

  @Test(arguments: [
    // A misspelled field, found by the value of the section around it.
    ("{{#components}}\n{{#shape}}{{cssRadi}}{{/shape}}\n{{/components}}\n", "2:11", "template/unknown-name", "cssRadii"),
    // A dotted name whose second part is misspelled.
    ("{{#components}}{{shape.kindd}}{{/components}}\n", "1:16", "template/unknown-name", "kind"),
    // A name of an inner value, read where only the theme is.
    ("{{cssRadii}}\n", "1:1", "template/unknown-name", nil),
    // A Material role, which is a name outside the table of keys.
    ("{{#material.buton}}{{name}}{{/material.buton}}\n", "1:1", "template/unknown-name", "button"),
    // A component's Material kind, whose names are the roles and a few flags.
    ("{{#components}}{{#materialKind.crad}}x{{/materialKind.crad}}{{/components}}\n", "1:16", "template/unknown-name",
     "card"),
    // Inside an inverted section, names are read from the values around it.
    ("{{#components}}{{^hasVariants}}{{hasAnyArrow}}{{/hasVariants}}{{/components}}\n", "1:32", "template/unknown-name",
     "hasAnyArrows"),
    // A transform that no value there takes, and one that takes no such value.
    ("{{#scale}}{{kebob(name)}}{{/scale}}\n", "1:11", "template/unknown-transform", "kebab"),
    ("{{#scale}}{{#shape.corners}}{{kebab(size)}}{{/shape.corners}}{{/scale}}\n", "1:29", "template/unknown-transform",
     nil),
    ("{{#components}}{{#frist()}}x{{/frist()}}{{/components}}\n", "1:16", "template/unknown-transform", "first"),
    // A partial that is not there, and a misspelled name inside a partial.
    ("{{#components}}\n  {{> shadw}}\n{{/components}}\n", "2:3", "template/unknown-partial", "shadow"),
    ("{{#scale}}{{> entry}}{{/scale}}\n", "_entry:1:9", "template/unknown-name", "docLines"),
  ] as [(String, String, String, String?)])
  func aMisspelledNameIsAnErrorAtItsTag(_ text: String, _ location: String, _ id: String, _ suggestion: String?) throws {
    let partials = [("shadow", "{{x}}\n"), ("entry", "{{name}}{{docLine}}\n")]
    do {
      _ = try OutputTarget.fromTexts(
        id: "t", files: [("out.txt", text)], partials: partials.map { (name: $0, text: $1) }, checkingNames: true)
      Issue.record("no error for \(text)")
    } catch let error as TemplateError {
      let diagnostic = try #require(error.diagnostic)
      #expect(diagnostic.id == id, "\(error)")
      let at = try #require(diagnostic.location)
      let file = location.hasPrefix("_") ? "t/_entry" : "t/out.txt"
      let place = location.hasPrefix("_") ? String(location.dropFirst("_entry:".count)) : location
      #expect(at.file == file && "\(at.line):\(at.column)" == place, "\(error)")
      if let suggestion {
        #expect(diagnostic.hint == "did you mean '\(suggestion)'?", "\(error)")
      } else {
        #expect(diagnostic.hint?.contains("docs/targets/fields.md") == true, "\(error)")
      }
    }
  }

  /// Forty partials, each including the next from two sections, meet the last one with
  /// 2⁴⁰ stacks. The check stops after `tagLimit` tags rather than walking them all, and
  /// still reports a misspelling it met before that.
  @Test func partialsThatDoubleAtEachStepEndTheCheck() throws {
    let partials = (0..<40).map { index in
      (name: "p\(index)", text: "{{#scale}}{{> p\(index + 1)}}{{/scale}}{{#categories}}{{> p\(index + 1)}}{{/categories}}")
    } + [(name: "p40", text: "{{name}}")]
    _ = try OutputTarget.fromTexts(id: "t", files: [("out.txt", "{{> p0}}")], partials: partials, checkingNames: true)
    #expect(throws: TemplateError.self) {
      try OutputTarget.fromTexts(
        id: "t", files: [("out.txt", "{{nme}}{{> p0}}")], partials: partials, checkingNames: true)
    }
  }

  /// Names that render are never refused, however unusual their place.
  @Test(arguments: [
    "{{.}}{{name}}{{themeName}}{{pascal(name)}}{{json(description)}}{{#docLines}}{{kdoc(.)}}{{xmlComment(.)}}{{/docLines}}",
    // Params may name anything, and their sections hold text.
    "{{param.anything}}{{#param.flag}}{{.}}{{prefix}}{{/param.flag}}{{^param.other}}{{name}}{{/param.other}}",
    // Names found further out, and a list's place.
    "{{#components}}{{#variants}}{{themeName}}{{prefix}}{{kebab(component)}}{{#first()}},{{/first()}}{{index()}}"
      + "{{cssSelector}}{{state}}{{/variants}}{{/components}}",
    // Every Material role, and the flags of a component's role.
    "{{#material.card}}{{name}}{{/material.card}}{{#components}}{{#materialKind.fab}}x{{/materialKind.fab}}"
      + "{{#materialKind}}{{readsStroke}}{{/materialKind}}{{/components}}{{#materialCorners.large}}{{.}}{{/materialCorners.large}}",
    // Deep values: corners, insets, arrows and surfaces.
    "{{#scale}}{{#shape}}{{#corners}}{{swift(size)}}{{css(smoothing)}}{{#isCut}}{{dartCorner}}{{/isCut}}{{/corners}}"
      + "{{#contentInsets}}{{#top}}{{css(value)}}{{/top}}{{cssInsets}}{{/contentInsets}}"
      + "{{#arrows}}{{edge}}{{css(offset)}}{{css(fraction)}}{{cssCentre}}{{/arrows}}"
      + "{{#surface}}{{#fill}}{{hex}}{{/fill}}{{#border}}{{color.argb}}{{/border}}{{#shadows}}{{css(blur)}}{{/shadows}}"
      + "{{#derivedShadows}}{{style}}{{/derivedShadows}}{{/surface}}{{/shape}}{{materialCorner}}{{/scale}}",
    // A list's transforms, and a section over a count.
    "{{#first(components)}}{{name}}{{/first(components)}}{{count(components)}}{{#empty(scale)}}none{{/empty(scale)}}",
  ])
  func aNameThatRendersIsNoError(_ text: String) throws {
    let target = try OutputTarget.fromTexts(id: "t", files: [("out.txt", text)], partials: [], checkingNames: true)
    // The same template renders strictly over the specimen.
    let theme = try #require(Pipeline.check([ThemeSource(path: "s.yaml", text: TemplateSpecimen.yaml)]).theme)
    _ = try target.renderStrictly(theme)
  }
}
