/// The Auto Layout engine's arithmetic: an incremental Cassowary solver (Badros, Borning and
/// Stuckey's dual-simplex formulation), written for this project.
///
/// Constraints are linear: `Σ coefficient·variable + constant (<=, ==, >=) 0` with a strength.
/// Required constraints must hold; weaker ones are satisfied as well as their strengths allow,
/// which is how UIKit's priorities, hugging and compression resistance are modelled. Adding or
/// removing one constraint, or suggesting a new value for an edit variable, updates the tableau
/// in place; nothing is ever re-solved from scratch, and `value(of:)` is always current.
///
/// It is a value type on purpose: a copy is a cheap snapshot (copy-on-write), which is how
/// `hasAmbiguousLayout` and `systemLayoutSizeFitting` probe "what if" without disturbing the
/// live layout.
public struct LayoutSolver {
    /// An unknown of the layout (a view's x, y, width or height).
    public struct Variable: Hashable, Sendable {
        /// A dense index, counting from 0 in the order `makeVariable()` made them.
        public let id: Int32
    }

    /// A handle to an added constraint.
    public struct Constraint: Hashable, Sendable {
        /// A dense index, counting from 0 in the order the constraints were added.
        public let id: Int32
    }

    /// How the expression compares with zero.
    public enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// Strengths, on the usual Cassowary scale (`required` must hold).
    public enum Strength {
        public static let required: Double = 1_001_001_000
        public static let strong: Double = 1_000_000
        public static let medium: Double = 1_000
        public static let weak: Double = 1
    }

    /// Why a request was refused. The solver is unchanged after any of them.
    public enum Failure: Error, Equatable {
        /// A required constraint cannot hold together with the required constraints listed
        /// (the new one is last).
        case unsatisfiable(conflicting: [Constraint])
        case duplicateConstraint, unknownConstraint, badRequiredStrength
        case duplicateEditVariable, unknownEditVariable
    }

    enum SymbolKind: UInt8 { case external, slack, error, dummy }

    /// The symbols a constraint brought: `marker` identifies it in the tableau; `other` is the
    /// second error variable of a non-required equality (or its error for an inequality).
    struct Tag {
        var marker: Int32
        var other: Int32
    }

    struct Record {
        var tag: Tag
        var strength: Double
        /// The marker's coefficient in the constraint as written (before any sign reversal):
        /// how a change of the constant reaches the marker's column.
        var markerSign: Double
    }

    struct Edit {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    static let invalid: Int32 = -1

    @inline(__always)
    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    var kinds: [SymbolKind] = []
    /// For each symbol, the index of the row it is basic in, or `invalid`.
    var rowOfSymbol: [Int32] = []
    /// For each symbol that is a constraint's marker or error, that constraint's id.
    var ownerOfSymbol: [Int32] = []
    var rows: [Row] = []
    var basicOfRow: [Int32] = []
    var objective = Row()
    var artificial: Row?
    var records: [Record?] = []
    var edits: [Int32: Edit] = [:]
    var infeasible: [Int32] = []
    /// Whether the symbol may stand as a parametric symbol in some row. A symbol that does not
    /// (a new variable, or the slack or error a constraint just made) can become basic without
    /// visiting every row, since only the objective can mention it.
    var inRows: [Bool] = []

    /// Creates an empty solver.
    public init() {}

    /// Makes a new unknown, initially 0.
    public mutating func makeVariable() -> Variable {
        Variable(id: makeSymbol(.external))
    }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double {
        let r = rowOfSymbol[Int(variable.id)]
        return r == Self.invalid ? 0 : rows[Int(r)].constant
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        Int(constraint.id) < records.count && records[Int(constraint.id)] != nil
    }

    /// The number of constraints in the solver.
    public private(set) var constraintCount = 0

    /// How many constraints were ever added: symbols and records of removed constraints stay
    /// behind, so a long run of changes is compacted by rebuilding when this far outgrows
    /// `constraintCount`.
    public var addedCount: Int { records.count }

