import Testing
import UIKitTesting

@testable import UIKit

/// When a constraint change lays views out again: only when it moves something.
@MainActor
@Suite(.checksLifetimes) struct LayoutEngineTests {
    /// Pins a chrome view to the container's edges, removing and re-adding equal constraints
    /// on every layout pass, as some presentation libraries do.
    final class ReinstallingPresentationController: UIPresentationController {
        let chrome = UIView()
        var pinned: [NSLayoutConstraint] = []
        var passes = 0
        var heightFraction: CGFloat = 0.5

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            let height = (bounds.height * heightFraction).rounded()
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }

        override func presentationTransitionWillBegin() {
            chrome.translatesAutoresizingMaskIntoConstraints = false
            containerView?.insertSubview(chrome, at: 0)
        }

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            passes += 1
            guard let container = containerView else { return }
            NSLayoutConstraint.deactivate(pinned)
            let top = container.bounds.height - frameOfPresentedViewInContainerView.height
            pinned = [
                chrome.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                chrome.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                chrome.topAnchor.constraint(equalTo: container.topAnchor, constant: top),
                chrome.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            ]
            NSLayoutConstraint.activate(pinned)
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        var made: ReinstallingPresentationController?
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let pc = ReinstallingPresentationController(presentedViewController: presented, presenting: presenting)
            made = pc
            return pc
        }
    }

    @Test func reinstallingEqualConstraintsOnEveryPassLetsLayoutSettle() throws {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let delegate = Delegate()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        device.advance(by: 1)
        let pc = try #require(delegate.made)
        #expect(pc.chrome.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        let settled = pc.passes
        device.advance(by: 1)
        #expect(pc.passes == settled)
        // A change that moves the chrome still lays it out.
        pc.heightFraction = 0.25
        pc.containerView?.setNeedsLayout()
        device.advance(by: 0.1)
        #expect(pc.chrome.frame == CGRect(x: 0, y: 633, width: 390, height: 211))
        let moved = pc.passes
        device.advance(by: 1)
        #expect(pc.passes == moved)
        card.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func reactivatingAnEqualConstraintDoesNotLayOutAgain() {
        final class Host: UIView {
            let child = UIView()
            var pin: [NSLayoutConstraint] = []
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                NSLayoutConstraint.deactivate(pin)
                pin = [
                    child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                    child.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                    child.widthAnchor.constraint(equalToConstant: 50),
                    child.heightAnchor.constraint(equalToConstant: 50),
                ]
                NSLayoutConstraint.activate(pin)
                super.layoutSubviews()
            }
        }
        let device = VirtualDevice()
        let host = Host(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.child.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(host.child)
        device.window.addSubview(host)
        device.advance(by: 0.1)
        #expect(host.child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        let settled = host.passes
        device.advance(by: 0.5)
        #expect(host.passes == settled)
        #expect(settled <= 3)
        host.removeFromSuperview()
    }
}
