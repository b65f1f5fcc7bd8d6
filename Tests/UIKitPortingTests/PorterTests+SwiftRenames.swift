import Testing

@testable import UIKitPorting

/// Apps written before Swift 4.2 name UIKit's types as they were imported then; Xcode's
/// migrator renames them, and so does the port.
@Suite struct PorterSwiftRenameTests {
    @Test func typesSwift42NestedAreWrittenWithTheirNewNames() {
        let source = """
            import UIKit
            final class A: UIResponder, UIApplicationDelegate {
                func application(_ app: UIApplication, didFinishLaunchingWithOptions o: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
                    let b = UIButton(type: UIButtonType.system)
                    b.setTitle("Go", for: UIControlState.normal)
                    let s: UITableViewCellStyle = .subtitle
                    let k: [NSAttributedStringKey: Any] = [:]
                    return true
                }
            }
            """
        let ported = Porter.port(source: source)
        #expect(ported.output.contains("[UIApplication.LaunchOptionsKey: Any]?"))
        #expect(ported.output.contains("UIButton(type: UIButton.ButtonType.system)"))
        #expect(ported.output.contains("for: UIControl.State.normal"))
        #expect(ported.output.contains("let s: UITableViewCell.CellStyle = .subtitle"))
        #expect(ported.output.contains("[NSAttributedString.Key: Any]"))
    }

    @Test func transitionAnimatorsTypesAreWrittenWithTheirNewNames() {
        // A Swift 3 transitions sample: keyframe options in its animators, the navigation
        // operation in its navigation delegate, page directions in its pager.
        let source = """
            import UIKit
            func go(_ op: UINavigationControllerOperation, _ d: UIPageViewControllerNavigationDirection) {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: UIViewKeyframeAnimationOptions(), animations: {})
                let t: UIPageViewControllerTransitionStyle = .scroll
                let o: UIPageViewControllerNavigationOrientation = .horizontal
                let i = UITabBarSystemItem.favorites
            }
            """
        let output = Porter.port(source: source).output
        #expect(
            output.contains("_ op: UINavigationController.Operation, _ d: UIPageViewController.NavigationDirection"))
        #expect(output.contains("options: UIView.KeyframeAnimationOptions()"))
        #expect(output.contains("let t: UIPageViewController.TransitionStyle = .scroll"))
        #expect(output.contains("let o: UIPageViewController.NavigationOrientation = .horizontal"))
        #expect(output.contains("let i = UITabBarItem.SystemItem.favorites"))
    }

    @Test func aTypeTheSourcesDeclareOrAMemberOfTheSameNameIsLeftAlone() {
        let source = """
            import UIKit
            struct UIControlState { var x = 0 }
            let a = UIControlState()
            let b = Legacy.UIButtonType.custom
            """
        #expect(Porter.port(source: source).output == source)
    }
}
