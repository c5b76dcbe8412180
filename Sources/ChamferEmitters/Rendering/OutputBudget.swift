import Foundation

/// Bytes that several renders may write in all, such as every file of one build: each
/// render takes its share as its output goes out, and the first to pass the limit
/// learns so, as do all after it.
// Unchecked: `spent` is only touched under `lock`; Mutex needs macOS 15, above the package's 13.
public final class OutputBudget: @unchecked Sendable {
  /// The bytes all renders may write together.
  public let limit: Int
  private let lock = NSLock()
  private var spent = 0

  /// A budget of `limit` bytes.
  public init(limit: Int) { self.limit = limit }

  /// Counts `bytes` more; false once the total passes the limit.
  func spend(_ bytes: Int) -> Bool {
    lock.withLock {
      spent += bytes
      return spent <= limit
    }
  }
}
