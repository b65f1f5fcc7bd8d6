import UIKit

/// A tappable rounded label the app uses as its close buttons.
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

/// A screen that lists rows under its navigation bar: a `UITableViewController` with an
/// inset-grouped table, as the seed app's menus are written for iOS.
@MainActor
open class MenuListViewController: UITableViewController {
    /// The name used in the trace.
    open var traceName: String { String(describing: type(of: self)) }
    /// The rows' titles and what a tap on each does, in order.
    public private(set) var rows: [(title: String, action: () -> Void)] = []

    /// Creates a menu with an inset-grouped table.
    public init() {
        super.init(style: .insetGrouped)
    }

    /// Creates a menu from its storyboard scene (Main.storyboard), whose table is inset-grouped.
    required public init?(coder: NSCoder) { super.init(coder: coder) }

    /// Adds a row.
    public func addRow(_ title: String, _ action: @escaping () -> Void) {
        rows.append((title, action))
        if isViewLoaded { tableView.reloadData() }
    }

    /// The on-screen cell of the row titled `title`.
    public func row(_ title: String) -> UITableViewCell? {
        guard let index = rows.firstIndex(where: { $0.title == title }) else { return nil }
        return tableView.cellForRow(at: IndexPath(row: index, section: 0))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        rows[indexPath.row].action()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Trace.shared.record("\(traceName).viewWillAppear")
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Trace.shared.record("\(traceName).viewDidAppear")
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Trace.shared.record("\(traceName).viewWillDisappear")
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Trace.shared.record("\(traceName).viewDidDisappear")
    }
}

/// The app's first screen.
@MainActor
public final class MenuViewController: MenuListViewController {
    public override var traceName: String { "Menu" }
    /// The gallery's pictures (set by the app after a storyboard made the menu).
    var images: [UIImage]
    /// The transitioning delegate of the circle-reveal sample (held: UIKit's reference is weak).
    public let circleReveal = CircleRevealDelegate()
    /// The title of the alert or action-sheet button chosen last.
    public internal(set) var lastAlertChoice: String?

    public init(images: [UIImage]) {
        self.images = images
        super.init()
        setUp()
    }

    /// The menu as Main.storyboard's root scene; the app gives it the pictures.
    required init?(coder: NSCoder) {
        images = []
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        title = "Transition Practice"
        addRow("Custom Presentation") { [unowned self] in
            // From the storyboard, the row runs the scene's segue, as the seed app's cell does.
            if storyboard != nil {
                performSegue(withIdentifier: "showCustomPresentation", sender: self)
            } else {
                show(CustomPresentationViewController(), sender: self)
            }
        }
        addRow("Custom Transition") { [unowned self] in show(GalleryViewController(images: self.images), sender: self) }
        addRow("Modal Styles") { [unowned self] in show(StylesViewController(), sender: self) }
        addRow("Fade Animators") { [unowned self] in show(FadeViewController(), sender: self) }
        addRow("Circle Reveal") { [unowned self] in presentCircleReveal() }
        addRow("Split View") { [unowned self] in presentFullScreen(ColorSplitViewController()) }
        addRow("Tab Bar") { [unowned self] in presentFullScreen(SlidingTabBarController()) }
        addRow("Page View") { [unowned self] in
            presentFullScreen(UINavigationController(rootViewController: BookViewController(style: .scroll)))
        }
        addRow("Page Curl") { [unowned self] in
            presentFullScreen(UINavigationController(rootViewController: BookViewController(style: .pageCurl)))
        }
        installBarButtonItems()
    }

    /// Presents one of the container samples over the whole screen.
    func presentFullScreen(_ container: UIViewController) {
        container.modalPresentationStyle = .fullScreen
        present(container, animated: true)
    }

    /// Reveals a full-screen sample through a circle growing from the row's centre.
    public func presentCircleReveal() {
        let sample = SampleModalViewController(name: "Revealed")
        sample.modalPresentationStyle = .fullScreen
        sample.transitioningDelegate = circleReveal
        if let row = row("Circle Reveal") {
            circleReveal.animator.origin = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
        }
        present(sample, animated: true)
    }
}
