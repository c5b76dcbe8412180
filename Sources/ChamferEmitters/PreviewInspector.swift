import ChamferKit

extension PreviewPage {
  /// What the corner inspector draws: each distinct corner on the page (its size after
  /// layout, family, curve and smoothing) once, with the circular, continuous and iOS
  /// curves of the same radius to lay over it. Items name corners by key.
  struct Inspector {
    /// The smoothing continuous curves are compared at: the theme's own.
    var smoothing: Double
    private var keys: [String: String] = [:]
    private(set) var entries: [(key: String, values: [(String, JSONValue)])] = []

    init(smoothing: Double) { self.smoothing = smoothing }

    /// Where the iOS 7 continuous corner (UIKit's rounded rectangle) leaves each edge,
    /// in radii; the curve's points follow in `iosPath`.
    static let iosStart = 1.52866483

    /// The key of a corner of `radius` points after layout, registering it once.
    mutating func key(_ corner: ResolvedCorner, radius: Double) -> String {
      let r = (radius * 100).rounded() / 100
      let smoothingHere = corner.curve == .continuous ? (corner.smoothing ?? 0) : 0
      let identity = "\(corner.family.rawValue)|\(corner.curve.rawValue)|\(smoothingHere)|\(r)"
      if let key = keys[identity] { return key }
      let key = "k\(entries.count)"
      keys[identity] = key
      entries.append((key, values(corner, radius: r)))
      return key
    }

    private func values(_ corner: ResolvedCorner, radius r: Double) -> [(String, JSONValue)] {
      let own = corner.curve == .continuous ? (corner.smoothing ?? 0) : 0
      let reach = max(Self.iosStart, 1 + smoothing, 1 + own) * r
      let extent = max(4, (reach * 1.08 * 100).rounded() / 100)
      // A box wide enough that no corner is held back by the others.
      let side = extent * 4
      func path(family: CornerFamily, curve: CornerCurve, smoothing: Double?) -> String {
        var corners = Array(repeating: ResolvedCorner(size: .zero, family: .rounded, curve: .circular), count: 4)
        corners[0] = ResolvedCorner(size: .points(r), family: family, curve: curve, smoothing: smoothing)
        return ShapeGeometry(ResolvedShape(kind: .rectangle, corners: corners), width: side, height: side).svgPathData
      }
      var found = corner
      found.size = .points(r)
      let start: Double =
        switch (corner.family, corner.curve) {
        case (.cut, _): r
        case (.rounded, .circular): r
        case (.rounded, .continuous): min((1 + own) * r, side / 2)
        }
      func rounded(_ value: Double) -> JSONValue { .number((value * 100).rounded() / 100) }
      return [
        ("words", .string(r > 0 ? ShapeWords.corner(found) : "square")),
        ("r", .number(r)), ("extent", .number(extent)), ("start", rounded(start)),
        ("smoothing", .number(smoothing)),
        ("actual", .string(path(family: corner.family, curve: corner.curve, smoothing: corner.smoothing))),
        ("circular", .string(path(family: .rounded, curve: .circular, smoothing: nil))),
        ("continuous", .string(path(family: .rounded, curve: .continuous, smoothing: smoothing))),
        ("ios", .string(Self.iosPath(radius: r, extent: extent))),
        ("circularStart", .number(r)), ("continuousStart", rounded((1 + smoothing) * r)),
        ("iosStart", rounded(Self.iosStart * r)),
      ]
    }

    /// The iOS 7 top-left corner of radius `r`, from the left edge up to the top edge, as
    /// PaintCode measured UIKit's rounded rectangle: three cubics and two short lines
    /// (RESEARCH.md 5.1), symmetric about the diagonal.
    static func iosPath(radius r: Double, extent: Double) -> String {
      let points: [(Double, Double)] = [
        (0, 1.52866483), (0, 1.08849323), (0, 0.86840689), (0.06549600, 0.66993427),
        (0.07491100, 0.63149399),
        (0.16905899, 0.37282392), (0.37282392, 0.16905899), (0.63149399, 0.07491100),
        (0.66993427, 0.06549600),
        (0.86840689, 0), (1.08849323, 0), (1.52866483, 0),
      ]
      func at(_ index: Int) -> String {
        "\(PreviewPage.number(points[index].0 * r)) \(PreviewPage.number(points[index].1 * r))"
      }
      let e = PreviewPage.number(extent)
      return "M0 \(e)L\(at(0))C\(at(1)) \(at(2)) \(at(3))L\(at(4))C\(at(5)) \(at(6)) \(at(7))L\(at(8))C\(at(9)) \(at(10)) \(at(11))L\(e) 0"
    }

