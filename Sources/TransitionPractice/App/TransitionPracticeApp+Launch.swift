import UIKitHost

extension TransitionPracticeApp {
    /// Launches the app on a new phone-sized device (390 × 844 points at scale 1) and lets it
    /// settle: how both the headless tour and the live window start it.
    public static func launch(imageFolder: URL) throws -> (device: VirtualDevice, app: TransitionPracticeApp) {
        let device = VirtualDevice(size: CGSize(width: 390, height: 844), scale: 1)
        let app = try TransitionPracticeApp(window: device.window, imageFolder: imageFolder)
        device.runUntilIdle()
        return (device, app)
    }
}
