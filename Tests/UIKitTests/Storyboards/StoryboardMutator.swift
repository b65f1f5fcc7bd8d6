import Foundation
import InterfaceBuilderFormat

@testable import UIKit

/// Deterministic byte-level mutations of a storyboard (truncation, deletion, duplication,
/// attribute-value swaps, tag renames), for the bounded fuzz test and `Scripts/fuzz-storyboards.sh`.
struct StoryboardMutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(max(bound, 1)))
    }

    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        for _ in 0...next(3) {
            guard !out.isEmpty else { break }
            let at = next(out.count)
            switch next(6) {
            case 0: out = Array(out.prefix(at))
            case 1: out.removeSubrange(at..<min(out.count, at + 1 + next(40)))
            case 2:
                let end = min(out.count, at + 1 + next(200))
                out.insert(contentsOf: out[at..<end], at: next(out.count))
            case 3:
                // Point an attribute value at another id-like value of the file.
                let quotes = out.indices.filter { out[$0] == 34 }
                guard quotes.count > 4 else { continue }
                let a = quotes[next(quotes.count / 2) * 2 % quotes.count]
                let b = quotes[next(quotes.count / 2) * 2 % quotes.count]
                guard let endA = out[(a + 1)...].firstIndex(of: 34), let endB = out[(b + 1)...].firstIndex(of: 34)
                else {
                    continue
                }
                let value = Array(out[(b + 1)..<endB])
                out.replaceSubrange((a + 1)..<endA, with: value)
            case 4:
                let tags = ["label", "button", "view", "segue", "outlet", "constraint", "scene", "color", "bogus"]
                let tag = Array(tags[next(tags.count)].utf8)
                out.insert(contentsOf: Array("<".utf8) + tag + Array(" id=\"x\"/>".utf8), at: at)
            default: out[at] = UInt8(32 + next(90))
            }
        }
        return out
    }

    /// Loads a mutant and instantiates its initial scene and every identified scene: nil when
    /// everything loaded, else the first error.
    @MainActor
    static func load(_ data: Data, name: String) -> IBDocumentError? {
        do {
            let storyboard = try UIStoryboard(name: name, data: data, bundle: .module)
            _ = try storyboard.instantiateInitial(creator: nil)
            for identifier in storyboard.document?.identifiers.keys.sorted() ?? [] {
                _ = try storyboard.instantiate(identifier: identifier, creator: nil)
            }
            return nil
        } catch let error as IBDocumentError {
            return error
        } catch {
            return IBDocumentError(file: name, line: -1, message: "unexpected \(error)")
        }
    }
}
