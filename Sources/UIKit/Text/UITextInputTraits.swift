// The text-input traits a text field or text view carries (UIKit's `UITextInputTraits`
// protocol, whose requirements are all optional; see Documentation/Deviations.md).

/// The kinds of keyboard a text input asks for, as `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The former name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The titles of the return key, as `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How typed text is capitalized, as `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether typed text is autocorrected, as `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether typed text is spell-checked, as `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// Whether the keyboard is light or dark, as `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    /// The former name of `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// What a text input holds, so the system can offer matching suggestions, as
/// `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's name.
    public let rawValue: String
    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
}
