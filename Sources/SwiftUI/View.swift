import CoreGraphics
import Foundation

// There is no SwiftUI renderer here. This stand-in declares the views, modifiers and builder an
// app's UIKit screens use to host a little SwiftUI (a list cell through
// `UIHostingConfiguration`, a screen through `UIHostingController`), so the app's other
// screens build and run; a hosted view shows nothing and reports itself through
// `unimplemented` (Documentation/Deviations.md, "SwiftUI").

/// A piece of user interface described by its `body`, as SwiftUI's `View`.
@preconcurrency @MainActor
public protocol View {
    /// The type of view the body is.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called: primitive views are drawn, not described.
    public var body: Never { return primitiveViewBody() }
}

/// A view whose type is erased, as SwiftUI's `AnyView`.
public struct AnyView: View {
    /// The views it holds (several when a builder block lists more than one).
    let parts: [Any]

    /// Erases `view`'s type.
    public init<V: View>(_ view: V) { parts = [view] }

    init(parts: [Any]) { self.parts = parts }

    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}

/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder`.
@resultBuilder @preconcurrency @MainActor
public enum ViewBuilder {
    /// One view of the block.
    public static func buildExpression<V: View>(_ view: V) -> AnyView { AnyView(view) }
    /// The block's views, in order.
    public static func buildBlock(_ views: AnyView...) -> AnyView { AnyView(parts: views) }
    /// An `if` without `else`.
    public static func buildOptional(_ view: AnyView?) -> AnyView { view ?? AnyView(parts: []) }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first view: AnyView) -> AnyView { view }
    /// The second branch.
    public static func buildEither(second view: AnyView) -> AnyView { view }
    /// A block inside `if #available`.
    public static func buildLimitedAvailability(_ view: AnyView) -> AnyView { view }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent` (the modifier is not kept).
public struct ModifiedContent<Content: View>: View {
    /// The view modified.
    public let content: Content
    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}

/// A font for text, as SwiftUI's `Font` (its style is kept, not drawn).
public struct Font: Hashable, Sendable {
    let style: String
    /// The largest title.
    public static let largeTitle = Font(style: "largeTitle")
    /// A title.
    public static let title = Font(style: "title")
    /// A second-level title.
    public static let title2 = Font(style: "title2")
    /// A third-level title.
    public static let title3 = Font(style: "title3")
    /// A headline.
    public static let headline = Font(style: "headline")
    /// A subheadline.
    public static let subheadline = Font(style: "subheadline")
    /// Body text.
    public static let body = Font(style: "body")
    /// A callout.
    public static let callout = Font(style: "callout")
    /// A footnote.
    public static let footnote = Font(style: "footnote")
    /// A caption.
    public static let caption = Font(style: "caption")
    /// The system font at a size.
    public static func system(size: CGFloat) -> Font { Font(style: "system \(size)") }
}

/// Horizontal alignment of a stack's children, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    /// Leading edges.
    public static let leading = HorizontalAlignment(name: "leading")
    /// Centres.
    public static let center = HorizontalAlignment(name: "center")
    /// Trailing edges.
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment of a stack's children, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    /// Top edges.
    public static let top = VerticalAlignment(name: "top")
    /// Centres.
    public static let center = VerticalAlignment(name: "center")
    /// Bottom edges.
    public static let bottom = VerticalAlignment(name: "bottom")
}

/// Edges, as SwiftUI's `Edge`.
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, as `Edge.Set`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The leading edge.
        public static let leading = Set(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 2)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 1 << 3)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.horizontal, .vertical]
    }
}

/// How content fills its frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Sendable {
    case fit, fill
}

extension View {
    /// Sets the font of text inside.
    public func font(_ font: Font?) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    /// Pads the given edges.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self> {
        ModifiedContent(content: self)
    }
    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self> { ModifiedContent(content: self) }
    /// Fixes the view's size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ModifiedContent<Self> {
        ModifiedContent(content: self)
    }
    /// Keeps an aspect ratio.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self> {
        ModifiedContent(content: self)
    }
    /// Clips to a shape.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self> { ModifiedContent(content: self) }
}

/// The body of a view drawn rather than described; never called. (A body with an explicit
/// `return` is not built by the `ViewBuilder` its requirement carries.)
func primitiveViewBody() -> Never { fatalError("a primitive view has no body") }
