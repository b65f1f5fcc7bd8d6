extension LayoutSolver {
    /// One tableau row: `basic = constant + Σ coefficient·symbol`, cells kept sorted by symbol so
    /// that merging two rows is linear and a look-up is a binary search. Rows grow long in chains
    /// of dependent constraints, where a sorted merge is what keeps adding cheap.
    struct Row {
        struct Cell {
            var symbol: Int32
            var coefficient: Double
        }

        var cells: [Cell]
        var constant: Double

        init(constant: Double = 0) {
            cells = []
            self.constant = constant
        }

        /// Where `symbol` is, or where it would be inserted (as a negative `-(slot + 1)`).
        @inline(__always)
        func position(of symbol: Int32) -> Int {
            // Rows rarely reach the newest symbols (edit markers are made last), so most misses
            // are decided by the ends alone.
            guard let last = cells.last?.symbol, symbol <= last else { return -(cells.count + 1) }
            var low = 0
            var high = cells.count - 1
            while low <= high {
                let mid = (low + high) >> 1
                let s = cells[mid].symbol
                if s == symbol { return mid }
                if s < symbol { low = mid + 1 } else { high = mid - 1 }
            }
            return -(low + 1)
        }

        @inline(__always)
        func coefficient(for symbol: Int32) -> Double {
            let p = position(of: symbol)
            return p >= 0 ? cells[p].coefficient : 0
        }

        /// Adds `coefficient·symbol`, dropping the cell when it cancels out.
        mutating func insert(_ symbol: Int32, _ coefficient: Double) {
            let p = position(of: symbol)
            if p >= 0 {
                let sum = cells[p].coefficient + coefficient
                if LayoutSolver.nearZero(sum) {
                    cells.remove(at: p)
                } else {
                    cells[p].coefficient = sum
                }
            } else if !LayoutSolver.nearZero(coefficient) {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -p - 1)
            }
        }

        /// Adds `coefficient·other` (its constant too).
        mutating func insert(_ other: Row, _ coefficient: Double) {
            constant += other.constant * coefficient
            if other.cells.count <= 2 {
                for c in other.cells { insert(c.symbol, c.coefficient * coefficient) }
                return
            }
            // Two-pointer merge into a fresh buffer.
            var merged: [Cell] = []
            merged.reserveCapacity(cells.count + other.cells.count)
            var i = 0
            var j = 0
            let a = cells
            let b = other.cells
            while i < a.count || j < b.count {
                if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                    merged.append(a[i])
                    i += 1
                } else if i == a.count || b[j].symbol < a[i].symbol {
                    let v = b[j].coefficient * coefficient
                    if !LayoutSolver.nearZero(v) { merged.append(Cell(symbol: b[j].symbol, coefficient: v)) }
                    j += 1
                } else {
                    let v = a[i].coefficient + b[j].coefficient * coefficient
                    if !LayoutSolver.nearZero(v) { merged.append(Cell(symbol: a[i].symbol, coefficient: v)) }
                    i += 1
                    j += 1
                }
            }
            cells = merged
        }

        mutating func remove(_ symbol: Int32) {
            let p = position(of: symbol)
            if p >= 0 { cells.remove(at: p) }
        }

        mutating func reverseSign() {
            constant = -constant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }

        /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …`.
        mutating func solve(for symbol: Int32) {
            let p = position(of: symbol)
            let scale = -1.0 / cells[p].coefficient
            cells.remove(at: p)
            constant *= scale
            for i in cells.indices { cells[i].coefficient *= scale }
        }

        /// Rewrites `lhs = …` (this row, basic `lhs`) so that `rhs` becomes its subject.
        mutating func solve(for lhs: Int32, _ rhs: Int32) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by the expression `row` stands for.
        mutating func substitute(_ symbol: Int32, _ row: Row) {
            let p = position(of: symbol)
            guard p >= 0 else { return }
            let c = cells[p].coefficient
            cells.remove(at: p)
            insert(row, c)
        }
    }
}
