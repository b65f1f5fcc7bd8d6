/// An element assistive technologies see inside a container view that draws its parts itself
/// (a chart's bars, a control's segments), as UIKit's `UIAccessibilityElement`.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The view (or element) containing this element.
    open weak var accessibilityContainer: AnyObject?
    /// Whether assistive technologies treat this as an element (true by default).
    open var isAccessibilityElement = true
    /// The text that names the element.
    open var accessibilityLabel: String?
    /// A short description of what activating the element does.
    open var accessibilityHint: String?
    /// The element's current value.
    open var accessibilityValue: String?
    /// What the element is and its state.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A string that identifies the element to UI tests; never spoken.
    open var accessibilityIdentifier: String?
    /// The element's frame in screen coordinates (set it, or `accessibilityFrameInContainerSpace`).
    open var accessibilityFrame: CGRect {
        get {
            guard followsContainer else { return frameStorage }
            guard let view = containingView, let window = view.window else { return .zero }
            return view.convert(accessibilityFrameInContainerSpace, to: window)
                .offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        }
        set {
            frameStorage = newValue
            followsContainer = false
        }
    }
    /// The element's frame in its container view's coordinates; once set, the element follows
    /// the container as it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { followsContainer = true }
    }
    private var frameStorage: CGRect = .zero
    private var followsContainer = false

    /// Creates an element inside `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The view this element lives in: its container, or its container's container.
    var containingView: UIView? {
        var container = accessibilityContainer
        while let current = container {
            if let view = current as? UIView { return view }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }
}
