import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `recursiveDescription()`: the view tree in UIKit's debugger format.
@MainActor
@Suite(.checksLifetimes) struct UIViewRecursiveDescriptionTests {
    @Test func eachLevelIsIndentedByOneBarUnderItsSuperview() {
        let device = VirtualDevice()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        device.window.addSubview(root)
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let grandchild = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let sibling = UIView(frame: .zero)
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(sibling)
        let lines = root.recursiveDescription().split(separator: "\n").map(String.init)
        #expect(
            lines == [
                root.description, "   | " + child.description, "   |    | " + grandchild.description,
                "   | " + sibling.description,
            ])
        #expect(lines[0].hasPrefix("<UIView: 0x"))
        #expect(lines[0].hasSuffix("; frame = (0 0; 390 844); layer = <CALayer: \(objectAddress(root.layer))>>"))
    }

    @Test func aLeafIsItsOwnDescription() {
        let device = VirtualDevice()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        device.window.addSubview(view)
        #expect(view.recursiveDescription() == view.description)
    }
}
