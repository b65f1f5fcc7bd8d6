import Foundation

/// An Xcode asset catalog (`.xcassets` folder) as `UIImage(named:)` sees it once packaged: each
/// `*.imageset` becomes files named after the set, one per scale (`Star.png`, `Star@2x.png`),
/// from the file names its `Contents.json` lists; each `*.colorset` is read by `UIColor(named:)`.
struct AssetCatalog {
    /// One image file to copy: where it is and the name it gets.
    struct ImageFile: Equatable {
        var source: URL
        var resourceName: String
    }

    var images: [ImageFile] = []
    /// Colour sets: each `Contents.json`, carried as `<Name>.colorset.json` for `UIColor(named:)`.
    var colors: [ImageFile] = []
    /// Sets that are neither images nor colours (data, app icons), by kind, for the notes.
    var skipped: [String: Int] = [:]

    init(folder: URL) throws {
        let fileManager = FileManager.default
        for relative in try fileManager.subpathsOfDirectory(atPath: folder.path).sorted() {
            let url = folder.appendingPathComponent(relative)
            let ext = url.pathExtension
            guard ["imageset", "colorset", "dataset", "appiconset", "symbolset"].contains(ext) else { continue }
            if ext == "colorset" {
                let name = url.deletingPathExtension().lastPathComponent
                colors.append(
                    ImageFile(
                        source: url.appendingPathComponent("Contents.json"), resourceName: name + ".colorset.json"))
                continue
            }
            guard ext == "imageset" else {
                skipped[ext, default: 0] += 1
                continue
            }
            images += try Self.files(inImageSet: url)
        }
    }

    /// The files a set lists, iPhone and universal ones first at each scale; a set without
    /// scales (one vector PDF or one PNG) keeps its file at scale 1.
    static func files(inImageSet set: URL) throws -> [ImageFile] {
        let name = set.deletingPathExtension().lastPathComponent
        let data = try Data(contentsOf: set.appendingPathComponent("Contents.json"))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let entries = (json?["images"] as? [[String: Any]]) ?? []
        var byScale: [String: ImageFile] = [:]
        for entry in entries {
            guard let filename = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            // Dark-appearance variants are left out: the light image is the one UIKit shows first.
            if let appearances = entry["appearances"] as? [[String: Any]], !appearances.isEmpty { continue }
            let scale = entry["scale"] as? String ?? "1x"
            let suffix = scale == "1x" ? "" : "@" + scale
            let ext = (filename as NSString).pathExtension.lowercased()
            let file = ImageFile(source: set.appendingPathComponent(filename), resourceName: "\(name)\(suffix).\(ext)")
            if byScale[scale] == nil || idiom == "iphone" { byScale[scale] = file }
        }
        return byScale.keys.sorted().compactMap { byScale[$0] }
    }
}
