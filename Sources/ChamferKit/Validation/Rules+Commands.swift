extension Rules {
  /// A diagnostic id raised outside a theme, where no theme can serve as its example.
  private static func other(_ id: String, _ summary: String, severity: Diagnostic.Severity = .error)
    -> RuleDescriptor
  {
    RuleDescriptor(id: id, severity: severity, summary: summary, examples: RuleExamples(passing: [], failing: []))
  }

  private static func warning(_ id: String, _ summary: String) -> RuleDescriptor {
    other(id, summary, severity: .warning)
  }

  /// The ids raised while importing token files, reading `chamfer.yml`, reading
  /// templates and writing output. Their severity is fixed: `chamfer.yml` sets only the
  /// theme rules of `all`.
  public static let outsideThemes: [RuleDescriptor] = [
    other(
      "import/not-tokens",
      "A file, or a part of it, is not what a token file of its format holds (a warning for Tokens Studio's $metadata.json, which holds no tokens)."),
    other(
      "import/missing-file",
      "A token file or Theo import cannot be read (a warning, and the set skipped, for a Tokens Studio set with no file)."),
    other("import/outside-root", "A file a token file names lies outside the project root, or is reached through a link that leaves it."),
    other("import/not-a-file", "A file a token file names is a folder, device or pipe."),
    other("import/link-cycle", "A file a token file names is a symbolic link that leads round in a circle."),
    other(
      "import/invalid-name",
      "A token, group or mapping name that cannot be a name in a Chamfer theme, or a DTCG name with a brace in it."),
    other("import/unknown-mapping-key", "A key the --mapping file does not define."),
    other("import/unmapped-token", "The --mapping file places a token path that no radius token has."),
    warning("import/no-shape-tokens", "A token file holds no radius tokens to import."),
    other(
      "import/same-shapes",
      "Themes or contexts of a $themes.json or resolver that hold the same shapes are written once, named without what does not change them.",
      severity: .note),
    other(
      "import/index-file",
      "A Tokens Studio $themes.json or $metadata.json, or a DTCG resolver, given as a theme or layer: it lists token sets, and `chamfer import` makes themes of it."),
    other(
      "import/bad-dimension",
      "A radius token whose value is no size Chamfer can read or work out: a warning, the token left out, while other radii of the import come in; an error when none does."),
    warning("import/unitless-dimension", "A radius written as a bare number, read as --unitless says (px by default)."),
    warning("import/unsupported-value", "A radius no Chamfer size can say, such as an elliptical corner; the token is skipped."),
    warning("import/untyped-token", "A token with no $type, on it or on a group, so DTCG gives it none; it is skipped."),
    other(
      "import/unknown-alias",
      "An alias or $extends names no token or group (a warning, and the token skipped, for a DTCG alias)."),
    other("import/alias-cycle", "Token aliases lead round in a circle."),
    other("import/no-themes", "A $themes.json or resolver gives no theme that selects any tokens."),
    other(
      "import/resolver",
      "A DTCG resolver Chamfer cannot follow: another version, no resolutionOrder, a reference to nothing, sets that include themselves or nest too deep."),
    other("import/bad-extends", "A DTCG '$extends' that names a token, sits in a token, or goes round in a cycle."),
    other("import/too-large", "DTCG '$ref' copies that expand past what Chamfer copies from one file."),
    other(
      "import/too-deep",
      "Token math nests parentheses, functions and signs more than 64 levels deep, or DTCG '$ref's lead through or nest more than 64."),
    other("import/too-many-themes", "Themes or modifier contexts combine into more themes than Chamfer imports at once."),
    other("import/too-much-matching", "The wildcard patterns of a mapping file take more steps over the imported tokens than Chamfer allows."),
    other("import/too-much-input", "The themes one import makes would merge more token entries in all than Chamfer imports at once."),
    other(
      "import/duplicate-theme-name",
      "Two themes of a $themes.json or resolver get names that differ only in case (dark and Dark both give Dark), so they would be one file."),
    other(Baseline.invalid, "The file given to lint --baseline is not one lint --write-baseline wrote."),
    other("config/unsupported-version", "chamfer.yml does not start with 'version: 1'."),
    other("config/unknown-key", "A key chamfer.yml does not define, at the top or in an output."),
    other("config/unknown-rule", "'rules' names an id that is not a theme rule."),
    other("config/invalid-severity", "A rule's severity is not off, note, warning or error."),
    other("config/invalid-output-path", "An output folder ('out', or one of 'outputs') is not a plain path inside the config's folder."),
    other("config/invalid-limit", "A 'limits' value that is not a whole number of megabytes in range."),
    other("config/invalid-param", "A template param that is not safe to paste into the code its target writes."),
    other("config/invalid-name", "A theme or mode name does not match [A-Za-z][A-Za-z0-9_-]*."),
    other("config/modes-without-themes", "'modes' is given without 'themes' to build them on."),
    other("config/layers-and-themes", "The config has both 'layers' and 'themes'; it takes one or the other."),
    other("config/too-many-themes", "Themes times modes make more themes than Chamfer builds from one config."),
    other("templates/not-found", "The templates folder (--templates, or 'templates' in chamfer.yml) does not exist."),
    other("templates/not-a-folder", "The templates folder is a file."),
    other("templates/unreadable", "The templates folder cannot be read."),
    other("templates/outside-root", "The templates folder chamfer.yml names is outside the project root."),
    other("templates/invalid-target-name", "A target folder among the templates whose name is not a name."),
    other("template/not-a-file", "A template in a target folder is a pipe or a device, perhaps through a link."),
    other("template/unreadable", "A template's file name or text is not UTF-8, or the file cannot be read."),
    other("template/syntax", "A template does not parse."),
    other("template/partial-recursion", "A template partial includes itself, directly or through other partials."),
    other("template/too-deep", "A template's sections and partials nest deeper than Chamfer renders (200 levels)."),
    other("template/unknown-name", "A name in a target's own templates that no value has where it is read, such as a misspelled field."),
    other("template/unknown-transform", "A transform in a target's own templates that applies to no value where it is used."),
    other("template/unknown-partial", "A partial tag in a target's own templates names a partial the target does not have."),
    other("template/too-much-output", "A generated file renders more list elements and partials than 100 per shape of the theme, plus 50,000."),
    other("template/too-large", "A target has more than 1,000 templates, or its templates hold more than 4 MB together."),
    other("template/outside-root", "A template is a symbolic link to a file outside the project."),
    other(
      "output/invalid-path",
      "A path made from a template's file name or a theme, context or shape name is not a plain relative path, or has a name longer than 255 bytes."),
    other("output/same-file-twice", "Two targets or themes would write the same file."),
    other("output/overwrites-input", "An output would replace one of the command's inputs."),
    other("output/busy", "Another chamfer is writing to the output folder, and --no-wait was given."),
    other("output/not-chamfers", "A file where Chamfer would write that its manifest does not list; --force replaces it."),
    other("output/folder-is-a-link", "An output folder is a symbolic link."),
    other("output/outside-root", "An output folder chamfer.yml names resolves outside the project root."),
    other("output/git-folder", "An output folder is inside a .git folder, or holds one."),
    warning("manifest/invalid-entry", "A line of the output folder's .chamfer-manifest that Chamfer did not write; it is ignored."),
    warning("manifest/not-a-file", "A file an earlier build wrote is no longer a regular file, so it is left alone."),
    warning("manifest/unverified-file",
      "A file no target writes any more was written by an older Chamfer without a hash, so it is left alone."),
    warning("manifest/changed-file", "A file no target writes any more changed since Chamfer wrote it, so it is left alone."),
    warning("manifest/cannot-remove", "build --clean could not remove a file no target writes any more."),
    other("build/too-many-shapes", "The themes of one build define more shapes in all than Chamfer builds at once."),
    other("build/too-much-rendering", "The templates of one build render more list elements and partials in all than Chamfer allows for its shapes."),
    other("build/too-much-input", "The themes of one build or lint read more layer text in all than Chamfer reads at once."),
    other("build/too-many-files", "One build would write more files than Chamfer writes at once."),
    other(
      "build/identifier-collision",
      "Two names of a theme become one identifier in a file a bundled target writes (button-pressed beside the variant button.pressed is Dart's buttonPressed), or one the target writes itself; checked by lint and build."),
    other("build/too-much-output", "One build's files would pass 256 MB in all, or the config's limits.outputMB."),
    other("preview/too-many-shapes", "A theme has more shapes than the preview draws."),
    other(
      "diff/link-in-tree",
      "A file diff --git reads from the revision is, or lies under, a symbolic link there; it is not followed."),
  ]
}
