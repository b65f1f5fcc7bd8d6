/// A kind of trait that can be registered for changes, as iOS 17's `UITraitDefinition`.
public protocol UITraitDefinition {}

/// A trait type, as `UITrait` (`any UITraitDefinition.Type`).
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {}
/// The light/dark style trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {}

/// A token for a trait-change registration, as `UITraitChangeRegistration`.
public struct UITraitChangeRegistration: Hashable, Sendable {
    let id: Int
}

/// An object with a trait collection, as `UITraitEnvironment`.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The trait-change handlers registered on one object.
@preconcurrency @MainActor
struct TraitRegistrations {
    private var entries: [(id: Int, traits: [ObjectIdentifier], handler: (UITraitCollection) -> Void)] = []

    init() {}

    mutating func add(_ traits: [UITrait], _ handler: @escaping (UITraitCollection) -> Void)
        -> UITraitChangeRegistration
    {
        Self.sequence += 1
        entries.append((Self.sequence, traits.map { ObjectIdentifier($0) }, handler))
        return UITraitChangeRegistration(id: Self.sequence)
    }

    mutating func remove(_ registration: UITraitChangeRegistration) {
        entries.removeAll { $0.id == registration.id }
    }

    /// Calls the handlers interested in any of `changed`, in registration order.
    func notify(changed: [UITrait], previous: UITraitCollection) {
        let ids = Set(changed.map { ObjectIdentifier($0) })
        for e in entries where !ids.isDisjoint(with: e.traits) { e.handler(previous) }
    }

    var isEmpty: Bool { entries.isEmpty }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension TraitRegistrations {
    fileprivate static var sequence: Int {
        get { ProcessWide.sequence }
        _modify { yield &ProcessWide.sequence }
    }
}
