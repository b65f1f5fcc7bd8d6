//
//  SwipeDeck.swift
//  A Tinder-style stack of cards that can be swiped left or right.
//

import UIKit

public enum SwipeDirection: Int {
    case left
    case right
    case up
}

public protocol SwipeDeckDataSource: AnyObject {
    func numberOfCards(in deck: SwipeDeckView) -> Int
    func swipeDeck(_ deck: SwipeDeckView, cardAt index: Int) -> SwipeCardView
}

public protocol SwipeDeckDelegate: AnyObject {
    func swipeDeck(_ deck: SwipeDeckView, didSwipeCardAt index: Int, in direction: SwipeDirection)
    func swipeDeck(_ deck: SwipeDeckView, didSelectCardAt index: Int)
    func swipeDeckDidRunOutOfCards(_ deck: SwipeDeckView)
    func swipeDeck(_ deck: SwipeDeckView, shouldSwipeCardAt index: Int, in direction: SwipeDirection)
        -> Bool
}

extension SwipeDeckDelegate {
    public func swipeDeck(_ deck: SwipeDeckView, didSwipeCardAt index: Int, in direction: SwipeDirection) {}
    public func swipeDeck(_ deck: SwipeDeckView, didSelectCardAt index: Int) {}
    public func swipeDeckDidRunOutOfCards(_ deck: SwipeDeckView) {}
    public func swipeDeck(_ deck: SwipeDeckView, shouldSwipeCardAt index: Int, in direction: SwipeDirection) -> Bool {
        true
    }
}

open class SwipeCardView: UIView {
    public let contentView = UIView()
    public let likeLabel = UILabel()
    public let nopeLabel = UILabel()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 18
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        contentView.layer.cornerRadius = 18
        contentView.clipsToBounds = true
        addSubview(contentView)
        for (label, text, color, angle) in [
            (likeLabel, "LIKE", UIColor.systemGreen, -CGFloat.pi / 10),
            (nopeLabel, "NOPE", UIColor.systemRed, CGFloat.pi / 10),
        ] {
            label.text = text
            label.textColor = color
            label.font = .systemFont(ofSize: 36, weight: .heavy)
            label.layer.borderColor = color.cgColor
            label.layer.borderWidth = 4
            label.layer.cornerRadius = 6
            label.textAlignment = .center
            label.alpha = 0
            label.transform = CGAffineTransform(rotationAngle: angle)
            addSubview(label)
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
        likeLabel.bounds = CGRect(x: 0, y: 0, width: 130, height: 56)
        likeLabel.center = CGPoint(x: 90, y: 70)
        nopeLabel.bounds = likeLabel.bounds
        nopeLabel.center = CGPoint(x: bounds.width - 90, y: 70)
    }

    func setOverlay(progress: CGFloat) {
        likeLabel.alpha = max(0, progress)
        nopeLabel.alpha = max(0, -progress)
    }
}

open class SwipeDeckView: UIView {
    public weak var dataSource: SwipeDeckDataSource? { didSet { reloadData() } }
    public weak var delegate: SwipeDeckDelegate?

    public var visibleCardCount = 3
    public var swipeThreshold: CGFloat = 0.35
    public var maxRotation: CGFloat = .pi / 12

    public private(set) var currentIndex = 0
    private var cards: [SwipeCardView] = []
    private var history: [(index: Int, direction: SwipeDirection)] = []
    private let haptic = UISelectionFeedbackGenerator()

    public func reloadData() {
        cards.forEach { $0.removeFromSuperview() }
        cards.removeAll()
        currentIndex = 0
        history.removeAll()
        fillCards()
    }

    private var cardCount: Int { dataSource?.numberOfCards(in: self) ?? 0 }

    private func fillCards() {
        guard let dataSource = dataSource else { return }
        while cards.count < visibleCardCount && currentIndex + cards.count < cardCount {
            let index = currentIndex + cards.count
            let card = dataSource.swipeDeck(self, cardAt: index)
            card.tag = index
            card.frame = cardFrame
            if let last = cards.last { insertSubview(card, belowSubview: last) } else { addSubview(card) }
            attachGestures(to: card)
            cards.append(card)
        }
        layoutStack(animated: false)
    }

