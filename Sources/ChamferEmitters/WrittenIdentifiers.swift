import ChamferKit

/// The identifiers each bundled target writes for a theme's entries, by file and by the
/// namespace within it where two equal identifiers clash: a Dart class's members, an
/// Android resource type, the custom properties of a CSS `:root`.
///
/// One list per target, joined from `TemplateName`'s spellings as its templates join them
/// (the joins of `CSSValueStyle.names` and `AndroidValueStyle.names` are restated over
/// hashed parts), and written only where the template writes it (a `-fill` only for a
/// filled surface). `IdentifierCollisionTests` finds every identifier listed here in the
/// files the target renders, so a template that changes a name fails there until its
/// list follows. `IdentifierCollisions` checks
/// the lists. Targets whose names cannot clash are not listed: DTCG's keys are the names
/// as written, unique in their YAML mappings.
enum WrittenIdentifiers {
  /// A metric, category, component or variant, as the targets name it, with what the
  /// targets ask of its shape read once for all of them.
  /// A class, so that handing one to each target's closures copies one reference
  /// rather than every field of its shape.
  final class Entry: Sendable {
    enum Kind { case metric, category, component, variant }

    /// The parts of a surface that targets write identifiers for.
    struct Paint: OptionSet, Sendable {
      let rawValue: UInt8
      static let fill = Paint(rawValue: 1)
      static let border = Paint(rawValue: 2)
      static let outerShadow = Paint(rawValue: 4)
      static let innerShadow = Paint(rawValue: 8)
    }

    let kind: Kind
    let name: SpelledName
    /// The component a variant belongs to.
    let component: SpelledName?
    let shape: ResolvedShape
    /// The unit of each edge's content inset, all that targets' names ask of the insets;
    /// components and variants only.
    let insets: InsetUnits?
    /// What the shape's surface paints; nil without a surface.
    let paint: Paint?
    /// `ShapeTraits.hasArrows`, without the traits' other work.
    let hasArrows: Bool

    init(kind: Kind, name: SpelledName, component: SpelledName?, shape: ResolvedShape) {
      self.kind = kind
      self.name = name
      self.component = component
      self.shape = shape
      insets = kind == .component || kind == .variant ? InsetUnits(shape) : nil
      paint = shape.surface.map { surface in
        var paint: Paint = []
        if surface.fill != nil { paint.insert(.fill) }
        if surface.border != nil { paint.insert(.border) }
        for shadow in surface.shadows { paint.insert(shadow.inset ? .innerShadow : .outerShadow) }
        return paint
      }
      hasArrows = shape.edges.contains { $0.arrow != nil }
    }

    /// Whether CSS writes the entry's `-content-inset` (`contentInsets.isAbsolute`).
    var absoluteInsets: Bool { insets.map { ![$0.top, $0.left, $0.bottom, $0.right].contains(.percent) } ?? false }
  }

  /// The units of `ResolvedShape.contentInsets`. Four corners of one unit give insets of
  /// that unit (a circle's are shares), so the insets, which trace each corner's curve,
  /// are worked out only for corners of mixed units.
  struct InsetUnits: Sendable {
    let top: Size.Unit
    let left: Size.Unit
    let bottom: Size.Unit
    let right: Size.Unit

    init(_ shape: ResolvedShape) {
      let unit = shape.kind == .circle ? .percent : shape.corners[0].size.unit
      if shape.kind == .circle || shape.corners.allSatisfy({ $0.size.unit == unit }) {
        (top, left, bottom, right) = (unit, unit, unit, unit)
      } else {
        let insets = shape.contentInsets
        (top, left, bottom, right) = (insets.top.unit, insets.left.unit, insets.bottom.unit, insets.right.unit)
      }
    }
  }

  /// A name's spellings as the targets' identifiers use them, each with its hash.
  final class SpelledName: Sendable {
    let name: TemplateName
    let kebab: Part
    let snake: Part
    let camel: Part
    let pascal: Part
    let swiftIdentifier: Part
    let dartIdentifier: Part
    let kotlinIdentifier: Part

    init(_ name: TemplateName) {
      self.name = name
      let spellings = name.spellings
      (kebab, snake, camel, pascal) = (Part(spellings.kebab), Part(spellings.snake), Part(spellings.camel), Part(spellings.pascal))
      swiftIdentifier = Part(name.text(.swiftIdentifier))
      dartIdentifier = Part(name.text(.dartIdentifier))
      kotlinIdentifier = Part(name.text(.kotlinIdentifier))
    }

