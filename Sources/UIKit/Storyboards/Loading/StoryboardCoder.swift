import CoreGraphics
import Foundation
import InterfaceBuilderFormat

/// The archive `init?(coder:)` receives for an object of a storyboard or nib.
///
/// Keys are the names Xcode writes for the object: each XML attribute by its name as a
/// `String` (`text`, `title`, `storyboardIdentifier`; `decodeBool` reads `YES`/`NO`,
/// `decodeInteger`/`decodeDouble` parse numbers), each keyed value element by its `key`,
/// decoded (`frame` is a `CGRect`, `backgroundColor` a `UIColor`, `fontDescription` a
/// `UIFont`, `autoresizingMask` a `UIView.AutoresizingMask`), and each user-defined runtime
/// attribute by its key path with its typed value.
final class StoryboardCoder: NSCoder, @unchecked Sendable {
    /// The object's element, for the loader's own use in `init?(coder:)`.
    let element: IBElement
    private let values: [String: Any]
    /// Settings UIView's and UIViewController's `init?(coder:)` apply before a subclass's body
    /// runs, so that body sees (and may override) them, as with UIKit's archives.
    let applyBase: (@MainActor (AnyObject) -> Void)?

    init(element: IBElement, values: [String: Any], applyBase: (@MainActor (AnyObject) -> Void)? = nil) {
        self.element = element
        self.values = values
        self.applyBase = applyBase
        super.init()
    }

    /// An attribute of the element a storyboard coder decodes (nil for other coders), for the
    /// `let` settings built-in classes fix in `init?(coder:)` before `super.init`.
    /// The split style a `<splitViewController>` without a `style` attribute implies: a
    /// supplementary column makes it triple-column, the column relationships of iOS 14
    /// double-column, the master/detail ones classic.
    static func impliedSplitStyle(of coder: NSCoder) -> UISplitViewController.Style {
        guard let element = (coder as? StoryboardCoder)?.element else { return .unspecified }
        let relationships = Set(
            (element.child(named: "connections")?.children(named: "segue") ?? []).compactMap { $0["relationship"] })
        if relationships.contains("supplementaryViewController") { return .tripleColumn }
        if relationships.contains("primaryViewController") || relationships.contains("secondaryViewController") {
            return .doubleColumn
        }
        return .unspecified
    }

    static func attribute(_ name: String, of coder: NSCoder) -> String? {
        (coder as? StoryboardCoder)?.element[name]
    }

    override var allowsKeyedCoding: Bool { true }
    /// A decoded value element or runtime attribute by its key, else the attribute's string.
    private func value(_ key: String) -> Any? { values[key] ?? element.attributes[key] }

    override func containsValue(forKey key: String) -> Bool { value(key) != nil }
    override func decodeObject(forKey key: String) -> Any? { value(key) }

    override func decodeBool(forKey key: String) -> Bool {
        switch value(key) {
        case let b as Bool: return b
        case let s as String: return s == "YES" || s == "true"
        case let d as Double: return d != 0
        default: return false
        }
    }

    override func decodeDouble(forKey key: String) -> Double {
        switch value(key) {
        case let d as Double: return d
        case let c as CGFloat: return Double(c)
        case let s as String: return Double(s) ?? 0
        case let b as Bool: return b ? 1 : 0
        default: return 0
        }
    }

    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
    override func decodeInteger(forKey key: String) -> Int { Int(decodeDouble(forKey: key)) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
}
