/// An object that can register for trait changes, as iOS 17's `UITraitChangeObservable`.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UIView: UITraitChangeObservable {
    /// Stops a trait-change registration.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitRegistrations.remove(registration)
    }
}

extension UIViewController: UITraitChangeObservable {
    /// Stops a trait-change registration.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitRegistrations.remove(registration)
    }
}

extension UITraitChangeObservable where Self: UIView {
    /// Calls `handler` with the view and its previous traits whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        traitRegistrations.add(traits) { [unowned self] previous in handler(self, previous) }
    }
}

extension UITraitChangeObservable where Self: UIViewController {
    /// Calls `handler` with the controller and its previous traits whenever one of `traits`
    /// changes.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        traitRegistrations.add(traits) { [unowned self] previous in handler(self, previous) }
    }
}