    convenience init(_ raw: String) { self.init(TemplateName(raw)) }
  }

  /// What every entry of one theme shares: the theme's name and the CSS prefix.
  struct Context: Sendable {
    let theme: SpelledName
    /// `ThemeScope.prefix`.
    let cssPrefix: Part

    init(theme: TemplateName, cssPrefix: String) {
      self.theme = SpelledName(theme)
      self.cssPrefix = Part(cssPrefix)
    }
  }

  /// One namespace of a target: the template file (its output pattern) and the scope in
  /// it, as messages name it.
  struct Namespace: Hashable, Sendable {
    let file: String
    let scope: String
  }

  /// Text that is part of an identifier, with a hash that carries over joining: the hash
  /// of `a + b` comes from the hashes of `a` and `b` (a polynomial over the UTF-8 bytes,
  /// wrapping at 2^64), so an identifier joined from a name's spellings and fixed words
  /// is hashed without its text being joined. Equal texts have equal hashes; a check
  /// that meets equal hashes compares the texts, so texts made to share a hash cost a
  /// comparison, never a missed clash.
  struct Part: Sendable, ExpressibleByStringLiteral {
    /// The text; nil for a part joined by a `Write` that keeps hashes alone.
    let text: String?
    let hash: UInt64
    /// The base to the power of the text's length, which a hash joined after this one is
    /// multiplied by.
    let power: UInt64

    private static let base: UInt64 = 0x0B7E_1516_28AE_D2A7

    init(_ text: String) {
      var (hash, power): (UInt64, UInt64) = (0, 1)
      for byte in text.utf8 {
        hash = hash &* Self.base &+ UInt64(byte)
        power &*= Self.base
      }
      (self.text, self.hash, self.power) = (text, hash, power)
    }

    init(stringLiteral text: String) { self.init(text) }

    private init(text: String?, hash: UInt64, power: UInt64) { (self.text, self.hash, self.power) = (text, hash, power) }

    /// `self` followed by `next`; with its text when `keepText`.
    func then(_ next: Part, keepText: Bool) -> Part {
      Part(
        text: keepText ? (text ?? "") + (next.text ?? "") : nil, hash: hash &* next.power &+ next.hash,
        power: power &* next.power)
    }
  }

  /// Takes each identifier a target writes, in a namespace given as an index into
  /// `Target.namespaces`, joined from parts. A writer that keeps hashes alone joins no
  /// text: a large theme's hundreds of thousands of identifiers are never spelled out.
  struct Write {
    let keepsText: Bool
    let take: (_ namespace: Int, _ identifier: Part) -> Void

    init(keepsText: Bool = true, _ take: @escaping (_ namespace: Int, _ identifier: Part) -> Void) {
      (self.keepsText, self.take) = (keepsText, take)
    }

    func join(_ a: Part, _ b: Part) -> Part { a.then(b, keepText: keepsText) }
    func join(_ a: Part, _ b: Part, _ c: Part) -> Part { join(join(a, b), c) }
    func join(_ a: Part, _ b: Part, _ c: Part, _ d: Part) -> Part { join(join(a, b, c), d) }
    func join(_ a: Part, _ b: Part, _ c: Part, _ d: Part, _ e: Part) -> Part { join(join(a, b, c, d), e) }

    func callAsFunction(_ namespace: Int, _ identifier: Part) { take(namespace, identifier) }
    func callAsFunction(_ namespace: Int, _ a: Part, _ b: Part) { take(namespace, join(a, b)) }
    func callAsFunction(_ namespace: Int, _ a: Part, _ b: Part, _ c: Part) { take(namespace, join(a, b, c)) }
    func callAsFunction(_ namespace: Int, _ a: Part, _ b: Part, _ c: Part, _ d: Part) {
      take(namespace, join(a, b, c, d))
    }
  }

  struct Target: Sendable {
    let id: String
    let namespaces: [Namespace]
    /// What the target writes of its own, whatever the entries; given the entries, for
    /// names that are written only for some themes.
    let fixed: @Sendable (_ entries: [Entry], _ context: Context, _ write: Write) -> Void
    let entry: @Sendable (_ entry: Entry, _ context: Context, _ write: Write) -> Void
  }

  static let all: [Target] = [css, scss, tailwind, android, androidKotlin, flutter, compose, swift]

