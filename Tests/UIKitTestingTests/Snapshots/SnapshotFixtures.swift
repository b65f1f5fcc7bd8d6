import UIKitTesting

/// A view of `size` points filled with `color`, with a 4-point black square at its top left.
@MainActor
func markedSquare(_ color: UIColor, size: CGFloat = 12) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
    view.backgroundColor = color
    let mark = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    mark.backgroundColor = .black
    view.addSubview(mark)
    return view
}

/// A controller whose background follows the appearance: white in light, near-black in dark,
/// with a red square 20 points in.
final class AppearanceViewController: UIViewController {
    static let darkBackground = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)

    override func viewDidLoad() {
        super.viewDidLoad()
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        square.backgroundColor = .red
        view.addSubview(square)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.backgroundColor =
            traitCollection.userInterfaceStyle == .dark ? Self.darkBackground : .white
    }
}

/// A controller filled with one colour.
final class ColorViewController: UIViewController {
    private let color: UIColor

    init(_ color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

/// A fresh directory in the temporary folder for tests that record references.
func temporarySnapshotDirectory() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
    return url.path
}
