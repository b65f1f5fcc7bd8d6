import AVFoundation
import Foundation
import Testing
import UIKit
import UIKitTesting

/// AVFoundation's stand-in as an app reading jokes aloud uses it: nothing is spoken (there is
/// no audio here), and saying so goes to the console.
@MainActor
@Suite struct AVSpeechSynthesizerTests {
    @Test func speakingIsReportedAsUnimplementedAndNeverStarts() {
        let device = VirtualDevice()
        let synthesizer = AVSpeechSynthesizer()
        let utterance = AVSpeechUtterance(string: "Why did the view controller cross the road?")
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        synthesizer.speak(utterance)
        #expect(!synthesizer.isSpeaking)
        #expect(utterance.speechString.hasPrefix("Why"))
        #expect(utterance.voice?.language == "en-US")
        #expect(device.diagnostics.contains { $0.contains("speak") })
    }

    @Test func aRectOfAnAspectRatioIsFittedAndCentred() {
        let fitted = AVMakeRect(
            aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 0, y: 0, width: 320, height: 320))
        #expect(fitted == CGRect(x: 0, y: 70, width: 320, height: 180))
    }
}
