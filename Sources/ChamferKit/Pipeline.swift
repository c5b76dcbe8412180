import Foundation

/// The one call the command line and tests make: load → decode → resolve → lint.
///
/// Pure: it reads text it is given (and files through the `SourceProvider`), and
/// returns values. It never throws for problems in a theme; they are diagnostics.
public enum Pipeline {
  /// Settings that change what is reported.
  public struct Options: Sendable {
    /// Per-rule severity overrides by id (`lint/unused-metric`); nil turns a rule off.
    public var severities: [String: Diagnostic.Severity?] = [:]
    /// Whether resolved corners keep the cascade steps that set them, for `Explanation`
    /// and `json(provenance: true)`. Turning it off saves time and most of the memory
    /// on large themes.
    public var recordsProvenance: Bool
    /// The targets that will be built, for rules about one platform; nil means all.
    public var targets: Set<String>?
    /// Each target's params (`outputs.<target>.params`), for rules that depend on them.
    public var targetParams: [String: [String: String]] = [:]
    /// Work for the resolved theme that need not wait for the lint rules: it runs
    /// beside them, and `check` returns once both are done. It is skipped when reading
    /// or resolving found an error, but a rule may still find one after it has started,
    /// so it must only prepare, never write.
    package var whileLinting: (@Sendable (ResolvedTheme) -> Void)?
    /// The one name a file goes by, for files read through the provider: the command
    /// line resolves symbolic links, so a file reached two ways is read once and a
    /// cycle through a link is reported as one. Path arithmetic by default.
    package var identity: @Sendable (String) -> String
    /// The most shapes the theme may define; counted before any is decoded.
    package var shapeLimit = ShapeLimit.build

    /// Options with these severities, provenance recorded or not, and the targets that
    /// will be built.
    public init(
      severities: [String: Diagnostic.Severity?] = [:], recordsProvenance: Bool = true, targets: Set<String>? = nil
    ) {
      self.init(
        severities: severities, recordsProvenance: recordsProvenance, targets: targets, whileLinting: nil,
        identity: Paths.normalize)
    }

    /// The same, with work to run beside the lint rules and the name each file goes by.
    package init(
      severities: [String: Diagnostic.Severity?] = [:], recordsProvenance: Bool = true,
      targets: Set<String>? = nil, whileLinting: (@Sendable (ResolvedTheme) -> Void)?,
      identity: @escaping @Sendable (String) -> String
    ) {
      self.identity = identity
      self.severities = severities
      self.recordsProvenance = recordsProvenance
      self.targets = targets
      self.whileLinting = whileLinting
    }
  }

  /// What `check` found.
  public struct Result: Sendable {
    /// The resolved theme; nil when any error was found.
    public var theme: ResolvedTheme?
    /// The theme as written, when it could be read at all.
    package var document: ThemeDocument?
    /// Every problem, sorted by location, without repeats.
    public var diagnostics: [Diagnostic]
    /// The text of every file read, by path, for quoting source lines.
    public var sources: [String: String]
    /// What the lint rules read, when the theme could be resolved: a tool can run rules
    /// of its own over it. A caller about to exit can also keep it to the end rather
    /// than free its tens of thousands of objects one by one.
    package var lintInput: LintInput?
  }

