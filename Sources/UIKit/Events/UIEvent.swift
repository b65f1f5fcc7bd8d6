/// An event (touches arrive with the events issue), as UIKit's `UIEvent`.
@MainActor
open class UIEvent {
    /// The time of the event on the one clock.
    public let timestamp: TimeInterval
    /// Creates an event now.
    public init() { timestamp = MainLoop.current.now }
}
