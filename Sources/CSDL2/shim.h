// The live host owns `main`; SDL must not try to replace it.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>

// Swift cannot see function-like macros, so the values the host needs are spelled out here.
static const int CSDL2_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