  /// Loads the layers (lowest priority first), checks them and resolves the theme.
  public static func check(
    _ layers: [ThemeSource], options: Options = Options(),
    provider: @escaping SourceProvider = { _ in nil }
  ) -> Result {
    var loader = ThemeLoader(provider: provider, identity: options.identity, shapeLimit: options.shapeLimit)
    let (document, nameWritten, found) = read(layers, with: &loader, shapeLimit: options.shapeLimit)
    var diagnostics = found
    var theme: ResolvedTheme?
    var lintInput: LintInput?

    if let decoded = document {
      if decoded.name == nil, !nameWritten {
        diagnostics.append(
          Diagnostic(
            "load/missing-name", .error, "the theme has no 'name'",
            at: layers.last.map { FileLocation(file: $0.path, line: 1, column: 1) },
            hint: "add 'name: Acme'; it names the generated types and styles"))
      }
      let (resolved, found) = resolve(decoded, recordsProvenance: options.recordsProvenance)
      diagnostics += found
      let input = LintInput(
        document: decoded, resolved: resolved, targets: options.targets, targetParams: options.targetParams,
        componentShapes: componentShapes(decoded, resolved))
      var beside: (@Sendable () -> Void)?
      // Not for a theme that already has errors: its work would be thrown away.
      if let work = options.whileLinting, !diagnostics.hasErrors { beside = { work(resolved) } }
      diagnostics = FollowOn.kept(lint(input, beside: beside), errors: diagnostics.filter { $0.severity == .error }, input: input) + diagnostics
      diagnostics = loader.suppressions.apply(to: diagnostics, input: input, hasErrors: diagnostics.hasErrors)
      lintInput = input
      theme = resolved
    }

    diagnostics = apply(options.severities, to: diagnostics)
    diagnostics = unique(diagnostics).sortedByLocation()
    return Result(
      theme: diagnostics.hasErrors ? nil : theme, document: document, diagnostics: diagnostics,
      sources: loader.sources, lintInput: lintInput)
  }

  /// Every lint rule's diagnostics, in `LintRules.all` order, each with its rule's
  /// reach. The rules, and the work `beside` them, run as many at once as there are
  /// cores; the work goes first, as it is the longest.
  private static func lint(_ input: LintInput, beside work: (@Sendable () -> Void)?) -> [(Diagnostic, LintReach)] {
    let rules = LintRules.all
    let found = Slots<[(Diagnostic, LintReach)]>(count: rules.count)
    let first = work == nil ? 0 : 1
    DispatchQueue.concurrentPerform(iterations: first + rules.count) { index in
      if index < first {
        work?()
      } else {
        let rule = rules[index - first]
        found.store(rule.init().check(input).map { ($0, rule.reach) }, at: index - first)
      }
    }
    return found.values.flatMap { $0 ?? [] }
  }

  /// The layers merged and decoded. The merged tree is freed here (on two threads when
  /// it is large), so a large theme's tree is not kept through the cascade and the rules.
  private static func read(_ layers: [ThemeSource], with loader: inout ThemeLoader, shapeLimit: ShapeLimit)
    -> (document: ThemeDocument?, nameWritten: Bool, diagnostics: [Diagnostic])
  {
    guard var root = loader.load(layers), !loader.lacksBase else {
      return (nil, false, loader.diagnostics + loader.suppressions.diagnostics)
    }
    let decoded = decode(root, shapeLimit: shapeLimit)
    release(&root)
    return (decoded.document, decoded.nameWritten, loader.diagnostics + loader.suppressions.diagnostics + decoded.diagnostics)
  }

  // MARK: - Work in parts at once
  //
  // A large theme is decoded, resolved and prepared for the rules in two parts at once,
  // each by a copy of the sequential code; the parts are put back in order, so the
  // result is what one pass gives (`splitFrom` is lowered in the tests to show it).

  /// The theme in `root`, a long section's shapes decoded in parts at once.
  package static func decode(
    _ root: SourceNode, shapeLimit: ShapeLimit = .build, splitFrom: Int = Parallel.halvesFrom
  ) -> (document: ThemeDocument?, nameWritten: Bool, diagnostics: [Diagnostic]) {
    var decoder = ThemeDecoder()
    decoder.shapeLimit = shapeLimit
    guard let (outline, sections) = decoder.outline(root) else {
      return (nil, decoder.nameWritten, decoder.diagnostics)
    }
    var document = outline
    for section in sections {
      let start = decoder
      let parts = Parallel.parts(of: section.entries.count, splitFrom: splitFrom) { range in
        var part = start
        part.diagnostics = []
        return (shapes: part.shapes(range, of: section), diagnostics: part.diagnostics)
      }
      document.place(parts.flatMap(\.shapes), in: section.section)
      decoder.diagnostics += parts.flatMap(\.diagnostics)
    }
    return (document, decoder.nameWritten, decoder.diagnostics)
  }

