import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `barStyle` on navigation bars and toolbars: `.black` darkens the bar and lightens titles
/// where nothing more specific is set.
@MainActor
@Suite(.checksLifetimes) struct UIBarStyleTests {
    @Test func blackNavigationBarIsDarkWithWhiteTitles() {
        let device = VirtualDevice()
        let root = UIViewController()
        root.title = "Deck"
        let nav = UINavigationController(rootViewController: root)
        device.window.rootViewController = nav
        device.runUntilIdle()
        let bar = nav.navigationBar
        #expect(bar.barStyle == .default)
        let light = bar.backgroundView.backgroundColor
        bar.barStyle = .black
        #expect(bar.backgroundView.backgroundColor != light)
        #expect(bar.backgroundView.backgroundColor == UIColor(white: 0.11, alpha: 0.94))
        #expect(bar.content?.titleLabel.textColor == .white)
        bar.barTintColor = .red
        #expect(bar.backgroundView.backgroundColor == .red)
    }

    @Test func blackToolbarIsDark() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.barStyle = .black
        #expect(toolbar.backgroundView.backgroundColor == UIColor(white: 0.11, alpha: 0.94))
        toolbar.barStyle = .default
        #expect(toolbar.backgroundView.backgroundColor != UIColor(white: 0.11, alpha: 0.94))
    }
}
