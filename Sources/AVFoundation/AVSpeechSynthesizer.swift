import CoreGraphics
import Foundation
import QuartzCore
import UIKit

// There is no audio output here. A speech synthesizer takes utterances and reports through
// `unimplemented` that nothing is spoken; it never starts, so its delegate hears nothing and
// `isSpeaking` stays false, as on a device whose speech is unavailable.

/// A voice for speech, as `AVSpeechSynthesisVoice` (its language is kept; nothing speaks).
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// The BCP 47 language code (`"en-US"`).
    public let language: String

    /// The voice for `languageCode`, or the user's current language's when nil.
    public init?(language languageCode: String?) {
        language = languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode()
        super.init()
    }

    /// The language of the user's current locale.
    open class func currentLanguageCode() -> String {
        Locale.current.identifier.replacingOccurrences(of: "_", with: "-")
    }

    /// The installed voices: none here.
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
}

/// The default speaking rate, as `AVSpeechUtteranceDefaultSpeechRate`.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
/// The slowest speaking rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speaking rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

/// Text to speak and how, as `AVSpeechUtterance`.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    /// The text to speak.
    public let speechString: String
    /// The voice; nil for the current language's.
    open var voice: AVSpeechSynthesisVoice?
    /// The rate, between the minimum and maximum speech rates.
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch multiplier, 0.5 to 2.
    open var pitchMultiplier: Float = 1
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// Seconds of silence before the utterance.
    open var preUtteranceDelay: TimeInterval = 0
    /// Seconds of silence after the utterance.
    open var postUtteranceDelay: TimeInterval = 0

    /// An utterance of `string`.
    public init(string: String) {
        speechString = string
        super.init()
    }
}

/// Where speech may stop or pause, as `AVSpeechBoundary`.
public enum AVSpeechBoundary: Int, Sendable {
    case immediate, word
}

/// Hears a synthesizer's progress, as `AVSpeechSynthesizerDelegate` (every method optional).
@preconcurrency @MainActor
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    /// Speaking an utterance started.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// Speaking an utterance finished.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// Speaking an utterance was cancelled.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
}

/// Speaks utterances, as `AVSpeechSynthesizer`; here it has no audio and speaks nothing.
@preconcurrency @MainActor
open class AVSpeechSynthesizer: NSObject {
    /// Told when speech starts, finishes or is cancelled (never, here).
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether it is speaking: always false, nothing is spoken.
    open private(set) var isSpeaking = false
    /// Whether it is paused: always false.
    open private(set) var isPaused = false

    /// A synthesizer with nothing queued.
    public override init() { super.init() }

    /// Would speak `utterance`; there is no audio here.
    open func speak(_ utterance: AVSpeechUtterance) {
        unimplemented(#function)
    }

    /// Stops speaking: there is nothing to stop, so false.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    /// Pauses speaking: there is nothing to pause, so false.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    /// Continues paused speech: there is none, so false.
    @discardableResult
    open func continueSpeaking() -> Bool { false }
}

/// The largest rectangle of `aspectRatio`'s proportions centred inside `boundingRect`, as
/// AVFoundation's `AVMakeRect(aspectRatio:insideRect:)` fits video and images.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    guard aspectRatio.width > 0, aspectRatio.height > 0 else { return CGRect(origin: boundingRect.origin, size: .zero) }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(
        x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width,
        height: size.height)
}
