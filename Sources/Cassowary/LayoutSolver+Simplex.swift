extension LayoutSolver {
    // MARK: Rows by basic symbol

    @inline(__always)
    func row(of symbol: Int32) -> Int? {
        let r = rowOfSymbol[Int(symbol)]
        return r == Self.invalid ? nil : Int(r)
    }

    mutating func appendRow(_ row: Row, basic: Int32) {
        for c in row.cells { inRows[Int(c.symbol)] = true }
        rowOfSymbol[Int(basic)] = Int32(rows.count)
        rows.append(row)
        basicOfRow.append(basic)
    }

    /// Removes and returns the row `basic` is basic in (the last row fills the hole).
    mutating func takeRow(basic: Int32) -> Row {
        let i = Int(rowOfSymbol[Int(basic)])
        rowOfSymbol[Int(basic)] = Self.invalid
        let last = rows.count - 1
        if i != last {
            rows.swapAt(i, last)
            basicOfRow.swapAt(i, last)
            rowOfSymbol[Int(basicOfRow[i])] = Int32(i)
        }
        basicOfRow.removeLast()
        return rows.removeLast()
    }

    /// Replaces `symbol` by `row` everywhere, noting restricted rows that went negative.
    mutating func substitute(_ symbol: Int32, _ row: Row) {
        for c in row.cells { inRows[Int(c.symbol)] = true }
        for i in rows.indices {
            guard rows[i].position(of: symbol) >= 0 else { continue }
            rows[i].substitute(symbol, row)
            let basic = basicOfRow[i]
            if kinds[Int(basic)] != .external && rows[i].constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(leaving: Int32, entering: Int32) {
        var row = takeRow(basic: leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        appendRow(row, basic: entering)
    }

    // MARK: Artificial variable

    /// Adds a row that has no usable subject by minimising a temporary artificial variable;
    /// the row is satisfiable exactly when that minimum is zero.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        appendRow(row, basic: art)
        artificial = row
        optimize(objectiveIsArtificial: true)
        let success = Self.nearZero(artificial!.constant)
        artificial = nil
        if self.row(of: art) != nil {
            var basicRow = takeRow(basic: art)
            if basicRow.cells.isEmpty { return success }
            guard success else { return false }
            let entering = basicRow.cells.first { k in
                let kind = kinds[Int(k.symbol)]
                return kind == .slack || kind == .error
            }?.symbol
            guard let entering else { return false }
            basicRow.solve(for: art, entering)
            substitute(entering, basicRow)
            appendRow(basicRow, basic: entering)
        }
        for i in rows.indices { rows[i].remove(art) }
        objective.remove(art)
        return success
    }

    // MARK: Simplex

    /// Primal simplex on the objective (or the artificial row): pivots until no symbol can
    /// lower it further.
    mutating func optimize(objectiveIsArtificial: Bool) {
        while true {
            let target = objectiveIsArtificial ? artificial! : objective
            var entering = Self.invalid
            for c in target.cells where c.coefficient < 0 && kinds[Int(c.symbol)] != .dummy {
                entering = c.symbol
                break
            }
            if entering == Self.invalid { return }
            // The leaving row: the tightest restricted row that `entering` pushes down.
            var ratio = Double.greatestFiniteMagnitude
            var leaving = Self.invalid
            for i in rows.indices {
                let basic = basicOfRow[i]
                guard kinds[Int(basic)] != .external else { continue }
                let c = rows[i].coefficient(for: entering)
                guard c < 0 else { continue }
                let r = -rows[i].constant / c
                if r < ratio {
                    ratio = r
                    leaving = basic
                }
            }
            // Unbounded: cannot happen with non-negative strengths; stop rather than loop.
            if leaving == Self.invalid { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility of rows that went negative after an edit, keeping
    /// the objective optimal. False if some row could not be made feasible (required
    /// constraints contradict each other).
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var feasible = true
        while let leaving = infeasible.popLast() {
            guard let r = row(of: leaving), rows[r].constant < 0 else { continue }
            var ratio = Double.greatestFiniteMagnitude
            var entering = Self.invalid
            for c in rows[r].cells where c.coefficient > 0 && kinds[Int(c.symbol)] != .dummy {
                let q = objective.coefficient(for: c.symbol) / c.coefficient
                if q < ratio {
                    ratio = q
                    entering = c.symbol
                }
            }
            if entering == Self.invalid {
                feasible = false
                continue
            }
            pivot(leaving: leaving, entering: entering)
        }
        return feasible
    }

    /// Which row should give up its basic symbol so that `marker` can become basic and be
    /// dropped: the tightest restricted row it lowers, else one it raises, else an external one.
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        var first = Self.invalid
        var second = Self.invalid
        var third = Self.invalid
        for i in rows.indices {
            let c = rows[i].coefficient(for: marker)
            guard c != 0 else { continue }
            let basic = basicOfRow[i]
            if kinds[Int(basic)] == .external {
                third = basic
            } else if c < 0 {
                let r = -rows[i].constant / c
                if r < r1 {
                    r1 = r
                    first = basic
                }
            } else {
                let r = rows[i].constant / c
                if r < r2 {
                    r2 = r
                    second = basic
                }
            }
        }
        if first != Self.invalid { return first }
        if second != Self.invalid { return second }
        return third
    }
}
