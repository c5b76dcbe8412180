import Mustache

/// A template as a tree that `TemplateRenderer` can run without looking anything up by
/// name twice.
///
/// swift-mustache renders by splitting every dotted name and casting every value it
/// meets, for each use; on a theme of 10,000 components that was over 90% of a build.
/// Here each name is split once, partials are found once, and text is kept as UTF-8.
///
/// The tree has the tokens swift-mustache's parser would make: it decides what is a
/// standalone line, a partial's indentation or a section's end, and both renderers must
/// see the same. `TemplateParser` makes the tree from the text; a target it leaves alone
/// is parsed by swift-mustache, whose internal tokens `TokenReader` reads with `Mirror`.
/// Anything that reader does not recognise either (template inheritance, dynamic
/// partials, a content type other than TEXT and HTML, or tokens of another shape after
/// an update of the package) makes the target render with swift-mustache instead:
/// slower, never different. `TemplateRendererTests` checks that every bundled target
/// compiles, and `TemplateParserTests` that both ways give the same tree.
struct CompiledTemplate: Sendable {
  indirect enum Node: Sendable {
    case text([UInt8])
    case variable(TemplateName, escaped: Bool)
    /// `number` counts the target's sections from 0; the renderer remembers a section's
    /// output by it.
    case section(TemplateName, Block, number: Int)
    case invertedSection(TemplateName, Block)
    /// The index of a partial in `CompiledTarget.partials`, or nil for a partial the
    /// target does not have (which renders as nothing).
    case partial(Int?, indentation: [UInt8]?)
    case contentType(escapesHTML: Bool)
  }

  /// A name as it appears in a tag, split once. A class, so that the renderer's program
  /// can refer to it without retaining it (`RenderProgram.Op`).
  final class TemplateName: Sendable, Equatable {
    enum Start: Sendable {
      /// `.`: the current object.
      case current
      /// `first()` and other transforms without a name: the position in a list.
      case sequencePosition
      /// `.name`: only the current object is searched.
      case currentOnly
      /// `name` or `a.b`: the first object up the stack that has `a`.
      case stack
    }
    let start: Start
    let path: [TemplateKey]
    /// In the order they apply: `a(b(name))` applies `b` first.
    let transforms: [Transform]
    /// The same for every tag of the target that spells the name alike (with its
    /// transforms), counting from 0: the renderer remembers lookups by it.
    let id: Int

    init(start: Start, path: [TemplateKey], transforms: [Transform], id: Int) {
      self.start = start
      self.path = path
      self.transforms = transforms
      self.id = id
    }

    static func == (left: TemplateName, right: TemplateName) -> Bool { left.id == right.id }
  }

  /// A transform's name, and the value style or name spelling it names, if any, found
  /// once.
  struct Transform: Sendable {
    let name: String
    let style: (any ValueStyle.Type)?
    let spelling: NameSpelling?

    init(_ name: String) {
      self.name = name
      style = ValueStyles.named(name)
      spelling = NameSpelling(rawValue: name)
    }
  }

  /// The tokens of one template or section. A block keeps its own line state: a
  /// partial's indentation goes in front of a token when the block's own output so far
  /// ends a line, as swift-mustache does.
  typealias Block = [Node]

  let nodes: Block
}

/// A target's templates, compiled: the files, and the partials they include by index.
struct CompiledTarget: Sendable {
  let files: [CompiledTemplate]
  let partials: [CompiledTemplate.Block]
  /// How many `section` nodes the files and partials have between them.
  let sectionCount: Int
  /// One of each differently spelled name their tags have, by `TemplateName.id`.
  let names: [CompiledTemplate.TemplateName]
  /// The files and partials laid out flat, as `TemplateRenderer` runs them.
  let program: RenderProgram

  /// Parses the templates' text with `TemplateParser`; nil when any of them uses
  /// something it leaves to swift-mustache (or does not parse).
  init?(parsing files: [String], partials: [(name: String, text: String)]) {
    self.init(files, partials.map { ($0.name, $0.text) }) { text, compiler in
      var parser = TemplateParser(text, compiler: compiler)
      defer { compiler = parser.compiler }
      return parser.parse()
    }
  }

  /// Reads the tokens swift-mustache parsed (through `Mirror`); nil when any template
  /// uses something the compiled renderer leaves to swift-mustache.
  init?(files: [MustacheTemplate], partials: [(name: String, template: MustacheTemplate)]) {
    self.init(files, partials.map { ($0.name, $0.template) }) { template, compiler in
      var reader = TokenReader(compiler: compiler)
      defer { compiler = reader.compiler }
      return reader.block(of: template)
    }
  }

