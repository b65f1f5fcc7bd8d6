@_spi(Testing) import UIKit
import UIKitHost

/// Input that stays in progress across other operations: a finger held down (on a sheet, or
/// in from the leading edge) while presentations, pushes and rotations run, moved and lifted
/// later; and the keyboard brought up or put away mid-transition.
extension FuzzWorld {
    /// Touches one finger down: 2 points in from the left edge at mid-height (an edge swipe's
    /// start), or low in the middle of the screen (on a sheet when one shows).
    func fingerDown(edge: Bool) {
        let bounds = device.window.bounds
        let point = edge ? CGPoint(x: 2, y: bounds.midY) : CGPoint(x: bounds.midX, y: bounds.height * 0.65)
        device.beginTouches(at: [point])
    }

    /// Moves the held finger by (`dx`, `dy`) over four frames.
    func fingerMove(dx: Int, dy: Int) {
        guard let start = device.liveTouchLocations.first else { return }
        for step in 1...4 {
            let f = CGFloat(step) / 4
            device.advance(by: 1.0 / 60)
            device.moveTouches(to: [CGPoint(x: start.x + CGFloat(dx) * f, y: start.y + CGFloat(dy) * f)])
        }
    }

    func fingerUp(cancelled: Bool) {
        device.endTouches(cancelled: cancelled)
    }

    /// Shows the keyboard for a text field in the frontmost controller's view, or ends editing.
    func keyboard(show: Bool) {
        let front = leaf(of: chain.last!)
        guard front.isViewLoaded else { return }
        if show {
            let field =
                front.view.subviews.lazy.compactMap { $0 as? UITextField }.first
                ?? {
                    let f = UITextField(frame: CGRect(x: 20, y: 140, width: 200, height: 32))
                    front.view.addSubview(f)
                    return f
                }()
            _ = field.becomeFirstResponder()
        } else {
            front.view.endEditing(true)
            for t in tracked { t.object?.viewIfLoaded?.endEditing(true) }
        }
    }

    /// A page sheet presented from the top of the chain, then after `gap` milliseconds (maybe
    /// while it still slides up) an alert presented over it.
    func alertOverSheet(animated: Bool, gap: Int) {
        let presenter = chain.last!
        guard !(presenter is UIAlertController) else { return }
        let sheet = presentable(.pageSheet, from: presenter)
        presenter.present(sheet, animated: animated, completion: completion())
        device.advance(by: Double(gap) / 1000)
        let alert = UIAlertController(title: "Over the sheet", message: nil, preferredStyle: .alert)
        alert.title = "alert\(tracked.count)"
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in })
        track(alert)
        let presented = sheet.presentingViewController != nil
        let start = device.diagnostics.count
        sheet.present(alert, animated: true, completion: completion())
        // Over a sheet still sliding up the alert waits its turn, as UIKit refuses it; over a
        // sheet at rest it shows.
        if presented, !sheet.isBeingPresented, !sheet.isBeingDismissed, sheet.viewIfLoaded?.window != nil,
            alert.presentingViewController == nil, sheet.presentedViewController == nil
        {
            violations.append("an alert over a sheet at rest was refused: \(logged(since: start))")
        }
    }
}
