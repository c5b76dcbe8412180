/// A value together with the place in a theme file that set it.
package struct Located<Value: Sendable>: Sendable {
  package var value: Value
  package var location: FileLocation

  package init(_ value: Value, at location: FileLocation) {
    self.value = value
    self.location = location
  }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
