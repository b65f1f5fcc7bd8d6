import AVFoundation
import Foundation
import Testing
import UIKitTesting

/// The audio player and session stand-ins: files are read, settings kept, nothing sounds.
@MainActor
@Suite struct AVAudioPlayerTests {
    @Test func aPlayerForAMissingFileThrows() {
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID()).mp3")
        #expect(throws: (any Error).self) {
            try AVAudioPlayer(contentsOf: missing, fileTypeHint: AVFileType.mp3.rawValue)
        }
    }

    @Test func aPlayerKeepsItsSettingsAndNothingPlays() throws {
        let device = VirtualDevice()
        let player = try AVAudioPlayer(data: Data([0, 1, 2]))
        player.volume = 0.25
        #expect(player.prepareToPlay())
        #expect(!player.play())
        #expect(!player.isPlaying && player.volume == 0.25)
        #expect(device.diagnostics.contains { $0.contains("play") })
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
        try AVAudioSession.sharedInstance().setActive(true)
        #expect(AVAudioSession.sharedInstance().category == .playback && AVAudioSession.sharedInstance().isActive)
        try AVAudioSession.sharedInstance().setActive(false)
    }
}
