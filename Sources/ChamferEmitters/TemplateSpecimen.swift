import ChamferKit

/// A theme that sets every field templates can read, for `TemplateNameCheck`: every
/// Material corner step, category and component role, every interaction state, each
/// corner family and curve, circles, capsules and percentages, arrows on every edge at
/// every kind of position, and surfaces with each kind of border, shadow and neumorphic
/// style. `TemplateNameCheckTests` proves that nothing in its context is left unset.
enum TemplateSpecimen {
  /// The specimen's context, made once: read, decoded and resolved, without the lint
  /// rules, which a specimen needs no more than a build needs twice.
  static let context: ThemeScope? = {
    guard let root = YAMLReader().read(yaml, file: "specimen.yaml").0, let document = Pipeline.decode(root).document
    else { return nil }
    let theme = Pipeline.resolve(document, recordsProvenance: false).theme
    // Every Material corner step has a theme attribute in this release.
    return ThemeScope(theme, params: ["materialVersion": "1.13.0"])
  }()

  static let yaml = """
    chamfer: 1
    name: Specimen
    description: |
      Every field a template can read,
      set at least once.
    defaults: { family: rounded, curve: circular, smoothing: 0.6 }
    scale:
      square: 0
      extra-small: { size: 2, description: The smallest step. }
      small: 4
      medium: { size: 8, surface: { fill: "#EEEEEE" } }
      large: { size: 25%, family: cut }
      large-increased: 20
      extra-large: { size: 28, curve: continuous, smoothing: 0.8 }
      extra-large-increased: 32
      extra-extra-large: { size: 48, edges: { top: arrow } }
      full: full
    categories:
      small: small
      medium: { shape: medium, description: Medium surfaces. }
      large: { shape: extra-extra-large, corners: [topLeft, topRight] }
    components:
      button:
        category: small
        description: A button.
        variants:
          pressed: { size: 8 }
          hovered: { size: 6 }
          focused: { size: 6, curve: continuous }
          disabled: { family: cut }
          selected: { shape: full }
          dragged: { size: 10 }
          error: { size: 0 }
          compact: { shape: extra-small, description: A smaller button. }
      card:
        shape: large-increased
        surface:
          fill: "#FFFFFF80"
          border: { width: 2, color: "#00000033", position: center }
          shadows:
            - { color: "#0000002E", y: 2, blur: 6 }
            - { color: "#00000014", x: 1, y: 1, blur: 2, spread: 1, inset: true }
        variants:
          outlined: { surface: { border: { width: 1, position: outside } } }
      chip: { category: small, family: cut }
      dialog: { category: medium, curve: continuous }
      sheet: { category: large }
      fab: { shape: full }
      textField: { shape: small, corners: { bottomLeft: 0, bottomRight: 0 } }
      image: { shape: circle }
      tooltip:
        size: 4
        edges:
          top: { arrow: { width: 12, height: 6, position: start, tip: 1 } }
          right: { arrow: { position: center } }
          bottom: { arrow: { position: end } }
          left: { arrow: { position: 16 } }
        surface: { fill: "#1F2937", border: { width: 1, position: inside } }
        variants:
          share: { edges: { top: { arrow: { position: 25% } } } }
      raised:
        shape: medium
        surface: { fill: "#E0E5EC", style: convex, distance: 6, intensity: 0.15 }
        variants:
          pressed: { surface: { style: concave } }
          flat: { surface: { style: flat } }
    """
}
