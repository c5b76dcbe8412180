import ChamferKit
import Foundation
import Testing
import TestSupport

@testable import ChamferEmitters

/// What the web targets do in a running page, in headless Chromium
/// (Tests/Validators/check_page.py): classes that read their custom properties, so a
/// team re-themes at runtime, and state variants that follow the element's state.
@Suite struct WebRuntimeTests {
  /// Opens `body` with `css` inlined (so the script can read and rewrite its rules) and
  /// returns what `script`'s `window.chamferReport` gave, after checking the page raised
  /// no errors.
  static func open(css: String, body: String, script: String) throws -> [String: Any] {
    let folder = try Scratch.folder("web-runtime")
    let style = css.replacingOccurrences(of: "</style", with: "<\\/style")
    let page = """
      <!doctype html><html><head><meta charset="utf-8">
      <style id="generated">\(style)</style>
      <style>body { margin: 0; } [data-case] { width: 200px; height: 120px; box-sizing: border-box; }</style>
      </head><body>
      \(body)
      </body></html>

      """
    let pageURL = folder.appendingPathComponent("page.html")
    try page.write(to: pageURL, atomically: true, encoding: .utf8)
    let scriptURL = folder.appendingPathComponent("script.js")
    try script.write(to: scriptURL, atomically: true, encoding: .utf8)
    let output = try #require(Validator.check("check_page.py", [pageURL.path, scriptURL.path]))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let errors = try #require(object["errors"] as? [String])
    #expect(errors.isEmpty, "\(errors)")
    return try #require(object["report"] as? [String: Any])
  }

  /// Reads the corners, the first corner's shape, the fill and the clip-path of every
  /// element with a `data-case`, by case.
  static let readScript = """
    const cases = () => [...document.querySelectorAll("[data-case]")];
    const read = () => Object.fromEntries(cases().map(e => {
      const c = getComputedStyle(e);
      return [e.dataset.case, {
        radius: [c.borderTopLeftRadius, c.borderTopRightRadius, c.borderBottomRightRadius, c.borderBottomLeftRadius].join(" "),
        shape: c.cornerTopLeftShape, fill: c.backgroundColor, clip: c.clipPath,
      }];
    }));

    """

  /// Setting a class's custom properties on :root, then on the element, restyles it.
  @Test(arguments: bundledThemes())
  func overridingACustomPropertyRestylesTheClass(_ file: URL) throws {
    let (theme, files) = try render("css", file)
    let classes = WebExpectation.classes(theme)
    let body = classes.map { "<div class=\"\($0.name)\" data-case=\"\($0.name)\"></div>" }.joined(separator: "\n")
    let report = try Self.open(
      css: files[0].contents, body: body,
      script: Self.readScript + """
        window.chamferReport = () => {
          const before = read();
          const root = document.documentElement.style;
          for (const e of cases()) {
            root.setProperty(`--${e.dataset.case}-radius`, "11px 12px 13px 14px");
            root.setProperty(`--${e.dataset.case}-corner-shape`, "bevel bevel bevel bevel");
            root.setProperty(`--${e.dataset.case}-fill`, "rgb(1, 2, 3)");
          }
          const onRoot = read();
          for (const e of cases()) e.style.setProperty(`--${e.dataset.case}-radius`, "21px 22px 23px 24px");
          return { before, onRoot, onElement: read() };
        };
        """)
    let before = try #require(report["before"] as? [String: [String: String]])
    let onRoot = try #require(report["onRoot"] as? [String: [String: String]])
    let onElement = try #require(report["onElement"] as? [String: [String: String]])
    for (name, shape) in classes {
      let resolved = shape.corners.map { WebExpectation.computedRadius($0, in: shape) }.joined(separator: " ")
      #expect(before[name]?["radius"] == resolved, ".\(name) before any override")
      #expect(onRoot[name]?["radius"] == "11px 12px 13px 14px", ".\(name) with --\(name)-radius set on :root")
      // Chromium reports bevel in its superellipse() form.
      #expect(onRoot[name]?["shape"] == "superellipse(0)", ".\(name) with --\(name)-corner-shape set on :root")
      if shape.surface?.fill != nil {
        #expect(onRoot[name]?["fill"] == "rgb(1, 2, 3)", ".\(name) with --\(name)-fill set on :root")
      }
      #expect(onElement[name]?["radius"] == "21px 22px 23px 24px", ".\(name) with --\(name)-radius set on it")
    }
  }

