import Foundation

/// The analytic solution of a mass on a damped spring moving from 0 to 1, written out from the
/// textbook formula (m·x'' + c·x' + k·(x − 1) = 0, x(0) = 0, x'(0) = v₀) for all three regimes.
struct DampedOscillator {
    let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

    init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        (self.mass, self.stiffness, self.damping, self.initialVelocity) = (mass, stiffness, damping, initialVelocity)
    }

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The position at time `t` (0 at rest start, 1 at the target).
    func value(at t: Double) -> Double {
        let w = naturalFrequency, z = dampingRatio, v = initialVelocity
        // y = x − 1 starts at −1 with velocity v.
        let y: Double
        if abs(z - 1) < 1e-9 {
            y = exp(-w * t) * (-1 + (v - w) * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            y = exp(-z * w * t) * (-cos(wd * t) + (v - z * w) / wd * sin(wd * t))
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let a = (v + r2) / (r1 - r2)
            y = a * exp(r1 * t) + (-1 - a) * exp(r2 * t)
        }
        return 1 + y
    }
}
