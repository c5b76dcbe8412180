import ChamferKit

/// The identifiers each bundled target writes for a theme's entries, by file and by the
/// namespace within it where two equal identifiers clash: a Dart class's members, an
/// Android resource type, the custom properties of a CSS `:root`.
///
/// One list per target, spelled with what its templates spell with (`TemplateName`'s
/// spellings, `CSSValueStyle.names`, `AndroidValueStyle.names`), and written only where
/// the template writes it (a `-fill` only for a filled surface). `WrittenIdentifierTests`
/// finds every identifier listed here in the files the target renders, so a template
/// that changes a name fails there until its list follows. `IdentifierCollisions` checks
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
    let name: TemplateName
    /// The component a variant belongs to.
    let component: TemplateName?
    let shape: ResolvedShape
    /// `shape.contentInsets`, worked out once for every target; components and variants only.
    let insets: ContentInsets?
    /// What the shape's surface paints; nil without a surface.
    let paint: Paint?
    /// `ShapeTraits.hasArrows`, without the traits' other work.
    let hasArrows: Bool

    init(kind: Kind, name: TemplateName, component: TemplateName?, shape: ResolvedShape) {
      self.kind = kind
      self.name = name
      self.component = component
      self.shape = shape
      insets = kind == .component || kind == .variant ? shape.contentInsets : nil
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
    var absoluteInsets: Bool { insets?.isRelative == false }
  }

  /// What every entry of one theme shares: the theme's name and the CSS prefix.
  struct Context: Sendable {
    let theme: TemplateName
    /// `ThemeScope.prefix`.
    let cssPrefix: String
  }

  /// One namespace of a target: the template file (its output pattern) and the scope in
  /// it, as messages name it.
  struct Namespace: Hashable, Sendable {
    let file: String
    let scope: String
  }

  /// Takes each identifier a target writes, in a namespace given as an index into
  /// `Target.namespaces`: whole, or as a base and a suffix, so that an entry's several
  /// identifiers on one base are not each joined into a string of their own.
  struct Write {
    let take: (_ namespace: Int, _ base: String, _ suffix: String) -> Void

    init(_ take: @escaping (_ namespace: Int, _ base: String, _ suffix: String) -> Void) { self.take = take }

    func callAsFunction(_ namespace: Int, _ identifier: String) { take(namespace, identifier, "") }
    func callAsFunction(_ namespace: Int, _ base: String, _ suffix: String) { take(namespace, base, suffix) }
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

  // MARK: - css

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
      if wrapped { write(1, "\(context.cssPrefix)-shadows") }
    },
    entry: { entry, context, write in
      switch entry.kind {
      case .metric, .category:
        let group = entry.kind == .metric ? "scale" : "category"
        let base = "--\(context.cssPrefix)-\(group)-\(entry.name.spellings.kebab)"
        write(0, base, "-radius")
        write(0, base, "-corner-shape")
      case .component, .variant:
        let cssClass = CSSValueStyle.names(prefix: context.cssPrefix, component: entry.component, name: entry.name).class
        write(1, cssClass)
        let property = "--" + cssClass
        write(0, property, "-radius")
        write(0, property, "-corner-shape")
        if entry.absoluteInsets { write(0, property, "-content-inset") }
        if let paint = entry.paint {
          if paint.contains(.fill) { write(0, property, "-fill") }
          write(0, property, "-box-shadow")
          write(0, property, "-drop-shadow")
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
      for variable in ["$corners", "$scale", "$components"] { write(0, variable) }
      for mixin in ["shadows-of", "shape"] { write(1, mixin) }
    },
    entry: { entry, context, write in
      switch entry.kind {
      case .metric:
        let name = "scale-\(entry.name.spellings.kebab)"
        write(0, "$", name)
        write(0, "$" + name, "-corner-shape")
        write(1, name)
      case .category:
        break
      case .component, .variant:
        let name = CSSValueStyle.names(prefix: context.cssPrefix, component: entry.component, name: entry.name).name
        let variable = "$" + name
        write(0, variable)
        write(0, variable, "-corner-shape")
        if entry.absoluteInsets { write(0, variable, "-content-inset") }
        if let paint = entry.paint {
          if paint.contains(.fill) { write(0, variable, "-fill") }
          write(0, variable, "-box-shadow")
          write(0, variable, "-drop-shadow")
        }
        if entry.shape.kind != .circle, entry.hasArrows {
          write(0, variable, "-clip-path")
          write(0, variable, "-clip-path-fallback")
          if entry.paint?.contains(.border) == true { write(0, variable, "-border-ring") }
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
          write(0, "--radius-\(entry.name.spellings.kebab)")
        } else {
          write(1, "rounded-\(entry.name.spellings.kebab)")
        }
      case .category:
        break
      case .component:
        write(1, "shape-", entry.name.spellings.kebab)
      case .variant:
        write(1, "shape-\(entry.component!.spellings.kebab)-\(entry.name.spellings.kebab)")
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
      let (resource, style) = AndroidValueStyle.names(theme: context.theme, component: entry.component, name: entry.name)
      switch entry.kind {
      case .metric: write(0, "ShapeAppearance.", style)
      case .category: write(0, "ShapeAppearance.\(style)Component")
      case .component, .variant:
        write(0, "ShapeAppearanceOverlay.", style)
        guard let insets = entry.insets else { return }
        for (edge, size) in [
          ("_content_inset_top", insets.top), ("_content_inset_left", insets.left),
          ("_content_inset_bottom", insets.bottom), ("_content_inset_right", insets.right),
        ] {
          write(AndroidValueStyle.insetType(size) == "fraction" ? 3 : 2, resource, edge)
        }
        guard let paint = entry.paint else { return }
        if paint.contains(.fill) { write(1, resource, "_fill") }
        if paint.contains(.border) {
          write(1, resource, "_border_color")
          write(2, resource, "_border_width")
        }
        if paint.contains(.outerShadow) {
          write(1, resource, "_shadow_color")
          write(2, resource, "_elevation")
        }
        let owner = entry.component.map { "\($0.spellings.pascal)." } ?? ""
        write(0, "Widget.\(context.theme.spellings.pascal).Surface.\(owner)\(entry.name.spellings.pascal)")
      }
    })

  /// The android target's Kotlin: one property of `<Theme>Edges` per shape with arrows.
  static let androidKotlin = Target(
    id: "android",
    namespaces: [Namespace(file: "kotlin/[Name]Edges.kt", scope: "property of the Edges object")],
    fixed: { _, _, _ in },
    entry: { entry, _, write in
      guard entry.kind == .component || entry.kind == .variant, entry.hasArrows else { return }
      write(0, memberName(entry, kotlin: true))
    })

  /// How Dart and Kotlin name a component or variant among its neighbours: the
  /// component's identifier, or the component's camelCase joined with the variant's.
  private static func memberName(_ entry: Entry, kotlin: Bool) -> String {
    guard let component = entry.component else {
      return entry.name.text(kotlin ? .kotlinIdentifier : .dartIdentifier)
    }
    return component.spellings.camel + entry.name.spellings.pascal
  }

  /// The camelCase that Dart's companions (`ContentInsets`, `Decoration`) start from.
  private static func camelBase(_ entry: Entry) -> String {
    entry.component.map { $0.spellings.camel + entry.name.spellings.pascal } ?? entry.name.spellings.camel
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
      if let field = names.lazy.compactMap({ name in components.first { $0.name.spellings.camel == name } }).first {
        let traits = ShapeTraits(field.shape)
        if !traits.isCircle, !traits.isCapsule, !traits.isMixed, !traits.isCut, !traits.hasRelativeSize {
          write(0, "textFieldOutlineBorder")
        }
      }
    },
    entry: { entry, _, write in
      switch entry.kind {
      case .metric: write(0, "scale", entry.name.spellings.pascal)
      case .category: write(0, "category", entry.name.spellings.pascal)
      case .component, .variant:
        write(0, memberName(entry, kotlin: false))
        let base = camelBase(entry)
        write(0, base, "ContentInsets")
        guard let paint = entry.paint else { return }
        write(0, base, "Decoration")
        if paint.contains(.innerShadow) { write(0, base, "InnerShadows") }
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
      var owner = ""
      switch entry.kind {
      case .metric: scope = 0
      case .category: scope = 1
      case .component:
        scope = 2
      case .variant:
        scope = 3
        owner = "Components.\(entry.component!.spellings.pascal)Variants."
      }
      write(scope, owner + entry.name.text(.kotlinIdentifier))
      if entry.paint != nil { write(scope, owner + entry.name.spellings.camel + "Surface") }
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
      case .metric: write(0, entry.name.text(.swiftIdentifier))
      case .category: write(1, entry.name.text(.swiftIdentifier))
      case .component: write(2, entry.name.text(.swiftIdentifier))
      case .variant:
        write(3, "Components.\(entry.component!.spellings.pascal)Variants.\(entry.name.text(.swiftIdentifier))")
      }
    })
}
