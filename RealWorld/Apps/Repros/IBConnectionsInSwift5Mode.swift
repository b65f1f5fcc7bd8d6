// warning (every storyboard app, Swift 5 mode): "sendability of function types in static
// property '_outlets' does not match requirement in protocol '_IBConnectionTable'; this is an
// error in the Swift 6 language mode". The table the IBConnections plugin generates for a target
// built in Swift 5 mode declares its closures without the protocol's @Sendable. Only a warning
// today; it becomes an error if the app target moves to Swift 6 mode.
