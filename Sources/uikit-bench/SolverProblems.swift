import Cassowary
import Foundation
import UIKit

// The problems of the `solver` benchmark. Benchmarks/kiwi/kiwi_bench.cpp generates the same
// constraints in the same order for kiwi; the two must change together, and the checksums
// printed by the benchmark show whether they still agree.

/// One constraint, read as `sum(coefficient * variable) + constant  (relation)  0`, with
/// variables given by index so a problem can be built before any solver exists.
struct ConstraintSpec {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: LayoutSolver.Relation
    var strength: Double
}

struct SolverProblem {
    var variableCount: Int
    var constraints: [ConstraintSpec]
    /// Indices of the variables that become edit variables (only the edit problem has any).
    var edited: [Int] = []
}

private let required = LayoutSolver.Strength.required

/// A grid the way Auto Layout constrains one: chains of views with equal widths along a row and
/// equal heights down a column, pinned to the container's edges. Preferred sizes vary so some
/// rows and columns fit and others are squeezed by the trailing inequality, which keeps the
/// optimum unique (so both solvers must land on the same values).
func gridProblem(
    rows: Int = 40, columns: Int = 25, width: Double = 1000, height: Double = 1000,
    margin: Double = 8, spacing: Double = 2
) -> SolverProblem {
    let containerWidth = rows * columns * 4, containerHeight = rows * columns * 4 + 1
    var specs = [
        ConstraintSpec(terms: [(containerWidth, 1)], constant: -width, relation: .equal, strength: required),
        ConstraintSpec(terms: [(containerHeight, 1)], constant: -height, relation: .equal, strength: required),
    ]
    for r in 0..<rows {
        for c in 0..<columns {
            let k = r * columns + c
            let x = 4 * k, y = 4 * k + 1, w = 4 * k + 2, h = 4 * k + 3
            if c == 0 {
                specs.append(ConstraintSpec(terms: [(x, 1)], constant: -margin, relation: .equal, strength: required))
            } else {
                let left = 4 * (k - 1)
                specs.append(
                    ConstraintSpec(
                        terms: [(x, 1), (left, -1), (left + 2, -1)], constant: -spacing,
                        relation: .equal, strength: required))
                specs.append(
                    ConstraintSpec(
                        terms: [(w, 1), (4 * (r * columns) + 2, -1)], constant: 0,
                        relation: .equal, strength: required))
            }
            specs.append(
                ConstraintSpec(
                    terms: [(w, 1)], constant: -(30 + 4 * Double(r % 5)),
                    relation: .equal, strength: LayoutSolver.Strength.medium))
            if r == 0 {
                specs.append(ConstraintSpec(terms: [(y, 1)], constant: -margin, relation: .equal, strength: required))
            } else {
                let above = 4 * (k - columns)
                specs.append(
                    ConstraintSpec(
                        terms: [(y, 1), (above + 1, -1), (above + 3, -1)], constant: -spacing,
                        relation: .equal, strength: required))
                specs.append(
                    ConstraintSpec(
                        terms: [(h, 1), (4 * c + 3, -1)], constant: 0,
                        relation: .equal, strength: required))
            }
            specs.append(
                ConstraintSpec(
                    terms: [(h, 1)], constant: -(18 + 2 * Double(c % 4)),
                    relation: .equal, strength: LayoutSolver.Strength.medium))
            if c == columns - 1 {
                specs.append(
                    ConstraintSpec(
                        terms: [(x, 1), (w, 1), (containerWidth, -1)], constant: margin,
                        relation: .lessThanOrEqual, strength: required))
            }
            if r == rows - 1 {
                specs.append(
                    ConstraintSpec(
                        terms: [(y, 1), (h, 1), (containerHeight, -1)], constant: margin,
                        relation: .lessThanOrEqual, strength: required))
            }
        }
    }
    return SolverProblem(variableCount: rows * columns * 4 + 2, constraints: specs)
}

