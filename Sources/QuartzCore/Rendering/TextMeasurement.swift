import CPangoCairo

// Text layout shared by measuring (UILabel's sizes) and drawing (the renderer's text runs), so
// the size UIKit computes is the size the renderer fills. Both go through `PangoText`:
// the pinned font map, the context options and the layout built from a `CGTextRun`.

/// How text wraps or truncates; the raw values are `NSLineBreakMode`'s.
enum TextLineBreak: Int, Sendable {
    case wordWrap = 0, charWrap, clip, truncateHead, truncateTail, truncateMiddle
}

/// Pango set-up shared by text measurement and the renderer.
enum PangoText {
    /// The DejaVu fonts only, with the generic families pointed at them, so every machine lays
    /// out the same glyphs with the same metrics. Only the twelve faces of fonts-dejavu-core
    /// are accepted: machines that also have fonts-dejavu-extra (ExtraLight, Condensed, Math)
    /// would otherwise match light weights and unknown families differently. Unknown families
    /// fall back to DejaVu Sans.
    private static let fontConfig = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts/truetype/dejavu</dir>
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <selectfont>
            <rejectfont><glob>*</glob></rejectfont>
            <acceptfont>
        \(coreFaces.map { "      <glob>*/\($0).ttf</glob>" }.joined(separator: "\n"))
            </acceptfont>
          </selectfont>
          <alias binding="same"><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
          <alias binding="same"><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
          <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
          <match target="pattern">
            <edit name="family" mode="append_last" binding="weak"><string>DejaVu Sans</string></edit>
          </match>
        </fontconfig>
        """

    private static let coreFaces = ["DejaVuSans", "DejaVuSansMono", "DejaVuSerif"].flatMap { family in
        [
            "", "-Bold", family == "DejaVuSerif" ? "-Italic" : "-Oblique",
            family == "DejaVuSerif" ? "-BoldItalic" : "-BoldOblique",
        ]
        .map { family + $0 }
    }

    /// Installs the pinned fontconfig configuration (once) and returns the Pango font map
    /// built on it. The renderer should draw through this map too.
    nonisolated(unsafe) static let fontMap: UnsafeMutablePointer<PangoFontMap> = {
        if let config = FcConfigCreate() {
            let loaded = fontConfig.withCString { text in
                text.withMemoryRebound(to: FcChar8.self, capacity: fontConfig.utf8.count + 1) {
                    FcConfigParseAndLoadFromMemory(config, $0, 1)
                }
            }
            if loaded != 0, FcConfigBuildFonts(config) != 0 {
                FcConfigSetCurrent(config)
            }
            FcConfigDestroy(config)  // the current-config slot keeps its own reference
        }
        return pango_cairo_font_map_new()!
    }()

    /// Applies the options measurement and drawing must share: 1 pt per unit, unhinted metrics
    /// and unrounded glyph positions, so sizes do not depend on the pixel scale.
    static func configure(context: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 72)
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            // Grey antialiasing whatever the machine's fontconfig or the surface would pick.
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// A new context on the pinned font map, configured; release with `g_object_unref`.
    static func makeContext() -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        configure(context: context)
        return context
    }

    /// The DejaVu family drawn for a requested family: Apple's system font names (UIFont's
    /// ".SFUI-…", ".AppleSystemUIFont", "system") map to DejaVu Sans (Sans Mono for the
    /// monospaced ones); other names go to fontconfig, which only knows DejaVu here.
    static func pinnedFamily(_ family: String) -> String {
        let lower = family.lowercased()
        guard
            family.hasPrefix(".") || lower == "system" || lower == "system-ui" || lower.hasPrefix("sf ")
                || lower == "san francisco"
        else { return family }
        return lower.contains("mono") ? "DejaVu Sans Mono" : "DejaVu Sans"
    }

    /// The family and weight of the face fontconfig picks for `run`'s font (diagnostics and
    /// tests of the pinning).
    static func resolvedFace(of run: CGTextRun) -> (family: String, weight: Int)? {
        let context = makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = makeLayout(run, width: nil, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let requested = pango_layout_get_font_description(layout),
            let font = pango_context_load_font(context, requested)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let description = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(description) }
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        return (family, Int(pango_font_description_get_weight(description).rawValue))
    }

    /// The layout the renderer draws for `run`: wrapped at `run.rect.width`. Lines past
    /// `numberOfLines` in wrapping and clipping modes fall outside `run.rect` and are clipped.
    static func makeLayout(for run: CGTextRun, context: OpaquePointer) -> OpaquePointer {
        makeLayout(run, width: run.rect.width, context: context)
    }

    /// A layout of `run` in `context`, wrapping at `width` (nil: no wrapping) per the run's
    /// line-break mode; release with `g_object_unref`.
    static func makeLayout(_ run: CGTextRun, width: CGFloat?, context: OpaquePointer) -> OpaquePointer {
        let lineBreak = TextLineBreak(rawValue: run.lineBreakMode) ?? .truncateTail
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, run.string, -1)

        let font = pango_font_description_new()
        pango_font_description_set_family(font, pinnedFamily(run.fontFamily))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(max(100, min(1000, run.weight)))))
        pango_font_description_set_style(font, run.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(font, Double(run.pointSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)

        switch run.alignment {
        case 1: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case 2: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case 3:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }

        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_wrap(layout, lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if run.lineSpacing > 0 {
            pango_layout_set_spacing(layout, Int32((run.lineSpacing * CGFloat(PANGO_SCALE)).rounded()))
        }

        // Pango limits the line count only while ellipsizing, so truncating modes give it the
        // limit; wrapping and clipping modes are cut to `numberOfLines` by the caller.
        let ellipsize: PangoEllipsizeMode
        switch lineBreak {
        case .truncateHead: ellipsize = PANGO_ELLIPSIZE_START
        case .truncateMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .truncateTail: ellipsize = PANGO_ELLIPSIZE_END
        default: ellipsize = PANGO_ELLIPSIZE_NONE
        }
        if ellipsize != PANGO_ELLIPSIZE_NONE, width != nil {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, run.numberOfLines > 0 ? -Int32(run.numberOfLines) : -Int32.max)
        }
        return layout
    }
}

/// Measures text the way the renderer lays it out.
@preconcurrency @MainActor
package enum TextMeasurement {
    private static let context = PangoText.makeContext()

    /// The size of `run`'s text wrapped at `width` (nil: unwrapped), keeping at most
    /// `run.numberOfLines` lines (0: all), and the number of lines kept.
    package static func measure(_ run: CGTextRun, width: CGFloat?) -> (size: CGSize, lineCount: Int) {
        let layout = PangoText.makeLayout(run, width: width, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }

        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        var lines = 0
        var maxWidth: Int32 = 0
        var bottom: Int32 = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            maxWidth = max(maxWidth, logical.width)
            bottom = y1
            lines += 1
        } while (run.numberOfLines == 0 || lines < run.numberOfLines) && pango_layout_iter_next_line(iter) != 0

        let scale = CGFloat(PANGO_SCALE)
        return (CGSize(width: CGFloat(maxWidth) / scale, height: CGFloat(bottom) / scale), lines)
    }

    /// The height of one line of `run`'s font as Pango lays it out.
    package static func lineHeight(of run: CGTextRun) -> CGFloat {
        var single = run
        single.string = "X"
        single.numberOfLines = 1
        return measure(single, width: nil).size.height
    }
}
