// Swift Testing on Linux declares a cross-import overlay for `CoreImage` (for Apple's module of
// that name) but ships no `_Testing_CoreImage` module, so any file importing both Testing and our
// `CoreImage` (or UIKit, which re-exports it) would fail to compile. This empty module stands in for it.
