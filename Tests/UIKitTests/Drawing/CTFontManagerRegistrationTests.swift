import Foundation
import TestSupport
import Testing

@testable import UIKit

/// A library that ships its own face registers it with CoreText's font manager, then asks
/// `UIFont(name:size:)` for it (Presentr's alerts do, and force-unwrap the font).
@Suite struct CTFontManagerRegistrationTests {
    private func face(_ postScriptName: String, family: String) throws -> CGFont {
        let data = SyntheticFont.bytes(family: family, fullName: family, postScriptName: postScriptName)
        let provider = try #require(CGDataProvider(data: data as CFData))
        return try #require(CGFont(provider))
    }

    @Test func aRegisteredFaceIsFoundByItsPostScriptAndFamilyNames() throws {
        #expect(UIFont(name: "RegistrationTest-Bold", size: 12) == nil)
        let font = try face("RegistrationTest-Bold", family: "Registration Test")
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error == nil)
        let registered = try #require(UIFont(name: "RegistrationTest-Bold", size: 15))
        #expect(registered.fontName == "RegistrationTest-Bold" && registered.pointSize == 15)
        #expect(registered.familyName == "Registration Test")
        #expect(registered.renderFamily == "DejaVu Sans" && registered.cssWeight == 700)
        #expect(UIFont(name: "Registration Test", size: 10)?.fontName == "RegistrationTest-Bold")
        #expect(CTFontManagerUnregisterGraphicsFont(font, nil))
        #expect(UIFont(name: "RegistrationTest-Bold", size: 12) == nil)
    }

    @Test func registeringAFaceTwiceFailsWithAlreadyRegistered() throws {
        let font = try face("RegistrationTest-Twice", family: "Registration Twice")
        #expect(CTFontManagerRegisterGraphicsFont(font, nil))
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        let reported = try #require(error?.takeRetainedValue())
        #expect(reported.domain == "com.apple.CoreText.CTFontManagerErrorDomain" && reported.code == 105)
        #expect(CTFontManagerUnregisterGraphicsFont(font, nil))
        #expect(!CTFontManagerUnregisterGraphicsFont(font, nil))
    }
}
