#!/usr/bin/env python3
"""Times kiwisolver on the problems of `uikit-bench solver` and prints the medians as JSON.

The generators below mirror Sources/uikit-bench/SolverProblems.swift term for term and in the
same order, so both solvers get the same constraints added in the same sequence; the checksums
let the Swift side confirm that. Changing one side means changing the other.

kiwisolver is measured through its Python binding: every addConstraint, suggestValue and
value() call also pays the cost of crossing from Python into C++. The constraint and expression
objects are built before the timer starts, so Python's cost of building them is not counted.
"""
import gc
import json
import math
import sys
import time

import kiwisolver as kiwi

REQUIRED = 1_001_001_000.0
STRONG = 1_000_000.0
MEDIUM = 1_000.0
WEAK = 1.0

REPETITIONS = 7
EDIT_FRAMES = 100
EDIT_REPETITIONS = 5


# A constraint spec is (terms, constant, relation, strength), read as
# sum(coefficient * variable) + constant  (relation)  0, with variables given by index.

def grid_problem(rows=40, columns=25, width=1000.0, height=1000.0, margin=8.0, spacing=2.0):
    """A grid the way Auto Layout constrains one: chains of views with equal sizes per row
    (widths) and per column (heights), pinned to the container's edges. Preferred sizes vary
    so some rows and columns fit and others are squeezed by the trailing inequality."""
    container_w, container_h = rows * columns * 4, rows * columns * 4 + 1
    specs = [
        ([(container_w, 1.0)], -width, "==", REQUIRED),
        ([(container_h, 1.0)], -height, "==", REQUIRED),
    ]
    for r in range(rows):
        for c in range(columns):
            k = r * columns + c
            x, y, w, h = 4 * k, 4 * k + 1, 4 * k + 2, 4 * k + 3
            if c == 0:
                specs.append(([(x, 1.0)], -margin, "==", REQUIRED))
            else:
                left = 4 * (k - 1)
                specs.append(([(x, 1.0), (left, -1.0), (left + 2, -1.0)], -spacing, "==", REQUIRED))
                specs.append(([(w, 1.0), (4 * (r * columns) + 2, -1.0)], 0.0, "==", REQUIRED))
            specs.append(([(w, 1.0)], -(30.0 + 4.0 * (r % 5)), "==", MEDIUM))
            if r == 0:
                specs.append(([(y, 1.0)], -margin, "==", REQUIRED))
            else:
                above = 4 * (k - columns)
                specs.append(([(y, 1.0), (above + 1, -1.0), (above + 3, -1.0)], -spacing, "==", REQUIRED))
                specs.append(([(h, 1.0), (4 * c + 3, -1.0)], 0.0, "==", REQUIRED))
            specs.append(([(h, 1.0)], -(18.0 + 2.0 * (c % 4)), "==", MEDIUM))
            if c == columns - 1:
                specs.append(([(x, 1.0), (w, 1.0), (container_w, -1.0)], margin, "<=", REQUIRED))
            if r == rows - 1:
                specs.append(([(y, 1.0), (h, 1.0), (container_h, -1.0)], margin, "<=", REQUIRED))
    return rows * columns * 4 + 2, specs


def chain_problem(count=1000):
    """Each variable 10 past the previous one; every tenth link is an inequality held in place
    by an optional constraint, or an optional equality, so the solution is still unique."""
    specs = [([(0, 1.0)], 0.0, "==", REQUIRED)]
    for i in range(1, count):
        link = [(i, 1.0), (i - 1, -1.0)]
        if i % 10 == 3:
            specs.append((link, -10.0, ">=", REQUIRED))
            specs.append((link, -12.0, "==", WEAK))
        elif i % 10 == 7:
            specs.append((link, -10.0, "<=", REQUIRED))
            specs.append((link, -14.0, "==", MEDIUM))
        elif i % 10 == 5:
            specs.append((link, -10.0, "==", STRONG))
        else:
            specs.append((link, -10.0, "==", REQUIRED))
    return count, specs


