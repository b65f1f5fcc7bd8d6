import Testing
import UIKitTesting

@testable import UIKit

/// The seed tutorial's close button (`HalfSheetPresentationController` in SeedScenarioTests): a
/// constraint constant changed, then `layoutIfNeeded()` inside the coordinator's alongside block.
@MainActor
@Suite(.checksLifetimes) struct ConstraintAnimationTests {
    /// A root controller presenting a sheet, animated, through the seed-style controller; the
    /// delegate is returned because presented controllers hold it weakly.
    private func presentSheet() -> (VirtualDevice, UIViewController, HalfSheetDelegate) {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.advance(by: 0)
        let delegate = HalfSheetDelegate()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: true)
        return (device, sheet, delegate)
    }

    @Test func theSeedsCloseButtonSlidesInWithTheSheetAndOutAgain() throws {
        let (device, sheet, delegate) = presentSheet()
        defer { withExtendedLifetime(delegate) {} }
        device.advance(by: 0)
        let pc = try #require(sheet.presentationController as? HalfSheetPresentationController)
        let button = pc.closeButton
        let height = button.intrinsicContentSize.height.rounded()
        #expect(height > 0)
        // Model values jump to the end at once; the button is centred by its constraint.
        #expect(button.frame.minY == 60)
        #expect(button.center.x == 195)
        let startY = -80 + height / 2, endY = 60 + height / 2
        // Mid-way, the button is exactly as far along as the dimming view's fade: one animation.
        device.advance(by: 0.15)
        let y = try #require(button.layer.presentation()).position.y
        let fade = CGFloat(try #require(pc.dimmingView.layer.presentation()).opacity)
        #expect(fade > 0.05 && fade < 0.95)
        #expect(abs((y - startY) / (endY - startY) - fade) < 0.01)
        device.runUntilIdle()
        #expect(button.layer.presentation()?.position.y == endY)
        // Dismissal runs the constant back to −80 the same way.
        sheet.dismiss(animated: true)
        device.advance(by: 0.15)
        let back = try #require(button.layer.presentation()).position.y
        #expect(back < endY && back > startY)
        device.runUntilIdle()
        #expect(button.frame.minY == -80)
        #expect(button.superview == nil)
        #expect(device.diagnostics.filter { $0.contains("LayoutConstraints") }.isEmpty)
    }

    @Test func rotatingRecentresTheConstrainedButton() throws {
        let (device, sheet, delegate) = presentSheet()
        defer { withExtendedLifetime(delegate) {} }
        device.runUntilIdle()
        let pc = try #require(sheet.presentationController as? HalfSheetPresentationController)
        #expect(pc.closeButton.center.x == 195)
        device.rotate(to: CGSize(width: 844, height: 390))
        device.runUntilIdle()
        #expect(pc.containerView?.bounds.width == 844)
        #expect(pc.closeButton.center.x == 422)
        #expect(pc.closeButton.frame.minY == 60)
        sheet.dismiss(animated: false)
        device.runUntilIdle()
    }
}

/// A controller whose view is built with constraints in `viewDidLoad`.
@MainActor
final class ConstrainedContentViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.text = "Constrained"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

@MainActor
@Suite(.checksLifetimes) struct ConstrainedTransitionTests {
    /// The first layout of a presented view happens before the transition animates it: its
    /// constrained subviews ride along with the view instead of flying in from a zero frame.
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet])
    func constrainedSubviewsDoNotAnimateFromZeroDuringPresentation(style: UIModalPresentationStyle) throws {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.advance(by: 0)
        let presented = ConstrainedContentViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: true)
        device.advance(by: 0.1)
        let label = presented.label
        #expect(label.frame.width > 50)
        #expect(abs(label.center.x - presented.view.bounds.midX) <= 0.5)  // edges on whole points
        #expect(label.layer.animationKeys()?.isEmpty ?? true)
        device.runUntilIdle()
        #expect(label.frame.minY == presented.view.safeAreaInsets.top + 20)
    }

    @Test func pushingAConstrainedControllerLaysItOutBeforeTheSlide() throws {
        let device = VirtualDevice()
        let nav = UINavigationController(rootViewController: UIViewController())
        device.window.rootViewController = nav
        device.advance(by: 0)
        let pushed = ConstrainedContentViewController()
        nav.pushViewController(pushed, animated: true)
        device.advance(by: 0.1)
        #expect(pushed.label.frame.width > 50)
        #expect(pushed.label.layer.animationKeys()?.isEmpty ?? true)
        device.runUntilIdle()
        // Below the navigation bar: the safe area includes the bar.
        #expect(pushed.label.frame.minY == pushed.view.safeAreaInsets.top + 20)
        #expect(pushed.view.safeAreaInsets.top > 44)
    }
}
