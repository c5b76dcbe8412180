// A stand-in for the parts of SwiftUI that Chamfer's Swift target uses, so the
// generated `#if canImport(SwiftUI)` code is type-checked on Linux. Each declaration
// mirrors the signature Apple documents; nothing here runs.
@_exported import Foundation

public protocol View {
  associatedtype Body: View
  @MainActor var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError() }
}

public struct Path: Sendable {
  public init() {}
  public mutating func move(to point: CGPoint) {}
  public mutating func addLine(to point: CGPoint) {}
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public mutating func closeSubpath() {}
}

public protocol Shape: Sendable {
  func path(in rect: CGRect) -> Path
}

public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

public enum RoundedCornerStyle: Sendable {
  case circular
  case continuous
}

public struct RoundedRectangle: Shape {
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public func path(in rect: CGRect) -> Path { Path() }
}

public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @MainActor func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

public struct _ModifiedView<Content>: View {
  public var body: Never { fatalError() }
}

extension View {
  public func clipShape<S: Shape>(_ shape: S) -> some View { _ModifiedView<Self>() }
  public func contentShape<S: Shape>(_ shape: S) -> some View { _ModifiedView<Self>() }
  public func modifier<M: ViewModifier>(_ modifier: M) -> some View { _ModifiedView<Self>() }
}
