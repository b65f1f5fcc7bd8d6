import Testing

@testable import UIKitPorting

/// Optional requirements whose type has no obvious default become optional, conformers with them.
extension PorterTests {
    @Test func optionalRequirementsWithoutADefaultBecomeOptionalWithNilDefaults() {
        let source = """
            @objc protocol PanelDelegate: AnyObject {
                @objc optional var trackedScrollView: UIScrollView { get }
                @objc optional func panel(_ p: Panel, layoutFor c: UITraitCollection) -> PanelLayout
                @objc optional func handler() -> () -> Void
            }
            func use(_ d: PanelDelegate?, _ p: Panel, _ c: UITraitCollection) {
                if let s = d?.trackedScrollView { _ = s }
                let l = d?.panel?(p, layoutFor: c)
            }
            """
        #expect(
            port(source) == """
                protocol PanelDelegate: AnyObject {
                    var trackedScrollView: UIScrollView? { get }
                    func panel(_ p: Panel, layoutFor c: UITraitCollection) -> PanelLayout?
                    func handler() -> (() -> Void)?
                }

                extension PanelDelegate {
                    var trackedScrollView: UIScrollView? { nil }
                    func panel(_ p: Panel, layoutFor c: UITraitCollection) -> PanelLayout? { nil }
                    func handler() -> (() -> Void)? { nil }
                }
                func use(_ d: PanelDelegate?, _ p: Panel, _ c: UITraitCollection) {
                    if let s = d?.trackedScrollView { _ = s }
                    let l = d?.panel(p, layoutFor: c)
                }
                """)
    }

    @Test func conformingDeclarationsBecomeOptionalToKeepImplementingTheRequirement() {
        let files = Porter.port(sources: [
            (
                file: "Panel.swift",
                text: """
                import UIKit
                @objc protocol Tracking {
                    @objc optional var trackedScrollView: UIScrollView { get }
                }
                @objc protocol PanelDelegate: Tracking {
                    @objc optional func layout(for c: UITraitCollection) -> PanelLayout
                }
                """
            ),
            (
                file: "Screen.swift",
                text: """
                import UIKit
                class Screen: UIViewController {
                    let trackedScrollView: UIScrollView = UIScrollView()
                    func layout(for c: UITraitCollection) -> PanelLayout { PanelLayout() }
                    func layout(for c: Int) -> PanelLayout { PanelLayout() }
                }
                extension Screen: PanelDelegate {}
                class Other: UIViewController {
                    var trackedScrollView: UIScrollView { UIScrollView() }
                }
                """
            ),
        ])
        #expect(
            files[1].output == """
                import UIKit
                class Screen: UIViewController {
                    let trackedScrollView: UIScrollView? = UIScrollView()
                    func layout(for c: UITraitCollection) -> PanelLayout? { PanelLayout() }
                    func layout(for c: Int) -> PanelLayout { PanelLayout() }
                }
                extension Screen: PanelDelegate {}
                class Other: UIViewController {
                    var trackedScrollView: UIScrollView { UIScrollView() }
                }
                """)
        // A stored witness is reported: its uses in the type may need unwrapping.
        #expect(files[1].notes.map(\.line) == [3])
        let again = Porter.port(sources: files.map { ($0.file, $0.output) })
        #expect(again.allSatisfy { $0.changes.isEmpty })
    }

    @Test func aRequirementWhoseCallersBindItsResultBecomesOptional() {
        let source = """
            @objc protocol PanelDelegate {
                @objc optional func panel(_ p: Panel, shouldRemoveAt point: CGPoint) -> Bool
                @objc optional func constraints(in view: UIView) -> [NSLayoutConstraint]
                @objc optional func panelShouldBeginDragging(_ p: Panel) -> Bool
                @objc optional func panelShouldEndDragging(_ p: Panel) -> Bool
            }
            func use(_ d: PanelDelegate?, _ p: Panel, _ v: UIView) {
                if let remove = d?.panel?(p, shouldRemoveAt: .zero) { _ = remove }
                guard p.ready, let made = d?.constraints?(in: v) else { return }
                if d?.panelShouldBeginDragging?(p) == false { return }
                if d?.panelShouldEndDragging?(p) != true { return }
            }
            """
        let ported = port(source)
        #expect(ported.contains("func panel(_ p: Panel, shouldRemoveAt point: CGPoint) -> Bool? { nil }"))
        #expect(ported.contains("func constraints(in view: UIView) -> [NSLayoutConstraint]? { nil }"))
        // Compared with a Boolean, a missing implementation acts as the other one.
        #expect(ported.contains("func panelShouldBeginDragging(_ p: Panel) -> Bool { true }"))
        #expect(ported.contains("func panelShouldEndDragging(_ p: Panel) -> Bool { false }"))
        #expect(ported.contains("if let remove = d?.panel(p, shouldRemoveAt: .zero) { _ = remove }"))
        #expect(Porter.port(source: "import UIKit\n" + ported).changes.isEmpty)
    }
}
