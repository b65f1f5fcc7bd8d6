extension UIFont {
    /// A font weight on UIKit's scale from -1 (lightest) through 0 (regular) to 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight on UIKit's -1...1 scale.
        public var rawValue: CGFloat
        /// Creates a weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The lightest weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// A thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// A light weight.
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// A medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// A semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// A bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// A heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight.
        public static let black = Weight(rawValue: 0.62)

        /// The named weights in order with their CSS/fontconfig weights and face-name words.
        static let scale: [(weight: Weight, css: Int, name: String)] = [
            (.ultraLight, 100, "Ultralight"), (.thin, 200, "Thin"), (.light, 300, "Light"),
            (.regular, 400, "Regular"), (.medium, 500, "Medium"), (.semibold, 600, "Semibold"),
            (.bold, 700, "Bold"), (.heavy, 800, "Heavy"), (.black, 900, "Black"),
        ]

        /// The nearest named weight's entry on the scale.
        var nearest: (weight: Weight, css: Int, name: String) {
            Weight.scale.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!
        }

        /// The CSS weight (100...900) of the nearest named weight, as Pango and fontconfig use it.
        var cssWeight: Int { nearest.css }
    }
}
