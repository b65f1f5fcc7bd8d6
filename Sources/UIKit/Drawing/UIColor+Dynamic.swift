extension UIColor {
    /// Creates a colour that looks different under different traits (light and dark mode, for
    /// example), asking `dynamicProvider` whenever it is resolved.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let now = dynamicProvider(UITraitCollection.current)
        self.init(
            model: now.model, red: now.red, green: now.green, blue: now.blue, alpha: now.alpha,
            provider: dynamicProvider)
    }

    /// The colour as it looks under `traitCollection` (itself for a colour that is not dynamic).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether the colour depends on traits.
    var isDynamic: Bool { provider != nil }
}

extension UITraitCollection {
    /// The traits dynamic colours resolve with: a view's own while UIKit draws it, lays it out
    /// or tells it its traits changed; light with the default size otherwise.
    public static var current: UITraitCollection {
        get { currentStorage ?? UITraitCollection(style: .light, contentSize: .large) }
        set { currentStorage = newValue }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.currentStorage
        Self.currentStorage = self
        defer { Self.currentStorage = previous }
        try actions()
    }
}

extension UIView {
    /// Re-resolves the dynamic colours the view hands to its layer, after its appearance
    /// changed (light to dark), and redraws its content with the new traits.
    func resolveDynamicColors() {
        let traits = traitCollection
        if let color = backgroundColorStorage, color.isDynamic {
            layer.backgroundColor = color.resolvedColor(with: traits).cgColor
        }
        // What `draw(_:)` drew may use dynamic colours; UIKit redraws on an appearance change.
        layer.setNeedsDisplay()
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension UITraitCollection {
    fileprivate static var currentStorage: UITraitCollection? {
        get { ProcessWide.currentStorage }
        _modify { yield &ProcessWide.currentStorage }
    }
}
