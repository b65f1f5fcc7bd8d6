import Foundation
import UIKit

// Classes of Resources/StandIns.storyboard, as an iOS app declares them: a controller that
// prefetches rows and items and is its lists' drag and drop delegate, and a SwiftUI scene's
// controller (a `UIHostingController` subclass in the app; a plain controller here).

/// Prefetches rows and items, and takes part in drag and drop, for its table and collection view.
final class SBStandInsViewController: UIViewController, UITableViewDataSourcePrefetching,
    UICollectionViewDataSourcePrefetching, UITableViewDragDelegate, UITableViewDropDelegate,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
    var table: UITableView!
    var collection: UICollectionView!

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
}

/// The controller of a `<hostingController>` scene.
final class SBSwiftUIHostViewController: UIViewController {}
