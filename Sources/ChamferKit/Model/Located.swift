/// A value together with the place in a theme file that set it.
public struct Located<Value: Sendable>: Sendable {
  public var value: Value
  public var location: FileLocation

  public init(_ value: Value, at location: FileLocation) {
    self.value = value
    self.location = location
  }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
