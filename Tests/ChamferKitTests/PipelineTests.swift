import Foundation
import TestSupport
import Testing

@testable import ChamferKit

/// `Pipeline.check` runs the lint rules at once, and work handed to it beside them.
@Suite struct PipelineTests {
  /// What the work beside the rules saw; filled from another thread.
  final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []

    func add(_ theme: ResolvedTheme) { lock.withLock { names.append("\(theme.name):\(theme.components.count)") } }
    var all: [String] { lock.withLock { names } }
  }

  static func options(_ seen: Seen) -> Pipeline.Options {
    Pipeline.Options(whileLinting: { seen.add($0) }, identity: Paths.normalize)
  }

  @Test func workBesideTheRulesGetsTheResolvedThemeAndChangesNothing() throws {
    let text = try #require(packageFiles("tokens/default.yaml"))
    let source = [ThemeSource(path: "tokens/default.yaml", text: text)]
    let seen = Seen()
    let with = Pipeline.check(source, options: Self.options(seen), provider: packageFiles)
    let without = Pipeline.check(source, provider: packageFiles)
    let theme = try #require(with.theme)
    #expect(seen.all == ["\(theme.name):\(theme.components.count)"])
    #expect(with.diagnostics == without.diagnostics)
    #expect(with.theme?.json().serialized(pretty: true) == without.theme?.json().serialized(pretty: true))
  }

  @Test func workBesideTheRulesIsSkippedWhenResolvingFoundAnError() {
    let seen = Seen()
    let result = Pipeline.check(
      [ThemeSource(path: "bad.yaml", text: "chamfer: 1\nname: Bad\ncomponents:\n  card: { shape: \"{scale.nope}\" }\n")],
      options: Self.options(seen))
    #expect(result.theme == nil)
    #expect(result.diagnostics.contains { $0.id == "resolve/unknown-reference" })
    #expect(seen.all.isEmpty)
  }

  /// A long section is decoded in two halves at once (`Pipeline.decode`): the document
  /// and every diagnostic, in order, must be what one pass gives, with problems in both
  /// halves and at the seam.
  @Test func decodingInHalvesGivesWhatOnePassGives() throws {
    var text = "chamfer: 1\nname: Halves\nscale:\n  small: 4\ncomponents:\n"
    for index in 0..<40 {
      switch index {
      case 3, 19, 20, 37: text += "  part\(index): { shape: small, colour: red }\n"  // unknown key
      case 11: text += "  part\(index): { size: -2 }\n"  // negative size
      case 29: text += "  Bad Name: small\n"  // invalid name
      default: text += "  part\(index): { shape: small, corners: { topLeft: \(index % 9) } }\n"
      }
    }
    let (root, problems) = YAMLReader().read(text, file: "halves.yaml")
    #expect(problems.isEmpty)
    let tree = try #require(root)
    let whole = Pipeline.decode(tree, splitFrom: .max)
    let split = Pipeline.decode(tree, splitFrom: 1)
    #expect(whole.diagnostics.count >= 6, "\(whole.diagnostics.map(\.id))")
    #expect(split.diagnostics == whole.diagnostics)
    #expect(String(describing: split.document) == String(describing: whole.document))
    #expect(split.document?.components.count == 39)
  }

  /// A long list of components is resolved in two halves at once (`Pipeline.resolve`):
  /// the resolved theme, provenance and aliases included, and every diagnostic, in
  /// order, must be what one pass gives.
  @Test func resolvingInHalvesGivesWhatOnePassGives() throws {
    var text = """
      chamfer: 1
      name: Halves
      scale:
        small: 4
        medium: { size: 8, family: cut }
        loop: "{scale.loop}"
        mixed: { corners: { topLeft: 2, topRight: 3 } }
      categories:
        surface: { shape: medium, curve: continuous, smoothing: 0.6 }
      components:

      """
    for index in 0..<40 {
      switch index {
      case 2, 21: text += "  part\(index): { category: missing }\n"  // unknown category
      case 9, 20: text += "  part\(index): { size: \"{scale.mixed}\" }\n"  // not one size
      case 14, 33: text += "  part\(index): { shape: smal }\n"  // unknown metric
      case 27: text += "  part\(index): { size: \"{scale.loop}\" }\n"  // a cycle
      case _ where index.isMultiple(of: 3): text += "  part\(index): { shape: small }\n"  // an alias
      default:
        text += "  part\(index): { category: surface, corners: { topLeft: \(index % 7) },"
        text += " variants: { pressed: { shape: small }, flat: { curve: circular } } }\n"
      }
    }
    let (root, problems) = YAMLReader().read(text, file: "halves.yaml")
    #expect(problems.isEmpty)
    let tree = try #require(root)
    let document = try #require(Pipeline.decode(tree).document)
    let (whole, wholeFound) = Pipeline.resolve(document, splitFrom: .max)
    let (split, found) = Pipeline.resolve(document, splitFrom: 1)
    #expect(Set(wholeFound.map(\.id)).count >= 3, "\(wholeFound.map(\.id))")
    #expect(found == wholeFound)
    #expect(split.json(provenance: true).serialized() == whole.json(provenance: true).serialized())
    #expect(split.components.filter { $0.alias != nil }.count >= 10)
  }

  /// On a large theme the lint rules' list of components and variants is made in two
  /// halves at once; it must hold every shape once, in theme order, each with its chain
  /// of definitions.
  @Test func componentShapesOfALargeThemeAreInThemeOrder() throws {
    var text = "chamfer: 1\nname: Many\nscale:\n  small: 4\ncategories:\n  flat: { shape: small }\ncomponents:\n"
    for index in 0..<2_100 {
      text += "  part\(index): { category: flat, variants: { pressed: { shape: small } } }\n"
    }
    let result = check(text)
    let theme = try #require(result.theme)
    let document = try #require(result.document)
    let shapes = Pipeline.componentShapes(document, theme, splitFrom: 2)
    #expect(shapes.map(\.path) == LintInput.shapesInContext(0..<2_100, document: document, resolved: theme).map(\.path))
    let expected = (0..<2_100).flatMap { ["part\($0)", "part\($0).pressed"] }
    #expect(shapes.map(\.path) == expected)
    // The result carries what the rules read, for tools that run rules of their own.
    #expect(result.lintInput?.componentShapes.map(\.path) == expected)
    #expect(check("chamfer: 1\nname: [broken\n").lintInput == nil)
    // A variant names a metric, its component a category that names one.
    #expect(shapes.allSatisfy { $0.definitions.count == ($0.path.hasSuffix(".pressed") ? 5 : 3) })
  }

  /// `Parallel.release` frees every element, on two threads when there are many.
  @Test(arguments: [10, 5_000])
  func releasingInHalvesFreesEveryElement(count: Int) {
    final class Counted {
      let freed: Counter
      init(_ freed: Counter) { self.freed = freed }
      deinit { freed.add() }
    }
    let freed = Counter()
    var objects = (0..<count).map { _ in Counted(freed) }
    Parallel.release(&objects)
    #expect(objects.isEmpty)
    #expect(freed.value == count)
  }

  /// `Parallel.parts` covers every index once, in order, in one part or two.
  @Test(arguments: [(0, 1), (1, 1), (7, 100), (7, 2), (5_000, Parallel.halvesFrom)])
  func partsCoverEveryIndexInOrder(count: Int, splitFrom: Int) {
    let parts = Parallel.parts(of: count, splitFrom: splitFrom) { Array($0) }
    #expect(parts.flatMap { $0 } == Array(0..<count))
    #expect(parts.count == (count >= max(splitFrom, 2) ? 2 : 1))
  }

  /// The rules run at once, but their findings come back in the same order every time.
  @Test func rulesRunningAtOnceReportTheSameEveryTime() {
    // Warnings from several rules: an unused metric, a scale out of order, web-relative
    // sizes and smoothing on a circular curve.
    let text = """
      chamfer: 1
      name: Busy
      scale:
        small: 8
        medium: 4
        spare: 2
        full: full
      components:
        card: { shape: small, smoothing: 0.5 }
        chip: { shape: full, corners: { topLeft: 25% } }
        pill: { shape: medium, corners: { topLeft: "{scale.full}" } }

      """
    let first = check(text).diagnostics
    #expect(Set(first.map(\.id)).count >= 3, "\(first.map(\.id))")
    for _ in 0..<20 {
      #expect(check(text).diagnostics == first)
    }
  }
}

/// A count that several threads add to.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
