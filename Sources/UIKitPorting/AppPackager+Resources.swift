import Foundation

/// The app folder's resources as the package keeps them: one flat folder (SwiftPM's `.process`
/// puts every file at the bundle's top level anyway), with storyboards and xibs, asset catalog
/// images under their set's names, and the other files an app loads by name.
struct ResourceScan {
    /// Name in the package and the file it comes from, in a stable order.
    var files: [(name: String, source: URL)] = []
    /// The Info.plist to copy as `Info-iOS.plist`.
    var infoPlist: URL?
    /// The module the storyboards name for their custom classes (`customModule="…"`).
    var customModule: String?
    var notes: [String] = []

    /// Files an app reads by name that SwiftPM can carry as they are.
    static let copiedExtensions: Set<String> = [
        "storyboard", "xib", "png", "jpg", "jpeg", "gif", "json", "txt", "html", "css", "js", "mp3", "wav",
        "m4a", "caf", "aiff", "ttf", "otf", "csv", "geojson", "pdf",
    ]

    init(app: URL) throws {
        let fileManager = FileManager.default
        infoPlist = try Self.infoPlistURL(in: app)
        var taken: Set<String> = []
        var modules: [String: Int] = [:]
        func add(_ name: String, _ source: URL) {
            guard taken.insert(name.lowercased()).inserted else {
                notes.append("\(name): a second file of that name (\(source.path)) was left out")
                return
            }
            files.append((name, source))
        }
        for relative in try fileManager.subpathsOfDirectory(atPath: app.path).sorted() {
            let components = relative.split(separator: "/")
            guard !components.contains(where: { $0.hasPrefix(".") }), !AppPackager.isExcluded(relative + "/x")
            else { continue }
            let url = app.appendingPathComponent(relative)
            let ext = url.pathExtension.lowercased()
            if ext == "xcassets" {
                let catalog = try AssetCatalog(folder: url)
                for image in catalog.images + catalog.colors { add(image.resourceName, image.source) }
                for (kind, count) in catalog.skipped.sorted(by: { $0.key < $1.key }) where kind != "appiconset" {
                    notes.append("\(relative): \(count) \(kind)(s) not carried over (only image and colour sets are)")
                }
                continue
            }
            // Files inside a catalog were handled with it; localized strings stay out (one language).
            guard !components.dropLast().contains(where: { $0.hasSuffix(".xcassets") }),
                Self.copiedExtensions.contains(ext)
            else { continue }
            if ext == "storyboard" || ext == "xib", let text = try? String(contentsOf: url, encoding: .utf8) {
                for module in Self.customModules(in: text) { modules[module, default: 0] += 1 }
            }
            add(url.lastPathComponent, url)
        }
        customModule = modules.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// The Info.plist that describes the app's launch, else the shallowest one.
    static func infoPlistURL(in app: URL) throws -> URL? {
        let candidates = try FileManager.default.subpathsOfDirectory(atPath: app.path)
            .filter { ($0 as NSString).lastPathComponent == "Info.plist" && !AppPackager.isExcluded($0) }
            .sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        let urls = candidates.map { app.appendingPathComponent($0) }
        let launching = urls.first { url in
            (try? InfoPlist(data: Data(contentsOf: url)))?.describesLaunch ?? false
        }
        return launching ?? urls.first
    }

    static func customModules(in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"customModule="([^"]+)""#) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
