import ChamferKit
import Foundation

/// What several renders may do in all, such as every file of one build: the bytes they
/// write, and the list elements and partials they render (which cost time even when
/// they write nothing). Each render takes its share as it goes, and the first to pass
/// a limit learns so, as do all after it.
// Unchecked: `spent` and `rendered` are only touched under `lock`; Mutex needs macOS 15,
// above the package's 13.
public final class OutputBudget: @unchecked Sendable {
  /// The bytes all renders may write together.
  public let limit: Int
  /// The list elements and partials all renders may render together.
  public let renderLimit: Int
  private let lock = NSLock()
  private var spent = 0
  private var rendered = 0

  /// A budget of `limit` bytes and `renderLimit` rendered bodies.
  public init(limit: Int, renderLimit: Int = .max) {
    self.limit = limit
    self.renderLimit = renderLimit
  }

  /// The budget of one build whose themes hold `shapes` shapes between them: `bytes`,
  /// and `Limits.renderedBodiesPerBuiltShape` rendered bodies for each shape, with 500
  /// shapes' worth to spare for each theme.
  public static func build(bytes: Int, shapes: Int, themes: Int) -> OutputBudget {
    OutputBudget(limit: bytes, renderLimit: Limits.renderedBodiesPerBuiltShape * (shapes + 500 * themes))
  }

  /// Counts `bytes` more; false once the total passes the limit.
  func spend(_ bytes: Int) -> Bool {
    lock.withLock {
      spent += bytes
      return spent <= limit
    }
  }

  /// Counts `bodies` more list elements and partials; false once the total passes
  /// `renderLimit`.
  func render(_ bodies: Int) -> Bool {
    lock.withLock {
      rendered += bodies
      return rendered <= renderLimit
    }
  }
}
