import UIKit

/// A grid of photos; tapping one zooms it to full screen with one animator both ways.
public final class GalleryViewController: UIViewController {
    public private(set) var tiles: [UIView] = []
    public private(set) var selected: UIView?
    private let zoom = ZoomTransition()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .systemBackground
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
        for (index, color) in colors.enumerated() {
            let tile = UIView()
            tile.backgroundColor = color
            tile.tag = index
            tile.translatesAutoresizingMaskIntoConstraints = false
            tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: GalleryViewController.tileTapped))
            view.addSubview(tile)
            tiles.append(tile)
        }
        var constraints: [NSLayoutConstraint] = []
        for (index, tile) in tiles.enumerated() {
            let column = CGFloat(index % 2), row = CGFloat(index / 2)
            constraints += [
                tile.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -15),
                tile.heightAnchor.constraint(equalTo: tile.widthAnchor),
                tile.leadingAnchor.constraint(
                    equalTo: view.leadingAnchor, constant: 10 + column * (view.bounds.width / 2)),
                tile.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10 + row * 200),
            ]
        }
        NSLayoutConstraint.activate(constraints)
    }

    public func tileTapped(_ recognizer: UITapGestureRecognizer) {
        guard let tile = recognizer.view else { return }
        open(tile)
    }

    public func open(_ tile: UIView) {
        selected = tile
        let photo = PhotoViewController(color: tile.backgroundColor ?? .gray)
        zoom.originFrame = tile.convert(tile.bounds, to: nil)
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = zoom
        present(photo, animated: true)
    }
}

/// One photo, full screen.
public final class PhotoViewController: UIViewController {
    public let color: UIColor

    public init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}
