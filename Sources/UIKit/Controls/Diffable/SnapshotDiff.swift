/// Turns two snapshots into the batch of deletions, insertions, moves and reloads that takes a
/// table or collection view from the first to the second, as `apply(_:animatingDifferences:)`
/// does.
enum SnapshotDiff {
    static func update<S: Hashable, I: Hashable>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
    ) -> BatchUpdate {
        var update = BatchUpdate()
        // Sections: gone or new by identity; sections that changed order go and come back.
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sections.enumerated().map { ($1, $0) })
        let common = old.sections.enumerated().compactMap { i, s in newSectionIndex[s].map { (old: i, new: $0) } }
        let keptOrder = Set(longestIncreasing(common.map(\.new)).map { common[$0].old })
        var sectionMap: [Int: Int] = [:]
        for (i, s) in old.sections.enumerated() {
            if let n = newSectionIndex[s], keptOrder.contains(i) {
                sectionMap[i] = n
            } else {
                update.deletedSections.insert(i)
            }
        }
        let survivingNew = Set(sectionMap.values)
        for n in new.sections.indices where !survivingNew.contains(n) { update.insertedSections.insert(n) }
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        for (o, n) in sectionMap where reloadedSections.contains(new.sections[n]) { update.reloadedSections.insert(o) }

        // Items: where each one is before and after.
        var oldPaths: [I: IndexPath] = [:]
        for (s, list) in old.items.enumerated() {
            for (i, item) in list.enumerated() { oldPaths[item] = IndexPath(item: i, section: s) }
        }
        var newPaths: [I: IndexPath] = [:]
        for (s, list) in new.items.enumerated() {
            for (i, item) in list.enumerated() { newPaths[item] = IndexPath(item: i, section: s) }
        }
        var kept: [I] = []
        for (s, list) in old.items.enumerated() where sectionMap[s] != nil && !update.reloadedSections.contains(s) {
            for (i, item) in list.enumerated() {
                if let to = newPaths[item], survivingNew.contains(to.section) {
                    kept.append(item)
                } else {
                    update.deletedItems.append(IndexPath(item: i, section: s))
                }
            }
        }
        let keptSet = Set(kept)
        for (s, list) in new.items.enumerated() where survivingNew.contains(s) {
            let reloadedSection = update.reloadedSections.contains(sectionMap.first { $0.value == s }!.key)
            guard !reloadedSection else { continue }
            for (i, item) in list.enumerated() where !keptSet.contains(item) {
                update.insertedItems.append(IndexPath(item: i, section: s))
            }
        }
        // Kept items that change section move; within a section, those outside the longest run
        // already in order move.
        var bySection: [Int: [I]] = [:]
        for item in kept {
            let from = oldPaths[item]!
            let to = newPaths[item]!
            if sectionMap[from.section] != to.section {
                update.movedItems.append((from, to))
            } else {
                bySection[from.section, default: []].append(item)
            }
        }
        for (_, items) in bySection {
            let targets = items.map { newPaths[$0]!.item }
            let inOrder = Set(longestIncreasing(targets))
            for (i, item) in items.enumerated() where !inOrder.contains(i) {
                update.movedItems.append((oldPaths[item]!, newPaths[item]!))
            }
        }
        let moved = Set(update.movedItems.map(\.from))
        for item in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
            guard keptSet.contains(item), let from = oldPaths[item], !moved.contains(from) else { continue }
            update.reloadedItems.append(from)
        }
        return update
    }

    /// The indexes of a longest strictly increasing subsequence of `values`.
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var result: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 {
            result.append(k)
            k = previous[k]
        }
        return result.reversed()
    }
}
