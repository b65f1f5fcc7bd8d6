import Foundation

extension UIViewController {
    /// The storyboard the controller was instantiated from, nil for one made in code.
    public var storyboard: UIStoryboard? { storyboardStorage }

    /// Installs the storyboard scene's view, or loads `nibName`'s nib with the controller as
    /// File's Owner; false when neither gives a view (loadView then makes a plain one).
    func loadViewFromArchive() -> Bool {
        if let pending = storyboardPendingView {
            storyboardPendingView = nil
            view = pending.view
            pending.connect()
            return true
        }
        guard let nibName = nibName ?? defaultNibName() else { return false }
        do {
            _ = try UINib(nibName: nibName, bundle: nibBundle).instantiateThrowing(owner: self, options: [:])
        } catch {
            StoryboardErrors.report(error, in: homeLoop)
            return false
        }
        guard viewStorage != nil else {
            Diagnostics.log(
                in: homeLoop,
                "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set."
            )
            return false
        }
        return true
    }

    /// The nib UIKit loads for a controller made without a nib name: one named after its class
    /// without the word "Controller" (`MyView` for `MyViewController`), else after its class,
    /// in the nib bundle, or the main bundle and the app's resources; nil when there is none.
    /// Found once per class and nib bundle: every `loadView` asking the file system made each
    /// controller made in code pay for it.
    private func defaultNibName() -> String? {
        let key = DefaultNibKey(controllerClass: ObjectIdentifier(type(of: self)), bundlePath: nibBundle?.bundlePath)
        if let known = Self.defaultNibNames[key] { return known }
        let name = String(describing: type(of: self))
        let candidates = name.hasSuffix("Controller") ? [String(name.dropLast("Controller".count)), name] : [name]
        let bundles = nibBundle.map { [$0] } ?? [Bundle.main] + AppResourceBundles.all
        let found = candidates.first { candidate in
            bundles.contains { bundle in
                ["xib", "nib"].contains { bundle.url(forResource: candidate, withExtension: $0) != nil }
            }
        }
        Self.defaultNibNames[key] = .some(found)
        return found
    }
}

/// A controller class and the bundle it looks for its default nib in (nil: the main bundle and
/// the app's resources).
struct DefaultNibKey: Hashable {
    let controllerClass: ObjectIdentifier
    let bundlePath: String?
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension UIViewController {
    fileprivate static var defaultNibNames: [DefaultNibKey: String?] {
        get { ProcessWide.defaultNibNames }
        _modify { yield &ProcessWide.defaultNibNames }
    }
}
