@_exported import CoreImage
@_exported import QuartzCore
