import Foundation
import QuartzCore

// There is no audio output here. A player reads its file (so a missing one fails as on iOS) and
// keeps its settings; `play()` reports through `unimplemented` that nothing sounds and returns
// false, so `isPlaying` stays false and the delegate never hears the sound finish.

/// Hears when a player finishes, as `AVAudioPlayerDelegate`.
@preconcurrency @MainActor
public protocol AVAudioPlayerDelegate: AnyObject {
    /// The sound played to its end (or `flag` false: decoding stopped it).
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

/// Plays a sound from a file or data, as `AVAudioPlayer` (settings kept; nothing sounds).
@preconcurrency @MainActor
open class AVAudioPlayer: NSObject {
    /// The file the sound came from, when made from one.
    public let url: URL?
    /// The sound's bytes.
    public let data: Data?
    /// Hears when playing finishes.
    open weak var delegate: AVAudioPlayerDelegate?
    /// The playback volume, 0 to 1.
    open var volume: Float = 1
    /// How many times the sound repeats after the first (negative: forever).
    open var numberOfLoops = 0
    /// The playback position in seconds.
    open var currentTime: TimeInterval = 0
    /// The sound's length in seconds (0: nothing is decoded here).
    open private(set) var duration: TimeInterval = 0
    /// Whether the sound is playing (never, here).
    open private(set) var isPlaying = false

    /// A player for the sound in the file at `url`; throws when the file cannot be read.
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, fileTypeHint: nil)
    }

    /// A player for the file at `url`, whose type `utiString` names (an `AVFileType` raw value).
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        self.url = url
        self.data = try Data(contentsOf: url)
        super.init()
    }

    /// A player for a sound held in memory.
    public init(data: Data) throws {
        self.url = nil
        self.data = data
        super.init()
    }

    /// Readies playback; true when the player could prepare.
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Starts playing; false here, where there is no audio output.
    @discardableResult
    open func play() -> Bool {
        unimplemented(#function)
        return false
    }

    /// Pauses, keeping the position.
    open func pause() { isPlaying = false }

    /// Stops playing.
    open func stop() { isPlaying = false }
}

/// The kinds of media file, as `AVFileType` (uniform type identifiers).
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// MPEG layer 3 audio.
    public static let mp3 = AVFileType(rawValue: "public.mp3")
    /// MPEG-4 audio.
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    /// WAVE audio.
    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    /// AIFF audio.
    public static let aiff = AVFileType(rawValue: "public.aiff-audio")
    /// Core Audio Format.
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
    /// MPEG-4 video.
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    /// QuickTime movies.
    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
}
