// Times kiwi's C++ Cassowary solver on the problems of `uikit-bench solver` and prints the
// medians as JSON (read by Sources/uikit-bench/SolverBenchmarks.swift).
//
// The generators below mirror Sources/uikit-bench/SolverProblems.swift term for term and in the
// same order, so both solvers are handed the same constraints in the same sequence; the
// checksums (plain left-to-right sums of every variable's value, as on the Swift side) show
// whether they reached the same solution. Changing one side means changing the other.
//
// Built and run by Scripts/bench-kiwi.sh, which downloads kiwi's headers; none of kiwi's
// sources live in this repository.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace {

const double kRequired = 1001001000.0;
const double kStrong = 1000000.0;
const double kMedium = 1000.0;
const double kWeak = 1.0;

const int kRepetitions = 7;
const int kEditFrames = 100;
const int kEditRepetitions = 5;

// sum(coefficient * variable) + constant  (relation)  0, variables given by index.
struct Spec {
    std::vector<std::pair<int, double>> terms;
    double constant;
    kiwi::RelationalOperator relation;
    double strength;
};

struct Problem {
    int variableCount = 0;
    std::vector<Spec> specs;
    std::vector<int> edited;
};

Problem gridProblem(int rows = 40, int columns = 25, double width = 1000, double height = 1000,
                    double margin = 8, double spacing = 2) {
    Problem p;
    const int containerWidth = rows * columns * 4, containerHeight = rows * columns * 4 + 1;
    auto& s = p.specs;
    s.push_back({{{containerWidth, 1}}, -width, kiwi::OP_EQ, kRequired});
    s.push_back({{{containerHeight, 1}}, -height, kiwi::OP_EQ, kRequired});
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const int k = r * columns + c;
            const int x = 4 * k, y = 4 * k + 1, w = 4 * k + 2, h = 4 * k + 3;
            if (c == 0) {
                s.push_back({{{x, 1}}, -margin, kiwi::OP_EQ, kRequired});
            } else {
                const int left = 4 * (k - 1);
                s.push_back({{{x, 1}, {left, -1}, {left + 2, -1}}, -spacing, kiwi::OP_EQ, kRequired});
                s.push_back({{{w, 1}, {4 * (r * columns) + 2, -1}}, 0, kiwi::OP_EQ, kRequired});
            }
            s.push_back({{{w, 1}}, -(30 + 4 * double(r % 5)), kiwi::OP_EQ, kMedium});
            if (r == 0) {
                s.push_back({{{y, 1}}, -margin, kiwi::OP_EQ, kRequired});
            } else {
                const int above = 4 * (k - columns);
                s.push_back({{{y, 1}, {above + 1, -1}, {above + 3, -1}}, -spacing, kiwi::OP_EQ, kRequired});
                s.push_back({{{h, 1}, {4 * c + 3, -1}}, 0, kiwi::OP_EQ, kRequired});
            }
            s.push_back({{{h, 1}}, -(18 + 2 * double(c % 4)), kiwi::OP_EQ, kMedium});
            if (c == columns - 1)
                s.push_back({{{x, 1}, {w, 1}, {containerWidth, -1}}, margin, kiwi::OP_LE, kRequired});
            if (r == rows - 1)
                s.push_back({{{y, 1}, {h, 1}, {containerHeight, -1}}, margin, kiwi::OP_LE, kRequired});
        }
    }
    p.variableCount = rows * columns * 4 + 2;
    return p;
}

Problem chainProblem(int count = 1000) {
    Problem p;
    auto& s = p.specs;
    s.push_back({{{0, 1}}, 0, kiwi::OP_EQ, kRequired});
    for (int i = 1; i < count; ++i) {
        const std::vector<std::pair<int, double>> link = {{i, 1}, {i - 1, -1}};
        switch (i % 10) {
        case 3:
            s.push_back({link, -10, kiwi::OP_GE, kRequired});
            s.push_back({link, -12, kiwi::OP_EQ, kWeak});
            break;
        case 7:
            s.push_back({link, -10, kiwi::OP_LE, kRequired});
            s.push_back({link, -14, kiwi::OP_EQ, kMedium});
            break;
        case 5:
            s.push_back({link, -10, kiwi::OP_EQ, kStrong});
            break;
        default:
            s.push_back({link, -10, kiwi::OP_EQ, kRequired});
        }
    }
    p.variableCount = count;
    return p;
}

Problem editProblem(int rows = 10, int columns = 10, double width = 400, double height = 1000,
                    double margin = 8, double spacing = 2) {
    Problem p;
    const int containerWidth = rows * columns * 4, containerHeight = rows * columns * 4 + 1;
    auto& s = p.specs;
    s.push_back({{{containerWidth, 1}}, -width, kiwi::OP_EQ, kRequired});
    s.push_back({{{containerHeight, 1}}, -height, kiwi::OP_EQ, kRequired});
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const int k = r * columns + c;
            const int x = 4 * k, y = 4 * k + 1, w = 4 * k + 2, h = 4 * k + 3;
            if (c == 0) {
                s.push_back({{{x, 1}}, -margin, kiwi::OP_EQ, kRequired});
            } else {
                const int left = 4 * (k - 1);
                s.push_back({{{x, 1}, {left, -1}, {left + 2, -1}}, -spacing, kiwi::OP_EQ, kRequired});
            }
            s.push_back({{{w, 1}}, -10, kiwi::OP_GE, kRequired});
            s.push_back({{{w, 1}}, -30, kiwi::OP_EQ, kMedium});
            if (r == 0) {
                s.push_back({{{y, 1}}, -margin, kiwi::OP_EQ, kRequired});
            } else {
                const int above = 4 * (k - columns);
                s.push_back({{{y, 1}, {above + 1, -1}, {above + 3, -1}}, -spacing, kiwi::OP_EQ, kRequired});
            }
            s.push_back({{{h, 1}}, -30, kiwi::OP_EQ, kMedium});
            if (c == columns - 1)
                s.push_back({{{x, 1}, {w, 1}, {containerWidth, -1}}, margin, kiwi::OP_LE, kRequired});
            if (r == rows - 1)
                s.push_back({{{y, 1}, {h, 1}, {containerHeight, -1}}, margin, kiwi::OP_LE, kRequired});
        }
    }
    p.variableCount = rows * columns * 4 + 2;
    for (int k = 0; k < rows * columns; ++k) p.edited.push_back(4 * k + 2);
    return p;
}