    /// The entries as one JSON object, for the page's script.
    var json: String {
      JSONValue.object(entries.map { ($0.key, .object($0.values)) }).serialized(pretty: false)
        .replacingOccurrences(of: "</", with: "<\\/")
    }

    /// The smoothing most continuous corners of the theme use, else 0.6 (close to iOS).
    static func smoothing(of theme: ResolvedTheme) -> Double {
      var counts: [Double: Int] = [:]
      let shapes =
        theme.scale.map(\.shape) + theme.categories.map(\.shape)
        + theme.components.flatMap { [$0.shape] + $0.variants.map(\.shape) }
      for shape in shapes {
        for corner in shape.visibleCorners where corner.family == .rounded && corner.curve == .continuous {
          counts[corner.smoothing ?? 0.6, default: 0] += 1
        }
      }
      return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? 0.6
    }
  }

  /// What each platform draws for a shape, for the page's platform rows and the
  /// inspector: where the css target's rules for it are (a component's class, or a
  /// metric's or category's custom properties), the shape as data the page's script lays
  /// out at any size (`geometry`), which targets draw continuous corners as circular
  /// arcs, and each difference in one line naming the lint rule that reports it.
  enum Platforms {
    /// One difference: who draws it, what they draw, and the rules that report it
    /// (none for a difference no rule reports yet).
    struct Difference: Equatable {
      var targets: String
      var text: String
      var rules: [String]

      var line: String {
        "\(targets): \(text) — " + (rules.isEmpty ? "no lint rule reports this" : rules.map { "lint/\($0)" }.joined(separator: ", "))
      }
    }

    /// The differences between Chamfer's drawing of `shape` and each target's, by the
    /// rules the targets follow.
    static func differences(_ shape: ResolvedShape) -> [Difference] {
      var found: [Difference] = []
      let rectangle = shape.kind == .rectangle
      let continuous = rectangle && shape.visibleCorners.contains { $0.family == .rounded && $0.curve == .continuous }
      if continuous {
        found.append(
          Difference(
            targets: "Android, Compose", text: "continuous corners drawn as circular arcs",
            rules: ["android-continuous-curve", "compose-continuous-curve"]))
      }
      if rectangle, !shape.arrows.isEmpty {
        found.append(
          Difference(
            targets: "Android XML", text: "no arrow in the ShapeAppearance; the generated Kotlin helper adds it",
            rules: ["android-surface-limits"]))
      }
      let percent = rectangle && shape.corners.contains { $0.size.unit == .percent && $0.size.value > 0 }
      if shape.hasRelativeSize || (percent && !shape.arrows.isEmpty) {
        found.append(
          Difference(
            targets: "Web", text: "percentages taken of each side, not the shorter one: elliptical corners on a box that is not square",
            rules: ["web-relative-size"]))
      }
      if continuous {
        found.append(
          Difference(
            targets: "Web",
            text: rectangle && !shape.arrows.isEmpty
              ? "continuous corners drawn circular in the arrow's clip-path"
              : "continuous corners drawn with corner-shape: superellipse(), close to Chamfer's curve but not the same",
            rules: []))
      }
      if continuous, DartValueStyle.usesCornersBorder(ShapeTraits(shape)) {
        found.append(
          Difference(
            targets: "Flutter",
            text: "the generated corners border (for mixed corners, percentages or arrows) draws continuous corners as circular arcs",
            rules: []))
      }
      return found
    }

    /// The shape as the page's script reads it: `k` the kind, `c` each corner as
    /// [size, 1 when a share of the shorter side, family, curve, smoothing], `a` each
    /// arrow as [edge, width, height, position, offset or share, tip].
    static func geometry(_ shape: ResolvedShape) -> String {
      let corners: [JSONValue] = shape.corners.map { corner in
        .array([
          .number(corner.size.fraction ?? corner.size.value), .number(corner.size.fraction == nil ? 0 : 1),
          .string(corner.family.rawValue), .string(corner.curve.rawValue), .number(corner.smoothing ?? 0),
        ])
      }
      let arrows: [JSONValue] = shape.arrows.map { edge, arrow in
        let (position, at): (String, Double) =
          switch arrow.position {
          case .start: ("start", 0)
          case .center: ("center", 0)
          case .end: ("end", 0)
          case .points(let value): ("points", value)
          case .fraction(let value): ("fraction", value)
          }
        return .array([
          .string(edge.rawValue), .number(arrow.width), .number(arrow.height), .string(position), .number(at),
          .number(arrow.tip),
        ])
      }
      return JSONValue.object([("k", .string(shape.kind.rawValue)), ("c", .array(corners)), ("a", .array(arrows))])
        .serialized(pretty: false)
    }

