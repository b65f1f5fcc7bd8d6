import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Appearance proxies: values set on `appearance()` reach instances as they enter a window,
/// per class and per containment, and an instance's own values win.
@MainActor
@Suite(.checksLifetimes) struct UIAppearanceTests {
    @Test func proxyValuesReachInstancesEnteringAWindow() {
        let device = VirtualDevice()
        device.perform {
            UINavigationBar.appearance().tintColor = .white
            UINavigationBar.appearance().barTintColor = .systemRed
            UIPageControl.appearance().currentPageIndicatorTintColor = .red
        }
        let bar = UINavigationBar()
        let dots = UIPageControl()
        // Not in a window yet: nothing taken.
        #expect(bar.barTintColor == nil)
        device.window.addSubview(bar)
        device.window.addSubview(dots)
        #expect(bar.tintColor == .white)
        #expect(bar.barTintColor == .systemRed)
        #expect(dots.currentPageIndicatorTintColor == .red)
        #expect(dots.pageIndicatorTintColor == nil)
    }

    @Test func theSameProxyIsReturnedEachTime() {
        let device = VirtualDevice()
        device.perform {
            #expect(UISearchBar.appearance() === UISearchBar.appearance())
            #expect(UISearchBar.appearance() !== UIView.appearance())
            #expect(
                UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self])
                    !== UITextField.appearance())
        }
    }

    @Test func anInstancesOwnValueWinsOverTheProxy() {
        let device = VirtualDevice()
        device.perform { UILabel.appearance().textColor = .systemGreen }
        let plain = UILabel()
        let own = UILabel()
        own.textColor = .systemPurple
        device.window.addSubview(plain)
        device.window.addSubview(own)
        #expect(plain.textColor == .systemGreen)
        #expect(own.textColor == .systemPurple)
    }

    @Test func existingInstancesTakeANewValueWhenTheyNextEnterAWindow() {
        let device = VirtualDevice()
        let button = UIButton(type: .system)
        device.window.addSubview(button)
        device.perform { UIButton.appearance().setTitleColor(.systemOrange, for: .normal) }
        #expect(button.titleColor(for: .normal) == .systemBlue)
        button.removeFromSuperview()
        device.window.addSubview(button)
        #expect(button.titleColor(for: .normal) == .systemOrange)
    }

    @Test func containmentNarrowsAProxyAndTheLongerMatchWins() {
        let device = VirtualDevice()
        device.perform {
            UITextField.appearance().textColor = .systemGray
            UITextField.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .systemTeal
        }
        let cell = UITableViewCell()
        let inside = UITextField()
        cell.contentView.addSubview(inside)
        let outside = UITextField()
        device.window.addSubview(cell)
        device.window.addSubview(outside)
        #expect(inside.textColor == .systemTeal)
        #expect(outside.textColor == .systemGray)
    }

    @Test func subclassProxiesWinOverTheirSuperclasses() {
        let device = VirtualDevice()
        device.perform {
            UIView.appearance().backgroundColor = .systemYellow
            UITableView.appearance().backgroundColor = .systemIndigo
        }
        let table = UITableView()
        let view = UIView()
        device.window.addSubview(table)
        device.window.addSubview(view)
        #expect(table.backgroundColor == .systemIndigo)
        #expect(view.backgroundColor == .systemYellow)
    }

    @Test func barButtonItemsTakeTheirProxyWhenABarShowsThem() {
        let device = VirtualDevice()
        device.perform { UIBarButtonItem.appearance().tintColor = .systemPink }
        let toolbar = UIToolbar()
        device.window.addSubview(toolbar)
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        toolbar.items = [item]
        #expect(item.tintColor == .systemPink)
    }
}
