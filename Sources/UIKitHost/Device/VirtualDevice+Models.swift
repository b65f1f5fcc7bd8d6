extension VirtualDevice {
    /// Screen sizes of real devices in points, portrait (rotate for landscape). Size classes
    /// follow from them: an iPad is regular in width (compact when its window is narrower than
    /// 678 points, as in Slide Over); a Plus or Max iPhone is regular in width in landscape.
    public enum Model: Sendable, CaseIterable {
        /// iPhone 14/15 class: 390 × 844.
        case iPhone
        /// iPhone 15 Pro Max class: 430 × 932.
        case iPhoneProMax
        /// 11-inch iPad Pro: 834 × 1194.
        case iPadPro11
        /// First-generation iPhone SE (and iPhone 5s) class: 320 × 568.
        case iPhoneSE
        /// iPhone 8 (and second/third-generation SE) class: 375 × 667.
        case iPhone8
        /// iPhone 13 mini class: 375 × 812.
        case iPhoneMini
        /// iPhone 13 Pro Max class: 428 × 926.
        case iPhone13ProMax
        /// iPad mini (fifth generation) class: 768 × 1024.
        case iPadMini
        /// 12.9-inch iPad Pro: 1024 × 1366.
        case iPadPro12_9

        /// The portrait screen size in points.
        public var size: CGSize {
            switch self {
            case .iPhone: CGSize(width: 390, height: 844)
            case .iPhoneProMax: CGSize(width: 430, height: 932)
            case .iPadPro11: CGSize(width: 834, height: 1194)
            case .iPhoneSE: CGSize(width: 320, height: 568)
            case .iPhone8: CGSize(width: 375, height: 667)
            case .iPhoneMini: CGSize(width: 375, height: 812)
            case .iPhone13ProMax: CGSize(width: 428, height: 926)
            case .iPadMini: CGSize(width: 768, height: 1024)
            case .iPadPro12_9: CGSize(width: 1024, height: 1366)
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
