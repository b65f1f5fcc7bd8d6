// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux; this module adds the
// rest of CoreGraphics' value types, as Apple's CoreGraphics re-exports them.
@_exported import Foundation

/// A time interval in seconds, as CoreFoundation's `CFTimeInterval` (absent on Linux).
public typealias CFTimeInterval = Double

/// A point in time in seconds, as CoreFoundation's `CFAbsoluteTime` (absent on Linux).
public typealias CFAbsoluteTime = Double
