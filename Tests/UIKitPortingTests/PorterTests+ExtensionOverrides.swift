import Testing

@testable import UIKitPorting

/// Overrides declared in extensions move into their class's body.
extension PorterTests {
    @Test func overridesInAnExtensionMoveToTheEndOfTheClassBody() {
        let source = """
            class List: UITableViewController {
                var items: [Int] = []
            }

            extension List: UISearchBarDelegate {
                @objc override func viewDidLoad() {
                    super.viewDidLoad()
                }

                func helper() {}
            }

            public extension List {
                // Rows.
                override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { items.count }
            }
            """
        #expect(
            port(source) == """
                class List: UITableViewController {
                    var items: [Int] = []

                    override func viewDidLoad() {
                        super.viewDidLoad()
                    }

                    // Rows.
                    public override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { items.count }
                }

                extension List: UISearchBarDelegate {
                    func helper() {}
                }
                """)
    }

    @Test func overridesMoveIntoAClassDeclaredInAnotherFile() {
        let files = Porter.port(sources: [
            (file: "Sheet.swift", text: "import UIKit\n\nclass Sheet: UIPresentationController {}\n"),
            (
                file: "Sheet+Frame.swift",
                text: """
                import UIKit

                extension Sheet {
                    override var frameOfPresentedViewInContainerView: CGRect { .zero }
                }

                extension Sheet {
                    override func dismissalTransitionDidEnd(_ completed: Bool) { reset() }
                    private func reset() {}
                }

                """
            ),
        ])
        #expect(
            files[0].output
                == "import UIKit\n\nclass Sheet: UIPresentationController {\n"
                + "    override var frameOfPresentedViewInContainerView: CGRect { .zero }\n\n"
                + "    override func dismissalTransitionDidEnd(_ completed: Bool) { reset() }\n}\n")
        // What the moved member calls in its old file is no longer private to it.
        #expect(files[1].output == "import UIKit\n\nextension Sheet {\n    func reset() {}\n}\n")
        #expect(
            files[1].changes.map(\.description).contains(
                "Sheet+Frame.swift:4: override var frameOfPresentedViewInContainerView: CGRect { .zero } -> "
                    + "(moved into the body of class Sheet in Sheet.swift)"))
        #expect(
            files[0].changes.map(\.after) == [
                "class Sheet: UIPresentationController { (moved in: override var frameOfPresentedViewInContainerView: "
                    + "CGRect { .zero } (from Sheet+Frame.swift:4); override func dismissalTransitionDidEnd(_ completed: "
                    + "Bool) { reset() } (from Sheet+Frame.swift:8))}"
            ])
    }

    @Test func overridesMoveIntoNestedGenericAndFinalClasses() {
        let source = """
            enum Outer {
                final class Inner<T>: UIView where T: Equatable {
                    // A comment with a } brace.
                    struct Nested { func f() {} }
                }
            }

            extension Outer.Inner {
                override func layoutSubviews() { let s = "}"; _ = s }
            }
            """
        #expect(
            port(source) == """
                enum Outer {
                    final class Inner<T>: UIView where T: Equatable {
                        // A comment with a } brace.
                        struct Nested { func f() {} }

                        override func layoutSubviews() { let s = "}"; _ = s }
                    }
                }
                """)
    }

    @Test func overridesInsideIfBlocksKeepTheirConditionInTheClass() {
        let source = """
            class V: UIView {}

            #if DEBUG
            extension V {
                override var description: String { "V" }
            }
            #endif

            extension V {
                #if os(iOS)
                override func layoutSubviews() {}
                #else
                override func draw(_ rect: CGRect) {}
                #endif
            }
            """
        #expect(
            port(source) == """
                class V: UIView {
                    #if DEBUG
                        override var description: String { "V" }
                    #endif

                    #if os(iOS) || os(Linux)
                        override func layoutSubviews() {}
                    #endif

                    #if !(os(iOS) || os(Linux))
                        override func draw(_ rect: CGRect) {}
                    #endif
                }

                extension V {
                    #if os(iOS) || os(Linux)
                    #else
                    #endif
                }
                """)
    }

    @Test func overridesOfClassesFromOtherModulesAreReportedWithWhatToWrite() {
        let source = "extension UIViewController {\n    override open func viewDidLoad() {}\n}"
        let result = Porter.port(source: "import UIKit\n" + source)
        #expect(result.output == "import UIKit\n" + source)
        #expect(result.notes.map(\.line) == [3])
        #expect(result.notes.first?.advice.contains("in a subclass of it") == true)
        // A method the sources add in an extension cannot be overridden, moved or not.
        let added = Porter.port(
            source: "extension UIViewController {\n    func isShown() -> Bool { true }\n}\n"
                + "class Menu: UIViewController {}\nextension Menu {\n    override func isShown() -> Bool { false }\n}")
        #expect(added.notes.map(\.line) == [6])
        #expect(added.notes.first?.problem.hasSuffix("in an extension of UIViewController") == true)
        let constrained = Porter.port(
            source: "class B<T>: UIView {}\nextension B where T == Int {\n    override func layoutSubviews() {}\n}")
        #expect(constrained.notes.map(\.problem) == ["override inside a constrained extension of B"])
    }

    @Test func anOverriddenExtensionPropertyDispatchesThroughAProtocol() {
        let result = Porter.port(sources: [
            (
                "Extensions.swift",
                "import UIKit\ninternal extension UIViewController {\n    @objc var isHidden: Bool {\n        return presentingViewController == nil\n    }\n}\n"
            ),
            (
                "Menu.swift",
                "import UIKit\nclass Menu: UINavigationController {\n    open override var isHidden: Bool {\n        return super.isHidden\n    }\n}\n"
            ),
        ])
        #expect(
            result[0].output == """
                import UIKit
                internal extension UIViewController {
                    var isHidden: Bool {
                        if let overriding = self as? IsHiddenOverride { return overriding.isHiddenOverride }
                        return isHiddenBase
                    }
                    var isHiddenBase: Bool {
                        return presentingViewController == nil
                    }
                }

                /// `isHidden` as the classes that override it give it (Swift overrides no extension member).
                protocol IsHiddenOverride: AnyObject {
                    var isHiddenOverride: Bool { get }
                }

                """)
        #expect(
            result[1].output == """
                import UIKit
                class Menu: UINavigationController {
                    open var isHiddenOverride: Bool {
                        return super.isHiddenBase
                    }
                }

                extension Menu: IsHiddenOverride {}

                """)
        #expect(result.allSatisfy { $0.notes.isEmpty })
    }

    @Test func aSecondPortAfterMovingOverridesChangesNothing() {
        let source = """
            final class C: UIViewController {
            }
            // MARK: - Life cycle
            extension C {
                /// Loads.
                @objc public override func viewDidLoad() { super.viewDidLoad() }
                override func viewWillAppear(_ animated: Bool) {}
            }
            """
        let once = port(source)
        #expect(!once.contains("extension"))
        #expect(once.contains("    /// Loads.\n    public override func viewDidLoad()"))
        #expect(port(once) == once)
        // A cell's initializer becomes required on the way, as it would in the class.
        let cell =
            "class Cell: UITableViewCell {}\nextension Cell {\n"
            + "    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }\n}"
        #expect(port(cell).contains("    required init(style:"))
        #expect(port(port(cell)) == port(cell))
    }
}
