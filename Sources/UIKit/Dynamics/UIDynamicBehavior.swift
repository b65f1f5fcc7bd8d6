import QuartzCore

/// Something a dynamic animator can move: a view, as UIKit's `UIDynamicItem`.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The item's size (its origin is ignored).
    var bounds: CGRect { get }
    /// The item's rotation (the animator writes a rotation here).
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

/// A rule the animator applies to its items every step, as UIKit's `UIDynamicBehavior`;
/// combine behaviours with `addChildBehavior(_:)`.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviours this one contains.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after every step of the animator running the behaviour.
    open var action: (() -> Void)?
    /// The animator running the behaviour (nil until added).
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() { super.init() }

    /// Adds a behaviour that runs as part of this one.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.dynamicAnimator = dynamicAnimator
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Called when the behaviour joins (or, with nil, leaves) an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// This behaviour and its children, depth first.
    var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }
}

/// Per-item physical properties and velocities, as UIKit's `UIDynamicItemBehavior`.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items the behaviour applies to.
    open private(set) var items: [any UIDynamicItem]
    /// Whether the items may turn.
    open var allowsRotation = true
    /// Linear damping: the fraction of velocity lost per second (0: none).
    open var resistance: CGFloat = 0
    /// Angular damping: the fraction of angular velocity lost per second.
    open var angularResistance: CGFloat = 0
    /// Kept for collisions, which are not simulated here.
    open var elasticity: CGFloat = 0
    /// Kept for collisions, which are not simulated here.
    open var friction: CGFloat = 0
    /// The items' density (their mass is density times area).
    open var density: CGFloat = 1
    /// Whether the items stay where they are whatever acts on them.
    open var isAnchored = false

    /// Creates the behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds `velocity` (points per second) to the item's linear velocity.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let state = DynamicItemState.of(item)
        state.velocity.x += velocity.x
        state.velocity.y += velocity.y
        dynamicAnimator?.wake()
    }

    /// The item's linear velocity in points per second.
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint { DynamicItemState.of(item).velocity }

    /// Adds `velocity` (radians per second) to the item's angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        DynamicItemState.of(item).angularVelocity += velocity
        dynamicAnimator?.wake()
    }

    /// The item's angular velocity in radians per second.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat { DynamicItemState.of(item).angularVelocity }
}

/// A connection from a point of an item to an anchor, as UIKit's `UIAttachmentBehavior`: rigid
/// at `length` when `frequency` is 0, else a spring.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// The attached item.
    open private(set) var items: [any UIDynamicItem]
    /// Where the attachment is fixed, in the reference view's coordinates.
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
    /// The distance kept between the attachment point and the anchor.
    open var length: CGFloat
    /// The spring's damping ratio (with a non-zero frequency).
    open var damping: CGFloat = 0
    /// The spring's frequency in hertz (0: a rigid attachment).
    open var frequency: CGFloat = 0
    /// The attachment point's offset from the item's centre.
    let offset: UIOffset

    /// Attaches the point `offset` from the item's centre to `point`.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        self.offset = offset
        anchorPoint = point
        let attached = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = hypot(point.x - attached.x, point.y - attached.y)
        super.init()
    }

    /// Attaches the item's centre to `point`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0), attachedToAnchor: point)
    }
}

/// An item's velocities and turn, kept with the item while animators move it.
@preconcurrency @MainActor
final class DynamicItemState {
    var velocity = CGPoint.zero
    var angularVelocity: CGFloat = 0
    var angle: CGFloat = 0

    /// The association key: this object's address, constant for the process.
    private static let key = DynamicItemState()
    private static var keyAddress: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque()) }

    static func of(_ item: any UIDynamicItem) -> DynamicItemState {
        if let state = objc_getAssociatedObject(item, keyAddress) as? DynamicItemState { return state }
        let state = DynamicItemState()
        objc_setAssociatedObject(item, keyAddress, state, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return state
    }
}
