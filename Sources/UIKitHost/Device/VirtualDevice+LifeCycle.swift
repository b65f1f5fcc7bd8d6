extension VirtualDevice {
    /// The user leaves the app (home gesture): the scene resigns active, then goes to the
    /// background, with UIKit's delegate calls and notifications.
    public func sendToBackground() {
        enter()
        application.enterBackground()
        runPendingWork()
    }

    /// The user returns to the app: the scene enters the foreground, then becomes active.
    public func bringToForeground() {
        enter()
        application.enterForeground()
        runPendingWork()
    }

    /// A call, an alert or Control Center covers the app: it resigns active and stays on screen.
    public func beginInterruption() {
        enter()
        application.resignActive()
        runPendingWork()
    }

    /// The interruption ends: the app becomes active again.
    public func endInterruption() {
        enter()
        application.becomeActive()
        runPendingWork()
    }

    /// The system ends the app: it goes to the background, its scenes disconnect, then
    /// `applicationWillTerminate(_:)`.
    public func terminate() {
        enter()
        application.terminate()
        runPendingWork()
    }

    /// The system runs low on memory (Simulator's Debug > Simulate Memory Warning): the app
    /// delegate, `UIApplication.didReceiveMemoryWarningNotification`, then every view
    /// controller's `didReceiveMemoryWarning()`.
    public func simulateMemoryWarning() {
        enter()
        application.deliverMemoryWarning()
        runPendingWork()
    }
}
