import Foundation
import InterfaceBuilderFormat
import Testing
import UIKitTesting

@testable import UIKit

/// Bad storyboards: each fault throws an `IBDocumentError` naming the file and line (the
/// public API logs it and returns safely), and no controller of a failed scene escapes.
@MainActor
@Suite(.checksLifetimes) struct StoryboardErrorTests {
    static func mainText() throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Main", withExtension: "storyboard"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func line(of needle: String, in text: String) -> Int {
        let lines = text.components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    /// Loads `text` as a storyboard and instantiates `identifier`, returning the error.
    func failure(_ text: String, identifier: String = "Home") -> IBDocumentError? {
        do {
            let storyboard = try UIStoryboard(name: "Broken", data: Data(text.utf8), bundle: .module)
            _ = try storyboard.instantiate(identifier: identifier, creator: nil)
            return nil
        } catch let error as IBDocumentError {
            return error
        } catch {
            return IBDocumentError(file: "?", line: 0, message: "\(error)")
        }
    }

    @Test func malformedXMLThrowsWithFileAndLine() throws {
        let text = try Self.mainText().replacingOccurrences(of: "<segments>", with: "<segments")
        let error = try #require(failure(text))
        #expect(error.file == "Broken.storyboard")
        #expect(error.line >= Self.line(of: "<segments", in: text))
        #expect(error.message.contains("well-formed"))
    }

    @Test func aTruncatedFileThrows() throws {
        let text = try Self.mainText()
        let error = try #require(failure(String(text.prefix(text.count / 2))))
        #expect(error.file == "Broken.storyboard")
        #expect(error.line > 1)
    }

    /// Loads `text` and instantiates `identifier` on a fresh device: the scene (nil when it
    /// failed) and what the console said.
    func loadReporting(_ text: String, identifier: String = "Home") -> (UIViewController?, [String]) {
        let device = VirtualDevice()
        do {
            let storyboard = try UIStoryboard(name: "Broken", data: Data(text.utf8), bundle: .module)
            let made = try storyboard.instantiate(identifier: identifier, creator: nil)
            made.loadViewIfNeeded()
            return (made, device.diagnostics)
        } catch {
            return (nil, device.diagnostics + ["\(error)"])
        }
    }

    @Test func anUnknownViewElementBecomesAPlainViewReportedAtItsLine() throws {
        let text = try Self.mainText().replacingOccurrences(of: "<slider ", with: "<sliderX ")
            .replacingOccurrences(of: "</slider>", with: "</sliderX>")
        let (made, console) = loadReporting(text)
        #expect(made != nil)
        let line = Self.line(of: "<sliderX ", in: text)
        #expect(
            console.contains(
                "Broken.storyboard:\(line): <sliderX> is not available here: a plain UIView stands in for it"))
    }

    @Test func aMissingClassBecomesItsBaseClassWithUIKitsText() throws {
        let text = try Self.mainText().replacingOccurrences(of: "\"SBBadgeView\"", with: "\"SBMissingView\"")
        let (made, console) = loadReporting(text)
        let home = try #require(made as? SBHomeViewController)
        let line = Self.line(of: "SBMissingView", in: text)
        #expect(console.contains("Broken.storyboard:\(line): Unknown class SBMissingView in Interface Builder file."))
        // The view is a plain UIView, which the controller's `SBBadgeView` outlet cannot hold.
        #expect(home.badge == nil)
        #expect(
            console.contains {
                $0.contains("outlet 'badge' of ") && $0.hasSuffix("SBHomeViewController cannot hold a UIView; skipped")
            })
    }

    @Test func aConnectionToAnObjectOutsideTheSceneIsSkippedAtItsLine() throws {
        let text = try Self.mainText().replacingOccurrences(
            of: "destination=\"Lb1-aa-T0p\" id=\"Out-tl-003\"", with: "destination=\"Zzz-zz-zzz\" id=\"Out-tl-003\"")
        let (made, console) = loadReporting(text)
        let home = try #require(made as? SBHomeViewController)
        #expect(home.titleLabel == nil)
        let line = Self.line(of: "Out-tl-003", in: text)
        #expect(
            console.contains(
                "Broken.storyboard:\(line): no object with id 'Zzz-zz-zzz' in this scene for outlet 'titleLabel'; skipped"
            ))
    }

    @Test func anOutletToAMissingPropertyIsSkippedWithUIKitsKeyValueCodingText() throws {
        let text = try Self.mainText().replacingOccurrences(
            of: "property=\"titleLabel\"", with: "property=\"subtitleLabel\"")
        let (made, console) = loadReporting(text)
        #expect(made is SBHomeViewController)
        let line = Self.line(of: "subtitleLabel", in: text)
        let message = try #require(console.first { $0.hasPrefix("Broken.storyboard:\(line): [<") })
        #expect(
            message.hasSuffix(
                "setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key subtitleLabel."))
    }

    @Test func anActionToAMissingMethodIsSkippedWithUnrecognizedSelector() throws {
        let text = try Self.mainText().replacingOccurrences(of: "selector=\"close:\"", with: "selector=\"dismissAll:\"")
        let (made, console) = loadReporting(text)
        #expect(made != nil)
        #expect(console.contains { $0.contains("dismissAll:]: unrecognized selector sent to instance 0x") })
    }

    @Test func aCycleOfStoryboardReferencesThrowsInsteadOfRecursing() throws {
        let device = VirtualDevice()
        let storyboard = UIStoryboard(name: "CycleA", bundle: .module)
        #expect(storyboard.instantiateInitialViewController() == nil)
        let message = try #require(device.diagnostics.first { $0.contains("cycle of storyboard references") })
        #expect(
            message.contains(
                "CycleA.storyboard#CycleA-nv-001 → CycleA.storyboard#CycleA-rf-001 → CycleB.storyboard#CycleB-nv-001"))
    }

    @Test func thePublicAPILogsTheErrorAndReturnsAnEmptyController() throws {
        let device = VirtualDevice()
        let storyboard = try UIStoryboard(name: "Broken", data: Data(try Self.mainText().utf8), bundle: .module)
        let made = storyboard.instantiateViewController(withIdentifier: "Nowhere")
        #expect(type(of: made) == UIViewController.self)
        #expect(
            device.diagnostics.contains {
                $0.hasPrefix("Storyboard (")
                    && $0.hasSuffix("doesn't contain a view controller with identifier 'Nowhere'")
            })
    }

    /// A bounded, deterministic mutation fuzz over the sample storyboards: every mutant either
    /// loads or throws an error naming the file and a line inside it; none crashes or hangs.
    @Test func mutatedStoryboardsLoadOrThrowNamingTheFile() throws {
        _ = VirtualDevice()
        var outcome = (loaded: 0, failed: 0)
        for name in ["Main", "Profile"] {
            let url = try #require(Bundle.module.url(forResource: name, withExtension: "storyboard"))
            let original = Array(try Data(contentsOf: url))
            var generator = StoryboardMutator(seed: UInt64(name.count))
            for _ in 0..<150 {
                let mutant = generator.mutate(original)
                let lineCount = mutant.filter { $0 == 10 }.count + 1
                switch StoryboardMutator.load(Data(mutant), name: name) {
                case nil: outcome.loaded += 1
                case let error?:
                    outcome.failed += 1
                    #expect(error.file == "\(name).storyboard")
                    #expect(error.line >= 0 && error.line <= lineCount)
                }
            }
        }
        #expect(outcome.loaded + outcome.failed == 300)
        #expect(outcome.failed > 50)
    }
}
