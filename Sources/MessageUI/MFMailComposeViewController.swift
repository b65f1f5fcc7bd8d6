import Foundation
import UIKit

// There is no mail or message account on this platform, so `canSendMail()` and `canSendText()`
// are false, as on a device with none set up; apps check them first and show their own alert.
// A composer presented anyway is an empty navigation controller that records what it was
// given (see Documentation/Deviations.md).

/// How a mail composer ended, as `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled, saved, sent, failed
}

/// Hears when a mail composer ends, as `MFMailComposeViewControllerDelegate`.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    /// The composer ended; the delegate dismisses it.
    func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {}
}

/// A mail composer, as `MFMailComposeViewController`: it keeps the message it is given; no mail
/// can be sent here.
@preconcurrency @MainActor
open class MFMailComposeViewController: UINavigationController {
    /// Whether the device can send mail: false, there is no mail account here.
    open class func canSendMail() -> Bool { false }

    /// The delegate told when the composer ends.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The subject set with `setSubject(_:)`.
    public private(set) var subject: String?
    /// The recipients set with `setToRecipients(_:)`.
    public private(set) var toRecipients: [String] = []
    /// The recipients set with `setCcRecipients(_:)`.
    public private(set) var ccRecipients: [String] = []
    /// The recipients set with `setBccRecipients(_:)`.
    public private(set) var bccRecipients: [String] = []
    /// The body set with `setMessageBody(_:isHTML:)`.
    public private(set) var messageBody: String?

    /// Creates a composer with an empty message.
    public init() { super.init(nibName: nil, bundle: nil) }
    /// Composers are not archived; made from a storyboard it starts empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the subject line.
    open func setSubject(_ subject: String) { self.subject = subject }
    /// Sets the To recipients.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    /// Sets the Cc recipients.
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    /// Sets the Bcc recipients.
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
    /// Sets the body, plain text or HTML.
    open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = body }
    /// Attaches data to the message (kept nowhere: no mail is sent).
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        unimplemented(#function)
    }
}
