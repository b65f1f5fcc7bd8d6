// QuartzCore re-exports CoreGraphics, as Apple's does.
@_exported import CoreGraphics
