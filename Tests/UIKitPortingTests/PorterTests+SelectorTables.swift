import Testing

@testable import UIKitPorting

/// Messages sent by selectors made from strings (Clean Swift's routers): the porter lists the
/// methods Objective-C could call in a table beside each class.
extension PorterTests {
    private static let router = """
        import UIKit

        @objc protocol OrdersRoutingLogic {
            func routeToShowOrder(segue: UIStoryboardSegue?)
        }

        class OrdersRouter: NSObject, OrdersRoutingLogic {
            func routeToShowOrder(segue: UIStoryboardSegue?) {}
            func passData() {}
            @objc(refreshWithSender:) func refresh(_ sender: Any?) {}
            @objc func load() throws {}
        }

        """

    private static let controller = """
        import UIKit

        class OrdersViewController: UITableViewController {
            var router: (NSObjectProtocol & OrdersRoutingLogic)?
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let scene = segue.identifier {
                    let selector = NSSelectorFromString("routeTo\\(scene)WithSegue:")
                    if let router = router, router.responds(to: selector) {
                        router.perform(selector, with: segue)
                    }
                }
            }
            @IBAction func add(_ sender: UIBarButtonItem) {}
        }

        """

    @Test func aRouterSentSelectorsByNameGetsATableOfItsObjectiveCMethods() {
        let ported = Porter.port(sources: [("Router.swift", Self.router), ("Controller.swift", Self.controller)])
        let router = ported[0].output
        #expect(router.contains("extension OrdersRouter {\n    @MainActor fileprivate static var __objectiveCMethods"))
        #expect(router.contains("\"routeToShowOrderWithSegue:\": { object, a, b in"))
        #expect(router.contains("return _ObjectiveCMessage.call(t.routeToShowOrder(segue:), a, b)"))
        #expect(router.contains("\"refreshWithSender:\": { object, a, b in"))
        // Neither a method Objective-C cannot see nor one that throws is listed.
        #expect(!router.contains("\"passData\""))
        #expect(!router.contains("\"load\""))
        #expect(router.contains("final class __ObjectiveCMethods_OrdersRouter: _ObjectiveCMethodTable {"))
        let controller = ported[1].output
        #expect(controller.contains("\"add:\": { object, a, b in"))
        #expect(controller.contains("let selector = NSSelectorFromString(\"routeTo\\(scene)WithSegue:\")"))
        #expect(ported.flatMap(\.notes).isEmpty)
    }

    @Test func portingThePortedSourcesAgainAddsNoSecondTable() {
        let first = Porter.port(sources: [("Router.swift", Self.router), ("Controller.swift", Self.controller)])
        let second = Porter.port(sources: first.map { ($0.file, $0.output) })
        #expect(second.map(\.output) == first.map(\.output))
    }

    @Test func sourcesThatSendNoSelectorsByNameGetNoTables() {
        let ported = Porter.port(sources: [("Router.swift", Self.router)])
        #expect(!ported[0].output.contains("__ObjectiveCMethods"))
    }

    @Test func aFileNamingSelectorWithFoundationAloneImportsUIKit() {
        let source = """
            import Foundation

            final class Behaviour: NSObject, NSDecimalNumberBehaviors {
                func exceptionDuringOperation(_ operation: Selector, error: NSDecimalNumber.CalculationError) -> NSDecimalNumber? { nil }
            }
            """
        #expect(Porter.port(source: source).output.hasPrefix("import UIKit\nimport Foundation\n"))
    }

    @Test func aMethodNameTheClassOverloadsByTypesAloneIsLeftOutOfItsTable() {
        // FloatingPanel's anchor: a public method and a private helper share `layoutConstraints(_:for:)`.
        let anchor = """
            import UIKit

            @objc protocol Anchoring {
                func layoutConstraints(_ controller: UIViewController, for position: Int) -> [NSLayoutConstraint]
                func reset()
            }

            class Anchor: NSObject, Anchoring {
                func layoutConstraints(_ controller: UIViewController, for position: Int) -> [NSLayoutConstraint] { [] }
                private func layoutConstraints(_ guide: UILayoutGuide, for edge: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] { [] }
                func reset() {}
            }

            func ask(_ anchor: Anchor) -> Bool { anchor.responds(to: NSSelectorFromString("reset")) }

            """
        let ported = Porter.port(sources: [("Anchor.swift", anchor)])[0].output
        #expect(ported.contains("\"reset\": { object, a, b in"))
        #expect(!ported.contains("t.layoutConstraints(_:for:)"))
    }
}
