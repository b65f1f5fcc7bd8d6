import Foundation

// `addObserver(_:selector:name:object:)` with a method reference in place of a selector. As on
// iOS 9 and later, the observer is held weakly and its registrations go away when it
// deallocates (at once for UIKit's responders; for other objects at the next matching post).

extension NotificationCenter {
    /// Calls the observer's method with each matching notification posted, until the observer
    /// is removed or deallocates.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
        name: NSNotification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { observer, notification in selector(observer)(notification) }
    }

    /// Calls the observer's method taking an `NSNotification` (as Objective-C-era handlers are
    /// written) with each matching notification posted, until the observer is removed or
    /// deallocates.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> (NSNotification) -> Void,
        name: NSNotification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { observer, notification in
            selector(observer)(notification as NSNotification)
        }
    }

    /// Calls the observer's method taking nothing for each matching notification posted,
    /// until the observer is removed or deallocates.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> () -> Void,
        name: NSNotification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { observer, _ in selector(observer)() }
    }

    /// Removes every registration of the observer (method-reference and token registrations).
    public func removeObserver(_ observer: AnyObject) {
        NotificationRegistrations.of(observer)?.remove(from: self, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes the observer's registrations for a name and sender (nil matches any).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        NotificationRegistrations.of(observer)?.remove(from: self, name: aName, object: anObject)
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    private func register<Observer: AnyObject>(
        _ observer: Observer, name: NSNotification.Name?, object: Any?,
        deliver: @escaping (Observer, Notification) -> Void
    ) {
        let registrations = NotificationRegistrations.attach(to: observer)
        let target = WeakObserver(observer, deliver: deliver)
        let token = addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            guard target.deliver(notification) else {
                // The observer is gone (an object UIKit cannot watch deallocate): unregister.
                if let self, let token = target.token { self.removeObserver(token) }
                return
            }
        }
        target.token = token
        registrations.add(
            NotificationRegistrations.Entry(
                center: self, token: token, name: name, object: object.map { $0 as AnyObject }))
    }
}

/// The observer, held weakly, and how to call its method; shared with Foundation's block.
private final class WeakObserver<Observer: AnyObject>: @unchecked Sendable {
    weak var observer: Observer?
    let call: (Observer, Notification) -> Void
    var token: NSObjectProtocol?

    init(_ observer: Observer, deliver: @escaping (Observer, Notification) -> Void) {
        self.observer = observer
        call = deliver
    }

    /// Delivers on the posting thread; false once the observer has deallocated.
    func deliver(_ notification: Notification) -> Bool {
        guard let observer else { return false }
        call(observer, notification)
        return true
    }
}

/// An observer's method-reference registrations, attached to it as an associated object so
/// they are removed from their centers when it deallocates.
final class NotificationRegistrations: @unchecked Sendable {
    struct Entry {
        weak var center: NotificationCenter?
        let token: NSObjectProtocol
        let name: NSNotification.Name?
        let object: AnyObject?
    }

    private final class Key: Sendable {}
    private static let key = Key()
    private let lock = NSLock()
    private var entries: [Entry] = []

    private static var keyAddress: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque()) }

    static func of(_ observer: AnyObject) -> NotificationRegistrations? {
        objc_getAssociatedObject(observer, keyAddress) as? NotificationRegistrations
    }

    static func attach(to observer: AnyObject) -> NotificationRegistrations {
        if let existing = of(observer) { return existing }
        let registrations = NotificationRegistrations()
        objc_setAssociatedObject(observer, keyAddress, registrations, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return registrations
    }

    func add(_ entry: Entry) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    /// Removes the registrations with `center` matching a name and sender (nil matches any).
    func remove(from center: NotificationCenter, name: NSNotification.Name?, object: Any?) {
        let sender = object.map { $0 as AnyObject }
        lock.lock()
        let matching = entries.filter {
            $0.center === center && (name == nil || $0.name == name) && (sender == nil || $0.object === sender)
        }
        entries.removeAll { entry in matching.contains { $0.token === entry.token } }
        lock.unlock()
        for entry in matching { center.removeObserver(entry.token) }
    }

    deinit {
        for entry in entries { entry.center?.removeObserver(entry.token) }
    }
}
