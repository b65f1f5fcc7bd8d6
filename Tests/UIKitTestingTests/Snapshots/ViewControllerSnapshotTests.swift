import Testing
import UIKitTesting

@MainActor
@Suite(.checksLifetimes) struct ViewControllerSnapshotTests {
    @Test func controllerMatchesItsCommittedImageInDarkMode() {
        assertSnapshot(
            of: AppearanceViewController(),
            as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func controllerIsShownOnADeviceOfTheConfiguredSizeAndTraits() {
        let vc = AppearanceViewController()
        let light = Snapshotting<UIViewController, CGImage>.image(on: .iPhoneSe).snapshot(vc)
        #expect(light.width == 320 && light.height == 568)
        #expect(light.pixel(x: 200, y: 300) == (255, 255, 255, 255))
        #expect(light.pixel(x: 40, y: 40) == (255, 0, 0, 255))
        let dark = Snapshotting<UIViewController, CGImage>.image(on: .iPhoneSe.with(userInterfaceStyle: .dark))
            .snapshot(AppearanceViewController())
        #expect(dark.pixel(x: 200, y: 300) == (25, 25, 25, 255))
    }

    @Test func landscapeConfigurationsTurnTheScreen() {
        let image = Snapshotting<UIViewController, CGImage>.image(on: .iPhone13(.landscape))
            .snapshot(ColorViewController(.green))
        #expect(image.width == 844 && image.height == 390)
        #expect(ViewImageConfig.iPadPro11(.landscape).size == CGSize(width: 1194, height: 834))
    }

    @Test func controllerIsHandedBackAfterTheSnapshotWithBalancedAppearance() {
        let vc = ColorViewController(.blue)
        _ = Snapshotting<UIViewController, CGImage>.image(
            on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)
        )
        .snapshot(vc)
        #expect(vc.parent == nil)
        #expect(vc.view.window == nil)
        #expect(vc.view.superview == nil)
    }

    @Test func controllerAlreadyOnScreenIsRenderedWhereItIs() {
        let device = VirtualDevice(size: CGSize(width: 50, height: 70))
        let vc = ColorViewController(.green)
        device.window.rootViewController = vc
        device.runUntilIdle()
        let image = Snapshotting<UIViewController, CGImage>.image(on: .iPadPro11).snapshot(vc)
        #expect(image.width == 50 && image.height == 70)
        #expect(image.pixel(x: 25, y: 35) == (0, 255, 0, 255))
        #expect(vc.view.window === device.window)
    }
}
