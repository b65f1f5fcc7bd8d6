import BottomSheet
import UIKit
import UIKitTesting
import XCTest

/// The sheet's root view, remembering how far down it was ever moved.
final class SheetView: UIView {
    var lowestTop: CGFloat = 0
    override var frame: CGRect {
        didSet { lowestTop = max(lowestTop, frame.minY) }
    }
}

/// A list in a sheet: a scroll view filling it, taller than the sheet.
final class ListController: UIViewController, BottomSheetPresentable {
    let scrollView = UIScrollView()
    var willDismissCount = 0

    var panScrollable: UIScrollView? { return scrollView }

    func bottomSheetWillDismiss() { willDismissCount += 1 }

    override func loadView() {
        view = SheetView()
        view.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
    }
}

/// XCTest in Swift 5 mode, as the library's own tests would be written for iOS.
final class BottomSheetTests: XCTestCase {
    var device: VirtualDevice!
    var root: UIViewController!
    var list: ListController!
    var sheetDelegate: BottomSheetTransitioningDelegate!

    override func setUp() {
        super.setUp()
        device = VirtualDevice()
        root = UIViewController()
        root.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        device.window.rootViewController = root
        list = ListController()
        sheetDelegate = BottomSheetTransitioningDelegate(sheetHeight: 500)
        list.modalPresentationStyle = .custom
        list.transitioningDelegate = sheetDelegate
        root.present(list, animated: true, completion: nil)
        XCTAssertTrue(device.runUntilIdle())
    }

    override func tearDown() {
        weak let weakList = list
        list = nil
        root = nil
        sheetDelegate = nil
        device = nil
        XCTAssertNil(weakList, "the sheet's controller outlived the device")
        super.tearDown()
    }

    var sheet: SheetView { return list.view as! SheetView }
    var presentationController: BottomSheetPresentationController {
        return list.presentationController as! BottomSheetPresentationController
    }

    func testTheSheetRestsAtTheBottomWithItsTopCornersRounded() {
        XCTAssertEqual(sheet.frame, CGRect(x: 0, y: 344, width: 390, height: 500))
        XCTAssertEqual(sheet.layer.cornerRadius, 16)
        XCTAssertEqual(sheet.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(presentationController.shadowView.frame, sheet.frame)
        XCTAssertNotNil(presentationController.shadowView.layer.shadowPath)
        let box = presentationController.shadowView.layer.shadowPath?.boundingBox ?? .zero
        XCTAssertEqual(box.width, 390, accuracy: 0.001)
        XCTAssertEqual(box.height, 500, accuracy: 0.001)
    }

    func testTheTopCornersAreCutAndTheBottomOnesAreNot() {
        let image = device.screenshot()
        let inside = image.pixel(x: 195, y: 360)
        XCTAssertEqual(inside.r, 255)
        XCTAssertEqual(inside.b, 255)
        // The top-left corner shows the dimmed blue presenter (through the shadow), not the sheet.
        let corner = image.pixel(x: 1, y: 345)
        XCTAssertLessThan(corner.r, 40)
        XCTAssertGreaterThan(corner.b, corner.r)
        let topRight = image.pixel(x: 388, y: 345)
        XCTAssertLessThan(topRight.r, 40)
        // 20 points down the edge is past the radius: sheet white.
        XCTAssertEqual(image.pixel(x: 1, y: 364).r, 255)
        // The bottom corners are square.
        XCTAssertEqual(image.pixel(x: 0, y: 843).r, 255)
    }

    func testDraggingDownWhileTheContentRestsAtTheTopDismisses() {
        device.pan(from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 700), duration: 0.5)
        XCTAssertGreaterThan(sheet.lowestTop, 344 + 200)
        XCTAssertEqual(list.scrollView.contentOffset.y, 0, "the content is pinned while the sheet moves")
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(list.willDismissCount, 1)
    }

    func testAShortDragSpringsBack() {
        device.pan(from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 520), duration: 0.5)
        XCTAssertGreaterThan(sheet.lowestTop, 344 + 40)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertTrue(root.presentedViewController === list)
        XCTAssertEqual(sheet.frame.minY, 344)
        XCTAssertEqual(list.willDismissCount, 0)
    }

    func testScrolledContentScrollsBackWithoutMovingTheSheet() {
        list.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        sheet.lowestTop = 0
        device.pan(from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 600), duration: 0.5)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertLessThanOrEqual(sheet.lowestTop, 344, "the sheet never moved down")
        XCTAssertEqual(sheet.frame.minY, 344)
        XCTAssertLessThan(list.scrollView.contentOffset.y, 180)
        XCTAssertGreaterThan(list.scrollView.contentOffset.y, 100)
        XCTAssertTrue(root.presentedViewController === list)
    }

    func testDraggingUpScrollsTheContentAndLeavesTheSheet() {
        device.pan(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.5)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertEqual(sheet.frame.minY, 344)
        XCTAssertGreaterThan(list.scrollView.contentOffset.y, 150)
    }

    func testATapOnTheDimmedBackgroundDismisses() {
        device.tap(at: CGPoint(x: 195, y: 100))
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(list.willDismissCount, 1)
    }
}
