import Foundation
import Testing

@testable import QuartzCore

@Suite struct SpringSolverTests {
    /// Reference (t, progress, velocity) triples from integrating m x'' + c x' + k x = 0 numerically
    /// to 30 digits (independent of the closed forms under test).
    private func check(_ s: SpringSolver, _ samples: [(Double, Double, Double)], _ label: String) {
        for (t, x, v) in samples {
            #expect(abs(s.value(at: t) - x) < 1e-12, "\(label) x(\(t))")
            #expect(abs(s.velocity(at: t) - v) < 1e-11, "\(label) v(\(t))")
        }
    }

    @Test func underdampedMatchesReference() {
        let s = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(abs(s.dampingRatio - 0.5) < 1e-15)
        check(
            s,
            [
                (0.05, 0.104405473455079, 3.773452034749068), (0.1, 0.340299846608298, 5.335071951146930),
                (0.3, 1.124354767408412, 1.332426440180412), (0.5, 1.074590566595033, -0.879424207325128),
                (1.0, 1.002170116739326, 0.053854806160596),
            ], "under")
        // By hand: ω₀ = 10, ζ = 0.5, ω_d = 5√3, x(t) = 1 − e^(−5t)(cos ω_d t + (1/√3) sin ω_d t).
        let wd = 5 * 3.0.squareRoot()
        let byHand = 1 - exp(-1.5) * (cos(wd * 0.3) + sin(wd * 0.3) / 3.0.squareRoot())
        #expect(abs(s.value(at: 0.3) - byHand) < 1e-14)
    }

    @Test func underdampedWithVelocityAwayFromTargetMatchesReference() {
        let s = SpringSolver(mass: 2, stiffness: 50, damping: 4, initialVelocity: -3)
        check(
            s,
            [
                (0.05, -0.111184066397173, -1.450060946380678), (0.1, -0.146041546929583, 0.038178437971972),
                (0.3, 0.323442228231920, 3.988194134475513), (0.5, 1.150936490588595, 3.613158867697227),
                (1.0, 1.226913383417905, -2.270845604330487),
            ], "underV")
    }

    @Test func criticallyDampedMatchesReference() {
        let s = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        check(
            s,
            [
                (0.05, 0.090204010431050, 3.032653298563167), (0.1, 0.264241117657115, 3.678794411714423),
                (0.3, 0.800851726528544, 1.493612051035918), (0.5, 0.959572318005487, 0.336897349954273),
                (1.0, 0.999500600772613, 0.004539992976248),
            ], "critical")
        // By hand: x(t) = 1 − (1 + 10t) e^(−10t), so x(0.1) = 1 − 2/e and v(0.1) = 100 · 0.1 / e.
        #expect(abs(s.value(at: 0.1) - (1 - 2 / M_E)) < 1e-15)
        #expect(abs(s.velocity(at: 0.1) - 10 / M_E) < 1e-14)
    }

