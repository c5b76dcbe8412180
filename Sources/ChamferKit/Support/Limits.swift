/// Every bound Chamfer puts on the work one run may do, in one place.
///
/// Themes, token files and configs often come from tools or branches nobody read
/// closely; a few kilobytes must never turn into minutes of work, gigabytes of memory
/// or hundreds of thousands of files. Each limit is far beyond what a real design
/// system needs, and going past it is one located error naming the limit (the ids are
/// given with each). Other bounds live next to the code they guard and are listed here
/// too, so this is the one list to read.
package enum Limits {
  // MARK: Reading

  /// The largest file read, in bytes (`load/too-large`); see `YAMLReader.maximumBytes`.
  package static let fileBytes = 32 << 20
  /// The deepest nesting read (`load/too-deep`); see `YAMLReader.maximumDepth`.
  package static let nestingDepth = 64
  /// The most metrics, categories or components in one section (`load/too-large`).
  package static let sectionEntries = 100_000
  /// The deepest token math an import works out, counting parentheses, functions and
  /// signs (`import/too-deep`); real tokens nest two or three.
  package static let mathDepth = 64
  /// The longest chain of `{scale.…}` references (`resolve/reference-too-deep`).
  package static let referenceDepth = 64
  /// How deep Theo files may import files that import others (`import/too-deep`).
  package static let theoImportDepth = 64
  /// The most bytes of templates one target may have, its files and partials together
  /// (`template/too-large`); Chamfer's largest bundled target, swift, has about 60 KB.
  package static let templateBytes = 4 << 20
  /// The most template files one target may have, files and partials together
  /// (`template/too-large`); Chamfer's bundled targets have at most 12.
  package static let templateFiles = 1_000
  /// How many list elements and partials one generated file may render per shape of
  /// the theme, with 500 shapes' worth to spare (`template/too-much-output`). Chamfer's
  /// bundled targets render at most about 8 per shape at 10,000 components, and 451 in
  /// all for the default theme.
  package static let renderedBodiesPerShape = 100
  /// How many list elements and partials one build may render over all its targets,
  /// themes and files, per shape of its themes, with 500 shapes' worth to spare for
  /// each theme (`build/too-much-rendering`): a target of a thousand files, each going
  /// over every component, is held to it. The bundled targets together render about
  /// 42 per shape at 10,000 components.
  package static let renderedBodiesPerBuiltShape = 100

  /// The longest name of one folder or file Chamfer writes, in UTF-8 bytes
  /// (`output/invalid-path`): what Linux, macOS and Windows file systems allow. A theme,
  /// context or template name past it is refused before anything is written.
  package static let fileNameBytes = 255

  // MARK: Total work

  /// The most shapes one theme may define, counting every metric, category, component
  /// and variant (`load/too-many-shapes`). The 100,000-component benchmark theme, with
  /// two variants each, has about 300,000.
  package static let shapesPerTheme = 400_000
  /// The most shapes one build may resolve, over all its themes
  /// (`build/too-many-shapes`): a config may name one large theme in many themes and
  /// modes.
  package static let shapesPerBuild = 1_000_000
  /// The most themes one config may build, counting each theme and each theme-mode
  /// pair (`config/too-many-themes`).
  package static let themesPerConfig = 256
  /// The most layer text a build or lint of several themes may read, each file counted
  /// once for every theme that reads it (`build/too-much-input`): what a config's
  /// themes and modes multiply. Counted from the layers' sizes before any is read, and
  /// again from every file each theme reads, files they extend included. One theme is
  /// held to its files' own limits only. 256 themes over one 57 KB layer read 14.6 MB.
  package static let layerBytesPerBuild = 8 << 20
  /// The most files one build may write, over every theme and target
  /// (`build/too-many-files`).
  package static let filesPerBuild = 10_000
  /// The most bytes one build may write, over every theme, target and file, counted
  /// while rendering (`build/too-much-output`); `limits: { outputMB: N }` in chamfer.yml
  /// raises it. The 10,000-component benchmark writes about 104 MB.
  package static let outputBytes = 256 << 20
  /// The most `limits.outputMB` may raise `outputBytes` to: 64 GB.
  package static let outputMegabytesCeiling = 65_536
  /// The most shapes `chamfer preview` draws (`preview/too-many-shapes`): every metric,
  /// category, component and variant is drawn as an SVG of its own.
  package static let previewShapes = 5_000
  /// The most themes one `chamfer import` of a resolver or `$themes.json` may make, one
  /// per combination of contexts (`import/too-many-themes`). Combinations are counted
  /// before any is made.
  package static let importCombinations = 256
  /// The most token-file entries one such import may merge, summed over the themes it
  /// makes (`import/too-much-input`): each theme merges the sets it selects anew, so
  /// 256 combinations over one 258 KB set merge 4 million. Counted before any theme is
  /// made, from each set's tree, read once.
  package static let importEntries = 1_000_000

  // MARK: Reporting

  /// The most diagnostics the text report prints for one file; the rest are counted in
  /// one line ("and 9,950 more"). The exit status, the summary and the JSON, SARIF and
  /// GitHub reports still count and list every one.
  package static let printedDiagnosticsPerFile = 50
  /// The widest part of a source line the text report quotes, in characters; a longer
  /// line is cut around the column, with "…" where it was cut.
  package static let quotedLineWidth = 120
  /// The work "did you mean" may do over one set of known names, in edit-distance
  /// cells (a pair of characters compared): past it only names equal but for case,
  /// `-` and `_` are suggested, so thousands of unknown names against thousands of
  /// known ones cannot take minutes. Real themes stay far below it.
  package static let spellingWork = 5_000_000
  /// The steps an import may take matching the wildcard patterns of one list of a
  /// mapping file (`skip`, or `scale` as a list) against its tokens, a step being one
  /// character or path part compared; past it the import is one error. Real mappings
  /// take a few thousand.
  package static let patternWork = 20_000_000

  /// `count` with its thousands grouped, as messages about limits write counts:
  /// `9,950`.
  package static func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return count < 0 ? "-" + result : result
  }

  /// `bytes` in megabytes for a message, to one decimal place: `14.6 MB`.
  package static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return "\(grouped(tenths / 10)).\(tenths % 10) MB"
  }

  /// The product of `factors` in words for a message, and whether it passes `limit`;
  /// a product too large for an Int passes every limit.
  static func product(_ factors: some Sequence<Int>, above limit: Int) -> (words: String, exceeds: Bool) {
    var count = 1
    for factor in factors {
      let (next, overflow) = count.multipliedReportingOverflow(by: factor)
      if overflow { return ("more than \(grouped(.max))", true) }
      count = next
    }
    return (grouped(count), count > limit)
  }
}
