import CoreGraphics
import Foundation

// An asset catalog's colour sets reach a SwiftPM app as `<Name>.colorset.json` resources (the
// set's `Contents.json`, copied by `uikit-port --package`), since Linux has no compiled catalog.
// A set with a dark-appearance entry becomes a dynamic colour, as on iOS.

extension UIColor {
    /// The colour of the asset catalog colour set `name` in the main bundle; nil when there is
    /// no such set.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour of the colour set `name` in `bundle` (nil: the main bundle and the app's
    /// resources), resolved for `traitCollection` when one is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let bundles = bundle.map { [$0] } ?? [Bundle.main] + AppResourceBundles.all
        guard
            let path = bundles.lazy.compactMap({ $0.path(forResource: name + ".colorset", ofType: "json") }).first,
            let data = FileManager.default.contents(atPath: path),
            let set = UIColor.colorSet(data)
        else { return nil }
        if let traitCollection {
            self.init(
                cgColor: (traitCollection.userInterfaceStyle == .dark ? set.dark ?? set.light : set.light).cgColor)
        } else if let dark = set.dark {
            let light = set.light
            self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
        } else {
            self.init(cgColor: set.light.cgColor)
        }
    }

    /// The light and dark colours of a colour set's `Contents.json`: the universal or iPhone
    /// entries without, and with, a dark luminosity appearance.
    static func colorSet(_ data: Data) -> (light: UIColor, dark: UIColor?)? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["colors"] as? [[String: Any]]
        else { return nil }
        var light: UIColor?
        var dark: UIColor?
        for entry in entries where ["universal", "iphone", nil].contains(entry["idiom"] as? String) {
            guard let color = (entry["color"] as? [String: Any]).flatMap(Self.color(fromAsset:)) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.isEmpty {
                light = light ?? color
            } else if appearances.contains(where: {
                $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
            }) {
                dark = dark ?? color
            }
        }
        return light.map { ($0, dark) }
    }

    /// One colour of a set: components as Xcode writes them, floats (`"0.500"`), 8-bit integers
    /// (`"128"`) or hexadecimal (`"0x80"`); a grey one has `white`.
    private static func color(fromAsset color: [String: Any]) -> UIColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
                return CGFloat(byte) / 255
            }
            guard let number = Double(text) else { return nil }
            // Integers above 1 are 8-bit values; "1" and "0" read the same either way.
            return CGFloat(!text.contains(".") && number > 1 ? number / 255 : number)
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
