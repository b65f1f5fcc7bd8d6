import UIKit

/// A tappable row of the app's menus.
@MainActor
public final class MenuRow: UIView {
    let label = UILabel()
    /// What a tap does.
    public var action: () -> Void

    init(title: String, action: @escaping () -> Void) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = .white
        layer.cornerRadius = 10
        label.text = title
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        addSubview(label)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: MenuRow.tap))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }

    /// Runs the row's action, as a tap does.
    public func tap() { action() }
}

/// A screen that lists rows under its navigation bar.
@MainActor
open class MenuListViewController: TracedViewController {
    public private(set) var rows: [MenuRow] = []

    /// Adds a row.
    public func addRow(_ title: String, _ action: @escaping () -> Void) {
        let row = MenuRow(title: title, action: action)
        rows.append(row)
        if isViewLoaded { view.addSubview(row) }
    }

    /// The row titled `title`.
    public func row(_ title: String) -> MenuRow? { rows.first { $0.label.text == title } }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for row in rows { view.addSubview(row) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var y = view.safeAreaInsets.top + 16
        for row in rows {
            row.frame = CGRect(x: 16, y: y, width: view.bounds.width - 32, height: 48)
            y += 56
        }
    }
}

/// The app's first screen.
@MainActor
public final class MenuViewController: MenuListViewController {
    public override var traceName: String { "Menu" }
    let images: [UIImage]

    public init(images: [UIImage]) {
        self.images = images
        super.init(nibName: nil, bundle: nil)
        title = "Transition Practice"
        addRow("Custom Presentation") { [unowned self] in show(CustomPresentationViewController(), sender: self) }
        addRow("Custom Transition") { [unowned self] in show(GalleryViewController(images: self.images), sender: self) }
        addRow("Modal Styles") { [unowned self] in show(StylesViewController(), sender: self) }
        addRow("Fade Animators") { [unowned self] in show(FadeViewController(), sender: self) }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
