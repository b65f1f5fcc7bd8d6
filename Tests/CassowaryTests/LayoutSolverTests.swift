import Testing

@testable import Cassowary

/// The Cassowary solver on its own, without views.
@Suite struct LayoutSolverTests {
    typealias V = LayoutSolver.Variable

    @Test func requiredEqualitiesChainThroughEachOther() throws {
        var s = LayoutSolver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable()
        try s.addConstraint([(a, 1)], constant: -10, .equal, strength: LayoutSolver.Strength.required)
        try s.addConstraint([(b, 1), (a, -1)], constant: -5, .equal, strength: LayoutSolver.Strength.required)
        try s.addConstraint([(c, 1), (b, -2)], constant: 0, .equal, strength: LayoutSolver.Strength.required)
        #expect(s.value(of: a) == 10)
        #expect(s.value(of: b) == 15)
        #expect(s.value(of: c) == 30)
    }

    @Test func strongerOptionalConstraintWins() throws {
        var s = LayoutSolver()
        let x = s.makeVariable()
        try s.addConstraint([(x, 1)], constant: -100, .equal, strength: LayoutSolver.Strength.weak)
        try s.addConstraint([(x, 1)], constant: -200, .equal, strength: LayoutSolver.Strength.medium)
        #expect(s.value(of: x) == 200)
    }

    @Test func inequalityBoundsAnOptionalWish() throws {
        var s = LayoutSolver()
        let x = s.makeVariable()
        try s.addConstraint([(x, 1)], constant: -300, .equal, strength: LayoutSolver.Strength.strong)
        try s.addConstraint([(x, 1)], constant: -120, .lessThanOrEqual, strength: LayoutSolver.Strength.required)
        #expect(s.value(of: x) == 120)
    }

    @Test func removingAConstraintReleasesItsEffect() throws {
        var s = LayoutSolver()
        let x = s.makeVariable()
        try s.addConstraint([(x, 1)], constant: -50, .equal, strength: LayoutSolver.Strength.weak)
        let cap = try s.addConstraint(
            [(x, 1)], constant: -20, .lessThanOrEqual, strength: LayoutSolver.Strength.required)
        #expect(s.value(of: x) == 20)
        s.removeConstraint(cap)
        #expect(s.value(of: x) == 50)
        #expect(s.contains(cap) == false)
    }

