import UIKit

public class CardViewController: UIViewController {
    public let number: Int
    public let closeButton = UIButton(type: .close)

    public init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.layer.cornerRadius = 16
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        closeButton.addTarget(self, action: CardViewController.close, for: .touchUpInside)
        view.addSubview(closeButton)
        NSLayoutConstraint.activate([
            closeButton.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            closeButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
        CardStyler().decorate(view, elevation: 2)
    }

    public func close() {
        dismiss(animated: true, completion: nil)
    }
}

public class CardDetailViewController: UIViewController {
    public let card: CardViewController

    public init(card: CardViewController) {
        self.card = card
        super.init(nibName: nil, bundle: nil)
        title = "Card \(card.number)"
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
