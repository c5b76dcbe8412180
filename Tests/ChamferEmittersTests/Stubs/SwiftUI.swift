// A stand-in for the parts of SwiftUI that Chamfer's Swift target uses, so the generated
// `#if canImport(SwiftUI)` code is type-checked on Linux.
// Source: Apple's developer documentation of SwiftUI, iOS 18 / macOS 15 / tvOS 18 /
// watchOS 11 SDKs (Xcode 16): availability as Apple declares it (SwiftUI itself from
// iOS 13, macOS 10.15, tvOS 13, watchOS 6; later APIs with their versions; deprecations
// with their messages), `View` and `ViewModifier` `@MainActor`, `Shape` refining
// `Sendable`, `Animatable` and `View` with a `nonisolated` `path(in:)`; the values that are
// `Sendable` (shapes, colours, paths) are made off the main actor too.
// Apple writes deprecations that have no end yet as `deprecated: 100000.0` (to be
// deprecated); the documentation shows them as deprecated and so does `AppleSDKCheck`.
// Nothing here runs: bodies are placeholders.
import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> ConditionalContent<TrueContent, FalseContent>
  { ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> ConditionalContent<TrueContent, FalseContent>
  { ConditionalContent() }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View {
  public nonisolated init() {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyView: View {
  public nonisolated init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
  public var value: T { fatalError() }
  public nonisolated init(_ value: T) {}
  public var body: Never { fatalError() }
}

/// SwiftUI's `_ConditionalContent`, under a name of the stand-in's own.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// SwiftUI's own `Edge` and `Layout`, whose names the generated types share: code inside
// the generated namespace must find its own.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Layout: Animatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ZStack<Content: View>: View {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: View, ShapeStyle, Hashable, Sendable {
  public enum RGBColorSpace: Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  public nonisolated init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Path: Sendable {
  public init() {}
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}
  public mutating func move(to point: CGPoint) {}
  public mutating func addLine(to point: CGPoint) {}
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public mutating func closeSubpath() {}
  public var cgPath: CGPath { CGMutablePath() }
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { false }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyAnimatableData: VectorArithmetic {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ShapeView<Content: Shape, Style: ShapeStyle>: View {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  public var body: ShapeView<Self, ForegroundStyle> { ShapeView() }
  public nonisolated func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    ShapeView<Self, S>()
  }
  public nonisolated func fill(style: FillStyle = FillStyle()) -> some View { ShapeView<Self, ForegroundStyle>() }
  public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    ShapeView<Self, S>()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Sendable {
  case circular
  case continuous
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct RoundedRectangle: Shape {
  public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = ViewModifierContent<Self>
  @ViewBuilder func body(content: Content) -> Body
}

/// SwiftUI's `_ViewModifier_Content`, under a name of the stand-in's own.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ViewModifierContent<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier>: View {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    ModifiedContent<Self, S>()
  }
  public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    ModifiedContent<Self, S>()
  }
  public nonisolated func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  public nonisolated func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    ModifiedContent<Self, Background>()
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    ModifiedContent<Self, V>()
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  public nonisolated func mask<Mask: View>(_ mask: Mask) -> some View { ModifiedContent<Self, Mask>() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    ModifiedContent<Self, Mask>()
  }
  public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { ModifiedContent<Self, Never>() }
  public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View { ModifiedContent<Self, Never>() }
  public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View { ModifiedContent<Self, Never>() }
  public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    ModifiedContent<Self, Never>()
  }
}

/// Renders a view into an image.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor
public final class ImageRenderer<Content: View> {
  public init(content: Content) {}
  public var scale: CGFloat = 1
  public var cgImage: CGImage? { nil }
}

/// Core Graphics' bitmap image, which SwiftUI's `ImageRenderer` hands back.
public final class CGImage: @unchecked Sendable {}
