extension VirtualDevice {
    /// The haptic feedbacks played in this device's world, oldest first (`"impact medium"`,
    /// `"impact light intensity=0.5"`, `"selection"`, `"notification success"`).
    public var haptics: [String] { application.hapticLog }
}
