/// Why an Interface Builder document could not be read or used, with the file and the line
/// it concerns: the one error every stage of storyboard and nib loading throws.
public struct IBDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document's file name (or path) as given to the parser.
    public var file: String
    /// The 1-based line the problem is on (0 when it concerns the whole file).
    public var line: Int
    /// What is wrong, in words.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// The console text: UIKit's own exception text alone for a problem with no line (a file
    /// or identifier that is not there), else `file:line: message`.
    public var consoleText: String { line == 0 ? message : description }

    /// `file:line: message`, the form compilers use, so editors can jump to it.
    public var description: String { "\(file):\(line): \(message)" }
}