  /// The fixed words of entries' identifiers, hashed once rather than at every use.
  private enum Word {
    static let androidBorderColor: Part = "_border_color"
    static let androidBorderWidth: Part = "_border_width"
    static let androidContentInsetBottom: Part = "_content_inset_bottom"
    static let androidContentInsetLeft: Part = "_content_inset_left"
    static let androidContentInsetRight: Part = "_content_inset_right"
    static let androidContentInsetTop: Part = "_content_inset_top"
    static let androidElevation: Part = "_elevation"
    static let androidFill: Part = "_fill"
    static let androidShadowColor: Part = "_shadow_color"
    static let borderRing: Part = "-border-ring"
    static let boxShadow: Part = "-box-shadow"
    static let category: Part = "category"
    static let categoryInfix: Part = "-category-"
    static let clipPath: Part = "-clip-path"
    static let clipPathFallback: Part = "-clip-path-fallback"
    static let component: Part = "Component"
    static let components: Part = "Components."
    static let contentInset: Part = "-content-inset"
    static let contentInsets: Part = "ContentInsets"
    static let cornerShape: Part = "-corner-shape"
    static let decoration: Part = "Decoration"
    static let dropShadow: Part = "-drop-shadow"
    static let fill: Part = "-fill"
    static let innerShadows: Part = "InnerShadows"
    static let radius: Part = "-radius"
    static let radiusProperty: Part = "--radius-"
    static let roundedPrefix: Part = "rounded-"
    static let scale: Part = "scale"
    static let scaleInfix: Part = "-scale-"
    static let scalePrefix: Part = "scale-"
    static let shapeAppearance: Part = "ShapeAppearance."
    static let shapeAppearanceOverlay: Part = "ShapeAppearanceOverlay."
    static let shapePrefix: Part = "shape-"
    static let surface: Part = "Surface"
    static let surfaceInfix: Part = ".Surface."
    static let variants: Part = "Variants."
    static let widget: Part = "Widget."
  }

  // MARK: - css

  /// `CSSValueStyle.names`: a component's or variant's name in SCSS, and the same after
  /// the prefix as a CSS class.
  private static func cssName(_ entry: Entry, _ write: Write) -> Part {
    entry.component.map { write.join($0.kebab, "--", entry.name.kebab) } ?? entry.name.kebab
  }

  static let css = Target(
    id: "css",
    namespaces: [
      Namespace(file: "[name-]-shapes.css", scope: "custom property"),
      Namespace(file: "[name-]-shapes.css", scope: "class"),
    ],
    fixed: { entries, context, write in
      // The wrapper that draws clipped shapes' shadows: for a painted component, and
      // for a cut shape's outer shadows where corner-shape is not supported.
      let wrapped = entries.contains { entry in
        guard entry.kind == .component || entry.kind == .variant else { return false }
        if entry.kind == .component, entry.paint != nil { return true }
        guard entry.kind == .component || entry.shape.kind != .circle, !entry.hasArrows,
          entry.paint?.contains(.outerShadow) == true
        else { return false }
        return ShapeTraits(entry.shape).hasCut
      }
      if wrapped { write(1, context.cssPrefix, "-shadows") }
    },
    entry: { entry, context, write in
      switch entry.kind {
      case .metric, .category:
        let base = write.join("--", context.cssPrefix, entry.kind == .metric ? Word.scaleInfix : Word.categoryInfix, entry.name.kebab)
        write(0, base, Word.radius)
        write(0, base, Word.cornerShape)
      case .component, .variant:
        let cssClass = write.join(context.cssPrefix, "-", cssName(entry, write))
        write(1, cssClass)
        let property = write.join("--", cssClass)
        write(0, property, Word.radius)
        write(0, property, Word.cornerShape)
        if entry.absoluteInsets { write(0, property, Word.contentInset) }
        if let paint = entry.paint {
          if paint.contains(.fill) { write(0, property, Word.fill) }
          write(0, property, Word.boxShadow)
          write(0, property, Word.dropShadow)
        }
      }
    })

  // MARK: - scss

