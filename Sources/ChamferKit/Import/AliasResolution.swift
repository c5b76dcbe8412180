import Foundation

/// References between tokens: `{a.b}` aliases and token math, each token resolved once,
/// with one error for a cycle and a suggestion for a name that is not there.
extension TokenImporter {
  /// The dotted path a token is a plain alias of, if it is one.
  func directAlias(_ token: Token, in tokens: [String: Token]) -> String? {
    // Read as bytes: braces are ASCII, and thousands of aliases are read twice.
    guard case .scalar(let scalar) = token.value else { return nil }
    let bytes = scalar.text.utf8
    guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}"),
      bytes.count(where: { $0 == UInt8(ascii: "{") }) == 1
    else { return nil }
    return Self.reference(scalar.text[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)], in: tokens)
  }

  /// The token a reference's braces hold: Style Dictionary trims spaces inside them
  /// (`{ radius.sm }`) and reads an older `.value` suffix (`{radius.sm.value}`).
  static func reference(_ inner: Substring, in tokens: [String: Token]) -> String {
    let target = inner.trimmingSpaces
    // DTCG names a group's root token `{group.$root}`; Chamfer keeps it under the group's path.
    for suffix in [".value", ".$root"] where target.endsWithBytes(suffix) && tokens[target] == nil {
      return String(decoding: target.utf8.dropLast(suffix.utf8.count), as: UTF8.self)
    }
    return target
  }

  /// The references in a value, in order: `{a} * 2 + {b}` names `a` and `b`.
  static func references(in text: String, tokens: [String: Token]) -> [(range: Range<String.Index>, key: String)] {
    var found: [(Range<String.Index>, String)] = []
    var searchFrom = text.startIndex
    while let open = text[searchFrom...].firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
      found.append((open..<text.index(after: close), reference(text[text.index(after: open)..<close], in: tokens)))
      searchFrom = text.index(after: close)
    }
    return found
  }

  /// What resolving a token gave: its type (nil when untyped) and value, or nothing,
  /// counted as skipped when the reason was only a warning.
  enum Resolution {
    case value(type: String?, SourceNode)
    case failed(skip: Bool)
  }

  /// How a token's value is worked out from others.
  enum Derivation {
    case plain
    case alias(String, SourceNode.Scalar)
    case math([String], SourceNode.Scalar)
    case css(String, SourceNode.Scalar)

    var dependencies: [String] {
      switch self {
      case .alias(let key, _): return [key]
      case .math(let keys, _): return keys
      case .plain, .css: return []
      }
    }
  }

  func derivation(of token: Token, in tokens: [String: Token]) -> Derivation {
    guard case .scalar(let scalar) = token.value, scalar.text.utf8.contains(UInt8(ascii: "{")) else { return .plain }
    if let target = directAlias(token, in: tokens) { return .alias(target, scalar) }
    if let problem = Self.unsupportedCSS(scalar.text) { return .css(problem, scalar) }
    return .math(Self.references(in: scalar.text, tokens: tokens).map(\.key), scalar)
  }

  /// One pass of resolving a file's tokens: the tokens by path, each one's resolution
  /// once worked out, and the paths indexed for "did you mean" when the first unknown
  /// alias turns up. It lives as long as the pass, so no pass sees another's paths.
  struct Pass {
    let tokens: [String: Token]
    var memo: [String: Resolution] = [:]
    var spelling: Spelling.Index?

    init(tokens: [String: Token]) {
      self.tokens = tokens
      memo.reserveCapacity(tokens.count)
    }

    /// The token path most like `target`, indexed once per pass so thousands of
    /// broken aliases stay linear.
    mutating func suggestion(for target: String) -> String? {
      if spelling == nil { spelling = Spelling.Index(tokens.keys) }
      return spelling?.suggestion(for: target)
    }
  }

  /// The token's type and value, following `{a.b}` aliases and working out token math.
  /// Each token is resolved once (`pass.memo`), depth first with a stack of its own
  /// rather than recursion, so a chain of any length neither repeats work nor overflows
  /// the stack; a cycle is one error at the token that closes it.
  mutating func resolve(_ start: Token, in pass: inout Pass) -> Resolution {
    if let done = pass.memo[start.key] { return done }
    let tokens = pass.tokens
    let step = derivation(of: start, in: tokens)
    derivations += 1
    // Most tokens are plain values or alias a token resolved already: no walk needed.
    if step.dependencies.allSatisfy({ pass.memo[$0] != nil || tokens.index(forKey: $0) == nil }) {
      let resolution = finish(start, step, in: &pass)
      pass.memo[start.key] = resolution
      return resolution
    }
    var stack: [(token: Token, step: Derivation, next: Int)] = [(start, step, 0)]
    var onStack: [String: Int] = [start.key: 0]
    while let top = stack.last {
      let dependencies = top.step.dependencies
      if top.next < dependencies.count {
        stack[stack.count - 1].next += 1
        let key = dependencies[top.next]
        guard pass.memo[key] == nil, let target = tokens[key] else { continue }
        if let at = onStack[key] {
          let cycle = stack[at...].map(\.token.key) + [key]
          diagnostics.append(
            Diagnostic(
              "import/alias-cycle", .error, "aliases go round in a cycle: \(cycle.joined(separator: " → "))",
              at: target.value.location))
          for entry in stack[at...] { pass.memo[entry.token.key] = .failed(skip: false) }
          continue
        }
        onStack[key] = stack.count
        stack.append((target, derivation(of: target, in: tokens), 0))
        derivations += 1
        continue
      }
      stack.removeLast()
      onStack[top.token.key] = nil
      if pass.memo[top.token.key] == nil {
        pass.memo[top.token.key] = finish(top.token, top.step, in: &pass)
      }
    }
    return pass.memo[start.key] ?? .failed(skip: false)
  }

  /// A token's resolution once everything it names is resolved.
  mutating func finish(_ token: Token, _ step: Derivation, in pass: inout Pass) -> Resolution {
    switch step {
    case .plain:
      if token.type == nil, !legacy {
        // Style Dictionary does not ask for types; only DTCG's missing ones are worth a word.
        diagnostics.append(
          Diagnostic(
            "import/untyped-token", .warning,
            "'\(token.key)' has no $type, here or on a group, so DTCG gives it none; skipped",
            at: token.location))
        return .failed(skip: true)
      }
      return .value(type: token.type, token.value)
    case .css(let problem, let scalar):
      unsupported(token.key, problem, at: scalar.location)
      return .failed(skip: false)
    case .alias(let target, let scalar):
      guard let resolved = pass.memo[target] else {
        unknownAlias(target, at: scalar.location, in: &pass)
        return .failed(skip: true)
      }
      guard case .value(let type, let value) = resolved else { return resolved }
      return .value(type: token.type ?? type, value)
    case .math(_, let scalar):
      return math(scalar, of: token, in: &pass)
    }
  }

  mutating func unknownAlias(_ target: String, at location: FileLocation, in pass: inout Pass) {
    // Only a warning: the token may well be a colour or a font that Chamfer would skip
    // anyway, and one broken alias should not stop the radii from coming in.
    let suggestion = pass.suggestion(for: target)
    let searched =
      switch filesRead.count {
      case 0, 1: "in '\(filesRead.first ?? file)'"
      case 2...4: "in any of \(filesRead.map { "'\($0)'" }.joined(separator: ", "))"
      default: "in any of the \(filesRead.count) files read ('\(filesRead[0])', '\(filesRead[1])', …)"
      }
    diagnostics.append(
      Diagnostic(
        "import/unknown-alias", .warning, "'{\(target)}' names no token \(searched); skipped", at: location,
        hint: suggestion.map { "did you mean '{\($0)}'?" }
          ?? "import the file that defines it too: chamfer import FILE FILE…"))
  }

  /// Tokens Studio math such as `{radius.base} * 2`: each alias becomes its value,
  /// worked out and in parentheses, and the text is left for `size` to evaluate, which
  /// also reads the CSS shorthand `{radius.lg} {radius.none}` as two corner sizes.
  mutating func math(
    _ scalar: SourceNode.Scalar, of token: Token, in pass: inout Pass
  ) -> Resolution {
    var text = ""
    var copiedTo = scalar.text.startIndex
    for (range, key) in Self.references(in: scalar.text, tokens: pass.tokens) {
      text += scalar.text[copiedTo..<range.lowerBound]
      copiedTo = range.upperBound
      guard let resolved = pass.memo[key] else {
        unknownAlias(key, at: scalar.location, in: &pass)
        return .failed(skip: true)
      }
      guard case .value(_, let value) = resolved else { return resolved }
      guard let written = Self.writtenNumber(value) else {
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error, "'\(token.key)' does math on '{\(key)}', which is not a number",
            at: scalar.location))
        return .failed(skip: false)
      }
      switch TokenMath.evaluate(written) {
      case .parts(let parts) where parts.count == 1:
        text += "(\(parts[0].text))"
      case .parts:
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error,
            "'\(token.key)' does math on '{\(key)}', which is several sizes ('\(written)'); math takes one",
            at: scalar.location))
        return .failed(skip: false)
      case .failure(let reason):
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error,
            "'\(token.key)' does math on '{\(key)}', which Chamfer cannot work out: \(reason)", at: scalar.location))
        return .failed(skip: false)
      case .tooDeep:
        diagnostics.append(.mathTooDeep(token.key, at: scalar.location))
        return .failed(skip: false)
      case .elliptical, .cssFunction:
        diagnostics.append(
          Diagnostic(
            "import/bad-dimension", .error,
            "'\(token.key)' does math on '{\(key)}', which is '\(written)', not a number", at: scalar.location))
        return .failed(skip: false)
      }
    }
    text += scalar.text[copiedTo...]
    var computed = scalar
    computed.text = text
    return .value(type: token.type ?? "dimension", .scalar(computed))
  }

  /// A value as math text: a string as written, a DTCG dimension as `4px`.
  static func writtenNumber(_ value: SourceNode) -> String? {
    switch value {
    case .scalar(let scalar): return scalar.text
    case .mapping(let dimension):
      guard case .scalar(let number)? = dimension["value"], case .scalar(let unit)? = dimension["unit"] else { return nil }
      return number.text + unit.text
    case .sequence: return nil
    }
  }
}
