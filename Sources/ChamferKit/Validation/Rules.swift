/// Every diagnostic id Chamfer reports, with its default severity and summary.
///
/// `all` holds the ids a theme can produce: the problems found while loading and
/// resolving, and the lint rules. Each has examples, which `RuleExampleTests` runs through
/// the whole pipeline, and a severity `chamfer.yml` can change. `outsideThemes` holds the
/// rest: problems in token files, the config, templates and output folders. Loading and
/// resolution raise their diagnostics where they detect them; these lists document them
/// for `chamfer rules`, and `RuleRegistryTests` checks that no id raised is missing.
public enum Rules {
  /// Load, resolve and lint rules, in that order.
  public static var all: [RuleDescriptor] {
    stages + LintRules.all.map {
      RuleDescriptor(
        id: "lint/\($0.id)", severity: $0.defaultSeverity, summary: $0.summary,
        examples: $0.examples)
    }
  }

  /// Every id: the theme rules, then those raised outside a theme.
  public static var everyID: [RuleDescriptor] { all + outsideThemes }

  private static let ok = "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: small }\n"

  private static func rule(_ id: String, _ summary: String, passing: [String] = [ok], failing: [String])
    -> RuleDescriptor
  {
    RuleDescriptor(
      id: id, severity: .error, summary: summary,
      examples: RuleExamples(passing: passing, failing: failing))
  }

  /// Five components of 80,001 variants each: the fifth passes `Limits.shapesPerTheme`.
  /// Generated, since no small theme can pass the limit; a static, so made once and only
  /// when the example is read.
  static let tooManyShapes: String = {
    let variants = (0...80_000).map { "v\($0): 4" }.joined(separator: ", ")
    return "chamfer: 1\nname: A\ncomponents:\n"
      + (0..<5).map { "  \($0 == 4 ? "↓" : "")c\($0): { size: 2, variants: { \(variants) } }\n" }.joined()
  }()