  /// A component with a variant for every state Chamfer knows, one that is no state, and a
  /// clipped component (an arrow and a border) with a pressed variant.
  static func statesTheme() throws -> ResolvedTheme {
    let yaml = """
      chamfer: 1
      name: States
      components:
        key:
          size: 4
          surface: { fill: "#112233" }
          variants:
            pressed: { size: 6 }
            hover: { size: 8 }
            focused: { size: 10 }
            disabled: { size: 12 }
            selected: { size: 14 }
            error: { size: 16 }
            dragged: { size: 18 }
            compact: { size: 2 }
        tip:
          size: 6
          edges: { bottom: arrow }
          surface: { fill: "#334155", border: { width: 1, color: "#F59E0B" } }
          variants:
            pressed: { size: 3, edges: { bottom: none, top: arrow } }

      """
    let result = Pipeline.check([ThemeSource(path: "states.yaml", text: yaml)], provider: { _ in nil })
    return try #require(result.theme, "\(result.diagnostics.map(\.message))")
  }

  /// The states a page can put an element in, each with the attribute or the forced class
  /// that stands for it. `:active`, `:hover` and `:focus-visible` need a real pointer or
  /// keyboard, so the script rewrites those pseudo-classes in the stylesheet's rules into
  /// classes (`.forced-active`) and sets the class; `:disabled` and the ARIA attributes
  /// are matched for real.
  static let states: [(variant: String, markup: String)] = [
    ("pressed", "class=\"forced-active\""), ("hover", "class=\"forced-hover\""),
    ("focused", "class=\"forced-focus-visible\""), ("disabled", "disabled"),
    ("selected", "aria-selected=\"true\""), ("error", "aria-invalid=\"true\""),
  ]

  static let forcingScript = """
    const forced = { ":active": ".forced-active", ":hover": ".forced-hover", ":focus-visible": ".forced-focus-visible" };
    // Every style rule, also inside @supports and @media and nested ones.
    const rules = (list, out = []) => {
      for (const r of list) { if (r.selectorText !== undefined) out.push(r); if (r.cssRules) rules(r.cssRules, out); }
      return out;
    };
    const selectors = () => rules(document.getElementById("generated").sheet.cssRules).map(r => r.selectorText);
    const force = () => {
      const style = document.getElementById("generated");
      let text = style.textContent;
      for (const [pseudo, name] of Object.entries(forced)) text = text.split(pseudo).join(name);
      // Tailwind's hover: applies where the pointer can hover, which headless Chromium's cannot.
      text = text.split("(hover: hover)").join("(min-width: 0px)");
      style.textContent = text;
    };

    """

