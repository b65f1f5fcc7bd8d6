// Swift Testing on Linux declares a cross-import overlay for `CoreGraphics` (for Apple's module of
// that name) but ships no `_Testing_CoreGraphics` module, so any file importing both Testing and our
// `CoreGraphics` would fail to compile. This empty module stands in for it.
