// Stand-ins: drag and drop is not part of this UIKit (a headless device has no drag sessions),
// but documents and apps connect these delegates, so the protocols exist, without requirements,
// and the lists keep what is connected to them. See Documentation/Deviations.md.

/// Provides the items dragged from a table view's rows, as `UITableViewDragDelegate` (a stand-in:
/// no drag ever starts here).
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {}

/// Accepts items dropped on a table view, as `UITableViewDropDelegate` (a stand-in: nothing is
/// ever dropped here).
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {}

/// Provides the items dragged from a collection view's cells, as `UICollectionViewDragDelegate`
/// (a stand-in: no drag ever starts here).
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {}

/// Accepts items dropped on a collection view, as `UICollectionViewDropDelegate` (a stand-in:
/// nothing is ever dropped here).
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {}
