import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// UISearchBar: typing on the virtual keyboard reaches the delegate, the Search key and the
/// Cancel button, the delegate's vetoes, the prompt's height and the field drawn.
@MainActor
@Suite(.checksLifetimes) struct UISearchBarTests {
    final class Listener: UISearchBarDelegate {
        var log: [String] = []
        var allowsBegin = true
        var refused: Set<String> = []
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
            log.append("shouldBegin")
            return allowsBegin
        }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text:" + searchText) }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        { !refused.contains(text) }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    }

    private func makeBar(_ listener: Listener, in device: VirtualDevice) -> UISearchBar {
        device.window.backgroundColor = .white
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        bar.delegate = listener
        device.window.addSubview(bar)
        device.runUntilIdle()
        return bar
    }

    @Test func typingReachesTheDelegateAndTheSearchKeyIsReported() {
        let device = VirtualDevice()
        let listener = Listener()
        let bar = makeBar(listener, in: device)
        device.searchFields.firstMatch.typeText("ok")
        #expect(bar.text == "ok")
        device.typeReturn()
        #expect(listener.log == ["shouldBegin", "didBegin", "text:o", "text:ok", "search"])
        #expect(bar.searchTextField.isFirstResponder)
        bar.resignFirstResponder()
        #expect(listener.log.last == "didEnd")
        bar.removeFromSuperview()
    }

    @Test func theDelegateCanRefuseEditingAndTypedText() {
        let device = VirtualDevice()
        let listener = Listener()
        let bar = makeBar(listener, in: device)
        listener.allowsBegin = false
        #expect(!bar.becomeFirstResponder())
        listener.allowsBegin = true
        listener.refused = ["x"]
        #expect(bar.becomeFirstResponder())
        device.typeText("axb")
        #expect(bar.text == "ab")
        bar.text = "set in code"
        #expect(listener.log.filter { $0.hasPrefix("text:") } == ["text:a", "text:ab"])
        bar.resignFirstResponder()
        bar.removeFromSuperview()
    }

    @Test func theCancelButtonShowsBesideTheFieldAndTellsTheDelegate() {
        let device = VirtualDevice()
        let listener = Listener()
        let bar = makeBar(listener, in: device)
        let fullWidth = bar.searchTextField.frame.width
        bar.setShowsCancelButton(true, animated: true)
        device.runUntilIdle()
        #expect(bar.showsCancelButton)
        #expect(bar.searchTextField.frame.width < fullWidth)
        device.buttons["Cancel"].tap()
        #expect(listener.log == ["cancel"])
        bar.removeFromSuperview()
    }

    @Test func theBarIsFiftySixPointsHighAndAPromptAddsALine() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let bar = UISearchBar()
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        bar.prompt = "Find a friend"
        #expect(bar.intrinsicContentSize.height == 76)
        #expect(bar.placeholder == nil && bar.searchTextField.placeholder == "Search")
        bar.placeholder = "Names"
        #expect(bar.searchTextField.placeholder == "Names")
        bar.searchBarStyle = .minimal
        #expect(bar.backgroundColor == nil)
    }

    @Test func theFieldIsDrawnAsAGreyRoundedBoxWithItsPlaceholder() {
        let device = VirtualDevice()
        let listener = Listener()
        let bar = makeBar(listener, in: device)
        bar.barTintColor = .white
        device.runUntilIdle()
        let image = device.screenshot()
        let field = bar.searchTextField.convert(bar.searchTextField.bounds, to: nil)
        let inside = image.pixel(x: Int(field.maxX) - 12, y: Int(field.midY))
        #expect(inside.r < 250 && inside.r > 200)
        #expect(pixelIs(image.pixel(x: 3, y: 104), 255, 255, 255))
        #expect(device.searchFields.firstMatch.placeholderValue == "Search")
        bar.removeFromSuperview()
    }
}
