import CCairo

// CATransition: while a transition shows, the layer's content is the "before" picture taken
// when the transition was added combined with the live content, inside the layer's bounds.

extension LayerPainter {
    /// Whether any of the layer's animations is a transition (cheap test for the fast path).
    static func hasTransition(_ layer: CALayer) -> Bool {
        guard !layer.animationList.isEmpty else { return false }
        return layer.animationList.contains { $0.animation is CATransition }
    }

    /// The last-added transition that is showing at the layer's local time, with its progress.
    func activeTransition(of layer: CALayer, time: Double) -> (CATransition, Double)? {
        var found: (CATransition, Double)?
        for (_, animation) in layer.animationList {
            if let t = animation as? CATransition, let progress = t.transitionProgress(atLayerTime: time) {
                found = (t, min(max(progress, 0), 1))
            }
        }
        return found
    }

    /// Draws the old picture and the live content for a transition at `progress` (0...1).
    ///
    /// fade: cross-dissolve (old × (1 − p) + new × p, summed in a group so an opaque pair stays
    /// opaque); push: the new content enters from the subtype's side while the old leaves by the
    /// opposite one; moveIn: the new content slides in over the old; reveal: the old slides
    /// away towards the opposite side, uncovering the new. Unknown types fade. Everything is
    /// clipped to the bounds, as Core Animation confines a transition to its layer.
    func drawTransition(
        _ t: CATransition, progress q: Double, _ layer: CALayer, _ p: LayerProperties, time: Double,
        device: CGAffineTransform
    ) {
        let b = p.bounds
        guard b.width > 0, b.height > 0 else { return }
        cairo_save(cr)
        Cairo.setMatrix(cr, device)
        Cairo.rectangle(cr, b)
        cairo_clip(cr)

        let from = Self.arrivalOffset(t.subtype, size: b.size)
        let k = CGFloat(q)
        switch t.type {
        case .push:
            drawOld(t, in: b, device: device, offset: CGSize(width: -from.width * k, height: -from.height * k))
            drawNew(
                layer, p, time: time, device: device,
                offset: CGSize(width: from.width * (1 - k), height: from.height * (1 - k)))
        case .moveIn:
            drawOld(t, in: b, device: device, offset: .zero)
            drawNew(
                layer, p, time: time, device: device,
                offset: CGSize(width: from.width * (1 - k), height: from.height * (1 - k)))
        case .reveal:
            drawNew(layer, p, time: time, device: device, offset: .zero)
            drawOld(t, in: b, device: device, offset: CGSize(width: -from.width * k, height: -from.height * k))
        default:
            Cairo.setIdentity(cr)
            pushGroup(for: layer)
            drawOld(t, in: b, device: device, offset: .zero, alpha: 1 - k)
            Cairo.setIdentity(cr)
            cairo_push_group(cr)
            drawNew(layer, p, time: time, device: device, offset: .zero)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            cairo_paint_with_alpha(cr, q)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            backdropSource = nil
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// Where the new content starts, relative to its place: one bounds size towards the side
    /// named by the subtype (nil: from the left).
    static func arrivalOffset(_ subtype: CATransitionSubtype?, size: CGSize) -> CGSize {
        switch subtype {
        case .fromRight?: return CGSize(width: size.width, height: 0)
        case .fromTop?: return CGSize(width: 0, height: -size.height)
        case .fromBottom?: return CGSize(width: 0, height: size.height)
        default: return CGSize(width: -size.width, height: 0)
        }
    }

    private func drawOld(
        _ t: CATransition, in b: CGRect, device: CGAffineTransform, offset: CGSize, alpha: CGFloat = 1
    ) {
        guard alpha > 0, let image = t.beforeImage, let surface = ImageSurfaceCache.surface(for: image) else { return }
        let m = CGAffineTransform(translationX: offset.width, y: offset.height).concatenating(device)
        Cairo.setMatrix(cr, m)
        let source = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        Cairo.drawImage(cr, surface, source: source, in: b, alpha: alpha)
    }

    private func drawNew(
        _ layer: CALayer, _ p: LayerProperties, time: Double, device: CGAffineTransform, offset: CGSize
    ) {
        let m = CGAffineTransform(translationX: offset.width, y: offset.height).concatenating(device)
        drawShadowedContent(layer, p, time: time, device: m)
    }
}
