/// What Chamfer knows about releases of Material Components for Android, the library
/// the android target's styles are for. Checked against the library's own attribute
/// files of each release (Tests/Validators/android/material-stub/, made by
/// scripts/material-stub.py).
package enum MaterialComponents {
  /// The release the android target writes for unless `outputs.android.params.
  /// materialVersion` says otherwise: the current stable one, which most apps ship.
  package static let defaultVersion = "1.12.0"
  /// The oldest release Chamfer's facts cover.
  package static let oldestVersion = [1, 12, 0]

  /// The steps of Material 3's corner scale that a theme attribute
  /// `shapeAppearanceCorner<Step>` points at, by camelCase name, with the release that
  /// added the attribute (the Expressive steps came in 1.13.0).
  package static let cornerSteps: [(name: String, since: [Int])] = [
    ("extraSmall", [1, 12, 0]), ("small", [1, 12, 0]), ("medium", [1, 12, 0]), ("large", [1, 12, 0]),
    ("largeIncreased", [1, 13, 0]), ("extraLarge", [1, 12, 0]), ("extraLargeIncreased", [1, 13, 0]),
    ("extraExtraLarge", [1, 13, 0]),
  ]

  /// `1.12.0` as [1, 12, 0]; a pre-release suffix (`-alpha03`) is ignored. Nil when the
  /// text is not three numbers.
  package static func version(_ text: String) -> [Int]? {
    let release = text.split(separator: "-", maxSplits: 1).first.map(String.init) ?? text
    let parts = release.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 3, parts.allSatisfy({ $0 != nil }) else { return nil }
    return parts.compactMap { $0 }
  }

  /// The release a corner step needs, when it is one of Material's; nil otherwise.
  package static func release(forCornerStep name: String) -> [Int]? {
    cornerSteps.first { $0.name == name }?.since
  }

  /// True when `version` (text, defaulting to `defaultVersion`) has the theme attribute
  /// of corner step `name`.
  package static func has(cornerStep name: String, in version: String?) -> Bool {
    guard let since = release(forCornerStep: name) else { return false }
    let wanted = self.version(version ?? defaultVersion) ?? oldestVersion
    return !wanted.lexicographicallyPrecedes(since)
  }
}
