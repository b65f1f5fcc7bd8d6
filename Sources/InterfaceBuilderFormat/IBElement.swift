/// One element of an Interface Builder document (a storyboard or a xib), as Xcode writes it:
/// the tag, its attributes, its child elements and the line it starts on, so that every error
/// the loader or the connection generator reports can name the file and the line.
public struct IBElement: Sendable, Equatable {
    /// The tag, for example `viewController`, `view`, `segue`.
    public var name: String
    /// The attributes as written.
    public var attributes: [String: String]
    /// The child elements in document order.
    public var children: [IBElement]
    /// The 1-based line of the element's start tag.
    public var line: Int
    /// Character data directly inside the element (for `<string>` values), trimmed.
    public var text: String

    /// Creates an element.
    public init(
        name: String, attributes: [String: String] = [:], children: [IBElement] = [], line: Int = 0,
        text: String = ""
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.text = text
    }

    /// The value of attribute `key`.
    public subscript(key: String) -> String? { attributes[key] }

    /// The first child element named `name`.
    public func child(named name: String) -> IBElement? { children.first { $0.name == name } }

    /// The child elements named `name`.
    public func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The first child named `name` whose `key` attribute is `value` (Xcode names a rect, a
    /// colour or a font by its role this way: `<rect key="frame" .../>`).
    public func child(named name: String, key value: String) -> IBElement? {
        children.first { $0.name == name && $0.attributes["key"] == value }
    }

    /// Every descendant, depth first in document order, this element excluded.
    public var descendants: [IBElement] {
        var all: [IBElement] = []
        func walk(_ element: IBElement) {
            for child in element.children {
                all.append(child)
                walk(child)
            }
        }
        walk(self)
        return all
    }
}
