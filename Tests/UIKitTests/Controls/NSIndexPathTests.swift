import Foundation
import Testing
import UIKit

/// UIKit's positions on `NSIndexPath`, as code that bridges `IndexPath` reads them.
@Suite struct NSIndexPathTests {
    @Test func sectionRowAndItemReadTheBridgedIndexPath() {
        let path = IndexPath(row: 4, section: 2) as NSIndexPath
        #expect(path.section == 2 && path.row == 4 && path.item == 4)
    }

    @Test func rowAndItemInitializersMakeTheSamePositions() {
        #expect(NSIndexPath(row: 3, section: 1) as IndexPath == IndexPath(row: 3, section: 1))
        #expect(NSIndexPath(item: 0, section: 5) as IndexPath == IndexPath(item: 0, section: 5))
    }
}
