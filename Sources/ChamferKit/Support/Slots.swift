import Foundation

/// Results of work done at once on several threads, one slot per piece of work, read
/// back in order once it is all done (`DispatchQueue.concurrentPerform`).
package final class Slots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  package init(count: Int) { slots = Array(repeating: nil, count: count) }

  package func store(_ value: Value, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  /// Every slot, in order; nil where nothing was stored.
  package var values: [Value?] { lock.withLock { slots } }
}
