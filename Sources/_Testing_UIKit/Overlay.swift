// Swift Testing on Linux declares a cross-import overlay for `UIKit` (for Apple's module of
// that name) but ships no `_Testing_UIKit` module, so any file importing both Testing and our
// `UIKit` would fail to compile. This empty module stands in for it.
