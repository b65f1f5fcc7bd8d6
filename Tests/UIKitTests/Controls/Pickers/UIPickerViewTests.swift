import Testing
import UIKitTesting

@testable import UIKit

/// UIPickerView: wheels and rows from the data source, selection kept in range, taps and drags
/// that turn a wheel and tell the delegate, the delegate's sizes and views, and the drawing.
@MainActor
@Suite(.checksLifetimes) struct UIPickerViewTests {
    final class Fruits: UIPickerViewDataSource, UIPickerViewDelegate {
        var names = [["Apple", "Banana", "Cherry", "Damson", "Elder"], ["Small", "Large"]]
        var selections: [String] = []
        var widths: [CGFloat]?
        var rowHeight: CGFloat?
        func numberOfComponents(in pickerView: UIPickerView) -> Int { names.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            names[component].count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            names[component][row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(names[component][row])")
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
            widths?[component] ?? pickerView.equalComponentWidth
        }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
            rowHeight ?? 32
        }
    }

    private func makePicker(_ source: Fruits, in device: VirtualDevice) -> UIPickerView {
        device.window.backgroundColor = .white
        let picker = UIPickerView(frame: CGRect(x: 0, y: 200, width: 390, height: 216))
        picker.dataSource = source
        picker.delegate = source
        device.window.addSubview(picker)
        device.runUntilIdle()
        return picker
    }

    @Test func componentsAndRowsComeFromTheDataSource() {
        let device = VirtualDevice()
        let source = Fruits()
        let picker = makePicker(source, in: device)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.numberOfRows(inComponent: 7) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 3) == -1)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "Apple")
        picker.removeFromSuperview()
    }

    @Test func selectingInCodeKeepsInRangeAndTellsTheDelegateNothing() {
        let device = VirtualDevice()
        let source = Fruits()
        let picker = makePicker(source, in: device)
        picker.selectRow(3, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(device.diagnostics.contains { $0.contains("out of range") })
        source.names[0] = ["Fig", "Grape"]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(source.selections.isEmpty)
        picker.removeFromSuperview()
    }

    @Test func tappingARowBelowTheBandTurnsTheWheelAndTellsTheDelegate() {
        let device = VirtualDevice()
        let source = Fruits()
        let picker = makePicker(source, in: device)
        let wheel = picker.wheels[0]
        let centre = wheel.convert(CGPoint(x: wheel.bounds.midX, y: wheel.bounds.midY), to: nil)
        device.tap(at: CGPoint(x: centre.x, y: centre.y + 64))
        device.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(source.selections == ["0:Cherry"])
        device.pan(from: CGPoint(x: centre.x, y: centre.y + 40), to: CGPoint(x: centre.x, y: centre.y - 24))
        device.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 4)
        #expect(source.selections == ["0:Cherry", "0:Elder"])
        picker.removeFromSuperview()
    }

    @Test func theDelegatesWidthsAndRowHeightsPlaceTheWheels() {
        let device = VirtualDevice()
        let source = Fruits()
        source.widths = [200, 100]
        source.rowHeight = 40
        let picker = makePicker(source, in: device)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 200, height: 40))
        #expect(picker.wheels[0].frame.width == 200 && picker.wheels[1].frame.width == 100)
        #expect(picker.wheels[1].frame.minX - picker.wheels[0].frame.maxX == UIPickerView.componentSpacing)
        let label = picker.view(forRow: 1, forComponent: 0)
        #expect(label?.frame.height == 40)
        #expect(label?.frame.minY == picker.wheels[0].bounds.midY - 20 + 40)
        picker.removeFromSuperview()
    }

    @Test func theSelectedRowsTextIsDrawnInTheBand() {
        let device = VirtualDevice()
        let source = Fruits()
        source.names = [["WWWWWW", "", ""]]
        let picker = makePicker(source, in: device)
        let image = device.screenshot()
        var dark = 0
        for y in 296..<320 {
            for x in 140..<250 where image.pixel(x: x, y: y).r < 90 { dark += 1 }
        }
        #expect(dark > 30)
        // The band behind the selection is a light grey, not the window's white.
        let band = image.pixel(x: 20, y: 308)
        #expect(band.r < 250 && band.r > 200)
        picker.removeFromSuperview()
    }

    @Test func elementQueriesSeeAPickerWithAWheelPerComponent() {
        let device = VirtualDevice()
        let source = Fruits()
        let picker = makePicker(source, in: device)
        picker.selectRow(1, inComponent: 1, animated: false)
        device.runUntilIdle()
        #expect(device.pickers.count == 1)
        #expect(device.pickers.firstMatch.pickerWheels.count == 2)
        #expect(device.pickerWheels.element(boundBy: 1).value as? String == "Large")
        picker.removeFromSuperview()
    }
}
