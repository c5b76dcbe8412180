/// The interaction states Chamfer knows by name, and how each target spells them.
///
/// A variant named for one of these (`pressed`, `hover`, …) is a state of its component:
/// Flutter resolves it through `WidgetState`, CSS applies it under a pseudo-class as well as
/// its modifier class, SCSS's component mixin nests it under the same selector, and
/// Tailwind's component utility does too. This is the one place the mapping lives;
/// docs/format.md prints it.
enum InteractionState: String, CaseIterable, Sendable {
  case pressed, hovered, focused, disabled, selected, dragged, error

  /// The state a variant of this camelCase name stands for: its own name or an alias.
  init?(variantName camel: String) {
    guard let state = Self.byName[camel] else { return nil }
    self.init(rawValue: state)
  }

  /// The names a variant may take for this state, its own first.
  var names: [String] {
    switch self {
    case .hovered: ["hovered", "hover"]
    case .focused: ["focused", "focus"]
    default: [rawValue]
    }
  }

  /// Flutter's `WidgetState` case.
  var flutter: String { rawValue }

  /// What CSS appends to the component's class to select the state; nil where the web has
  /// no selector for it (a drag is not a state an element matches).
  var cssSelector: String? {
    switch self {
    case .pressed: ":active"
    case .hovered: ":hover"
    // Focus shown the way the browser shows it (keyboard focus), not every mouse click.
    case .focused: ":focus-visible"
    case .disabled: ":disabled"
    case .selected: "[aria-selected=\"true\"]"
    case .error: "[aria-invalid=\"true\"]"
    case .dragged: nil
    }
  }

  /// Tailwind CSS v4's built-in variant for the same selector.
  var tailwindVariant: String? {
    switch self {
    case .pressed: "active"
    case .hovered: "hover"
    case .focused: "focus-visible"
    case .disabled: "disabled"
    case .selected: "aria-selected"
    case .error: "aria-invalid"
    case .dragged: nil
    }
  }

  /// The Kotlin condition under which a Compose component is in this state, from its
  /// `inState` function's locals and parameters.
  var composeCondition: String {
    switch self {
    case .pressed: "isPressed"
    case .hovered: "isHovered"
    case .focused: "isFocused"
    case .dragged: "isDragged"
    case .disabled: "!enabled"
    case .selected: "selected"
    case .error: "isError"
    }
  }

  /// The `InteractionSource` function that reports this state as a Compose `State`; nil
  /// for states the caller passes as a parameter.
  var composeCollector: String? {
    switch self {
    case .pressed: "collectIsPressedAsState"
    case .hovered: "collectIsHoveredAsState"
    case .focused: "collectIsFocusedAsState"
    case .dragged: "collectIsDraggedAsState"
    case .disabled, .selected, .error: nil
    }
  }

  /// The Compose parameter that passes this state in, for states no `InteractionSource`
  /// reports; the names and defaults Material 3's components use.
  var composeParameter: String? {
    switch self {
    case .disabled: "enabled: Boolean = true"
    case .selected: "selected: Boolean = false"
    case .error: "isError: Boolean = false"
    default: nil
    }
  }

  /// What a Compose component with variants for `states` (in the theme's order) reads:
  /// the `inState` function's parameters, one line, and the states it collects from its
  /// `InteractionSource`, each once.
  static func compose(_ states: [InteractionState]) -> TemplateData {
    var seen = Set<InteractionState>()
    let distinct = states.filter { seen.insert($0).inserted }
    let collected = distinct.filter { $0.composeCollector != nil }
    let parameters =
      (collected.isEmpty ? [] : ["interactionSource: InteractionSource"])
      + allCases.filter(distinct.contains).compactMap(\.composeParameter)
    let collectors = collected.map {
      TemplateData.scope(DictionaryScope(["local": .text($0.composeCondition), "collector": .text($0.composeCollector!)]))
    }
    return .scope(
      DictionaryScope([
        "parameters": .text(parameters.joined(separator: ", ")), "collectors": .list(TemplateList(collectors)),
      ]))
  }

  /// The variants that are states in the table the templates read, by camelCase name.
  static let byName: [String: String] = Dictionary(
    uniqueKeysWithValues: allCases.flatMap { state in state.names.map { ($0, state.rawValue) } })
}