    @Test func criticallyDampedWithVelocityMatchesReference() {
        let s = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5)
        check(
            s,
            [
                (0.05, 0.241836675359208, 4.548979947844750), (0.1, 0.448180838242837, 3.678794411714423),
                (0.3, 0.875532329080340, 0.995741367357279), (0.5, 0.976417185503201, 0.202138409972564),
                (1.0, 0.999727600421425, 0.002496996136937),
            ], "criticalV")
    }

    @Test func overdampedMatchesReference() {
        let s = SpringSolver(mass: 1, stiffness: 100, damping: 50, initialVelocity: 2)
        check(
            s,
            [
                (0.05, 0.097556019243238, 1.875572267803263), (0.1, 0.186843929384804, 1.696432276430568),
                (0.3, 0.464330073810561, 1.118008183516781), (0.5, 0.647132067152038, 0.736478258203715),
                (1.0, 0.875720495641882, 0.259386428689601),
            ], "over")
        // By hand: rates λ = 10(2.5 ∓ √5.25); x = 1 − c₁e^(−λ₁t) − c₂e^(−λ₂t), c₁ = (λ₂ − 2)/(λ₂ − λ₁).
        let l1 = 10 * (2.5 - 5.25.squareRoot()), l2 = 10 * (2.5 + 5.25.squareRoot())
        let c1 = (l2 - 2) / (l2 - l1)
        let byHand = 1 - c1 * exp(-l1 * 0.5) - (1 - c1) * exp(-l2 * 0.5)
        #expect(abs(s.value(at: 0.5) - byHand) < 1e-13)
    }

    @Test func startsAtZeroWithTheInitialVelocity() {
        for (c, v0) in [(10.0, 0.0), (20, 5), (50, 2), (4, -3)] {
            let s = SpringSolver(mass: 1, stiffness: 100, damping: c, initialVelocity: v0)
            #expect(s.value(at: 0) == 0)
            #expect(abs(s.velocity(at: 0) - v0) < 1e-12)
            #expect(abs(s.value(at: 60) - 1) < 1e-12)
        }
    }

    @Test func velocityIsTheDerivativeOfValue() {
        for c in [6.0, 20, 35] {
            let s = SpringSolver(mass: 1.5, stiffness: 120, damping: c, initialVelocity: 1.2)
            for t in [0.02, 0.2, 0.7] {
                let h = 1e-6
                let numeric = (s.value(at: t + h) - s.value(at: t - h)) / (2 * h)
                #expect(abs(numeric - s.velocity(at: t)) < 1e-6)
            }
        }
    }

    @Test func nearlyCriticalDampingIsContinuous() {
        let below = SpringSolver(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-7), initialVelocity: 1)
        let exact = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1)
        let above = SpringSolver(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-7), initialVelocity: 1)
        for t in [0.05, 0.2, 0.6] {
            #expect(abs(below.value(at: t) - exact.value(at: t)) < 1e-6)
            #expect(abs(above.value(at: t) - exact.value(at: t)) < 1e-6)
        }
    }

    @Test func settlingDurationReproducesApplesDocumentedExamples() {
        // Apple: stiffness 100, mass 1; damping 5 settles in about 2.85 s, damping 15 in just over 1 s.
        let soft = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0).settlingDuration
        let firm = SpringSolver(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0).settlingDuration
        #expect(abs(soft - 2.865267236346053) < 1e-12)
        #expect(abs(firm - 1.005898415585144) < 1e-12)
        #expect(firm > 1 && firm < 1.1)
    }

    @Test func settlingDurationMatchesEnvelopeForEachDampingCase() {
        let cases: [(SpringSolver, Double)] = [
            // Underdamped: ln(ω₀R / 0.008) / ζω₀ with R = 2/√3 (the speed envelope is the later one).
            (SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0), 1.454947973304447),
            (SpringSolver(mass: 2, stiffness: 50, damping: 4, initialVelocity: -3), 7.163168090865132),
            // Critical: 100 t e^(−10t) = 0.008 after its peak.
            (SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0), 0.936822217240884),
            // Critical with velocity: (5 + 50t) e^(−10t) = 0.008.
            (SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5), 0.871101216617160),
            // Overdamped: the displacement bound |c₁|e^(−λ₁t) + |c₂|e^(−λ₂t) = 0.001 is the later one.
            (SpringSolver(mass: 1, stiffness: 100, damping: 50, initialVelocity: 2), 3.310614421889096),
        ]
        for (s, expected) in cases {
            #expect(abs(s.settlingDuration - expected) < 1e-9, "\(s.damping)")
        }
    }

    @Test func motionStaysAtRestAfterSettling() {
        for (c, v0) in [(5.0, 0.0), (10, 3), (20, 0), (20, -4), (50, 2), (3, 10)] {
            let s = SpringSolver(mass: 1, stiffness: 100, damping: c, initialVelocity: v0)
            let settle = s.settlingDuration
            var t = settle
            while t < settle + 3 {
                #expect(abs(1 - s.value(at: t)) <= SpringSolver.restDisplacement + 1e-12)
                #expect(abs(s.velocity(at: t)) <= SpringSolver.restSpeed + 1e-12)
                t += 1.0 / 240
            }
        }
    }

    @Test func undampedSpringNeverSettles() {
        let s = SpringSolver(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)
        #expect(s.settlingDuration == .infinity)
        #expect(abs(s.value(at: Double.pi / 10) - 2) < 1e-12)
    }

    @Test func fromDampingRatioSettlesInTheGivenDuration() {
        // ζ = 0.5 in 1 s: solve ω/2 = ln(ω · (2/√3) / 0.008) for ω₀ = 15.41499042779890.
        let half = SpringSolver.fromDampingRatio(0.5, duration: 1, initialVelocity: 0)
        #expect(half.mass == 1)
        #expect(abs(half.naturalFrequency - 15.41499042779890) < 1e-9)
        #expect(abs(half.stiffness - 237.6219298891317) < 1e-7)
        #expect(abs(half.damping - 15.41499042779890) < 1e-9)
        // ζ = 1 in 0.5 s: ω₀ with ω₀² t e^(−ω₀t) = 0.008 at t = 0.5 is 20.31596031087491.
        let critical = SpringSolver.fromDampingRatio(1, duration: 0.5, initialVelocity: 0)
        #expect(abs(critical.naturalFrequency - 20.31596031087491) < 1e-9)
        #expect(abs(critical.dampingRatio - 1) < 1e-12)
        for (ratio, duration, v0) in [(0.3, 0.4, 0.0), (0.7, 0.5, 2), (1, 1, -1), (1.5, 0.8, 0), (0.9, 0.35, 6)] {
            let s = SpringSolver.fromDampingRatio(ratio, duration: duration, initialVelocity: v0)
            #expect(abs(s.settlingDuration - duration) < 1e-9 * duration)
            #expect(abs(s.dampingRatio - ratio) < 1e-12)
            #expect(s.initialVelocity == v0)
        }
    }

    @Test func fromDampingRatioClampsDegenerateInput() {
        let s = SpringSolver.fromDampingRatio(0, duration: 0, initialVelocity: 0)
        #expect(abs(s.dampingRatio - 0.01) < 1e-12)
        #expect(abs(s.settlingDuration - 0.001) < 1e-9)
    }
}
