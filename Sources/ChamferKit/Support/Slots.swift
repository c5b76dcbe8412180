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

  /// Changes the slot at `index` in place.
  package func update(at index: Int, _ change: (inout Value?) -> Void) {
    lock.withLock { change(&slots[index]) }
  }

  /// Every slot, in order; nil where nothing was stored.
  package var values: [Value?] { lock.withLock { slots } }
}

/// How many entries make a list long enough to work on in two halves at once: the
/// decoder, the cascade, the rules' component list, the template data and the freeing
/// of a large theme all split from this length on.
package let halvesFrom = 2048

/// `work` over `0..<count`, in two halves at once (`inTwoHalves`) when `count` is at
/// least `splitAbove`, else in one go; the results in order.
package func joinedInHalves<Element>(
  of count: Int, splitAbove: Int = halvesFrom, _ work: @Sendable (Range<Int>) -> [Element]
) -> [Element] {
  guard count >= splitAbove else { return work(0..<count) }
  let (first, second) = inTwoHalves(of: count, work)
  return first + second
}

/// `work` over the first and the second half of `0..<count`, both at once; the two
/// results in that order. Long sections of a theme are decoded, resolved and checked
/// this way, each half by its own copy of whatever does the work.
package func inTwoHalves<Result>(of count: Int, _ work: @Sendable (Range<Int>) -> Result) -> (Result, Result) {
  let halves = [0..<(count / 2), (count / 2)..<count]
  let results = Slots<Result>(count: 2)
  DispatchQueue.concurrentPerform(iterations: 2) { index in results.store(work(halves[index]), at: index) }
  let values = results.values
  return (values[0]!, values[1]!)
}

/// An array of `count` elements made in two halves at once: `work` runs once for each
/// half, initializes every element of its range through `slots`, and returns whatever
/// else it made; the two results come back in order with the array. Each element goes
/// straight into the array's own storage: two arrays joined with `+` would copy every
/// element, retaining everything it holds, and then free the originals.
package func arrayInTwoHalves<Element, Result>(
  of count: Int, _ work: @Sendable (Range<Int>, ArraySlots<Element>) -> Result
) -> (elements: [Element], first: Result, second: Result) {
  var results: (Result, Result)?
  let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
    let slots = ArraySlots(buffer: buffer)
    results = inTwoHalves(of: count) { half in work(half, slots) }
    initialized = count
  }
  return (elements, results!.0, results!.1)
}

/// The storage of an array that `arrayInTwoHalves` is making.
package struct ArraySlots<Element>: @unchecked Sendable {
  // Unchecked: each half initializes only the elements of its own range.
  fileprivate let buffer: UnsafeMutableBufferPointer<Element>

  /// Initializes the element at `index`, which must not have been initialized yet.
  package func initialize(_ index: Int, to element: consuming Element) {
    (buffer.baseAddress! + index).initialize(to: element)
  }
}

/// Empties `array`, which must hold the only references to its elements, freeing them
/// on two threads at once when there are many: freeing tens of thousands of objects one
/// by one is a serial stretch of a large build.
package func releaseInHalves<Element>(_ array: inout [Element]) {
  guard array.count >= halvesFrom else { return array = [] }
  let half = array.count / 2
  let halves = [Held(array[..<half]), Held(array[half...])]
  array = []
  DispatchQueue.concurrentPerform(iterations: halves.count) { index in halves[index].elements = [] }
}

/// Elements a thread lets go of.
private final class Held<Element>: @unchecked Sendable {
  var elements: [Element]
  init(_ elements: ArraySlice<Element>) { self.elements = Array(elements) }
}
