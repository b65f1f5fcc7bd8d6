extension UIView {
    /// The motion effects on the view, in the order added.
    public var motionEffects: [UIMotionEffect] {
        get { motionEffectList }
        set { motionEffectList = newValue }
    }

    /// Adds a motion effect (kept, but a virtual device never tilts, so it does not move the view).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffectList.contains(where: { $0 === effect }) else { return }
        motionEffectList.append(effect)
    }

    /// Removes a motion effect.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffectList.removeAll { $0 === effect }
    }
}
