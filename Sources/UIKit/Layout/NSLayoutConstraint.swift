internal import Cassowary
@_spi(Testing) import QuartzCore

/// A linear relation between two layout attributes, `first = multiplier × second + constant`,
/// as UIKit's `NSLayoutConstraint`.
///
/// Constraints hold their items weakly: a view keeps its constraints (`constraints`), and a
/// constraint must not keep the view, or every width constraint would be a cycle.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A part of an item's geometry.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The same attribute as `NSLayoutAttributeBaseline`.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A layout direction, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The first item (a view or layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The second item, nil for a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// A name shown in logs.
    open var identifier: String?
    /// Whether the constraint is archived with its view (storyboards).
    open var shouldBeArchived = false
    /// For a side made from `anchorWithOffset(to:)`: the anchor the distance is measured from,
    /// subtracted from that side's item and attribute.
    var firstOffsetOrigin: AnchorReference?
    var secondOffsetOrigin: AnchorReference?
    /// The view holding the constraint while it is active.
    weak var container: UIView?
    weak var engine: LayoutEngine?
    var engineHandle: LayoutSolver.Constraint?
    /// Whether its conflict was already reported (a rebuild must not repeat the message).
    var reportedUnsatisfiable = false

    /// The constant added to the second side; changing it updates the layout incrementally.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(self, by: constant - oldValue)
        }
    }

    /// How strongly the constraint is held (1000 = required).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && (oldValue == .required) != (priority == .required) {
                // UIKit raises here; the change is refused and the old priority kept.
                Diagnostics.log(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority) and the existing priority was \(oldValue)."
                )
                priority = oldValue
                return
            }
            engine?.constraintDidChange(self)
        }
    }

    /// Creates `item.attribute (relation) multiplier × toItem.attribute + constant`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        super.init()
        LifetimeTracker.track(self)
    }

    /// Creates an empty constraint with no items, as `NSLayoutConstraint()`: a placeholder to be
    /// replaced before use (activating it is refused with UIKit's message).
    public override init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        super.init()
        LifetimeTracker.track(self)
    }

    /// Whether the constraint takes part in layout. Activating adds it to the nearest common
    /// ancestor of its items; deactivating removes it from there.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { activateInCommonAncestor() } else { container?.removeConstraint(self) }
        }
    }

    /// Activates every constraint in the list.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint in the list.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, nil for a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    func activateInCommonAncestor() {
        guard container == nil else { return }
        guard let first = firstItem else {
            Diagnostics.log("*** Assertion failure: Constraint must contain a first layout item: \(self)")
            return
        }
        var ancestor = LayoutItem.view(of: first)
        for case let item? in [secondItem, firstOffsetOrigin?.item, secondOffsetOrigin?.item] {
            ancestor = LayoutItem.view(of: item).flatMap { ancestor?.nearestCommonAncestor(with: $0) }
        }
        guard let ancestor else {
            Diagnostics.log(
                "Unable to activate constraint with anchors \(firstAnchor.debugName) and \(secondAnchor?.debugName ?? "nil") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
            return
        }
        ancestor.addConstraint(self)
    }

    /// UIKit's console form: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100   (active)>`.
    nonisolated open override var description: String { mainActorAssumed { consoleDescription } }

    /// Same as `description`.
    nonisolated open override var debugDescription: String { description }
}
