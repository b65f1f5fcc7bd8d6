import Testing
import UIKit
import UIKitTesting

/// A photo screen written as for iOS: a scroll view zooming its image view, with the delegate's
/// zooming callbacks, reached from outside the package.
@MainActor
final class PhotoZoomViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.backgroundColor = .systemTeal
        scrollView.addSubview(photo)
        scrollView.contentSize = photo.bounds.size
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append("will begin zooming \(view === photo ? "photo" : "other")")
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("did end zooming at \(scale)")
    }
}

@MainActor
@Suite struct ZoomingClientTests {
    @Test func animatedZoomAndAPinchTellTheDelegateFromAClientPackage() throws {
        let device = VirtualDevice()
        let screen = PhotoZoomViewController()
        device.window.rootViewController = screen
        device.runUntilIdle()
        let pinch = try #require(screen.scrollView.pinchGestureRecognizer)
        #expect(pinch.view === screen.scrollView)

        screen.scrollView.setZoomScale(2, animated: true)
        device.runUntilIdle()
        #expect(screen.events == ["will begin zooming photo", "did end zooming at 2.0"])
        #expect(screen.scrollView.zoomScale == 2)

        device.pinch(at: CGPoint(x: 195, y: 422), fromScale: 1, toScale: 1.5)
        device.runUntilIdle()
        #expect(screen.events.count == 4)
        #expect(screen.events.last == "did end zooming at \(screen.scrollView.zoomScale)")
        #expect(screen.scrollView.zoomScale > 2.5 && screen.scrollView.zoomScale <= 3)
        #expect(!screen.scrollView.isZooming)

        screen.scrollView.maximumZoomScale = 1
        screen.scrollView.minimumZoomScale = 1
        #expect(screen.scrollView.pinchGestureRecognizer == nil)
    }
}
