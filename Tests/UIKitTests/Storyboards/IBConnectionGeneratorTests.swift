import Foundation
import InterfaceBuilderFormat
import Testing

/// The connection table the IBConnections plugin generates: each outlet, action and class of
/// the module behind a `#sourceLocation` naming the document's line, so a missing member is a
/// compile error there.
@Suite struct IBConnectionGeneratorTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <viewController id="vc" customClass="Home" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="v">
                                <subviews>
                                    <button id="b">
                                        <connections>
                                            <action selector="close:" destination="vc" eventType="touchUpInside" id="a1"/>
                                            <action selector="refresh" destination="vc" eventType="touchUpInside" id="a2"/>
                                            <action selector="tapped:forEvent:" destination="vc" eventType="touchUpInside" id="a3"/>
                                        </connections>
                                    </button>
                                    <view id="o" customClass="Other" customModule="OtherKit"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="b" id="o1"/>
                                <outletCollection property="buttons" destination="b" id="o2"/>
                                <segue destination="vc" kind="custom" customClass="FadeSegue" customModule="App" id="s1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func source() throws -> String {
        let root = try IBDocumentParser.parse(data: Data(Self.document.utf8), file: "Main.storyboard")
        return IBConnectionGenerator(moduleName: "App", documents: [.init(path: "/src/Main.storyboard", root: root)])
            .source
    }

    @Test func eachOutletIsAssignedBehindItsDocumentLine() throws {
        let source = try source()
        #expect(
            source.contains(
                "#sourceLocation(file: \"/src/Main.storyboard\", line: 20)\n            return _IBConnect.assign(&t.titleLabel, value)\n#sourceLocation()"
            ))
        #expect(
            source.contains("o[\"Home.titleLabel\"] = { object, value in\n            guard let t = object as? Home"))
        #expect(source.contains("return _IBConnect.append(&t.buttons, value)"))
    }

    @Test func selectorsBecomeTheSwiftMethodNamesTheyComeFrom() throws {
        let source = try source()
        #expect(source.contains("line: 11)\n            return _IBConnect.call(t.close(_:), sender, event)"))
        #expect(source.contains("line: 12)\n            t.refresh(); return true"))
        #expect(source.contains("return _IBConnect.call(t.tapped(_:forEvent:), sender, event)"))
    }

    @Test func classesAndCustomSeguesOfTheModuleAreListedAndOtherModulesSkipped() throws {
        let source = try source()
        #expect(source.contains("line: 6)\n        c[\"Home\"] = Home.self"))
        #expect(source.contains("s[\"FadeSegue\"] = { FadeSegue(identifier: $0, source: $1, destination: $2) }"))
        #expect(!source.contains("Other"))
        #expect(source.contains("final class __IBConnections: _IBConnectionTable"))
    }

    static let unwindDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <connections>
                                <segue destination="x" kind="unwind" unwindAction="unwindToMenu:" id="u1"/>
                                <segue destination="x" kind="unwind" unwindAction="backWithSegue:" id="u2"/>
                            </connections>
                        </viewController>
                        <exit id="x" sceneMemberID="exit"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let swiftSource = """
        import UIKit

        final class Menu: UIViewController {
            @IBAction func unwindToMenu(_ segue: UIStoryboardSegue) {}
            let label = "class Fake { @IBAction func unwindToMenu(_ s: UIStoryboardSegue) {} }"
            struct Inner {
                @IBAction
                func back(segue: UIStoryboardSegue) {}
            }
        }

        private final class Hidden: UIViewController {
            @IBAction func unwindToMenu(_ segue: UIStoryboardSegue) {}
        }

        final class Generic<T>: UIViewController {
            @IBAction func unwindToMenu(_ segue: UIStoryboardSegue) {}
        }

        extension Settings {
            @IBAction private func unwindToMenu(_ segue: UIStoryboardSegue) {}
            @IBAction func close(_ sender: Any) {}
            // @IBAction func unwindToMenu(_ segue: UIStoryboardSegue) {}
        }
        """

    @Test func unwindActionsAreFoundInTheSourcesOfTheTypesGeneratedCodeCanName() {
        let actions = IBUnwindActionScanner.actions(in: Self.swiftSource, path: "/src/Menu.swift")
        #expect(
            actions.map { "\($0.path):\($0.line) \($0.typeName) \($0.selector) \($0.reference)" } == [
                "/src/Menu.swift:4 Menu unwindToMenu: unwindToMenu(_:)",
                "/src/Menu.swift:8 Menu.Inner backWithSegue: back(segue:)",
            ])
    }

    @Test func exitConnectionsNameTheUnwindActionsTheTableCalls() throws {
        let root = try IBDocumentParser.parse(data: Data(Self.unwindDocument.utf8), file: "Main.storyboard")
        let source = IBConnectionGenerator(
            moduleName: "App", documents: [.init(path: "/src/Main.storyboard", root: root)],
            sources: [.init(path: "/src/Menu.swift", text: Self.swiftSource)]
        ).source
        #expect(
            source.contains(
                "a[\"Menu.unwindToMenu:\"] = { object, sender, event in\n            guard let t = object as? Menu"))
        #expect(source.contains("line: 4)\n            return _IBConnect.call(t.unwindToMenu(_:), sender, event)"))
        #expect(source.contains("a[\"Menu.Inner.backWithSegue:\"]"))
        #expect(!source.contains("Hidden") && !source.contains("Generic") && !source.contains("Settings"))
    }
}

/// Makers for the classes the loader cannot make through a class object: custom objects and
/// gesture recognizers of the module.
@Suite struct IBConnectionGeneratorMakerTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController"/>
                        <customObject id="p" customClass="Presenter" customModule="App" customModuleProvider="target"/>
                        <panGestureRecognizer id="g" customClass="DragRecognizer" customModule="App" customModuleProvider="target"/>
                        <customObject id="q" customClass="Elsewhere" customModule="OtherKit"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func customObjectsAndGestureRecognizersOfTheModuleGetMakers() throws {
        let root = try IBDocumentParser.parse(data: Data(Self.document.utf8), file: "Main.storyboard")
        let source = IBConnectionGenerator(
            moduleName: "App", documents: [.init(path: "/src/Main.storyboard", root: root)]
        )
        .source
        #expect(source.contains("static let _objects: [String: @MainActor @Sendable () -> AnyObject]"))
        #expect(source.contains("line: 7)\n        k[\"Presenter\"] = { Presenter() }"))
        #expect(
            source.contains("line: 8)\n        k[\"DragRecognizer\"] = { DragRecognizer(target: nil, action: nil) }"))
        #expect(!source.contains("Elsewhere"))
    }
}
