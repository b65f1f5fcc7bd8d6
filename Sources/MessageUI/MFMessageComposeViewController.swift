import Foundation
import UIKit

/// How a message composer ended, as `MessageComposeResult`.
public enum MessageComposeResult: Int, Sendable {
    case cancelled, sent, failed
}

/// Hears when a message composer ends, as `MFMessageComposeViewControllerDelegate`.
@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    /// The composer ended; the delegate dismisses it.
    func messageComposeViewController(
        _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// A text message composer, as `MFMessageComposeViewController`: it keeps the message it is
/// given; no message can be sent here.
@preconcurrency @MainActor
open class MFMessageComposeViewController: UINavigationController {
    /// Whether the device can send text messages: false here.
    open class func canSendText() -> Bool { false }
    /// Whether messages can have a subject: false here.
    open class func canSendSubject() -> Bool { false }
    /// Whether messages can carry attachments: false here.
    open class func canSendAttachments() -> Bool { false }

    /// The delegate told when the composer ends.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients' phone numbers or addresses.
    open var recipients: [String]?
    /// The message text.
    open var body: String?
    /// The message subject.
    open var subject: String?

    /// Creates a composer with an empty message.
    public init() { super.init(nibName: nil, bundle: nil) }
    /// Composers are not archived; made from a storyboard it starts empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
