/// What the first pass of a port learns about every file ported together, for the rewrites that
/// reach across files: overrides move into their class wherever it is declared, and conforming
/// types wherever they are declared witness requirements whose types became optional.
struct SourcesSummary: Sendable {
    /// The files declaring each class, by qualified name (`Outer.Inner`).
    var classFiles: [String: [String]] = [:]
    /// Each class's superclass as written, by the class's qualified name.
    var superclasses: [String: String] = [:]
    /// The protocols (and superclass) each type, protocol or extension names after its colon, by
    /// qualified name; a type's extensions add to its declaration's.
    var inherited: [String: Set<String>] = [:]
    /// Optional requirements whose type became `T?` because `T` has no obvious default, by
    /// protocol name.
    var optionalTypedRequirements: [String: [OptionalTypedRequirement]] = [:]
    /// Modules a file imports with `@_exported`, which every file of the module sees.
    var exportedModules: Set<String> = []
    /// Modules the folder's Objective-C umbrella header imports (`#import <UIKit/UIKit.h>`),
    /// which Xcode shows to every Swift file of the framework and SwiftPM does not.
    var umbrellaModules: Set<String> = []
    /// The properties and methods the sources declare in extensions (not overriding), by name,
    /// with the extended type: Swift cannot override them in a subclass.
    var extensionMembers: [String: Set<String>] = [:]
    /// The sources' protocols that require `init()`.
    var initRequiringProtocols: Set<String> = []
    /// UIKit classes the sources create with a trailing closure (`return UIView { $0... }`).
    var closureCreatedUIKitClasses: Set<String> = []
    /// The classes of the sources overriding each property (`override var p`), by its name.
    var overriddenProperties: [String: Set<String>] = [:]
    /// Generic classes (a selector table cannot name their methods without type arguments).
    var genericClasses: Set<String> = []
    /// Classes marked `@objcMembers`, whose every method Objective-C sees.
    var objectiveCMembersClasses: Set<String> = []
    /// The requirements (`name(label:)`) of the sources' `@objc` protocols, by protocol name.
    var objectiveCProtocols: [String: Set<String>] = [:]
    /// Whether some file sends messages by selectors made at run time (`NSSelectorFromString`).
    var sendsMessagesByName = false
    /// The `static let` constants declared in extensions of `Selector` with `#selector(...)`.
    var selectorConstants: Set<String> = []

    mutating func merge(_ other: SourcesSummary) {
        extensionMembers.merge(other.extensionMembers) { $0.union($1) }
        initRequiringProtocols.formUnion(other.initRequiringProtocols)
        closureCreatedUIKitClasses.formUnion(other.closureCreatedUIKitClasses)
        overriddenProperties.merge(other.overriddenProperties) { $0.union($1) }
        genericClasses.formUnion(other.genericClasses)
        objectiveCMembersClasses.formUnion(other.objectiveCMembersClasses)
        objectiveCProtocols.merge(other.objectiveCProtocols) { $0.union($1) }
        sendsMessagesByName = sendsMessagesByName || other.sendsMessagesByName
        selectorConstants.formUnion(other.selectorConstants)
        exportedModules.formUnion(other.exportedModules)
        umbrellaModules.formUnion(other.umbrellaModules)
        classFiles.merge(other.classFiles) { $0 + $1 }
        superclasses.merge(other.superclasses) { first, _ in first }
        inherited.merge(other.inherited) { $0.union($1) }
        optionalTypedRequirements.merge(other.optionalTypedRequirements) { $0 + $1 }
    }

    /// UIKit's superclasses of the classes libraries subclass most, to follow a chain past the
    /// sources' own classes.
    private static let uikitSuperclasses: [String: String] = [
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UIViewController": "UIResponder", "UIView": "UIResponder",
        "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UISegmentedControl": "UIControl", "UITextField": "UIControl", "UIScrollView": "UIView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
        "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView", "UILabel": "UIView", "UIImageView": "UIView",
        "UIStackView": "UIView", "UIVisualEffectView": "UIView", "UIWindow": "UIView",
        "UIPresentationController": "NSObject",
    ]

    /// The superclasses of a class, nearest first, as far as the sources and UIKit's common
    /// classes tell.
    func superclassChain(of name: String) -> [String] {
        var chain: [String] = []
        var current = name
        while let next = superclasses[current] ?? Self.uikitSuperclasses[current], !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// The requirements whose type became optional in every protocol `type` conforms to,
    /// directly or through protocols and superclasses declared in the sources.
    func optionalTypedRequirements(conformedToBy type: String) -> [OptionalTypedRequirement] {
        var seen: Set<String> = []
        var pending = [type]
        var result: [OptionalTypedRequirement] = []
        while let name = pending.popLast() {
            for parent in inherited[name] ?? [] where seen.insert(parent).inserted {
                result += optionalTypedRequirements[parent] ?? []
                pending.append(parent)
            }
        }
        return result
    }
}

/// An `@objc optional` requirement with a type that has no obvious default (a class, a struct of
/// the library's), which the port declares as `T?` with a `nil` default, as callers saw it on iOS.
struct OptionalTypedRequirement: Sendable, Equatable {
    /// `var` or `func`.
    var keyword: String
    /// The property's name, or the method's full name (`panel(_:layoutFor:)`).
    var name: String
    /// The type as written before the port (`UIScrollView`), without spaces.
    var type: String
}

/// An override in an extension that moves into its class's body.
struct PlannedMove {
    /// The `override` modifier.
    var overrideIndex: Int
    /// The tokens moved: whole lines when the member has its lines to itself.
    var range: ClosedRange<Int>
    /// The extension the member is in.
    var scope: TypeScope
    /// The class's qualified name and the file declaring it.
    var className: String
    var targetFile: String
}

/// A member taken out of an extension, ported, on its way into its class's body.
struct MovedMember: Sendable {
    var className: String
    var targetFile: String
    /// The member's lines without their common indentation.
    var lines: [String]
    /// The `#if` conditions around the member that do not also hold around the class, outermost
    /// first (each a condition of a `#if` line).
    var conditions: [String]
    /// The `#if` directives (by file and token index) around the member, to compare with the class's.
    var conditionKeys: [String]
    /// Where it came from, for the dry-run listing (`Views.swift:12`).
    var origin: String
    /// The declaration's first line (`override func layoutSubviews()`).
    var signature: String
}
