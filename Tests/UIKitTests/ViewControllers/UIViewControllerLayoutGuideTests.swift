import Testing
import UIKitTesting

@testable import UIKit

/// The deprecated top and bottom layout guides, as bands between the view's edges and its
/// safe area.
@MainActor
@Suite(.checksLifetimes) struct UIViewControllerLayoutGuideTests {
    @Test func theGuidesSpanTheBarsAndConstrainLikeTheSafeArea() {
        let device = VirtualDevice()
        let controller = UIViewController()
        device.window.rootViewController = controller
        device.runUntilIdle()
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(marker)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            marker.heightAnchor.constraint(equalTo: controller.topLayoutGuide.heightAnchor),
            marker.widthAnchor.constraint(equalTo: controller.bottomLayoutGuide.heightAnchor),
            marker.topAnchor.constraint(equalTo: controller.view.topAnchor),
            marker.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        ])
        controller.view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(marker.frame.size == CGSize(width: 34, height: 47))
        device.rotate(to: .landscapeLeft)
        device.runUntilIdle()
        #expect(controller.topLayoutGuide.length == 0)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 844, height: 390 - 21))
    }
}