  static let scss = Target(
    id: "scss",
    namespaces: [
      Namespace(file: "[name-]-shapes.scss", scope: "variable"),
      Namespace(file: "[name-]-shapes.scss", scope: "mixin"),
    ],
    fixed: { _, _, write in
      for variable: Part in ["$corners", "$scale", "$components"] { write(0, variable) }
      for mixin: Part in ["shadows-of", "shape"] { write(1, mixin) }
    },
    entry: { entry, context, write in
      switch entry.kind {
      case .metric:
        let name = write.join(Word.scalePrefix, entry.name.kebab)
        let variable = write.join("$", name)
        write(0, variable)
        write(0, variable, Word.cornerShape)
        write(1, name)
      case .category:
        break
      case .component, .variant:
        let name = cssName(entry, write)
        let variable = write.join("$", name)
        write(0, variable)
        write(0, variable, Word.cornerShape)
        if entry.absoluteInsets { write(0, variable, Word.contentInset) }
        if let paint = entry.paint {
          if paint.contains(.fill) { write(0, variable, Word.fill) }
          write(0, variable, Word.boxShadow)
          write(0, variable, Word.dropShadow)
        }
        if entry.shape.kind != .circle, entry.hasArrows {
          write(0, variable, Word.clipPath)
          write(0, variable, Word.clipPathFallback)
          if entry.paint?.contains(.border) == true { write(0, variable, Word.borderRing) }
        }
        write(1, name)
      }
    })

  // MARK: - tailwind

  static let tailwind = Target(
    id: "tailwind",
    namespaces: [
      Namespace(file: "[name-].tailwind.css", scope: "theme variable"),
      Namespace(file: "[name-].tailwind.css", scope: "utility"),
    ],
    fixed: { _, _, _ in },
    entry: { entry, _, write in
      switch entry.kind {
      case .metric:
        if entry.shape.isUniform {
          write(0, Word.radiusProperty, entry.name.kebab)
        } else {
          write(1, Word.roundedPrefix, entry.name.kebab)
        }
      case .category:
        break
      case .component:
        write(1, Word.shapePrefix, entry.name.kebab)
      case .variant:
        write(1, Word.shapePrefix, entry.component!.kebab, "-", entry.name.kebab)
      }
    })

  // MARK: - android

  /// Android's resource types are namespaces of their own: a `dimen` and a `color` may
  /// share a name, two `dimen`s may not (aapt2: "duplicate value for resource").
  static let android = Target(
    id: "android",
    namespaces: [
      Namespace(file: "res/values/[name_]_shapes.xml", scope: "style"),
      Namespace(file: "res/values/[name_]_shapes.xml", scope: "color resource"),
      Namespace(file: "res/values/[name_]_shapes.xml", scope: "dimen resource"),
      Namespace(file: "res/values/[name_]_shapes.xml", scope: "fraction resource"),
    ],
    fixed: { _, _, _ in },
    entry: { entry, context, write in
      // `AndroidValueStyle.names`: `theme_component_name` and `Theme.Component.Name`.
      let (theme, name) = (context.theme, entry.name)
      let style = entry.component.map { write.join(theme.pascal, ".", $0.pascal, ".", name.pascal) }
        ?? write.join(theme.pascal, ".", name.pascal)
      switch entry.kind {
      case .metric: write(0, Word.shapeAppearance, style)
      case .category: write(0, Word.shapeAppearance, style, Word.component)
      case .component, .variant:
        write(0, Word.shapeAppearanceOverlay, style)
        guard let insets = entry.insets else { return }
        let resource = entry.component.map { write.join(theme.snake, "_", $0.snake, "_", name.snake) }
          ?? write.join(theme.snake, "_", name.snake)
        let type = { (unit: Size.Unit) in AndroidValueStyle.insetType(Size(0, unit)) == "fraction" ? 3 : 2 }
        write(type(insets.top), resource, Word.androidContentInsetTop)
        write(type(insets.left), resource, Word.androidContentInsetLeft)
        write(type(insets.bottom), resource, Word.androidContentInsetBottom)
        write(type(insets.right), resource, Word.androidContentInsetRight)
        guard let paint = entry.paint else { return }
        if paint.contains(.fill) { write(1, resource, Word.androidFill) }
        if paint.contains(.border) {
          write(1, resource, Word.androidBorderColor)
          write(2, resource, Word.androidBorderWidth)
        }
        if paint.contains(.outerShadow) {
          write(1, resource, Word.androidShadowColor)
          write(2, resource, Word.androidElevation)
        }
        let widget = write.join(Word.widget, theme.pascal, Word.surfaceInfix)
        if let component = entry.component {
          write(0, widget, component.pascal, ".", name.pascal)
        } else {
          write(0, widget, name.pascal)
        }
      }
    })

