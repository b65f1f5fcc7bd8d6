import Testing
import UIKitTesting

@testable import UIKit

/// Constraints from visual format strings, checked by the frames they produce and by UIKit's
/// "Unable to parse constraint format" text for bad input.
@MainActor
@Suite(.checksLifetimes) struct VisualFormatTests {
    /// A container filling a 390 × 844 window, with two auto-layout subviews `a` and `b`.
    private func world() -> (VirtualDevice, UIView, UIView, UIView) {
        let device = VirtualDevice()
        let container = UIView(frame: device.window.bounds)
        device.window.addSubview(container)
        device.advance(by: 0)
        let a = UIView()
        let b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        return (device, container, a, b)
    }

    private func apply(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any], device: VirtualDevice
    ) {
        for f in formats {
            let made = NSLayoutConstraint.constraints(
                withVisualFormat: f, options: options, metrics: metrics, views: views)
            #expect(!made.isEmpty, "\(f) made no constraints")
            NSLayoutConstraint.activate(made)
        }
        device.advance(by: 0)
    }

    /// `first.attr rel second.attr + c @p`, with items named from `names`.
    private func text(_ c: NSLayoutConstraint, _ names: [String: AnyObject]) -> String {
        func name(_ o: AnyObject?) -> String { names.first { $0.value === o }?.key ?? "?" }
        let rel = [NSLayoutConstraint.Relation.equal: "==", .greaterThanOrEqual: ">=", .lessThanOrEqual: "<="][
            c.relation]!
        let rhs = c.secondItem == nil ? "" : "\(name(c.secondItem)).\(c.secondAttribute.name) + "
        return "\(name(c.firstItem)).\(c.firstAttribute.name) \(rel) \(rhs)\(c.constant) @\(c.priority)"
    }

    @Test func standardSpacingIsEightBetweenViewsAndTwentyToTheSuperview() {
        let (device, _, a, b) = world()
        let views = ["a": a, "b": b]
        apply(["H:|-[a]-[b(==a)]-|", "V:|-20-[a(44)]", "V:|-20-[b(44)]"], views: views, device: device)
        #expect(a.frame == CGRect(x: 20, y: 20, width: 171, height: 44))
        #expect(b.frame == CGRect(x: 199, y: 20, width: 171, height: 44))
    }

    @Test func horizontalFormatsMakeInactiveLeadingAndTrailingConstraintsInOrder() {
        let (device, container, a, b) = world()
        defer { device.runUntilIdle() }  // the world outlives everything the test made
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: ["a": a, "b": b])
        let names: [String: AnyObject] = ["a": a, "b": b, "super": container]
        #expect(
            made.map { text($0, names) } == [
                "a.leading == super.leading + 20.0 @1000",
                "b.leading == a.trailing + 8.0 @1000",
                "b.width == a.width + 0.0 @1000",
                "super.trailing == b.trailing + 20.0 @1000",
            ])
        #expect(made.allSatisfy { !$0.isActive && $0.multiplier == 1 })
        #expect(container.constraints.isEmpty)
    }

    @Test func verticalFormatsUseTopAndBottom() {
        let (device, container, a, b) = world()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[a(44)]-[b(==a)]", options: [], metrics: nil, views: ["a": a, "b": b])
        #expect(
            made.map { text($0, ["a": a, "b": b, "super": container]) } == [
                "a.top == super.top + 20.0 @1000", "a.height == 44.0 @1000",
                "b.top == a.bottom + 8.0 @1000", "b.height == a.height + 0.0 @1000",
            ])
        NSLayoutConstraint.activate(made)
        apply(["H:|[a]|", "H:|[b]|"], views: ["a": a, "b": b], device: device)
        #expect(a.frame == CGRect(x: 0, y: 20, width: 390, height: 44))
        #expect(b.frame == CGRect(x: 0, y: 72, width: 390, height: 44))
    }

    @Test func flushViewsTouchEachOtherAndTheEdges() {
        let (device, _, a, b) = world()
        apply(["H:|[a(100)][b]|", "V:|[a(10)]", "V:|[b(10)]"], views: ["a": a, "b": b], device: device)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 290, height: 10))
    }

    @Test func aLowPriorityWidthLosesToARequiredOne() {
        let (device, _, a, _) = world()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[a(>=100@250)]", options: [], metrics: nil, views: ["a": a])
        #expect(made.last?.relation == .greaterThanOrEqual)
        #expect(made.last?.priority == .defaultLow)
        #expect(made.last?.constant == 100)
        NSLayoutConstraint.activate(made)
        a.widthAnchor.constraint(equalToConstant: 60).isActive = true
        apply(["V:|[a(10)]"], views: ["a": a], device: device)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 60, height: 10))
    }

    @Test func optionalSpacingGivesWayToARequiredPosition() {
        let (device, container, a, _) = world()
        apply(["H:|-(10@750)-[a(50)]", "V:|[a(10)]"], views: ["a": a], device: device)
        #expect(a.frame.minX == 10)
        a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30).isActive = true
        device.advance(by: 0)
        #expect(a.frame == CGRect(x: 30, y: 0, width: 50, height: 10))
    }

    @Test func metricsSupplyConstantsAndPriorities() {
        let (device, _, a, b) = world()
        let metrics: [String: Any] = ["pad": 15, "width": CGFloat(120), "high": 750, "top": 30.0, "height": Float(40)]
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-pad-[a(width@high)]-(>=pad)-|", options: [], metrics: metrics, views: ["a": a])
        #expect(made.map(\.constant) == [15, 120, 15])
        #expect(made.map(\.priority) == [.required, .defaultHigh, .required])
        NSLayoutConstraint.activate(made)
        apply(
            ["V:|-top-[a(height)]-pad-[b(==a)]", "H:|[b(pad)]"], metrics: metrics, views: ["a": a, "b": b],
            device: device)
        #expect(a.frame == CGRect(x: 15, y: 30, width: 120, height: 40))
        #expect(b.frame == CGRect(x: 0, y: 85, width: 15, height: 40))
    }

    @Test func alignAllCenterYCentresEachViewOnTheOneBefore() {
        let (device, _, a, b) = world()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(50)]-[b(60)]", options: .alignAllCenterY, metrics: nil, views: ["a": a, "b": b])
        #expect(made.count == 5)
        #expect(made.last.map { text($0, ["a": a, "b": b]) } == "a.centerY == b.centerY + 0.0 @1000")
        NSLayoutConstraint.activate(made)
        apply(["V:|-100-[a(40)]", "V:[b(20)]"], views: ["a": a, "b": b], device: device)
        #expect(a.frame == CGRect(x: 20, y: 100, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 78, y: 110, width: 60, height: 20))
    }

    @Test func alignmentConstraintsComeLastOncePerPairAndOption() {
        let (device, container, a, b) = world()
        defer { device.runUntilIdle() }  // the world outlives everything the test made
        let c = UIView()
        container.addSubview(c)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[a]-(>=8,<=20)-[b][c]", options: [.alignAllLeading, .alignAllTrailing], metrics: nil,
            views: ["a": a, "b": b, "c": c])
        #expect(
            made.map { text($0, ["a": a, "b": b, "c": c]) } == [
                "b.top >= a.bottom + 8.0 @1000", "b.top <= a.bottom + 20.0 @1000", "c.top == b.bottom + 0.0 @1000",
                "a.leading == b.leading + 0.0 @1000", "a.trailing == b.trailing + 0.0 @1000",
                "b.leading == c.leading + 0.0 @1000", "b.trailing == c.trailing + 0.0 @1000",
            ])
    }

    @Test func aGreaterThanOrEqualGapStretchesBetweenPinnedViews() {
        let (device, _, a, b) = world()
        apply(["H:|-[a(100)]-(>=50)-[b(100)]-|", "V:|[a(10)]", "V:|[b(10)]"], views: ["a": a, "b": b], device: device)
        #expect(a.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 270, y: 0, width: 100, height: 10))
    }

    @Test func aGreaterThanOrEqualGapHoldsWhenAViewWantsMoreRoom() {
        let (device, _, a, b) = world()
        apply(
            ["H:|-10-[a(>=300@750)]-(>=30)-[b(100)]-10-|", "V:|[a(10)]", "V:|[b(10)]"], views: ["a": a, "b": b],
            device: device)
        #expect(a.frame == CGRect(x: 10, y: 0, width: 240, height: 10))
        #expect(b.frame == CGRect(x: 280, y: 0, width: 100, height: 10))
    }

    @Test func negativeNumbersInParenthesesAndWhitespaceAreAccepted() {
        let (device, _, a, b) = world()
        apply([" H : | -(-10)- [ a ( 50 ) ] ", "V:|[a(10)]"], views: ["a": a], device: device)
        #expect(a.frame == CGRect(x: -10, y: 0, width: 50, height: 10))
        #expect(device.diagnostics.isEmpty)
        let numbers = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a(2.5e1)]-1.5-[b(<=-4)]", options: [], metrics: nil, views: ["a": a, "b": b])
        #expect(numbers.map(\.constant) == [25, 1.5, -4])
    }

    @Test func rightToLeftRunsTheFormatFromTheRightEdge() {
        let (device, container, a, b) = world()
        apply(
            ["H:|-10-[a(50)]-[b(40)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft,
            views: ["a": a, "b": b], device: device)
        #expect(a.frame == CGRect(x: 330, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 282, y: 0, width: 40, height: 10))
        let ltr = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[a]", options: .directionLeftToRight, metrics: nil, views: ["a": a])
        #expect(ltr.map { text($0, ["a": a, "super": container]) } == ["a.left == super.left + 0.0 @1000"])
    }

    @Test func baselineSpacingRelatesLastBaselineToFirstBaseline() {
        let (device, _, a, b) = world()
        defer { device.runUntilIdle() }
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[a]-[b]", options: .spacingBaselineToBaseline, metrics: nil, views: ["a": a, "b": b])
        #expect(made.map { text($0, ["a": a, "b": b]) } == ["b.firstBaseline == a.lastBaseline + 8.0 @1000"])
    }

    @Test func formatOptionsHaveUIKitsRawValues() {
        typealias O = NSLayoutConstraint.FormatOptions
        let options: [O] = [
            .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
            .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
            .directionLeftToRight, .directionRightToLeft, .spacingBaselineToBaseline,
        ]
        #expect(options.map(\.rawValue) == [2, 4, 8, 16, 32, 64, 512, 1024, 2048, 4096, 65536, 131072, 524288])
        #expect(O.directionLeadingToTrailing.rawValue == 0 && O.spacingEdgeToEdge.rawValue == 0)
    }

    // MARK: Bad input

    nonisolated static let badFormats: [(format: String, reason: String, caret: Int)] = [
        ("H:|-[missing]", "missing is not a key in the views dictionary.", 12),
        (
            "H:|-gap-[a]",
            "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries", 7
        ),
        ("H:|-[a-|", "Expected a ']' here. That is how you give the end of a view.", 6),
        ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
        (
            "H:[a]-b-[b]",
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
            7
        ),
        ("H:[a(>100)]", "Unknown relation. Must be ==, >=, or <=", 6),
        ("H:|-[a]-8", "Expected a '-' here", 9),
        (
            "H:[a]-(8@2000)-[b]",
            "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
            13
        ),
        (
            "H:[a]-8,10-[b]",
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
            7
        ),
        ("H:[a]x", "Expected a view or '|'", 5),
        ("H:[a]|[b]", "Expected the end of the format string", 6),
        (
            "H:[a]--[b]",
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
            6
        ),
        ("H:|-[orphan]", "Unable to interpret '|' character, because the related view doesn't have a superview", 12),
        ("H:[a(50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 7),
    ]

    @Test(arguments: badFormats)
    func badFormatsLogUIKitsParseErrorAndMakeNothing(format: String, reason: String, caret: Int) {
        let (device, container, a, b) = world()
        let orphan = UIView()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: [], metrics: nil, views: ["a": a, "b": b, "orphan": orphan])
        #expect(made.isEmpty)
        let expected =
            "Unable to parse constraint format: \n\(reason) \n\(format) \n"
            + String(repeating: " ", count: caret) + "^"
        #expect(device.diagnostics == [expected])
        #expect(container.constraints.isEmpty)
    }

    @Test func theFormatIsReportedWithItsWhitespaceStripped() {
        let (device, _, a, _) = world()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H: | - [ nobody ]", options: [], metrics: nil, views: ["a": a])
        #expect(made.isEmpty)
        #expect(
            device.diagnostics == [
                "Unable to parse constraint format: \nnobody is not a key in the views dictionary. \nH:|-[nobody] \n           ^"
            ])
    }

    @Test func anEmptyFormatIsRefused() {
        let (device, _, a, _) = world()
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: "  ", options: [], metrics: nil, views: ["a": a]).isEmpty)
        #expect(device.diagnostics == ["Unable to parse constraint format: It's an empty string."])
    }

    @Test func aligningOnTheLayoutAxisIsRefused() {
        let (device, _, a, b) = world()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a]-[b]", options: .alignAllLeft, metrics: nil, views: ["a": a, "b": b])
        #expect(made.isEmpty)
        #expect(device.diagnostics.count == 1)
        #expect(
            device.diagnostics.first?.hasPrefix(
                "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge")
                == true)
        #expect(device.diagnostics.first?.hasSuffix("\nH:[a]-[b] \n         ^") == true)
    }
}