  /// The theme resolved, many components in parts at once; with the cascade's diagnostics.
  package static func resolve(
    _ document: ThemeDocument, recordsProvenance: Bool = true, splitFrom: Int = Parallel.halvesFrom
  ) -> (theme: ResolvedTheme, diagnostics: [Diagnostic]) {
    var cascade = Cascade(document: document, recordsProvenance: recordsProvenance)
    let levels = cascade.resolveLevels()
    let start = cascade
    let parts = Parallel.parts(of: document.components.count, splitFrom: splitFrom) { range in
      var part = start.part()
      return (components: part.resolveComponents(range, metrics: levels.metrics), cascade: part)
    }
    for part in parts { cascade.absorb(part.cascade) }
    return (levels.theme(components: parts.flatMap(\.components)), cascade.diagnostics)
  }

  /// What the lint rules read of every component and variant, made in parts at once.
  package static func componentShapes(
    _ document: ThemeDocument, _ resolved: ResolvedTheme, splitFrom: Int = Parallel.halvesFrom
  ) -> [LintInput.ShapeInContext] {
    let indices = LintInput.componentIndices(document, resolved)
    return Parallel.parts(of: indices.count, splitFrom: splitFrom) { range in
      LintInput.shapesInContext(range, document: document, resolved: resolved)
    }.flatMap { $0 }
  }

  /// Frees `tree`, which must be the only reference to it, its longest section on two
  /// threads at once (`Parallel.release`). `tree` is left an empty list.
  static func release(_ tree: inout SourceNode) {
    guard case .mapping(var root) = tree else { return }
    let empty = SourceNode.sequence(.init(items: [], location: root.location))
    tree = empty
    func length(_ node: SourceNode) -> Int {
      if case .mapping(let mapping) = node { mapping.entries.count } else { 0 }
    }
    guard let longest = root.entries.indices.max(by: { length(root.entries[$0].value) < length(root.entries[$1].value) }),
      case .mapping(var section) = root.entries[longest].value
    else { return }
    root.entries[longest].value = empty
    Parallel.release(&section.entries)
  }

  /// A bound on the shapes of one theme (every metric, category, component and
  /// variant), with the id and words of the error past it.
  package struct ShapeLimit: Sendable {
    package var count: Int
    package var id: String
    /// What the limit is, for the message: "Chamfer builds up to 400,000 in one theme".
    package var says: String

    package init(count: Int, id: String, says: String) {
      self.count = count
      self.id = id
      self.says = says
    }

    /// For every command: `Limits.shapesPerTheme`.
    package static let build = ShapeLimit(
      count: Limits.shapesPerTheme, id: "load/too-many-shapes",
      says: "Chamfer builds up to \(Limits.grouped(Limits.shapesPerTheme)) in one theme")
    /// For `chamfer preview`, which draws each shape: `Limits.previewShapes`.
    package static let preview = ShapeLimit(
      count: Limits.previewShapes, id: "preview/too-many-shapes",
      says: "the preview draws up to \(Limits.grouped(Limits.previewShapes))")

    /// The error for a theme whose shapes pass the limit at `location`.
    func passed(at location: FileLocation) -> Diagnostic {
      Diagnostic(
        id, .error,
        "the theme passes its limit of shapes here (metrics, categories, components and variants together): \(says)",
        at: location,
        hint: id == Self.build.id
          ? "split the theme into several, one per product or platform"
          : "preview a part of the theme: a layer with fewer components")
    }
  }

  private static func apply(
    _ severities: [String: Diagnostic.Severity?], to diagnostics: [Diagnostic]
  ) -> [Diagnostic] {
    guard !severities.isEmpty else { return diagnostics }
    return diagnostics.compactMap { diagnostic in
      guard let override = severities[diagnostic.id] else { return diagnostic }
      guard let severity = override else { return nil }
      var changed = diagnostic
      changed.severity = severity
      return changed
    }
  }

  private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen: Set<Diagnostic> = []
    return diagnostics.filter { seen.insert($0).inserted }
  }
}
