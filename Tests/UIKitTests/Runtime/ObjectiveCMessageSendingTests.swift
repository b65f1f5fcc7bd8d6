import Foundation
import Testing
import UIKit
import UIKitTesting

// A router as Clean Swift's templates write it: the controller builds a selector from the segue's
// identifier and sends it if the router responds. The extension and the table class below are
// what `uikit-port` appends to the router's file (after dropping `@objc`, which marked
// `title()` and the protocol).

@MainActor
protocol MessageSendingRoutingLogic: AnyObject {
    func routeToDetail(segue: UIStoryboardSegue?)
}

@MainActor
class MessageSendingRouter: NSObject, MessageSendingRoutingLogic {
    var routed: [String?] = []
    func routeToDetail(segue: UIStoryboardSegue?) { routed.append(segue?.identifier) }
    func title() -> NSString { "router" }
    func notExposed() {}
}

class MessageSendingSubrouter: MessageSendingRouter {}

extension MessageSendingRouter {
    @MainActor fileprivate static var __objectiveCMethods:
        [String: @MainActor @Sendable (AnyObject, Any?, Any?) -> _ObjectiveCMessageResult]
    {
        [
            "routeToDetailWithSegue:": { object, a, b in
                guard let t = object as? MessageSendingRouter else { return .mismatched }
                return _ObjectiveCMessage.call(t.routeToDetail(segue:), a, b)
            },
            "title": { object, a, b in
                guard let t = object as? MessageSendingRouter else { return .mismatched }
                return _ObjectiveCMessage.call(t.title, a, b)
            },
        ]
    }
}

@MainActor
final class __ObjectiveCMethods_MessageSendingRouter: _ObjectiveCMethodTable {
    static var _methods: [String: @MainActor @Sendable (AnyObject, Any?, Any?) -> _ObjectiveCMessageResult] {
        MessageSendingRouter.__objectiveCMethods
    }
}

/// Messages sent by selectors made at run time, through the tables `uikit-port` generates.
@MainActor
struct ObjectiveCMessageSendingTests {
    @Test func aSelectorMadeFromAStringReachesTheRoutersMethod() {
        let router: (NSObjectProtocol & MessageSendingRoutingLogic) = MessageSendingRouter()
        let segue = UIStoryboardSegue(
            identifier: "Detail", source: UIViewController(), destination: UIViewController())
        let selector = NSSelectorFromString("routeTo\(segue.identifier!)WithSegue:")
        #expect(router.responds(to: selector))
        router.perform(selector, with: segue)
        #expect((router as? MessageSendingRouter)?.routed == ["Detail"])
    }

    @Test func theSwiftSpellingOfASelectorNamesTheSameMethod() {
        let router = MessageSendingRouter()
        #expect(router.responds(to: Selector("routeToDetail(segue:)")))
        #expect(router.perform(Selector("title"))?.takeUnretainedValue() as? NSString == "router")
    }

    @Test func aSubclassRespondsToItsSuperclasssMethods() {
        let router = MessageSendingSubrouter()
        #expect(router.responds(to: NSSelectorFromString("routeToDetailWithSegue:")))
        router.perform(NSSelectorFromString("routeToDetailWithSegue:"), with: nil)
        #expect(router.routed == [nil])
    }

    @Test func aMethodObjectiveCCannotSeeIsNotFoundAndSendingItIsLogged() {
        let device = VirtualDevice()
        let router = MessageSendingRouter()
        #expect(!router.responds(to: NSSelectorFromString("notExposed")))
        #expect(router.perform(NSSelectorFromString("notExposed")) == nil)
        #expect(router.routed.isEmpty)
        #expect(
            device.diagnostics.first?.contains(
                "-[MessageSendingRouter notExposed]: unrecognized selector sent to instance") == true)
    }

    @Test func anArgumentOfTheWrongTypeIsRefusedAndLogged() {
        let device = VirtualDevice()
        let router = MessageSendingRouter()
        router.perform(NSSelectorFromString("routeToDetailWithSegue:"), with: "not a segue")
        #expect(router.routed.isEmpty)
        #expect(device.diagnostics.count == 1)
        #expect(device.diagnostics.first?.contains("not of the types the method takes") == true)
    }
}
