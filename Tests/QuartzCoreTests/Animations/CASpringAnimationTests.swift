import Foundation
import Testing

@testable import QuartzCore

@MainActor
@Suite struct CASpringAnimationTests {
    private func spring(
        mass: CGFloat = 1, stiffness: CGFloat, damping: CGFloat, velocity: CGFloat = 0, duration: Double = 3
    ) -> CASpringAnimation {
        let anim = CASpringAnimation(keyPath: "position.x")
        (anim.mass, anim.stiffness, anim.damping, anim.initialVelocity) = (mass, stiffness, damping, velocity)
        (anim.fromValue, anim.toValue) = (0, 100)
        anim.duration = duration
        return anim
    }

    /// Samples the presentation at several times and compares with the analytic solution.
    private func expectFollows(
        _ oscillator: DampedOscillator, layer: CALayer, loop: MainLoop,
        times: [Double] = [0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2, 2]
    ) {
        for t in times {
            loop.advance(to: t)
            let expected = 100 * oscillator.value(at: t)
            #expect(approx(Double(layer.presentation()!.position.x), expected, 1e-3), "t = \(t)")
        }
    }

    @Test func defaultsAreApples() {
        _ = VirtualWorld.make()
        let anim = CASpringAnimation()
        #expect(anim.mass == 1 && anim.stiffness == 100 && anim.damping == 10 && anim.initialVelocity == 0)
        #expect(!anim.allowsOverdamping)
    }

    @Test func underdampedSpringOvershootsAsTheAnalyticSolution() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(spring(stiffness: 100, damping: 5), forKey: "s")
        let oscillator = DampedOscillator(stiffness: 100, damping: 5)
        #expect(oscillator.dampingRatio == 0.25)
        expectFollows(oscillator, layer: layer, loop: loop)
    }

    @Test func underdampedSpringReallyOvershoots() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(spring(stiffness: 100, damping: 5), forKey: "s")
        // First peak at π / ωd.
        let oscillator = DampedOscillator(stiffness: 100, damping: 5)
        let peak = Double.pi / (oscillator.naturalFrequency * (1 - 0.0625).squareRoot())
        loop.advance(to: peak)
        #expect(layer.presentation()!.position.x > 140)
    }

    @Test func criticallyDampedSpringMatchesTheAnalyticSolution() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(spring(stiffness: 100, damping: 20), forKey: "s")
        expectFollows(DampedOscillator(stiffness: 100, damping: 20), layer: layer, loop: loop)
    }

    @Test func heavierMassMatchesTheAnalyticSolution() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(spring(mass: 2, stiffness: 150, damping: 8), forKey: "s")
        expectFollows(DampedOscillator(mass: 2, stiffness: 150, damping: 8), layer: layer, loop: loop)
    }

    @Test func initialVelocityMatchesTheAnalyticSolution() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(spring(stiffness: 100, damping: 12, velocity: 5), forKey: "s")
        expectFollows(DampedOscillator(stiffness: 100, damping: 12, initialVelocity: 5), layer: layer, loop: loop)
    }

    @Test func overdampedSpringWithOverdampingAllowedMatchesTheAnalyticSolution() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        let anim = spring(stiffness: 100, damping: 40)
        anim.allowsOverdamping = true
        layer.add(anim, forKey: "s")
        let oscillator = DampedOscillator(stiffness: 100, damping: 40)
        #expect(oscillator.dampingRatio == 2)
        expectFollows(oscillator, layer: layer, loop: loop)
    }

    @Test func overdampedSpringWithoutOverdampingMovesAsCriticallyDamped() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(spring(stiffness: 100, damping: 40), forKey: "s")
        expectFollows(DampedOscillator(stiffness: 100, damping: 20), layer: layer, loop: loop)
    }

    @Test func springIgnoresTheTimingFunction() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        let anim = spring(stiffness: 100, damping: 20)
        anim.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(anim, forKey: "s")
        expectFollows(DampedOscillator(stiffness: 100, damping: 20), layer: layer, loop: loop, times: [0.1, 0.3])
    }

    @Test func springEndsAfterItsDurationNotItsSettlingTime() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(spring(stiffness: 100, damping: 2, duration: 0.5), forKey: "s")
        loop.advance(to: 0.45)
        #expect(layer.animationKeys() == ["s"])
        loop.advance(to: 0.55)
        #expect(layer.animationKeys() == nil)
    }

    @Test func settlingDurationShrinksAsDampingGrows() {
        _ = VirtualWorld.make()
        let durations = [2.0, 5, 10, 15].map { c -> Double in
            let anim = CASpringAnimation()
            anim.damping = CGFloat(c)
            return anim.settlingDuration
        }
        #expect(durations.allSatisfy { $0 > 0 && $0.isFinite })
        #expect(zip(durations, durations.dropFirst()).allSatisfy { $0 > $1 }, "\(durations)")
    }

    @Test func settlingDurationGrowsWithMass() {
        _ = VirtualWorld.make()
        let durations = [0.5, 1, 2, 4].map { m -> Double in
            let anim = CASpringAnimation()
            anim.mass = CGFloat(m)
            return anim.settlingDuration
        }
        #expect(zip(durations, durations.dropFirst()).allSatisfy { $0 < $1 }, "\(durations)")
    }

    @Test func springIsNearlyAtRestAtItsSettlingDuration() {
        _ = VirtualWorld.make()
        let anim = CASpringAnimation()
        anim.damping = 6
        let oscillator = DampedOscillator(stiffness: 100, damping: 6)
        let settle = anim.settlingDuration
        // At rest (within 1%) from the settling duration on ...
        for k in 0..<40 {
            #expect(abs(oscillator.value(at: settle * (1 + Double(k) / 10)) - 1) < 0.01)
        }
        // ... and not absurdly later than the motion actually dies down to 1%.
        let grid = Array(stride(from: 0.0, through: 20, by: 0.001))
        let lastLarge = grid.last { abs(oscillator.value(at: $0) - 1) >= 0.01 } ?? 0
        #expect(settle <= 3 * lastLarge + 0.5, "settling \(settle) s, 1% reached at \(lastLarge) s")
    }

    @Test func perceptualDurationInitialiserSetsStiffnessDampingAndDuration() {
        _ = VirtualWorld.make()
        let anim = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        let omega = 2 * Double.pi / 0.5
        #expect(approx(Double(anim.stiffness), omega * omega, 1e-9))
        #expect(approx(Double(anim.damping), 2 * 0.7 * omega, 1e-9))
        #expect(approx(anim.perceptualDuration, 0.5, 1e-9))
        #expect(anim.duration == anim.settlingDuration)
        #expect(!anim.allowsOverdamping)
    }

    @Test func negativeBounceIsOverdamped() {
        _ = VirtualWorld.make()
        let anim = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        let omega = 2 * Double.pi
        // Damping ratio 1 / (1 − 0.5) = 2.
        #expect(approx(Double(anim.damping), 2 * 2 * omega, 1e-9))
        #expect(anim.allowsOverdamping)
    }

    @Test func copiesKeepTheSpringParameters() {
        _ = VirtualWorld.make()
        let anim = spring(mass: 2, stiffness: 50, damping: 3, velocity: 1)
        anim.allowsOverdamping = true
        let copy = anim.copy() as! CASpringAnimation
        #expect(copy.mass == 2 && copy.stiffness == 50 && copy.damping == 3 && copy.initialVelocity == 1)
        #expect(copy.allowsOverdamping)
        #expect(copy.toValue as? Int == 100)
    }
}
