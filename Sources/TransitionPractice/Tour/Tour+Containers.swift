import UIKitHost

extension Tour {
    /// Seed 004's containers: the split view, the sliding tabs and the two page styles on an
    /// iPad, then the split on an iPhone Pro Max collapsing as it turns to portrait.
    static func addContainerSteps(to script: inout TourScript) {
        func split(_ app: TransitionPracticeApp) -> ColorSplitViewController? {
            app.menu.presentedViewController as? ColorSplitViewController
        }
        func menuRow(_ title: String) -> (TransitionPracticeApp, VirtualDevice) -> Void {
            { app, device in tapRow(title, in: app.menu, device) }
        }
        script.device = .iPad
        script.step("ipad-present-split", 0.8, menuRow("Split View"))
        script.step("ipad-split-show-indigo", 0.6) { app, device in tapRow("Indigo", in: split(app)?.list, device) }
        script.step("ipad-split-show-gold", 0.6) { app, device in tapRow("Gold", in: split(app)?.list, device) }
        script.step("ipad-split-done", 0.8) { _, device in tapLabel("Done", device) }
        script.step("ipad-present-tabs", 0.8, menuRow("Tab Bar"))
        script.step("ipad-tab-tap-teal", 0.7) { _, device in tapLabel("Teal", device) }
        // A short slow swipe slides back; a long one finishes the switch to the next tab.
        script.step("ipad-tab-swipe-cancelled", 0.8) { _, device in
            device.pan(from: CGPoint(x: 600, y: 600), to: CGPoint(x: 450, y: 600), duration: 0.8)
        }
        script.step("ipad-tab-swipe-next", 0.8) { _, device in
            device.pan(from: CGPoint(x: 700, y: 600), to: CGPoint(x: 200, y: 600), duration: 0.5)
        }
        script.step("ipad-tabs-done", 0.8) { _, device in tapLabel("Done", device) }
        script.step("ipad-present-page-view", 0.8, menuRow("Page View"))
        script.step("ipad-page-scroll", 0.8) { _, device in
            device.pan(from: CGPoint(x: 700, y: 600), to: CGPoint(x: 150, y: 600), duration: 0.5)
        }
        script.step("ipad-page-view-done", 0.8) { _, device in tapLabel("Done", device) }
        script.step("ipad-present-page-curl", 0.8, menuRow("Page Curl"))
        script.step("ipad-page-curl-tap", 0.8) { _, device in
            device.tap(at: CGPoint(x: device.window.bounds.maxX - 24, y: 600))
        }
        script.step("ipad-page-curl-done", 0.8) { _, device in tapLabel("Done", device) }

        script.device = .iPhoneProMax
        script.step("promax-present-split", 0.8, menuRow("Split View"))
        script.step("promax-split-show-teal", 0.6) { app, device in tapRow("Teal", in: split(app)?.list, device) }
        script.step("promax-rotate-portrait", 0.6) { _, device in
            device.rotate(to: VirtualDevice.Model.iPhoneProMax.size, duration: 0.4)
        }
        script.step("promax-collapsed-back-to-list", 0.8) { app, _ in
            split(app)?.list.navigationController?.popViewController(animated: true)
        }
        script.step("promax-collapsed-olive-pushes", 0.8) { app, device in
            tapRow("Olive", in: split(app)?.list, device)
        }
        script.step("promax-dismiss-split", 0.8) { app, _ in app.menu.dismiss(animated: true) }
    }
}
