import UIKitTesting

@testable import UIKit

/// A data source over a fixed list of pages that logs what it is asked.
@MainActor
final class PageList: UIPageViewControllerDataSource {
    let pages: [RecordingViewController]
    let log: EventLog

    init(_ pages: [RecordingViewController], log: EventLog) {
        self.pages = pages
        self.log = log
    }

    func index(of vc: UIViewController) -> Int? { pages.firstIndex { $0 === vc } }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        log.record("ds.before(\((viewController as? RecordingViewController)?.name ?? "?"))")
        guard let i = index(of: viewController), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        log.record("ds.after(\((viewController as? RecordingViewController)?.name ?? "?"))")
        guard let i = index(of: viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

/// A data source that also gives the page indicator its count and index.
@MainActor
final class CountedPageList: UIPageViewControllerDataSource {
    let list: PageList
    var index = 0

    init(_ list: PageList) { self.list = list }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? { list.pageViewController(pageViewController, viewControllerBefore: viewController) }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? { list.pageViewController(pageViewController, viewControllerAfter: viewController) }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { list.pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }
}

/// A delegate that logs the gesture-driven turn callbacks and may choose a spine.
@MainActor
final class PageTurnLog: UIPageViewControllerDelegate {
    let log: EventLog
    var spine: UIPageViewController.SpineLocation?

    init(log: EventLog) { self.log = log }

    private func names(_ vcs: [UIViewController]) -> String {
        vcs.map { ($0 as? RecordingViewController)?.name ?? "?" }.joined(separator: ",")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.record("delegate.willTransitionTo(\(names(pendingViewControllers)))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.record(
            "delegate.didFinishAnimating(\(finished), previous: \(names(previousViewControllers)), completed: \(completed), now: \(names(pageViewController.viewControllers ?? [])))"
        )
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        log.record("delegate.spineLocationFor(\(orientation.isLandscape ? "landscape" : "portrait"))")
        return spine ?? pageViewController.spineLocation
    }
}

/// A page view controller on a device with five coloured pages.
@MainActor
struct PageScene {
    static let colors: [UIColor] = [.red, .blue, .green, .yellow, .magenta]
    let device: VirtualDevice
    let log: EventLog
    let pvc: UIPageViewController
    let pages: [RecordingViewController]
    let list: PageList
    let delegate: PageTurnLog

    init(
        style: UIPageViewController.TransitionStyle = .scroll,
        orientation: UIPageViewController.NavigationOrientation = .horizontal,
        options: [UIPageViewController.OptionsKey: Any]? = nil, showing first: [Int] = [0],
        size: CGSize = CGSize(width: 390, height: 844)
    ) {
        device = VirtualDevice(size: size)
        let log = EventLog()
        self.log = log
        pages = (0..<5).map { i in
            let page = RecordingViewController("P\(i)", log: log)
            let color = PageScene.colors[i]
            page.onViewDidLoad = { $0.view.backgroundColor = color }
            return page
        }
        list = PageList(pages, log: log)
        delegate = PageTurnLog(log: log)
        pvc = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        pvc.dataSource = list
        pvc.delegate = delegate
        pvc.setViewControllers(first.map { pages[$0] }, direction: .forward, animated: false)
        device.window.rootViewController = pvc
        device.runUntilIdle()
        log.clear()
    }

    /// Drags one finger from `from` to `to` at `pointsPerFrame`, then lifts it; `whileDown`
    /// runs before the lift.
    func drag(from: CGPoint, to: CGPoint, pointsPerFrame: CGFloat, whileDown: () -> Void = {}) {
        device.beginTouches(at: [from])
        let length = hypot(to.x - from.x, to.y - from.y)
        var travelled: CGFloat = 0
        while travelled < length {
            travelled = min(length, travelled + pointsPerFrame)
            let f = travelled / length
            device.advance(by: 1.0 / 60)
            device.moveTouches(to: [CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)])
        }
        whileDown()
        device.endTouches()
        device.runUntilIdle()
    }

    /// The log without loading and layout noise.
    var events: [String] {
        log.entries.filter {
            !$0.hasSuffix("viewIsAppearing") && !$0.hasSuffix("viewDidLoad") && !$0.hasSuffix("loadView")
        }
    }

    var shown: [String] { (pvc.viewControllers ?? []).map { ($0 as? RecordingViewController)?.name ?? "?" } }

    static func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }
}
