//
//  ToastHUD.swift
//  Toasts and a progress HUD with an animated ring.
//

import QuartzCore
import UIKit

public final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    public var lineWidth: CGFloat = 4 { didSet { setNeedsLayout() } }

    public var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = max(0, min(1, progress)) }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor.white.withAlphaComponent(0.2).cgColor
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.strokeColor = UIColor.white.cgColor
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
    }

    required init?(coder: NSCoder) { fatalError() }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let path = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
            startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
            shape.lineWidth = lineWidth
        }
    }

    public func setProgress(_ value: CGFloat, animated: Bool) {
        let clamped = max(0, min(1, value))
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
            animation.toValue = clamped
            animation.duration = 0.25
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            progressLayer.add(animation, forKey: "progress")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progress = clamped
        CATransaction.commit()
    }

    public func startSpinning() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        layer.add(spin, forKey: "spin")
    }

    public func stopSpinning() { layer.removeAnimation(forKey: "spin") }
}

public final class HUD: UIView {
    public enum Mode { case indeterminate, progress, success, text }

    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialDark))
    private let spinner = UIActivityIndicatorView(style: .large)
    private let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    private let checkmark = UIImageView(image: UIImage(systemName: "checkmark"))
    private let label = UILabel()
    private var displayLink: CADisplayLink?
    private var simulatedStart: CFTimeInterval = 0

    public var mode: Mode = .indeterminate { didSet { updateMode() } }
    public var text: String? { didSet { label.text = text; setNeedsLayout() } }
    public var progress: Float = 0 { didSet { ring.setProgress(CGFloat(progress), animated: true) } }

    private static weak var current: HUD?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.1)
        blur.layer.cornerRadius = 14
        blur.clipsToBounds = true
        addSubview(blur)
        spinner.color = .white
        checkmark.tintColor = .white
        checkmark.preferredSymbolConfiguration = .init(pointSize: 36, weight: .bold)
        label.textColor = .white
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.numberOfLines = 0
        label.textAlignment = .center
        [spinner, ring, checkmark, label].forEach(blur.contentView.addSubview)
        updateMode()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func updateMode() {
        spinner.isHidden = mode != .indeterminate
        mode == .indeterminate ? spinner.startAnimating() : spinner.stopAnimating()
        ring.isHidden = mode != .progress
        checkmark.isHidden = mode != .success
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let maxWidth: CGFloat = 220
        let textSize = label.sizeThatFits(CGSize(width: maxWidth - 32, height: .greatestFiniteMagnitude))
        let hasIcon = mode != .text
        let width = max(120, min(maxWidth, textSize.width + 32))
        let height = (hasIcon ? 90 : 24) + (text == nil ? 0 : textSize.height + 8)
        blur.frame = CGRect(
            x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        let iconCenter = CGPoint(x: width / 2, y: text == nil ? height / 2 : 45)
        spinner.center = iconCenter
        ring.center = iconCenter
        checkmark.sizeToFit()
        checkmark.center = iconCenter
        label.frame = CGRect(x: 16, y: hasIcon ? 80 : 12, width: width - 32, height: textSize.height)
    }

    @discardableResult
    public static func show(in view: UIView? = nil, text: String? = nil, mode: Mode = .indeterminate) -> HUD {
        current?.removeFromSuperview()
        let host = view ?? UIApplication.shared.windows.first(where: { $0.isKeyWindow })!
        let hud = HUD(frame: host.bounds)
        hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        hud.text = text
        hud.mode = mode
        hud.alpha = 0
        host.addSubview(hud)
        current = hud
        UIView.animate(withDuration: 0.2) { hud.alpha = 1 }
        return hud
    }

    public static func showSuccess(_ text: String? = nil, hideAfter delay: TimeInterval = 1.2) {
        let hud = show(text: text, mode: .success)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        hud.hide(after: delay)
    }

    public func hide(after delay: TimeInterval = 0) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self = self else { return }
            self.displayLink?.invalidate()
            UIView.animate(
                withDuration: 0.25,
                animations: {
                    self.alpha = 0
                    self.blur.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                }, completion: { _ in self.removeFromSuperview() })
        }
    }

    public static func hide() { current?.hide() }

    /// Drives the ring from a display link for a fixed duration (demo / fake progress).
    public func simulateProgress(duration: CFTimeInterval) {
        mode = .progress
        simulatedStart = CACurrentMediaTime()
        displayLink = CADisplayLink(target: self, selector: #selector(tick(_:)))
        displayLink?.preferredFramesPerSecond = 30
        displayLink?.add(to: .main, forMode: .common)
        self.simulatedDuration = duration
    }

    private var simulatedDuration: CFTimeInterval = 1

    @objc private func tick(_ link: CADisplayLink) {
        let fraction = (link.timestamp - simulatedStart) / simulatedDuration
        ring.progress = CGFloat(min(1, fraction))
        if fraction >= 1 {
            link.invalidate()
            displayLink = nil
            mode = .success
            hide(after: 0.6)
        }
    }
}

// MARK: - Toast

public enum ToastPosition { case top, center, bottom }

public extension UIView {
    func makeToast(_ message: String, duration: TimeInterval = 2, position: ToastPosition = .bottom) {
        let toast = UILabel()
        toast.text = message
        toast.textColor = .white
        toast.backgroundColor = UIColor.black.withAlphaComponent(0.8)
        toast.font = .systemFont(ofSize: 14)
        toast.textAlignment = .center
        toast.numberOfLines = 0
        toast.layer.cornerRadius = 10
        toast.layer.masksToBounds = true
        let maxSize = CGSize(width: bounds.width * 0.8, height: bounds.height * 0.5)
        var size = toast.sizeThatFits(maxSize)
        size.width += 24
        size.height += 16
        toast.bounds = CGRect(origin: .zero, size: size)
        let y: CGFloat
        switch position {
        case .top: y = safeAreaInsets.top + size.height / 2 + 12
        case .center: y = bounds.midY
        case .bottom: y = bounds.height - safeAreaInsets.bottom - size.height / 2 - 24
        }
        toast.center = CGPoint(x: bounds.midX, y: y)
        toast.alpha = 0
        addSubview(toast)
        UIView.animate(
            withDuration: 0.2, animations: { toast.alpha = 1 },
            completion: { _ in
                UIView.animate(
                    withDuration: 0.2, delay: duration, options: [],
                    animations: {
                        toast.alpha = 0
                    }, completion: { _ in toast.removeFromSuperview() })
            })
    }
}