  static let stages: [RuleDescriptor] = [
    RuleDescriptor(
      id: Suppressions.id, severity: .warning,
      summary: "A suppression (# chamfer:disable…, $chamfer, lint: { off }) that turns off no finding, or names no rule.",
      examples: RuleExamples(
        passing: [
          "chamfer: 1\nname: A\nscale:\n  small: 4\n  # chamfer:disable-next-line unused-metric\n  spare: 12\ncomponents:\n  card: { shape: small }\n"
        ],
        failing: [
          "chamfer: 1\nname: A\nscale:\n  # chamfer:disable-next-line ↓unused-metric\n  small: 4\ncomponents:\n  card: { shape: small }\n",
          "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: small, lint: { off: [↓scale-order] } }\n",
        ])),
    rule(
      Suppressions.invalid, "A suppression that is not one: an unknown directive, one naming no rule, or a 'lint' setting that is not { off: [RULE…] }.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  ↓# chamfer:disable\n  small: 4\ncomponents:\n  card: { shape: small }\n",
        "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: small, ↓lint: off }\n",
      ]),
    rule(
      "load/syntax", "The file is not valid YAML or JSON.",
      failing: ["chamfer: 1\nname: A\nscale:\n  small: [4\n↓"]),
    rule("load/empty-file", "The file holds nothing.", failing: ["↓"]),
    rule(
      "load/duplicate-key", "A key appears twice in one mapping (YAML or JSON).",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  small: 4\n  ↓small: 8\n",
        "{\"chamfer\": 1, \"name\": \"A\", \"scale\": {\"small\": 4, ↓\"small\": 8}}",
      ]),
    rule(
      "load/too-large",
      "The file, a section of it, or what its YAML aliases expand to is larger than Chamfer reads.",
      failing: [
        "↓chamfer: 1\nname: A\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n"
      ]),
    rule(
      "load/too-deep", "Values are nested deeper than any theme needs.",
      failing: ["chamfer: 1\nname: A\nscale: " + String(repeating: "[", count: 64) + "↓[1" + String(repeating: "]", count: 65) + "\n"]),
    rule(
      "load/missing-version", "The file does not start with 'chamfer: 1'.",
      failing: ["↓name: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: small }\n"]),
    rule(
      "load/unsupported-version", "The file asks for a format version this Chamfer does not read.",
      failing: ["chamfer: ↓2\nname: A\n"]),
    rule(
      "load/missing-name", "No layer gives the theme a name.",
      failing: ["↓chamfer: 1\nscale:\n  small: 4\ncomponents:\n  card: { shape: small }\n"]),
    rule(
      "load/invalid-name", "A name does not match [A-Za-z][A-Za-z0-9_-]*.",
      failing: [
        "chamfer: 1\nname: ↓Acme Corp\n",
        "chamfer: 1\nname: A\nscale:\n  ↓2xl: 4\n",
        "chamfer: 1\nname: A\ncomponents:\n  ↓\"my button\": 4\n",
      ]),
    rule(
      "load/unknown-key", "A key the format does not define.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  small: { ↓sise: 4 }\n",
        "chamfer: 1\nname: A\n↓componets: {}\n",
      ]),
    rule(
      "load/misplaced-key", "A key that belongs elsewhere: 'shape' in the scale, 'category' in a variant.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  small: { ↓shape: large }\n",
        "chamfer: 1\nname: A\ncomponents:\n  button:\n    size: 4\n    variants:\n      big: { ↓category: large }\n",
      ]),
    rule(
      "load/wrong-type", "A value of the wrong kind: a list where a mapping belongs, text for a number.",
      failing: [
        "chamfer: 1\nname: A\nscale: ↓[4, 8]\n",
        "chamfer: 1\nname: A\ndefaults:\n  smoothing: ↓high\n",
        "chamfer: 1\nname: A\ncomponents:\n  card: { size: ↓[4] }\n",
      ]),
    rule(
      "load/invalid-value", "A value outside its choices, such as 'family: round'.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  small: { size: 4, family: ↓round }\n",
        "chamfer: 1\nname: A\ndefaults:\n  remBase: ↓0\n",
      ]),
    rule(
      "load/malformed-size", "A size that cannot be read: '8 px', 'big', NaN or infinity.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  small: ↓8 px\n",
        "chamfer: 1\nname: A\nscale:\n  small: ↓big\n",
        "chamfer: 1\nname: A\nscale:\n  small: ↓.nan\n",
      ]),
    rule(
      "load/unknown-unit", "A size with a unit Chamfer does not know, such as 'em'.",
      failing: ["chamfer: 1\nname: A\nscale:\n  small: ↓8em\n"]),
    rule(
      "load/negative-size", "A size below zero.",
      failing: ["chamfer: 1\nname: A\nscale:\n  small: ↓-4\n"]),
    rule(
      "load/percent-over-50", "A percentage above 50% of the shorter side.",
      failing: ["chamfer: 1\nname: A\nscale:\n  pill: ↓60%\n"]),
    rule(
      "load/size-too-large", "A length above 10,000pt, the most a theme may give (rem is converted first).",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  huge: ↓10001\n",
        "chamfer: 1\nname: A\nscale:\n  huge: ↓1e308rem\n",
        "chamfer: 1\nname: A\ndefaults:\n  remBase: 1e300\nscale:\n  huge: ↓2rem\n",
        "chamfer: 1\nname: A\nscale:\n  tip: { size: 4, edges: { bottom: { arrow: { width: ↓1e308rem, height: 6 } } } }\n",
        "chamfer: 1\nname: A\nscale:\n  card: { size: 4, surface: { fill: \"#ffffff\", shadows: [{ color: \"#000000\", y: ↓-1e308 }] } }\n",
      ]),
    RuleDescriptor(
      id: "load/control-character", severity: .warning,
      summary: "A description holds control characters or noncharacters, which generated comments show as U+FFFD.",
      examples: RuleExamples(
        passing: [ok, "chamfer: 1\nname: A\ndescription: \"tab\\tand\\nlines\"\n"],
        failing: [
          "chamfer: 1\nname: A\ndescription: ↓\"a\\0b\"\n",
          "chamfer: 1\nname: A\nscale:\n  small: { size: 4, description: ↓\"\\uFFFF\" }\n",
        ])),
    rule(
      "load/smoothing-range", "Smoothing outside 0...1.",
      failing: ["chamfer: 1\nname: A\nscale:\n  soft: { size: 8, curve: continuous, smoothing: ↓1.5 }\n"]),
    rule(
      "load/unknown-corner", "A corner name other than topLeft, topRight, bottomRight, bottomLeft.",
      failing: [
        "chamfer: 1\nname: A\ncomponents:\n  tab: { size: 8, corners: [topLeft, ↓topRigth] }\n",
        "chamfer: 1\nname: A\ncomponents:\n  tab: { size: 8, corners: { ↓top: 0 } }\n",
      ]),
    rule(
      "load/unknown-edge", "An edge name other than top, right, bottom, left.",
      failing: ["chamfer: 1\nname: A\ncomponents:\n  tip: { size: 4, edges: { ↓botom: arrow } }\n"]),
    rule(
      "load/invalid-color", "A colour that is not #RRGGBB or #RRGGBBAA.",
      failing: [
        "chamfer: 1\nname: A\ncomponents:\n  card: { size: 4, surface: { fill: ↓\"#12345\" } }\n",
        "chamfer: 1\nname: A\ncomponents:\n  card: { size: 4, surface: { border: { width: 1, color: ↓red } } }\n",
      ]),
    rule(
      "load/missing-key", "A mapping lacks a key it needs, such as a shadow without a colour.",
      failing: ["chamfer: 1\nname: A\ncomponents:\n  card: { size: 4, surface: { shadows: [↓{ y: 2, blur: 6 }] } }\n"]),
    rule(
      "load/shape-and-category", "A component names both a shape and a category.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  small: 4\ncategories:\n  small: small\ncomponents:\n  chip: { shape: small, ↓category: small }\n"
      ]),
    rule(
      "load/malformed-reference", "Braces that do not hold a reference like '{scale.small}'.",
      failing: ["chamfer: 1\nname: A\nscale:\n  small: 4\n  medium: ↓\"{small}\"\n"]),
    rule(
      "load/missing-extends", "A file named by 'extends' cannot be read.",
      failing: ["chamfer: 1\nname: A\nextends: ↓missing.yaml\n"]),
    rule(
      "load/extends-cycle", "Files extend each other in a circle.",
      failing: ["chamfer: 1\nname: A\nextends: ↓example.yaml\n"]),
    RuleDescriptor(
      id: "load/too-many-shapes", severity: .error,
      summary:
        "A theme defines more shapes (metrics, categories, components and variants together) than Chamfer builds in one.",
      examples: RuleExamples(passing: [ok], failingWhenAsked: { [tooManyShapes] })),
    rule(
      "load/extends-too-deep", "Files extend each other in a chain of more than 64.",
      failing: ["chamfer: 1\nname: A\nextends: ↓chain/1.yaml\n"]),
    rule(
      "load/not-a-theme", "A file named by 'extends' is no theme: binary data, or text that is not a mapping.",
      failing: ["chamfer: 1\nname: A\nextends: ↓notes.txt\n"]),
    rule(
      "load/outside-root", "A file named by 'extends' lies outside the project root, or is reached through a link that leaves it.",
      failing: ["chamfer: 1\nname: A\nextends: ↓/etc/passwd\n"]),
    rule(
      "load/not-a-file", "A file named by 'extends', or on the command line, is a folder, device or pipe.",
      failing: ["chamfer: 1\nname: A\nextends: ↓folder\n"]),
    rule(
      "load/link-cycle", "A file named by 'extends' is a symbolic link that leads round in a circle.",
      failing: ["chamfer: 1\nname: A\nextends: ↓loop.yaml\n"]),
    rule(
      "resolve/unknown-metric", "A 'shape' names a scale metric that does not exist.",
      failing: ["chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: ↓smal }\n"]),
    rule(
      "resolve/unknown-category", "A component names a category that does not exist.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  small: 4\ncategories:\n  small: small\ncomponents:\n  card: { category: ↓medium }\n"
      ]),
    rule(
      "resolve/unknown-reference", "A reference points at nothing.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { size: ↓\"{scale.smal}\" }\n",
        "chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { size: ↓\"{categories.small}\" }\n",
      ]),
    rule(
      "resolve/reference-cycle", "Scale metrics refer to each other in a circle.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  a: ↓\"{scale.b}\"\n  b: \"{scale.c}\"\n  c: \"{scale.a}\"\ncomponents:\n  x: { shape: a }\n",
        "chamfer: 1\nname: A\nscale:\n  a: ↓\"{scale.a}\"\ncomponents:\n  x: { shape: a }\n",
      ]),
    rule(
      "resolve/reference-too-deep",
      "References lead through more metrics than any theme needs (\(Cascade.maximumReferenceDepth)).",
      failing: [
        "chamfer: 1\nname: A\nscale:\n"
          + (0..<70).map { "  m\($0): \($0 == Cascade.maximumReferenceDepth ? "↓" : "")\"{scale.m\($0 + 1)}\"\n" }.joined()
          + "  m70: 4\ncomponents:\n  x: { shape: m0 }\n"
      ]),
    rule(
      "resolve/non-uniform-reference", "A size refers to a metric whose corners differ.",
      failing: [
        "chamfer: 1\nname: A\nscale:\n  top: { size: 8, corners: [topLeft, topRight] }\ncomponents:\n  x: { size: ↓\"{scale.top}\" }\n"
      ]),
    rule(
      "resolve/circle-with-fields", "A circle also sets corner fields, which cannot apply to it.",
      failing: ["chamfer: 1\nname: A\ncomponents:\n  avatar: { shape: circle, family: ↓cut }\n"]),
  ]
}
