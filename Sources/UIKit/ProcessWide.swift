import Foundation
@_spi(Testing) import QuartzCore

// Every stored static of UIKit: state shared by every world in the process (one per
// `VirtualDevice`, or an app's), each with the reason it may be. Everything else belongs to a
// world. Gathered in this one file so the shared state is reviewed in one place;
// `python3 Scripts/process-wide.py --check` (CI) fails on a stored static elsewhere.

// Used by Animation/UIView+Keyframes.swift.
extension KeyframeRecorder {
    /// Storage that only Animation/UIView+Keyframes.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: the open keyframe blocks bracket the code running now.
        static var current: [KeyframeRecorder] = []
    }
}

// Used by Animation/UIViewAnimationContext.swift.
extension UIViewAnimationContext {
    // Process-wide: the stack of open blocks brackets the code running now (one
    // main thread), not a world; the animations a block makes go to their layers' worlds.
    static var stack: [UIViewAnimationContext] = []

    // Process-wide: `performWithoutAnimation` brackets the code running now.
    static var withoutAnimationDepth = 0
    // Process-wide: UIKit's switch is a class-level setting of the process, not of a window.
    /// `UIView.setAnimationsEnabled(_:)`: process-wide, as in UIKit (a class-level switch of
    /// the process, not of a window or scene).
    static var animationsEnabled = true

    /// Storage that only Animation/UIViewAnimationContext.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: observers are added only while a percent-driven transition's animator
        // runs on the call stack (`observingCreatedAnimations`).
        /// Observers told about every block animation just added (layer, animation key, the
        /// property's value before the block; nil for a view transition): a percent-driven
        /// transition scrubs the ones its animator makes and restores the values when cancelled.
        static var creationObservers: [Int: (CALayer, String, AnimatableValue?) -> Void] = [:]
        static var observerSequence = 0

        // Process-wide: set only while a transition's animator runs on the call stack
        // (`whileStartingPropertyAnimators`).
        /// While a percent-driven transition makes its animations: takes over a property animator
        /// started then (true: it must not run on the clock), with its start delay.
        static var propertyAnimatorStartHandler: ((UIViewPropertyAnimator, TimeInterval) -> Bool)?
    }
}

// Used by Transitions/UIViewImplicitlyAnimating+Defaults.swift.
extension ImplicitlyAnimatingDefaults {
    /// Storage that only Transitions/UIViewImplicitlyAnimating+Defaults.swift names, through
    /// fileprivate accessors of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: set only while an alongside block is offered to an interruptible
        // animator on the call stack (`offer(_:to:)`).
        /// Whether the animator offered animations just now declined them.
        static var declined = false
    }
}

// Used by Storyboards/UIStoryboard.swift.
extension UIStoryboard {
    /// Storage that only Storyboards/UIStoryboard.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: the storyboards being instantiated on the call stack now (a recursion guard).
        /// The storyboards and scenes being instantiated, outermost first: a scene reached again
        /// through references or relationships before it finished is a cycle.
        static var inProgress: [String] = []
    }
}

// Used by Storyboards/Loading/StoryboardDocument.swift.
extension StoryboardDocument {
    /// Storage that only Storyboards/Loading/StoryboardDocument.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: parsed documents keyed by file, immutable once parsed, the same for every world.
        static var cache: [String: StoryboardDocument] = [:]
    }
}

// Used by Storyboards/Segues/StoryboardSegueClasses.swift.
extension StoryboardSegueClasses {
    /// Storage that only Storyboards/Segues/StoryboardSegueClasses.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: a registry of classes by name, as the Objective-C runtime's class table is one per
        // process.
        static var makers: [String: StoryboardSegueMaker] = [:]
    }
}

