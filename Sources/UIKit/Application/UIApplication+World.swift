@_spi(Testing) import QuartzCore

// How objects find their world. Each `UIApplication` is a world (its loop: clock, timers,
// turns, animations, diagnostics). A view or layer uses its tree's root: a window's
// application, or, before it is in a window, the world that created it. A controller uses its
// view's, else its parent's or presenter's, else the world that created it. Nothing here reads
// the ambient world once an object knows its own, so devices interleave freely.

extension UIView {
    /// The application of the world this view lives in.
    package var world: UIApplication { window?.application ?? UIApplication.of(layer.loop) }
    /// The main loop of the world this view lives in.
    package var loop: MainLoop { layer.loop }
}

extension UIViewController {
    /// The application of the world this controller lives in.
    var world: UIApplication {
        if let view = viewIfLoaded, view.window != nil || view.superview != nil { return view.world }
        // A presented controller covered by another full-screen one: its container answers at
        // once, where the presenter chain would be walked down to the root (O(depth)).
        if let container = presentationControllerStorage?.containerView { return container.world }
        if let parent { return parent.world }
        if let presenter = presentingViewController { return presenter.world }
        if let view = viewIfLoaded { return view.world }
        return UIApplication.of(homeLoop)
    }

    /// The main loop of the world this controller lives in.
    package var loop: MainLoop { world.loop }
}
