import CCairo
import CPangoCairo

/// Draws a text run with Pango inside its rectangle, vertically centred as UILabel draws.
@MainActor
package enum TextDrawing {
    package static func draw(_ run: CGTextRun, cr: OpaquePointer, alpha: CGFloat) {
        let context = PangoText.makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = PangoText.makeLayout(for: run, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let measured = TextMeasurement.measure(run, width: run.rect.width)
        cairo_save(cr)
        cairo_rectangle(cr, Double(run.rect.minX), Double(run.rect.minY), Double(run.rect.width), Double(run.rect.height))
        cairo_clip(cr)
        let y = run.rect.minY + max(0, (run.rect.height - measured.size.height) / 2)
        cairo_move_to(cr, Double(run.rect.minX), Double(y))
        LayerRenderer.setSource(cr, run.color, alpha: alpha)
        pango_cairo_update_context(cr, context)
        PangoText.configure(context: context)
        pango_layout_context_changed(layout)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }
}
