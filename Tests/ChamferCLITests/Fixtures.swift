/// Small themes written into a test's working folder. The good themes come from the
/// package's `tokens/` instead; these are the broken and borderline ones.
enum Fixture {
  /// Several different mistakes at once, with hints, plus two warnings.
  static let broken = """
    # Several mistakes at once, for the diagnostic goldens.
    chamfer: 1
    name: Broken
    scale:
      small: 4
      medium: 8
      large: 16
    categories:
      small: smal
      medium: { shape: medium, famly: cut }
    components:
      button:
        category: small
        size: -2
      chip: { shape: tiny, size: 60% }
      card: { category: medium, corners: { topLeft: 8 px } }

    """

  /// The same kind of mistakes in JSON, which the located reader also places.
  static let brokenJSON = """
    {
      "chamfer": 1,
      "name": "BrokenJSON",
      "scale": { "small": 4, "medium": 8 },
      "components": {
        "button": { "shape": "smal" },
        "card": { "shape": "medium", "curve": "smooth", "size": "8 px" }
      }
    }

    """

  /// Valid, but one scale metric is never used: a warning and nothing else.
  static let onlyWarnings = """
    chamfer: 1
    name: Loose
    scale:
      small: 4
      medium: 8
      spare: 12
    components:
      button: { shape: small }
      card: { shape: medium }

    """

  /// A small valid theme with no warnings.
  static let clean = """
    chamfer: 1
    name: Tidy
    scale:
      small: 4
      medium: 8
    components:
      button: { shape: small, variants: { pressed: { size: "{scale.medium}" } } }
      card: { shape: medium }

    """
}
