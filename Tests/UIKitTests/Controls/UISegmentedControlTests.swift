import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Segmented controls: segments from items and actions, selection by tap with `.valueChanged`,
/// inserting and removing, disabled segments, momentary controls and what they draw.
@MainActor
@Suite(.checksLifetimes) struct UISegmentedControlTests {
    /// Three segments, 100 points each, at (20, 100).
    private func makeControl(in device: VirtualDevice) -> UISegmentedControl {
        device.window.backgroundColor = .white
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        device.window.addSubview(control)
        return control
    }

    @Test func itemsMakeSegmentsWithNothingSelected() {
        let device = VirtualDevice()
        let control = UISegmentedControl(items: ["One", "Two", UIImage(systemName: "star.fill")!])
        device.window.addSubview(control)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "Two")
        #expect(control.imageForSegment(at: 2) != nil)
        #expect(control.titleForSegment(at: 2) == nil)
        #expect(control.frame.size.height == 32)
        #expect(control.frame.size == control.intrinsicContentSize)
        #expect(control.intrinsicContentSize.width > 3 * 16)
    }

    @Test func aTapSelectsTheSegmentAndSendsValueChangedOnlyOnChange() {
        let device = VirtualDevice()
        let log = EventLog()
        let control = makeControl(in: device)
        ControlEventRecorder.record(control, into: log)
        var seenIndex: Int?
        control.addAction(
            UIAction { [unowned control] _ in seenIndex = control.selectedSegmentIndex }, for: .valueChanged)
        device.tap(at: CGPoint(x: 270, y: 116))
        #expect(control.selectedSegmentIndex == 2)
        #expect(seenIndex == 2)
        #expect(log.entries == ["down", "valueChanged", "primary", "upInside"])
        log.clear()
        device.tap(at: CGPoint(x: 250, y: 116))
        #expect(log.entries == ["down", "upInside"])
        device.tap(at: CGPoint(x: 30, y: 116))
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.entries == ["down", "upInside", "down", "valueChanged", "primary", "upInside"])
    }

    @Test func settingTheIndexSendsNothingAndRejectsOutOfRange() {
        let device = VirtualDevice()
        let log = EventLog()
        let control = makeControl(in: device)
        ControlEventRecorder.record(control, into: log)
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 1)
        #expect(device.diagnostics.contains { $0.contains("selectedSegmentIndex 7") })
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
        #expect(log.entries.isEmpty)
    }

    @Test func insertingAndRemovingKeepTheSelectionOnItsSegment() {
        let device = VirtualDevice()
        let control = makeControl(in: device)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.numberOfSegments == 4)
        #expect(control.titleForSegment(at: 0) == "Zero")
        #expect(control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "Last", at: 99, animated: true)
        #expect(control.titleForSegment(at: 4) == "Last")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.titleForSegment(at: 1) == "Two")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func aDisabledSegmentIgnoresTaps() {
        let device = VirtualDevice()
        let log = EventLog()
        let control = makeControl(in: device)
        ControlEventRecorder.record(control, into: log, only: ["valueChanged"])
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        #expect(control.isEnabledForSegment(at: 0))
        device.tap(at: CGPoint(x: 170, y: 116))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.segments[1].label.textColor == UIColor.tertiaryLabel)
        control.setEnabled(true, forSegmentAt: 1)
        device.tap(at: CGPoint(x: 170, y: 116))
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.entries == ["valueChanged"])
    }

    @Test func segmentsMadeFromActionsPerformThemWhenSelected() {
        let device = VirtualDevice()
        var performed: [String] = []
        let list = UIAction(title: "List") { _ in performed.append("list") }
        let grid = UIAction(title: "Grid") { action in
            performed.append("grid from \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)")
        }
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 200, width: 200, height: 32), actions: [list, grid])
        device.window.addSubview(control)
        #expect(control.titleForSegment(at: 0) == "List")
        #expect(control.actionForSegment(at: 1) === grid)
        #expect(control.segmentIndex(identifiedBy: grid.identifier) == 1)
        device.tap(at: CGPoint(x: 150, y: 216))
        #expect(performed == ["grid from 1"])
        device.tap(at: CGPoint(x: 50, y: 216))
        #expect(performed == ["grid from 1", "list"])
    }

    @Test func aMomentaryControlSendsEveryTapAndDrawsNoSelection() {
        let device = VirtualDevice()
        let log = EventLog()
        let control = makeControl(in: device)
        control.isMomentary = true
        ControlEventRecorder.record(control, into: log, only: ["valueChanged"])
        device.tap(at: CGPoint(x: 70, y: 116))
        device.tap(at: CGPoint(x: 70, y: 116))
        #expect(log.entries == ["valueChanged", "valueChanged"])
        #expect(control.selectedSegmentIndex == 0)
        #expect(control.thumbView.isHidden)
    }

    @Test func theSelectedSegmentIsDrawnOnItsThumb() {
        let device = VirtualDevice()
        let control = makeControl(in: device)
        control.selectedSegmentTintColor = .systemRed
        control.selectedSegmentIndex = 1
        device.runUntilIdle()
        let image = device.screenshot()
        // Above the titles: the thumb's colour over segment 1, the grey fill elsewhere.
        #expect(pixelIs(image.pixel(x: 150, y: 105), 255, 59, 48))
        #expect(pixelIs(image.pixel(x: 60, y: 105), 239, 239, 240))
        #expect(pixelIs(image.pixel(x: 260, y: 105), 239, 239, 240))
        // Outside the control: the window.
        #expect(pixelIs(image.pixel(x: 10, y: 105), 255, 255, 255))
        // Titles are drawn in the label colour.
        var dark = 0
        for x in 40..<100 { for y in 104..<128 where image.pixel(x: x, y: y).r < 100 { dark += 1 } }
        #expect(dark > 10)
    }

    @Test func theThumbSlidesToANewSelectionAndHidesTheSeparatorsBesideIt() throws {
        let device = VirtualDevice()
        let control = makeControl(in: device)
        control.selectedSegmentIndex = 0
        device.runUntilIdle()
        #expect(control.separatorViews.map(\.alpha) == [0, 1])
        #expect(control.separatorViews.map(\.frame.midX) == [100, 200])
        device.tap(at: CGPoint(x: 270, y: 116))
        #expect(control.thumbView.frame.minX == 202)
        device.advance(by: 0.05)
        let x = try #require(control.thumbView.layer.presentation()).frame.minX
        #expect(x > 2 && x < 202)
        device.runUntilIdle()
        #expect(control.separatorViews.map(\.alpha) == [1, 0])
        let image = device.screenshot()
        // The hairline between segments 0 and 1 is drawn; the thumb covers segment 2.
        #expect(image.pixel(x: 120, y: 116).r < 230)
        #expect(pixelIs(image.pixel(x: 280, y: 105), 255, 255, 255))
    }
}
