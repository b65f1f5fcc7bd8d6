import QuartzCore

/// Runs dynamic behaviours on the items of a reference view, one step per frame of its world's
/// clock, as UIKit's `UIDynamicAnimator`. The physics here is the subset presentation code uses:
/// velocities with resistance, rotation, and rigid or spring attachments to an anchor (no
/// gravity, collisions or pushes; Documentation/Deviations.md).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the behaviours use.
    open private(set) weak var referenceView: UIView?
    /// The behaviours added (not their children).
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Whether the animator is stepping its items (false once they come to rest).
    open private(set) var isRunning = false
    /// Told when the animator comes to rest and when it resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    private var link: CADisplayLink?
    private var lastStep: CFTimeInterval?

    /// Creates an animator for the items of `view`.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// Starts applying `behavior`.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        for b in behavior.flattened { b.dynamicAnimator = self }
        wake()
    }

    /// Stops applying `behavior`.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        for b in behavior.flattened { b.dynamicAnimator = nil }
        behaviorsDidChange()
    }

    /// Stops applying every behaviour.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// How long the animator has run since it last started, in seconds.
    open private(set) var elapsedTime: TimeInterval = 0

    func behaviorsDidChange() {
        if behaviors.isEmpty { rest() } else { wake() }
    }

    /// Resumes stepping after a change.
    func wake() {
        guard !behaviors.isEmpty, !isRunning else { return }
        isRunning = true
        lastStep = nil
        let link = CADisplayLink { [weak self] link in self?.step(link) }
        link.add(to: .main, forMode: .common)
        self.link = link
        delegate?.dynamicAnimatorWillResume(self)
    }

    private func rest() {
        guard isRunning else { return }
        isRunning = false
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func step(_ link: CADisplayLink) {
        let dt = lastStep.map { max(0, link.timestamp - $0) } ?? link.duration
        lastStep = link.timestamp
        elapsedTime += dt
        guard dt > 0 else { return }
        let all = behaviors.flatMap(\.flattened)
        let itemBehaviors = all.compactMap { $0 as? UIDynamicItemBehavior }
        let attachments = all.compactMap { $0 as? UIAttachmentBehavior }
        var items: [any UIDynamicItem] = []
        for item in itemBehaviors.flatMap(\.items) + attachments.flatMap(\.items)
        where !items.contains(where: { $0 === item }) {
            items.append(item)
        }
        var moving = false
        for item in items {
            let properties = itemBehaviors.last { $0.items.contains { $0 === item } }
            if move(item, by: dt, properties: properties, attachments: attachments.filter { $0.items[0] === item }) {
                moving = true
            }
        }
        for behavior in all { behavior.action?() }
        if !moving { rest() }
    }

    /// Moves one item through `dt` seconds; returns whether it is still moving.
    private func move(
        _ item: any UIDynamicItem, by dt: CGFloat, properties: UIDynamicItemBehavior?,
        attachments: [UIAttachmentBehavior]
    ) -> Bool {
        let state = DynamicItemState.of(item)
        if properties?.isAnchored == true {
            state.velocity = .zero
            state.angularVelocity = 0
            return false
        }
        let before = item.center
        if let rigid = attachments.first(where: { $0.frequency == 0 && $0.length < 0.5 }) {
            // A rigid attachment of no length carries the attached point with the anchor.
            let offset = rotated(rigid.offset, by: state.angle)
            item.center = CGPoint(x: rigid.anchorPoint.x - offset.x, y: rigid.anchorPoint.y - offset.y)
            state.velocity = CGPoint(x: (item.center.x - before.x) / dt, y: (item.center.y - before.y) / dt)
        } else {
            for spring in attachments {
                let offset = rotated(spring.offset, by: state.angle)
                let attached = CGPoint(x: item.center.x + offset.x, y: item.center.y + offset.y)
                let dx = spring.anchorPoint.x - attached.x, dy = spring.anchorPoint.y - attached.y
                let distance = max(hypot(dx, dy), 0.0001)
                let stretch = distance - spring.length
                let omega = 2 * .pi * (spring.frequency > 0 ? spring.frequency : 30)
                let ratio = spring.frequency > 0 ? spring.damping : 1
                state.velocity.x +=
                    (omega * omega * stretch * dx / distance - 2 * ratio * omega * state.velocity.x) * dt
                state.velocity.y +=
                    (omega * omega * stretch * dy / distance - 2 * ratio * omega * state.velocity.y) * dt
            }
            let keep = max(0, 1 - (properties?.resistance ?? 0) * dt)
            state.velocity = CGPoint(x: state.velocity.x * keep, y: state.velocity.y * keep)
            item.center = CGPoint(x: before.x + state.velocity.x * dt, y: before.y + state.velocity.y * dt)
        }
        if properties?.allowsRotation ?? true {
            state.angularVelocity *= max(0, 1 - (properties?.angularResistance ?? 0) * dt)
            state.angle += state.angularVelocity * dt
            item.transform = CGAffineTransform(rotationAngle: state.angle)
        } else {
            state.angularVelocity = 0
        }
        let speed = hypot(item.center.x - before.x, item.center.y - before.y) / dt
        return speed > 0.1 || abs(state.angularVelocity) > 0.01 || !attachments.isEmpty && speed > 0
    }

    private func rotated(_ offset: UIOffset, by angle: CGFloat) -> CGPoint {
        CGPoint(
            x: offset.horizontal * cos(angle) - offset.vertical * sin(angle),
            y: offset.horizontal * sin(angle) + offset.vertical * cos(angle))
    }
}

/// Told when a dynamic animator comes to rest or starts again, as `UIDynamicAnimatorDelegate`.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The items came to rest; the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
    /// A change set the items moving again.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
}
