import InterfaceBuilderFormat

/// The key of an appearance setter method that takes a state (`setTitleColor(_:for:)`).
struct AppearanceMethodKey: Hashable {
    let name: String
    let state: UInt
}

/// An object whose appearance properties a proxy can set: views and bar items.
@preconcurrency @MainActor
protocol AppearanceCustomizable: AnyObject {
    /// The proxy's recorded writes, or the instance's explicit writes and last application.
    var appearanceState: AppearanceProxyState? { get set }
}

/// What appearance knows about one object. A proxy records its property writes; an instance
/// remembers which properties the app set on it (those win over any proxy) and which
/// generation of the proxies it last took.
@preconcurrency @MainActor
final class AppearanceProxyState {
    /// The registry a proxy belongs to (nil for an instance).
    private(set) weak var registry: AppearanceRegistry?
    let isProxy: Bool
    /// A proxy's writes by key (a key path, or a method and its state), in the order made.
    private(set) var writes: [(key: AnyHashable, apply: @MainActor (AnyObject) -> Void)] = []
    /// The keys the app set on the instance itself.
    var explicitKeys: Set<AnyHashable> = []
    /// The registry generation the instance last took, so it takes each change once.
    var appliedGeneration = -1
    /// True while proxies' values are being applied, so those writes are not the app's own.
    var isApplying = false

    init(proxyOf registry: AppearanceRegistry?) {
        self.registry = registry
        isProxy = registry != nil
    }

    func record(_ key: AnyHashable, _ apply: @escaping @MainActor (AnyObject) -> Void) {
        writes.removeAll { $0.key == key }
        writes.append((key, apply))
        registry?.generation += 1
    }
}

extension AppearanceCustomizable {
    /// Called by the setter of a property UIKit marks `UI_APPEARANCE_SELECTOR`: on a proxy it
    /// records the write, on an instance it marks the property as the app's own.
    func appearanceDidSet<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value) {
        appearanceDidSet(key: keyPath) { ($0 as? Root)?[keyPath: keyPath] = value }
    }

    /// The same for a setter method with a state argument (`setTitleColor(_:for:)`): `key` names
    /// the method and the state, `apply` repeats the call on an instance.
    func appearanceDidSet(key: AnyHashable, apply: @escaping @MainActor (AnyObject) -> Void) {
        if let state = appearanceState {
            if state.isProxy { return state.record(key, apply) }
            if state.isApplying { return }
            state.explicitKeys.insert(key)
        } else {
            let state = AppearanceProxyState(proxyOf: nil)
            state.explicitKeys.insert(key)
            appearanceState = state
        }
    }

    /// Runs UIKit's own code that gives the object its default look: those writes are not the
    /// app's, so appearance proxies still apply over them.
    func settingDefaults(_ body: () -> Void) {
        let state = appearanceState ?? AppearanceProxyState(proxyOf: nil)
        appearanceState = state
        let wasApplying = state.isApplying
        state.isApplying = true
        body()
        state.isApplying = wasApplying
    }

    /// Gives the object the values of every proxy that matches its class and containers
    /// (innermost first), unless it took this generation of them already. More general proxies
    /// apply first so that subclasses' and longer containments' values win.
    func applyAppearance(from registry: AppearanceRegistry, containers: @autoclosure () -> [AnyObject]) {
        guard !registry.proxies.isEmpty, appearanceState?.isProxy != true else { return }
        let state = appearanceState ?? AppearanceProxyState(proxyOf: nil)
        appearanceState = state
        guard state.appliedGeneration != registry.generation else { return }
        state.appliedGeneration = registry.generation
        let chain = containers()
        state.isApplying = true
        defer { state.isApplying = false }
        for proxy in registry.ordered where proxy.matchesInstance(self) && proxy.matchesContainers(chain) {
            for write in proxy.state.writes where !state.explicitKeys.contains(write.key) {
                write.apply(self)
            }
        }
    }
}

/// The appearance proxies of one world (UIKit keeps them per application).
@preconcurrency @MainActor
final class AppearanceRegistry {
    struct Proxy {
        let object: AnyObject
        let state: AppearanceProxyState
        let classDepth: Int
        let containerCount: Int
        let matchesInstance: @MainActor (AnyObject) -> Bool
        /// Whether a chain of containers (innermost first) holds the proxy's containers in order.
        let matchesContainers: @MainActor ([AnyObject]) -> Bool
    }

    private(set) var proxies: [[ObjectIdentifier]: Proxy] = [:]
    /// Bumped by every write to a proxy, so instances take changes when they next enter a window.
    var generation = 0
    /// The proxies, most general first.
    private(set) var ordered: [Proxy] = []

    func proxy<Object: AnyObject>(
        for type: Object.Type, containers: [any UIAppearanceContainer.Type], make: () -> Object?
    ) -> Object {
        let key = [ObjectIdentifier(type)] + containers.map { ObjectIdentifier($0) }
        if let existing = proxies[key]?.object as? Object { return existing }
        guard let made = make(), let state = (made as? AppearanceCustomizable)?.appearanceState else {
            fatalError("\(type).init(coder:) returned nil for an appearance proxy")
        }
        let tests = containers.map { containerTest($0) }
        let proxy = Proxy(
            object: made, state: state, classDepth: Self.depth(of: type), containerCount: containers.count,
            matchesInstance: { $0 is Object },
            matchesContainers: { chain in
                // Outermost last in the chain, outermost first in the list: match from the inside.
                var remaining = tests[...]
                for container in chain {
                    guard let test = remaining.last else { break }
                    if test(container) { remaining = remaining.dropLast() }
                }
                return remaining.isEmpty
            })
        proxies[key] = proxy
        ordered = proxies.values.sorted {
            ($0.containerCount, $0.classDepth) < ($1.containerCount, $1.classDepth)
        }
        return made
    }

    private func containerTest(_ type: any UIAppearanceContainer.Type) -> @MainActor (AnyObject) -> Bool {
        func test<Container: UIAppearanceContainer>(_: Container.Type) -> @MainActor (AnyObject) -> Bool {
            { $0 is Container }
        }
        return test(type)
    }

    private static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let c = current {
            depth += 1
            current = _getSuperclass(c)
        }
        return depth
    }
}

extension UIView: AppearanceCustomizable {}
extension UIBarItem: AppearanceCustomizable {}

extension UIView {
    /// The views and controllers around the view, innermost first: what
    /// `appearance(whenContainedInInstancesOf:)` matches against.
    var appearanceContainers: [AnyObject] {
        var chain: [AnyObject] = []
        var view = superviewStorage
        while let v = view {
            chain.append(v)
            if let controller = v.owningViewController { chain.append(controller) }
            view = v.superviewStorage
        }
        return chain
    }

    /// Takes the world's appearance values as the view enters a window.
    func applyAppearanceOnEnteringWindow() {
        let registry = UIApplication.of(layer.loop).appearanceRegistry
        applyAppearance(from: registry, containers: self.appearanceContainers)
    }
}

extension UIBarItem {
    /// Takes the world's appearance values as a bar in a window shows the item.
    func applyAppearance(shownBy bar: UIView) {
        let registry = UIApplication.of(bar.layer.loop).appearanceRegistry
        applyAppearance(from: registry, containers: [bar] + bar.appearanceContainers)
    }
}
