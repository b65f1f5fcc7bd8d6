import UIKitHost

/// One step of the scripted tour: something a person would do, and how long to watch.
@MainActor
public struct TourStep {
    public let name: String
    public let seconds: TimeInterval
    /// The device the step runs on.
    public let device: TourDevice
    public let action: (TransitionPracticeApp, VirtualDevice) -> Void
}

/// What one step produced.
public struct TourStepResult: Sendable {
    public let index: Int
    public let name: String
    /// The device the step ran on.
    public let device: TourDevice
    public let frames: Int
    public let seconds: TimeInterval
    public let trace: [String]
    /// The virtual time each trace line was recorded at, one per line.
    public let traceTimes: [TimeInterval]
    /// Each frame's picture, relative to the output folder, in order.
    public let frameFiles: [String]
    /// The virtual time of each frame, one per frame.
    public let frameTimes: [TimeInterval]
    public let apng: String
    public let sheet: String
    public let traceFile: String
}

/// The scripted tour of the app: every transition, the interactive ones finished and
/// cancelled, a rotation, alerts from the bar's items, and the containers on an iPad and on
/// an iPhone Pro Max turned from landscape to portrait.
@MainActor
public enum Tour {
    public static func steps() -> [TourStep] {
        var script = TourScript()
        func step(
            _ name: String, _ seconds: TimeInterval = 0.8,
            _ action: @escaping (TransitionPracticeApp, VirtualDevice) -> Void
        ) {
            script.step(name, seconds, action)
        }
        func tapRow(_ app: TransitionPracticeApp, _ device: VirtualDevice, _ title: String) {
            Tour.tapRow(title, in: app.topController as? MenuListViewController, device)
        }
        step("launch", 0.3) { _, _ in }
        step("push-custom-presentation") { app, device in tapRow(app, device, "Custom Presentation") }
        step("present-half-screen") { app, device in tapRow(app, device, "Present half screen") }
        step("rotate-landscape", 0.6) { _, device in device.rotate(to: CGSize(width: 844, height: 390), duration: 0.4) }
        step("rotate-portrait", 0.6) { _, device in device.rotate(to: CGSize(width: 390, height: 844), duration: 0.4) }
        step("dismiss-half-screen") { app, device in
            guard
                let button = (app.topController?.presentationController as? HalfScreenPresentationController)?
                    .closeButton
            else { return }
            device.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        }
        step("pop-to-menu") { app, _ in app.navigation.popViewController(animated: true) }
        step("push-gallery") { app, device in tapRow(app, device, "Custom Transition") }
        /// Taps the gallery cell for `item` with a synthesized finger.
        func tapCell(_ app: TransitionPracticeApp, _ device: VirtualDevice, _ item: Int) {
            guard let gallery = app.topController as? GalleryViewController,
                let cell = gallery.collectionView.cellForItem(at: IndexPath(item: item, section: 0))
            else { return }
            device.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        }
        step("zoom-in", 1.2) { app, device in tapCell(app, device, 2) }
        // Two fingers pinch the picture in: to 70 % (cancels) and to 30 % (finishes).
        step("pinch-dismiss-cancelled", 1.2) { _, device in
            device.pinch(at: CGPoint(x: 195, y: 422), fromScale: 1, toScale: 0.7, duration: 0.5)
        }
        step("pinch-dismiss-finished", 1.2) { _, device in
            device.pinch(at: CGPoint(x: 195, y: 422), fromScale: 1, toScale: 0.3, duration: 0.6)
        }
        step("zoom-in-again", 1.2) { app, device in tapCell(app, device, 5) }
        step("close-button-zoom-out", 1.3) { app, device in
            guard let button = (app.topController as? ImageViewController)?.closeButton else { return }
            device.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        }
        // The left-edge swipe back: a short slow one cancels, a long one pops the gallery.
        step("edge-swipe-back-cancelled", 1.0) { _, device in
            device.edgePan(from: .left, distance: 110, duration: 0.8)
        }
        step("edge-swipe-back", 1.0) { _, device in
            device.edgePan(from: .left, distance: 300, duration: 0.5)
        }
        step("push-styles") { app, device in tapRow(app, device, "Modal Styles") }
        for (name, _, _) in StylesViewController.entries {
            let slug = name.lowercased().replacingOccurrences(of: " ", with: "-")
            step("present-\(slug)", 1.0) { app, device in tapRow(app, device, name) }
            step("dismiss-\(slug)", 1.0) { app, _ in app.topController?.dismiss(animated: true) }
        }
        step("pop-styles") { app, _ in app.navigation.popViewController(animated: true) }
        step("push-fade") { app, device in tapRow(app, device, "Fade Animators") }
        step("present-fade", 0.6) { app, device in tapRow(app, device, "Present with fade") }
        step("dismiss-fade", 0.6) { app, _ in app.topController?.dismiss(animated: true) }
        step("push-with-navigation-fade", 0.6) { app, device in tapRow(app, device, "Push with fade") }
        step("pop-with-navigation-fade", 0.6) { app, _ in app.navigation.popViewController(animated: true) }
        step("pop-to-menu-again") { app, _ in app.navigation.popViewController(animated: true) }
        step("present-circle-reveal", 0.8) { app, device in tapRow(app, device, "Circle Reveal") }
        step("dismiss-circle-reveal", 0.8) { app, _ in app.topController?.dismiss(animated: true) }
        addBarItemSteps(to: &script)
        addContainerSteps(to: &script)
        return script.steps
    }

    /// Taps the row titled `title` of `list` with a synthesized finger, as a person would.
    static func tapRow(_ title: String, in list: MenuListViewController?, _ device: VirtualDevice) {
        guard let row = list?.row(title) else { return }
        device.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
    }

    /// Taps the frontmost visible text reading `text` (a bar item, an alert button, a tab).
    static func tapLabel(_ text: String, _ device: VirtualDevice) {
        guard let point = TouchTarget.label(text, in: device.window) else { return }
        device.tap(at: point)
    }
}

/// The tour being written: its steps so far and the device the next ones run on.
@MainActor
struct TourScript {
    var steps: [TourStep] = []
    /// The device steps added from now on run on.
    var device: TourDevice = .iPhone

    mutating func step(
        _ name: String, _ seconds: TimeInterval = 0.8,
        _ action: @escaping (TransitionPracticeApp, VirtualDevice) -> Void
    ) {
        steps.append(TourStep(name: name, seconds: seconds, device: device, action: action))
    }
}
