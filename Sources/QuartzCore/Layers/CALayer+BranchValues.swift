extension CALayer {
    /// Clears `keepsBranchValues` here and in every sublayer below that still has it, without
    /// recursion: a branch of nested presentations can be thousands of layers deep.
    package func discardBranchValues() {
        guard keepsBranchValues else { return }
        keepsBranchValues = false
        var pending = [self]
        while let layer = pending.popLast() {
            for child in layer.sublayerList where child.keepsBranchValues {
                child.keepsBranchValues = false
                pending.append(child)
            }
        }
    }

    /// Clears the branch's kept values when `key` (a model key path just set) can move the
    /// layer's bounds in its superlayer or its sublayers: position, bounds, anchor point and
    /// the two transforms. Other properties (colours, opacity) leave them.
    package func discardBranchValues(ifKeyMovesBranch key: String) {
        guard keepsBranchValues else { return }
        if key.hasPrefix("position") || key.hasPrefix("bounds") || key.hasPrefix("anchorPoint")
            || key.hasPrefix("transform") || key.hasPrefix("sublayerTransform")
        {
            discardBranchValues()
        }
    }
}
