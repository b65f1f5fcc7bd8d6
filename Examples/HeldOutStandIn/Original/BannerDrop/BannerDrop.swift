//
//  BannerDrop.swift
//  Drop-down in-app notification banners shown in an overlay window.
//

import UIKit

public enum BannerStyle {
    case success, warning, danger, info, custom(UIColor)

    var color: UIColor {
        switch self {
        case .success: return .systemGreen
        case .warning: return .systemOrange
        case .danger: return .systemRed
        case .info: return .systemBlue
        case .custom(let c): return c
        }
    }

    var icon: UIImage? {
        switch self {
        case .success: return UIImage(systemName: "checkmark.circle.fill")
        case .warning: return UIImage(systemName: "exclamationmark.triangle.fill")
        case .danger: return UIImage(systemName: "xmark.octagon.fill")
        case .info, .custom: return UIImage(systemName: "info.circle.fill")
        }
    }
}

public final class BannerView: UIView {
    public let titleLabel = UILabel()
    public let subtitleLabel = UILabel()
    public let iconView = UIImageView()
    public var onTap: (() -> Void)?
    public var duration: TimeInterval = 3
    var dismissTimer: Timer?

    public init(title: String, subtitle: String? = nil, style: BannerStyle = .info) {
        super.init(frame: .zero)
        backgroundColor = style.color
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)

        iconView.image = style.icon
        iconView.tintColor = .white
        iconView.contentMode = .scaleAspectFit
        iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold)

        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .white
        subtitleLabel.text = subtitle
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = UIColor.white.withAlphaComponent(0.9)
        subtitleLabel.numberOfLines = 2
        subtitleLabel.isHidden = subtitle == nil

        let labels = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        labels.axis = .vertical
        labels.spacing = 2
        let row = UIStackView(arrangedSubviews: [iconView, labels])
        row.axis = .horizontal
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 28),
            row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])

        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swipedUp))
        swipe.direction = .up
        addGestureRecognizer(swipe)
        isAccessibilityElement = true
        accessibilityLabel = [title, subtitle].compactMap { $0 }.joined(separator: ", ")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func tapped() {
        onTap?()
        BannerCenter.shared.dismiss(self)
    }

    @objc private func swipedUp() {
        BannerCenter.shared.dismiss(self)
    }

    public func show() { BannerCenter.shared.enqueue(self) }
}

final class BannerWindow: UIWindow {
    // Let touches outside banners reach the app underneath.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === rootViewController?.view ? nil : hit
    }
}

public final class BannerCenter: NSObject {
    public static let shared = BannerCenter()

    private var window: BannerWindow?
    private var queue: [BannerView] = []
    private(set) var current: BannerView?
    public var usesOverlayWindow = true

    private override init() {
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(appDidEnterBackground),
            name: UIApplication.didEnterBackgroundNotification, object: nil)
    }

    func enqueue(_ banner: BannerView) {
        queue.append(banner)
        if current == nil { showNext() }
    }

    private var hostView: UIView? {
        if usesOverlayWindow {
            if window == nil {
                let scene = UIApplication.shared.connectedScenes
                    .compactMap { $0 as? UIWindowScene }
                    .first { $0.activationState == .foregroundActive }
                let w: BannerWindow
                if let scene = scene {
                    w = BannerWindow(windowScene: scene)
                } else {
                    w = BannerWindow(frame: UIScreen.main.bounds)
                }
                w.windowLevel = .statusBar + 1
                w.backgroundColor = .clear
                let root = UIViewController()
                root.view.backgroundColor = .clear
                w.rootViewController = root
                w.isHidden = false
                window = w
            }
            return window?.rootViewController?.view
        }
        let keyWindow = UIApplication.shared.windows.first { $0.isKeyWindow } ?? UIApplication.shared.keyWindow
        return keyWindow
    }

    private func showNext() {
        guard !queue.isEmpty, let host = hostView else { return }
        let banner = queue.removeFirst()
        current = banner
        let insets = host.safeAreaInsets
        let width = host.bounds.width - 16
        let size = banner.systemLayoutSizeFitting(
            CGSize(width: width, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        banner.frame = CGRect(x: 8, y: -size.height - 10, width: width, height: size.height)
        host.addSubview(banner)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.4,
            options: [.allowUserInteraction],
            animations: {
                banner.frame.origin.y = max(insets.top, 20) + 4
            },
            completion: { _ in
                UIAccessibility.post(notification: .announcement, argument: banner.accessibilityLabel)
                banner.dismissTimer = Timer.scheduledTimer(
                    timeInterval: banner.duration, target: self,
                    selector: #selector(self.timerFired(_:)),
                    userInfo: banner, repeats: false)
            })
    }

    @objc private func timerFired(_ timer: Timer) {
        guard let banner = timer.userInfo as? BannerView else { return }
        dismiss(banner)
    }

    @objc private func appDidEnterBackground() {
        queue.removeAll()
        if let current = current { dismiss(current, animated: false) }
    }

    public func dismiss(_ banner: BannerView, animated: Bool = true) {
        guard banner === current else {
            queue.removeAll { $0 === banner }
            return
        }
        banner.dismissTimer?.invalidate()
        banner.dismissTimer = nil
        let finish = {
            banner.removeFromSuperview()
            self.current = nil
            if self.queue.isEmpty {
                self.window?.isHidden = true
                self.window = nil
            } else {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { self.showNext() }
            }
        }
        guard animated else { finish(); return }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: .curveEaseIn,
            animations: {
                banner.frame.origin.y = -banner.frame.height - 10
            }, completion: { _ in finish() })
    }
}

public extension UIViewController {
    func showBanner(
        title: String, subtitle: String? = nil, style: BannerStyle = .info,
        onTap: (() -> Void)? = nil
    ) {
        let banner = BannerView(title: title, subtitle: subtitle, style: style)
        banner.onTap = onTap
        banner.show()
    }
}