def edit_problem(rows=10, columns=10, width=400.0, height=1000.0, margin=8.0, spacing=2.0):
    """100 views in rows of free-width views; the widths are the edit variables. Every
    suggestion stays within what the layout allows, so each frame has one exact solution."""
    container_w, container_h = rows * columns * 4, rows * columns * 4 + 1
    specs = [
        ([(container_w, 1.0)], -width, "==", REQUIRED),
        ([(container_h, 1.0)], -height, "==", REQUIRED),
    ]
    for r in range(rows):
        for c in range(columns):
            k = r * columns + c
            x, y, w, h = 4 * k, 4 * k + 1, 4 * k + 2, 4 * k + 3
            if c == 0:
                specs.append(([(x, 1.0)], -margin, "==", REQUIRED))
            else:
                left = 4 * (k - 1)
                specs.append(([(x, 1.0), (left, -1.0), (left + 2, -1.0)], -spacing, "==", REQUIRED))
            specs.append(([(w, 1.0)], -10.0, ">=", REQUIRED))
            specs.append(([(w, 1.0)], -30.0, "==", MEDIUM))
            if r == 0:
                specs.append(([(y, 1.0)], -margin, "==", REQUIRED))
            else:
                above = 4 * (k - columns)
                specs.append(([(y, 1.0), (above + 1, -1.0), (above + 3, -1.0)], -spacing, "==", REQUIRED))
            specs.append(([(h, 1.0)], -30.0, "==", MEDIUM))
            if c == columns - 1:
                specs.append(([(x, 1.0), (w, 1.0), (container_w, -1.0)], margin, "<=", REQUIRED))
            if r == rows - 1:
                specs.append(([(y, 1.0), (h, 1.0), (container_h, -1.0)], margin, "<=", REQUIRED))
    edited = [4 * k + 2 for k in range(rows * columns)]
    return rows * columns * 4 + 2, specs, edited


def suggestion(frame, index):
    # Stays inside [11, 31]: above the 10-point minimum, and ten rows of ten fit the container.
    return 21.0 + 10.0 * math.sin(0.1 * frame + 0.37 * index)


def kiwi_constraints(variables, specs):
    return [
        kiwi.Constraint(
            kiwi.Expression(tuple(kiwi.Term(variables[v], a) for v, a in terms), constant),
            relation, strength)
        for terms, constant, relation, strength in specs
    ]


def median(samples):
    ordered = sorted(samples)
    return ordered[len(ordered) // 2]


def time_solve(variable_count, specs):
    variables = [kiwi.Variable("v%d" % i) for i in range(variable_count)]
    constraints = kiwi_constraints(variables, specs)
    samples, checksum = [], 0.0
    for repetition in range(REPETITIONS + 1):  # the first run warms up and is not counted
        start = time.perf_counter_ns()
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        values = [v.value() for v in variables]
        elapsed = time.perf_counter_ns() - start
        if repetition > 0:
            samples.append(elapsed / 1e9)
        checksum = math.fsum(values)
    return {"median_s": median(samples), "samples": len(samples),
            "constraints": len(specs), "checksum": checksum}


def time_edits():
    variable_count, specs, edited = edit_problem()
    variables = [kiwi.Variable("v%d" % i) for i in range(variable_count)]
    solver = kiwi.Solver()
    for constraint in kiwi_constraints(variables, specs):
        solver.addConstraint(constraint)
    edit_variables = [variables[i] for i in edited]
    for v in edit_variables:
        solver.addEditVariable(v, STRONG)
    plans = [[(v, suggestion(f, i)) for i, v in enumerate(edit_variables)] for f in range(EDIT_FRAMES)]
    samples, checksum = [], 0.0
    for repetition in range(EDIT_REPETITIONS + 1):  # the first pass warms up and is not counted
        sums = []
        for plan in plans:
            start = time.perf_counter_ns()
            for v, value in plan:
                solver.suggestValue(v, value)
            solver.updateVariables()
            values = [v.value() for v in variables]
            elapsed = time.perf_counter_ns() - start
            if repetition > 0:
                samples.append(elapsed / 1e9)
            sums.append(math.fsum(values))
        checksum = math.fsum(sums)
    # value() only returns a stored double, so reading every value alone is close to pure
    # binding overhead: a floor for what Python adds to each frame.
    reads = []
    for _ in range(EDIT_FRAMES):
        start = time.perf_counter_ns()
        values = [v.value() for v in variables]
        reads.append((time.perf_counter_ns() - start) / 1e9)
    return {"median_s": median(samples), "samples": len(samples), "constraints": len(specs),
            "edit_variables": len(edited), "frames": EDIT_FRAMES, "checksum": checksum,
            "value_reads_s": median(reads)}


def main():
    # The collector would otherwise run at moments that depend on allocation history.
    gc.disable()
    result = {
        "kiwisolver": getattr(kiwi, "__version__", "unknown"),
        "python": sys.version.split()[0],
        "problems": {
            "grid": time_solve(*grid_problem()),
            "chain": time_solve(*chain_problem()),
            "edits": time_edits(),
        },
    }
    json.dump(result, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
