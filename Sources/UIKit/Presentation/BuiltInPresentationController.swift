/// UIKit's presentation controller for the full-screen and current-context styles.
///
/// `.fullScreen` and `.currentContext` remove the presenter's view when the presentation ends
/// (so the presenter disappears); the "over" variants leave it in place. Current-context
/// styles cover the context provider's view instead of the window.
@preconcurrency @MainActor
class BuiltInPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        switch effectiveStyle {
        // A popover's content stays where it is under what it presents, so it gets no
        // appearance callbacks when that is dismissed (statement 15).
        case .fullScreen, .currentContext: return !presentingViewController.isInShownPopover
        default: return false
        }
    }

    override var shouldPresentInFullscreen: Bool {
        switch effectiveStyle {
        case .currentContext, .overCurrentContext: return false
        default: return true
        }
    }
}

extension UIPresentationController {
    /// Where the presenter's view came from, when the presentation took it out of place.
    ///
    /// The presenter's geometry follows every size change of its old superview while it is out
    /// of place (a rotation under a full-screen presentation), as its autoresizing mask would
    /// have made it had it stayed: `frame` answers for the superview's size now.
    @MainActor struct PresenterPlacement {
        weak var superview: UIView?
        var index: Int
        /// Whether the presenter was a child then: a child that has since left its container
        /// (popped, or its tab replaced) does not get its view back in the container it left.
        let presenterWasChild: Bool
        private var recordedFrame: CGRect
        private var recordedSuperSize: CGSize
        private var mask: UIView.AutoresizingMask

        init(of view: UIView, presenterWasChild: Bool) {
            self.presenterWasChild = presenterWasChild
            superview = view.superview
            index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
            recordedFrame = view.frame
            recordedSuperSize = view.superview?.bounds.size ?? .zero
            mask = view.superview?.autoresizesSubviews == false ? [] : view.autoresizingMask
        }

        /// Whether the superview's size changed since the view left it.
        var superviewWasResized: Bool { superview.map { $0.bounds.size != recordedSuperSize } ?? false }

        /// The frame the presenter's view has in its superview once back in place.
        var frame: CGRect {
            guard let size = superview?.bounds.size, size != recordedSuperSize else { return recordedFrame }
            return UIView.autoresizedFrame(
                recordedFrame, mask: mask, oldSuperSize: recordedSuperSize, newSuperSize: size)
        }
    }

    /// Whether this controller removes the presenter's view, after adaptation.
    var removesPresentersView: Bool { shouldRemovePresentersView }

    /// The frame for the container: the window for full-screen presentations, the context
    /// provider's view frame (in its superview) otherwise.
    func makeContainer(in window: UIWindow) -> UITransitionView {
        let container = UITransitionView(frame: .zero)
        container.presentationController = self
        let presenterView = presentingViewController.view!
        if shouldPresentInFullscreen || presenterView.superview == nil {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        } else {
            let host = presenterView.superview!
            container.frame = presenterView.frame
            container.autoresizingMask = presenterView.autoresizingMask
            host.insertSubview(container, aboveSubview: presenterView)
        }
        containerView = container
        return container
    }
}