    /// Adds `Σ coefficient·variable + constant (relation) 0`.
    @discardableResult
    public mutating func addConstraint(
        _ terms: [(Variable, Double)], constant: Double, _ relation: Relation, strength: Double
    ) throws(Failure) -> Constraint {
        let strength = min(max(strength, 0), Strength.required)
        let id = Int32(records.count)
        let (row, tag) = makeRow(terms, constant: constant, relation, strength: strength, owner: id)
        var subject = chooseSubject(row, tag)
        if subject == Self.invalid && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard Self.nearZero(row.constant) else {
                throw .unsatisfiable(conflicting: conflicts(in: row, adding: id))
            }
            subject = tag.marker
        }
        let markerSign: Double =
            switch relation {
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: -1
            case .equal: strength < Strength.required ? -1 : 1
            }
        records.append(Record(tag: tag, strength: strength, markerSign: markerSign))
        if subject == Self.invalid {
            // The artificial-variable pass pivots other rows; on failure, going back to the
            // snapshot is the only way to leave no trace of the refused constraint.
            let saved = self
            guard addWithArtificialVariable(row) else {
                self = saved
                records[Int(id)] = nil
                throw .unsatisfiable(conflicting: conflicts(in: row, adding: id))
            }
        } else {
            var row = row
            row.solve(for: subject)
            if inRows[Int(subject)] {
                substitute(subject, row)
            } else {
                objective.substitute(subject, row)
            }
            appendRow(row, basic: subject)
        }
        optimize(objectiveIsArtificial: false)
        constraintCount += 1
        return Constraint(id: id)
    }

    /// Removes a constraint added earlier (unknown handles are ignored).
    public mutating func removeConstraint(_ constraint: Constraint) {
        guard contains(constraint), let record = records[Int(constraint.id)] else { return }
        records[Int(constraint.id)] = nil
        constraintCount -= 1
        // Take the constraint's errors out of the objective before its marker leaves.
        for s in [record.tag.marker, record.tag.other] where s != Self.invalid && kinds[Int(s)] == .error {
            let r = rowOfSymbol[Int(s)]
            if r != Self.invalid {
                objective.insert(rows[Int(r)], -record.strength)
            } else {
                objective.insert(s, -record.strength)
            }
        }
        let marker = record.tag.marker
        if rowOfSymbol[Int(marker)] != Self.invalid {
            _ = takeRow(basic: marker)
        } else {
            let leaving = markerLeavingRow(marker)
            precondition(leaving != Self.invalid, "LayoutSolver: a constraint's marker left the tableau")
            var row = takeRow(basic: leaving)
            row.solve(for: leaving, marker)
            substitute(marker, row)
        }
        optimize(objectiveIsArtificial: false)
    }

    /// Adds `delta` to a constraint's constant in place: the tableau shifts along the
    /// constraint's marker column and the dual simplex restores feasibility, the same step
    /// `suggestValue` takes for an edit. False, with nothing changed, when the required
    /// constraints cannot hold with the new constant (remove and re-add it to learn why).
    public mutating func changeConstant(of constraint: Constraint, by delta: Double) -> Bool {
        guard contains(constraint), let record = records[Int(constraint.id)] else { return false }
        guard delta != 0 else { return true }
        let marker = record.tag.marker
        // A basic dummy marks a redundant required equality: any other constant contradicts it.
        if kinds[Int(marker)] == .dummy && row(of: marker) != nil { return false }
        if shift(marker, by: record.markerSign * delta) && dualOptimize() { return true }
        shift(marker, by: -record.markerSign * delta)
        dualOptimize()
        return false
    }

    /// Moves every row by the change of `marker`'s value that a constant change amounts to.
    /// False if a redundant required equality (a basic dummy) no longer holds.
    @discardableResult
    mutating func shift(_ marker: Int32, by amount: Double) -> Bool {
        if let r = row(of: marker) {
            rows[r].constant -= amount
            if rows[r].constant < 0 { infeasible.append(marker) }
            return true
        }
        var holds = true
        for i in rows.indices {
            let c = rows[i].coefficient(for: marker)
            guard c != 0 else { continue }
            rows[i].constant += c * amount
            let basic = basicOfRow[i]
            switch kinds[Int(basic)] {
            case .external: break
            case .dummy: if !Self.nearZero(rows[i].constant) { holds = false }
            case .slack, .error: if rows[i].constant < 0 { infeasible.append(basic) }
            }
        }
        objective.constant += objective.coefficient(for: marker) * amount
        return holds
    }

