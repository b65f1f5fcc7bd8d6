/// Places a list row's image, text and secondary text, shared by `UIListContentView` and the
/// built-in cell styles. Rows are at least 44 points tall, as UIKit's default cells.
@MainActor
enum ListContentLayout {
    static let minimumRowHeight: CGFloat = 44

    struct Parts {
        var image: UIImageView?
        var text: UILabel?
        var secondary: UILabel?
        var layout: UIListContentConfiguration.Layout
        var margins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        var imagePadding: CGFloat = 16
        var verticalPadding: CGFloat = 3
        var value2 = false
    }

    private static func textX(_ p: Parts) -> CGFloat {
        guard let image = p.image?.image else { return p.margins.leading }
        return p.margins.leading + image.size.width + p.imagePadding
    }

    private static func size(_ label: UILabel?, width: CGFloat) -> CGSize {
        guard let label, let text = label.text, !text.isEmpty else { return .zero }
        let s = label.sizeThatFits(CGSize(width: max(width, 0), height: .greatestFiniteMagnitude))
        return CGSize(width: min(ceil(s.width), max(width, 0)), height: ceil(s.height))
    }

    /// The height the content needs at `width`.
    static func height(_ p: Parts, width: CGFloat) -> CGFloat {
        let available = width - textX(p) - p.margins.trailing
        let text = size(p.text, width: available).height
        let secondary = size(p.secondary, width: available).height
        var block =
            p.layout == .subtitle ? text + (secondary > 0 ? p.verticalPadding + secondary : 0) : max(text, secondary)
        block = max(block, p.image?.image?.size.height ?? 0)
        return max(minimumRowHeight, ceil(block + p.margins.top + p.margins.bottom))
    }

    /// Sets the frames of the parts inside `size`.
    static func place(_ p: Parts, in size: CGSize) {
        let x = textX(p)
        let available = max(0, size.width - x - p.margins.trailing)
        if let imageView = p.image, let image = imageView.image {
            imageView.frame = CGRect(
                x: p.margins.leading, y: ((size.height - image.size.height) / 2).rounded(), width: image.size.width,
                height: image.size.height)
        }
        var text = self.size(p.text, width: available)
        var secondary = self.size(p.secondary, width: available)
        switch p.layout {
        case .cell:
            p.text?.frame = CGRect(
                x: x, y: ((size.height - text.height) / 2).rounded(), width: available, height: text.height)
        case .subtitle:
            let block = text.height + (secondary.height > 0 ? p.verticalPadding + secondary.height : 0)
            let top = ((size.height - block) / 2).rounded()
            p.text?.frame = CGRect(x: x, y: top, width: available, height: text.height)
            p.secondary?.frame = CGRect(
                x: x, y: top + text.height + p.verticalPadding, width: available, height: secondary.height)
        case .value:
            if p.value2 {
                let column = (size.width * 0.3).rounded()
                text.width = column - x
                p.text?.frame = CGRect(
                    x: x, y: ((size.height - text.height) / 2).rounded(), width: text.width, height: text.height)
                let sx = column + 6
                p.secondary?.frame = CGRect(
                    x: sx, y: ((size.height - secondary.height) / 2).rounded(),
                    width: max(0, size.width - sx - p.margins.trailing), height: secondary.height)
                return
            }
            secondary.width = min(secondary.width, max(0, available - text.width - 8))
            p.text?.frame = CGRect(
                x: x, y: ((size.height - text.height) / 2).rounded(), width: text.width, height: text.height)
            p.secondary?.frame = CGRect(
                x: size.width - p.margins.trailing - secondary.width,
                y: ((size.height - secondary.height) / 2).rounded(),
                width: secondary.width, height: secondary.height)
        }
    }
}