    private var cardFrame: CGRect { bounds.insetBy(dx: 16, dy: 24) }

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutStack(animated: false)
    }

    private func layoutStack(animated: Bool) {
        let apply = {
            for (depth, card) in self.cards.enumerated() {
                card.bounds = CGRect(origin: .zero, size: self.cardFrame.size)
                card.center = CGPoint(x: self.cardFrame.midX, y: self.cardFrame.midY + CGFloat(depth) * 10)
                let scale = 1 - CGFloat(depth) * 0.05
                card.transform = CGAffineTransform(scaleX: scale, y: scale)
                card.isUserInteractionEnabled = depth == 0
            }
        }
        animated ? UIView.animate(withDuration: 0.25, animations: apply) : apply()
    }

    private func attachGestures(to card: SwipeCardView) {
        let pan = UIPanGestureRecognizer(target: self, action: SwipeDeckView.handlePan)
        card.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer(target: self, action: SwipeDeckView.handleTap)
        card.addGestureRecognizer(tap)
    }

    private func handleTap(_ tap: UITapGestureRecognizer) {
        delegate?.swipeDeck(self, didSelectCardAt: currentIndex)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let card = pan.view as? SwipeCardView else { return }
        let translation = pan.translation(in: self)
        let progress = translation.x / (bounds.width / 2)
        switch pan.state {
        case .began:
            haptic.prepare()
        case .changed:
            let rotation = maxRotation * max(-1, min(1, progress))
            card.transform = CGAffineTransform(translationX: translation.x, y: translation.y).rotated(by: rotation)
            card.setOverlay(progress: progress)
        case .ended:
            let velocity = pan.velocity(in: self)
            let direction: SwipeDirection? = {
                if progress > swipeThreshold || velocity.x > 800 { return .right }
                if progress < -swipeThreshold || velocity.x < -800 { return .left }
                if translation.y < -bounds.height * 0.3 || velocity.y < -900 { return .up }
                return nil
            }()
            if let direction = direction,
                delegate?.swipeDeck(self, shouldSwipeCardAt: currentIndex, in: direction) ?? true
            {
                swipeTopCard(direction, velocity: velocity)
            } else {
                resetTopCard()
            }
        default:
            resetTopCard()
        }
    }

    private func resetTopCard() {
        guard let card = cards.first else { return }
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
            options: .allowUserInteraction,
            animations: {
                card.transform = .identity
                card.setOverlay(progress: 0)
            })
    }

    /// Swipes the top card programmatically.
    public func swipe(_ direction: SwipeDirection) {
        swipeTopCard(direction, velocity: .zero)
    }

    private func swipeTopCard(_ direction: SwipeDirection, velocity: CGPoint) {
        guard !cards.isEmpty else { return }
        let card = cards.removeFirst()
        let index = currentIndex
        currentIndex += 1
        history.append((index, direction))
        haptic.selectionChanged()

        let distance = max(bounds.width, bounds.height) * 1.5
        let target: CGAffineTransform
        switch direction {
        case .left: target = CGAffineTransform(translationX: -distance, y: 0).rotated(by: -maxRotation * 2)
        case .right: target = CGAffineTransform(translationX: distance, y: 0).rotated(by: maxRotation * 2)
        case .up: target = CGAffineTransform(translationX: 0, y: -distance)
        }
        UIView.animate(
            withDuration: 0.35, delay: 0, options: .curveEaseIn,
            animations: {
                card.transform = target
                card.setOverlay(progress: direction == .right ? 1 : (direction == .left ? -1 : 0))
            },
            completion: { _ in
                card.removeFromSuperview()
            })
        delegate?.swipeDeck(self, didSwipeCardAt: index, in: direction)
        fillCards()
        layoutStack(animated: true)
        if cards.isEmpty { delegate?.swipeDeckDidRunOutOfCards(self) }
    }

    /// Brings the last swiped card back on top.
    public func undo() {
        guard let last = history.popLast(), let dataSource = dataSource else { return }
        currentIndex = last.index
        let card = dataSource.swipeDeck(self, cardAt: last.index)
        card.frame = cardFrame
        card.transform = CGAffineTransform(translationX: last.direction == .left ? -bounds.width : bounds.width, y: 0)
        addSubview(card)
        attachGestures(to: card)
        cards.insert(card, at: 0)
        if cards.count > visibleCardCount { cards.removeLast().removeFromSuperview() }
        layoutStack(animated: true)
    }
}
