import Testing

@testable import UIKitPorting

/// Imports, outlets, protocols, layer properties and key paths.
extension PorterTests {
    @Test func outletsAndActionsLoseTheirPrivateAccess() {
        #expect(port("@IBOutlet private weak var b: UIButton!") == "weak var b: UIButton!")
        #expect(port("@IBOutlet private(set) var bs: [UIButton]!") == "var bs: [UIButton]!")
        #expect(port("fileprivate @IBOutlet var c: UIView!") == "var c: UIView!")
        #expect(port("@IBAction private func tap(_ s: Any) {}") == "@IBAction func tap(_ s: Any) {}")
        #expect(port("private var kept: UIView?") == "private var kept: UIView?")
    }

    @Test func aFileWithoutImportsGetsTheImportItNeedsAfterItsHeader() {
        #expect(
            Porter.port(source: "// View.swift\n// Header.\n\nclass V: UIView {}\n").output
                == "// View.swift\n// Header.\n\nimport UIKit\n\nclass V: UIView {}\n")
        #expect(
            Porter.port(source: "let t = CATransform3DIdentity\n").output
                == "import UIKit\n\nlet t = CATransform3DIdentity\n")
        #expect(
            Porter.port(source: "/// Doc.\nlet d = Date()\n").output
                == "import Foundation\n\n/// Doc.\nlet d = Date()\n")
        #expect(Porter.port(source: "let x = 1\n").output == "let x = 1\n")
        #expect(
            Porter.port(source: "import Foundation\nlet v: UIView\n").output == "import Foundation\nlet v: UIView\n")
    }

    @Test func anUmbrellaHeaderImportingUIKitGivesEveryFileUsingItTheImport() {
        let umbrella = "//  Lib.h\n#import <UIKit/UIKit.h>\nFOUNDATION_EXPORT double LibVersionNumber;\n"
        func port(_ text: String) -> String {
            Porter.port(sources: [("A.swift", text)], headers: [umbrella])[0].output
        }
        #expect(
            port("// A\n\nimport Foundation\nlet v: UIView\n")
                == "// A\n\nimport UIKit\nimport Foundation\nlet v: UIView\n")
        #expect(
            port("import Foundation\nlet t = CATransform3DIdentity\n")
                == "import UIKit\nimport Foundation\nlet t = CATransform3DIdentity\n")
        #expect(port("import Foundation\nlet d = Date()\n") == "import Foundation\nlet d = Date()\n")
        #expect(
            port("import UIKit\nimport Foundation\nlet v: UIView\n")
                == "import UIKit\nimport Foundation\nlet v: UIView\n")
        #expect(Porter.importedModules(ofHeader: umbrella) == ["UIKit"])
        #expect(Porter.importedModules(ofHeader: "@import UIKit;\n#import \"Local.h\"\n") == ["UIKit"])
    }

    @Test func submoduleImportsBecomeImportsOfTheWholeModule() {
        #expect(port("import UIKit.UIColor\n") == "")
        #expect(Porter.port(source: "import UIKit.UIColor\nimport os.log\n").output == "import UIKit\nimport os\n")
        #expect(Porter.port(source: "import os\nimport os.log\n").output == "import os\n")
        #expect(Porter.port(source: "import os.log\n").notes.isEmpty)
    }

    @Test func objcProtocolsKeepTheirClassBound() {
        #expect(port("@objc protocol P: class {}") == "protocol P: AnyObject {}")
        #expect(port("@objc protocol P {}") == "protocol P: AnyObject {}")
        #expect(port("@objc public protocol P: NSObjectProtocol {}") == "public protocol P: NSObjectProtocol {}")
        #expect(
            port("@objc(PP) protocol P: UIScrollViewDelegate {}") == "protocol P: UIScrollViewDelegate, AnyObject {}")
        #expect(port("protocol Q {}") == "protocol Q {}")
    }

    @Test func managedLayerPropertiesBecomeStoredWithTheirTypesZero() {
        let result = Porter.port(
            source:
                "import UIKit\nclass L: CALayer {\n    @NSManaged var radius: CGFloat\n    @NSManaged var on: Bool\n"
                + "    @NSManaged var shape: Shape\n}")
        #expect(
            result.output
                == "import UIKit\nclass L: CALayer {\n    var radius: CGFloat = 0\n    var on: Bool = false\n"
                + "    var shape: Shape\n}")
        #expect(result.notes.map(\.line) == [3, 4, 5])
        #expect(result.notes[0].advice.contains("needsDisplay(forKey:)"))
        #expect(result.notes[2].problem.contains("no obvious initial value"))
    }

    @Test func keyPathExpressionsBecomeStrings() {
        #expect(port("let a = #keyPath(CALayer.position)") == "let a = \"position\"")
        #expect(port("let a = #keyPath(radius)") == "let a = \"radius\"")
        #expect(port("let a = #keyPath(UIView.layer.position)") == "let a = \"layer.position\"")
        #expect(port("let a = #keyPath(model.title)") == "let a = \"model.title\"")
    }

    @Test func aLibrarysOwnSelectorHelperThatForwardsBecomesGenericOverTheTarget() {
        let source = """
            extension UIGestureRecognizer {
                convenience init(addTo view: UIView, target: Any, action: Selector) {
                    self.init(target: target, action: action)
                    view.addGestureRecognizer(self)
                }
                convenience init?(addTo view: UIView?, target: Any?, action: Selector) {
                    guard let view = view else { return nil }
                    self.init(addTo: view, target: target, action: action)
                }
            }
            extension UIButton {
                func listen<T>(_ value: T, target: AnyObject, action: Selector) { addTarget(target, action: action, for: .touchUpInside) }
            }
            final class Menu: NSObject {
                @objc func pan(_ p: UIPanGestureRecognizer) {}
                func install(on view: UIView) { _ = UIPanGestureRecognizer(addTo: view, target: self, action: #selector(pan(_:))) }
            }
            """
        let result = Porter.port(source: "import UIKit\n" + source)
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
        #expect(
            lines[2] == "convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(addTo view: UIView, "
                + "target: Target, action: @escaping (Target) -> (Sender) -> Void) {")
        #expect(
            lines[6] == "convenience init?<Target: AnyObject, Sender: UIGestureRecognizer>(addTo view: UIView?, "
                + "target: Target?, action: @escaping (Target) -> (Sender) -> Void) {")
        #expect(
            lines[12] == "func listen<Target: AnyObject, Sender, T>(_ value: T, target: Target, "
                + "action: @escaping (Target) -> (Sender) -> Void) { addTarget(target, action: action, for: .touchUpInside) }"
        )
        #expect(lines[16].contains("UIPanGestureRecognizer(addTo: view, target: self, action: Menu.pan)"))
        #expect(result.notes.isEmpty)
    }

    @Test func selectorTakingAPIsAndKeyValueCodingAreReported() {
        let source = """
            class Button {
                var action: Selector?
                func addTarget(_ target: AnyObject, action: Selector) { target.perform(action) }
                func f() { _ = model.value(forKeyPath: "a.b"); layer.setValue(1, forKey: "k") }
            }
            """
        let notes = Porter.port(source: source).notes
        // `target.perform(action)` itself goes through the generated method tables now.
        #expect(notes.map(\.line) == [2, 3, 4])
        #expect(notes[1].advice.contains("closure"))
        #expect(notes[2].problem.hasPrefix("value(forKeyPath:)"))
    }
}
