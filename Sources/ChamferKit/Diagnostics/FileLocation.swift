/// A position in a theme file that a person can jump to.
///
/// Lines and columns start at 1. Columns count Unicode scalars, which is what
/// libyaml reports; reporters convert when their format wants something else.
public struct FileLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path as the user passed it, never made absolute, so output is stable across machines.
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = max(line, 1)
    self.column = max(column, 1)
  }

  /// `file:line:column`, the form compilers, editors and CI annotations understand.
  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
