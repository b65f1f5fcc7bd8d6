import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UIViewControllerTraitsAndSizeTests {
    @Test func phoneTraitsPropagateFromWindowToControllersAndViews() {
        let device = VirtualDevice(scale: 3)
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let leaf = UIView()
        child.view.addSubview(leaf)
        device.window.rootViewController = parent
        device.runUntilIdle()
        for t in [device.window.traitCollection, parent.traitCollection, child.traitCollection, leaf.traitCollection] {
            #expect(t.horizontalSizeClass == .compact)
            #expect(t.verticalSizeClass == .regular)
            #expect(t.userInterfaceIdiom == .phone)
            #expect(t.displayScale == 3)
        }
    }

    @Test func overrideTraitCollectionForChildReachesItsViewsAndNotifies() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let leaf = UIView()
        child.view.addSubview(leaf)
        device.window.rootViewController = parent
        device.runUntilIdle()
        var handlerPrevious: UIUserInterfaceSizeClass?
        leaf.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: UIView, previous) in
            handlerPrevious = previous.horizontalSizeClass
        }
        log.clear()
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(log.entries == ["C.traitCollectionDidChange"])
        #expect(handlerPrevious == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
    }

    @Test func rotationSendsTraitAndSizeTransitionsWithAlongsideAnimationsInsideTheResize() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        device.window.rootViewController = parent
        device.runUntilIdle()
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.view.addSubview(marker)
        final class Coordinated: RecordingViewController {
            var alongside: (() -> Void)?
            var completed = false
        }
        var completed = false
        log.clear()
        // A controller hooks alongside animations from viewWillTransition.
        let observer = parent
        _ = observer
        device.rotate(to: CGSize(width: 844, height: 390), duration: 0.4)
        _ = Coordinated.self
        #expect(
            log.entries.prefix(4) == [
                "P.willTransition(to: Vcompact)", "C.willTransition(to: Vcompact)",
                "P.viewWillTransition(to: 844x390)", "C.viewWillTransition(to: 844x390)",
            ])
        #expect(log.entries.contains("P.traitCollectionDidChange"))
        #expect(parent.traitCollection.verticalSizeClass == .compact)
        #expect(parent.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(device.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        _ = completed
        completed = true
        _ = marker
    }

    @Test func alongsideAnimationSampledMidwayAndCompletionAfterEnd() {
        final class Hooked: UIViewController {
            var box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var completed = false
            override func viewDidLoad() { view.addSubview(box) }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { _ in self.box.alpha = 0 }) { context in
                    self.completed = !context.isCancelled
                }
            }
        }
        let device = VirtualDevice()
        let vc = Hooked()
        device.window.rootViewController = vc
        device.runUntilIdle()
        device.rotate(to: CGSize(width: 844, height: 390), duration: 0.4)
        #expect(vc.box.alpha == 0)
        device.advance(by: 0.2)
        let mid = Double(vc.box.layer.presentation()!.opacity)
        // Same default ease-in-out curve as the resize: halfway in time is halfway in value.
        #expect(abs(mid - 0.5) < 0.02)
        let midWidth = vc.view.layer.presentation()!.bounds.width
        #expect(abs(midWidth - (390 + 844) / 2) < 5)
        #expect(!vc.completed)
        device.runUntilIdle()
        #expect(vc.completed)
    }

    @Test func safeAreaInsetsAndAdditionalInsets() {
        let device = VirtualDevice()
        let vc = UIViewController()
        device.window.rootViewController = vc
        device.runUntilIdle()
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(vc.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 844 - 81))
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        vc.view.addSubview(inner)
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
    }

    @Test func preferredContentSizeNotifiesParentAndStatusBarFollowsChild() {
        final class Parent: UIViewController {
            var notified: [CGSize] = []
            var statusChild: UIViewController?
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                notified.append(container.preferredContentSize)
            }
            override var childForStatusBarStyle: UIViewController? { statusChild }
        }
        final class Light: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
        }
        let device = VirtualDevice()
        let parent = Parent()
        let child = Light()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(parent.notified == [CGSize(width: 300, height: 200)])
        device.window.rootViewController = parent
        #expect(device.window.statusBarStyle == .default)
        parent.statusChild = child
        parent.setNeedsStatusBarAppearanceUpdate()
        #expect(device.window.statusBarStyle == .lightContent)
        #expect(device.window.isStatusBarHidden == false)
        #expect(
            parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 1, height: 2))
                == CGSize(width: 1, height: 2))
    }

    @Test func controllersAndViewsAreFreedAfterTeardown() {
        weak var weakParent: UIViewController?
        weak var weakChild: UIViewController?
        weak var weakView: UIView?
        weak var weakWindow: UIWindow?
        do {
            let device = VirtualDevice()
            let parent = UIViewController()
            let child = UIViewController()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            device.window.rootViewController = parent
            device.runUntilIdle()
            parent.transition(from: child, to: child, duration: 0, options: [], animations: nil)
            device.rotate(to: CGSize(width: 844, height: 390))
            device.runUntilIdle()
            weakParent = parent
            weakChild = child
            weakView = child.view
            weakWindow = device.window
        }
        #expect(weakParent == nil)
        #expect(weakChild == nil)
        #expect(weakView == nil)
        #expect(weakWindow == nil)
    }
}
