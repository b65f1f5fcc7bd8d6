import Foundation

// Fonts an app registers at run time (CoreText's font manager, which `import UIKit` brings on
// iOS). Text is drawn in DejaVu whatever the face (Documentation/Deviations.md, "Fonts"), so a
// registered face gives `UIFont(name:size:)` its names, drawn as DejaVu Sans.

/// Registers a font for this process, so `UIFont(name:size:)` finds it by its PostScript or
/// family name; false, with CoreText's "already registered" error, for a face registered before.
public func CTFontManagerRegisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    guard let name = font.postScriptName.map({ $0 as String }) else {
        error?.pointee = Unmanaged.passRetained(FontRegistry.error(code: 110, name: "?"))
        return false
    }
    guard FontRegistry.register(font, name: name) else {
        error?.pointee = Unmanaged.passRetained(FontRegistry.error(code: 105, name: name))
        return false
    }
    return true
}

/// Removes a font registered with `CTFontManagerRegisterGraphicsFont`; false when it was not.
public func CTFontManagerUnregisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let name = font.postScriptName.map { $0 as String } ?? "?"
    guard FontRegistry.unregister(name: name) else {
        error?.pointee = Unmanaged.passRetained(FontRegistry.error(code: 201, name: name))
        return false
    }
    return true
}

/// The faces registered at run time, by PostScript name.
enum FontRegistry {
    private static let lock = NSLock()

    static func register(_ font: CGFont, name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard registered[name.lowercased()] == nil else { return false }
        let lower = name.lowercased()
        let weight: UIFont.Weight =
            lower.contains("bold") || lower.contains("black") || lower.contains("heavy") ? .bold : .regular
        registered[lower] = FontFace(
            fontName: name, familyName: font.familyName ?? name, renderFamily: FontCatalog.sans, weight: weight,
            italic: lower.contains("italic") || lower.contains("oblique"))
        return true
    }

    static func unregister(name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return registered.removeValue(forKey: name.lowercased()) != nil
    }

    /// The registered face with a PostScript name, or the first of a family name.
    static func face(named name: String) -> FontFace? {
        let key = name.lowercased()
        lock.lock()
        defer { lock.unlock() }
        return registered[key]
            ?? registered.values.sorted { $0.fontName < $1.fontName }.first { $0.familyName.lowercased() == key }
    }

    /// CoreText's font-manager error (105 already registered, 110 invalid font, 201 not
    /// registered).
    static func error(code: Int, name: String) -> NSError {
        NSError(
            domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: code,
            userInfo: [NSLocalizedDescriptionKey: "The font \(name) could not be registered or unregistered."])
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension FontRegistry {
    fileprivate static var registered: [String: FontFace] {
        get { ProcessWide.registered }
        _modify { yield &ProcessWide.registered }
    }
}
