@_spi(Testing) import UIKit
import UIKitHost

/// A controller the run made: held strongly until the run releases its references, and weakly
/// (with its view) always, to tell what UIKit alone keeps alive.
@MainActor
final class Tracked {
    let name: String
    private var strong: UIViewController?
    weak var weak: UIViewController?
    /// The controller's view once loaded: a view still on screen after its controller died
    /// means UIKit let go of a controller it still shows.
    weak var view: UIView?

    init(_ vc: UIViewController) {
        name = vc.title ?? "?"
        strong = vc
        weak = vc
    }

    var object: UIViewController? { weak }

    /// Drops the fuzzer's strong reference, remembering the view first.
    func release() {
        noteView()
        strong = nil
    }

    func noteView() {
        if let v = weak?.viewIfLoaded { view = v }
    }
}

extension FuzzWorld {
    /// Drops every reference the fuzzer holds to the controllers it made (not the window's
    /// root, which an app's window holds anyway), as an app whose code forgets them does.
    func releaseReferences() {
        for t in tracked where t.weak !== root { t.release() }
    }

    /// A controller that died while its view is still in the window died early: UIKit shows
    /// it, so UIKit must keep it.
    func checkNothingDiedEarly() {
        for t in tracked {
            if t.weak == nil {
                if let v = t.view, v.window != nil {
                    violations.append("\(t.name) was deallocated while its view is in the window")
                }
            } else {
                t.noteView()
            }
        }
    }
}
