#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

// libjpeg's default error handler ends the process. Decoding data from files must survive a
// corrupt or unsupported image, which takes a handler that jumps back out, and Swift cannot
// call setjmp; so the whole decode lives here, in C, and reports failure as NULL.

struct openuikit_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void openuikit_jpeg_fail(j_common_ptr info) {
    longjmp(((struct openuikit_jpeg_error *)info->err)->jump, 1);
}

// Warnings (a truncated file, an odd marker) are not errors; the decoder stays quiet about them.
static void openuikit_jpeg_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

/// Decodes a baseline or progressive JPEG to 8-bit RGB rows (malloc'd, free with `free`), or
/// NULL when the data is not a JPEG libjpeg reads or is larger than `max_side` on a side.
static inline unsigned char *openuikit_jpeg_decode_rgb(
    const unsigned char *bytes, unsigned long size, unsigned int max_side, unsigned int *width,
    unsigned int *height) {
    struct jpeg_decompress_struct info;
    struct openuikit_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = openuikit_jpeg_fail;
    error.base.emit_message = openuikit_jpeg_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (unsigned char *)bytes, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    if (info.output_width == 0 || info.output_height == 0 || info.output_width > max_side ||
        info.output_height > max_side || info.output_components != 3) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    size_t stride = (size_t)info.output_width * 3;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    *width = info.output_width;
    *height = info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return pixels;
}
