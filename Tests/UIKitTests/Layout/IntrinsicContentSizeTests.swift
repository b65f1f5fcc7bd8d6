import Testing
import UIKitTesting

@testable import UIKit

/// Content sizes, hugging and compression resistance, fitting sizes and ambiguity.
@MainActor
@Suite(.checksLifetimes) struct IntrinsicContentSizeTests {
    private func label(_ text: String, in parent: UIView) -> UILabel {
        let l = UILabel()
        l.text = text
        l.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(l)
        return l
    }

    @Test func aLabelWithoutSizeConstraintsTakesItsIntrinsicSize() {
        let (device, container) = layoutWorld()
        let l = label("Transition Practice", in: container)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            l.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
        ])
        device.advance(by: 0)
        #expect(l.intrinsicContentSize.width > 50)
        #expect(
            l.frame.size
                == CGSize(
                    width: l.intrinsicContentSize.width.rounded(), height: l.intrinsicContentSize.height.rounded()))
        #expect(l.hasAmbiguousLayout == false)
    }

    @Test func changingTheTextResizesTheLabel() {
        let (device, container) = layoutWorld()
        let l = label("Hi", in: container)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            l.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        device.advance(by: 0)
        let short = l.frame.width
        l.text = "A much longer title than before"
        device.advance(by: 0)
        #expect(l.frame.width > short * 3)
    }

    /// Two labels share a row wider than both: the one that hugs less stretches.
    @Test func theLabelThatHugsLessStretches() {
        let (device, container) = layoutWorld()
        let name = label("Name", in: container)
        let value = label("Value", in: container)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            name.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            value.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
        ])
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        device.advance(by: 0)
        #expect(name.frame.width == name.intrinsicContentSize.width.rounded())
        #expect(value.frame.maxX == 370)
        #expect(value.frame.width > value.intrinsicContentSize.width + 100)
        // Swap the hugging: now the name stretches and the value keeps its size.
        name.setContentHuggingPriority(UILayoutPriority(250), for: .horizontal)
        value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        device.advance(by: 0)
        #expect(value.frame.width == value.intrinsicContentSize.width.rounded())
        #expect(name.frame.width > name.intrinsicContentSize.width + 100)
    }

    /// Two labels in a row too narrow for both: the one that resists compression less is cut.
    @Test func theLabelThatResistsLessIsCompressed() {
        let (device, container) = layoutWorld()
        let title = label(String(repeating: "Title ", count: 8), in: container)
        let detail = label(String(repeating: "Detail ", count: 8), in: container)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            detail.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            title.topAnchor.constraint(equalTo: container.topAnchor),
            detail.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        #expect(title.intrinsicContentSize.width + detail.intrinsicContentSize.width > 390)
        detail.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        device.advance(by: 0)
        #expect(title.frame.width == title.intrinsicContentSize.width.rounded())
        #expect(detail.frame.width == 390 - title.frame.width)
    }

    @Test func systemLayoutSizeFittingMeasuresContentWithoutMovingAnything() {
        let (device, container) = layoutWorld()
        defer { device.runUntilIdle() }  // the world outlives everything the test made
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(card)
        let l = label("Fits", in: card)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            l.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            l.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            l.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let text = l.intrinsicContentSize
        #expect(size == CGSize(width: (text.width + 24).rounded(), height: (text.height + 12).rounded()))
        #expect(card.frame.size == CGSize(width: 10, height: 10))
        // A required width fixes that axis, as a table cell's width is fixed.
        let fixed = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixed.width == 300)
        #expect(fixed.height == size.height)
    }

    @Test func aWrappingLabelFitsAtTheSolvedWidthBeforeItWasEverLaidOut() {
        let (device, container) = layoutWorld()
        defer { device.runUntilIdle() }
        func card() -> (UIView, UILabel) {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
            container.addSubview(card)
            let l = label(String(repeating: "Wraps over several lines at this width. ", count: 4), in: card)
            l.numberOfLines = 0
            NSLayoutConstraint.activate([
                l.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                l.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                l.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
                l.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
            ])
            return (card, l)
        }
        func fit(_ v: UIView) -> CGSize {
            v.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        let (fresh, freshLabel) = card()
        let freshSize = fit(fresh)
        #expect(freshLabel.bounds.width == 0)  // fitting gave it no frame
        let (laidOut, laidOutLabel) = card()
        laidOut.layoutIfNeeded()
        #expect(laidOutLabel.bounds.width == 180)
        // The fresh label is measured at the 180 points the solution gives it, as the laid-out one.
        #expect(freshSize == fit(laidOut))
        #expect(freshSize.height == (laidOutLabel.intrinsicContentSize.height + 10).rounded(.up))
        #expect(laidOutLabel.intrinsicContentSize.height > 2 * UIFont.systemFont(ofSize: 17).lineHeight)
    }

    @Test func aViewWithoutAPositionIsAmbiguous() {
        let (device, container) = layoutWorld()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
            v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ])
        device.advance(by: 0)
        #expect(v.hasAmbiguousLayout)
        v.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: 5).isActive = true
        #expect(v.hasAmbiguousLayout)  // bounded above only
        v.topAnchor.constraint(lessThanOrEqualTo: container.topAnchor, constant: 5).isActive = true
        #expect(v.hasAmbiguousLayout == false)
        #expect(container.hasAmbiguousLayout == false)  // its frame is an input
    }

    @Test func conflictingRequiredConstraintsLogUIKitsMessageAndBreakOne() {
        let (device, container) = layoutWorld()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = v.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            narrow, v.heightAnchor.constraint(equalToConstant: 10),
            v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        wide.isActive = true
        device.advance(by: 0)
        let messages = device.diagnostics.filter { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("\"\(narrow)\",\n"))
        #expect(message.contains("'narrow' UIView:"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(wide)\n"))
        #expect(message.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
        #expect(message.contains("NSAutoresizingMaskLayoutConstraints") == false)
        // The broken constraint stays active but out of the solution; nothing else moved.
        #expect(wide.isActive)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(v.superview === container)
        // Deactivating the other side lets it take effect, with no second message.
        narrow.isActive = false
        wide.constant = 201
        device.advance(by: 0)
        #expect(v.frame.width == 201)
    }

    @Test func fightingAnAutoresizingFrameNamesTheMaskConstraint() {
        let (device, container) = layoutWorld()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        container.addSubview(v)
        v.widthAnchor.constraint(equalToConstant: 50).isActive = true
        device.advance(by: 0)
        let message = device.diagnostics.first { $0.contains("Unable to simultaneously satisfy") } ?? ""
        #expect(message.contains("<NSAutoresizingMaskLayoutConstraint:"))
        #expect(message.contains("h=--- v=--- UIView:"))
        #expect(message.contains(".width == 120   (active)>"))
        #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        #expect(v.frame.width == 120)
    }

    @Test func constraintsDescribeThemselvesAsUIKitPrintsThem() {
        let (device, container) = layoutWorld()
        defer { device.runUntilIdle() }  // the world outlives everything the test made
        let v = UIView()
        container.addSubview(v)
        let c = v.topAnchor.constraint(equalTo: container.topAnchor, constant: -80)
        let address = { (o: AnyObject) in "0x" + String(UInt(bitPattern: ObjectIdentifier(o)), radix: 16) }
        #expect(
            c.description
                == "<NSLayoutConstraint:\(address(c)) UIView:\(address(v)).top == UIView:\(address(container)).top - 80   (inactive)>"
        )
        let ratio = v.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        ratio.isActive = true
        #expect(ratio.description.hasSuffix(".width == 0.5*UIView:\(address(container)).width   (active)>"))
    }
}
