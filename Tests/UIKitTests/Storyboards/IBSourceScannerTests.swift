import Foundation
import InterfaceBuilderFormat
import Testing

/// The module's methods and extension properties as the connection generator reads them, and
/// the Objective-C selectors Swift derives for methods.
@Suite struct IBSourceScannerTests {
    @Test func selectorsFollowSwiftsRules() {
        #expect(IBSourceScanner.selector(name: "refresh", labels: []) == "refresh")
        #expect(IBSourceScanner.selector(name: "close", labels: ["_"]) == "close:")
        #expect(IBSourceScanner.selector(name: "close", labels: ["sender"]) == "closeWithSender:")
        #expect(IBSourceScanner.selector(name: "selectionChanged", labels: ["from"]) == "selectionChangedFrom:")
        #expect(IBSourceScanner.selector(name: "tapped", labels: ["_", "forEvent"]) == "tapped:forEvent:")
        #expect(IBSourceScanner.selector(name: "show", labels: ["forItem"]) == "showForItem:")
        #expect(IBSourceScanner.selector(name: "moveTo", labels: ["point"]) == "moveToPoint:")
        #expect(
            IBSourceScanner.selector(name: "makeDetail", labels: ["_", "sender", "segueIdentifier"])
                == "makeDetail:sender:segueIdentifier:")
    }

    static let source = """
        import UIKit

        final class ListViewController: UIViewController {
            @IBAction func selectionChanged(from sender: UISegmentedControl) {}
            @IBAction private func hidden(_ sender: Any) {}
            func make(
                _ coder: NSCoder,
                sender: Any?,  // "a string (with parens)"
                segueIdentifier: String?
            ) -> UIViewController? { nil }
            func handler(_ completion: @escaping (Int) -> Void, animated: Bool) {}
            /* func commented(_ x: Int) {} */
        }

        extension UIView {
            var cornerRadius: CGFloat {
                get { layer.cornerRadius }
                set { layer.cornerRadius = newValue }
            }
            private var secret: Int { 0 }
            func helper() { var local = 0; local += 1 }
        }
        """

    @Test func methodsAndExtensionPropertiesAreFoundWithTheirSelectors() {
        let scanner = IBSourceScanner(texts: [Self.source])
        #expect(
            scanner.methods.map { "\($0.typeName) \($0.selector) \($0.reference)" } == [
                "ListViewController selectionChangedFrom: selectionChanged(from:)",
                "ListViewController make:sender:segueIdentifier: make(_:sender:segueIdentifier:)",
                "ListViewController handler:animated: handler(_:animated:)",
                "UIView helper helper()",
            ])
        #expect(scanner.extensionProperties == [.init(typeName: "UIView", name: "cornerRadius")])
    }

    @Test func theGeneratorCallsTheDeclaredMethodAndSetsExtensionInspectables() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
                        <objects>
                            <viewController id="vc" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <subviews>
                                        <segmentedControl id="s">
                                            <connections>
                                                <action selector="selectionChangedFrom:" destination="vc" eventType="valueChanged" id="a1"/>
                                            </connections>
                                        </segmentedControl>
                                        <button id="b">
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                                    <real key="value" value="4"/>
                                                </userDefinedRuntimeAttribute>
                                                <userDefinedRuntimeAttribute type="number" keyPath="undeclared">
                                                    <real key="value" value="4"/>
                                                </userDefinedRuntimeAttribute>
                                            </userDefinedRuntimeAttributes>
                                            <connections>
                                                <segue destination="vc" kind="show" destinationCreationSelector="make:sender:segueIdentifier:" id="g1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let root = try IBDocumentParser.parse(data: Data(document.utf8), file: "Main.storyboard")
        let source = IBConnectionGenerator(
            moduleName: "App", documents: [.init(path: "/src/Main.storyboard", root: root)],
            sources: [.init(path: "/src/List.swift", text: Self.source)]
        ).source
        #expect(source.contains("return _IBConnect.call(t.selectionChanged(from:), sender, event)"))
        #expect(
            source.contains(
                "o[\"UIView.cornerRadius\"] = { object, value in\n            guard let t = object as? UIView"))
        #expect(!source.contains("undeclared"))
        #expect(source.contains("m[\"ListViewController.make:sender:segueIdentifier:\"]"))
        #expect(
            source.contains(
                "let make = t.make(_:sender:segueIdentifier:)\n            return make(coder, sender, identifier)"))
        #expect(source.contains("@MainActor @Sendable (AnyObject, Any?) -> Bool"))
    }

    @Test func classesWithoutAModuleOrBuiltIntoTheTargetAreOurs() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
                        <objects>
                            <viewController id="vc" customClass="LegacyViewController" sceneMemberID="viewController"/>
                            <viewController id="vc2" customClass="Renamed" customModule="XcodeTarget" customModuleProvider="target" sceneMemberID="viewController"/>
                            <viewController id="vc3" customClass="Elsewhere" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let root = try IBDocumentParser.parse(data: Data(document.utf8), file: "Main.storyboard")
        let source = IBConnectionGenerator(
            moduleName: "App", documents: [.init(path: "/src/Main.storyboard", root: root)],
            sources: [.init(path: "/src/Legacy.swift", text: "class LegacyViewController: UIViewController {}")]
        ).source
        #expect(source.contains("c[\"LegacyViewController\"] = LegacyViewController.self"))
        #expect(source.contains("c[\"Renamed\"] = Renamed.self"))
        #expect(!source.contains("Elsewhere"))
    }
}
