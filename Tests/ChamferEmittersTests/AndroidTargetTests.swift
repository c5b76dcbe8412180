import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct AndroidTargetTests {
  /// `aapt2 compile` and `aapt2 link` against a stub of Material's attributes, and the
  /// Kotlin edge helper parsed with tree-sitter and compiled with kotlinc 1.3 against
  /// stubs of the Android and Material APIs it uses.
  @Test(arguments: bundledThemes())
  func aapt2CompilesAndLinksTheResources(_ file: URL) throws {
    let (theme, files) = try render("android", file)
    #expect(
      files.map(\.path).sorted() == [
        "kotlin/\(Names.pascal(theme.name))Edges.kt", "res/values/\(Names.snake(theme.name))_shapes.xml",
      ])
    let folder = try Scratch.folder("android")
    try write(files, to: folder)
    Validator.check("check_android.py", ["--kotlinc", folder.appendingPathComponent("res").path])
  }

  /// Every corner of every metric, category, component and variant, read back from
  /// the style items the way Material reads them: per-corner items over the base.
  @Test(arguments: bundledThemes())
  func everyStyleHoldsTheResolvedCorners(_ file: URL) throws {
    let (theme, files) = try render("android", file)
    let styles = try Self.styles(Self.xml(files))
    let prefix = Names.pascal(theme.name)
    var expected: [(style: String, shape: ResolvedShape)] = []
    expected += theme.scale.map { ("ShapeAppearance.\(prefix).\(Names.pascal($0.name))", $0.shape) }
    expected += theme.categories.map {
      ("ShapeAppearance.\(prefix).\(Names.pascal($0.name))Component", $0.shape)
    }
    for component in theme.components {
      let base = "ShapeAppearanceOverlay.\(prefix).\(Names.pascal(component.name))"
      expected.append((base, component.shape))
      expected += component.variants.map { ("\(base).\(Names.pascal($0.name))", $0.shape) }
    }
    for (name, shape) in expected {
      let items = try #require(styles[name], "no style \(name)")
      for (corner, resolved) in zip(CornerName.allCases, shape.corners) {
        let suffix = Names.pascal(corner.rawValue)
        let family = items["cornerFamily\(suffix)"] ?? items["cornerFamily"]
        let size = items["cornerSize\(suffix)"] ?? items["cornerSize"]
        // Android has no continuous curve: continuous corners are rounded.
        #expect(family == resolved.family.rawValue, "\(name) \(corner)")
        let value = JSONValue.format(resolved.size.value)
        #expect(size == (resolved.size.unit == .percent ? "\(value)%" : "\(value)dp"), "\(name) \(corner)")
      }
    }
    let overlays = styles.keys.filter { $0.hasPrefix("ShapeAppearance") }
    #expect(overlays.count == expected.count, "unexpected styles: \(Set(overlays).subtracting(expected.map(\.style)))")
  }

  /// The theme overlay points Material's shapeAppearanceCorner* theme attributes at the
  /// styles of the metrics named like them, only those the configured Material
  /// Components release has (the Expressive steps from 1.13.0), and never at the
  /// deprecated category attributes; the result links against that release's stub.
  @Test(arguments: bundledThemes(), ["1.12.0", "1.13.0"])
  func theThemeOverlaySetsMaterialsAttributes(_ file: URL, version: String) throws {
    let theme = try #require(try checkBundledTheme(file).theme)
    let target = try #require(try OutputTarget.bundled().first { $0.id == "android" })
    let files = target.render(theme, params: version == "1.12.0" ? [:] : ["materialVersion": version])
    let styles = try Self.styles(Self.xml(files))
    let prefix = Names.pascal(theme.name)
    let overlay = try #require(styles["ThemeOverlay.\(prefix).Shapes"])
    let corners = ["extraSmall", "small", "medium", "large", "extraLarge"]
      + (version == "1.13.0" ? ["largeIncreased", "extraLargeIncreased", "extraExtraLarge"] : [])
    var expected: [String: String] = [:]
    for metric in theme.scale where corners.contains(Names.camel(metric.name)) {
      expected["shapeAppearanceCorner\(Names.pascal(metric.name))"] =
        "@style/ShapeAppearance.\(prefix).\(Names.pascal(metric.name))"
    }
    #expect(overlay == expected)
    #expect(!expected.isEmpty, "the bundled themes name Material's sizes")
    let folder = try Scratch.folder("android-\(version)")
    try write(files, to: folder)
    Validator.check(
      "check_android.py", ["--material-version", version, folder.appendingPathComponent("res").path])
  }

  /// Each component kind Chamfer knows gets the attributes its Material view reads:
  /// every item is in that view's styleables as Material Components 1.12.0 declares them
  /// (or is a platform View attribute), and the fill, border and elevation land where
  /// the view takes them from.
  @Test func everyComponentKindGetsTheAttributesItsViewReads() throws {
    let surface = "{ fill: \"#336699\", border: { width: 2, color: \"#FFFFFF\" }, shadows: [{ color: \"#00000033\", y: 2, blur: 4 }] }"
    let kinds = ["card", "button", "chip", "fab", "image", "sheet", "dialog", "text-field", "panel"]
    let text = "chamfer: 1\nname: Kinds\ncomponents:\n"
      + kinds.map { "  \($0): { size: 8, surface: \(surface) }\n" }.joined()
    let result = Pipeline.check([ThemeSource(path: "kinds.yaml", text: text)])
    let theme = try #require(result.theme, "\(result.diagnostics)")
    let target = try #require(try OutputTarget.bundled().first { $0.id == "android" })
    let files = target.render(theme)
    let styles = try Self.styles(Self.xml(files))
    func style(_ name: String) throws -> [String: String] {
      try #require(styles["Widget.Kinds.Surface.\(name)"])
    }
    let fill = { (name: String) in "@color/kinds_\(name)_fill" }
    let card = try style("Card")
    #expect(card["cardBackgroundColor"] == fill("card"))
    #expect(card["cardElevation"] == "@dimen/kinds_card_elevation")
    #expect(card["strokeColor"] != nil && card["android:backgroundTint"] == nil && card["android:elevation"] == nil)
    let button = try style("Button")
    #expect(button["backgroundTint"] == fill("button") && button["android:backgroundTint"] == nil)
    #expect(button["android:stateListAnimator"] == "@null" && button["android:elevation"] != nil)
    let chip = try style("Chip")
    #expect(chip["chipBackgroundColor"] == fill("chip") && chip["chipStrokeColor"] != nil && chip["strokeColor"] == nil)
    let fab = try style("Fab")
    #expect(fab["backgroundTint"] == fill("fab") && fab["elevation"] != nil && fab["android:elevation"] == nil)
    let image = try style("Image")
    #expect(image.keys.filter { $0.lowercased().contains("background") }.isEmpty, "an image has no background to tint")
    #expect(image["strokeColor"] != nil)
    #expect(try style("Sheet")["backgroundTint"] == fill("sheet"))
    #expect(try style("Dialog")["backgroundTint"] == fill("dialog"))
    let field = try style("TextField")
    #expect(field["boxBackgroundColor"] == fill("text_field") && field["boxStrokeColor"] != nil)
    #expect(field["boxStrokeWidth"] != nil && field["strokeColor"] == nil)
    #expect(try style("Panel")["android:backgroundTint"] == fill("panel"))

    // What each view reads, from the stub made from Material's attrs.xml files.
    let stub = Validator.folder.appendingPathComponent("android/material-stub/1.12.0/res/values/attrs.xml")
    let declared = try XMLDocument(contentsOf: stub)
    func members(_ styleable: String) throws -> Set<String> {
      Set(
        try declared.nodes(forXPath: "/resources/declare-styleable[@name='\(styleable)']/attr/@name")
          .compactMap(\.stringValue))
    }
    // MaterialCardView is a CardView, whose own attributes AndroidX declares.
    let views: [(String, [String], Set<String>)] = [
      ("Card", ["MaterialCardView"], ["cardBackgroundColor", "cardElevation"]),
      ("Button", ["MaterialButton"], []), ("Chip", ["Chip"], []), ("Fab", ["FloatingActionButton"], []),
      ("Image", ["ShapeableImageView"], []), ("Sheet", ["BottomSheetBehavior_Layout"], []),
      ("Dialog", ["MaterialAlertDialog"], []), ("TextField", ["TextInputLayout"], []),
    ]
    let deprecations = try String(
      contentsOf: Validator.folder.appendingPathComponent("android/material-stub/1.12.0/deprecated.txt"), encoding: .utf8)
    let deprecated = Set(
      deprecations.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
        $0.split(separator: "\t").prefix(2).joined(separator: "\t")
      })
    for (name, styleables, extra) in views {
      for item in try style(name).keys {
        for where_ in styleables + ["*"] {
          #expect(!deprecated.contains("\(item)\t\(where_)"), "\(name): \(item) is deprecated in \(where_)")
        }
      }
      var reads = extra.union(try members("MaterialShape"))
      for styleable in styleables { reads.formUnion(try members(styleable)) }
      #expect(reads.count > 2, "\(styleables) is in the stub")
      for item in try style(name).keys where !item.hasPrefix("android:") {
        #expect(reads.contains(item), "\(name): \(styleables) does not read \(item)")
      }
    }
    let folder = try Scratch.folder("android-kinds")
    try write(files, to: folder)
    Validator.check("check_android.py", [folder.appendingPathComponent("res").path])
  }

  /// Every component and variant has four content insets: dp, or a fraction of the
  /// shorter side.
  @Test(arguments: bundledThemes())
  func contentInsetsAreDimensionsOrFractions(_ file: URL) throws {
    let (theme, files) = try render("android", file)
    let document = try XMLDocument(data: Data(Self.xml(files).utf8))
    var resources: [String: (kind: String, value: String)] = [:]
    for node in try document.nodes(forXPath: "/resources/dimen | /resources/fraction") {
      guard let element = node as? XMLElement, let name = element.attribute(forName: "name")?.stringValue,
        name.contains("_content_inset_")
      else { continue }
      resources[name] = (element.name ?? "", element.stringValue ?? "")
    }
    let prefix = Names.snake(theme.name)
    var expected: [(String, ResolvedShape)] = []
    for component in theme.components {
      expected.append(("\(prefix)_\(Names.snake(component.name))", component.shape))
      expected += component.variants.map {
        ("\(prefix)_\(Names.snake(component.name))_\(Names.snake($0.name))", $0.shape)
      }
    }
    for (name, shape) in expected {
      let insets = shape.contentInsets
      for (edge, size) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
        let value = WebExpectation.rounded(size)
        let resource = resources["\(name)_content_inset_\(edge)"]
        let number = JSONValue.format(value.value)
        let wanted = size.unit == .percent ? ("fraction", "\(number)%") : ("dimen", "\(number)dp")
        #expect(resource?.kind == wanted.0 && resource?.value == wanted.1, "\(name) \(edge): \(String(describing: resource))")
      }
    }
    #expect(resources.count == expected.count * 4)
  }

  /// Every component and variant with a surface has its colours and dimensions as
  /// resources and a view style that uses them: the fill as android:backgroundTint, the
  /// border as Material's strokeColor and strokeWidth, and the first outer shadow as
  /// android:elevation (|y| + blur / 4) and both outline shadow colours.
  @Test(arguments: bundledThemes())
  func everySurfaceHoldsTheResolvedColoursAndElevation(_ file: URL) throws {
    let (theme, files) = try render("android", file)
    let xml = try Self.xml(files)
    let styles = try Self.styles(xml)
    let document = try XMLDocument(data: Data(xml.utf8))
    var resources: [String: String] = [:]
    for node in try document.nodes(forXPath: "/resources/color | /resources/dimen") {
      guard let element = node as? XMLElement, let name = element.attribute(forName: "name")?.stringValue
      else { continue }
      resources["@\(element.name ?? "")/\(name)"] = element.stringValue
    }
    func hex(_ color: Color) -> String {
      "#" + [color.alpha, color.red, color.green, color.blue].map { byte in
        let text = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + text : text
      }.joined()
    }
    let prefix = Names.pascal(theme.name)
    var painted = 0
    for (snake, pascal, shape) in Self.componentsAndVariants(theme) {
      let name = "Widget.\(prefix).Surface.\(pascal)"
      guard let surface = shape.surface else {
        #expect(styles[name] == nil, "\(name) without a surface")
        continue
      }
      painted += 1
      let items = try #require(styles[name], "no style \(name)")
      let resource = "\(Names.snake(theme.name))_\(snake)"
      func value(_ item: String) -> String? { items[item].flatMap { resources[$0] } }
      #expect(items["shapeAppearanceOverlay"] == "@style/ShapeAppearanceOverlay.\(prefix).\(pascal)")
      #expect(items["android:backgroundTint"] == surface.fill.map { _ in "@color/\(resource)_fill" })
      #expect(value("android:backgroundTint") == surface.fill.map(hex), "\(name) fill")
      #expect(value("strokeColor") == surface.border.map { hex($0.color) }, "\(name) border colour")
      #expect(value("strokeWidth") == surface.border.map { "\(JSONValue.format($0.width))dp" }, "\(name) border width")
      let shadow = surface.shadows.first { !$0.inset }
      #expect(value("android:outlineSpotShadowColor") == shadow.map { hex($0.color) }, "\(name) spot shadow")
      #expect(value("android:outlineAmbientShadowColor") == shadow.map { hex($0.color) }, "\(name) ambient shadow")
      #expect(
        value("android:elevation") == shadow.map { "\(JSONValue.format(abs($0.y) + $0.blur / 4))dp" },
        "\(name) elevation")
      #expect(items.count == 1 + (surface.fill == nil ? 0 : 1) + (surface.border == nil ? 0 : 2) + (shadow == nil ? 0 : 3))
    }
    #expect(styles.keys.filter { $0.hasPrefix("Widget.") }.count == painted)
    if file.lastPathComponent == "default.yaml" {
      #expect(resources["@dimen/chamfer_tooltip_elevation"] == "3.5dp", "|2| + 6 / 4")
      #expect(painted >= 6)
    }
  }

  /// The Kotlin helper holds, for every component and variant with arrows, each arrow's
  /// edge, width, height, position and tip, and its corners in dp; nothing else has one.
  @Test(arguments: bundledThemes())
  func theKotlinHelperHoldsEveryArrow(_ file: URL) throws {
    let (theme, files) = try render("android", file)
    let prefix = Names.pascal(theme.name)
    let kotlin = try #require(files.first { $0.path == "kotlin/\(prefix)Edges.kt" }).contents
    #expect(kotlin.contains("object \(prefix)Edges {"))
    var found: [String: String] = [:]
    for match in kotlin.matches(of: /\n    val (`?\w+`?): Arrows = Arrows\((.*)\)\n/) {
      found[String(match.1).replacingOccurrences(of: "`", with: "")] = String(match.2)
    }
    var expected = 0
    for (name, shape) in Self.kotlinNames(theme) {
      let arrows = shape.kind == .circle ? [] : shape.arrows
      guard !arrows.isEmpty else {
        #expect(found[name] == nil, "\(name) has no arrows")
        continue
      }
      expected += 1
      let written = try #require(found[name], "no arrows for \(name)")
      var read: [EdgeName: ResolvedArrow] = [:]
      for match in written.matches(of: /(top|right|bottom|left) = Arrow\(([-0-9.e]+)f, ([-0-9.e]+)f, (\w+), ([-0-9.e]+)f, ([-0-9.e]+)f\)/) {
        let at = Double(match.5) ?? .nan
        let position: ArrowPosition? = switch match.4 {
        case "START": .start
        case "CENTER": .center
        case "END": .end
        case "POINTS": .points(at)
        case "FRACTION": .fraction(at)
        default: nil
        }
        guard let edge = EdgeName(rawValue: String(match.1)), let position else { continue }
        read[edge] = ResolvedArrow(
          width: Double(match.2) ?? .nan, height: Double(match.3) ?? .nan, position: position, tip: Double(match.6) ?? .nan)
      }
      #expect(read == Dictionary(uniqueKeysWithValues: arrows.map { ($0.edge, $0.arrow) }), "\(name)")
      let corners = shape.corners.map { corner in
        let value = corner.size.unit == .percent ? 0 : corner.size.value
        return "\(JSONValue.format(value))\(value == value.rounded() ? ".0" : "")f"
      }
      #expect(written.hasSuffix("corners = floatArrayOf(\(corners.joined(separator: ", ")))"), "\(name) corners")
    }
    #expect(found.count == expected)
    if file.lastPathComponent == "default.yaml" {
      #expect(expected == 4, "tooltip and its three variants")
      // A centred sharp arrow twice as wide as it is high is Material's own triangle.
      #expect(found["tooltipBelow"] == "top = Arrow(12.0f, 6.0f, CENTER, 0f, 0.0f), corners = floatArrayOf(4.0f, 4.0f, 4.0f, 0.0f)")
    }
  }

  /// The generated resources file, whichever order the target lists its files in.
  static func xml(_ files: [GeneratedFile]) throws -> String {
    try #require(files.first { $0.path.hasSuffix(".xml") }).contents
  }

  /// Components and variants with their resource (snake_case) and style (Pascal.Case) names.
  static func componentsAndVariants(_ theme: ResolvedTheme) -> [(snake: String, pascal: String, shape: ResolvedShape)] {
    var found: [(String, String, ResolvedShape)] = []
    for component in theme.components {
      found.append((Names.snake(component.name), Names.pascal(component.name), component.shape))
      found += component.variants.map {
        ("\(Names.snake(component.name))_\(Names.snake($0.name))", "\(Names.pascal(component.name)).\(Names.pascal($0.name))", $0.shape)
      }
    }
    return found
  }

  /// Components and variants by their Kotlin property names, without a keyword's backticks.
  static func kotlinNames(_ theme: ResolvedTheme) -> [(String, ResolvedShape)] {
    var found: [(String, ResolvedShape)] = []
    for component in theme.components {
      let camel = Names.camel(component.name)
      found.append((camel, component.shape))
      found += component.variants.map { ("\(camel)\(Names.pascal($0.name))", $0.shape) }
    }
    return found
  }

  /// Style name → item name → value.
  static func styles(_ xml: String) throws -> [String: [String: String]] {
    let document = try XMLDocument(data: Data(xml.utf8))
    var styles: [String: [String: String]] = [:]
    for style in try document.nodes(forXPath: "/resources/style") {
      guard let element = style as? XMLElement,
        let name = element.attribute(forName: "name")?.stringValue
      else { continue }
      #expect(element.attribute(forName: "parent")?.stringValue == "", "\(name) must not inherit")
      var items: [String: String] = [:]
      for item in element.elements(forName: "item") {
        if let key = item.attribute(forName: "name")?.stringValue {
          #expect(items[key] == nil, "\(name) sets \(key) twice")
          items[key] = item.stringValue
        }
      }
      #expect(styles[name] == nil, "\(name) is defined twice")
      styles[name] = items
    }
    return styles
  }
}

