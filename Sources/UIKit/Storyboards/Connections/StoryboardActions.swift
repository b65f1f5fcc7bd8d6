/// Calls `@IBAction` methods by the selector name a storyboard or nib gives (`close:`), through
/// the tables generated for the user's classes (issue 14: no Objective-C runtime on Linux).
@MainActor
enum StoryboardActions {
    /// The action `selector` of `target` as a call taking the sender (or the segue, for an
    /// unwind action), or nil when `target` has no such action.
    static func action(named selector: String, on target: AnyObject) -> ((Any?) -> Void)? {
        guard let call = call(named: selector, on: target) else { return nil }
        return { [weak target] sender in
            guard let target else { return }
            _ = call(target, sender, nil)
        }
    }

    /// The generated call of `selector` for `target`'s class or the nearest superclass that
    /// has it (an action inherited from a storyboard class).
    static func call(named selector: String, on target: AnyObject) -> (@MainActor (AnyObject, Any?, UIEvent?) -> Bool)?
    {
        for (module, name) in classChain(of: target) {
            if let call = StoryboardClasses.table(module: module)?._actions["\(name).\(selector)"] { return call }
        }
        return nil
    }

    /// The generated setter of `property` for `object`'s class or a superclass: in the table
    /// of the class's own module, or, for UIKit's classes, in any module's table (a property
    /// an app declares in an extension of `UIView` for its runtime attributes).
    static func setter(named property: String, on object: AnyObject) -> (@MainActor (AnyObject, Any?) -> Bool)? {
        let chain = classChain(of: object)
        for (module, name) in chain {
            if let set = StoryboardClasses.table(module: module)?._outlets["\(name).\(property)"] { return set }
        }
        for (module, name) in chain where module == "UIKit" {
            for table in StoryboardClasses.loadedTables {
                if let set = table._outlets["\(name).\(property)"] { return set }
            }
        }
        return nil
    }

    /// The generated `@IBSegueAction` call of `selector` for `source`'s class or the nearest
    /// superclass that declares it.
    static func segueAction(named selector: String, on source: AnyObject) -> (
        @MainActor @Sendable (AnyObject, NSCoder, Any?, String?) -> UIViewController?
    )? {
        for (module, name) in classChain(of: source) {
            if let call = StoryboardClasses.table(module: module)?._segueActions["\(name).\(selector)"] { return call }
        }
        return nil
    }

    /// `(module, class name)` of the object's class and each superclass, most derived first.
    static func classChain(of object: AnyObject) -> [(String, String)] {
        var chain: [(String, String)] = []
        var current: AnyClass? = type(of: object)
        while let type = current {
            let full = String(reflecting: type)
            if let dot = full.firstIndex(of: ".") {
                chain.append((String(full[..<dot]), String(full[full.index(after: dot)...])))
            }
            current = _getSuperclass(type)
        }
        return chain
    }
}
