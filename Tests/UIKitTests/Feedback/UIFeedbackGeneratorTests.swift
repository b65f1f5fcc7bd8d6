import Testing
import UIKitTesting

@testable import UIKit

/// Haptic feedback is recorded on the virtual device.
@MainActor
@Suite(.checksLifetimes) struct UIFeedbackGeneratorTests {
    @Test func everyGeneratorRecordsItsFeedbackInOrder() {
        let device = VirtualDevice()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        #expect(device.haptics.isEmpty)
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UIImpactFeedbackGenerator().impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        #expect(
            device.haptics == [
                "impact heavy", "impact heavy intensity=0.5", "impact medium", "selection", "notification error",
            ])
    }

    @Test func eachDeviceHearsOnlyItsOwnHaptics() {
        let a = VirtualDevice()
        let b = VirtualDevice()
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(b.haptics == ["selection"])
        #expect(a.haptics.isEmpty)
    }
}
