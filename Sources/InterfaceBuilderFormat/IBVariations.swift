/// Size-class variations (`<variation key="widthClass=compact">`) resolved for one pair of size
/// classes, as UIKit installs a document's constraints and subviews for the size classes the
/// view is shown in.
///
/// A `<variation>` belongs to the element it is in. Its `<mask key="constraints">` and
/// `<mask key="subviews">` include or exclude objects by id; its attributes and keyed children
/// replace the element's own (a font, a frame). The `default` variation applies everywhere; one
/// naming a size class applies when the classes match, and the more classes a key names, the
/// later it applies, so `heightClass=regular-widthClass=compact` wins over `widthClass=compact`.
public enum IBVariations {
    /// `element` with the variations for `width` and `height` (`compact`, `regular`) applied
    /// and removed, and the ids of the constraints and subviews that are not installed.
    public static func resolve(_ element: IBElement, width: String, height: String) -> (
        element: IBElement, uninstalled: Set<String>
    ) {
        var uninstalled: Set<String> = []
        let resolved = resolve(element, width: width, height: height, into: &uninstalled)
        return (resolved, uninstalled)
    }

    private static func resolve(
        _ element: IBElement, width: String, height: String, into uninstalled: inout Set<String>
    ) -> IBElement {
        var element = element
        let variations = element.children.filter { $0.name == "variation" }
        if !variations.isEmpty {
            element.children.removeAll { $0.name == "variation" }
            // Least specific first; equally specific ones in document order (a stable order).
            let ranked = variations.enumerated().compactMap { index, variation -> (Int, Int, IBElement)? in
                guard let rank = rank(variation["key"] ?? "", width: width, height: height) else { return nil }
                return (rank, index, variation)
            }
            for (_, _, variation) in ranked.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
                apply(variation, to: &element, uninstalled: &uninstalled)
            }
        }
        element.children = element.children.map { resolve($0, width: width, height: height, into: &uninstalled) }
        return element
    }

    /// How specific a variation key is when it applies to these size classes (0 for `default`,
    /// one per class named), nil when it does not apply.
    static func rank(_ key: String, width: String, height: String) -> Int? {
        if key == "default" { return 0 }
        var rank = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "widthClass" where pair[1] == width, "heightClass" where pair[1] == height: rank += 1
            default: return nil
            }
        }
        return rank
    }

    private static func apply(_ variation: IBElement, to element: inout IBElement, uninstalled: inout Set<String>) {
        for (name, value) in variation.attributes where name != "key" {
            element.attributes[name] = value
        }
        for child in variation.children {
            if child.name == "mask" {
                for entry in child.children {
                    guard let id = entry["reference"] else { continue }
                    if entry.name == "exclude" { uninstalled.insert(id) }
                    if entry.name == "include" { uninstalled.remove(id) }
                }
            } else if let key = child["key"] {
                // A keyed value of the element (a font, a frame) replaced for these classes.
                if let index = element.children.firstIndex(where: { $0["key"] == key }) {
                    element.children[index] = child
                } else {
                    element.children.append(child)
                }
            }
        }
    }
}
