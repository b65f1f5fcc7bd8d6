import Testing

@testable import UIKit

/// `===` and `!==` on optional classes, as code written for Apple platforms compares them.
@MainActor
@Suite struct MetatypeIdentityTests {
    @Test func theClassOfAnOptionalSuperviewComparesWithAViewClassByIdentity() {
        let container = UIScrollView()
        let scrollView = UIScrollView()
        container.addSubview(scrollView)
        let superviewType = scrollView.superview.map { type(of: $0) }
        #expect(superviewType === UIScrollView.self)
        #expect(superviewType !== UITableView.self)
        #expect(!(superviewType === UIView.self))
        let noSuperviewType = container.superview.map { type(of: $0) }
        #expect(!(noSuperviewType === UIScrollView.self))
        #expect(noSuperviewType !== UIView.self)
    }

    @Test func objectsStillCompareByIdentity() {
        let view: UIView? = UIView()
        let none: UIView? = nil
        #expect(view === view && view !== none && none === nil)
    }
}