  /// The android target's Kotlin: one property of `<Theme>Edges` per shape with arrows.
  static let androidKotlin = Target(
    id: "android",
    namespaces: [Namespace(file: "kotlin/[Name]Edges.kt", scope: "property of the Edges object")],
    fixed: { _, _, _ in },
    entry: { entry, _, write in
      guard entry.kind == .component || entry.kind == .variant, entry.hasArrows else { return }
      write(0, memberName(entry, kotlin: true, write))
    })

  /// How Dart and Kotlin name a component or variant among its neighbours: the
  /// component's identifier, or the component's camelCase joined with the variant's.
  private static func memberName(_ entry: Entry, kotlin: Bool, _ write: Write) -> Part {
    guard let component = entry.component else {
      return kotlin ? entry.name.kotlinIdentifier : entry.name.dartIdentifier
    }
    return write.join(component.camel, entry.name.pascal)
  }

  /// The camelCase that Dart's companions (`ContentInsets`, `Decoration`) start from.
  private static func camelBase(_ entry: Entry, _ write: Write) -> Part {
    entry.component.map { write.join($0.camel, entry.name.pascal) } ?? entry.name.camel
  }

  // MARK: - flutter

  static let flutter = Target(
    id: "flutter",
    namespaces: [Namespace(file: "lib/[name_]_shapes.dart", scope: "member of the Shapes class")],
    fixed: { entries, _, write in
      write(0, "apply")
      // `textFieldOutlineBorder`, for the component Material's text field takes, when its
      // corners are plain enough for an `OutlineInputBorder`.
      let names = MaterialRoles.components.first { $0.role == "textField" }?.names ?? []
      let components = entries.filter { $0.kind == .component }
      if let field = names.lazy.compactMap({ name in components.first { $0.name.camel.text == name } }).first {
        let traits = ShapeTraits(field.shape)
        if !traits.isCircle, !traits.isCapsule, !traits.isMixed, !traits.isCut, !traits.hasRelativeSize {
          write(0, "textFieldOutlineBorder")
        }
      }
    },
    entry: { entry, _, write in
      switch entry.kind {
      case .metric: write(0, Word.scale, entry.name.pascal)
      case .category: write(0, Word.category, entry.name.pascal)
      case .component, .variant:
        write(0, memberName(entry, kotlin: false, write))
        let base = camelBase(entry, write)
        write(0, base, Word.contentInsets)
        guard let paint = entry.paint else { return }
        write(0, base, Word.decoration)
        if paint.contains(.innerShadow) { write(0, base, Word.innerShadows) }
      }
    })

  // MARK: - compose

  /// A variant's scope is the object of its component's variants, named by the
  /// component (`ButtonVariants`), so the identifier is written with that name before
  /// it; two components with one such name also share one property name, which says it.
  static let compose = Target(
    id: "compose",
    namespaces: [
      Namespace(file: "kotlin/[Name]Shapes.kt", scope: "property of Scale"),
      Namespace(file: "kotlin/[Name]Shapes.kt", scope: "property of Categories"),
      Namespace(file: "kotlin/[Name]Shapes.kt", scope: "property of Components"),
      Namespace(file: "kotlin/[Name]Shapes.kt", scope: "property of a variants object"),
    ],
    fixed: { _, _, _ in },
    entry: { entry, _, write in
      let scope: Int
      var owner: Part = ""
      switch entry.kind {
      case .metric: scope = 0
      case .category: scope = 1
      case .component: scope = 2
      case .variant:
        scope = 3
        owner = write.join(Word.components, entry.component!.pascal, Word.variants)
      }
      write(scope, owner, entry.name.kotlinIdentifier)
      if entry.paint != nil { write(scope, owner, entry.name.camel, Word.surface) }
    })

  // MARK: - swift

  static let swift = Target(
    id: "swift",
    namespaces: [
      Namespace(file: "[Name]Shapes.swift", scope: "member of Scale"),
      Namespace(file: "[Name]Shapes.swift", scope: "member of Categories"),
      Namespace(file: "[Name]Shapes.swift", scope: "member of Components"),
      Namespace(file: "[Name]Shapes.swift", scope: "member of a variants enum"),
    ],
    fixed: { _, _, _ in },
    entry: { entry, _, write in
      switch entry.kind {
      case .metric: write(0, entry.name.swiftIdentifier)
      case .category: write(1, entry.name.swiftIdentifier)
      case .component: write(2, entry.name.swiftIdentifier)
      case .variant:
        write(3, Word.components, entry.component!.pascal, Word.variants, entry.name.swiftIdentifier)
      }
    })
}
