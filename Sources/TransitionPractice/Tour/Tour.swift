import UIKitTesting

/// One step of the scripted tour: something a person would do, and how long to watch.
@MainActor
public struct TourStep {
    public let name: String
    public let seconds: TimeInterval
    public let action: (TransitionPracticeApp, VirtualDevice) -> Void
}

/// What one step produced.
public struct TourStepResult: Sendable {
    public let index: Int
    public let name: String
    public let frames: Int
    public let seconds: TimeInterval
    public let trace: [String]
    public let apng: String
    public let sheet: String
    public let traceFile: String
}

/// The scripted tour of the app: every transition, the interactive ones finished and
/// cancelled, and a rotation.
@MainActor
public enum Tour {
    public static func steps() -> [TourStep] {
        var steps: [TourStep] = []
        func step(_ name: String, _ seconds: TimeInterval = 0.8, _ action: @escaping (TransitionPracticeApp, VirtualDevice) -> Void) {
            steps.append(TourStep(name: name, seconds: seconds, action: action))
        }
        func menuRow(_ app: TransitionPracticeApp, _ title: String) {
            (app.topController as? MenuListViewController)?.row(title)?.tap()
        }
        step("launch", 0.3) { _, _ in }
        step("push-custom-presentation") { app, _ in menuRow(app, "Custom Presentation") }
        step("present-half-screen") { app, _ in menuRow(app, "Present half screen") }
        step("rotate-landscape", 0.6) { _, device in device.rotate(to: CGSize(width: 844, height: 390), duration: 0.4) }
        step("rotate-portrait", 0.6) { _, device in device.rotate(to: CGSize(width: 390, height: 844), duration: 0.4) }
        step("dismiss-half-screen") { app, _ in
            (app.topController?.presentationController as? HalfScreenPresentationController)?.closeButton.tap()
        }
        step("pop-to-menu") { app, _ in app.navigation.popViewController(animated: true) }
        step("push-gallery") { app, _ in menuRow(app, "Custom Transition") }
        step("zoom-in", 1.2) { app, _ in
            guard let gallery = app.topController as? GalleryViewController else { return }
            let path = IndexPath(item: 2, section: 0)
            gallery.collectionView.selectItemFromTap(at: gallery.collectionView.cellForItem(at: path)!.center)
        }
        step("pinch-dismiss-cancelled", 1.2) { app, device in
            guard let viewer = app.topController as? ImageViewController, let pinch = viewer.pinch else { return }
            pinch.began(scale: 1)
            for s in stride(from: 0.97, through: 0.7, by: -0.03) {
                device.advance(by: 1.0 / 30)
                pinch.changed(scale: CGFloat(s))
            }
            pinch.ended()
        }
        step("pinch-dismiss-finished", 1.2) { app, device in
            guard let viewer = app.topController as? ImageViewController, let pinch = viewer.pinch else { return }
            pinch.began(scale: 1)
            for s in stride(from: 0.95, through: 0.3, by: -0.05) {
                device.advance(by: 1.0 / 30)
                pinch.changed(scale: CGFloat(s))
            }
            pinch.ended()
        }
        step("zoom-in-again", 1.2) { app, _ in
            guard let gallery = app.topController as? GalleryViewController else { return }
            gallery.collectionView.selectItemFromTap(at: gallery.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))!.center)
        }
        step("close-button-zoom-out", 1.3) { app, _ in (app.topController as? ImageViewController)?.closeTapped() }
        step("pop-gallery") { app, _ in app.navigation.popViewController(animated: true) }
        step("push-styles") { app, _ in menuRow(app, "Modal Styles") }
        for (name, _, _) in StylesViewController.entries {
            let slug = name.lowercased().replacingOccurrences(of: " ", with: "-")
            step("present-\(slug)", 1.0) { app, _ in menuRow(app, name) }
            step("dismiss-\(slug)", 1.0) { app, _ in app.topController?.dismiss(animated: true) }
        }
        step("pop-styles") { app, _ in app.navigation.popViewController(animated: true) }
        step("push-fade") { app, _ in menuRow(app, "Fade Animators") }
        step("present-fade", 0.6) { app, _ in menuRow(app, "Present with fade") }
        step("dismiss-fade", 0.6) { app, _ in app.topController?.dismiss(animated: true) }
        step("push-with-navigation-fade", 0.6) { app, _ in menuRow(app, "Push with fade") }
        step("pop-with-navigation-fade", 0.6) { app, _ in app.navigation.popViewController(animated: true) }
        step("pop-to-menu-again") { app, _ in app.navigation.popViewController(animated: true) }
        return steps
    }
}
