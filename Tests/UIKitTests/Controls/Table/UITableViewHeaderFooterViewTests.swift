import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Section headers made from registered classes and nibs, and cells made from a registered nib.
@MainActor
@Suite(.checksLifetimes) struct UITableViewHeaderFooterViewTests {
    final class TitledHeader: UITableViewHeaderFooterView {}

    /// A table whose delegate dequeues a registered header for every section.
    final class HeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var dequeued: [UITableViewHeaderFooterView] = []
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            header?.textLabel?.text = "Section \(section)"
            if let header { dequeued.append(header) }
            return header
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
    }

    @Test func aRegisteredHeaderClassIsDequeuedAndPlacedAboveItsSection() throws {
        let device = VirtualDevice()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        let source = HeaderSource()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(TitledHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        let host = UIViewController()
        host.view.addSubview(table)
        device.window.rootViewController = host
        device.runUntilIdle()
        #expect(source.dequeued.count == 2)
        let first = try #require(source.dequeued.first as? TitledHeader)
        #expect(first.reuseIdentifier == "header")
        #expect(first.superview != nil && first.frame.height == 50)
        #expect(first.contentView.frame == first.bounds)
        #expect(first.textLabel?.text == "Section 0")
        #expect(table.rectForHeader(inSection: 1).height == 50)
        #expect(table.rectForHeader(inSection: 1).minY == table.rect(forSection: 0).maxY)
        // Nothing registered under another identifier.
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "other") == nil)
    }

    @Test func aNibRegisteredForCellsMakesEachCellFromItsTopLevelObject() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" rowHeight="64" id="Nib-cl-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="64"/>
                    </tableViewCell>
                </objects>
            </document>
            """
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UINib(data: Data(xml.utf8), bundle: nil), forCellReuseIdentifier: "nibCell")
        let first = try #require(table.dequeueReusableCell(withIdentifier: "nibCell"))
        let second = try #require(table.dequeueReusableCell(withIdentifier: "nibCell"))
        #expect(first !== second)
        #expect(first.reuseIdentifier == "nibCell")
    }
}
