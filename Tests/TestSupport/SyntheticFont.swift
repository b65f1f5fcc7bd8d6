import Foundation

/// The smallest sfnt a font reader accepts: the offset table, one table record and a `name`
/// table holding a family (ID 1), a full name (ID 4) and a PostScript name (ID 6) as Windows
/// Unicode (UTF-16BE) records. No glyphs: enough for code that reads a face's names.
public enum SyntheticFont {
    public static func bytes(family: String, fullName: String, postScriptName: String) -> Data {
        func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }
        let strings = [(1, family), (4, fullName), (6, postScriptName)].map { id, text in
            (id, Array(text.data(using: .utf16BigEndian)!))
        }
        var storage: [UInt8] = []
        var records: [UInt8] = []
        for (id, encoded) in strings {
            records += u16(3) + u16(1) + u16(0x409) + u16(id) + u16(encoded.count) + u16(storage.count)
            storage += encoded
        }
        let name = u16(0) + u16(strings.count) + u16(6 + records.count) + records + storage
        let offset = 12 + 16
        let header = u32(0x0001_0000) + u16(1) + u16(16) + u16(0) + u16(0)
        let record = u32(0x6E61_6D65) + u32(0) + u32(offset) + u32(name.count)
        return Data(header + record + name)
    }
}