    @Test func conflictingRequiredEqualitiesAreRefusedAndNamed() throws {
        var s = LayoutSolver()
        let w = s.makeVariable()
        let first = try s.addConstraint([(w, 1)], constant: -100, .equal, strength: LayoutSolver.Strength.required)
        #expect(throws: LayoutSolver.Failure.unsatisfiable(conflicting: [first, LayoutSolver.Constraint(id: 1)])) {
            try s.addConstraint([(w, 1)], constant: -200, .equal, strength: LayoutSolver.Strength.required)
        }
        #expect(s.value(of: w) == 100)
        #expect(s.constraintCount == 1)
    }

    @Test func conflictingInequalitiesLeaveTheSolverAsItWas() throws {
        var s = LayoutSolver()
        let w = s.makeVariable()
        let atLeast = try s.addConstraint(
            [(w, 1)], constant: -300, .greaterThanOrEqual, strength: LayoutSolver.Strength.required)
        var refused = false
        do {
            try s.addConstraint([(w, 1)], constant: -100, .lessThanOrEqual, strength: LayoutSolver.Strength.required)
        } catch let failure {
            refused = true
            if case .unsatisfiable(let list) = failure { #expect(list.first == atLeast) }
        }
        #expect(refused)
        // The refused maximum left nothing behind: the width can still grow.
        try s.addConstraint([(w, 1)], constant: -500, .equal, strength: LayoutSolver.Strength.weak)
        #expect(s.value(of: w) == 500)
    }

    @Test func editVariablesFollowSuggestionsWithinRequiredBounds() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.addConstraint([(y, 1), (x, -1)], constant: -10, .equal, strength: LayoutSolver.Strength.required)
        try s.addConstraint([(x, 1)], constant: -400, .lessThanOrEqual, strength: LayoutSolver.Strength.required)
        try s.addEditVariable(x, strength: LayoutSolver.Strength.strong)
        for value in [5.0, 250, 399, 1000, -20] {
            try s.suggestValue(value, for: x)
            #expect(s.value(of: x) == min(value, 400))
            #expect(s.value(of: y) == min(value, 400) + 10)
        }
        s.removeEditVariable(x)
        #expect(s.hasEditVariable(x) == false)
    }

    @Test func editVariablesCannotBeRequired() {
        var s = LayoutSolver()
        let x = s.makeVariable()
        #expect(throws: LayoutSolver.Failure.badRequiredStrength) {
            try s.addEditVariable(x, strength: LayoutSolver.Strength.required)
        }
        #expect(throws: LayoutSolver.Failure.unknownEditVariable) { try s.suggestValue(1, for: x) }
    }

    @Test func copiesAreIndependentSnapshots() throws {
        var s = LayoutSolver()
        let x = s.makeVariable()
        try s.addConstraint([(x, 1)], constant: -7, .equal, strength: LayoutSolver.Strength.medium)
        var probe = s
        try probe.addConstraint([(x, 1)], constant: -9, .equal, strength: LayoutSolver.Strength.strong)
        #expect(probe.value(of: x) == 9)
        #expect(s.value(of: x) == 7)
    }

    /// A layout-sized problem, checked against its closed form, with constraints reok and
    /// re-added in between: the incremental path must agree with a fresh solve.
    @Test func incrementalChangesAgreeWithAFreshSolve() throws {
        func build(_ n: Int, skip: Set<Int>) throws -> (LayoutSolver, [V]) {
            var s = LayoutSolver()
            var vars: [V] = []
            for _ in 0..<n { vars.append(s.makeVariable()) }
            try s.addConstraint([(vars[0], 1)], constant: 0, .equal, strength: LayoutSolver.Strength.required)
            for i in 1..<n where !skip.contains(i) {
                try s.addConstraint(
                    [(vars[i], 1), (vars[i - 1], -1)], constant: -10, .greaterThanOrEqual,
                    strength: LayoutSolver.Strength.required)
            }
            for i in 1..<n {
                try s.addConstraint([(vars[i], 1)], constant: 0, .equal, strength: LayoutSolver.Strength.weak)
            }
            return (s, vars)
        }
        var (s, vars) = try build(50, skip: [])
        for i in 0..<50 { #expect(abs(s.value(of: vars[i]) - Double(10 * i)) < 1e-9) }
        // Drop the link at 25 incrementally.
        var handles: [LayoutSolver.Constraint] = []
        var t = LayoutSolver()
        var tv: [V] = []
        for _ in 0..<50 { tv.append(t.makeVariable()) }
        try t.addConstraint([(tv[0], 1)], constant: 0, .equal, strength: LayoutSolver.Strength.required)
        for i in 1..<50 {
            handles.append(
                try t.addConstraint(
                    [(tv[i], 1), (tv[i - 1], -1)], constant: -10, .greaterThanOrEqual,
                    strength: LayoutSolver.Strength.required))
        }
        for i in 1..<50 { try t.addConstraint([(tv[i], 1)], constant: 0, .equal, strength: LayoutSolver.Strength.weak) }
        t.removeConstraint(handles[24])
        (s, vars) = try build(50, skip: [25])
        for i in 0..<50 { #expect(abs(s.value(of: vars[i]) - t.value(of: tv[i])) < 1e-9) }
        // Free below, the 25-long tail centres itself on the weak pulls to zero (its median, the
        // 13th, lands on 0), so item 30 sits at 10·5 − 120.
        #expect(abs(t.value(of: tv[37])) < 1e-9)
        #expect(abs(t.value(of: tv[30]) + 70) < 1e-9)
    }

    @Test func changingAConstantShiftsTheSolutionInPlace() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        let pin = try s.addConstraint([(x, 1)], constant: -10, .equal, strength: LayoutSolver.Strength.required)
        try s.addConstraint(
            [(y, 1), (x, -1)], constant: -5, .greaterThanOrEqual, strength: LayoutSolver.Strength.required)
        try s.addConstraint([(y, 1)], constant: 0, .equal, strength: LayoutSolver.Strength.weak)
        #expect(s.value(of: y) == 15)
        let okPinA = s.changeConstant(of: pin, by: -90)
        #expect(okPinA)  // x == 100
        #expect(s.value(of: x) == 100)
        #expect(s.value(of: y) == 105)
        let okPinB = s.changeConstant(of: pin, by: 120)
        #expect(okPinB)  // x == -20: y may rest at its wish, 0
        #expect(s.value(of: x) == -20)
        #expect(s.value(of: y) == 0)
    }

    @Test func aConstantThatBreaksRequiredConstraintsIsRefusedWithNothingChanged() throws {
        var s = LayoutSolver()
        let x = s.makeVariable()
        let floor = try s.addConstraint(
            [(x, 1)], constant: -10, .greaterThanOrEqual, strength: LayoutSolver.Strength.required)
        let ceiling = try s.addConstraint(
            [(x, 1)], constant: -50, .lessThanOrEqual, strength: LayoutSolver.Strength.required)
        try s.addConstraint([(x, 1)], constant: -30, .equal, strength: LayoutSolver.Strength.weak)
        #expect(s.value(of: x) == 30)
        let okFloorA = s.changeConstant(of: floor, by: -60)
        #expect(okFloorA == false)  // x >= 70 but x <= 50
        #expect(s.value(of: x) == 30)
        let okCeiling = s.changeConstant(of: ceiling, by: 25)
        #expect(okCeiling)  // x <= 25
        #expect(s.value(of: x) == 25)
        let okFloorB = s.changeConstant(of: floor, by: -15)
        #expect(okFloorB)  // x >= 25
        #expect(s.value(of: x) == 25)
    }

    @Test func shiftingAgreesWithRemovingAndReAdding() throws {
        func build(_ offset: Double) throws -> (LayoutSolver, [V], LayoutSolver.Constraint) {
            var s = LayoutSolver()
            var vars: [V] = []
            for _ in 0..<30 { vars.append(s.makeVariable()) }
            let first = try s.addConstraint(
                [(vars[0], 1)], constant: -offset, .equal, strength: LayoutSolver.Strength.required)
            for i in 1..<30 {
                try s.addConstraint(
                    [(vars[i], 1), (vars[i - 1], -1)], constant: -Double(i % 4), .greaterThanOrEqual,
                    strength: LayoutSolver.Strength.required)
                try s.addConstraint([(vars[i], 1)], constant: -Double(7 * i % 50), .equal, strength: Double(i % 3 + 1))
            }
            return (s, vars, first)
        }
        var (shifted, vars, first) = try build(3)
        let ok = shifted.changeConstant(of: first, by: -20)
        #expect(ok)
        let (fresh, freshVars, _) = try build(23)
        for i in 0..<30 { #expect(abs(shifted.value(of: vars[i]) - fresh.value(of: freshVars[i])) < 1e-9) }
    }
}
