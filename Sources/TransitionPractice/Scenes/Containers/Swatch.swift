import UIKit

/// A named colour the container samples show.
public struct Swatch: Sendable {
    public let name: String
    public let color: UIColor

    /// The colours the samples list, page through and switch between.
    public static let all: [Swatch] = [
        Swatch(name: "Coral", color: UIColor(red: 1, green: 0.5, blue: 0.31, alpha: 1)),
        Swatch(name: "Teal", color: UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)),
        Swatch(name: "Indigo", color: UIColor(red: 0.29, green: 0, blue: 0.51, alpha: 1)),
        Swatch(name: "Gold", color: UIColor(red: 1, green: 0.84, blue: 0, alpha: 1)),
        Swatch(name: "Olive", color: UIColor(red: 0.5, green: 0.5, blue: 0, alpha: 1)),
    ]
}

/// A full-bleed colour with its name: the detail of the split sample and a page of the book.
public final class SwatchViewController: TracedViewController {
    public let swatch: Swatch
    public override var traceName: String { "Swatch(\(swatch.name))" }

    public init(_ swatch: Swatch) {
        self.swatch = swatch
        super.init(nibName: nil, bundle: nil)
        title = swatch.name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = swatch.color
        let label = UILabel()
        label.text = swatch.name
        label.font = .boldSystemFont(ofSize: 34)
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
