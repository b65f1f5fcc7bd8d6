import Testing

@testable import UIKitPorting

/// Rewrites and reports learnt from porting image viewers, panels and banner libraries.
extension PorterTests {
    @Test func aFileUsingURLLoadingImportsFoundationNetworkingWhereItExists() {
        let source = "import Foundation\n\nlet request = URLRequest(url: url)\n"
        let ported = Porter.port(source: source).output
        #expect(
            ported
                == "import Foundation\n#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n\n"
                + "let request = URLRequest(url: url)\n")
        #expect(Porter.port(source: ported).changes.isEmpty)
    }

    @Test func aFileUsingPublishedWithFoundationAloneImportsCombine() {
        // Apple's Foundation re-exports Combine, so `@Published` compiles there with
        // `import Foundation` alone; here Combine is a module of its own.
        let source = "import Foundation\n\nclass Feed {\n    @Published var items: [String] = []\n}\n"
        let ported = Porter.port(source: source).output
        #expect(
            ported == "import Foundation\nimport Combine\n\nclass Feed {\n    @Published var items: [String] = []\n}\n")
        #expect(Porter.port(source: ported).changes.isEmpty)
        let subject = "import UIKit\nimport Combine\n\nlet s = PassthroughSubject<Int, Never>()\n"
        #expect(Porter.port(source: subject).output == subject)
    }

    @Test func aSelectorOfAnOverloadedMethodKeepsItsLabels() {
        let source = """
            class Browser: UIViewController {
                func hideControls() {}
                @objc func hideControls(_ timer: Timer) {}
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(Browser.hideControls(_:)), userInfo: nil, repeats: false)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                }
                @objc func tapped(_ g: UITapGestureRecognizer) {}
            }
            """
        let ported = port(source)
        #expect(ported.contains("selector: Browser.hideControls(_:), userInfo"))
        #expect(ported.contains("action: Browser.tapped)"))
    }

    @Test func theApplicationDelegatesWindowKeepsItsTwoOptionalLevels() {
        let source = """
            if let appWindow = UIApplication.shared.delegate?.window, let window = appWindow { use(window) }
            let root = UIApplication.shared.delegate?.window??.rootViewController
            UIApplication.shared.delegate?.window = nil
            """
        #expect(
            port(source) == """
                if let appWindow = UIApplication.shared.delegate.map { $0.window }, let window = appWindow { use(window) }
                let root = UIApplication.shared.delegate.map { $0.window }??.rootViewController
                UIApplication.shared.delegate?.window = nil
                """)
    }

    @Test func forwardingMessagesBundleModuleAndNSObjectAccessibilityAreReportedWithWhatToWrite() {
        let source = """
            final class Router: NSObject, UIGestureRecognizerDelegate {
                override func forwardingTarget(for aSelector: Selector!) -> Any? { proxy }
            }
            #if SWIFT_PACKAGE
            let image = UIImage(named: "close", in: .module, compatibleWith: nil)
            #endif
            func announce(_ element: NSObject) { element.accessibilityLabel = "Hello" }
            """
        let notes = Porter.port(source: "import UIKit\n" + source).notes
        func advice(at line: Int, _ text: String) -> Bool {
            notes.contains { $0.line == line && $0.advice.contains(text) }
        }
        #expect(advice(at: 3, "implement each method of the delegate protocol"))
        #expect(advice(at: 6, "Bundle(for:"))
        #expect(advice(at: 8, "(element as? UIView)?.accessibilityLabel"))
    }

    @Test func swizzlingIsReportedWithTheOverrideToWrite() {
        let source = """
            extension Panel {
                private static let swizzle: Void = {
                    if let m = class_getInstanceMethod(UIViewController.self, #selector(dismiss(animated:completion:))),
                       let imp = class_getMethodImplementation(UIViewController.self, #selector(__swizzled_dismiss(animated:completion:))) {
                        method_setImplementation(m, imp)
                    }
                }()
            }
            """
        let notes = Porter.port(source: "import UIKit\n" + source).notes
        #expect(notes.first?.problem.contains("dismiss(animated:completion:)") == true)
        #expect(
            notes.first?.advice.contains(
                "override dismiss(animated:completion:) in Panel with the body of __swizzled_dismiss(animated:completion:)"
            )
                == true)
    }

    @Test func aSelectorNamingASubclassForAMethodOfSelfNamesTheEnclosingClass() {
        let source = """
            open class BaseView: UIView {
                lazy var tap = UITapGestureRecognizer(target: self, action: #selector(MessageView.tapped))
                @objc func tapped() {}
            }
            """
        #expect(port(source).contains("UITapGestureRecognizer(target: self, action: BaseView.tapped)"))
    }

    @Test func anObjectiveCPartImportedUnderCanImportIsReported() {
        let source = "import UIKit\n#if canImport(ViewerObjC)\nimport ViewerObjC\n#endif\n"
        let notes = Porter.port(source: source).notes
        #expect(notes.map(\.line) == [3])
        #expect(notes.first?.advice.contains("write in Swift what the files use from it") == true)
    }
}
