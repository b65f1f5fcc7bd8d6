import Testing

@testable import UIKitPorting

/// Frameworks OpenUIKit has no stand-in for, Core Data's managed properties, and cells that
/// subclass an app's own cell class.
extension PorterTests {
    @Test func anImportOfAnAbsentFrameworkTheFileDoesNotUseGoes() {
        let unused = "import UIKit\nimport CoreText\nimport AssetsLibrary\nlet v = UIView()\n"
        let result = Porter.port(source: unused)
        #expect(result.output == "import UIKit\nlet v = UIView()\n")
        #expect(result.notes.contains { $0.problem.contains("import CoreText removed") })
        let used = "import UIKit\nimport CoreText\nlet f = CTFontCreateWithName(\"A\" as CFString, 12, nil)\n"
        let kept = Porter.port(source: used)
        #expect(kept.output == used)
        #expect(kept.notes.map(\.problem) == ["import CoreText"])
        let library = Porter.port(source: "import AssetsLibrary\nlet l = ALAssetsLibrary()\n")
        #expect(library.notes.map(\.problem) == ["AssetsLibrary is not available here (the file uses ALAssetsLibrary)"])
    }

    @Test func aManagedObjectsAttributesBecomeAccessorsOfItsPrimitiveValues() {
        let files = [
            ("Joke.swift", "import CoreData\nclass Joke: NSManagedObject {\n    @NSManaged var created: Date\n}\n"),
            ("Joke+Properties.swift", "import CoreData\nextension Joke {\n    @NSManaged public var id: String?\n}\n"),
        ]
        let ported = Porter.port(sources: files, headers: [])
        #expect(
            ported[0].output.hasSuffix(
                "class Joke: NSManagedObject {\n    var created: Date {\n"
                    + "        get { primitiveValue(forKey: \"created\") as? Date ?? Date(timeIntervalSinceReferenceDate: 0) }\n"
                    + "        set { setPrimitiveValue(newValue, forKey: \"created\") }\n    }\n}\n"))
        #expect(
            ported[1].output.contains(
                "public var id: String? {\n        get { primitiveValue(forKey: \"id\") as? String }"))
        // A layer's property of a type without an obvious zero is still left to the author.
        let layer = "class L: CALayer {\n    @NSManaged var created: Date\n}"
        #expect(port(layer) == "class L: CALayer {\n    var created: Date\n}")
    }

    @Test func aCellSubclassingTheAppsOwnCellGetsARequiredInitializer() {
        let files = [
            ("Base.swift", "class NewsCell: UICollectionViewCell {}\nclass ProfileCell: NewsCell {}\n"),
            (
                "Flip.swift",
                "class FlipCell: ProfileCell {\n    override init(frame: CGRect) { super.init(frame: frame) }\n}\n"
            ),
        ]
        let ported = Porter.port(sources: files, headers: [])
        #expect(ported[1].output.contains("    required init(frame: CGRect)"))
    }
}

extension PorterTests {
    @Test func aSelectorOfAMethodOverloadedByArgumentLabelsKeepsItsLabels() {
        let source = """
            class C: UIViewController {
                func load() { control.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged) }
                func refresh(user: String?) {}
                @objc func refresh(_ sender: UIRefreshControl) {}
            }
            """
        #expect(port(source).contains("action: C.refresh(_:), for:"))
        #expect(
            port("class D: UIView {\n    func f() { g(#selector(tap(_:))) }\n    func tap(_ s: Any) {}\n}").contains(
                "g(D.tap)"))
    }
}

extension PorterTests {
    @Test func anEmptyAttributedStringIsMadeFromAnEmptyString() {
        #expect(
            port("guard let s else { return NSAttributedString() }")
                == "guard let s else { return NSAttributedString(string: \"\") }")
        #expect(port("let m = NSMutableAttributedString()") == "let m = NSMutableAttributedString(string: \"\")")
        #expect(port("let t = NSAttributedString(string: s)") == "let t = NSAttributedString(string: s)")
    }
}
