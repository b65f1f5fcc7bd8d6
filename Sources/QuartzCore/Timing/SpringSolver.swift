import Foundation

/// The exact motion of a damped spring, m x'' + c x' + k x = 0, as `CASpringAnimation` and UIKit's
/// spring animations use it.
///
/// Progress runs from 0 at t = 0 towards 1. The displacement from the target starts at 1 (the
/// whole distance) and its rate of change starts at −`initialVelocity`, so `initialVelocity` is in
/// units of the whole distance per second, positive towards the target, as Core Animation defines
/// it. Under-, critically and over-damped springs each use their closed-form solution; damping
/// ratios within `criticalTolerance` of 1 are treated as critical.
///
/// Rest, for `settlingDuration`: the displacement stays below `restDisplacement` (0.001 of the
/// distance) and the speed below `restSpeed` (0.008 of the distance per second) from then on. Both
/// are judged on envelopes that bound the motion, so the answer is analytic and never early. The
/// speed threshold was picked so that the two values Apple quotes for `settlingDuration` (mass 1,
/// stiffness 100: damping 5 about 2.85 s, damping 15 just over 1 s) come out (2.865 s, 1.006 s).
package struct SpringSolver: Sendable {
    /// The mass on the spring (values below 1e-9 are treated as 1e-9).
    package let mass: Double
    /// The spring stiffness k (values below 1e-9 are treated as 1e-9).
    package let stiffness: Double
    /// The damping coefficient c (negative values are treated as 0).
    package let damping: Double
    /// The starting speed in units of the whole distance per second, positive towards the target.
    let initialVelocity: Double

    /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
    let naturalFrequency: Double
    /// The damping ratio ζ = c / (2 √(k m)).
    let dampingRatio: Double

    static let restDisplacement = 0.001
    static let restSpeed = 0.008
    static let criticalTolerance = 1e-9

    private enum Motion: Sendable {
        /// d(t) = e^(−ζω₀t) (cos ω_d t + b sin ω_d t)
        case underdamped(omegaD: Double, b: Double)
        /// d(t) = (1 + b t) e^(−ω₀t)
        case critical(b: Double)
        /// d(t) = c1 e^(−λ1 t) + c2 e^(−λ2 t), λ1 the slower rate
        case overdamped(lambda1: Double, lambda2: Double, c1: Double, c2: Double)
    }

    private let motion: Motion

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = mass.isFinite ? max(mass, 1e-9) : 1
        let k = stiffness.isFinite ? max(stiffness, 1e-9) : 1e-9
        let c = damping.isFinite ? max(damping, 0) : 0
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        (self.mass, self.stiffness, self.damping, self.initialVelocity) = (m, k, c, v0)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        (naturalFrequency, dampingRatio) = (omega, zeta)

        if abs(zeta - 1) <= Self.criticalTolerance {
            motion = .critical(b: omega - v0)
        } else if zeta < 1 {
            let omegaD = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            motion = .underdamped(omegaD: omegaD, b: (zeta * omega - v0) / omegaD)
        } else {
            let root = ((zeta - 1) * (zeta + 1)).squareRoot()
            // The slow rate written as a quotient avoids cancellation when ζ is large.
            let lambda1 = omega / (zeta + root), lambda2 = omega * (zeta + root)
            let c1 = (lambda2 - v0) / (lambda2 - lambda1)
            motion = .overdamped(lambda1: lambda1, lambda2: lambda2, c1: c1, c2: 1 - c1)
        }
    }

    /// The progress at `t` seconds: 0 at the start, tending to 1 at rest (0 for t ≤ 0).
    package func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(at: t)
    }

    /// The progress per second at `t` seconds (`initialVelocity` for t ≤ 0).
    func velocity(at t: Double) -> Double {
        let t = max(t, 0)
        let omega = naturalFrequency, v0 = initialVelocity
        switch motion {
        case .underdamped(let omegaD, let b):
            let decay = exp(-dampingRatio * omega * t)
            let sinTerm = (dampingRatio * omega * b + omegaD) * sin(omegaD * t)
            return decay * (v0 * cos(omegaD * t) + sinTerm)
        case .critical(let b):
            return (v0 + omega * b * t) * exp(-omega * t)
        case .overdamped(let lambda1, let lambda2, let c1, let c2):
            return lambda1 * c1 * exp(-lambda1 * t) + lambda2 * c2 * exp(-lambda2 * t)
        }
    }

    /// How long the spring takes to come to rest: `restDisplacement` and `restSpeed` hold from then on.
    ///
    /// Infinite for an undamped spring, which never comes to rest.
    var settlingDuration: Double {
        let omega = naturalFrequency, v0 = initialVelocity
        let dRest = Self.restDisplacement, vRest = Self.restSpeed
        switch motion {
        case .underdamped(_, let b):
            // Displacement and velocity are sinusoids under the envelopes R e^(−ζω₀t) and ω₀ R e^(−ζω₀t).
            let rate = dampingRatio * omega
            guard rate > 0 else { return .infinity }
            let amplitude = (1 + b * b).squareRoot()
            let tD = log(amplitude / dRest) / rate
            let tV = log(omega * amplitude / vRest) / rate
            return max(tD, tV, 0)
        case .critical(let b):
            // |d| ≤ (1 + |b| t) e^(−ω₀t) and |v| ≤ (|v₀| + ω₀|b| t) e^(−ω₀t).
            let tD = Self.settle(p: 1, q: abs(b), rate: omega, below: dRest)
            let tV = Self.settle(p: abs(v0), q: omega * abs(b), rate: omega, below: vRest)
            return max(tD, tV)
        case .overdamped(let lambda1, let lambda2, let c1, let c2):
            // Sums of decaying exponentials with non-negative weights only ever decrease.
            let tD = Self.firstTime(from: 0, rate: lambda1, below: dRest) {
                abs(c1) * exp(-lambda1 * $0) + abs(c2) * exp(-lambda2 * $0)
            }
            let tV = Self.firstTime(from: 0, rate: lambda1, below: vRest) {
                lambda1 * abs(c1) * exp(-lambda1 * $0) + lambda2 * abs(c2) * exp(-lambda2 * $0)
            }
            return max(tD, tV)
        }
    }

    /// A spring of mass 1 with damping ratio `ratio` whose `settlingDuration` equals `duration`, as
    /// UIKit's `usingSpringWithDamping` animations and `UISpringTimingParameters(dampingRatio:)` need.
    ///
    /// ω₀ is found by bisection so that `settlingDuration == duration`; then stiffness = ω₀² and
    /// damping = 2 ζ ω₀. Ratios are clamped to at least 0.01 (an undamped spring never settles)
    /// and durations to at least 1 ms.
    package static func fromDampingRatio(
        _ ratio: Double, duration: Double, initialVelocity: Double
    ) -> SpringSolver {
        let zeta = ratio.isFinite ? max(ratio, 0.01) : 1
        let target = duration.isFinite ? max(duration, 0.001) : 1
        func spring(_ omega: Double) -> SpringSolver {
            SpringSolver(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
        }
        // Settling time falls as ω₀ rises; bisect on log ω₀ between generous bounds.
        var lo = log(1e-3), hi = log(1e7)
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if spring(exp(mid)).settlingDuration > target { lo = mid } else { hi = mid }
            if hi - lo < 1e-13 { break }
        }
        return spring(exp((lo + hi) / 2))
    }

    // MARK: - Internals

    private func displacement(at t: Double) -> Double {
        let omega = naturalFrequency
        switch motion {
        case .underdamped(let omegaD, let b):
            return exp(-dampingRatio * omega * t) * (cos(omegaD * t) + b * sin(omegaD * t))
        case .critical(let b):
            return (1 + b * t) * exp(-omega * t)
        case .overdamped(let lambda1, let lambda2, let c1, let c2):
            return c1 * exp(-lambda1 * t) + c2 * exp(-lambda2 * t)
        }
    }

    /// When (p + q t) e^(−rate t), with p, q ≥ 0, falls below `limit` for good.
    private static func settle(p: Double, q: Double, rate: Double, below limit: Double) -> Double {
        func bound(_ t: Double) -> Double { (p + q * t) * exp(-rate * t) }
        // The bound rises until its single maximum, then falls for ever.
        let peak = q > 0 ? max(0, (q - rate * p) / (rate * q)) : 0
        guard bound(peak) > limit else { return 0 }
        return firstTime(from: peak, rate: rate, below: limit, bound)
    }

    /// The first time after `start` at which the decreasing function `f` is at most `limit`.
    private static func firstTime(
        from start: Double, rate: Double, below limit: Double, _ f: (Double) -> Double
    ) -> Double {
        guard f(start) > limit else { return start }
        var lo = start, step = 1 / max(rate, 1e-12), hi = start + step
        var doublings = 0
        while f(hi) > limit {
            guard doublings < 200 else { return .infinity }
            lo = hi
            step *= 2
            hi += step
            doublings += 1
        }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if f(mid) > limit { lo = mid } else { hi = mid }
            if hi - lo <= 1e-12 * hi { break }
        }
        return hi
    }
}
