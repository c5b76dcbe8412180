/// "Did you mean" suggestions for misspelt keys and names.
public enum Spelling {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// Close enough: an edit distance of at most a third of the word's length (at
  /// least 2), or the same letters ignoring case, `-` and `_`.
  public static func suggestion(for word: String, among candidates: some Sequence<String>)
    -> String?
  {
    let folded = fold(word)
    var best: (String, Int)?
    for candidate in candidates where candidate != word {
      if fold(candidate) == folded { return candidate }
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= max(2, word.count / 3), distance < (best?.1 ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.0
  }

  /// "did you mean 'size'?" or nil.
  static func hint(for word: String, among candidates: some Sequence<String>) -> String? {
    suggestion(for: word, among: candidates).map { "did you mean '\($0)'?" }
  }

  private static func fold(_ word: String) -> String {
    word.lowercased().filter { $0 != "-" && $0 != "_" }
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
