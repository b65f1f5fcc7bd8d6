import Foundation
import InterfaceBuilderFormat
import TestSupport
import UIKitTesting

@testable import UIKit

/// A storyboard whose scenes the test makes: `instantiateViewController(forObjectID:)` calls
/// the maker registered for the id (the loader's job, not under test here).
final class SegueTestStoryboard: UIStoryboard {
    var makers: [String: () -> UIViewController] = [:]
    private(set) var instantiated: [String] = []

    /// An empty storyboard: the scenes under test are installed by hand.
    init() throws { try super.init(name: "Segues", data: Data(SegueSceneFixture.document("").utf8)) }

    override func instantiateViewController(forObjectID id: String) throws -> UIViewController {
        guard let make = makers[id] else {
            throw IBDocumentError(file: "Segues.storyboard", line: 0, message: "no scene '\(id)'")
        }
        instantiated.append(id)
        return make()
    }
}

/// A controller with `@IBAction`s by selector name, as the generated tables give the loader.
@MainActor
protocol SegueTestActions: AnyObject {
    func storyboardAction(named selector: String) -> ((Any?) -> Void)?
}

/// Builds scenes from storyboard XML written as Xcode writes it, with objects the test made.
@MainActor
enum SegueSceneFixture {
    /// Routes unwind actions of test controllers through `SegueTestActions`, others to the
    /// generated tables.
    static func installActionLookup() {
        StoryboardUnwindActions.find = { name, target in
            if let table = target as? SegueTestActions { return table.storyboardAction(named: name) }
            return StoryboardActions.action(named: name, on: target)
        }
    }

    /// The `<document>` around `scenes` (the `<scene>` elements).
    static func document(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
        useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// The controller element `controllerID` of the document `xml`.
    static func controllerElement(_ controllerID: String, in xml: String) throws -> IBElement {
        let root = try IBDocumentParser.parse(data: Data(xml.utf8), file: "Segues.storyboard")
        guard let element = root.descendants.first(where: { $0["id"] == controllerID }) else {
            throw IBDocumentError(file: "Segues.storyboard", line: 0, message: "no controller '\(controllerID)'")
        }
        return element
    }

    /// Installs the segues of scene `controllerID` on `controller`, with `objects` by id (the
    /// controller and the exit placeholder are added).
    static func install(
        _ xml: String, controllerID: String, controller: UIViewController, objects: [String: AnyObject] = [:],
        exitID: String? = nil, storyboard: SegueTestStoryboard
    ) throws {
        installActionLookup()
        var all = objects
        all[controllerID] = controller
        if let exitID { all[exitID] = controller }
        let scene = StoryboardSceneInstance(
            storyboard: storyboard, file: "Segues.storyboard",
            controllerElement: try controllerElement(controllerID, in: xml), viewController: controller,
            objects: all)
        try storyboard.installSegues(in: scene)
    }

    /// The console lines of `device` other than notes about stubs not built yet.
    static func diagnostics(_ device: VirtualDevice) -> [String] {
        device.diagnostics.filter { !$0.contains("is not implemented yet") }
    }
}

/// Records the segue callbacks of a storyboard scene's controller.
class SegueSourceController: RecordingViewController, SegueTestActions {
    var allowsSegues = true
    /// The segues prepared for, by class name (not the segues: they hold this controller).
    var preparedSegueTypes: [String] = []
    /// The destinations prepared for, by identity.
    var preparedDestinations: [ObjectIdentifier] = []
    var onPrepare: ((UIStoryboardSegue) -> Void)?

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.record("\(name).shouldPerformSegue(\(identifier), \(describe(sender)))")
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.record("\(name).prepare(\(segue.identifier ?? "-"), \(type(of: segue)), \(describe(sender)))")
        preparedSegueTypes.append(String(describing: type(of: segue)))
        preparedDestinations.append(ObjectIdentifier(segue.destination))
        onPrepare?(segue)
    }

    func storyboardAction(named selector: String) -> ((Any?) -> Void)? { nil }
}

/// A short name for a segue's sender in logs.
@MainActor
func describe(_ sender: Any?) -> String {
    switch sender {
    case nil: return "nil"
    case let vc as RecordingViewController: return vc.name
    case let other?: return String(describing: type(of: other))
    }
}
