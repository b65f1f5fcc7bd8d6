// The arithmetic UIKit's Swift overlay gives window levels, so a banner can sit just above the
// status bar (`.statusBar + 1`).
extension UIWindow.Level {
    /// A level `rhs` above `lhs`.
    public static func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level { UIWindow.Level(lhs.rawValue + rhs) }
    /// A level `lhs` above `rhs`.
    public static func + (lhs: CGFloat, rhs: UIWindow.Level) -> UIWindow.Level { UIWindow.Level(lhs + rhs.rawValue) }
    /// A level `rhs` below `lhs`.
    public static func - (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level { UIWindow.Level(lhs.rawValue - rhs) }
}
