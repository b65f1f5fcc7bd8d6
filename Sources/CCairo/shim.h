#include <cairo/cairo.h>

