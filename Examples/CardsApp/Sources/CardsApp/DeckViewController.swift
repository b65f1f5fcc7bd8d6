import UIKit

/// The first screen: a stack of cards; tapping "Open" presents the top one as a half-height card.
public class DeckViewController: UIViewController {
    public let openButton = UIButton(type: .system)
    public var cards: [CardViewController] = []
    public private(set) var visited = Set<UIViewController>()
    public private(set) var sizeChanges: [CGSize] = []
    private let cardTransition = CardTransitioningDelegate()
    private var observer: NSObjectProtocol?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Deck"
        view.backgroundColor = .systemBackground
        openButton.setTitle("Open", for: .normal)
        openButton.translatesAutoresizingMaskIntoConstraints = false
        openButton.addTarget(self, action: DeckViewController.openTapped, for: .touchUpInside)
        view.addSubview(openButton)
        NSLayoutConstraint.activate([
            openButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            openButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            openButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
        ])
        cards = (1...3).map { CardViewController(number: $0) }
        observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
        ) { [weak self] _ in
            self?.closeCard()
        }
    }

    public private(set) var appearances = 0

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { _ in
                self.sizeChanges.append(size)
            }, completion: nil)
    }

    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .allButUpsideDown
    }

    deinit {
        if let observer = observer { NotificationCenter.default.removeObserver(observer) }
    }

    public func openTapped() {
        guard let card = cards.first else { return }
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransition
        visited.insert(card)
        present(card, animated: true)
    }

    public func closeCard() {
        guard presentedViewController != nil else { return }
        dismiss(animated: false)
    }

    /// Pushes the next card's detail onto the navigation stack.
    public func showDetail(of card: CardViewController) {
        let detail = CardDetailViewController(card: card)
        navigationController?.pushViewController(detail, animated: true)
    }
}
