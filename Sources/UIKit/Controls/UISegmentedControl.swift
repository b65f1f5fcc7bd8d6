/// A horizontal row of segments of which one at most is selected, as UIKit's
/// `UISegmentedControl`.
///
/// Drawn as iOS 17 draws it: a 32 point high rounded rectangle in the tertiary system fill,
/// with the selected segment on a white (or `selectedSegmentTintColor`) rounded thumb inset by
/// 2 points, titles in the 13 point system font. A tap on an enabled segment selects it on
/// lift-off and sends `.valueChanged` when the selection changed; segments made from
/// `UIAction`s also perform their action.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning that no segment is selected.
    public static let noSegment = -1

    @MainActor struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        let label = UILabel()
        let imageView = UIImageView()
    }

    static let height: CGFloat = 32
    static let thumbInset: CGFloat = 2
    static let segmentPadding: CGFloat = 8
    static let thumbSlideDuration: TimeInterval = 0.25
    static let separatorHeight: CGFloat = 16

    var segments: [Segment] = []
    let thumbView = UIView()
    /// The hairlines between segments, hidden beside the selected one.
    var separatorViews: [UIView] = []
    private var selectedIndexStorage = UISegmentedControl.noSegment
    private var trackedSegment: Int?

    /// The selected segment's index, or `noSegment`; setting it sends no action.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                // [U] UIKit ignores an index past the end; say so rather than corrupt state.
                Diagnostics.log(
                    in: loop,
                    "UISegmentedControl: selectedSegmentIndex \(newValue) is out of bounds of \(segments.count) segments; ignored."
                )
                return
            }
            selectedIndexStorage = newValue
            updateAppearance()
        }
    }

    /// The colour of the selected segment's thumb (nil: white).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            updateAppearance()
            appearanceDidSet(\UISegmentedControl.selectedSegmentTintColor, selectedSegmentTintColor)
        }
    }

    /// Whether segments only flash when tapped instead of staying selected.
    open var isMomentary = false {
        didSet { updateAppearance() }
    }

    /// Whether segments are as wide as their content instead of equally wide.
    open var apportionsSegmentWidthsByContent = false {
        didSet { invalidateAndLayout() }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// Creates a control with a segment for each item: a `String` title or a `UIImage`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                appendSegment(Segment(title: title))
            } else if let image = item as? UIImage {
                appendSegment(Segment(image: image))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment for each action, showing its title and image.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            appendSegment(Segment(title: action.title, image: action.image, action: action))
        }
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    private func configure() {
        layer.cornerRadius = 8
        backgroundColor = .tertiarySystemFill
        thumbView.isUserInteractionEnabled = false
        thumbView.layer.cornerRadius = 7
        thumbView.layer.shadowOpacity = 0.12
        thumbView.layer.shadowRadius = 4
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.isHidden = true
        addSubview(thumbView)
    }

    // MARK: Segments

    /// Inserts a segment with a title at `segment` (clamped to the ends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image at `segment` (clamped to the ends).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment` (clamped to the ends).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment`; the selection follows its segment or is cleared.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        if selectedIndexStorage == segment {
            selectedIndexStorage = UISegmentedControl.noSegment
        } else if selectedIndexStorage > segment {
            selectedIndexStorage -= 1
        }
        invalidateAndLayout()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets the title of a segment (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        invalidateAndLayout()
    }

    /// The title of a segment.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of a segment (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        invalidateAndLayout()
    }

    /// The image of a segment.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the action of a segment, taking its title and image.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
        invalidateAndLayout()
    }

    /// The action of a segment.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// Enables or disables one segment (a disabled segment ignores taps and is dimmed).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateAppearance()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Fixes a segment's width; 0 lets the control size it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        invalidateAndLayout()
    }

    /// The fixed width of a segment, 0 when the control sizes it.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        if selectedIndexStorage >= index { selectedIndexStorage += 1 }
        segments.insert(segment, at: index)
        adopt(segment)
        invalidateAndLayout()
    }

    private func appendSegment(_ segment: Segment) {
        segments.append(segment)
        adopt(segment)
        invalidateAndLayout()
    }

    private func adopt(_ segment: Segment) {
        segment.label.textAlignment = .center
        segment.imageView.contentMode = .center
        addSubview(segment.label)
        addSubview(segment.imageView)
    }

    private func invalidateAndLayout() {
        invalidateIntrinsicContentSize()
        updateAppearance()
        setNeedsLayout()
    }

    // MARK: Layout

    private func contentWidth(of segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        return segment.label.intrinsicContentSize.width
    }

    /// Each segment as wide as the widest content (or its own content, or its fixed width),
    /// plus padding; 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { contentWidth(of: $0) }.max() ?? 0
        var width: CGFloat = 0
        for segment in segments {
            if segment.width > 0 {
                width += segment.width
            } else {
                let content = apportionsSegmentWidthsByContent ? contentWidth(of: segment) : widest
                width += content + 2 * UISegmentedControl.segmentPadding
            }
        }
        return CGSize(width: ceil(width), height: UISegmentedControl.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The frames of the segments across the bounds: fixed widths first, the rest shared
    /// equally (or by content when `apportionsSegmentWidthsByContent`).
    func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let flexible = segments.filter { $0.width == 0 }
        let remaining = max(0, bounds.width - fixed)
        let contentTotal = flexible.reduce(0) { $0 + contentWidth(of: $1) + 2 * UISegmentedControl.segmentPadding }
        var x: CGFloat = 0
        return segments.map { segment in
            var w = segment.width
            if w == 0 {
                if apportionsSegmentWidthsByContent && contentTotal > 0 {
                    w = remaining * (contentWidth(of: segment) + 2 * UISegmentedControl.segmentPadding) / contentTotal
                } else {
                    w = remaining / CGFloat(max(1, flexible.count))
                }
            }
            defer { x += w }
            return CGRect(x: x, y: 0, width: w, height: bounds.height)
        }
    }

    /// Places the titles, images and the selection thumb.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames()
        for (segment, frame) in zip(segments, frames) {
            segment.label.frame = frame
            segment.imageView.frame = frame
        }
        layoutSeparators(frames)
        if frames.indices.contains(selectedIndexStorage) {
            let inset = UISegmentedControl.thumbInset
            thumbView.frame = frames[selectedIndexStorage].insetBy(dx: inset, dy: inset)
        }
    }

    private func layoutSeparators(_ frames: [CGRect]) {
        let count = max(0, frames.count - 1)
        while separatorViews.count < count {
            let separator = UIView()
            separator.isUserInteractionEnabled = false
            separator.backgroundColor = .opaqueSeparator
            insertSubview(separator, belowSubview: thumbView)
            separatorViews.append(separator)
        }
        while separatorViews.count > count { separatorViews.removeLast().removeFromSuperview() }
        let height = UISegmentedControl.separatorHeight
        for (i, separator) in separatorViews.enumerated() {
            separator.frame = CGRect(x: frames[i].maxX - 0.5, y: bounds.midY - height / 2, width: 1, height: height)
            let besideSelection = showsSelection && (i == selectedIndexStorage || i + 1 == selectedIndexStorage)
            separator.alpha = besideSelection ? 0 : 1
        }
    }

    private var showsSelection: Bool {
        !isMomentary && segments.indices.contains(selectedIndexStorage)
    }

    func updateAppearance() {
        thumbView.isHidden = !showsSelection
        thumbView.backgroundColor = selectedSegmentTintColor ?? .white
        for (i, segment) in segments.enumerated() {
            let selected = showsSelection && i == selectedIndexStorage
            segment.label.text = segment.image == nil ? segment.title : nil
            segment.label.font = .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
            let usable = isEnabled && segment.isEnabled
            segment.label.textColor = usable ? .label : .tertiaryLabel
            segment.imageView.image = segment.image
            segment.imageView.tintColor = usable ? .label : .tertiaryLabel
        }
        setNeedsLayout()
    }

    override func controlStateDidChange() {
        updateAppearance()
    }

    // MARK: Tracking

    private func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// Remembers the segment the finger came down on; disabled segments do not track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else {
            trackedSegment = nil
            return false
        }
        trackedSegment = index
        return true
    }

    /// Selects the segment under the finger when it lifts inside the control, performs its
    /// action and sends `.valueChanged` if the selection changed. A momentary control sends
    /// for every tap and keeps the index readable without drawing it.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { trackedSegment = nil }
        guard let touch, bounds.contains(touch.location(in: self)),
            let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled
        else { return }
        let changed = index != selectedIndexStorage
        guard changed || isMomentary else { return }
        if selectedIndexStorage == UISegmentedControl.noSegment || isMomentary {
            selectedSegmentIndex = index
        } else {
            // The thumb slides from the old segment to the new one.
            UIView.animate(
                withDuration: UISegmentedControl.thumbSlideDuration, delay: 0, options: [.beginFromCurrentState]
            ) {
                self.selectedSegmentIndex = index
                self.layoutIfNeeded()
            }
        }
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
