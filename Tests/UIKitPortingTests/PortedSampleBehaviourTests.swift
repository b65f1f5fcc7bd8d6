import Testing
import UIKit

/// The ported sample (Samples/Ported) runs as the original did on iOS: defaults stand in for
/// unimplemented optional requirements, and method references wire the actions.
@MainActor
@Suite struct PortedSampleBehaviourTests {
    private final class MinimalDelegate: CardViewControllerDelegate {
        var closed = 0
        func cardViewControllerDidClose(_ controller: CardViewController) { closed += 1 }
    }

    private final class TitlingDelegate: CardViewControllerDelegate {
        func cardViewControllerDidClose(_ controller: CardViewController) {}
        func cardViewController(_ controller: CardViewController, titleFor index: Int) -> String? { "Title \(index)" }
        func cardViewControllerShouldDim(_ controller: CardViewController) -> Bool { true }
    }

    @Test func unimplementedOptionalRequirementsAnswerTheirDefaults() {
        let controller = CardViewController()
        let delegate = MinimalDelegate()
        controller.delegate = delegate
        controller.loadViewIfNeeded()
        controller.handleTap()
        #expect(controller.log.last == "Card")
        #expect(controller.view.alpha == 1)
        #expect(delegate.preferredCornerRadius == 0)
    }

    @Test func implementedOptionalRequirementsAreCalled() {
        let controller = CardViewController()
        let delegate = TitlingDelegate()
        controller.delegate = delegate
        controller.loadViewIfNeeded()
        controller.handleTap()
        #expect(controller.log.last == "Title 0")
        #expect(controller.view.alpha == 0.5)
    }

    @Test func methodReferencesReplaceSelectorsForControlActions() {
        let controller = CardViewController()
        let delegate = MinimalDelegate()
        controller.delegate = delegate
        controller.loadViewIfNeeded()
        let button = controller.view.subviews.compactMap { $0 as? UIButton }.first
        button?.sendActions(for: .touchUpInside)
        #expect(delegate.closed == 1)
    }

    @Test func notificationObserverMethodIsCalledForItsSender() {
        let controller = CardViewController()
        controller.loadViewIfNeeded()
        NotificationCenter.default.post(name: CardViewController.sizeDidChange, object: CardViewController())
        NotificationCenter.default.post(name: CardViewController.sizeDidChange, object: controller)
        #expect(controller.log.filter { $0 == "size changed" }.count == 1)
    }

    @Test func keyValueObservationDrivesProgress() {
        let controller = CardViewController()
        controller.loadViewIfNeeded()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(controller.progress == 0.5)
    }

    @Test func associatedObjectBacksAStoredPropertyInAnExtension() {
        let view = UIView()
        #expect(view.badgeText == nil)
        view.badgeText = "3"
        #expect(view.badgeText == "3")
        #expect(UIView().badgeText == nil)
    }

    @Test func stringsKeptTheirTextThroughThePort() {
        let controller = CardViewController()
        controller.loadViewIfNeeded()
        #expect(controller.log.first == "uses #selector(handleTap) and @objc in a string")
        #expect(controller.log.contains { $0.hasPrefix("delegate?.cardViewControllerDidAppear?(self)") })
        #expect(controller.log.contains { $0.contains(#"\(notInterpolated)"#) })
    }
}
