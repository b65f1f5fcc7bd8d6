import Foundation
import InterfaceBuilderFormat
import Testing

/// Xcode's XML read into elements: attributes, children in order, start lines, and the text of
/// value elements trimmed, while the indentation between tags leaves no text behind.
@Suite struct IBDocumentParserTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a">
                    <string key="text">
                        Two  words\u{20}
                    </string>
                    <string key="inner">a<b/> c </string>
                </scene>
            </scenes>
        </document>
        """

    @Test func elementsKeepAttributesOrderLinesAndTrimmedText() throws {
        let root = try IBDocumentParser.parse(data: Data(Self.document.utf8), file: "T.storyboard")
        #expect(root.name == "document" && root.text.isEmpty)
        let scenes = try #require(root.child(named: "scenes"))
        #expect(scenes.text.isEmpty && scenes.line == 3)
        let scene = try #require(scenes.child(named: "scene"))
        #expect(scene["sceneID"] == "a" && scene.text.isEmpty)
        let strings = scene.children(named: "string")
        #expect(strings.map { $0["key"] } == ["text", "inner"])
        #expect(strings[0].text == "Two  words")
        #expect(strings[0].line == 5)
        // Character data on both sides of a child element belongs to the parent, trimmed.
        #expect(strings[1].text == "a c")
        #expect(strings[1].children.map(\.name) == ["b"])
    }

    @Test func aTruncatedFileNamesItsLine() {
        let truncated = String(Self.document.prefix(while: { $0 != "/" }).dropLast())
        #expect(throws: IBDocumentError.self) {
            try IBDocumentParser.parse(data: Data(truncated.utf8), file: "T.storyboard")
        }
        do {
            _ = try IBDocumentParser.parse(data: Data(truncated.utf8), file: "T.storyboard")
        } catch let error as IBDocumentError {
            #expect(error.file == "T.storyboard" && error.line >= 5)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
