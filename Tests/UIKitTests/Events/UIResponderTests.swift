import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The first responder of a window: who may become it, who must agree to give it up.
@MainActor
@Suite(.checksLifetimes) struct UIResponderTests {
    final class Field: UIView {
        var canBecome = true
        var canResign = true
        var refusesResign = false
        var resignCalls = 0
        override var canBecomeFirstResponder: Bool { canBecome }
        override var canResignFirstResponder: Bool { canResign }
        override func resignFirstResponder() -> Bool {
            resignCalls += 1
            if refusesResign { return false }
            return super.resignFirstResponder()
        }
    }

    @Test func onlyAResponderThatCanBecomeFirstAndIsInAWindowBecomesIt() {
        let device = VirtualDevice()
        let field = Field()
        #expect(!field.becomeFirstResponder())
        device.window.addSubview(field)
        field.canBecome = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        field.canBecome = true
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(device.window.currentFirstResponder === field)
        // A plain view cannot.
        let plain = UIView()
        device.window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(field.isFirstResponder)
    }

    @Test func becomingFirstAsksTheCurrentOneToResign() {
        let device = VirtualDevice()
        let a = Field(), b = Field()
        device.window.addSubview(a)
        device.window.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.resignCalls == 1)
        #expect(!a.isFirstResponder && b.isFirstResponder)
        b.canResign = false
        #expect(!a.becomeFirstResponder())
        #expect(b.isFirstResponder)
        b.canResign = true
        b.refusesResign = true
        #expect(!a.becomeFirstResponder())
        #expect(b.isFirstResponder)
        b.refusesResign = false
        #expect(b.resignFirstResponder())
        #expect(!b.isFirstResponder)
        #expect(device.window.currentFirstResponder == nil)
    }

    @Test func aResponderThatLeavesTheWindowIsNoLongerFirst() {
        let device = VirtualDevice()
        let field = Field()
        device.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(device.window.currentFirstResponder == nil)
    }

    @Test func aViewControllerCanBeFirstResponder() {
        let device = VirtualDevice()
        final class Controller: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let controller = Controller()
        #expect(!controller.becomeFirstResponder())
        device.window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        device.window.rootViewController = nil
    }
}
