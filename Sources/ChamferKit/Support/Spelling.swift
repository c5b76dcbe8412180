/// "Did you mean" suggestions for misspelt keys and names.
package enum Spelling {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// Close enough: an edit distance of at most a third of the word's length (at
  /// least 2), or the same letters ignoring case, `-` and `_`. The first such
  /// candidate wins; otherwise the nearest, the first of equals.
  package static func suggestion(for word: String, among candidates: some Sequence<String>)
    -> String?
  {
    var index = Index(candidates)
    return index.suggestion(for: word)
  }

  /// "did you mean 'size'?" or nil.
  static func hint(for word: String, among candidates: some Sequence<String>) -> String? {
    suggestion(for: word, among: candidates).map { "did you mean '\($0)'?" }
  }

  /// Known names prepared once for many suggestions: by their folded form, and by their
  /// length, as names further apart in length than the allowed distance cannot be
  /// close enough. It suggests what `suggestion(for:among:)` would, until it has spent
  /// `Limits.spellingWork` on edit distances; after that it only suggests names that
  /// fold to the same letters, so thousands of unknown names stay quick.
  package struct Index: Sendable {
    /// Per folded name, the candidates that fold to it, in order.
    private var byFold: [String: [String]] = [:]
    /// Per length of the lowercased name, each candidate with its place and its
    /// lowercased characters.
    private var byLength: [Int: [(order: Int, name: String, lowered: [Character])]] = [:]
    /// The edit-distance work spent so far (the product of the lengths compared).
    package private(set) var work = 0

    package init(_ candidates: some Sequence<String>) {
      for (order, candidate) in candidates.enumerated() {
        byFold[Spelling.fold(candidate), default: []].append(candidate)
        let lowered = Array(candidate.lowercased())
        byLength[lowered.count, default: []].append((order, candidate, lowered))
      }
    }

    package mutating func suggestion(for word: String) -> String? {
      if let same = byFold[Spelling.fold(word)]?.first(where: { $0 != word }) { return same }
      let lowered = Array(word.lowercased())
      let allowed = max(2, word.count / 3)
      var best: (order: Int, name: String, distance: Int)?
      for length in max(0, lowered.count - allowed)...(lowered.count + allowed) {
        for candidate in byLength[length] ?? [] where candidate.name != word {
          // Once a comparison would pass the budget, the budget counts as spent.
          let cost = max(1, lowered.count * candidate.lowered.count)
          guard work + cost <= Limits.spellingWork else {
            work = Limits.spellingWork
            return nil
          }
          work += cost
          let distance = Spelling.editDistance(lowered, candidate.lowered)
          guard distance <= allowed else { continue }
          if let found = best, (found.distance, found.order) <= (distance, candidate.order) { continue }
          best = (candidate.order, candidate.name, distance)
        }
      }
      return best?.name
    }
  }

  private static func fold(_ word: String) -> String {
    word.lowercased().filter { $0 != "-" && $0 != "_" }
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b))
  }

  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
