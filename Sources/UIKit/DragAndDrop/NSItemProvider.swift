import Foundation

// Foundation on Linux has no `NSItemProvider`; UIKit's drag and drop and pasteboards hand one to
// apps. This one keeps the representations registered with it and loads them when asked; no
// other process ever offers one here.

/// Who may load a representation of an item provider, as `NSItemProviderRepresentationVisibility`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Apps of the same team.
    case team = 1
    /// The group's apps.
    case group = 2
    /// This process only.
    case ownProcess = 3
}

/// A class whose objects an item provider can make from data, as `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers it reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from data of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderReading {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.plain-text", "public.text"]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let made = NSString(string: text) as? Self else {
            throw CocoaError(.coderReadCorrupt)
        }
        return made
    }
}

/// Data of an item offered for dragging, dropping or pasting, in one or more types, as
/// `NSItemProvider`.
open class NSItemProvider: NSObject, @unchecked Sendable {
    private var loaders: [(type: String, load: (@escaping (Data?, Error?) -> Void) -> Progress?)] = []

    /// An empty provider; register representations with it.
    public override init() { super.init() }

    /// The type identifiers registered, in order.
    open var registeredTypeIdentifiers: [String] { loaders.map(\.type) }

    /// Whether a representation of `typeIdentifier` is registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Registers data of `typeIdentifier`, made when someone loads it.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?
    ) {
        loaders.append((typeIdentifier, loadHandler))
    }

    /// Loads the data of `typeIdentifier`; the handler gets nil and an error when none is registered.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void
    ) -> Progress {
        guard let loader = loaders.first(where: { $0.type == typeIdentifier }) else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
            return Progress(totalUnitCount: 0)
        }
        return loader.load(completionHandler) ?? Progress(totalUnitCount: 1)
    }

    /// Whether an object of `aClass` can be made from a registered representation.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Makes an object of `aClass` from the first registered representation it reads.
    @discardableResult
    open func loadObject(
        ofClass aClass: NSItemProviderReading.Type,
        completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void
    ) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier)
        else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
            return Progress(totalUnitCount: 0)
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }
}