  /// Renders the states page for classes named by `className(component, variant?)` and
  /// checks that each state gives the component the variant's corners (and, on the
  /// clipped component, its outline), the modifier class still works, and dragged and
  /// non-state variants apply only by class.
  static func checkStates(
    css: String, tag: String, clipsArrows: Bool = true, className: (String, String?) -> String, selectorOf: (String, String) -> String
  ) throws {
    func element(_ component: String, _ state: (variant: String, markup: String)?, case name: String) -> String {
      var classes = className(component, nil)
      var attributes = ""
      if let state {
        if state.markup.hasPrefix("class=\"") {
          classes += " " + state.markup.dropFirst(7).dropLast()
        } else {
          attributes = " " + state.markup
        }
      }
      let element = state?.variant == "disabled" ? "button" : tag
      return "<\(element) class=\"\(classes)\"\(attributes) data-case=\"\(name)\"></\(element)>"
    }
    var body = [element("key", nil, case: "key"), element("tip", nil, case: "tip")]
    for variant in ["pressed", "hover", "focused", "disabled", "selected", "error", "dragged", "compact"] {
      body.append("<div class=\"\(className("key", variant))\" data-case=\"key--\(variant)\"></div>")
    }
    body.append("<div class=\"\(className("tip", "pressed"))\" data-case=\"tip--pressed\"></div>")
    for state in states { body.append(element("key", state, case: "key:\(state.variant)")) }
    body.append(element("tip", states[0], case: "tip:pressed"))
    let report = try open(
      css: css, body: body.joined(separator: "\n"),
      script: readScript + forcingScript + """
        window.chamferReport = () => {
          const before = selectors();
          force();
          return { selectors: before, computed: read() };
        };
        """)
    let computed = try #require(report["computed"] as? [String: [String: String]])
    let selectors = try #require(report["selectors"] as? [String])
    for (variant, _) in states {
      let state = try #require(computed["key:\(variant)"]), own = try #require(computed["key--\(variant)"])
      #expect(state["radius"] == own["radius"], "the key \(variant) takes the \(variant) variant's corners")
      #expect(state["radius"] != computed["key"]?["radius"], "the key \(variant) differs from the plain key")
      #expect(
        selectors.contains { $0.contains(selectorOf("key", variant)) },
        "a rule selects \(selectorOf("key", variant))")
    }
    let tip = try #require(computed["tip:pressed"]), tipPressed = try #require(computed["tip--pressed"])
    #expect(tip["radius"] == tipPressed["radius"] && tip["clip"] == tipPressed["clip"], "the pressed tip's outline")
    if clipsArrows {
      #expect(tip["clip"] != computed["tip"]?["clip"], "the pressed tip's arrow moves to the top")
    }
    for variant in ["dragged", "compact"] {
      #expect(computed["key--\(variant)"]?["radius"] != computed["key"]?["radius"], ".\(variant) by class")
    }
  }

  static let cssSelectors = [
    "pressed": ":active", "hover": ":hover", "focused": ":focus-visible", "disabled": ":disabled",
    "selected": "[aria-selected=\"true\"]", "error": "[aria-invalid=\"true\"]",
  ]

  @Test func cssStateVariantsFollowTheElementsState() throws {
    let theme = try Self.statesTheme()
    let target = try #require(try OutputTarget.bundled().first { $0.id == "css" })
    let css = target.render(theme)[0].contents
    try Self.checkStates(
      css: css, tag: "div",
      className: { component, variant in "states-\(component)" + (variant.map { "--\($0)" } ?? "") },
      selectorOf: { component, variant in ".states-\(component)\(Self.cssSelectors[variant]!)" })
  }

  /// The scss target's component mixin nests each state variant under its selector.
  @Test func scssStateVariantsFollowTheElementsState() throws {
    let theme = try Self.statesTheme()
    let target = try #require(try OutputTarget.bundled().first { $0.id == "scss" })
    let files = target.render(theme)
    let folder = try Scratch.folder("scss-states")
    try write(files, to: folder)
    let module = URL(fileURLWithPath: files[0].path).deletingPathExtension().lastPathComponent
    var source = "@use \"\(module)\" as shapes;\n"
    for (component, variants) in [("key", ["pressed", "hover", "focused", "disabled", "selected", "error", "dragged", "compact"]), ("tip", ["pressed"])] {
      source += ".s-\(component) { @include shapes.\(component); }\n"
      for variant in variants { source += ".s-\(component)--\(variant) { @include shapes.\(component)--\(variant); }\n" }
    }
    let entry = folder.appendingPathComponent("states.scss")
    try source.write(to: entry, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("compiled")
    try #require(
      Validator.check(
        "check_scss.py",
        ["--strict", "--load-path", folder.path, "--css-out", out.path, entry.path, folder.appendingPathComponent(files[0].path).path])
        != nil)
    let css = try String(contentsOf: out.appendingPathComponent("states.css"), encoding: .utf8)
    try Self.checkStates(
      css: css, tag: "div",
      className: { component, variant in "s-\(component)" + (variant.map { "--\($0)" } ?? "") },
      selectorOf: { component, variant in ".s-\(component)\(Self.cssSelectors[variant]!)" })
  }

  @Test func tailwindStateVariantsFollowTheElementsState() throws {
    let theme = try Self.statesTheme()
    let target = try #require(try OutputTarget.bundled().first { $0.id == "tailwind" })
    let files = target.render(theme)
    let className = { (component: String, variant: String?) in "shape-\(component)" + (variant.map { "-\($0)" } ?? "") }
    let classes = ["key", "tip"].map { className($0, nil) }
      + ["pressed", "hover", "focused", "disabled", "selected", "error", "dragged", "compact"].map { className("key", $0) }
      + [className("tip", "pressed")]
    let folder = try Scratch.folder("tailwind-states")
    let compiled = try #require(
      try TailwindTargetTests.compile(
        files, page: classes.map { "<div class=\"\($0)\"></div>" }.joined(separator: "\n"), in: folder))
    try Self.checkStates(
      // Tailwind's utilities set corners only, not arrows.
      css: compiled, tag: "div", clipsArrows: false, className: className,
      selectorOf: { _, variant in
        // Tailwind keeps the state nested under the utility: `&:active`.
        "&\(Self.cssSelectors[variant]!)"
      })
  }

  /// docs/format.md prints InteractionState's table row for row, and this test's own
  /// expectations agree with it.
  @Test func theFormatReferencePrintsTheStateTable() throws {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/format.md"), encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## State variants").dropFirst().first)
    let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter { $0.hasPrefix("| `") }
    func cell(_ value: String?) -> String { value.map { "`\($0)`" } ?? "none" }
    let expected = InteractionState.allCases.map { state in
      "| `\(state.rawValue)` | \(state.names.dropFirst().map { "`\($0)`" }.joined(separator: ", ")) | "
        + "\(cell(state.cssSelector)) | \(cell(state.tailwindVariant)) | `\(state.flutter)` | "
        + "`\(state.composeCollector.map { "\($0)()" } ?? state.composeCondition)` |"
    }
    #expect(rows.map { $0.replacingOccurrences(of: "|  |", with: "| |") } == expected.map { $0.replacingOccurrences(of: "|  |", with: "| |") })
    for (variant, selector) in Self.cssSelectors {
      #expect(InteractionState(variantName: variant)?.cssSelector == selector, "\(variant)")
    }
  }
}
