/// A unified-style diff of two texts by lines (`@@ -a,b +c,d @@` hunks, three lines of
/// context, `-` for the reference's lines, `+` for the new snapshot's).
enum LineDiff {
    private enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The diff of `old` (the reference) against `new`, or nil when they are equal.
    static func unified(_ old: String, _ new: String, context: Int = 3) -> String? {
        guard old != new else { return nil }
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = self.edits(a, b)
        // Where each edit sits in the old and new texts (1-based line numbers).
        var positions: [(old: Int, new: Int)] = []
        var o = 1, n = 1
        for e in edits {
            positions.append((o, n))
            switch e {
            case .same: o += 1; n += 1
            case .removed: o += 1
            case .added: n += 1
            }
        }
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        var hunks: [ClosedRange<Int>] = []
        for i in changed {
            let range = max(0, i - context)...min(edits.count - 1, i + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var out: [String] = ["--- reference", "+++ actual"]
        for hunk in hunks {
            let slice = edits[hunk]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            let start = positions[hunk.lowerBound]
            out.append(
                "@@ -\(oldCount == 0 ? start.old - 1 : start.old),\(oldCount) "
                    + "+\(newCount == 0 ? start.new - 1 : start.new),\(newCount) @@")
            for e in slice {
                switch e {
                case .same(let s): out.append(" " + s)
                case .removed(let s): out.append("-" + s)
                case .added(let s): out.append("+" + s)
                }
            }
        }
        return out.joined(separator: "\n")
    }

    /// The shortest edit script by longest common subsequence (texts here are small).
    private static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [Edit] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                out.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                out.append(.removed(a[i]))
                i += 1
            } else {
                out.append(.added(b[j]))
                j += 1
            }
        }
        return out
    }
}
