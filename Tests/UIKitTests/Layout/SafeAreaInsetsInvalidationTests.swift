import Testing
import UIKitHost

@testable import UIKit

/// `safeAreaInsets` is kept between reads (layout passes read it for every margins guide); these
/// show it still follows every change that moves a view's safe area, with
/// `safeAreaInsetsDidChange` once per change, on the next layout pass.
@MainActor
@Suite(.checksLifetimes) struct SafeAreaInsetsInvalidationTests {
    /// A view that records the insets it is told about.
    private final class Recorder: UIView {
        var told: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            told.append(safeAreaInsets)
        }
    }

    /// A full-screen controller on a 390 x 844 phone (47 points of status bar, 34 of home
    /// indicator) with a recorder 100 points tall at `y`, and a view pinned inside the
    /// recorder's safe area.
    private func world(y: CGFloat) -> (VirtualDevice, UIViewController, Recorder, UIView) {
        let device = VirtualDevice()
        let vc = UIViewController()
        device.window.rootViewController = vc
        let recorder = Recorder(frame: CGRect(x: 0, y: y, width: 390, height: 100))
        vc.view.addSubview(recorder)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        recorder.addSubview(pinned)
        let guide = recorder.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: guide.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        device.runUntilIdle()
        return (device, vc, recorder, pinned)
    }

    @Test func aViewMovedUnderTheStatusBarGetsNewInsetsOnTheNextLayoutPass() {
        let (device, _, recorder, pinned) = world(y: 300)
        #expect(recorder.safeAreaInsets == .zero)
        #expect(pinned.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        recorder.frame.origin.y = 10
        #expect(recorder.safeAreaInsets == UIEdgeInsets(top: 37, left: 0, bottom: 0, right: 0))
        #expect(recorder.told.isEmpty)
        device.advance(by: 0)
        #expect(recorder.told == [UIEdgeInsets(top: 37, left: 0, bottom: 0, right: 0)])
        #expect(pinned.frame == CGRect(x: 0, y: 37, width: 390, height: 63))
    }

    @Test func aViewMovedOverTheHomeIndicatorGetsABottomInset() {
        let (device, _, recorder, pinned) = world(y: 300)
        recorder.center.y = 844 - 60
        device.advance(by: 0)
        #expect(recorder.told == [UIEdgeInsets(top: 0, left: 0, bottom: 24, right: 0)])
        #expect(pinned.frame == CGRect(x: 0, y: 0, width: 390, height: 76))
        // Moving back clears it, told once more.
        recorder.center.y = 350
        device.advance(by: 0)
        #expect(recorder.told == [UIEdgeInsets(top: 0, left: 0, bottom: 24, right: 0), .zero])
        #expect(pinned.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    @Test func movingAnAncestorOrTransformingItMovesTheSafeAreaOfTheViewsInside() {
        let device = VirtualDevice()
        let vc = UIViewController()
        device.window.rootViewController = vc
        let container = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        let recorder = Recorder(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        container.addSubview(recorder)
        vc.view.addSubview(container)
        device.runUntilIdle()
        #expect(recorder.safeAreaInsets == .zero)
        container.frame.origin.y = 0
        #expect(recorder.safeAreaInsets.top == 27)
        // Moving a view lays out nothing by itself here; the recorder's next pass tells it.
        recorder.setNeedsLayout()
        device.advance(by: 0)
        #expect(recorder.told == [UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0)])
        container.transform = CGAffineTransform(translationX: 0, y: 17)
        #expect(recorder.safeAreaInsets.top == 10)
        recorder.setNeedsLayout()
        device.advance(by: 0)
        #expect(recorder.told == [27, 10].map { UIEdgeInsets(top: $0, left: 0, bottom: 0, right: 0) })
    }

    @Test func rotationGivesTheLandscapeInsetsToViewsAlreadyRead() {
        let (device, vc, recorder, _) = world(y: 0)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(recorder.told == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
        device.rotate(to: CGSize(width: 844, height: 390))
        device.runUntilIdle()
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // The recorder keeps its 390-point width at the top left: only the left edge is unsafe.
        #expect(recorder.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 0))
        #expect(recorder.told.last == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 0))
    }

    @Test func additionalSafeAreaInsetsReachViewsInsideOnTheNextPass() {
        let (device, vc, recorder, pinned) = world(y: 60)
        #expect(recorder.safeAreaInsets == .zero)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        #expect(recorder.safeAreaInsets == UIEdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
        device.advance(by: 0)
        #expect(recorder.told == [UIEdgeInsets(top: 17, left: 0, bottom: 0, right: 0)])
        #expect(pinned.frame == CGRect(x: 0, y: 17, width: 390, height: 83))
        vc.additionalSafeAreaInsets = .zero
        device.advance(by: 0)
        #expect(recorder.told.last == .zero)
        #expect(pinned.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    @Test func aViewLeavingTheWindowHasNoSafeArea() {
        let (device, vc, recorder, _) = world(y: 0)
        #expect(recorder.safeAreaInsets.top == 47)
        recorder.removeFromSuperview()
        #expect(recorder.safeAreaInsets == .zero)
        vc.view.addSubview(recorder)
        #expect(recorder.safeAreaInsets.top == 47)
        withExtendedLifetime(device) {}
    }

    @Test func aViewOutlivingItsControllerLosesTheControllersInsets() {
        let device = VirtualDevice()
        var vc: UIViewController? = UIViewController()
        vc?.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        let view = vc!.view!
        view.frame = CGRect(x: 0, y: 200, width: 390, height: 100)
        device.window.addSubview(view)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0))
        vc = nil
        #expect(view.safeAreaInsets == .zero)
        view.removeFromSuperview()
    }
}
