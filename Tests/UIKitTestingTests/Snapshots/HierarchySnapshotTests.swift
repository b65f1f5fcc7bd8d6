import Testing

@testable import UIKitTesting

@MainActor
@Suite(.checksLifetimes) struct HierarchySnapshotTests {
    /// A navigation stack of two, the second having presented a sheet.
    private func presentingStack() -> (VirtualDevice, UINavigationController) {
        let device = VirtualDevice(size: CGSize(width: 200, height: 300))
        let nav = UINavigationController(rootViewController: ColorViewController(.white))
        device.window.rootViewController = nav
        nav.pushViewController(ColorViewController(.green), animated: false)
        device.runUntilIdle()
        nav.present(ColorViewController(.blue), animated: false)
        device.runUntilIdle()
        return (device, nav)
    }

    @Test func hierarchyListsChildrenAndPresentedControllers() {
        let (device, nav) = presentingStack()
        let text = Snapshotting<UIViewController, String>.hierarchy.snapshot(nav)
        #expect(
            text == """
                <UINavigationController>, state: appeared, view: <UIView>
                   | <ColorViewController>, state: disappeared, view: <UIView> not in a window
                   | <ColorViewController>, state: appeared, view: <UIView>
                   + <ColorViewController>, state: appeared, view: <UIView>, presented with: <UISheetPresentationController>
                """)
        assertSnapshot(of: device, as: .hierarchy)
        nav.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func recursiveDescriptionTokenisesAddressesStably() {
        let (device, nav) = presentingStack()
        let root = markedSquare(.red)
        root.tag = 7
        let text = Snapshotting<UIView, String>.recursiveDescription.snapshot(root)
        #expect(
            text == """
                <UIView: 0x1; frame = (0 0; 12 12); tag = 7; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer: 0x2>>
                   | <UIView: 0x3; frame = (0 0; 4 4); backgroundColor = UIExtendedGrayColorSpace 0 1; layer = <CALayer: 0x4>>
                """)
        assertSnapshot(of: root, as: .recursiveDescription)
        nav.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func stableAddressesGiveTheSameObjectTheSameToken() {
        #expect(
            StableAddresses.replacing(in: "<A: 0xabc; b = <B: 0xdef>; again = 0xabc> 0x")
                == "<A: 0x1; b = <B: 0x2>; again = 0x1> 0x")
    }
}
