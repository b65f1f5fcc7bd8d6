// What KYDrawerController's README promises, checked through its public API on a virtual phone.
import KYDrawerController
import Testing
import UIKit
import UIKitTesting

/// Records the drawer's state changes.
private final class DrawerLog: KYDrawerControllerDelegate {
    var calls: [String] = []
    func drawerController(_ drawerController: KYDrawerController, willChangeState state: KYDrawerController.DrawerState)
    {
        calls.append("will \(state == .opened ? "open" : "close")")
    }
    func drawerController(_ drawerController: KYDrawerController, didChangeState state: KYDrawerController.DrawerState)
    {
        calls.append("did \(state == .opened ? "open" : "close")")
    }
}

@MainActor
@Suite(.serialized) struct KYDrawerControllerChecks {
    /// A drawer controller set up as the README's app delegate does, shown on a phone.
    private func drawer(_ direction: KYDrawerController.DrawerDirection = .left, width: CGFloat = 280)
        -> (VirtualDevice, KYDrawerController, RecordingController, RecordingController, DrawerLog)
    {
        let main = RecordingController()
        let menu = RecordingController()
        let drawer = KYDrawerController(drawerDirection: direction, drawerWidth: width)
        // The README sets the children on a controller whose view is not loaded yet. Then the
        // first read of the drawer's lazy container view loads the view, whose viewDidLoad reads
        // the container again: two containers are made and the drawer goes into the one that
        // is never shown (Swift's lazy properties behave so on iOS too; MMDrawerController
        // fixed the same pattern in its pull request 152). Loading the view first, as a
        // storyboard does, checks the drawer itself.
        drawer.loadViewIfNeeded()
        drawer.mainViewController = UINavigationController(rootViewController: main)
        drawer.drawerViewController = menu
        let log = DrawerLog()
        drawer.delegate = log
        let device = phone(showing: drawer)
        main.events.removeAll()
        return (device, drawer, main, menu, log)
    }

    @Test func openingSlidesTheDrawerInFromTheLeft() {
        let (device, drawer, _, menu, _) = drawer()
        drawer.setDrawerState(.opened, animated: true)
        _ = device.runUntilIdle()
        #expect(drawer.drawerState == .opened)
        #expect(windowFrame(of: menu.view) == CGRect(x: 0, y: 0, width: 280, height: 844))
    }

    @Test func aRightDrawerOpensAgainstTheRightEdge() {
        let (device, drawer, _, menu, _) = drawer(.right, width: 200)
        drawer.setDrawerState(.opened, animated: true)
        _ = device.runUntilIdle()
        #expect(windowFrame(of: menu.view) == CGRect(x: 190, y: 0, width: 200, height: 844))
    }

    @Test func theDelegateHearsWillThenDidChangeState() {
        let (device, drawer, _, _, log) = drawer()
        drawer.setDrawerState(.opened, animated: true)
        _ = device.runUntilIdle()
        drawer.setDrawerState(.closed, animated: true)
        _ = device.runUntilIdle()
        #expect(log.calls == ["will open", "did open", "will close", "did close"])
    }

    @Test func theDimmingBehindTheOpenDrawerReachesItsMaximumAlpha() {
        let (device, drawer, _, menu, _) = drawer()
        drawer.setDrawerState(.opened, animated: true)
        _ = device.runUntilIdle()
        let dimming = menu.view.superview
        #expect(dimming?.backgroundColor.map { abs($0.cgColor.alpha - 0.2) < 0.01 } == true)
    }

    @Test func anEdgeSwipeOpensTheDrawer() {
        let (device, drawer, _, _, _) = drawer()
        device.edgePan(from: .left, distance: 200, duration: 0.6)
        _ = device.runUntilIdle()
        #expect(drawer.drawerState == .opened)
    }

    @Test func tappingBesideTheOpenDrawerClosesIt() {
        let (device, drawer, _, _, _) = drawer()
        drawer.setDrawerState(.opened, animated: false)
        _ = device.runUntilIdle()
        device.tap(at: CGPoint(x: 340, y: 400))
        _ = device.runUntilIdle()
        #expect(drawer.drawerState == .closed)
    }

    @Test func theMenuAndMainGetBalancedAppearanceCallbacks() {
        let (device, drawer, main, menu, _) = drawer()
        drawer.setDrawerState(.opened, animated: true)
        _ = device.runUntilIdle()
        drawer.setDrawerState(.closed, animated: true)
        _ = device.runUntilIdle()
        #expect(menu.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(main.events == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
    }
}
