import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Key-value observing by key path string: `addObserver(_:forKeyPath:options:context:)` on a
/// view, changes delivered to the observing controller's `observeValue` override, and removal.
@MainActor
@Suite(.checksLifetimes) struct UIResponderKeyPathObservingTests {
    final class WatchingController: UIViewController {
        var heard: [(keyPath: String?, new: Any?, old: Any?, context: UnsafeMutableRawPointer?)] = []
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            heard.append((keyPath, change?[.newKey], change?[.oldKey], context))
        }
    }

    @Test func anObserverOverridingObserveValueHearsEachChange() {
        let device = VirtualDevice()
        let watcher = WatchingController()
        let view = UIView()
        device.window.addSubview(view)
        view.addObserver(watcher, forKeyPath: "alpha", options: [.new, .old], context: nil)
        view.addObserver(watcher, forKeyPath: "hidden", options: .new, context: nil)
        view.alpha = 0.5
        view.isHidden = true
        #expect(watcher.heard.count == 2)
        #expect(watcher.heard.first?.keyPath == "alpha")
        #expect(watcher.heard.first?.new as? CGFloat == 0.5)
        #expect(watcher.heard.first?.old as? CGFloat == 1)
        #expect(watcher.heard.last?.keyPath == "hidden")
        #expect(watcher.heard.last?.new as? Bool == true)
        view.removeObserver(watcher, forKeyPath: "alpha")
        view.removeObserver(watcher, forKeyPath: "hidden")
    }

    @Test func aRemovedObserverHearsNothingMore() {
        let device = VirtualDevice()
        let watcher = WatchingController()
        let view = UIView()
        device.window.addSubview(view)
        view.addObserver(watcher, forKeyPath: "frame", options: .new, context: nil)
        view.removeObserver(watcher, forKeyPath: "frame")
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(watcher.heard.isEmpty)
    }

    @Test func removingAnObserverNeverAddedLogsFoundationsMessage() {
        let device = VirtualDevice()
        let watcher = WatchingController()
        let view = UIView()
        device.window.addSubview(view)
        view.removeObserver(watcher, forKeyPath: "frame")
        #expect(
            device.diagnostics.contains {
                $0.contains("Cannot remove an observer") && $0.contains("because it is not registered as an observer.")
            })
    }
}
