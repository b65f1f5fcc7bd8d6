import Testing
import UIKitTesting

@testable import UIKit

/// What UIKit raises for, logged with UIKit's text instead, leaving everything as it was; and the
/// guide and controller hooks that misuse tends to involve.
@MainActor
@Suite(.checksLifetimes) struct ConstraintMisuseTests {
    @Test func itemsWithNoCommonAncestorCannotBeActivated() {
        let (device, container) = layoutWorld()
        let stray = UIView()
        let c = stray.topAnchor.constraint(equalTo: container.topAnchor)
        c.isActive = true
        #expect(c.isActive == false)
        #expect(container.constraints.isEmpty && stray.constraints.isEmpty)
        let message = device.diagnostics.last ?? ""
        #expect(message.hasPrefix("Unable to activate constraint with anchors <NSLayoutYAxisAnchor:0x"))
        #expect(message.contains("\"UIView:\(objectAddress(stray)).top\">"))
        #expect(
            message.hasSuffix(
                "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            ))
    }

    @Test func addingAConstraintToAViewThatDoesNotContainItsItemsIsRefused() {
        let (device, container) = layoutWorld()
        let a = constrainedSubview(of: container)
        let b = constrainedSubview(of: container)
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        a.addConstraint(c)  // b is not inside a
        #expect(c.isActive == false)
        #expect(a.constraints.isEmpty)
        #expect(
            device.diagnostics.last?.hasPrefix("The view hierarchy is not prepared for the constraint: \(c)") == true)
        container.addConstraint(c)
        #expect(c.isActive)
    }

    @Test func switchingAnInstalledConstraintBetweenRequiredAndOptionalIsRefused() {
        let (device, container) = layoutWorld()
        let v = constrainedSubview(of: container, size: CGSize(width: 10, height: 10))
        let left = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30)
        left.isActive = true
        left.priority = .defaultLow
        #expect(left.priority == .required)
        #expect(
            device.diagnostics.last
                == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000."
        )
        // Inactive, it may change; optional to optional is fine while installed.
        left.isActive = false
        left.priority = .defaultLow
        left.isActive = true
        left.priority = .defaultHigh
        #expect(left.priority == .defaultHigh)
    }

    @Test func removingALayoutGuideRemovesTheConstraintsThatUseIt() {
        let (device, container) = layoutWorld()
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        #expect(container.layoutGuides.count == 1 && guide.owningView === container)
        let v = constrainedSubview(of: container, size: CGSize(width: 10, height: 10))
        let onGuide = v.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 40),
            guide.widthAnchor.constraint(equalToConstant: 20), onGuide,
            v.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        device.advance(by: 0)
        #expect(v.frame.minX == 60)
        #expect(guide.layoutFrame.minX == 40 && guide.layoutFrame.width == 20)
        container.removeLayoutGuide(guide)
        #expect(onGuide.isActive == false)
        #expect(container.layoutGuides.isEmpty && guide.owningView == nil)
        #expect(container.constraints.count == 1)  // only the top remains
    }

    @Test func directionalMarginsAreTheMarginsInLeadingAndTrailingTerms() {
        let (device, container) = layoutWorld()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        container.addSubview(box)
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(box.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let v = constrainedSubview(of: box)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            v.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
        ])
        device.advance(by: 0)
        #expect(v.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
    }

    @Test func aControllersUpdateViewConstraintsRunsInTheConstraintPass() {
        final class Controller: UIViewController {
            var updates = 0
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badge)
            }
            override func updateViewConstraints() {
                updates += 1
                if badge.constraints.isEmpty {
                    NSLayoutConstraint.activate([
                        badge.widthAnchor.constraint(equalToConstant: 30),
                        badge.heightAnchor.constraint(equalToConstant: 30),
                        badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        badge.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                    ])
                }
                super.updateViewConstraints()
            }
        }
        let device = VirtualDevice()
        let vc = Controller()
        device.window.rootViewController = vc
        vc.view.setNeedsUpdateConstraints()
        device.advance(by: 0)
        #expect(vc.updates == 1)
        #expect(vc.badge.frame == CGRect(x: 180, y: vc.view.safeAreaInsets.top, width: 30, height: 30))
        // A controller's root view: 16-point side margins, none at the top beyond the safe area.
        #expect(vc.view.layoutMargins.left == 16 && vc.view.layoutMargins.top == vc.view.safeAreaInsets.top)
    }
}
