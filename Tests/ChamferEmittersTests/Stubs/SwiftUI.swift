// A stand-in for the parts of SwiftUI that Chamfer's Swift target uses, so the
// generated `#if canImport(SwiftUI)` code is type-checked on Linux. Each declaration
// mirrors the signature Apple documents; nothing here runs.
@_exported import Foundation

public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
}

public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// SwiftUI's own `Edge` and `Layout`, whose names the generated types share: code inside
// the generated namespace must find its own.
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
}

public protocol Layout {}

public struct Alignment: Sendable {
  public static let center = Alignment()
}

public struct ZStack<Content: View>: View {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
}

extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}

extension ForEach where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
  }
}

public protocol ShapeStyle: Sendable {}

public struct Color: View, ShapeStyle, Hashable, Sendable {
  public enum RGBColorSpace: Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public var body: Never { fatalError() }
}

public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// Core Graphics' transform, which SwiftUI re-exports and Linux's Foundation lacks.
public struct CGAffineTransform: Sendable {
  public static let identity = CGAffineTransform()
}

public struct Path: Sendable {
  public init() {}
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}
  public mutating func move(to point: CGPoint) {}
  public mutating func addLine(to point: CGPoint) {}
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public mutating func closeSubpath() {}
}

public protocol Shape: Sendable, View {
  func path(in rect: CGRect) -> Path
}

public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  public var body: Never { fatalError() }
}

extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView() }
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    _ShapeView<Self, S>()
  }
  public func fill(style: FillStyle = FillStyle()) -> some View { _ShapeView<Self, ForegroundStyle>() }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _ShapeView<Self, S>() }
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
  @ViewBuilder @MainActor func body(content: Content) -> Body
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
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    _ModifiedView<Self>()
  }
  public func mask<Mask: View>(_ mask: Mask) -> some View { _ModifiedView<Self>() }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _ModifiedView<Self>() }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _ModifiedView<Self>() }
  public func allowsHitTesting(_ enabled: Bool) -> some View { _ModifiedView<Self>() }
}
