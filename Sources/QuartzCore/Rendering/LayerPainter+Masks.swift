import CCairo

// Layer masks: the layer's whole body (shadow, content, sublayers, a running transition) is
// composited through the alpha of its mask layer, drawn in the layer's coordinates.

extension LayerPainter {
    /// Draws `body` masked by `mask`'s presentation at `time` (the masked layer's local time).
    func drawMasked(_ mask: CALayer, time: Double, device: CGAffineTransform, body: () -> Void) {
        let maskTime = mask.layerTiming.localTime(fromParent: time)
        let mp = mask.presentationProperties(atLocalTime: maskTime)
        // A hidden or transparent mask lets nothing through.
        guard !mp.isHidden, mp.opacity > Self.invisibleOpacity else { return }
        cairo_save(cr)
        var budget = 256
        if CATransform3DIsAffine(mp.transform), let extent = Self.paintExtent(mask, mp, time: maskTime, budget: &budget)
        {
            Cairo.clipToDevice(cr, mp.toSuperlayer.concatenating(device).boundingBox(of: extent))
        }
        cairo_push_group(cr)
        body()
        backdropSource = nil
        let content = cairo_pop_group(cr)
        cairo_push_group(cr)
        drawLayer(mask, parentTime: time, parent: device, space: nil)
        let alpha = cairo_pop_group(cr)
        Cairo.setIdentity(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(alpha)
        cairo_restore(cr)
    }
}
