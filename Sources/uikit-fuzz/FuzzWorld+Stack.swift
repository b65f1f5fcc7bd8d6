@_spi(Testing) import UIKit
import UIKitHost

extension FuzzWorld {
    /// A pop the app drives with its own interaction controller (issue 31, family 3): the
    /// navigation delegate vends a `UIView.animate` animator and a percent-driven interactor,
    /// scrubbed forward and back, then finished or cancelled.
    func interactivePop(percent: Int, finish: Bool) {
        guard let nav, nav.viewControllers.count >= 2 else { return }
        if nav.delegate == nil { nav.delegate = navigationDelegate }
        guard nav.delegate === navigationDelegate else { return }
        let driver = UIPercentDrivenInteractiveTransition()
        navigationDelegate.nextInteractor = driver
        defer { navigationDelegate.nextInteractor = nil }
        nav.popViewController(animated: true)
        device.advance(by: 0.05)
        driver.update(CGFloat(percent) / 100)
        device.advance(by: 0.05)
        driver.update(CGFloat(percent) / 300)
        device.advance(by: 0.05)
        if finish { driver.finish() } else { driver.cancel() }
    }

    /// A presentation from a controller of the navigation stack, possibly one the controllers
    /// above it cover. A current-context presentation whose context that controller defines has
    /// nothing on screen to cover when its view is out of the window: UIKit refuses it with
    /// statement 39's warning.
    func presentFromStack(index: Int, style: Operation.Style, animated: Bool) {
        guard let nav, !nav.viewControllers.isEmpty else { return }
        let source = nav.viewControllers[index % nav.viewControllers.count]
        let presented = presentable(style, from: source)
        let start = device.diagnostics.count
        let offScreen =
            (style == .currentContext || style == .overCurrentContext) && source.definesPresentationContext
            && source.presentedViewController == nil && source.viewIfLoaded?.window == nil
        source.present(presented, animated: animated, completion: completion())
        guard offScreen else { return }
        let lines = logged(since: start)
        if !lines.contains(where: { $0.contains("whose view is not in the window hierarchy!") }) {
            violations.append("a current-context presentation over \(source.title ?? "?"), off screen, logged \(lines)")
        }
        if presented.presentingViewController != nil {
            violations.append("\(source.title ?? "?"), off screen, presented over its context")
        }
    }
}
