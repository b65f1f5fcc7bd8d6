import Testing
import UIKitTesting

@testable import UIKit

/// What marks a view for layout again: a change that moves something, not a constraint swapped
/// for an equal one after the pass.
@MainActor
@Suite(.checksLifetimes) struct LayoutInvalidationTests {
    /// Counts its own layout passes.
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    /// Sizes a panel from its own view after every layout, replacing the constraint with an
    /// equal one and asking the panel to update its constraints, as floating-panel libraries do.
    final class PanelController: UIViewController {
        let panel = CountingView()
        var sizing: NSLayoutConstraint?
        var didLayouts = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            panel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(panel)
            NSLayoutConstraint.activate([
                panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                panel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            didLayouts += 1
            sizing.map { NSLayoutConstraint.deactivate([$0]) }
            let equal = view.heightAnchor.constraint(equalTo: panel.heightAnchor, constant: 100)
            NSLayoutConstraint.activate([equal])
            sizing = equal
            panel.setNeedsUpdateConstraints()
        }
    }

    @Test func anEqualConstraintSwappedInViewDidLayoutSubviewsLetsLayoutSettle() {
        let device = VirtualDevice()
        let controller = PanelController()
        device.window.rootViewController = controller
        device.runUntilIdle()
        #expect(controller.panel.frame.height == controller.view.bounds.height - 100)
        let passes = controller.didLayouts
        let panelLayouts = controller.panel.layouts
        #expect(passes <= 3)
        device.advance(by: 0.5)
        #expect(controller.didLayouts == passes)
        #expect(controller.panel.layouts == panelLayouts)
        device.window.rootViewController = nil
        device.runUntilIdle()
    }
}