    /// The figure's attributes. `css` is the component's class, or for a metric or
    /// category the start of its custom properties' names (`--prefix-scale-name`).
    static func attributes(geometry: ShapeGeometry, cssClass: String?, cssVariables: String?) -> String {
      let shape = geometry.shape
      var attributes =
        "data-size=\"\(PreviewPage.number(geometry.width)) \(PreviewPage.number(geometry.height))\" data-kind=\"\(shape.kind.rawValue)\" data-geometry=\"\(PreviewPage.escape(Self.geometry(shape)))\""
      if let cssClass { attributes += " data-css-class=\"\(PreviewPage.escape(cssClass))\"" }
      if let cssVariables { attributes += " data-css-vars=\"\(PreviewPage.escape(cssVariables))\"" }
      let continuous = shape.kind == .rectangle
        && shape.visibleCorners.contains { $0.family == .rounded && $0.curve == .continuous }
      // The targets that draw continuous corners as circular arcs.
      if continuous { attributes += " data-circular=\"android\(DartValueStyle.usesCornersBorder(ShapeTraits(shape)) ? " flutter" : "")\"" }
      let lines = differences(shape).map(\.line)
      let notes = lines.isEmpty ? ["Every target draws this shape as Chamfer does"] : lines
      return attributes + " data-notes=\"\(PreviewPage.escape(notes.joined(separator: "\n")))\""
    }
  }

  /// What a component holds on the page, so it reads as the component it is: a button
  /// with a label, a card with a title and text, a text field with a caret, an avatar
  /// with initials. Chosen by the words in the component's name.
  enum Content {
    static func html(for name: String) -> String {
      let words = Names.kebab(name).split(separator: "-").map(String.init)
      func has(_ names: String...) -> Bool { words.contains { names.contains($0) } }
      if has("avatar") { return "<span class=\"initials\">AK</span>" }
      if has("badge") { return "<span class=\"count\">3</span>" }
      if has("divider") { return "" }
      if has("fab") && !has("extended", "menu") { return "<span class=\"icon\">+</span>" }
      if has("field", "input", "search") {
        let hint = has("search") ? "Search" : "Email address"
        return "<span class=\"field\"><span class=\"hint\">\(hint)</span><i class=\"caret\"></i></span>"
      }
      if has("dialog", "modal", "alert") {
        return
          "<span class=\"stack\"><b>Discard draft?</b><span class=\"text\">Your changes will not be saved.</span><span class=\"actions\"><span>Cancel</span><span>Discard</span></span></span>"
      }
      if has("card", "carousel", "tile") {
        return "<span class=\"stack\"><b>Weekend in Lisbon</b><span class=\"text\">Three days of tiles, trams and pastel de nata.</span></span>"
      }
      if has("sheet", "drawer") {
        return "<span class=\"stack\"><i class=\"handle\"></i><b>Share</b><span class=\"text\">Copy link · Message · Mail</span></span>"
      }
      if has("menu") { return "<span class=\"list\"><span>Cut</span><span>Copy</span><span>Paste</span></span>" }
      if has("snackbar", "toast") { return "<span class=\"row\"><span>Message sent</span><span class=\"action\">Undo</span></span>" }
      if has("tooltip") { return "<span class=\"small\">Copied</span>" }
      if has("bar", "toolbar", "navigation") { return "<span class=\"row dots\"><i></i><i></i><i></i><i></i></span>" }
      if has("tab") { return "<span class=\"label\">Overview</span>" }
      if has("chip", "tag") { return "<span class=\"small\">Nearby</span>" }
      if has("extended") { return "<span class=\"label\">+ Compose</span>" }
      if has("button") { return "<span class=\"label\">Continue</span>" }
      return "<span class=\"small\">\(PreviewPage.escape(name))</span>"
    }

    /// `accent` for controls that stand out (buttons, actions, badges), `surface` for the
    /// rest.
    static func role(of name: String) -> String {
      let words = Names.kebab(name).split(separator: "-").map(String.init)
      return words.contains { ["button", "fab", "badge", "avatar"].contains($0) } ? "accent" : "surface"
    }
  }

  /// `text` safe inside HTML text and double-quoted attributes; the diff page uses it too.
  static func escape(_ text: some StringProtocol) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
