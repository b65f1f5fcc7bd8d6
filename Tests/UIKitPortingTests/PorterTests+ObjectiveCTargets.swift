import Testing

@testable import UIKitPorting

/// What the porter prints for another target of a library's package and for OpenUIKit's stand-in
/// frameworks, which it cannot rewrite in the file itself.
extension PorterTests {
    @Test func aDelegateForwarderFromAnObjectiveCTargetGetsTheClassToWriteAndTheMethodsToForward() {
        let source = """
            import UIKit
            #if SWIFT_PACKAGE
            import ProxyKit
            #endif

            class Forwarder<T>: ProxyKit {
                convenience init(delegates: [T]) {
                    self.init(__delegates: delegates)
                }
            }

            final class ScrollForwarder: Forwarder<UIScrollViewDelegate>, UIScrollViewDelegate {}
            """
        let notes = Porter.port(source: source).notes
        #expect(notes.map(\.line) == [3])
        let advice = notes.first?.advice ?? ""
        #expect(advice.contains("write `class ProxyKit: NSObject` here in Swift, with init(__delegates: [Any])"))
        #expect(advice.contains("keeping the delegates weakly"))
        #expect(advice.contains("give ScrollForwarder every method of UIScrollViewDelegate"))
        #expect(advice.contains("returning the first non-nil answer"))
    }

    @Test func aStandInFrameworkImportAsksForItsProduct() {
        let notes = Porter.port(
            source: "import UIKit\nimport WebKit\nimport class MessageUI.MFMailComposeViewController\n"
        )
        .notes
        #expect(notes.map(\.line) == [2, 3])
        #expect(notes.last?.advice.hasPrefix(#"add .product(name: "MessageUI", package: "OpenUIKit")"#) == true)
        #expect(notes.first?.advice.hasPrefix(#"add .product(name: "WebKit", package: "OpenUIKit")"#) == true)
    }

    @Test func aRecognizerInitializerHandingItsSelectorToSuperGetsAMethodReferenceSibling() {
        let source = """
            import UIKit
            final class Swipe: UIPanGestureRecognizer {
                required init(direction: Int, target: Any? = nil, action: Selector? = nil) {
                    super.init(target: target, action: action)
                }
            }
            """
        let ported = Porter.port(source: source)
        #expect(ported.notes.isEmpty)
        #expect(
            ported.output == """
                import UIKit
                final class Swipe: UIPanGestureRecognizer {
                    required init(direction: Int, target: Any? = nil, action: Selector? = nil) {
                        super.init(target: target, action: action)
                    }

                    convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(direction: Int, target: Target, action: @escaping (Target) -> (Sender) -> Void) {
                        self.init(direction: direction)
                        addTarget(target, action: action)
                    }
                }
                """)
    }

    @Test func theSameInitializerOutsideARecognizerIsReported() {
        let source = """
            import UIKit
            final class Trigger: NSObject {
                init(target: Any?, action: Selector?) {
                    super.init(target: target, action: action)
                }
            }
            """
        #expect(Porter.port(source: source).notes.map(\.line) == [3])
    }
}
