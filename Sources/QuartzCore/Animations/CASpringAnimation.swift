/// A spring animation of one property using a damped harmonic oscillator, as
/// `CASpringAnimation`. The motion follows the analytic solution; `duration` only says when
/// the animation ends (use `settlingDuration` to end at rest).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (default 1).
    public var mass: CGFloat = 1
    /// The spring stiffness (default 100).
    public var stiffness: CGFloat = 100
    /// The damping coefficient (default 10).
    public var damping: CGFloat = 10
    /// The initial velocity in units of the whole distance per second (default 0).
    public var initialVelocity: CGFloat = 0
    /// Whether damping beyond critical slows the spring (iOS 17); when false, as by default, an
    /// overdamped spring moves as a critically damped one.
    public var allowsOverdamping = false

    public required init() { super.init() }

    /// Creates a spring from a perceptual duration and bounce, as iOS 17's initialiser.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        // A response of `perceptualDuration` means stiffness (2π/response)² for mass 1, and a
        // bounce b corresponds to damping ratio 1 − b (negative bounce overdamps).
        let omega = 2 * Double.pi / max(perceptualDuration, 0.001)
        stiffness = CGFloat(omega * omega)
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        damping = CGFloat(2 * ratio * omega)
        allowsOverdamping = bounce < 0
        duration = settlingDuration
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let o = other as? CASpringAnimation {
            (mass, stiffness, damping, initialVelocity) = (o.mass, o.stiffness, o.damping, o.initialVelocity)
            allowsOverdamping = o.allowsOverdamping
        }
    }

    var solver: SpringSolver {
        let (m, k) = (Double(mass), Double(stiffness))
        var c = Double(damping)
        let critical = 2 * (k * m).squareRoot()
        if !allowsOverdamping && c > critical { c = critical }
        return SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest, from its parameters.
    public var settlingDuration: CFTimeInterval { solver.settlingDuration }

    /// The spring's perceptual duration (response), from its stiffness and mass.
    public var perceptualDuration: TimeInterval { 2 * .pi / (Double(stiffness) / Double(mass)).squareRoot() }

    override func fraction(progress p: Double, simpleDuration d: Double) -> Double {
        solver.value(at: p * d)
    }
}
