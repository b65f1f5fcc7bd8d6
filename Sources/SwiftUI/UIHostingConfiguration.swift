import Foundation
import QuartzCore
import UIKit

/// A cell's content described by a SwiftUI view, as `UIHostingConfiguration`; the view is kept
/// but nothing draws it here (its content view is empty and says so).
public struct UIHostingConfiguration: UIContentConfiguration {
    /// The view built by the configuration's closure.
    public let content: AnyView

    /// A configuration showing the view `content` builds.
    public init(@ViewBuilder content: () -> AnyView) { self.content = content() }

    /// An empty view standing where the SwiftUI content would be drawn.
    public func makeContentView() -> any UIView & UIContentView {
        unimplemented("UIHostingConfiguration rendering SwiftUI content")
        return HostingContentView(configuration: self)
    }

    /// The same configuration (SwiftUI content reads the state itself).
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration { self }
}

/// The empty content view of a hosting configuration.
final class HostingContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    }

    required init?(coder: NSCoder) {
        configuration = UIHostingConfiguration { AnyView(parts: []) }
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
}

/// A view controller whose view is a SwiftUI view, as `UIHostingController`: its view is an
/// empty UIKit view here, and making it reports that SwiftUI is not drawn.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view hosted.
    public var rootView: Content

    /// A controller hosting `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Hosting controllers are not made from storyboards here.
    public required init?(coder: NSCoder) {
        unimplemented("UIHostingController(coder:)")
        return nil
    }

    open override func loadView() {
        unimplemented("UIHostingController rendering SwiftUI content")
        view = UIView()
    }
}
