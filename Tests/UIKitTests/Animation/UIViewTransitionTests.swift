import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct UIViewTransitionTests {
    @Test func crossDissolveChangesContentAtOnceAndAnimatesTheLayer() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var finished: Bool?
        UIView.transition(
            with: v, duration: 0.5, options: .transitionCrossDissolve,
            animations: {
                v.backgroundColor = .red
                v.alpha = 0.5
            }, completion: { finished = $0 })
        #expect(v.backgroundColor == .red)
        #expect(v.alpha == 0.5)
        // The changes are the new content, shown through the transition, not animated one by one.
        #expect(v.layer.animationKeys() == ["transition"])
        #expect(v.layer.animation(forKey: "transition") is CATransition)
        #expect((v.layer.animation(forKey: "transition") as? CATransition)?.type == .fade)
        device.advance(by: 0.45)
        #expect(finished == nil)
        device.advance(by: 0.1)
        #expect(finished == true)
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func transitionWithoutAStyleJustRunsTheChanges() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var finished: Bool?
        UIView.transition(
            with: v, duration: 0.5, options: [], animations: { v.alpha = 0.5 }, completion: { finished = $0 })
        #expect(v.layer.animationKeys() == nil)
        device.advance(by: 0)
        #expect(finished == true)
    }

    @Test func transitionFromViewToViewSwapsThemInTheHierarchy() {
        let device = VirtualDevice()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        device.window.addSubview(container)
        let below = UIView(), from = UIView(), above = UIView(), to = UIView()
        for v in [below, from, above] { container.addSubview(v) }
        var finished: Bool?
        UIView.transition(
            from: from, to: to, duration: 0.4, options: .transitionCrossDissolve, completion: { finished = $0 })
        #expect(from.superview == nil)
        #expect(to.superview === container)
        #expect(container.subviews.map { ObjectIdentifier($0) } == [below, to, above].map { ObjectIdentifier($0) })
        #expect(container.layer.animationKeys() == ["transition"])
        device.advance(by: 0.35)
        #expect(finished == nil)
        device.advance(by: 0.1)
        #expect(finished == true)
    }

    @Test func showHideTransitionViewsHidesAndShowsInstead() {
        let device = VirtualDevice()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        device.window.addSubview(container)
        let from = UIView(), to = UIView()
        to.isHidden = true
        container.addSubview(from)
        container.addSubview(to)
        var finished: Bool?
        UIView.transition(
            from: from, to: to, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews],
            completion: { finished = $0 })
        #expect(from.superview === container && to.superview === container)
        #expect(from.isHidden && !to.isHidden)
        device.runUntilIdle()
        #expect(finished == true)
    }

    @Test func transitionFromAViewWithoutSuperviewStillCompletes() {
        let device = VirtualDevice()
        let from = UIView(), to = UIView()
        var finished: Bool?
        UIView.transition(
            from: from, to: to, duration: 0.3, options: .transitionCrossDissolve, completion: { finished = $0 })
        device.advance(by: 0)
        #expect(finished == true)
        #expect(to.superview == nil)
    }
}