extension AndroidTargetTests {
  /// A ripple stays inside the shape: the helper's ripples are RippleDrawables masked by
  /// the shape's own MaterialShapeDrawable (RippleDrawable draws only where its mask
  /// paints), the arrows' one by the inset drawable that stands the arrows inside the
  /// view. kotlinc checks the calls against stubs of AOSP's RippleDrawable and
  /// ColorStateList in `aapt2CompilesAndLinksTheResources`; this checks what is masked.
  @Test(arguments: bundledThemes())
  func theRippleStaysInsideTheShape(_ file: URL) throws {
    let (theme, files) = try render("android", file)
    let kotlin = try #require(files.first { $0.path.hasSuffix("Edges.kt") }).contents
    #expect(kotlin.contains("import android.graphics.drawable.RippleDrawable"))
    #expect(
      kotlin.contains(
        "    fun ripple(model: ShapeAppearanceModel, color: ColorStateList, content: Drawable? = null): RippleDrawable =\n"
          + "        RippleDrawable(color, content, MaterialShapeDrawable(model))\n"),
      "the ripple's mask is the shape")
    #expect(
      kotlin.contains(
        "        fun ripple(model: ShapeAppearanceModel, density: Float, color: ColorStateList, content: Drawable? = null): RippleDrawable =\n"
          + "            RippleDrawable(color, content, drawable(model, density))\n"),
      "the arrows' ripple is masked by the inset shape")
    #expect(kotlin.contains("\(Names.pascal(theme.name))Edges.ripple(model, ColorStateList.valueOf(rippleColor))"))
  }
}
