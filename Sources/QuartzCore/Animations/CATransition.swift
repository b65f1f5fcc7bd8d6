/// The kind of a layer transition, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out as the new content fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old content out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a layer transition, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Motion from the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// Motion from the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// Motion from the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// Motion from the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated change of a layer's whole content, as `CATransition`.
///
/// The layer's appearance when the transition is added is captured as the "before" picture;
/// changes made afterwards (in the same transaction) are the "after" (see Deviations.md).
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind of transition (default `.fade`).
    public var type: CATransitionType = .fade
    /// The direction for motion-based kinds.
    public var subtype: CATransitionSubtype?
    /// Where in the transition to start (0...1).
    public var startProgress: Float = 0
    /// Where in the transition to end (0...1).
    public var endProgress: Float = 1

    /// The captured "before" picture, filled in when the transition is added to a layer.
    var beforeImage: CGImage?

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let o = other as? CATransition {
            (type, subtype, startProgress, endProgress) = (o.type, o.subtype, o.startProgress, o.endProgress)
            beforeImage = o.beforeImage
        }
    }

    /// The eased transition progress at the layer's local time, or nil when not showing.
    func transitionProgress(atLayerTime t: Double) -> Double? {
        guard let p = timing.progress(atParentTime: t, simpleDuration: simpleDuration) else { return nil }
        let f = fraction(progress: p, simpleDuration: simpleDuration)
        return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * f
    }
}
