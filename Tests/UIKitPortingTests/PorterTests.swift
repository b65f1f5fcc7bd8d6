import Foundation
import Testing

@testable import UIKitPorting

/// The rewrites one by one, on small sources.
@Suite struct PorterTests {
    /// The port of a source that imports UIKit already (the import is left out of the source and
    /// of the result, so that the rewrite under test reads alone).
    func port(_ source: String) -> String {
        let header = "import UIKit\n"
        let output = Porter.port(source: header + source).output
        return output.hasPrefix(header) ? String(output.dropFirst(header.count)) : output
    }

    @Test func objcAttributesAreDroppedWithTheirNamesAndDynamic() {
        #expect(port("@objc func f() {}") == "func f() {}")
        #expect(port("@objc(doThing:) func f(_ x: Int) {}") == "func f(_ x: Int) {}")
        #expect(port("@objc dynamic var x = 0") == "var x = 0")
        #expect(port("@objcMembers class A {}") == "class A {}")
        #expect(port("class A {\n    @objc\n    func f() {}\n}") == "class A {\n    func f() {}\n}")
    }

    @Test func interfaceBuilderAttributesAreDropped() {
        #expect(port("@IBOutlet weak var b: UIButton!") == "weak var b: UIButton!")
        #expect(port("@IBInspectable var r: CGFloat = 0") == "var r: CGFloat = 0")
        #expect(port("@IBDesignable\nclass V: UIView {}") == "class V: UIView {}")
    }

