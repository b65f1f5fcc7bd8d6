extension CALayer {
    /// The top of this layer's tree (through superlayers and mask owners).
    var rootLayer: CALayer {
        if keepsTreePlace, let root = keptRoot { return root }
        return workOutTreePlace().root
    }

    /// How many superlayers are above the layer (a mask, which has none, is at depth 0).
    var depth: Int {
        if keepsTreePlace, keptRoot != nil { return keptDepth }
        return workOutTreePlace().depth
    }

    /// Works out the root and depth of this layer and of every ancestor whose kept ones are gone,
    /// top down from the nearest one still kept, without recursion. A chain of current-context
    /// presentations nests thousands of layers deep and every world look-up (`loop`) asks for the
    /// root, so only the part of the branch that moved is walked again. A kept ancestor whose
    /// root has gone (the root was freed, leaving its sublayers at the top) counts as moved.
    @discardableResult
    private func workOutTreePlace() -> (root: CALayer, depth: Int) {
        var path: [CALayer] = [self]
        var top = self
        while let parent = top.superlayer ?? top.maskOwner, !(parent.keepsTreePlace && parent.keptRoot != nil) {
            path.append(parent)
            top = parent
        }
        let above = top.superlayer ?? top.maskOwner
        let root = above?.keptRoot ?? top
        var depth = above?.keptDepth ?? 0
        for layer in path.reversed() {
            if layer.superlayer == nil {
                depth = 0
            } else if layer !== top || above != nil {
                depth += 1
            }
            layer.keptRoot = root
            layer.keptDepth = depth
            layer.keepsTreePlace = true
        }
        return (root, depth)
    }

    /// Clears the kept root and depth here and below (sublayers and masks), stopping at layers
    /// already cleared: a cleared layer's whole branch is cleared, since values are only ever
    /// worked out top down.
    func discardTreePlace() {
        guard keepsTreePlace else { return }
        keepsTreePlace = false
        var pending = [self]
        while let layer = pending.popLast() {
            for child in layer.sublayerList where child.keepsTreePlace {
                child.keepsTreePlace = false
                pending.append(child)
            }
            if let mask = layer.mask, mask.keepsTreePlace {
                mask.keepsTreePlace = false
                pending.append(mask)
            }
        }
    }
}