    /// Makes `variable` editable at `strength` (below required), as `suggestValue` needs.
    public mutating func addEditVariable(_ variable: Variable, strength: Double) throws(Failure) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable }
        let strength = min(max(strength, 0), Strength.required)
        guard strength < Strength.required else { throw .badRequiredStrength }
        let c = try addConstraint([(variable, 1)], constant: 0, .equal, strength: strength)
        edits[variable.id] = Edit(tag: records[Int(c.id)]!.tag, constraint: c, constant: 0)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Stops editing `variable`.
    public mutating func removeEditVariable(_ variable: Variable) {
        guard let edit = edits.removeValue(forKey: variable.id) else { return }
        removeConstraint(edit.constraint)
    }

    /// Asks for `value` for an edit variable; the tableau moves by the difference only.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(Failure) {
        guard var edit = edits[variable.id] else { throw .unknownEditVariable }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.id] = edit
        let (marker, other) = (edit.tag.marker, edit.tag.other)
        if let r = row(of: marker) {
            rows[r].constant -= delta
            if rows[r].constant < 0 { infeasible.append(marker) }
        } else if let r = row(of: other) {
            rows[r].constant += delta
            if rows[r].constant < 0 { infeasible.append(other) }
        } else {
            for i in rows.indices {
                let c = rows[i].coefficient(for: marker)
                guard c != 0 else { continue }
                rows[i].constant += delta * c
                let basic = basicOfRow[i]
                if rows[i].constant < 0 && kinds[Int(basic)] != .external { infeasible.append(basic) }
            }
        }
        dualOptimize()
    }

    // MARK: Building rows

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOfSymbol.append(Self.invalid)
        ownerOfSymbol.append(Self.invalid)
        inRows.append(false)
        return id
    }

    /// The constraint as a row over the current parametric symbols, plus its tag.
    mutating func makeRow(
        _ terms: [(Variable, Double)], constant: Double, _ relation: Relation, strength: Double, owner: Int32
    ) -> (Row, Tag) {
        var row = Row(constant: constant)
        for (v, c) in terms where !Self.nearZero(c) {
            if let r = self.row(of: v.id) {
                row.insert(rows[r], c)
            } else {
                row.insert(v.id, c)
            }
        }
        var tag = Tag(marker: Self.invalid, other: Self.invalid)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if strength < Strength.required {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, strength)
            }
        case .equal:
            if strength < Strength.required {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            } else {
                tag.marker = makeSymbol(.dummy)
                row.insert(tag.marker, 1)
            }
        }
        ownerOfSymbol[Int(tag.marker)] = owner
        if tag.other != Self.invalid { ownerOfSymbol[Int(tag.other)] = owner }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// An external symbol if the row has one; else the constraint's own slack or error when it
    /// enters with a negative coefficient (so the row stays feasible); else none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
        for c in row.cells where kinds[Int(c.symbol)] == .external && !inRows[Int(c.symbol)] { return c.symbol }
        for c in row.cells where kinds[Int(c.symbol)] == .external { return c.symbol }
        for s in [tag.marker, tag.other] where s != Self.invalid {
            let k = kinds[Int(s)]
            if (k == .slack || k == .error) && row.coefficient(for: s) < 0 { return s }
        }
        return Self.invalid
    }

    /// The required constraints whose markers the failed row was written in, then the new one.
    func conflicts(in row: Row, adding id: Int32) -> [Constraint] {
        var ids: [Int32] = []
        for c in row.cells {
            let owner = ownerOfSymbol[Int(c.symbol)]
            guard owner != Self.invalid, owner != id, let record = records[Int(owner)],
                record.strength >= Strength.required, !ids.contains(owner)
            else { continue }
            ids.append(owner)
        }
        return ids.sorted().map(Constraint.init) + [Constraint(id: id)]
    }
}
