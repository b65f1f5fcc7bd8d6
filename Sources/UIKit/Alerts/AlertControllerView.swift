/// The root view of a `UIAlertController`: the alert's panel, or an action sheet's group of
/// actions with its cancel group below.
///
/// Metrics follow iOS 17 as it looks: an alert is 270 points wide with a bold 17-point title,
/// a 13-point message and 44-point buttons under hairlines (two side by side, three or more
/// stacked); an action sheet has a grey 13-point header, 57-point buttons with 20-point titles
/// and its cancel button in a separate group 8 points below. Apple documents none of these.
@preconcurrency @MainActor
final class AlertControllerView: UIView {
    weak var controller: UIAlertController?
    /// The blurred panel holding the header and the actions.
    let mainGroup = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialLight))
    /// An action sheet's cancel button, in an opaque group of its own.
    let cancelGroup = UIView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let messageLabel = UILabel(frame: .zero)
    /// The buttons, in the order they are shown.
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    private var needsRebuild = true

    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 13

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: Self.alertWidth, height: 100))
        backgroundColor = .clear
        for group in [mainGroup as UIView, cancelGroup] {
            group.layer.cornerRadius = Self.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        cancelGroup.backgroundColor = .white
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.contentView.addSubview(label)
        }
    }

    required init?(coder: NSCoder) { nil }

    var style: UIAlertController.Style { controller?.preferredStyle ?? .alert }
    private var isPopover: Bool { controller?.isPopover ?? false }

    /// Titles, message, actions or their states changed: rebuild, and let the presentation
    /// resize the panel.
    func contentDidChange() {
        needsRebuild = true
        setNeedsLayout()
        controller?.presentationControllerStorage?.containerView?.setNeedsLayout()
    }

    /// The button showing `action`, if it is shown.
    func button(for action: UIAlertAction) -> AlertActionButton? { buttons.first { $0.action === action } }

    private func rebuild() {
        needsRebuild = false
        guard let controller else { return }
        for b in buttons { b.removeFromSuperview() }
        for s in separators { s.removeFromSuperview() }
        buttons = []
        separators = []
        let sheet = style == .actionSheet
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        titleLabel.font = sheet ? UIFont.systemFont(ofSize: 13, weight: .semibold) : UIFont.boldSystemFont(ofSize: 17)
        messageLabel.font = UIFont.systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? UIColor.systemGray : UIColor.label
        messageLabel.textColor = sheet ? UIColor.systemGray : UIColor.label
        for field in controller.textFieldViews where field.superview !== mainGroup.contentView {
            mainGroup.contentView.addSubview(field)
        }
        let bold = sheet ? controller.cancelAction : controller.preferredAction ?? controller.cancelAction
        let size: CGFloat = sheet ? 20 : 17
        for action in shownActions(of: controller) {
            let font = action === bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
            let button = AlertActionButton(action: action, font: font)
            buttons.append(button)
            if sheet && action.style == .cancel {
                cancelGroup.addSubview(button)
            } else {
                mainGroup.contentView.addSubview(button)
            }
        }
        // Side by side, the cancel button goes left; stacked, it goes last.
        if !sheet, sideBySide, let i = buttons.firstIndex(where: { $0.action.style == .cancel }) {
            buttons.insert(buttons.remove(at: i), at: 0)
        }
    }

    /// The actions shown: a popover leaves out the cancel action; the cancel action comes last.
    private func shownActions(of controller: UIAlertController) -> [UIAlertAction] {
        let others = controller.actions.filter { $0.style != .cancel }
        guard let cancel = controller.cancelAction, !(style == .actionSheet && isPopover) else { return others }
        return others + [cancel]
    }

    /// Two actions sit side by side in an alert when both titles fit on one line in half the width.
    private var sideBySide: Bool {
        guard style == .alert, buttons.count == 2 else { return false }
        return buttons.allSatisfy { $0.titleWidth <= Self.alertWidth / 2 - 16 }
    }

    private var hairline: CGFloat { 1 / max(1, window?.traitCollection.displayScale ?? 1) }

    private func separator(_ frame: CGRect, in group: UIView) {
        let line = UIView(frame: frame)
        line.backgroundColor = UIColor.separator
        line.isUserInteractionEnabled = false
        group.addSubview(line)
        separators.append(line)
    }

    /// The height the content needs at `width`, placing the subviews when `place` is set.
    @discardableResult
    private func arrange(width: CGFloat, place: Bool) -> CGFloat {
        if needsRebuild { rebuild() }
        guard let controller else { return 0 }
        let sheet = style == .actionSheet
        if place {
            for s in separators { s.removeFromSuperview() }
            separators = []
        }
        let inner = width - 32
        var y: CGFloat = 0
        let hasTitle = !(controller.title ?? "").isEmpty
        let hasMessage = !(controller.message ?? "").isEmpty
        let fields = controller.textFieldViews
        if hasTitle || hasMessage || !fields.isEmpty {
            y = sheet ? 14 : 20
            for (label, shown) in [(titleLabel, hasTitle), (messageLabel, hasMessage)] {
                label.isHidden = !shown
                guard shown else { continue }
                if label === messageLabel && hasTitle { y += sheet ? 2 : 4 }
                let h = ceil(label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height)
                if place { label.frame = CGRect(x: 16, y: y, width: inner, height: h) }
                y += h
            }
            if !fields.isEmpty && (hasTitle || hasMessage) { y += 16 }
            for (i, field) in fields.enumerated() {
                if i > 0 { y += 4 }
                if place { field.frame = CGRect(x: 16, y: y, width: inner, height: 28) }
                y += 28
            }
            y += fields.isEmpty ? (sheet ? 14 : 20) : 16
        } else {
            titleLabel.isHidden = true
            messageLabel.isHidden = true
        }
        let rowHeight: CGFloat = sheet ? 57 : 44
        let main = buttons.filter { !(sheet && $0.action.style == .cancel) }
        if sideBySide {
            if place {
                if y > 0 { separator(CGRect(x: 0, y: y, width: width, height: hairline), in: mainGroup.contentView) }
                main[0].frame = CGRect(x: 0, y: y, width: width / 2, height: rowHeight)
                main[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: rowHeight)
                separator(CGRect(x: width / 2, y: y, width: hairline, height: rowHeight), in: mainGroup.contentView)
            }
            y += rowHeight
        } else {
            for button in main {
                if place {
                    if y > 0 {
                        separator(CGRect(x: 0, y: y, width: width, height: hairline), in: mainGroup.contentView)
                    }
                    button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                }
                y += rowHeight
            }
        }
        let mainHeight = y
        let cancel = sheet ? buttons.first { $0.action.style == .cancel } : nil
        if place {
            mainGroup.isHidden = mainHeight == 0
            mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight)
            cancelGroup.isHidden = cancel == nil
        }
        guard let cancel else { return mainHeight }
        let top = mainHeight > 0 ? mainHeight + 8 : 0
        if place {
            cancelGroup.frame = CGRect(x: 0, y: top, width: width, height: rowHeight)
            cancel.frame = cancelGroup.bounds
        }
        return top + rowHeight
    }

    /// The size the alert takes in a container of `size` (its width fixed by the style).
    func fittingSize(in size: CGSize) -> CGSize {
        let width: CGFloat
        switch style {
        case .alert: width = Self.alertWidth
        case .actionSheet: width = isPopover ? 304 : max(0, min(size.width, size.height) - 16)
        }
        return CGSize(width: width, height: arrange(width: width, place: false))
    }

    // MARK: Touches

    /// The finger may slide from button to button, as in UIKit: the alert view tracks every
    /// touch that lands on a button, highlights the enabled button under the finger, and
    /// performs the one it is lifted from.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let hit, buttons.contains(where: { hit.isDescendant(of: $0) }) else { return hit }
        return self
    }

    private var trackingTouch: UITouch?

    private func button(under touch: UITouch) -> AlertActionButton? {
        buttons.first { !$0.isHidden && $0.bounds.contains(touch.location(in: $0)) }
    }

    private func highlight(_ touch: UITouch?) {
        let target = touch.flatMap(button(under:))
        for b in buttons { b.isHighlighted = b === target && b.isEnabled }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        highlight(touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        highlight(touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        let target = button(under: touch)
        highlight(nil)
        if let target, target.isEnabled { controller?.perform(target.action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        highlight(nil)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arrange(width: bounds.width, place: true)
        if isPopover {
            // A popover draws its own rounded outline; the panel fills it square.
            mainGroup.layer.cornerRadius = 0
            mainGroup.frame.size.height = max(mainGroup.frame.height, bounds.height)
        }
    }
}
