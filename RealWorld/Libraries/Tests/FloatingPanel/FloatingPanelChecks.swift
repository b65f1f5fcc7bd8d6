// What FloatingPanel's README promises, checked through its public API on a virtual phone.
import FloatingPanel
import Testing
import UIKit
import UIKitTesting

/// Records the panel delegate's calls.
private final class PanelLog: NSObject, FloatingPanelControllerDelegate {
    var states: [FloatingPanelState] = []
    var removed = 0
    func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { states.append(fpc.state) }
    func floatingPanelDidRemove(_ fpc: FloatingPanelController) { removed += 1 }
}

@MainActor
@Suite(.serialized) struct FloatingPanelChecks {
    /// A panel added to a plain controller, as the README's quick start does.
    private func added() -> (VirtualDevice, UIViewController, FloatingPanelController, RecordingController, PanelLog) {
        let home = UIViewController()
        let device = phone(showing: home)
        let log = PanelLog()
        let panel = FloatingPanelController()
        panel.delegate = log
        let content = RecordingController()
        panel.set(contentViewController: content)
        panel.addPanel(toParent: home)
        _ = device.runUntilIdle()
        return (device, home, panel, content, log)
    }

    /// The top of the panel's surface in window coordinates.
    private func surfaceTop(_ panel: FloatingPanelController) -> CGFloat {
        windowFrame(of: panel.surfaceView).minY
    }

    @Test func aNewPanelRestsHalfWayUpTheSafeArea() {
        let (_, home, panel, _, _) = added()
        let safe = home.view.safeAreaLayoutGuide.layoutFrame
        #expect(panel.state == .half)
        #expect(abs(surfaceTop(panel) - (safe.maxY - safe.height / 2)) < 1)
    }

    @Test func movingToFullRaisesThePanelAndShowsTheBackdrop() {
        let (device, home, panel, _, log) = added()
        panel.move(to: .full, animated: true)
        _ = device.runUntilIdle()
        #expect(panel.state == .full && log.states.last == .full)
        #expect(abs(surfaceTop(panel) - (home.view.safeAreaLayoutGuide.layoutFrame.minY + 18)) < 1)
        #expect(abs(panel.backdropView.alpha - 0.3) < 0.01)
    }

    @Test func movingToTipLeaves69PointsShowing() {
        let (device, home, panel, _, _) = added()
        panel.move(to: .tip, animated: true)
        _ = device.runUntilIdle()
        #expect(abs(surfaceTop(panel) - (home.view.safeAreaLayoutGuide.layoutFrame.maxY - 69)) < 1)
        #expect(panel.backdropView.alpha == 0)
    }

    @Test func draggingUpFarEnoughAttractsThePanelToFull() {
        let (device, _, panel, _, _) = added()
        let top = surfaceTop(panel)
        device.pan(from: CGPoint(x: 195, y: top + 30), to: CGPoint(x: 195, y: 150), duration: 1)
        _ = device.runUntilIdle()
        #expect(panel.state == .full)
    }

    @Test func aSmallDragSpringsBackToHalf() {
        let (device, _, panel, _, _) = added()
        let top = surfaceTop(panel)
        device.pan(from: CGPoint(x: 195, y: top + 30), to: CGPoint(x: 195, y: top + 60), duration: 1)
        _ = device.runUntilIdle()
        #expect(panel.state == .half && abs(surfaceTop(panel) - top) < 1)
    }

    @Test func theContentGetsBalancedAppearanceCallbacks() {
        let (device, _, panel, content, log) = added()
        panel.removePanelFromParent(animated: true)
        _ = device.runUntilIdle()
        #expect(content.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(panel.parent == nil && panel.view.superview == nil && log.removed == 1)
    }

    @Test func aPresentedPanelIsDismissedByAFlingDown() {
        let home = UIViewController()
        let device = phone(showing: home)
        let panel = FloatingPanelController()
        panel.set(contentViewController: UIViewController())
        panel.isRemovalInteractionEnabled = true
        home.present(panel, animated: true)
        _ = device.runUntilIdle()
        let top = surfaceTop(panel)
        device.pan(from: CGPoint(x: 195, y: top + 30), to: CGPoint(x: 195, y: 840), duration: 0.15)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
    }

    @Test func nothingOutlivesARemovedPanel() {
        weak var weakPanel: FloatingPanelController?
        weak var weakContent: UIViewController?
        let home = UIViewController()
        let device = phone(showing: home)
        do {
            let panel = FloatingPanelController()
            let content = UIViewController()
            panel.set(contentViewController: content)
            panel.addPanel(toParent: home)
            _ = device.runUntilIdle()
            weakPanel = panel
            weakContent = content
            panel.removePanelFromParent(animated: false)
            _ = device.runUntilIdle()
        }
        #expect(weakPanel == nil && weakContent == nil)
    }
}
