import UIKit

protocol CardViewControllerDelegate: AnyObject {
    func cardViewControllerDidClose(_ controller: CardViewController)
    func cardViewController(_ controller: CardViewController, titleFor index: Int) -> String?
    func cardViewControllerShouldDim(_ controller: CardViewController) -> Bool
    func cardViewControllerDidAppear(_ controller: CardViewController)
    func cardViewController(
        _ controller: CardViewController,
        sizeFor index: Int
    ) -> CGSize
    var preferredCornerRadius: CGFloat { get }
}

extension CardViewControllerDelegate {
    func cardViewController(_ controller: CardViewController, titleFor index: Int) -> String? { nil }
    func cardViewControllerShouldDim(_ controller: CardViewController) -> Bool { false }
    func cardViewControllerDidAppear(_ controller: CardViewController) {}
    func cardViewController(_ controller: CardViewController, sizeFor index: Int) -> CGSize { .zero }
    var preferredCornerRadius: CGFloat { 0 }
}

class CardViewController: UIViewController {
    weak var closeButton: UIButton!
    var cornerRadius: CGFloat = 12
    var progress: CGFloat = 0
    static let sizeDidChange = Notification.Name("CardSizeDidChange")
    let scrollView = UIScrollView()
    private var offsetObservation: NSKeyValueObservation?
    weak var delegate: CardViewControllerDelegate?
    var completion: ((Bool) -> Void)?
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.addTarget(self, action: CardViewController.closeTapped, for: .touchUpInside)
        view.addSubview(button)
        let tap = UITapGestureRecognizer(target: self, action: CardViewController.handleTap)
        view.addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan)
        view.addGestureRecognizer(pan)
        NotificationCenter.default.addObserver(
            self, selector: CardViewController.sizeChanged, name: CardViewController.sizeDidChange, object: self)
        view.addSubview(scrollView)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            self?.progress = (change.newValue?.y ?? 0) / 100
        }
        // A comment mentioning #selector(handleTap) and @objc stays as written.
        log.append("uses #selector(handleTap) and @objc in a string")
        log.append(
            """
            delegate?.cardViewControllerDidAppear?(self) in a "multi-line" string \(log.count)
            """)
        log.append(#"raw "\#(title ?? "")" with @IBOutlet and \(notInterpolated)"#)
        /* a block comment /* nested @objc */ #selector(handleTap) */
    }

    func handleTap() {
        let title = delegate?.cardViewController(self, titleFor: 0) ?? "Card"
        log.append(title)
        if delegate?.cardViewControllerShouldDim(self) ?? false { view.alpha = 0.5 }
        delegate?.cardViewControllerDidAppear(self)
        completion?(true)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        progress = recognizer.translation(in: view).y / 100
    }

    private func sizeChanged(_ notification: Notification) {
        log.append("size changed")
    }

    @IBAction func closeTapped(_ sender: UIButton) {
        delegate?.cardViewControllerDidClose(self)
    }

    func resetTapped() {
        progress = 0
    }
}
