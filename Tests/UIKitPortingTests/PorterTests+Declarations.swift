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

    @Test func selectorTakingAPIsAndKeyValueCodingAreReported() {
        let source = """
            class Button {
                var action: Selector?
                func addTarget(_ target: AnyObject, action: Selector) { target.perform(action) }
                func f() { _ = model.value(forKeyPath: "a.b"); layer.setValue(1, forKey: "k") }
            }
            """
        let notes = Porter.port(source: source).notes
        #expect(notes.map(\.line) == [2, 3, 3, 4])
        #expect(notes[1].advice.contains("closure"))
        #expect(notes[3].problem.hasPrefix("value(forKeyPath:)"))
    }
}
