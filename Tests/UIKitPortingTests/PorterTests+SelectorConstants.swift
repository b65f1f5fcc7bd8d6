import Testing

@testable import UIKitPorting

/// Selectors kept as named constants in an extension of `Selector`, a common iOS idiom.
@Suite struct PorterSelectorConstantTests {
    @Test func selectorConstantsAreNamedWithTheirTypeWhereAnImplicitMemberNeedsASelector() {
        // The constant holds a method reference after the port, so `.refresh` no longer has a
        // contextual type where a method-reference parameter is generic; `Selector.refresh`
        // names it. A `.save` that is not one of the constants is left alone.
        let constants = """
            import UIKit
            extension Selector {
                static let refresh = #selector(Store.refresh(_:))
            }
            fileprivate extension Selector {
                static let close = #selector(Screen.close)
            }
            """
        let uses = """
            import UIKit
            final class Screen: UIViewController {
                func setUp() {
                    NotificationCenter.default.addObserver(self, selector: .refresh, name: .storeChanged, object: nil)
                    let item = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: .close)
                    perform(.close, with: nil, afterDelay: 1)
                    let explicit = UITapGestureRecognizer(target: self, action: Selector.close)
                }
                @objc func close() {}
            }
            """
        let ported = Porter.port(sources: [("Constants.swift", constants), ("Screen.swift", uses)])
        #expect(ported[0].output.contains("static let refresh = Store.refresh\n"))
        #expect(ported[0].output.contains("static let close = Screen.close\n"))
        let screen = ported[1].output
        #expect(screen.contains("addObserver(self, selector: Selector.refresh, name: .storeChanged, object: nil)"))
        #expect(screen.contains("UIBarButtonItem(barButtonSystemItem: .save, target: self, action: Selector.close)"))
        #expect(screen.contains("perform(Selector.close, with: nil, afterDelay: 1)"))
        #expect(screen.contains("UITapGestureRecognizer(target: self, action: Selector.close)"))
        #expect(ported.allSatisfy { $0.notes.isEmpty })
    }

    @Test func aConstantOutsideASelectorExtensionIsNotTakenForOne() {
        let source = """
            import UIKit
            enum Actions { static let close = 1 }
            final class Screen: UIViewController {
                func setUp() { b.addTarget(self, action: .close, for: .touchUpInside) }
            }
            """
        #expect(Porter.port(source: source).output.contains("action: .close, for"))
    }
}
