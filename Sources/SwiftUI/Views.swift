import CoreGraphics
import Foundation

/// Text, as SwiftUI's `Text`.
public struct Text: View {
    /// The characters shown.
    public let content: String
    /// Text showing a string.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Text in a font.
    public func font(_ font: Font?) -> Text { self }
    /// Bold text.
    public func bold() -> Text { self }
    /// Italic text.
    public func italic() -> Text { self }
    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}

/// An image, as SwiftUI's `Image`.
public struct Image: View {
    /// The asset or symbol name, when made from one.
    public let name: String?
    /// The image named `name` in the app's assets.
    public init(_ name: String) { self.name = name }
    /// The SF Symbol `systemName`.
    public init(systemName: String) { name = systemName }
    /// The image resized to fill its frame.
    public func resizable() -> Image { self }
    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}

/// Children stacked top to bottom, as SwiftUI's `VStack`.
public struct VStack: View {
    let content: AnyView
    /// A stack of the views `content` builds.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> AnyView
    ) {
        self.content = content()
    }
    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}

/// Children side by side, as SwiftUI's `HStack`.
public struct HStack: View {
    let content: AnyView
    /// A stack of the views `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> AnyView) {
        self.content = content()
    }
    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}

/// Space that grows along a stack's axis, as SwiftUI's `Spacer`.
public struct Spacer: View {
    /// A spacer at least `minLength` long.
    public init(minLength: CGFloat? = nil) {}
    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}

/// A spinning indicator, as SwiftUI's `ProgressView` (indeterminate).
public struct ProgressView: View {
    /// An indeterminate indicator.
    public init() {}
    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`: nothing is loaded here, so it
/// would show its placeholder.
public struct AsyncImage: View {
    /// The address of the image.
    public let url: URL?
    let placeholder: AnyView
    /// An image from `url`, shown through `content` once loaded, `placeholder` meanwhile.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) {
        self.url = url
        self.placeholder = AnyView(placeholder())
    }
    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}

/// A two-dimensional shape, as SwiftUI's `Shape`.
public protocol Shape: View {}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
    /// The corners' radii.
    public let cornerSize: CGSize
    /// Corners of `cornerSize`.
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    /// Circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    /// Primitive.
    public var body: Never { return primitiveViewBody() }
}
