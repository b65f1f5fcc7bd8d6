import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The canonical circle-reveal custom transition: the presented view's layer gets a
/// `CAShapeLayer` mask whose path animates from a small circle to one covering the screen,
/// and the transition completes when the animation does.
@MainActor
final class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let origin: CGPoint
    let presenting: Bool
    private(set) var startedAt: TimeInterval?
    private var context: UIViewControllerContextTransitioning?

    init(origin: CGPoint, presenting: Bool) {
        self.origin = origin
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = ctx.view(forKey: key) else { return }
        if presenting {
            ctx.containerView.addSubview(view)
            view.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        }
        let bounds = ctx.containerView.bounds
        let radius = [bounds.minX, bounds.maxX].flatMap { x in
            [bounds.minY, bounds.maxY].map { y in hypot(x - origin.x, y - origin.y) }
        }.max()!
        let dot = UIBezierPath(ovalIn: CGRect(origin: origin, size: .zero).insetBy(dx: -1, dy: -1))
        let full = UIBezierPath(ovalIn: CGRect(origin: origin, size: .zero).insetBy(dx: -radius, dy: -radius))
        let mask = CAShapeLayer()
        mask.path = (presenting ? full : dot).cgPath
        view.layer.mask = mask
        startedAt = CACurrentMediaTime()
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = (presenting ? dot : full).cgPath
        animation.toValue = mask.path
        animation.duration = transitionDuration(using: ctx)
        if presenting {
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                view.layer.mask = nil
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            mask.add(animation, forKey: "reveal")
            CATransaction.commit()
        } else {
            context = ctx
            animation.delegate = self
            mask.add(animation, forKey: "reveal")
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context = nil
    }
}

@MainActor
final class CircleRevealDelegate: UIViewControllerTransitioningDelegate {
    let origin: CGPoint
    var presenter: CircleRevealAnimator?
    var dismisser: CircleRevealAnimator?
    init(origin: CGPoint) { self.origin = origin }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        presenter = CircleRevealAnimator(origin: origin, presenting: true)
        return presenter
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismisser = CircleRevealAnimator(origin: origin, presenting: false)
        return dismisser
    }
}

@MainActor
@Suite(.checksLifetimes) struct CircleRevealTransitionTests {
    static func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func presentedViewIsRevealedThroughAGrowingCircleThenUnmasked() throws {
        let device = VirtualDevice(size: CGSize(width: 100, height: 100))
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        a.view.backgroundColor = .white
        let b = UIViewController()
        b.view.backgroundColor = .red
        b.modalPresentationStyle = .overFullScreen
        let delegate = CircleRevealDelegate(origin: CGPoint(x: 50, y: 50))
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.advance(by: 0.02)
        let start = try #require(delegate.presenter?.startedAt)
        device.advance(by: start + 0.25 - device.now)
        // Half-way the circle's radius is about 36 points.
        let mid = device.screenshot()
        #expect(Self.rgba(mid, 50, 50) == [255, 0, 0, 255])
        #expect(Self.rgba(mid, 50, 20) == [255, 0, 0, 255])
        #expect(Self.rgba(mid, 50, 10) == [255, 255, 255, 255])
        #expect(Self.rgba(mid, 5, 5) == [255, 255, 255, 255])
        #expect(a.presentedViewController === b && b.isBeingPresented)
        device.runUntilIdle()
        #expect(!b.isBeingPresented && b.view.layer.mask == nil)
        let done = device.screenshot()
        #expect(Self.rgba(done, 5, 5) == [255, 0, 0, 255])
        #expect(Self.rgba(done, 95, 95) == [255, 0, 0, 255])
    }

    @Test func dismissalShrinksTheCircleAndCompletesFromTheAnimationDelegate() throws {
        let device = VirtualDevice(size: CGSize(width: 100, height: 100))
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        a.view.backgroundColor = .white
        let b = UIViewController()
        b.view.backgroundColor = .red
        b.modalPresentationStyle = .overFullScreen
        let delegate = CircleRevealDelegate(origin: CGPoint(x: 50, y: 50))
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.runUntilIdle()
        b.dismiss(animated: true)
        device.advance(by: 0.02)
        let start = try #require(delegate.dismisser?.startedAt)
        device.advance(by: start + 0.25 - device.now)
        let mid = device.screenshot()
        #expect(Self.rgba(mid, 50, 30) == [255, 0, 0, 255])
        #expect(Self.rgba(mid, 50, 5) == [255, 255, 255, 255])
        device.runUntilIdle()
        #expect(a.presentedViewController == nil && b.view.superview == nil)
        #expect(Self.rgba(device.screenshot(), 50, 50) == [255, 255, 255, 255])
    }
}
