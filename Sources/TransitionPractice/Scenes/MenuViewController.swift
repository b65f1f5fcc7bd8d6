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
        setUp()
        label.text = title
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: MenuRow.tap))
    }

    /// A row placed in a storyboard scene: its title is a user-defined runtime attribute and a
    /// tap is the scene's own gesture recognizer, wired to an `@IBAction` there.
    required init?(coder: NSCoder) {
        action = {}
        super.init(coder: coder)
        setUp()
    }

    /// The row's text.
    public var title: String? {
        get { label.text }
        set { label.text = newValue }
    }

    private func setUp() {
        backgroundColor = .white
        layer.cornerRadius = 10
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        addSubview(label)
    }

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

/// The app's first screen: every row runs one of Main.storyboard's segues from this scene,
/// with the row's cell as the sender, and `prepare(for:sender:)` hands each scene what it needs.
@MainActor
public final class MenuViewController: MenuListViewController {
    public override var traceName: String { "Menu" }
    /// The gallery's pictures (set by the app once the storyboard made the menu).
    var images: [UIImage] = []
    /// The transitioning delegate of the circle-reveal sample (held: UIKit's reference is weak).
    public let circleReveal = CircleRevealDelegate()
    /// The title of the alert or action-sheet button chosen last.
    public internal(set) var lastAlertChoice: String?

    /// The rows in order, each with the identifier of the segue it performs.
    public static let segues: [(title: String, identifier: String)] = [
        ("Custom Presentation", "showCustomPresentation"),
        ("Custom Transition", "showCustomTransition"),
        ("Modal Styles", "showModalStyles"),
        ("Fade Animators", "showFadeAnimators"),
        ("Circle Reveal", "presentCircleReveal"),
        ("Split View", "presentSplitView"),
        ("Tab Bar", "presentTabBar"),
        ("Page View", "presentPageView"),
        ("Page Curl", "presentPageCurl"),
    ]

    /// The menu as Main.storyboard's root scene; the app gives it the pictures.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        for (title, identifier) in Self.segues {
            addRow(title) { [unowned self] in performSegue(withIdentifier: identifier, sender: row(title)) }
        }
    }

    /// The seed's hand-over: the gallery gets the pictures; the circle reveal gets its
    /// transitioning delegate and the tapped row's centre.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Trace.shared.record("Menu.prepare(for: \(segue.identifier ?? "nil"))")
        if let gallery = segue.destination as? GalleryViewController {
            gallery.images = images
        }
        if segue.identifier == "presentCircleReveal", let sample = segue.destination as? SampleModalViewController {
            sample.name = "Revealed"
            sample.transitioningDelegate = circleReveal
            if let row = sender as? UIView {
                circleReveal.animator.origin = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
            }
        }
    }
}
