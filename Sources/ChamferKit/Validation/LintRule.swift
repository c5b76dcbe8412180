/// A check that reads a theme after loading and resolution and reports problems.
/// Rules never change the theme.
///
/// To add a rule: create one file in `Validation/Rules/`, conform to `LintRule`,
/// give it examples, and append its type to `LintRules.all`. The examples are the
/// rule's tests: `RuleExampleTests` runs every registered rule's examples, and
/// `RuleRegistryTests` names any file in `Rules/` that is missing from the list.
public protocol LintRule: Sendable {
  /// Kebab-case, stable forever; reported as `lint/<id>` and written in config.
  static var id: String { get }
  /// One sentence, shown by `chamfer rules`.
  static var summary: String { get }
  static var defaultSeverity: Diagnostic.Severity { get }
  /// Themes that must and must not trigger the rule; in failing themes `↓` marks
  /// each place the rule must report.
  static var examples: RuleExamples { get }

  init()
  func check(_ theme: LintInput) -> [Diagnostic]
}

extension LintRule {
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
public struct LintInput: Sendable {
  public let document: ThemeDocument
  public let resolved: ResolvedTheme
  /// The targets being built; nil means every target. Rules about one platform's
  /// limits stay quiet when that platform is not built.
  public var targets: Set<String>?
  /// Every component and variant with the definitions that shaped it, worked out once
  /// for all the rules that read it.
  public let componentShapes: [ShapeInContext]

  public init(document: ThemeDocument, resolved: ResolvedTheme, targets: Set<String>?) {
    self.document = document
    self.resolved = resolved
    self.targets = targets
    componentShapes = Self.shapesInContext(document: document, resolved: resolved)
  }

  /// True when `target` is built.
  public func builds(_ target: String) -> Bool { targets?.contains(target) ?? true }
}

/// Every built-in lint rule. Order does not matter: the pipeline sorts findings by location.
public enum LintRules {
  public static let all: [any LintRule.Type] = [
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
  ]
}

extension LintInput {
  /// One resolved component or variant with the definitions that shaped it, the most
  /// specific first (variant, component, category, the metrics they name), so a rule
  /// can point at the level that wrote a field.
  public struct ShapeInContext: Sendable {
    public var name: Located<String>
    /// `card` or `button.pressed`.
    public var path: String
    public var shape: ResolvedShape
    public var definitions: [ShapeDefinition]

    /// The first place, most specific level first, that `field` was written.
    public func location(of field: (ShapeDefinition) -> FileLocation?) -> FileLocation {
      definitions.lazy.compactMap(field).first ?? name.location
    }
  }

  /// Every component and variant, with its definitions.
  static func shapesInContext(document: ThemeDocument, resolved: ResolvedTheme) -> [ShapeInContext] {
    func metric(_ base: Located<ShapeBase>?) -> ShapeDefinition? {
      switch base?.value {
      case .metric(let name)?: return document.metric(name)?.shape
      case .reference(let path)?:
        let parts = path.split(separator: ".")
        return parts.count == 2 && parts[0] == "scale" ? document.metric(String(parts[1]))?.shape : nil
      default: return nil
      }
    }
    var found: [ShapeInContext] = []
    for (written, component) in zip(document.components, resolved.components) {
      var chain = [written.shape]
      if let base = metric(written.shape.base) { chain.append(base) }
      if let category = written.shape.category.flatMap({ document.category($0.value) }) {
        chain.append(category.shape)
        if let base = metric(category.shape.base) { chain.append(base) }
      }
      found.append(ShapeInContext(name: written.name, path: component.name, shape: component.shape, definitions: chain))
      for (variant, resolvedVariant) in zip(written.shape.variants, component.variants) {
        var variantChain = [variant.shape]
        if let base = metric(variant.shape.base) { variantChain.append(base) }
        found.append(
          ShapeInContext(
            name: variant.name, path: "\(component.name).\(resolvedVariant.name)", shape: resolvedVariant.shape,
            definitions: variantChain + chain))
      }
    }
    return found
  }
}
