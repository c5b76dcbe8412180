@testable import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// `IdentifierCollisions` over `WrittenIdentifiers`: pairs that meet only in one
/// target's spelling, the lists held to what the targets render, and random themes whose
/// rendered files are read back for duplicates.
@Suite struct IdentifierCollisionTests {
  /// What the lint rules read of `yaml`, with the rule for one group turned off so that
  /// only the check of written identifiers speaks.
  static func input(_ yaml: String) throws -> LintInput {
    let options = Pipeline.Options(severities: ["lint/identifier-collision": nil])
    return try #require(Pipeline.check([ThemeSource(path: "theme.yaml", text: yaml)], options: options).lintInput)
  }

  /// Each target's first clash, as `identifier (scope)`, or nil where there is none.
  static func clashes(_ yaml: String) throws -> [String: String] {
    let input = try input(yaml)
    var found: [String: String] = [:]
    for target in IdentifierCollisions.targetIDs {
      if let first = IdentifierCollisions.collisions(input, targets: [target]).first {
        found[target] = "\(first.identifier) (\(first.scope))"
      }
    }
    return found
  }

  @Test func aComponentBesideAComponentsVariantOfTheSameWords() throws {
    let found = try Self.clashes(
      "chamfer: 1\nname: Acme\ncomponents:\n  button:\n    size: 8\n    variants:\n      pressed: { size: 2 }\n  button-pressed: { size: 6 }\n")
    #expect(
      found == [
        "android": "acme_button_pressed_content_inset_top (dimen resource)",
        "flutter": "buttonPressed (member of the Shapes class)",
        "tailwind": "shape-button-pressed (utility)",
      ])
  }

  /// Identifiers are hashed as they are joined; two that share a hash are told apart by
  /// their text. Words built like Thue–Morse's (t' = t + u, u' = u + t, from `a` and `q`,
  /// 16 apart) share every polynomial hash that wraps at 2^64 after nine steps, so
  /// `x<t>Pressed` and `x<u>Pressed` meet on a hash and differ, and the clash of
  /// `x<u>.pressed` with `x<u>-pressed` is still found.
  @Test func identifiersThatShareAHashAreComparedByText() throws {
    var (t, u) = ("a", "q")
    for _ in 0..<9 { (t, u) = (t + u, u + t) }
    typealias Part = WrittenIdentifiers.Part
    #expect(Part("x\(t)Pressed").hash == Part("x\(u)Pressed").hash)
    let input = try Self.input(
      """
      chamfer: 1
      name: Acme
      components:
        x\(t):
          size: 8
          variants:
            pressed: { size: 2 }
        x\(u):
          size: 8
          variants:
            pressed: { size: 2 }
        x\(u)-pressed: { size: 6 }

      """)
    let found = IdentifierCollisions.collisions(input, targets: IdentifierCollisions.targetIDs)
    #expect(found.count == 1)
    #expect(found.first?.earlier?.path == "x\(u).pressed")
    #expect(found.first?.later.path == "x\(u)-pressed")
  }

  /// A hash joined from parts is the hash of the joined text, however the text is cut.
  @Test func aJoinedHashIsTheHashOfTheJoinedText() {
    var generator = SplitMix(seed: 7)
    let letters = Array("aZ-_.$9éß")
    let hashes = WrittenIdentifiers.Write(keepsText: false) { _, _ in }
    for _ in 0..<2_000 {
      let text = String((0..<Int(generator.next() % 24)).map { _ in letters[Int(generator.next() % UInt64(letters.count))] })
      let cut = text.index(text.startIndex, offsetBy: Int(generator.next() % UInt64(text.count + 1)))
      let joined = hashes.join(WrittenIdentifiers.Part(String(text[..<cut])), WrittenIdentifiers.Part(String(text[cut...])))
      #expect(joined.hash == WrittenIdentifiers.Part(text).hash, "\(text)")
      #expect(joined.text == nil)
    }
  }

  @Test func aComponentNamedLikeAScaleMetricsProperties() throws {
    let found = try Self.clashes("chamfer: 1\nname: Acme\nscale:\n  small: 4\ncomponents:\n  scale-small: { size: 6 }\n")
    #expect(
      found == [
        "css": "--acme-scale-small-radius (custom property)", "scss": "$scale-small (variable)",
        "flutter": "scaleSmall (member of the Shapes class)",
      ])
  }

  @Test func theCSSPrefixParamNamesTheCustomProperties() throws {
    let input = try Self.input("chamfer: 1\nname: Acme\nscale:\n  small: 4\ncomponents:\n  scale-small: { size: 6 }\n")
    let found = IdentifierCollisions.collisions(input, targets: ["css"]) { _ in ["prefix": "ui"] }
    #expect(found.map(\.identifier) == ["--ui-scale-small-radius"])
  }

  @Test func androidStylesOfAMetricAndACategory() throws {
    let found = try Self.clashes(
      "chamfer: 1\nname: Acme\nscale:\n  small: 4\n  small-component: 6\ncategories:\n  small: small\ncomponents:\n  chip: { category: small }\n")
    #expect(found == ["android": "ShapeAppearance.Acme.SmallComponent (style)"])
  }

  @Test func dartMembersOfCompanionsAndOfTheClassItself() throws {
    let companion = try Self.clashes(
      "chamfer: 1\nname: Acme\ncomponents:\n  card: { size: 4 }\n  card-content-insets: { size: 2 }\n")
    #expect(companion == ["flutter": "cardContentInsets (member of the Shapes class)"])
    let own = try Self.clashes("chamfer: 1\nname: Acme\ncomponents:\n  apply: { size: 4 }\n")
    #expect(own == ["flutter": "apply (member of the Shapes class)"])
  }

  @Test func aPaintedScaleMetricsComposeSurface() throws {
    let found = try Self.clashes(
      "chamfer: 1\nname: Acme\nscale:\n  raised: { size: 4, surface: { fill: \"#FFFFFF\" } }\n  raised-surface: 2\n")
    #expect(found["compose"] == "raisedSurface (property of Scale)")
  }

  @Test func oneErrorPerPairAtTheLaterNameWithTheOtherTargets() throws {
    let input = try Self.input(
      "chamfer: 1\nname: Acme\ncomponents:\n  button-pressed: { size: 6 }\n  button:\n    size: 8\n    variants:\n      pressed: { size: 2 }\n")
    let diagnostics = IdentifierCollisions.diagnostics(IdentifierCollisions.collisions(input, targets: IdentifierCollisions.targetIDs))
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.id == "build/identifier-collision")
    #expect(diagnostic.location?.line == 8 && diagnostic.location?.column == 7)
    #expect(
      diagnostic.message
        == "the variant 'button.pressed' and the component 'button-pressed' both become 'shape-button-pressed', "
        + "a utility in tailwind/acme.tailwind.css (and in android, flutter)")
    #expect(diagnostic.notes.map(\.message) == ["'button-pressed' is defined here"])
    #expect(diagnostic.notes.first?.location?.line == 4)
  }

  @Test func namesThatMeetNowhereAreClean() throws {
    for theme in ["default.yaml", "material3.yaml"] {
      let input = try #require(checkBundledTheme(packageRoot.appendingPathComponent("tokens/\(theme)")).lintInput)
      #expect(IdentifierCollisions.collisions(input, targets: IdentifierCollisions.targetIDs).isEmpty)
    }
  }

  /// 10,000 components with two variants each: one pass per target, well within a second
  /// even unoptimised.
  @Test func aLargeThemeIsCheckedInOnePass() throws {
    var lines = ["chamfer: 1", "name: Bench", "components:"]
    for index in 0..<10_000 {
      lines += ["  component\(index):", "    size: \(index % 7)", "    variants:", "      pressed: { size: 2 }", "      disabled: { size: 3 }"]
    }
    let input = try Self.input(lines.joined(separator: "\n") + "\n")
    let clock = ContinuousClock()
    var found: [IdentifierCollisions.Collision] = []
    let elapsed = clock.measure { found = IdentifierCollisions.collisions(input, targets: IdentifierCollisions.targetIDs) }
    #expect(found.isEmpty)
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }

  // MARK: - The lists against the rendered files

  static let specimen = """
    chamfer: 1
    name: AcmeKit
    scale:
      small: 4
      mixed: { size: 4, corners: { topLeft: 0 } }
      raised: { size: 2, surface: { fill: "#FFFFFF" } }
    categories:
      large: { size: 16 }
    components:
      textField: { size: 4 }
      tooltip:
        size: 4
        edges:
          bottom: { arrow: { width: 12, height: 6 } }
        surface:
          fill: "#1F2937"
          border: { width: 1, color: "#FFFFFF33" }
          shadows:
            - { color: "#0000002E", y: 2, blur: 6 }
            - { color: "#00000020", y: 1, blur: 2, inset: true }
        variants:
          below: { edges: { bottom: none, top: arrow } }
      chip:
        shape: full
        variants:
          pressed: { size: 25%, surface: { fill: "#EEEEEE" } }

    """

  /// Every identifier a list says a target writes is in the file it names, as the
  /// target renders it: a template that spells a name another way fails here.
  @Test(arguments: ["default.yaml", "material3.yaml", "specimen"])
  func everyListedIdentifierIsInTheRenderedFile(_ theme: String) throws {
    let input =
      theme == "specimen"
      ? try Self.input(Self.specimen)
      : try #require(checkBundledTheme(packageRoot.appendingPathComponent("tokens/\(theme)")).lintInput)
    let bundled = try OutputTarget.bundled()
    for list in WrittenIdentifiers.all {
      let target = try #require(bundled.first { $0.id == list.id })
      let files = target.render(input.resolved)
      var written: [(Int, String)] = []
      let theme = TemplateName(input.resolved.name)
      let context = WrittenIdentifiers.Context(theme: theme, cssPrefix: ThemeScope.cssPrefix(theme, params: [:]))
      let entries = Self.entries(input)
      let write = WrittenIdentifiers.Write { written.append(($0, $1.text ?? "")) }
      list.fixed(entries, context, write)
      for entry in entries { list.entry(entry, context, write) }
      for (namespace, identifier) in written {
        let pattern = list.namespaces[namespace].file
        #expect(target.outputPatterns.contains(pattern), "\(list.id): no template writes \(pattern)")
        let path = OutputTarget.outputPath(pattern, theme: input.resolved)
        let text = try #require(files.first { $0.path == path }, "\(list.id): \(path)").contents
        // A variant's identifier is written in its component's object or enum.
        let name = list.namespaces[namespace].scope.contains("variants") ? String(identifier.split(separator: ".").last!) : identifier
        #expect(text.contains(name), "\(list.id): '\(identifier)' is not in \(path)")
      }
    }
  }

  /// The entries as `IdentifierCollisions` makes them.
  static func entries(_ input: LintInput) -> [WrittenIdentifiers.Entry] {
    var entries: [WrittenIdentifiers.Entry] = []
    func add(_ kind: WrittenIdentifiers.Entry.Kind, _ name: String, _ shape: ResolvedShape, _ component: String? = nil) {
      entries.append(
        .init(kind: kind, name: .init(name), component: component.map { .init($0) }, shape: shape))
    }
    for metric in input.resolved.scale { add(.metric, metric.name, metric.shape) }
    for category in input.resolved.categories { add(.category, category.name, category.shape) }
    for component in input.resolved.components {
      add(.component, component.name, component.shape)
      for variant in component.variants { add(.variant, variant.name, variant.shape, component.name) }
    }
    return entries
  }
}
