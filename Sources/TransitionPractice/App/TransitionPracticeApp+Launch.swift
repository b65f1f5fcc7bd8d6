import UIKitHost

extension TransitionPracticeApp {
    /// Launches the app on a new device of `model` (an iPhone, 390 × 844 points, unless told)
    /// at scale 1 and lets it settle: how both the headless tour and the live window start it.
    public static func launch(
        imageFolder: URL, model: VirtualDevice.Model = .iPhone, landscape: Bool = false
    ) throws -> (device: VirtualDevice, app: TransitionPracticeApp) {
        let device = VirtualDevice(model: model, landscape: landscape)
        let app = try TransitionPracticeApp(window: device.window, imageFolder: imageFolder)
        device.runUntilIdle()
        return (device, app)
    }
}
