/// A view controller whose view is a collection view it is the data source and delegate of,
/// as UIKit's `UICollectionViewController`. Subclasses override the data source and delegate
/// methods.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layoutStorage: UICollectionViewLayout

    /// Whether the selected items are deselected when the view appears again.
    open var clearsSelectionOnViewWillAppear = true

    /// The collection view, which is the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view (the one given at creation until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        collectionView?.collectionViewLayout ?? layoutStorage
    }

    /// Whether the controller's collection view uses a layout the controller made for it.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view the view, with the controller as its data source and delegate
    /// (the storyboard scene's or nib's collection view when there is one).
    open override func loadView() {
        if loadViewFromArchive() { return }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutStorage)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.backgroundColor = .systemBackground
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Deselects the selected items, unless `clearsSelectionOnViewWillAppear` is false.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionView,
            let selected = collection.indexPathsForSelectedItems
        else { return }
        for path in selected { collection.deselectItem(at: path, animated: animated) }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind)
    }

    // MARK: UICollectionViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