    @Test func ibActionStaysOnlyOnOneArgumentMethods() {
        #expect(port("@IBAction func a(_ s: Any) {}") == "@IBAction func a(_ s: Any) {}")
        #expect(port("@IBAction func a() {}") == "func a() {}")
        #expect(
            port("@IBAction private func a(_ s: Any, for e: UIEvent) {}")
                == "func a(_ s: Any, for e: UIEvent) {}")
        #expect(port("@IBAction func a(_ s: (Int, Int)) {}") == "@IBAction func a(_ s: (Int, Int)) {}")
    }

    @Test func selectorsBecomeMethodReferencesOnTheEnclosingType() {
        let source = """
            class A: UIViewController {
                func setUp() {
                    b.addTarget(self, action: #selector(tap), for: .touchUpInside)
                    b.addTarget(self, action: #selector(self.tap(_:)), for: .touchUpInside)
                    b.addTarget(self, action: #selector(tap(_:with:)), for: .touchUpInside)
                    b.addTarget(self, action: #selector(B.C.tap( _: )), for: .touchUpInside)
                }
            }
            extension D.E { func f() { g(#selector(h)) } }
            """
        #expect(
            port(source) == """
                class A: UIViewController {
                    func setUp() {
                        b.addTarget(self, action: A.tap, for: .touchUpInside)
                        b.addTarget(self, action: A.tap, for: .touchUpInside)
                        b.addTarget(self, action: A.tap(_:with:), for: .touchUpInside)
                        b.addTarget(self, action: B.C.tap, for: .touchUpInside)
                    }
                }
                extension D.E { func f() { g(D.E.h) } }
                """)
    }

    @Test func anActionAssignedAfterCreationGoesThroughTheGenericSetter() {
        let source = """
            class A: UIViewController {
                func setUp() {
                    let item = Theme.closeButton
                    item.target = self
                    item.action = #selector(close)
                    navigationItem.rightBarButtonItem?.action = #selector(self.done(_:))
                    let action = #selector(close)
                }
            }
            """
        #expect(
            port(source) == """
                class A: UIViewController {
                    func setUp() {
                        let item = Theme.closeButton
                        item.target = self
                        item.setAction(A.close)
                        navigationItem.rightBarButtonItem?.setAction(A.done)
                        let action = A.close
                    }
                }
                """)
    }

    @Test func typeModifiersAreNotMistakenForTypes() {
        let source = "class A { class func make() { let f = { g(#selector(h)) } } }\nprotocol P: class { }"
        #expect(port(source) == "class A { class func make() { let f = { g(A.h) } } }\nprotocol P: class { }")
    }

    @Test func selectorsThatCannotBeRewrittenAreReported() {
        let result = Porter.port(
            source: "let s = #selector(f)\nclass A { let t = #selector(getter: A.x)\nlet u = #selector(v.f) }")
        #expect(result.changes.isEmpty)
        #expect(result.notes.map(\.line) == [1, 2, 3])
    }

    @Test func optionalRequirementsGetDefaultImplementations() {
        let source = """
            @objc public protocol P: AnyObject {
                func required()
                @objc optional func a(_ x: Int) -> Bool
                @objc optional func b()
                @objc optional func c() -> [Int: String]
                @objc optional static func d() -> UIView?
                @objc optional var e: CGFloat { get }
            }
            """
        #expect(
            port(source) == """
                public protocol P: AnyObject {
                    func required()
                    func a(_ x: Int) -> Bool
                    func b()
                    func c() -> [Int: String]
                    static func d() -> UIView?
                    var e: CGFloat { get }
                }

                extension P {
                    public func a(_ x: Int) -> Bool { false }
                    public func b() {}
                    public func c() -> [Int: String] { [:] }
                    public static func d() -> UIView? { nil }
                    public var e: CGFloat { 0 }
                }
                """)
    }

    @Test func settableOptionalRequirementsAreReported() {
        let result = Porter.port(
            source:
                "@objc protocol P {\n    @objc optional func a() -> Widget\n    @objc optional var b: Int { get set }\n}"
        )
        #expect(
            result.output
                == "protocol P: AnyObject {\n    func a() -> Widget?\n    var b: Int { get set }\n}\n\n"
                + "extension P {\n    func a() -> Widget? { nil }\n}")
        #expect(result.notes.map(\.line) == [3])
    }

    @Test func optionalCallSitesBecomePlainOptionalChains() {
        let sources = [
            (file: "P.swift", text: "@objc protocol P { @objc optional func f(_ x: Int) }"),
            (file: "Use.swift", text: "d?.f?(1)\nd?.f!(2)\nself.f?(3)\ncompletion?(4)\nd?.g?(5)"),
        ]
        let use = Porter.port(sources: sources)[1]
        #expect(use.output == "d?.f(1)\nd?.f(2)\nself.f(3)\ncompletion?(4)\nd?.g?(5)")
    }

    @Test func callsToUIKitsOwnOptionalRequirementsBecomePlainOptionalChains() {
        let source = """
            d?.tabBarController?(self, shouldSelect: vc) ?? true
            scrollView.delegate?.scrollViewDidScroll?(scrollView)
            nav.delegate?.navigationController!(nav, willShow: vc, animated: true)
            onTap?()
            """
        #expect(
            port(source) == """
                d?.tabBarController(self, shouldSelect: vc) ?? true
                scrollView.delegate?.scrollViewDidScroll(scrollView)
                nav.delegate?.navigationController(nav, willShow: vc, animated: true)
                onTap?()
                """)
    }

    @Test func defaultsOfANestedProtocolAreIndentedAsTheProtocol() {
        let source = "#if os(iOS)\n    @objc protocol P {\n        @objc optional func f()\n    }\n#endif"
        #expect(
            port(source)
                == "#if os(iOS) || os(Linux)\n    protocol P: AnyObject {\n        func f()\n    }\n\n"
                + "    extension P {\n        func f() {}\n    }\n#endif")
    }

    @Test func aFallbackTheCallersAgreeOnBecomesTheRequirementsDefault() {
        let sources = [
            (
                file: "P.swift",
                text: """
                @objc protocol P {
                    @objc optional func deck(_ d: Deck, shouldSwipe card: Int) -> Bool
                    @objc optional func deck(_ d: Deck, heightFor card: Int) -> CGFloat
                    @objc optional func deck(_ d: Deck, titleFor card: Int) -> Int
                }
                """
            ),
            (
                file: "Use.swift",
                text: """
                let s = d?.deck?(self, shouldSwipe: 1) ?? true
                let h = d?.deck?(self, heightFor: 1) ?? 400
                let t = d?.deck?(self, titleFor: 1) ?? 1 + 2
                """
            ),
        ]
        let protocolFile = Porter.port(sources: sources)[0].output
        #expect(protocolFile.contains("func deck(_ d: Deck, shouldSwipe card: Int) -> Bool { true }"))
        #expect(protocolFile.contains("func deck(_ d: Deck, heightFor card: Int) -> CGFloat { 400 }"))
        // Not a lone literal: the type's zero.
        #expect(protocolFile.contains("func deck(_ d: Deck, titleFor card: Int) -> Int { 0 }"))
    }

    @Test func aRequirementWhoseReturnTypeWrapsGetsADefaultOfThatType() {
        let source = "@objc protocol P {\n    @objc optional func f(_ x: Int)\n        -> Bool\n}"
        #expect(
            port(source)
                == "protocol P: AnyObject {\n    func f(_ x: Int)\n        -> Bool\n}\n\nextension P {\n    func f(_ x: Int) -> Bool { false }\n}"
        )
    }

    @Test func aDefaultTooLongForOneLineGetsItsBodyOnItsOwnLine() {
        let name = String(repeating: "long", count: 25)
        let output = port("@objc protocol P {\n    @objc optional func \(name)() -> Bool\n}")
        #expect(output.hasSuffix("extension P {\n    func \(name)() -> Bool {\n        false\n    }\n}"))
    }

    @Test func iOSConditionsAlsoHoldOnLinux() {
        #expect(port("#if os(iOS)\n#endif") == "#if os(iOS) || os(Linux)\n#endif")
        #expect(
            port("#if os(iOS) && DEBUG\n#elseif !os(iOS)\n#endif")
                == "#if (os(iOS) || os(Linux)) && DEBUG\n#elseif !(os(iOS) || os(Linux))\n#endif")
        #expect(port("#if os(iOS) || os(Linux)\n#endif") == "#if os(iOS) || os(Linux)\n#endif")
        #expect(port("#if canImport(UIKit)\n#endif") == "#if canImport(UIKit)\n#endif")
    }

    @Test func gestureSubclassImportBecomesUIKit() {
        #expect(Porter.port(source: "import UIKit.UIGestureRecognizerSubclass\n").output == "import UIKit\n")
        #expect(
            Porter.port(source: "import UIKit\nimport UIKit.UIGestureRecognizerSubclass\n").output == "import UIKit\n")
    }

    @Test func objectiveCImportGoesBecauseUIKitOffersAssociatedObjects() {
        #expect(
            Porter.port(source: "import UIKit\nimport ObjectiveC\nlet x = 1\n").output == "import UIKit\nlet x = 1\n")
        #expect(
            Porter.port(source: "import ObjectiveC\nimport Foundation\n").output == "import UIKit\nimport Foundation\n")
        #expect(Porter.port(source: "import UIKit\nimport ObjectiveC\n").notes.isEmpty)
    }

    @Test func aSiblingTargetImportedUnderSwiftPackageIsReported() {
        let notes = Porter.port(source: "import UIKit\n#if SWIFT_PACKAGE\nimport ProxyKit\nimport Foundation\n#endif\n")
            .notes
        #expect(notes.map(\.line) == [3])
        #expect(notes.first?.problem.hasPrefix("import ProxyKit under SWIFT_PACKAGE") == true)
        #expect(notes.first?.advice.contains("write its classes in Swift") == true)
    }

    @Test func aProtocolRequiringInitThatNSObjectAdoptsIsSplit() {
        let result = Porter.port(sources: [
            (
                "Make.swift",
                """
                protocol Makeable: class {
                    init()
                }
                extension Makeable {
                    init(_ block: (Self) -> Void) {
                        self.init()
                        block(self)
                    }
                    func with(_ block: (Self) -> Void) -> Self { block(self); return self }
                }
                """
            ),
            ("Ext.swift", "import UIKit\n\nextension NSObject: Makeable {}\n"),
        ])
        #expect(
            result[0].output == """
                protocol Makeable: class, MakeableMembers {
                    init()
                }

                /// Makeable's members that create nothing, which NSObject adopts (its init() is not required on Linux).
                protocol MakeableMembers: AnyObject {}
                extension MakeableMembers {
                    init(_ block: (Self) -> Void) where Self: Makeable {
                        self.init()
                        block(self)
                    }
                    func with(_ block: (Self) -> Void) -> Self { block(self); return self }
                }
                """)
        #expect(result[1].output == "import UIKit\n\nextension NSObject: MakeableMembers {}\n")
        // A UIKit class the sources make through the initializer gets it for its own type.
        let made = Porter.port(sources: [
            (
                "Make.swift",
                "import Foundation\nprotocol M: class {\n    init()\n}\nextension M {\n    init(_ b: (Self) -> Void) { self.init(); b(self) }\n}\n"
            ),
            ("Ext.swift", "import UIKit\nextension NSObject: M {}\nlet v: UIView = UIView { $0.alpha = 0 }\n"),
        ])
        #expect(made[0].output.hasPrefix("import UIKit\nimport Foundation\n"))
        #expect(
            made[0].output.hasSuffix(
                "\n\nextension UIView {\n    convenience init(_ b: (UIView) -> Void) { self.init(); b(self) }\n}\n"))
        #expect(result.allSatisfy { $0.notes.isEmpty })
        // Without NSObject adopting it, the protocol is left alone.
        let alone = "protocol Makeable: class {\n    init()\n}\n"
        #expect(Porter.port(source: alone).output == alone)
    }

    @Test func anUnscheduledTargetSelectorTimerTakesAMethodReferenceAndIsNotReported() {
        // UIKit offers `Timer(timeInterval:target:selector:userInfo:repeats:)` with a method
        // reference, fired on the world's clock once `RunLoop.main.add(_:forMode:)` adds it.
        let source = """
            import UIKit
            final class T: UIView {
                func f() {
                    let a = Timer(timeInterval: 1, target: self, selector: #selector(g(_:)), userInfo: nil, repeats: false)
                    RunLoop.main.add(a, forMode: .common)
                }
                @objc func g(_ t: Timer) {}
            }
            """
        let ported = Porter.port(source: source)
        #expect(ported.notes.isEmpty)
        #expect(
            ported.output.contains("Timer(timeInterval: 1, target: self, selector: T.g, userInfo: nil, repeats: false)")
        )
    }

    @Test func stringsAndCommentsAreNeverRewritten() {
        let source = ###"""
            let a = "@objc #selector(f) d?.f?(1)"
            let b = """
                @IBOutlet "quoted" \(x.map { "@objc \($0)" }) #selector(g)
                """
            let c = ##"raw "# @objc \##(y) #selector(h)"##
            // @objc #selector(f)
            /* outer /* @objc */ #selector(f) */
            """###
        let result = Porter.port(source: source)
        #expect(result.output == source)
        #expect(result.changes.isEmpty)
    }

    @Test func tokensRebuildTheSourceExactly() {
        let source = "let s = \"a\\(f(\")\"))b\" /* x /* y */ */ + #\"\\(no)\"# // end\n"
        let tokens = SwiftTokenizer.tokenize(source)
        #expect(tokens.map(\.text).joined() == source)
        #expect(tokens.filter { $0.kind == .string }.map(\.text) == ["\"a\\(f(\")\"))b\"", "#\"\\(no)\"#"])
        #expect(tokens.filter { $0.kind == .comment }.count == 2)
    }

    /// A sample of real Swift (this package's views and the porter itself; all of Sources takes
    /// seconds in a debug build) tokenises back to itself and ports to itself, its files
    /// together as a module whose imports one file exports.
    @Test(arguments: ["UIKit/Views", "UIKitPorting"])
    func sourceFilesOfThisPackageTokeniseBackToThemselves(folder: String) throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/\(folder)")
        let files = try Porter.swiftFiles(under: sources)
        #expect(files.count > 5)
        var texts: [(file: String, text: String)] = [("Exports.swift", "@_exported import UIKit\n")]
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let tokens = SwiftTokenizer.tokenize(text)
            #expect(tokens.map(\.text).joined() == text, "\(file)")
            texts.append((file, text))
        }
        for (ported, original) in zip(Porter.port(sources: texts), texts) {
            #expect(ported.output == original.text, "\(original.file)")
        }
    }

    @Test func unportableRuntimeUsesAreReportedWithAdvice() {
        let source = """
            import UIKit
            import CoreText
            extension UIView {
                override func layoutSubviews() {}
                func f() {
                    method_exchangeImplementations(a, b)
                    if d.responds(to: #selector(g)) {}
                }
            }
            """
        let notes = Porter.port(source: source).notes
        #expect(notes.map(\.line) == [2, 4, 6, 7])
        #expect(notes[1].problem == "override inside an extension of UIView")
        #expect(notes.allSatisfy { !$0.advice.isEmpty })
    }

    @Test func stringKeyedObservingAndMessageSendingAreReported() {
        let source = """
            class A: NSObject {
                func f() {
                    perform(#selector(g))
                    v.addObserver(self, forKeyPath: #keyPath(UIView.frame), options: [.new], context: nil)
                    v.addObserver(self, selector: A.g, name: n, object: nil)
                }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?) {}
            }
            """
        let result = Porter.port(source: source)
        #expect(
            result.notes.map(\.problem).map { $0.prefix(12) } == [
                "perform(_:) ", "addObserver(", "observeValue",
            ])
        #expect(result.notes.map(\.line) == [3, 4, 7])
        #expect(result.output.contains("forKeyPath: \"frame\""))
        #expect(result.output.contains("perform(A.g)"))
    }

    @Test func dryRunListsEachChangedLine() {
        let result = Porter.port(source: "class A {\n    @objc func f() {}\n    @IBDesignable\n}\n", file: "A.swift")
        #expect(
            result.changes.map(\.description) == [
                "A.swift:2: @objc func f() {} -> func f() {}", "A.swift:3: @IBDesignable -> (removed)",
            ])
    }

    @Test func cellInitializersOverriddenForIOSBecomeRequired() {
        let table = """
            final class Cell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
            }
            """
        #expect(port(table) == table.replacingOccurrences(of: "override init(style", with: "required init(style"))
        let collection =
            "class C: UICollectionViewCell {\n    public override init(frame: CGRect) { super.init(frame: frame) }\n}"
        #expect(
            port(collection)
                == "class C: UICollectionViewCell {\n    public required init(frame: CGRect) { super.init(frame: frame) }\n}"
        )
        // Headers, footers and badges are registered by class as cells are.
        let header =
            "class Header: UICollectionReusableView {\n    override init(frame: CGRect) { super.init(frame: frame) }\n}"
        #expect(port(header) == header.replacingOccurrences(of: "override init", with: "required init"))
        // Already ported, other classes and other initializers are left alone.
        #expect(port(port(table)) == port(table))
        let view = "class V: UIView {\n    override init(frame: CGRect) { super.init(frame: frame) }\n}"
        #expect(port(view) == view)
        let convenience = "class C: UITableViewCell {\n    override init(frame: CGRect) { super.init(frame: frame) }\n}"
        #expect(port(convenience) == convenience)
    }
}