/// Each variable 10 past the previous one. Every tenth link is an inequality held in place by an
/// optional equality, or is itself optional, so the solution is still unique.
func chainProblem(count: Int = 1000) -> SolverProblem {
    var specs = [ConstraintSpec(terms: [(0, 1)], constant: 0, relation: .equal, strength: required)]
    for i in 1..<count {
        let link: [(variable: Int, coefficient: Double)] = [(i, 1), (i - 1, -1)]
        switch i % 10 {
        case 3:
            specs.append(ConstraintSpec(terms: link, constant: -10, relation: .greaterThanOrEqual, strength: required))
            specs.append(
                ConstraintSpec(terms: link, constant: -12, relation: .equal, strength: LayoutSolver.Strength.weak))
        case 7:
            specs.append(ConstraintSpec(terms: link, constant: -10, relation: .lessThanOrEqual, strength: required))
            specs.append(
                ConstraintSpec(terms: link, constant: -14, relation: .equal, strength: LayoutSolver.Strength.medium))
        case 5:
            specs.append(
                ConstraintSpec(terms: link, constant: -10, relation: .equal, strength: LayoutSolver.Strength.strong))
        default:
            specs.append(ConstraintSpec(terms: link, constant: -10, relation: .equal, strength: required))
        }
    }
    return SolverProblem(variableCount: count, constraints: specs)
}

/// 100 views in rows of free-width views, whose widths are the edit variables. Every suggestion
/// stays within what the layout allows, so each frame has one exact solution.
func editProblem(
    rows: Int = 10, columns: Int = 10, width: Double = 400, height: Double = 1000,
    margin: Double = 8, spacing: Double = 2
) -> SolverProblem {
    let containerWidth = rows * columns * 4, containerHeight = rows * columns * 4 + 1
    var specs = [
        ConstraintSpec(terms: [(containerWidth, 1)], constant: -width, relation: .equal, strength: required),
        ConstraintSpec(terms: [(containerHeight, 1)], constant: -height, relation: .equal, strength: required),
    ]
    for r in 0..<rows {
        for c in 0..<columns {
            let k = r * columns + c
            let x = 4 * k, y = 4 * k + 1, w = 4 * k + 2, h = 4 * k + 3
            if c == 0 {
                specs.append(ConstraintSpec(terms: [(x, 1)], constant: -margin, relation: .equal, strength: required))
            } else {
                let left = 4 * (k - 1)
                specs.append(
                    ConstraintSpec(
                        terms: [(x, 1), (left, -1), (left + 2, -1)], constant: -spacing,
                        relation: .equal, strength: required))
            }
            specs.append(
                ConstraintSpec(terms: [(w, 1)], constant: -10, relation: .greaterThanOrEqual, strength: required))
            specs.append(
                ConstraintSpec(terms: [(w, 1)], constant: -30, relation: .equal, strength: LayoutSolver.Strength.medium)
            )
            if r == 0 {
                specs.append(ConstraintSpec(terms: [(y, 1)], constant: -margin, relation: .equal, strength: required))
            } else {
                let above = 4 * (k - columns)
                specs.append(
                    ConstraintSpec(
                        terms: [(y, 1), (above + 1, -1), (above + 3, -1)], constant: -spacing,
                        relation: .equal, strength: required))
            }
            specs.append(
                ConstraintSpec(terms: [(h, 1)], constant: -30, relation: .equal, strength: LayoutSolver.Strength.medium)
            )
            if c == columns - 1 {
                specs.append(
                    ConstraintSpec(
                        terms: [(x, 1), (w, 1), (containerWidth, -1)], constant: margin,
                        relation: .lessThanOrEqual, strength: required))
            }
            if r == rows - 1 {
                specs.append(
                    ConstraintSpec(
                        terms: [(y, 1), (h, 1), (containerHeight, -1)], constant: margin,
                        relation: .lessThanOrEqual, strength: required))
            }
        }
    }
    return SolverProblem(
        variableCount: rows * columns * 4 + 2, constraints: specs,
        edited: (0..<rows * columns).map { 4 * $0 + 2 })
}

/// The value suggested for edit variable `index` in `frame`. It stays inside [11, 31]: above the
/// 10-point minimum, and ten views of at most 31 points fit a row of the container.
func suggestion(frame: Int, index: Int) -> Double {
    21 + 10 * sin(0.1 * Double(frame) + 0.37 * Double(index))
}
