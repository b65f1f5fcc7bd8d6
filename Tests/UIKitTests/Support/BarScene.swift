import UIKitTesting

@testable import UIKit

/// A navigation controller on a 390 x 844 VirtualDevice (safe area 47 top, 34 bottom) whose
/// root has a white view and a title.
@MainActor
struct BarScene {
    let device: VirtualDevice
    let nav: UINavigationController
    let root: UIViewController

    init(rootTitle: String? = "Inbox", configure: (UINavigationController, UIViewController) -> Void = { _, _ in }) {
        device = VirtualDevice()
        root = UIViewController()
        root.title = rootTitle
        root.view.backgroundColor = .white
        nav = UINavigationController(rootViewController: root)
        configure(nav, root)
        device.window.rootViewController = nav
        device.runUntilIdle()
    }

    /// A controller with a white view and a title.
    static func page(_ title: String?) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = .white
        return vc
    }

    /// Pushes `vc` and lets the push finish.
    func push(_ vc: UIViewController, animated: Bool = false) {
        nav.pushViewController(vc, animated: animated)
        device.runUntilIdle()
    }

    /// The navigation bar's content views (two during a cross-fade).
    var contents: [NavigationBarContent] { nav.navigationBar.subviews.compactMap { $0 as? NavigationBarContent } }
}

/// Pixel predicates for the bars' colours.
enum BarPixels {
    /// The default tint, systemBlue (0, 122, 255).
    static func isTint(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        p.b > 200 && p.r < 90 && p.g > 80 && p.g < 170
    }
    /// Dark text (the title's label colour).
    static func isDark(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 90 && p.g < 90 && p.b < 90 }
    /// Pure-ish red.
    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
}

extension CGImage {
    /// The points (in screen points) of `rect` whose pixel matches, sampled once per point.
    func points(in rect: CGRect, where match: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> [CGPoint] {
        let scale = CGFloat(width) / 390
        var found: [CGPoint] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = pixel(x: Int((CGFloat(x) + 0.5) * scale), y: Int((CGFloat(y) + 0.5) * scale))
                if match(p) { found.append(CGPoint(x: x, y: y)) }
            }
        }
        return found
    }
}
