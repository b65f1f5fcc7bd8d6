import Foundation
import InterfaceBuilderFormat

/// The objects of a nib (`.xib`) file, instantiated afresh each time, as UIKit's `UINib`.
///
/// The file is found and read when first instantiated, as UIKit does; a nib that cannot be
/// found or read logs UIKit's exception text and instantiates no objects.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options `instantiate(withOwner:options:)` takes, as `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of objects by the identifier of the nib's external-object placeholders.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let name: String
    private let bundle: Bundle
    private let data: Data?
    private var root: IBElement?

    /// A nib named `name` (without extension) in `bundleOrNil` (the main bundle when nil).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? .main
        data = nil
        super.init()
    }

    /// A nib from the contents of a `.xib` file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        bundle = bundleOrNil ?? .main
        self.data = data
        super.init()
    }

    /// Makes the nib's top-level objects, connecting File's Owner's outlets and actions to
    /// `ownerOrNil`; empty when the nib cannot be loaded (the reason goes to the console).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try instantiateThrowing(owner: ownerOrNil as AnyObject?, options: optionsOrNil ?? [:])
        } catch {
            StoryboardErrors.report(error)
            return []
        }
    }

    func document() throws -> IBElement {
        if let root { return root }
        let parsed: IBElement
        if let data {
            parsed = try IBDocumentParser.parse(data: data, file: "\(name).xib")
        } else {
            guard let url = StoryboardFiles.find(name, extension: "xib", in: bundle) else {
                throw IBDocumentError(
                    file: "\(name).xib", line: 0,
                    message: "Could not load NIB in bundle: '\(StoryboardFiles.describe(bundle))' with name '\(name)'")
            }
            parsed = try IBDocumentParser.parse(contentsOf: url)
        }
        guard parsed["type"]?.hasSuffix("XIB") ?? false, !(parsed["type"]?.contains("Storyboard") ?? true) else {
            throw IBDocumentError(
                file: "\(name).xib", line: parsed.line, message: "is not a nib (type \(parsed["type"] ?? "none"))")
        }
        root = parsed
        return parsed
    }

    func instantiateThrowing(owner: AnyObject?, options: [OptionsKey: Any]) throws -> [Any] {
        let root = try document()
        let file = data == nil ? "\(name).xib" : "\(name).xib"
        let loader = IBArchiveLoader(
            file: file, document: root, moduleHints: StoryboardFiles.moduleHints(bundle), storyboard: nil)
        let external = options[.externalObjects] as? [String: Any] ?? [:]
        var topLevel: [Any] = []
        for element in root.child(named: "objects")?.children ?? [] {
            guard element.name == "placeholder" else {
                if let object = try loader.makeTopLevel(element) { topLevel.append(object) }
                continue
            }
            guard let id = element["id"] else { continue }
            switch element["placeholderIdentifier"] {
            case "IBFilesOwner":
                if let owner {
                    loader.objects[id] = owner
                    loader.elements[id] = element
                } else {
                    loader.placeholderIDs.insert(id)
                }
            case "IBExternalObjects":
                guard let object = element["userLabel"].flatMap({ external[$0] }) else {
                    throw IBDocumentError(
                        file: file, line: element.line, message: "no external object for this placeholder")
                }
                loader.objects[id] = object as AnyObject
            default:
                loader.placeholderIDs.insert(id)
            }
            if let connections = element.child(named: "connections"), loader.objects[id] != nil {
                loader.connectionBlocks.append((id, connections))
            }
        }
        try loader.finish()
        return topLevel
    }
}

extension Bundle {
    /// Instantiates the nib `name` with `owner` as File's Owner and returns its top-level
    /// objects, nil when the nib cannot be loaded (UIKit raises; the reason goes to the console).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        do {
            return try UINib(nibName: name, bundle: self).instantiateThrowing(
                owner: owner as AnyObject?, options: options ?? [:])
        } catch {
            StoryboardErrors.report(error)
            return nil
        }
    }
}
