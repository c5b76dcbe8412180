/// A check that reads a theme after loading and resolution and reports problems.
/// Rules never change the theme.
///
/// To add a rule: create one file in `Validation/Rules/`, conform to `LintRule`,
/// give it examples, and append its type to `LintRules.all`. The examples are the
/// rule's tests: `RuleExampleTests` runs every registered rule's examples, and
/// `RuleRegistryTests` names any file in `Rules/` that is missing from the list.
package protocol LintRule: Sendable {
  /// Kebab-case, stable forever; reported as `lint/<id>` and written in config.
  static var id: String { get }
  /// One sentence, shown by `chamfer rules`.
  static var summary: String { get }
  /// `.note` for a platform note: what a target cannot express, reported so nobody is
  /// surprised, not a mistake in the theme. Text reports sum notes in one line
  /// (`--notes` lists them) and `--strict` does not count them.
  static var defaultSeverity: Diagnostic.Severity { get }
  /// What the findings depend on: one shape (the default), or the whole theme, so that
  /// an error does not bring findings it makes wrong (`FollowOn`).
  static var reach: LintReach { get }
  /// Themes that must and must not trigger the rule; in failing themes `↓` marks
  /// each place the rule must report.
  static var examples: RuleExamples { get }

  init()
  func check(_ theme: LintInput) -> [Diagnostic]
}

extension LintRule {
  package static var reach: LintReach { .shape }

  /// A finding of this rule at its default severity.
  func violation(
    _ message: String, at location: FileLocation?, hint: String? = nil,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(
      "lint/\(Self.id)", Self.defaultSeverity, message, at: location, hint: hint, notes: notes)
  }
}

/// What a rule reads: the theme as written and, when resolution succeeded, as resolved.
package struct LintInput: Sendable {
  package let document: ThemeDocument
  package let resolved: ResolvedTheme
  /// The targets being built; nil means every target. Rules about one platform's
  /// limits stay quiet when that platform is not built.
  package var targets: Set<String>?
  /// Each target's params (`outputs.<target>.params` in chamfer.yml).
  package var targetParams: [String: [String: String]]
  /// Every component and variant with the definitions that shaped it, worked out once
  /// for all the rules that read it.
  package let componentShapes: [ShapeInContext]
  /// See `firstVisibleContinuousCurve(document:resolved:)`.
  let firstVisibleContinuousCurve: FileLocation?

  /// `componentShapes`, when given, must be `shapesInContext` of the whole theme
  /// (`Pipeline` makes it in parts at once).
  package init(
    document: ThemeDocument, resolved: ResolvedTheme, targets: Set<String>?,
    targetParams: [String: [String: String]] = [:], componentShapes: [ShapeInContext]? = nil
  ) {
    self.document = document
    self.resolved = resolved
    self.targets = targets
    self.targetParams = targetParams
    self.componentShapes =
      componentShapes ?? Self.shapesInContext(Self.componentIndices(document, resolved), document: document, resolved: resolved)
    firstVisibleContinuousCurve = Self.firstVisibleContinuousCurve(document: document, resolved: resolved)
  }

  /// True when `target` is built.
  package func builds(_ target: String) -> Bool { targets?.contains(target) ?? true }
}

/// Every built-in lint rule. Order does not matter: the pipeline sorts findings by location.
package enum LintRules {
  package static let all: [any LintRule.Type] = [
    SmoothingWithoutContinuous.self,
    IdentifierCollision.self,
    UnusedMetric.self,
    ScaleOrder.self,
    AndroidContinuousCurve.self,
    WebRelativeSize.self,
    AndroidStyleClash.self,
    ArrowWithoutRoom.self,
    ClippedShadow.self,
    LowNeumorphicContrast.self,
    AndroidSurfaceLimits.self,
    ComposeContinuousCurve.self,
    AndroidMaterialVersion.self,
  ]
}

extension LintInput {
  /// One resolved component or variant with the definitions that shaped it, the most
  /// specific first (variant, component, category, the metrics they name), so a rule
  /// can point at the level that wrote a field.
  ///
  /// A class, so that the rules that walk every component share one copy instead of
  /// copying each shape and its definitions as they go.
  package final class ShapeInContext: Sendable {
    package let name: Located<String>
    /// `card` or `button.pressed`.
    package let path: String
    package let shape: ResolvedShape
    package let definitions: [ShapeDefinition]

    init(name: Located<String>, path: String, shape: ResolvedShape, definitions: [ShapeDefinition]) {
      self.name = name
      self.path = path
      self.shape = shape
      self.definitions = definitions
    }

    /// The first place, most specific level first, that `field` was written.
    package func location(of field: (ShapeDefinition) -> FileLocation?) -> FileLocation {
      definitions.lazy.compactMap(field).first ?? name.location
    }
  }

  /// The components both the document and the resolved theme have.
  package static func componentIndices(_ document: ThemeDocument, _ resolved: ResolvedTheme) -> Range<Int> {
    0..<min(document.components.count, resolved.components.count)
  }

  /// The components at `indices` and their variants, each with its definitions, in
  /// theme order.
  package static func shapesInContext(
    _ indices: Range<Int>, document: ThemeDocument, resolved: ResolvedTheme
  ) -> [ShapeInContext] {
    DefinitionLookup(document).shapes(document, resolved, indices)
  }

  /// The first metric and category of each name, as `document.metric` and
  /// `document.category` find them, looked up once rather than searched for each shape.
  private struct DefinitionLookup: Sendable {
    var metrics: [String: ShapeDefinition] = [:]
    var categories: [String: ShapeDefinition] = [:]

    init(_ document: ThemeDocument) {
      for metric in document.scale where metrics[metric.name.value] == nil {
        metrics[metric.name.value] = metric.shape
      }
      for category in document.categories where categories[category.name.value] == nil {
        categories[category.name.value] = category.shape
      }
    }

    func metric(_ base: Located<ShapeBase>?) -> ShapeDefinition? {
      switch base?.value {
      case .metric(let name)?: return metrics[name]
      case .reference(let path)?: return Cascade.scaleMetricName(path).flatMap { metrics[$0] }
      default: return nil
      }
    }

    /// The shapes of the components at `indices`, read in place: iterating the arrays
    /// would copy every component and all it holds.
    func shapes(_ document: ThemeDocument, _ resolved: ResolvedTheme, _ indices: Range<Int>) -> [ShapeInContext] {
      var found: [ShapeInContext] = []
      found.reserveCapacity(indices.reduce(0) { $0 + 1 + resolved.components[$1].variants.count })
      for index in indices {
        let written = document.components[index].shape
        var chain = [written]
        if let base = metric(written.base) { chain.append(base) }
        if let category = written.category.flatMap({ categories[$0.value] }) {
          chain.append(category)
          if let base = metric(category.base) { chain.append(base) }
        }
        let path = resolved.components[index].name
        found.append(
          ShapeInContext(
            name: document.components[index].name, path: path, shape: resolved.components[index].shape,
            definitions: chain))
        for variant in 0..<min(written.variants.count, resolved.components[index].variants.count) {
          let definition = written.variants[variant].shape
          var variantChain = [definition]
          if let base = metric(definition.base) { variantChain.append(base) }
          found.append(
            ShapeInContext(
              name: written.variants[variant].name, path: "\(path).\(resolved.components[index].variants[variant].name)",
              shape: resolved.components[index].variants[variant].shape, definitions: variantChain + chain))
        }
      }
      return found
    }
  }
}
