// TEMPORARY STUB (replaced by helper's implementation)
package struct SpringSolver: Sendable {
    var m, k, c, v0: Double
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        (m, k, c, v0) = (mass, stiffness, damping, initialVelocity)
    }
    package func value(at t: Double) -> Double {
        let w0 = (k / m).squareRoot(), z = c / (2 * (k * m).squareRoot())
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return 1 - exp(-z * w0 * t) * (cos(wd * t) + (z * w0 - v0) / wd * sin(wd * t))
        }
        return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
    }
    package var settlingDuration: Double { 1 }
    package var mass: Double { m }
    package var stiffness: Double { k }
    package var damping: Double { c }
    package static func fromDampingRatio(_ ratio: Double, duration: Double, initialVelocity: Double) -> SpringSolver {
        let w = 2 * Double.pi / max(duration, 0.001)
        return SpringSolver(mass: 1, stiffness: w * w, damping: 2 * ratio * w, initialVelocity: initialVelocity)
    }
}