// Used by Storyboards/Segues/StoryboardUnwindActions.swift.
extension StoryboardUnwindActions {
    // Process-wide: a lookup function over the process's connection tables, replaced only by tests.
    /// The lookup: the generated `@IBAction` tables (`StoryboardActions`). A test seam, so
    /// segue tests can give controllers actions without the connection generator.
    static var find: (String, AnyObject) -> ((Any?) -> Void)? = { StoryboardActions.action(named: $0, on: $1) }
}

// Used by Storyboards/Connections/IBConnectionTable.swift.
extension StoryboardClasses {
    /// Storage that only Storyboards/Connections/IBConnectionTable.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: the tables generated into the process's modules, like the runtime's class table.
        static var tables: [String: (any _IBConnectionTable.Type)?] = [:]
    }
}

// Used by Storyboards/UIViewController+Storyboard.swift.
extension UIViewController {
    /// Storage that only Storyboards/UIViewController+Storyboard.swift names, through fileprivate
    /// accessors of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: the nibs in a bundle do not change while the process runs, so the nib a
        // controller class finds by its name is the same in every world.
        static var defaultNibNames: [DefaultNibKey: String?] = [:]
    }
}

// Used by Drawing/UIColor+Dynamic.swift.
extension UITraitCollection {
    /// Storage that only Drawing/UIColor+Dynamic.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    enum ProcessWide {
        // Process-wide: UIKit keeps `UITraitCollection.current` per thread, and every world runs on the one main
        // thread.
        nonisolated(unsafe) static var currentStorage: UITraitCollection?
    }
}

// Used by Drawing/UIFont+Registration.swift.
extension FontRegistry {
    /// Storage that only Drawing/UIFont+Registration.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    enum ProcessWide {
        // Process-wide: CoreText registers fonts for the process (`CTFontManagerRegisterGraphicsFont`
        // with the process scope), and every world draws with the same faces.
        nonisolated(unsafe) static var registered: [String: FontFace] = [:]
    }
}

// Used by Runtime/AssociatedObjects.swift.
extension AssociatedObjects {
    /// Storage that only Runtime/AssociatedObjects.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    enum ProcessWide {
        // Process-wide: keyed by object, as the runtime's associated-object table is one per process.
        nonisolated(unsafe) static var owners: [ObjectIdentifier: Owner] = [:]
        nonisolated(unsafe) static var sizeAtLastSweep = 16
    }
}

// Used by Controls/UIAction.swift.
extension UIAction {
    /// Storage that only Controls/UIAction.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: identifiers must be unique in the process.
        static var sequence = 0
    }
}

// Used by Controls/UIMenu.swift.
extension UIMenu {
    /// Storage that only Controls/UIMenu.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: identifiers must be unique in the process.
        static var sequence = 0
    }
}

// Used by Views/UIView+BranchValues.swift.
extension UIView {
    // Process-wide: a cache key that only grows; a screen changing in one world makes every
    // world's views work their insets out again, never read stale ones.
    /// Moves on when a screen's bounds or insets change (what a window's safe area comes from).
    nonisolated(unsafe) static var safeAreaEpoch: UInt64 = 0
}

// Used by Layout/UIView+Constraints.swift.
extension LayoutEngine {
    /// Storage that only Layout/UIView+Constraints.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        /// Views waiting for `updateConstraints`.
        // Process-wide: the queue is drained by the layout pass of the transaction commit, which
        // (like `CATransaction`) belongs to the one main thread, and it only holds views weakly.
        static var pendingConstraintUpdates: [WeakView] = []
    }
}

// Used by Layout/Engine/LayoutEngine.swift.
extension LayoutEngine {
    // Process-wide: the layout passes on the call stack now (a recursion guard).
    /// The views whose layout pass runs now, innermost last.
    static var viewsLayingOut: [ObjectIdentifier] = []
}

// Used by Traits/UITraitDefinition.swift.
extension TraitRegistrations {
    /// Storage that only Traits/UITraitDefinition.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: trait identifiers must be unique in the process, as trait definitions are types.
        static var sequence = 0
    }
}
