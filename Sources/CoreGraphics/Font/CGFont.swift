import Foundation

/// Bytes as Core Foundation passes them, toll-free bridged to `NSData` as on Apple platforms,
/// so `data as CFData` compiles.
public typealias CFData = NSData
/// An error as Core Foundation reports it, toll-free bridged to `NSError` as on Apple platforms.
public typealias CFError = NSError
/// A string as Core Foundation passes it, toll-free bridged to `NSString` as on Apple platforms.
public typealias CFString = NSString

/// A source of bytes for Core Graphics objects (fonts, images), as CoreGraphics'
/// `CGDataProvider`; here it holds the bytes in memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The provider's bytes.
    public let data: CFData?

    /// Creates a provider that reads from `data`.
    public init?(data: CFData) {
        self.data = NSData(data: data as Data)
    }

    /// Creates a provider that reads the file at a URL; nil when it cannot be read.
    public convenience init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        self.init(data: contents as NSData)
    }
}

/// A font face read from TrueType or OpenType bytes, as CoreGraphics' `CGFont`: its names come
/// from the face's `name` table. Text is drawn in DejaVu here (Documentation/Deviations.md,
/// "Fonts"), so a face serves to register its names with UIKit.
public final class CGFont: @unchecked Sendable {
    /// The face's PostScript name (name ID 6), such as `Montserrat-Regular`.
    public let postScriptName: CFString?
    /// The face's full name (name ID 4), such as `Montserrat Regular`.
    public let fullName: CFString?
    /// The face's family name (name ID 1).
    package let familyName: String?

    /// Reads a face from a provider's bytes; nil when they are not a TrueType or OpenType font.
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data.map({ $0 as Data }), let names = SFNTNames(data) else { return nil }
        postScriptName = names[6].map { $0 as NSString }
        fullName = names[4].map { $0 as NSString }
        familyName = names[1]
    }
}

/// The `name` table of an sfnt (TrueType/OpenType) font: name ID to string, preferring the
/// Windows Unicode records (UTF-16BE) and falling back to Macintosh Roman ones.
struct SFNTNames {
    private var names: [UInt16: String] = [:]

    subscript(id: UInt16) -> String? { names[id] }

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> UInt16? {
            at + 2 <= bytes.count ? UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) : nil
        }
        func u32(_ at: Int) -> UInt32? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return UInt32(high) << 16 | UInt32(low)
        }
        guard let version = u32(0), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
            let tableCount = u16(4)
        else { return nil }
        var nameTable: Int?
        for t in 0..<Int(tableCount) {
            let record = 12 + t * 16
            guard let tag = u32(record), let offset = u32(record + 8) else { return nil }
            if tag == 0x6E61_6D65 { nameTable = Int(offset) }  // "name"
        }
        guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4) else { return nil }
        for r in 0..<Int(count) {
            let record = table + 6 + r * 12
            guard let platform = u16(record), let id = u16(record + 6), let length = u16(record + 8),
                let offset = u16(record + 10)
            else { break }
            let start = table + Int(storage) + Int(offset)
            guard start + Int(length) <= bytes.count else { continue }
            let raw = Data(bytes[start..<start + Int(length)])
            if platform == 3 || platform == 0 {
                if let text = String(data: raw, encoding: .utf16BigEndian) { names[id] = text }
            } else if platform == 1, names[id] == nil, let text = String(data: raw, encoding: .macOSRoman) {
                names[id] = text
            }
        }
    }
}
