/// Files that token files name: a resolver's `$ref` sources, a `$themes.json` file's
/// token sets and a Theo file's `imports`.
extension TokenImporter {
  /// What reading a named file gave.
  enum NamedFile {
    /// The file's tree, its own problems already reported.
    case tokens(SourceNode)
    /// There is no such file; the caller says so in its own words.
    case missing
    /// Refused, or no token file: one error at the name says why.
    case reported
  }

  /// Reads `path`, which `reference` names at `location`. A file the provider refuses
  /// (outside the project, not a regular file) or one that holds no tokens at all
  /// (binary data, a system file) gives one error at the name and quotes nothing of it.
  mutating func readNamed(
    _ path: String, reference: String, at location: FileLocation?, provider: SourceProvider
  ) -> NamedFile {
    let text: String?
    do {
      text = try provider(path)
    } catch {
      diagnostics.append(error.diagnostic(reference: reference, at: location, inTokens: true))
      return .reported
    }
    guard let text else { return .missing }
    let (root, problems) = Self.read(text, path: path)
    let binary = text.utf8.contains(0) || text.unicodeScalars.contains("\u{FFFD}")
    if root == nil, !binary, text.contains("value") {
      // A token file with a mistake in it: its problems are reported where they are.
      diagnostics += problems
      return .reported
    }
    guard let root, case .mapping = root, !binary else {
      diagnostics.append(
        Diagnostic(
          "import/not-tokens", .error,
          "'\(reference)' is not a token file: \(binary ? "it holds binary data" : "it holds no mapping of tokens")",
          at: location, hint: "name a JSON or YAML file of design tokens, relative to the file that names it"))
      return .reported
    }
    diagnostics += problems
    return .tokens(root)
  }
}