// Stays inside [11, 31], like `suggestion(frame:index:)` on the Swift side.
double suggestion(int frame, int index) { return 21 + 10 * std::sin(0.1 * double(frame) + 0.37 * double(index)); }

// Variables and constraint objects are made before any clock starts, as on the Swift side,
// where the specs are turned into the solver's own terms first.
struct Prepared {
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Constraint> constraints;
};

Prepared prepare(const Problem& problem) {
    Prepared prepared;
    for (int i = 0; i < problem.variableCount; ++i) prepared.variables.emplace_back("v" + std::to_string(i));
    for (const Spec& spec : problem.specs) {
        std::vector<kiwi::Term> terms;
        for (const auto& t : spec.terms) terms.emplace_back(prepared.variables[t.first], t.second);
        prepared.constraints.emplace_back(kiwi::Expression(std::move(terms), spec.constant), spec.relation,
                                          spec.strength);
    }
    return prepared;
}

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point start, Clock::time_point end) {
    return std::chrono::duration<double>(end - start).count();
}

double median(std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

double sum(const std::vector<double>& values) {
    double total = 0;
    for (double v : values) total += v;
    return total;
}

struct Measurement {
    double median;
    size_t samples;
    size_t constraints;
    double checksum;
};

// The whole solve: add every constraint to an empty solver, then read every value.
Measurement measureSolve(const Problem& problem) {
    Prepared prepared = prepare(problem);
    std::vector<double> values(prepared.variables.size());
    std::vector<double> samples;
    for (int repetition = 0; repetition <= kRepetitions; ++repetition) {  // the first run warms up
        auto* solver = new kiwi::Solver();
        const auto start = Clock::now();
        for (const auto& constraint : prepared.constraints) solver->addConstraint(constraint);
        solver->updateVariables();
        for (size_t i = 0; i < values.size(); ++i) values[i] = prepared.variables[i].value();
        const auto end = Clock::now();
        // Tearing the tableau down happens after the clock stops, as on the Swift side.
        delete solver;
        if (repetition > 0) samples.push_back(seconds(start, end));
    }
    return {median(samples), samples.size(), prepared.constraints.size(), sum(values)};
}

// One frame of an interactive layout: suggest a value for each edit variable, read every value.
Measurement measureEdits(const Problem& problem) {
    Prepared prepared = prepare(problem);
    kiwi::Solver solver;
    for (const auto& constraint : prepared.constraints) solver.addConstraint(constraint);
    std::vector<kiwi::Variable> edited;
    for (int i : problem.edited) edited.push_back(prepared.variables[i]);
    for (const auto& v : edited) solver.addEditVariable(v, kStrong);
    std::vector<std::vector<double>> plans(kEditFrames);
    for (int frame = 0; frame < kEditFrames; ++frame)
        for (size_t i = 0; i < edited.size(); ++i) plans[frame].push_back(suggestion(frame, int(i)));
    std::vector<double> values(prepared.variables.size());
    std::vector<double> samples;
    double checksum = 0;
    for (int repetition = 0; repetition <= kEditRepetitions; ++repetition) {  // the first pass warms up
        checksum = 0;
        for (const auto& plan : plans) {
            const auto start = Clock::now();
            for (size_t i = 0; i < edited.size(); ++i) solver.suggestValue(edited[i], plan[i]);
            solver.updateVariables();
            for (size_t i = 0; i < values.size(); ++i) values[i] = prepared.variables[i].value();
            const auto end = Clock::now();
            if (repetition > 0) samples.push_back(seconds(start, end));
            checksum += sum(values);
        }
    }
    return {median(samples), samples.size(), prepared.constraints.size(), checksum};
}

void print(const char* key, const Measurement& m, bool last) {
    std::printf("    \"%s\": {\"median_s\": %.9g, \"samples\": %zu, \"constraints\": %zu, \"checksum\": %.17g}%s\n",
                key, m.median, m.samples, m.constraints, m.checksum, last ? "" : ",");
}

}  // namespace

int main() {
    const Measurement grid = measureSolve(gridProblem());
    const Measurement chain = measureSolve(chainProblem());
    const Measurement edits = measureEdits(editProblem());
#if defined(__clang__)
    const std::string compiler = std::string("clang ") + __clang_version__;
#elif defined(__GNUC__)
    const std::string compiler = std::string("g++ ") + __VERSION__;
#else
    const std::string compiler = "unknown";
#endif
    std::printf("{\n  \"kiwi\": \"%s\",\n  \"compiler\": \"%s\",\n  \"problems\": {\n", KIWI_VERSION,
                compiler.c_str());
    print("grid", grid, false);
    print("chain", chain, false);
    print("edits", edits, true);
    std::printf("  }\n}\n");
    return 0;
}
