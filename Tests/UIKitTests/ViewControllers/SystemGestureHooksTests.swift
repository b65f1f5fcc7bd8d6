import Testing
import UIKitTesting

@testable import UIKit

/// The home indicator and screen-edge hooks a controller overrides.
@MainActor
@Suite(.checksLifetimes) struct SystemGestureHooksTests {
    final class Child: UIViewController {
        override var prefersHomeIndicatorAutoHidden: Bool { true }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    }

    final class Parent: UIViewController {
        let child = Child()
        override var childForHomeIndicatorAutoHidden: UIViewController? { child }
        override var childForScreenEdgesDeferringSystemGestures: UIViewController? { child }
    }

    @Test func defaultsPreferNothingAndNameNoChild() {
        let vc = UIViewController()
        #expect(!vc.prefersHomeIndicatorAutoHidden && vc.preferredScreenEdgesDeferringSystemGestures == [])
        #expect(vc.childForHomeIndicatorAutoHidden == nil && vc.childForScreenEdgesDeferringSystemGestures == nil)
    }

    @Test func subclassesOverrideThePreferencesAndTheChildren() {
        let parent = Parent()
        #expect(parent.childForHomeIndicatorAutoHidden?.prefersHomeIndicatorAutoHidden == true)
        #expect(
            parent.childForScreenEdgesDeferringSystemGestures?.preferredScreenEdgesDeferringSystemGestures == .bottom)
    }
}