  /// Compiles the partials, then the files, with one `TargetCompiler` between them.
  private init?<Source>(
    _ files: [Source], _ partials: [(name: String, source: Source)],
    read: (Source, inout TargetCompiler) -> CompiledTemplate.Block?
  ) {
    var compiler = TargetCompiler(partialNames: partials.map(\.name))
    var compiledPartials: [CompiledTemplate.Block] = []
    for partial in partials {
      guard let block = read(partial.source, &compiler) else { return nil }
      compiledPartials.append(block)
    }
    var compiledFiles: [CompiledTemplate] = []
    for file in files {
      guard let block = read(file, &compiler) else { return nil }
      compiledFiles.append(CompiledTemplate(nodes: block))
    }
    self.files = compiledFiles
    self.partials = compiledPartials
    sectionCount = compiler.sectionCount
    names = compiler.names
    program = RenderProgram(files: compiledFiles, partials: compiledPartials, names: names)
  }
}

/// What the templates of one target share as they are compiled: partials by name,
/// section numbers and names by spelling.
struct TargetCompiler {
  /// A later partial of the same name is shadowed by the first: the list is given
  /// with the winner first.
  private let partialIndices: [String: Int]
  private(set) var sectionCount = 0
  /// Each name as spelled in a tag (`a.b` with `c(d(…))` is "c,d,a.b"), numbered.
  private var spellings: [String: Int] = [:]
  /// The first of each spelling, by number.
  private(set) var names: [CompiledTemplate.TemplateName] = []

  init(partialNames: [String]) {
    var indices: [String: Int] = [:]
    for (index, name) in partialNames.enumerated() where indices[name] == nil { indices[name] = index }
    partialIndices = indices
  }

  func partial(_ name: String) -> Int? { partialIndices[name] }

  mutating func newSection() -> Int {
    sectionCount += 1
    return sectionCount - 1
  }

  /// `name` as a tag spells it, with its transforms outermost first, as swift-mustache
  /// gives them: `a(b(c))` is "c" with ["a", "b"].
  mutating func name(_ name: String, transforms: [String]) -> CompiledTemplate.TemplateName {
    let spelled = (transforms + [name]).joined(separator: ",")
    if let spelling = spellings[spelled] { return names[spelling] }
    let start: CompiledTemplate.TemplateName.Start =
      if name == "." {
        .current
      } else if name.isEmpty, !transforms.isEmpty {
        .sequencePosition
      } else if name.first == "." {
        .currentOnly
      } else {
        .stack
      }
    let compiled = CompiledTemplate.TemplateName(
      start: start, path: name.split(separator: ".").map { TemplateKey(String($0)) },
      transforms: transforms.reversed().map(CompiledTemplate.Transform.init), id: names.count)
    spellings[spelled] = compiled.id
    names.append(compiled)
    return compiled
  }
}

/// Reads swift-mustache's tokens (`MustacheTemplate.Token`) through `Mirror`: for a
/// template `TemplateParser` leaves alone, and for the tests that check the two agree.
private struct TokenReader {
  var compiler: TargetCompiler

  mutating func block(of template: MustacheTemplate) -> CompiledTemplate.Block? {
    guard let tokens = Mirror(reflecting: template).descendant("tokens") as? [Any] else { return nil }
    var nodes: CompiledTemplate.Block = []
    nodes.reserveCapacity(tokens.count)
    for token in tokens {
      guard let node = node(of: token) else { return nil }
      nodes.append(node)
    }
    return nodes
  }

  private mutating func node(of token: Any) -> CompiledTemplate.Node? {
    let mirror = Mirror(reflecting: token)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first, let tag = payload.label else {
      return nil
    }
    if tag == "text" {
      guard let text = payload.value as? String else { return nil }
      return .text(Array(text.utf8))
    }
    // The other tokens carry a tuple of named fields (`name:`, `transforms:` …).
    var fields: [String: Any] = [:]
    for (index, field) in Mirror(reflecting: payload.value).children.enumerated() {
      fields[field.label ?? ".\(index)"] = field.value
    }
    switch tag {
    case "variable", "unescapedVariable":
      guard let name = name(fields) else { return nil }
      return .variable(name, escaped: tag == "variable")
    case "section", "invertedSection":
      guard let name = name(fields), let template = fields["template"] as? MustacheTemplate,
        let block = block(of: template)
      else { return nil }
      guard tag == "section" else { return .invertedSection(name, block) }
      return .section(name, block, number: compiler.newSection())
    case "partial":
      // Partials that override blocks of their template are left to swift-mustache.
      guard let name = fields[".0"] as? String, let indentation = fields["indentation"],
        let inherits = fields["inherits"], Self.isNil(inherits)
      else { return nil }
      return .partial(compiler.partial(name), indentation: (indentation as? String).map { Array($0.utf8) })
    case "contentType":
      switch String(describing: type(of: payload.value)) {
      case "TextContentType": return .contentType(escapesHTML: false)
      case "HTMLContentType": return .contentType(escapesHTML: true)
      default: return nil
      }
    default:
      return nil
    }
  }

  private mutating func name(_ fields: [String: Any]) -> CompiledTemplate.TemplateName? {
    guard let name = fields["name"] as? String, let transforms = fields["transforms"] as? [String] else {
      return nil
    }
    return compiler.name(name, transforms: transforms)
  }

  private static func isNil(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
  }
}
