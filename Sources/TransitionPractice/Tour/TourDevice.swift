import UIKitHost

/// The virtual device a tour step runs on: the tour launches the app once on each it uses.
public enum TourDevice: String, Sendable, CaseIterable {
    /// An iPhone in portrait, 390 × 844: most of the tour.
    case iPhone = "iPhone"
    /// An 11-inch iPad Pro in portrait, 834 × 1194: regular width, so the split shows two columns.
    case iPad = "iPad Pro 11"
    /// An iPhone Pro Max, launched in landscape (regular width) and turned to portrait (compact).
    case iPhoneProMax = "iPhone Pro Max"

    /// The device's model.
    public var model: VirtualDevice.Model {
        switch self {
        case .iPhone: .iPhone
        case .iPad: .iPadPro11
        case .iPhoneProMax: .iPhoneProMax
        }
    }

    /// Whether the app launches in landscape.
    public var launchesInLandscape: Bool { self == .iPhoneProMax }
}

/// Where the tour's synthesized fingers land: the centres of what a person would aim at.
@MainActor
enum TouchTarget {
    /// The window-coordinate centre of the frontmost visible label reading `text`, so a tap
    /// lands on a bar button item, an alert's button or a tab as a person would find it.
    static func label(_ text: String, in window: UIWindow) -> CGPoint? {
        var found: UILabel?
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let label = view as? UILabel, label.text == text { found = label }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return found.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
    }
}
