#include <cairo/cairo.h>

/// Asks the processor to start loading the cache line at `p` for writing (the renderer's
/// next rows), so a fill does not wait for memory at the start of every row.
static inline void openuikit_prefetch_for_write(const void *p) { __builtin_prefetch(p, 1, 3); }
