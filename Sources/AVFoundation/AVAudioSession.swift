import Foundation

/// The app's audio settings with the system, as `AVAudioSession` (kept; there is no audio
/// output here to configure).
open class AVAudioSession: NSObject, @unchecked Sendable {
    /// What the app does with audio.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sound that mixes with others and goes silent with the ring switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: sound that silences others and the ring switch silences.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that keeps sounding with the ring switch on silent.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback together.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Audio processing without playing or recording.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialization of the category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No specialization.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Spoken audio such as podcasts and books.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Movie playback.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Voice chat.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    }

    /// Options of the category.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mix with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lower other apps' audio while this one plays.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Route to Bluetooth hands-free devices.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// Play through the speaker rather than the receiver.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    }

    /// Options for activating and deactivating.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Let other apps' audio resume on deactivating.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    private static let shared = AVAudioSession()

    /// The app's one audio session.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The category set last.
    open private(set) var category: Category = .soloAmbient
    /// The mode set last.
    open private(set) var mode: Mode = .default
    /// The category options set last.
    open private(set) var categoryOptions: CategoryOptions = []
    /// Whether the app made the session active.
    open private(set) var isActive = false

    /// Sets the category.
    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: mode, options: [])
    }

    /// Sets the category and mode, with options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        self.categoryOptions = options
    }

    /// Activates or deactivates the session.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        isActive = active
    }
}
