import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
private final class MessageView: UIView {}

/// Foundation and CoreFoundation API that UIKit libraries call and Linux lacks.
@MainActor
@Suite struct LibraryFoundationAPITests {
    @Test func raisingAnExceptionReportsItAsUncaughtAndReturns() {
        let device = VirtualDevice()
        let exception = NSException(
            name: .invalidArgumentException, reason: "the recognizer must keep its delegate", userInfo: nil)
        exception.raise()
        #expect(device.diagnostics.count == 1)
        #expect(
            device.diagnostics.first?.contains(
                "Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
                    + "'the recognizer must keep its delegate'") == true)
    }

    @Test func aClassDescribesItselfWithItsModule() {
        func nibName<T: UIView>(_ type: T.Type) -> String? { T.description().components(separatedBy: ".").last }
        #expect(nibName(MessageView.self) == "MessageView")
    }

    @Test func absoluteTimeFollowsTheWorldsClock() {
        let device = VirtualDevice()
        let start = CFAbsoluteTimeGetCurrent()
        device.advance(by: 0.25)
        #expect(abs(CFAbsoluteTimeGetCurrent() - start - 0.25) < 1e-9)
    }

    @Test func rectanglesCompareWithEqualTo() {
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 10, y: 10, width: -10, height: -10)))
        #expect(!CGRect.zero.equalTo(CGRect(x: 0, y: 0, width: 1, height: 0)))
    }
}
