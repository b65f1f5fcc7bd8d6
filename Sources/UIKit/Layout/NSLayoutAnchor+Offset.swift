/// An anchor held by a constraint side without keeping its item alive.
struct AnchorReference {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
}

/// The distance between two position anchors, as the dimension UIKit's
/// `anchorWithOffset(to:)` returns: constraints made with it measure `end − origin`. It keeps
/// the end anchor's item and attribute as its own, and constraints record the origin to
/// subtract (`NSLayoutConstraint.firstOffsetOrigin`/`secondOffsetOrigin`).
final class OffsetDimension: NSLayoutDimension {
    let origin: AnchorReference

    init<Anchor>(from start: NSLayoutAnchor<Anchor>, to end: NSLayoutAnchor<Anchor>) {
        origin = AnchorReference(item: start.item, attribute: start.attribute)
        super.init(item: end.item, attribute: end.attribute)
    }
}
