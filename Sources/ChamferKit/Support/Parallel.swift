import Foundation

/// Results of work done at once on several threads, one slot per piece of work, read
/// back in order once it is all done (`DispatchQueue.concurrentPerform`).
package final class Slots<Value>: @unchecked Sendable {  // Every access to `slots` holds `lock`.
  private let lock = NSLock()
  private var slots: [Value?]

  package init(count: Int) { slots = Array(repeating: nil, count: count) }

  package func store(_ value: Value, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  /// Empties the slot at `index`, handing back what it held.
  package func take(at index: Int) -> Value? {
    lock.withLock {
      defer { slots[index] = nil }
      return slots[index]
    }
  }

  /// Changes the slot at `index` in place.
  package func update(at index: Int, _ change: (inout Value?) -> Void) {
    lock.withLock { change(&slots[index]) }
  }

  /// Every slot, in order; nil where nothing was stored.
  package var values: [Value?] { lock.withLock { slots } }
}

/// How `Pipeline` spreads a large theme over two threads. The decoder, the cascade and
/// the lint rules are sequential; each offers its work in ranges (`ThemeDecoder.shapes`,
/// `Cascade.resolveComponents`, `LintInput.shapesInContext`), and the pipeline alone
/// decides to hand out two of them at once, here.
package enum Parallel {
  /// How many entries make a list long enough to work on in two halves at once.
  package static let halvesFrom = 2048

  /// `work` over `0..<count`: in two halves at once when `count` is at least
  /// `splitFrom`, else in one go. The results, one per part, in order.
  package static func parts<Result>(
    of count: Int, splitFrom: Int = halvesFrom, _ work: @Sendable (Range<Int>) -> Result
  ) -> [Result] {
    guard count >= max(splitFrom, 2) else { return [work(0..<count)] }
    let halves = [0..<(count / 2), (count / 2)..<count]
    let results = Slots<Result>(count: 2)
    DispatchQueue.concurrentPerform(iterations: 2) { index in results.store(work(halves[index]), at: index) }
    return results.values.map { $0! }
  }

  /// Empties `array`, which must hold the only references to its elements, freeing them
  /// on two threads at once when there are many: freeing tens of thousands of objects
  /// one by one is a serial stretch of a large build.
  package static func release<Element>(_ array: inout [Element]) {
    guard array.count >= halvesFrom else { return array = [] }
    let half = array.count / 2
    // Each half in storage of its own: two slices of one array would share it, and
    // whichever thread let go last would free every element.
    let halves = Slots<[Element]>(count: 2)
    halves.store(Array(array[..<half]), at: 0)
    halves.store(Array(array[half...]), at: 1)
    array = []
    // Each thread takes its half out under the lock and frees it outside it.
    DispatchQueue.concurrentPerform(iterations: 2) { index in _ = halves.take(at: index) }
  }
}

/// A value being worked out on another thread: `wait()` returns it once `fill` has
/// been called, as often as it is asked. Its one slot is a `Slots`, which holds the lock.
package final class Pending<Value>: Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let slot = Slots<Value>(count: 1)

  package init() {}

  package func fill(_ value: Value) {
    slot.store(value, at: 0)
    done.signal()
  }

  package func wait() -> Value {
    done.wait()
    done.signal()
    return slot.values[0]!
  }
}
