extension VirtualDevice {
    /// Screen sizes of real devices in points, portrait (rotate for landscape). Size classes
    /// follow from them: an iPad is regular in width (compact when its window is narrower than
    /// 678 points, as in Slide Over); a Plus or Max iPhone is regular in width in landscape.
    public enum Model: Sendable {
        /// iPhone 14/15 class: 390 × 844.
        case iPhone
        /// iPhone 15 Pro Max class: 430 × 932.
        case iPhoneProMax
        /// 11-inch iPad Pro: 834 × 1194.
        case iPadPro11

        /// The portrait screen size in points.
        public var size: CGSize {
            switch self {
            case .iPhone: CGSize(width: 390, height: 844)
            case .iPhoneProMax: CGSize(width: 430, height: 932)
            case .iPadPro11: CGSize(width: 834, height: 1194)
            }
        }

        /// The size in landscape.
        public var landscapeSize: CGSize { CGSize(width: size.height, height: size.width) }
    }

    /// Creates a device of `model` in portrait (or landscape).
    public convenience init(model: Model, landscape: Bool = false, scale: CGFloat = 1) {
        self.init(size: landscape ? model.landscapeSize : model.size, scale: scale)
    }
}
