import Foundation
import InterfaceBuilderFormat
import Testing

/// Size-class variations resolved for the classes a view is shown in: what each one installs,
/// uninstalls and replaces, the more specific key last.
@Suite struct IBVariationsTests {
    static let view = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
        <view id="root">
            <subviews>
                <label id="title" text="Title">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <variation key="heightClass=regular-widthClass=compact">
                        <fontDescription key="fontDescription" type="system" pointSize="30"/>
                    </variation>
                    <variation key="widthClass=compact" text="Short"/>
                </label>
                <label id="note"/>
            </subviews>
            <constraints>
                <constraint id="wide" firstAttribute="top" constant="300"/>
                <constraint id="narrow" firstAttribute="top" constant="100"/>
            </constraints>
            <variation key="default">
                <mask key="constraints"><exclude reference="narrow"/></mask>
            </variation>
            <variation key="widthClass=compact">
                <mask key="constraints"><exclude reference="wide"/><include reference="narrow"/></mask>
                <mask key="subviews"><exclude reference="note"/></mask>
            </variation>
        </view>
        </objects>
        </document>
        """

    func resolve(width: String, height: String) throws -> (IBElement, Set<String>) {
        let document = try IBDocumentParser.parse(data: Data(Self.view.utf8), file: "View.xib")
        let root = try #require(document.descendants.first { $0.name == "view" })
        let resolved = IBVariations.resolve(root, width: width, height: height)
        return (resolved.element, resolved.uninstalled)
    }

    @Test func compactWidthInstallsItsOwnConstraintsAndLeavesOutItsSubviews() throws {
        let (element, uninstalled) = try resolve(width: "compact", height: "regular")
        #expect(uninstalled == ["wide", "note"])
        #expect(!element.descendants.contains { $0.name == "variation" })
    }

    @Test func elsewhereTheDefaultVariationAlone() throws {
        let (_, uninstalled) = try resolve(width: "regular", height: "regular")
        #expect(uninstalled == ["narrow"])
    }

    @Test func theMoreSpecificVariationReplacesValuesLast() throws {
        let (element, _) = try resolve(width: "compact", height: "regular")
        let title = try #require(element.descendants.first { $0["id"] == "title" })
        #expect(title["text"] == "Short")
        #expect(title.child(named: "fontDescription")?["pointSize"] == "30")
        let (wide, _) = try resolve(width: "regular", height: "compact")
        let plain = try #require(wide.descendants.first { $0["id"] == "title" })
        #expect(plain["text"] == "Title")
        #expect(plain.child(named: "fontDescription")?["pointSize"] == "17")
    }
}
